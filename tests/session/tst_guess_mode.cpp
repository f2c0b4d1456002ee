// SPDX-License-Identifier: GPL-3.0-or-later
// Guess the move: a recorded game replayed while the person guesses one colour's moves, each
// judged by the engine's values (a stand-in here that values the legal moves in square order
// 0, -2, -4, ..., so that every loss is known beforehand): good when it is the move played or
// loses at most one disc; the recorded move is then played and the other colour's replies come
// at once; the summary counts the good guesses and the mean loss. Leaving the record ends it.
#include <QSignalSpy>
#include <QTest>

#include "engine/formats/notation.h"
#include "session/modes/guess_mode.h"
#include "session/my_games.h"
#include "tests/support/board_text.h"
#include "tests/support/test_session.h"

using namespace hasami;
using namespace hasami::test;

namespace {

constexpr int kTimeoutMs = 20000;

// The stand-in's loss of a move: twice its place among the legal moves in square order.
int standInLoss(const Position& position, Square move) {
    int place = 0;
    for (Square legal : squaresOf(position.legalMoves())) {
        if (legal == move) return 2 * place;
        ++place;
    }
    return -1;
}

Analysis squareOrderValues(const EngineJob& job, const AnalysisCallback&) {
    const Position& position = positionOf(job);
    Analysis analysis;
    for (Square move : squaresOf(position.legalMoves())) {
        analysis.moves.push_back(
            {move, 10 - standInLoss(position, move), AnalysisScheduler::kBoardDepth, false, false});
    }
    analysis.depth = AnalysisScheduler::kBoardDepth;
    return analysis;
}

// The first moves of the perfect game (Takizawa 2023).
Game record(int moves) {
    const std::string line = "f5d6c3d3c4f4f6f3e6e7d7c5b6d8c6c7d2b5a5a6";
    Game game;
    for (int i = 0; i < moves; ++i) game.play(sq(std::string_view(line).substr(2 * i, 2)));
    GameDetails details;
    details.black = "Takizawa";
    game.setDetails(details);
    return game;
}

std::vector<Square> legalMoves(const Position& position) {
    std::vector<Square> moves;
    for (Square move : squaresOf(position.legalMoves())) moves.push_back(move);
    return moves;
}

TestSession guessingSession() {
    Settings settings = quickSettings();
    settings.whiteIsAi = false;
    return TestSession({}, squareOrderValues, settings);
}

}  // namespace

