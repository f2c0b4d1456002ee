// SPDX-License-Identifier: GPL-3.0-or-later
// Never lose a game: a clocked, reviewed game is taken back to an earlier move, where a person
// and then the computer play on; every earlier move, its review and its clock times are still
// in the tree, in the autosave and after a restart. Variations are promoted and removed only
// when asked.
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <random>

#include "engine/formats/notation.h"
#include "engine/players/player.h"
#include "session/saved_game.h"
#include "session/text_files.h"
#include "tests/support/board_text.h"
#include "tests/support/test_session.h"

using namespace hasami;
using namespace hasami::test;
using namespace std::chrono_literals;

namespace {

// Every legal move valued at once, the first best: a review needs no search to test.
Analysis madeUpAnalysis(const EngineJob& job, const AnalysisCallback&) {
    const Position& position = positionOf(job);
    Analysis analysis;
    int score = 8;
    for (Square move : squaresOf(position.legalMoves())) {
        analysis.moves.push_back({move, score, 4, false, false});
        score -= 2;
    }
    if (position.mustPass()) analysis.moves.push_back({kPass, 0, 4, false, false});
    analysis.depth = 4;
    return analysis;
}

// The computer plays the last legal move, so that its moves differ from a person's first.
SearchInfo lastLegalMove(const EngineJob& job, const ProgressCallback&) {
    SearchInfo info;
    for (Square move : squaresOf(positionOf(job).legalMoves())) info.bestMove = move;
    return info;
}

Session::Options optionsIn(const QTemporaryDir& folder) {
    return {lastLegalMove,
            madeUpAnalysis,
            folder.filePath(QStringLiteral("autosave.txt")),
            {},
            {},
            {},
            {}};
}

// What the test remembers of each move of the line first played.
struct PlayedMove {
    NodeId node;
    Square move;
    ClockTimes clock;
    MoveReview review;
};

// Checks that `game` still holds every move of `played` at its place, with its clock times,
// and that `analyses` still reviews it as before.
void expectKept(const Game& game, const AnalysisStore& analyses,
                const std::vector<PlayedMove>& played) {
    NodeId parent = kRootNode;
    for (const PlayedMove& kept : played) {
        NodeId found = kNoNode;
        for (NodeId child : game.childrenOf(parent)) {
            if (game.moveOf(child) == kept.move) found = child;
        }
        QVERIFY2(found != kNoNode, qPrintable(QString::fromStdString(squareName(kept.move))));
        QCOMPARE(game.clockAfter(found), std::optional(kept.clock));
        const std::optional<MoveReview> review =
            reviewMove(game.positionOf(parent), kept.move, analyses);
        QVERIFY(review);
        QCOMPARE(review->score, kept.review.score);
        QCOMPARE(review->best, kept.review.best);
        parent = found;
    }
}

}  // namespace

class TestGameKept : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void playingOnFromAnEarlierMoveLosesNothing();
    void variationsArePromotedAndRemovedOnlyWhenAsked();
    void anAutosaveOfTheFirstVersionIsRestored();
    void aTreeOfFiveThousandMovesSurvivesTheAutosave();
};

void TestGameKept::initTestCase() {
    useTestStorage("tst_game_kept");
}

void TestGameKept::playingOnFromAnEarlierMoveLosesNothing() {
    QTemporaryDir folder;
    const StoredSettings settings(quickSettings());
    std::vector<PlayedMove> played;
    NodeId variationEnd = kNoNode;
    {
        Session session(optionsIn(folder));
        PlayMode& play = session.play();
        play.newGame(8, TimeControl{300s, 2s});
        // Six moves: the person's f5, d3 and f3 (first legal ones), the computer's replies.
        for (int i = 0; i < 3; ++i) {
            session.playSquare(*squaresOf(session.game().position().legalMoves()).begin());
            QTRY_VERIFY_WITH_TIMEOUT(play.state().isHumanTurn(), 10000);
        }
        const Game& game = session.game().game();
        QCOMPARE(game.ply(), 6);
        QSignalSpy reviewed(&session.analysis(), &AnalysisScheduler::reviewFinished);
        session.analysis().startReview();
        QTRY_COMPARE_WITH_TIMEOUT(reviewed.count(), 1, 10000);
        QVERIFY(reviewed.first().first().toBool());
        // Each move as the analyses kept review it alone (the line's chain changes with the
        // line).
        for (int ply = 1; ply <= game.length(); ++ply) {
            const std::optional<MoveReview> review = reviewMove(
                game.positionAt(ply - 1), game.moves()[ply - 1], session.analysis().store());
            QVERIFY(review);
            played.push_back({game.nodeAt(ply), game.moves()[ply - 1],
                              *game.clockAfter(game.nodeAt(ply)), *review});
        }

        // Back to the person's second move, where the person plays another move, and the
        // computer plays on from there.
        session.goToPly(2);
        QVERIFY(play.state().isHumanTurn());
        Square other = kNoSquare;
        for (Square move : squaresOf(session.game().position().legalMoves())) other = move;
        QVERIFY(other != played[2].move);
        play.setPaused(false);
        session.playSquare(other);
        QTRY_COMPARE_WITH_TIMEOUT(game.ply(), 4, 10000);
        QVERIFY(play.state().isHumanTurn());
        QCOMPARE(game.moves()[2], other);
        variationEnd = game.current();
        expectKept(game, session.analysis().store(), played);
        QCOMPARE(game.nodeCount(), std::size_t(1 + 6 + 2));
        // The first line is still the main line.
        QVERIFY(game.isOnMainLine(played.back().node));
        QVERIFY(!game.isOnMainLine(variationEnd));
    }

    // In the saved file ...
    QString error;
    const auto text =
        readTextFile(folder.filePath(QStringLiteral("autosave.txt")), kMaxSavedGameBytes, &error);
    QVERIFY2(text, qPrintable(error));
    const Parsed<SavedGame> saved = parseSavedGame(*text);
    QVERIFY2(saved, saved.error().c_str());
    expectKept(saved->game, saved->analyses, played);
    QCOMPARE(saved->game.nodeCount(), std::size_t(9));

    // ... and after a restart, with the node that was shown.
    Session restarted(optionsIn(folder));
    const Game& game = restarted.game().game();
    expectKept(game, restarted.analysis().store(), played);
    QCOMPARE(game.nodeCount(), std::size_t(9));
    QCOMPARE(game.ply(), 4);
    QCOMPARE(game.position(), saved->game.position());
    QVERIFY(!game.isOnMainLine(game.current()));
    QVERIFY(restarted.clocks().isOn());
}

void TestGameKept::variationsArePromotedAndRemovedOnlyWhenAsked() {
    const StoredSettings settings(quickSettings());
    TestSession s;
    s->seats().setComputer(Color::White, false);
    for (const char* move : {"f5", "d6", "c3", "d3"}) s->playSquare(sq(move));
    s->goToPly(2);
    s->playSquare(sq("c5"));
    const Game& game = s->game().game();
    const NodeId c5 = game.current();
    QCOMPARE(game.nodeCount(), std::size_t(6));
    // Undo and redo move along the line and delete nothing.
    s->undo();
    s->undo();
    s->redo();
    QCOMPARE(game.nodeCount(), std::size_t(6));
    QVERIFY(s->game().promoteToMainLine(c5));
    QVERIFY(game.isOnMainLine(c5));
    // Removing the old main line, now a variation, is the only way its moves go.
    const NodeId c3 = game.childrenOf(game.nodeAt(2))[1];
    s->send(Intent::onNode(Intent::Kind::RemoveLine, c3));
    QCOMPARE(game.nodeCount(), std::size_t(4));
    QVERIFY(!game.contains(c3));
}