class TestGuessMode : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { useTestStorage("tst_guess_mode"); }

    void guessesAreJudgedAndTheRecordPlayed() {
        TestSession s = guessingSession();
        GuessMode& guess = s->mode<GuessMode>();
        QSignalSpy judged(&guess, &GuessMode::judged);
        QSignalSpy finished(&guess, &GuessMode::finished);
        QVERIFY(!guess.asksForGuess());
        const Game game = record(20);  // shown at its end: guessed from the start
        QString why;
        QVERIFY2(startGuessing(*s, game, Color::White, &why), qPrintable(why));
        QVERIFY(guess.asksForGuess());
        QVERIFY(s->isActive<GuessMode>());
        QVERIFY(!s->seats().isComputer(Color::Black) && !s->seats().isComputer(Color::White));
        // Black's first move is played for the person; White to guess after f5.
        QCOMPARE(s->game().game().length(), 1);
        QCOMPARE(s->game().game().details().black, std::string("Takizawa"));

        // Each White move guessed in turn: the best, the second best, the last, the move
        // played, ... The test keeps its own tally of what each guess loses.
        int good = 0;
        int lossTotal = 0;
        for (int turn = 0; turn < 10; ++turn) {
            const Position position = s->game().position();
            QCOMPARE(position.sideToMove(), Color::White);
            const std::vector<Square> legal = legalMoves(position);
            const Square played = game.moves()[std::size_t(s->game().game().length())];
            const Square guessed = turn % 4 == 0 ? legal.front()
                                   : turn % 4 == 1
                                       ? legal[std::min<std::size_t>(1, legal.size() - 1)]
                                   : turn % 4 == 2 ? legal.back()
                                                   : played;
            // The board's click goes to the mode: a square that is no legal move is refused,
            // with the reason, and judges nothing.
            if (!position.isLegal(sq("a1"))) {
                QSignalSpy refused(&*s, &Session::refused);
                s->playSquare(sq("a1"));
                QCOMPARE(refused.count(), 1);
                QCOMPARE(judged.count(), turn);
                QVERIFY(guess.asksForGuess());
            }
            s->playSquare(guessed);
            QVERIFY(!guess.asksForGuess() || judged.count() == turn + 1);
            QTRY_COMPARE_WITH_TIMEOUT(judged.count(), turn + 1, kTimeoutMs);
            const auto result = judged.last().at(0).value<GuessResult>();
            const int loss = standInLoss(position, guessed);
            QCOMPARE(result.guess, guessed);
            QCOMPARE(result.played, played);
            QCOMPARE(result.loss, loss);
            QCOMPARE(result.playedLoss, standInLoss(position, played));
            QCOMPARE(result.good, guessed == played || loss <= 1);
            QCOMPARE(int(result.better.size()), loss / 2);
            good += result.good ? 1 : 0;
            lossTotal += loss;
            // The record's move, then Black's reply, are on the board.
            QTRY_VERIFY(guess.asksForGuess() || !guess.isActive());
            QCOMPARE(s->game().game().moves()[std::size_t(2 * turn + 1)], played);
        }
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.last().at(0).toBool(), true);
        QVERIFY(!guess.isActive());
        QVERIFY(s->isActive<PlayMode>());
        QCOMPARE(s->game().game().length(), 20);
        QCOMPARE(guess.goodGuesses(), good);
        QCOMPARE(guess.meanLoss(), lossTotal / 10.0);
    }

    void guessingStartsAtThePositionShownAndEndsOffTheRecord() {
        TestSession s = guessingSession();
        GuessMode& guess = s->mode<GuessMode>();
        Game game = record(20);
        game.goTo(10);
        QString why;
        QVERIFY(startGuessing(*s, game, Color::Black, &why));
        QCOMPARE(s->game().game().length(), 10);  // Black to move after ten moves
        QSignalSpy finished(&guess, &GuessMode::finished);
        // Taking a move back leaves the record: the guessing ends, nothing is lost: the
        // record's moves after the tenth are back.
        s->goToPly(9);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.last().at(0).toBool(), false);
        QVERIFY(s->isActive<PlayMode>());
        QCOMPARE(s->game().game().ply(), 9);
        QCOMPARE(s->game().game().length(), 20);

        // No move of the colour left to guess: refused, with the reason.
        game.goTo(19);
        QVERIFY(!startGuessing(*s, game, Color::Black, &why));
        QVERIFY(why.contains(QStringLiteral("Black")));
        QVERIFY(!guess.isActive());
    }

    void stoppingKeepsTheWholeGame() {
        TestSession s = guessingSession();
        GuessMode& guess = s->mode<GuessMode>();
        // The game on the board: 20 moves, a variation at the fourth move with a comment, a
        // comment on the tenth; opened from a file, with no changes since.
        Game game = record(20);
        game.setComment(game.nodeAt(10), "tenth");
        const NodeId end = game.current();
        game.goTo(3);
        QVERIFY(game.play(legalMoves(game.position()).back()));
        const NodeId variation = game.current();
        game.setComment(variation, "the other way");
        QVERIFY(game.goToNode(end));
        game.goTo(0);
        s->game().replace(game, QStringLiteral("/tmp/takizawa.txt"));
        QVERIFY(!s->game().isModified());
        QString why;
        QVERIFY(startGuessing(*s, s->game().game(), Color::White, &why));
        QCOMPARE(s->game().game().length(), 1);  // the rest hidden while guessing
        QVERIFY(guess.guess(legalMoves(s->game().position()).front()));
        QTRY_VERIFY_WITH_TIMEOUT(guess.asksForGuess(), kTimeoutMs);
        QCOMPARE(s->game().game().ply(), 3);
        s->endMode();
        QVERIFY(s->isActive<PlayMode>());
        QVERIFY(!guess.isActive());
        // Everything is back: the record's 20 moves after the position reached, the variation
        // and both comments; the same file, still without changes; Redo goes on.
        const Game& now = s->game().game();
        QCOMPARE(now.ply(), 3);
        QCOMPARE(now.length(), 20);
        QCOMPARE(now.nodeCount(), game.nodeCount());
        for (int ply = 0; ply < 20; ++ply)
            QCOMPARE(now.moves()[std::size_t(ply)], game.moves()[std::size_t(ply)]);
        QCOMPARE(now.commentOf(now.nodeAt(10)), std::string("tenth"));
        const auto branch = now.childrenOf(now.nodeAt(3));
        QCOMPARE(branch.size(), std::size_t(2));
        QCOMPARE(now.commentOf(branch[1]), std::string("the other way"));
        QVERIFY(now.canRedo());
        QCOMPARE(s->game().file(), QStringLiteral("/tmp/takizawa.txt"));
        QVERIFY(!s->game().isModified());

        // A move of the person's own after the guessing is a change of the game.
        s->goToPly(1);
        const Square other = legalMoves(s->game().position()).back();
        QVERIFY(other != game.moves()[1]);
        s->playSquare(other);
        QVERIFY(s->game().isModified());
        QCOMPARE(s->game().game().nodeCount(), game.nodeCount() + 1);
    }

    void theSeatsComeBackAfterGuessing() {
        Settings settings = quickSettings();
        settings.whiteIsAi = true;  // the computer plays White in the game on the board
        TestSession s({}, squareOrderValues, settings);
        s->play().setPaused(true);
        s->game().replace(record(6));
        QVERIFY(s->seats().isComputer(Color::White));
        QString why;
        QVERIFY(startGuessing(*s, s->game().game(), Color::White, &why));
        QVERIFY(!s->seats().isComputer(Color::White));  // the record's moves, not the computer's
        QVERIFY(!s->seats().isComputer(Color::Black));
        s->endMode();
        QVERIFY(s->isActive<PlayMode>());
        QVERIFY(s->seats().isComputer(Color::White));
        QVERIFY(!s->seats().isComputer(Color::Black));
        QVERIFY(s->playState().isPaused());
        QCOMPARE(s->game().game().length(), 6);
    }

    void aReplayedGameIsNotKeptAsTheirs() {
        TestSession s = guessingSession();
        GuessMode& guess = s->mode<GuessMode>();
        // A whole game, to its end: f5 d6 c5 f4 e3 f6 d3 f3 ... the computer's first moves.
        Game game;
        while (!game.isOver()) {
            if (game.position().mustPass()) game.play(kPass);
            if (!game.isOver()) game.play(legalMoves(game.position()).front());
        }
        QString why;
        QVERIFY(startGuessing(*s, game, Color::Black, &why));
        while (guess.isActive()) {
            if (guess.asksForGuess()) {
                QVERIFY(guess.guess(legalMoves(s->game().position()).front()));
            }
            QTest::qWait(1);
        }
        QVERIFY(s->game().game().isOver());
        QCOMPARE(guess.goodGuesses(), int(guess.results().size()));  // the best each time
        QCOMPARE(guess.meanLoss(), 0.0);
        QVERIFY(s->myGames().file().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestGuessMode)
#include "tst_guess_mode.moc"