void TestGameKept::anAutosaveOfTheFirstVersionIsRestored() {
    // As Hasami kept the game in progress before variations: its line and the moves played.
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("autosave.txt"));
    QVERIFY(writeTextFile(path,
                          QStringLiteral("hasami-autosave 1\nblack human\nwhite human\nply 2\n"
                                         "f5d6c3\n; clock 300 black 290 white 280.5\n"),
                          nullptr));
    const StoredSettings settings(quickSettings());
    Session session(Session::Options{{}, {}, path, {}, {}, {}, {}});
    const Game& game = session.game().game();
    QVERIFY2(session.startProblems().isEmpty(), qPrintable(session.startProblems().join(' ')));
    QCOMPARE(formatTranscript(game.moves()), std::string("f5d6c3"));
    QCOMPARE(game.ply(), 2);
    QVERIFY(!session.seats().isComputer(Color::White));
    QCOMPARE(session.clocks().timeLeft(Color::White), 280500ms);
    // Kept again, it is written in the new version, and reads back the same.
    QVERIFY(session.autosave().store());
    QString error;
    const auto text = readTextFile(path, kMaxSavedGameBytes, &error);
    QVERIFY(text && text->startsWith(QStringLiteral("hasami-autosave 3\n")));
    QCOMPARE(parseSavedGame(*text)->game.ply(), 2);
}

void TestGameKept::aTreeOfFiveThousandMovesSurvivesTheAutosave() {
    // The largest tree the files are made for: 5,000 moves with a comment and clock times
    // each, and the analysis of every position, written by the autosave and restored.
    std::mt19937_64 random(25);
    SavedGame saved;
    saved.whiteIsAi = false;
    Game& game = saved.game;
    while (game.nodeCount() < 5001) {
        game.goTo(int(random() % std::uint64_t(game.length() + 1)));
        while (!game.isOver() && game.nodeCount() < 5001) {
            game.play(randomMove(game.position(), random));
        }
    }
    for (NodeId node = kRootNode; node < NodeId(game.nodeCount()); ++node) {
        game.setComment(node, "A move worth a thought, and a comment of some sixty characters.");
        if (node != kRootNode) game.setClockAfter(node, {100s, 200s});
        const Position& position = game.positionOf(node);
        if (!position.hasMoves()) continue;
        EngineJob job;
        job.task = AnalysisRequest{position, {}, true};
        saved.analyses.storeAnalysis(position, madeUpAnalysis(job, {}));
    }
    saved.clock = {GameClock(TimeControl{1800s, 30s}), false, std::nullopt};
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("autosave.txt"));
    const QString text = formatSavedGame(saved);
    qInfo("the autosave of a tree of 5,000 moves: %lld bytes", qint64(text.toUtf8().size()));
    QVERIFY(text.toUtf8().size() <= kMaxSavedGameBytes);
    QVERIFY(writeTextFile(path, text, nullptr));

    const StoredSettings settings(quickSettings());
    Session session(Session::Options{{}, {}, path, {}, {}, {}, {}});
    QVERIFY2(session.startProblems().isEmpty(), qPrintable(session.startProblems().join(' ')));
    const Game& restored = session.game().game();
    QCOMPARE(restored.nodeCount(), std::size_t(5001));
    QCOMPARE(restored.position(), game.position());
    QCOMPARE(session.analysis().store().size(), saved.analyses.size());
    QCOMPARE(restored.commentOf(restored.current()), game.commentOf(game.current()));
    // Kept again by the session, it reads back whole.
    QVERIFY(session.autosave().store());
    QString error;
    const Parsed<SavedGame> again = parseSavedGame(*readTextFile(path, kMaxSavedGameBytes, &error));
    QVERIFY2(again, again.error().c_str());
    QVERIFY(again->game.nodeCount() >= std::size_t(5001));
    QCOMPARE(again->analyses.size(), saved.analyses.size());
}

QTEST_GUILESS_MAIN(TestGameKept)
#include "tst_game_kept.moc"
