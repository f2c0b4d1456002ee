// SPDX-License-Identifier: GPL-3.0-or-later
// The rules of play in a session: turns, forced passes, the end of the game, and the engine on
// its thread: switching sides at any moment, cancelling, undo during a search, pausing, hints,
// clocks, and analyses that give way to the computer's own moves.
#include <atomic>
#include <mutex>
#include <thread>
#include <vector>

#include <QSignalSpy>
#include <QTest>

#include "engine/match/turns.h"
#include "tests/support/board_text.h"
#include "tests/support/out_of_book.h"
#include "tests/support/test_session.h"

using namespace hasami;
using namespace hasami::test;
using namespace std::chrono_literals;

namespace {

// A search that runs until it is cancelled (no depth or time limit, far from the end).
constexpr int kEndless = 60;

const Game& gameOf(TestSession& s) {
    return s->game().game();
}

// Sets a game out of the opening book, where the computer searches until it is stopped, and
// plays the person's move there: the computer then searches. The moves before the person's.
int startAnEndlessSearch(TestSession& s) {
    searchTo(*s, kEndless);
    s->play().setGame(outOfTheBook());
    const int start = gameOf(s).ply();
    s->playSquare(firstLegalMove(gameOf(s)));
    return start;
}

}  // namespace

class TestPlayMode : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void personPlaysLegalMovesOnly();
    void squaresOffTheBoardAreRefused();
    void forcedPassIsPlayedAndAnnounced();
    void finishedGameReportsTheResult();
    void givingTheSideToMoveToTheEngineMakesItMove();
    void takingTheSideBackCancelsTheSearch();
    void undoDuringASearchIsSafe();
    void undoGoesBackToThePersonsTurn();
    void redoKeepsTheRecord();
    void engineAgainstEnginePlaysToTheEndAndPauses();
    void moveNowPlaysAtOnce();
    void hintSuggestsALegalMove();
    void browsingPausesTheEngine();
    void anIllegalEngineMoveIsReportedNotPlayed();
    void analysisGivesWayToTheComputersMove();
    void clocksRunForTheSideToMove();
    void pausingAndBrowsingStopTheClocks();
    void aFlagFallEndsTheGame();
    void undoMakesAClockedGameUnrated();
    void eachMoveKeepsTheClockTimesAfterIt();
    void requestsCarryTheEngineResources();
    void theComputerPlaysItsLevelWithinItsClock();
    void thePaceOfPlayIsNotCharged();
};

void TestPlayMode::initTestCase() {
    useTestStorage("tst_play_mode");
}

void TestPlayMode::personPlaysLegalMovesOnly() {
    TestSession s;
    s->seats().setComputer(Color::White, false);
    QSignalSpy rejected(&s->play(), &PlayMode::refused);
    s->playSquare(sq("a1"));
    QCOMPARE(rejected.count(), 1);
    QVERIFY(rejected.first().first().toString().contains("not a legal move"));
    s->playSquare(sq("d4"));
    QVERIFY(rejected.last().first().toString().contains("taken"));
    QCOMPARE(gameOf(s).ply(), 0);
    s->playSquare(sq("f5"));
    QCOMPARE(gameOf(s).ply(), 1);
    QCOMPARE(s->game().position().sideToMove(), Color::White);
}

void TestPlayMode::squaresOffTheBoardAreRefused() {
    // Whatever reaches playSquare, only a square of the board in play is ever considered: the
    // pass, "no square", numbers outside the grid, and grid squares off a small board.
    TestSession s;
    s->play().newGame(4);
    s->seats().setComputer(Color::White, false);
    QSignalSpy rejected(&s->play(), &PlayMode::refused);
    QSignalSpy played(&s->game(), &GameSession::movePlayed);
    for (Square square : {kPass, kNoSquare, 65, -7, 1000, sq("e1"), sq("a5"), sq("h8")}) {
        s->playSquare(square);
        QCOMPARE(rejected.count(), 1);
        QCOMPARE(rejected.takeFirst().first().toString(),
                 QStringLiteral("Play on a square of the board."));
    }
    QCOMPARE(played.count(), 0);
    QCOMPARE(gameOf(s).ply(), 0);
    QCOMPARE(s->game().position(), Position::initial(4));
}

void TestPlayMode::forcedPassIsPlayedAndAnnounced() {
    TestSession s;
    s->seats().setComputer(Color::White, false);
    QSignalSpy passed(&s->play(), &PlayMode::passed);
    // White must pass at once; Black is then to move.
    s->play().setGame(Game(drawn({"XO--", "----", "----", "----"}, Color::White)));
    QCOMPARE(s->game().position().sideToMove(), Color::Black);
    QCOMPARE(gameOf(s).lastMove(), kPass);
    // A pass found when the game is set is played and announced, as one after a move is.
    QCOMPARE(passed.count(), 1);
    QCOMPARE(passed.takeFirst().first().value<Color>(), Color::White);
    const Position before = drawn({"XO--", "O---", "----", "----"}, Color::Black);
    s->play().setGame(Game(before));
    QCOMPARE(passed.count(), 0);
    s->playSquare(sq("c1"));  // flips b1; White's a2 then brackets nothing
    QCOMPARE(passed.count(), 1);
    QCOMPARE(passed.first().first().value<Color>(), Color::White);
    QCOMPARE(s->game().position().sideToMove(), Color::Black);
}

void TestPlayMode::finishedGameReportsTheResult() {
    TestSession s;
    s->seats().setComputer(Color::White, false);
    QSignalSpy over(&s->play(), &PlayMode::gameOver);
    s->play().setGame(Game(drawn({"XO--", "----", "----", "----"}, Color::White)));
    s->playSquare(sq("c1"));
    QCOMPARE(over.count(), 1);
    QCOMPARE(over.first().first().toInt(), 16);
    QSignalSpy rejected(&s->play(), &PlayMode::refused);
    s->playSquare(sq("d1"));
    QVERIFY(rejected.first().first().toString().contains("over"));
}

void TestPlayMode::givingTheSideToMoveToTheEngineMakesItMove() {
    TestSession s;
    s->seats().setComputer(Color::White, false);
    searchTo(*s, 3);
    s->playSquare(sq("f5"));
    QCOMPARE(gameOf(s).ply(), 1);
    s->seats().setComputer(Color::White, true);
    QTRY_COMPARE_WITH_TIMEOUT(gameOf(s).ply(), 2, 10000);
    QCOMPARE(s->game().position().sideToMove(), Color::Black);
    QVERIFY(!s->playState().isThinking());
}

void TestPlayMode::takingTheSideBackCancelsTheSearch() {
    TestSession s;
    s->seats().setComputer(Color::White, false);
    searchTo(*s, kEndless);
    // Out of the opening book: the engine searches rather than answering at once.
    s->play().setGame(outOfTheBook());
    const int start = gameOf(s).ply();
    s->playSquare(firstLegalMove(gameOf(s)));
    QSignalSpy progress(&s->play(), &PlayMode::engineProgress);
    s->seats().setComputer(Color::White, true);
    QVERIFY(s->playState().isThinking());
    QTRY_VERIFY_WITH_TIMEOUT(progress.count() > 0, 10000);  // the search is under way
    s->seats().setComputer(Color::White, false);
    QVERIFY(!s->playState().isThinking());
    // The cancelled search ends on its thread and reports its move: it must never be played.
    QTRY_VERIFY_WITH_TIMEOUT(!s->engine().isBusy(), 10000);
    QCOMPARE(gameOf(s).ply(), start + 1);
    s->playSquare(firstLegalMove(gameOf(s)));
    QCOMPARE(gameOf(s).ply(), start + 2);
}

void TestPlayMode::undoDuringASearchIsSafe() {
    TestSession s;
    QSignalSpy progress(&s->play(), &PlayMode::engineProgress);
    const int start = startAnEndlessSearch(s);
    QVERIFY(s->playState().isThinking());
    QTRY_VERIFY_WITH_TIMEOUT(progress.count() > 0, 10000);
    s->undo();
    QVERIFY(!s->playState().isThinking());
    QCOMPARE(gameOf(s).ply(), start);
    QTRY_VERIFY_WITH_TIMEOUT(!s->engine().isBusy(), 10000);
    QCOMPARE(gameOf(s).ply(), start);
    QCOMPARE(s->game().position(), outOfTheBook().position());
    // Play goes on normally after it.
    searchTo(*s, 2);
    s->playSquare(firstLegalMove(gameOf(s)));
    QTRY_COMPARE_WITH_TIMEOUT(gameOf(s).ply(), start + 2, 10000);
}

void TestPlayMode::undoGoesBackToThePersonsTurn() {
    TestSession s;
    searchTo(*s, 2);
    s->playSquare(sq("f5"));
    QTRY_COMPARE_WITH_TIMEOUT(gameOf(s).ply(), 2, 10000);
    const Square reply = gameOf(s).lastMove();
    const Square second = firstSquare(s->game().position().legalMoves());
    s->playSquare(second);
    QTRY_COMPARE_WITH_TIMEOUT(gameOf(s).ply(), 4, 10000);
    s->undo();  // back over the engine's reply and the person's move
    QCOMPARE(gameOf(s).ply(), 2);
    QCOMPARE(gameOf(s).lastMove(), reply);
    QVERIFY(s->playState().isHumanTurn());
    s->undo();
    QCOMPARE(gameOf(s).ply(), 0);
}

void TestPlayMode::redoKeepsTheRecord() {
    TestSession s;
    s->seats().setComputer(Color::White, false);
    for (const char* move : {"f5", "d6", "c3"}) s->playSquare(sq(move));
    s->undo();
    s->undo();
    QCOMPARE(gameOf(s).ply(), 1);
    s->redo();
    QCOMPARE(gameOf(s).ply(), 2);
    // Playing the recorded move keeps the rest of the record.
    s->playSquare(sq("c3"));
    QCOMPARE(gameOf(s).length(), 3);
    QCOMPARE(gameOf(s).nodeCount(), std::size_t(4));
    s->undo();
    // Another move makes a variation: the game in progress is its line, and nothing is lost.
    s->playSquare(sq("c5"));
    QCOMPARE(gameOf(s).length(), 3);
    QCOMPARE(gameOf(s).lastMove(), sq("c5"));
    QCOMPARE(gameOf(s).nodeCount(), std::size_t(5));
}

void TestPlayMode::engineAgainstEnginePlaysToTheEndAndPauses() {
    TestSession s;
    searchTo(*s, 1);
    s->seats().setComputer(Color::Black, true);
    s->play().newGame(6);
    QTRY_VERIFY_WITH_TIMEOUT(s->game().position().isGameOver(), 20000);

    s->play().setPace(150);
    s->play().newGame(8);
    QTRY_VERIFY_WITH_TIMEOUT(gameOf(s).ply() >= 2, 10000);
    s->play().setPaused(true);
    const int pausedAt = gameOf(s).ply();
    // Once the engine has answered everything it was asked, nothing more is played or asked.
    QTRY_VERIFY_WITH_TIMEOUT(!s->engine().isBusy(), 10000);
    QCOMPARE(gameOf(s).ply(), pausedAt);
    QVERIFY(!s->playState().isThinking());
    s->play().setPaused(false);
    QTRY_VERIFY_WITH_TIMEOUT(gameOf(s).ply() > pausedAt, 10000);
}

void TestPlayMode::moveNowPlaysAtOnce() {
    TestSession s;
    QSignalSpy progress(&s->play(), &PlayMode::engineProgress);
    const int start = startAnEndlessSearch(s);
    QTRY_VERIFY_WITH_TIMEOUT(progress.count() > 0, 10000);
    QVERIFY(s->playState().isThinking());
    s->play().moveNow();
    QTRY_COMPARE_WITH_TIMEOUT(gameOf(s).ply(), start + 2, 5000);
    QVERIFY(!s->playState().isThinking());
}

void TestPlayMode::hintSuggestsALegalMove() {
    TestSession s;
    searchTo(*s, 3);
    s->hints().request();
    QVERIFY(s->hints().isSearching());
    QTRY_VERIFY_WITH_TIMEOUT(s->hints().hint() != kNoSquare, 10000);
    QVERIFY(Position::initial().isLegal(s->hints().hint()));
    QVERIFY(!s->hints().isSearching());
    s->playSquare(s->hints().hint());
    QCOMPARE(s->hints().hint(), kNoSquare);  // a hint belongs to one position
}

void TestPlayMode::browsingPausesTheEngine() {
    TestSession s;
    s->seats().setComputer(Color::White, false);
    for (const char* move : {"f5", "d6", "c3"}) s->playSquare(sq(move));
    searchTo(*s, 2);
    s->goToPly(1);                               // White to move there
    s->seats().setComputer(Color::White, true);  // giving the side to move to the engine resumes it
    QTRY_COMPARE_WITH_TIMEOUT(gameOf(s).ply(), 2, 10000);
    s->goToPly(1);
    QVERIFY(s->playState().isPaused());
    QVERIFY(!s->playState().isThinking());
    QTRY_VERIFY_WITH_TIMEOUT(!s->engine().isBusy(), 10000);
    QCOMPARE(gameOf(s).ply(), 1);
}

void TestPlayMode::anIllegalEngineMoveIsReportedNotPlayed() {
    // An engine that answers a1 (never legal at the start): the game stays as it was, the
    // engine is paused, and the person is told.
    TestSession s([](const EngineJob&, const ProgressCallback&) {
        SearchInfo info;
        info.bestMove = sq("a1");
        return info;
    });
    s->seats().setComputer(Color::White, false);
    QSignalSpy failed(&s->play(), &PlayMode::engineFailed);
    QSignalSpy played(&s->game(), &GameSession::movePlayed);
    s->seats().setComputer(Color::Black, true);
    QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 10000);
    QVERIFY(failed.first().first().toString().contains("a1"));
    QCOMPARE(played.count(), 0);
    QCOMPARE(gameOf(s).ply(), 0);
    QVERIFY(s->playState().isPaused());
    QVERIFY(!s->playState().isThinking());
    // The person can take the side back and play on.
    s->seats().setComputer(Color::Black, false);
    s->playSquare(sq("f5"));
    QCOMPARE(gameOf(s).ply(), 1);
}

void TestPlayMode::analysisGivesWayToTheComputersMove() {
    // An analysis that would run for a minute unless stopped, and an engine that answers at
    // once with the first legal move: the computer's move must not wait for the analysis,
    // which starts again once the move is played.
    std::atomic<int> analyses = 0;
    TestSession s(
        [](const EngineJob& job, const ProgressCallback&) { return firstLegalMoveOf(job); },
        [&analyses](const EngineJob& job, const AnalysisCallback& progress) {
            ++analyses;
            Analysis analysis;
            for (Square move : squaresOf(positionOf(job).legalMoves())) {
                analysis.moves.push_back({move, 0, 1, false});
            }
            analysis.depth = 1;
            progress(analysis);
            for (int i = 0; i < 6000 && !job.stop->load(); ++i) {
                std::this_thread::sleep_for(std::chrono::milliseconds(10));
            }
            return analysis;
        });
    EngineQueue& engine = s->engine();
    QSignalSpy progress(&engine, &EngineQueue::progress);
    QSignalSpy finished(&engine, &EngineQueue::finished);
    SearchLimits limits;
    limits.depth = 1;
    const quint64 id = engine.post(AnalysisRequest{s->game().position(), limits, true});
    QTRY_COMPARE_WITH_TIMEOUT(progress.count(), 1, 10000);
    QCOMPARE(progress.first().first().toULongLong(), id);

    s->playSquare(sq("f5"));  // White, the computer, is to move
    QTRY_COMPARE_WITH_TIMEOUT(gameOf(s).ply(), 2, 10000);
    // Only the move's answer arrived: the stopped run is not reported as an answer.
    for (const QList<QVariant>& report : finished) QVERIFY(report.first().toULongLong() != id);
    // The analysis asked for runs again now that the person is to move.
    QTRY_COMPARE_WITH_TIMEOUT(analyses.load(), 2, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(progress.count(), 2, 10000);
    QCOMPARE(progress.last().first().toULongLong(), id);
    engine.cancel(id);
    QTRY_VERIFY_WITH_TIMEOUT(!engine.isBusy(), 10000);
    for (const QList<QVariant>& report : finished) QVERIFY(report.first().toULongLong() != id);
}

void TestPlayMode::clocksRunForTheSideToMove() {
    TestSession s;
    s->seats().setComputer(Color::White, false);
    GameClocks& clocks = s->clocks();
    s->play().newGame(8, TimeControl{60s, 5s});
    QVERIFY(clocks.isOn());
    QCOMPARE(clocks.running(), std::optional(Color::Black));
    QTest::qWait(30);
    QVERIFY(clocks.timeLeft(Color::Black) < 60s);
    QCOMPARE(clocks.timeLeft(Color::White), 60s);
    QSignalSpy changed(&clocks, &GameClocks::changed);
    s->playSquare(sq("f5"));
    QVERIFY(changed.count() > 0);
    QCOMPARE(clocks.running(), std::optional(Color::White));
    // Black's thinking was charged and its increment added.
    const Milliseconds black = clocks.timeLeft(Color::Black);
    QVERIFY(black > 60s && black < 65s);
    QTest::qWait(30);
    QCOMPARE(clocks.timeLeft(Color::Black), black);
    // A game without a clock has none running.
    s->play().newGame(8);
    QVERIFY(!clocks.isOn());
    QVERIFY(!clocks.running());
}

void TestPlayMode::pausingAndBrowsingStopTheClocks() {
    TestSession s;
    s->seats().setComputer(Color::White, false);
    GameClocks& clocks = s->clocks();
    PlayMode& play = s->play();
    play.newGame(8, TimeControl{60s, 0s});
    play.setPaused(true);
    QVERIFY(!clocks.running());
    const Milliseconds left = clocks.timeLeft(Color::Black);
    QTest::qWait(30);
    QCOMPARE(clocks.timeLeft(Color::Black), left);
    // A paused clocked game takes no move: it would be thinking off the clock.
    QSignalSpy rejected(&play, &PlayMode::refused);
    s->playSquare(sq("f5"));
    QCOMPARE(rejected.count(), 1);
    QCOMPARE(gameOf(s).ply(), 0);
    play.setPaused(false);
    QCOMPARE(clocks.running(), std::optional(Color::Black));
    s->playSquare(sq("f5"));
    s->playSquare(sq("d6"));
    // Browsing back stops the clocks; back at the game's end they run again.
    s->goToPly(0);
    QVERIFY(!clocks.running());
    s->goToPly(2);
    QCOMPARE(clocks.running(), std::optional(Color::Black));
}

void TestPlayMode::aFlagFallEndsTheGame() {
    TestSession s;
    s->seats().setComputer(Color::White, false);
    PlayMode& play = s->play();
    QSignalSpy lost(&play, &PlayMode::lostOnTime);
    QSignalSpy ended(&play, &PlayMode::gameEnded);
    play.newGame(8, TimeControl{150ms, 0ms});
    QTRY_COMPARE_WITH_TIMEOUT(lost.count(), 1, 10000);
    QCOMPARE(lost.first().first().value<Color>(), Color::Black);
    QCOMPARE(ended.count(), 1);
    QVERIFY(play.state().isFinished());
    QVERIFY(!play.state().isHumanTurn());
    QVERIFY(!s->clocks().running());
    QCOMPARE(s->clocks().record().lostOnTime, std::optional(Color::Black));
    QVERIFY(s->clocks().timeLeft(Color::Black) <= 0ms);
    QSignalSpy rejected(&play, &PlayMode::refused);
    s->playSquare(sq("f5"));
    QVERIFY(rejected.first().first().toString().contains("over"));
    QCOMPARE(gameOf(s).ply(), 0);
    // The computer does not move in a game lost on time either.
    s->seats().setComputer(Color::Black, true);
    QVERIFY(!play.state().isThinking());
}

void TestPlayMode::undoMakesAClockedGameUnrated() {
    TestSession s;
    s->seats().setComputer(Color::White, false);
    PlayMode& play = s->play();
    s->playSquare(sq("f5"));
    s->undo();
    QVERIFY(!s->clocks().record().unrated);  // no clock, nothing to rate
    play.newGame(8, TimeControl{60s, 0s});
    s->playSquare(sq("f5"));
    s->playSquare(sq("d6"));
    QVERIFY(!s->clocks().record().unrated);
    s->undo();
    QVERIFY(s->clocks().record().unrated);
    QCOMPARE(s->clocks().running(), std::optional(Color::White));
    play.newGame(8, TimeControl{60s, 0s});
    QVERIFY(!s->clocks().record().unrated);
    // Playing another move where the record goes on rewrites it, as an undo would.
    s->playSquare(sq("f5"));
    s->goToPly(0);
    s->playSquare(sq("f5"));  // the record's own move: still rated
    QVERIFY(!s->clocks().record().unrated);
    s->goToPly(0);
    s->playSquare(sq("e6"));
    QVERIFY(s->clocks().record().unrated);
}

void TestPlayMode::eachMoveKeepsTheClockTimesAfterIt() {
    TestSession s;
    s->seats().setComputer(Color::White, false);
    s->play().newGame(8, TimeControl{60s, 2s});
    QTest::qWait(20);
    s->playSquare(sq("f5"));
    const Game& game = gameOf(s);
    const auto afterF5 = game.clockAfter(game.current());
    QVERIFY(afterF5.has_value());
    // Black thought a moment and gained its increment; White had not started.
    QVERIFY(afterF5->black > 60s && afterF5->black <= 62s);
    QCOMPARE(afterF5->white, 60s);
    QTest::qWait(20);
    s->playSquare(sq("d6"));
    const auto afterD6 = game.clockAfter(game.current());
    QVERIFY(afterD6 && afterD6->white > 60s && afterD6->white <= 62s);
    QCOMPARE(afterD6->black, afterF5->black);
    // A game without a clock keeps no times.
    s->play().newGame(8);
    s->playSquare(sq("f5"));
    QVERIFY(!gameOf(s).clockAfter(gameOf(s).current()));
}

void TestPlayMode::requestsCarryTheEngineResources() {
    std::mutex mutex;
    std::vector<EngineResources> seen;
    TestSession s(
        [&](const EngineJob& job, const ProgressCallback&) {
            const std::lock_guard lock(mutex);
            seen.push_back(job.resources);
            return firstLegalMoveOf(job);
        },
        [&](const EngineJob& job, const AnalysisCallback&) {
            const std::lock_guard lock(mutex);
            seen.push_back(job.resources);
            return Analysis{};
        });
    Settings settings = s->settings();
    settings.threads = 3;
    settings.hashMegabytes = 256;
    s->applySettings(settings);
    s->playSquare(sq("f5"));
    QTRY_COMPARE_WITH_TIMEOUT(gameOf(s).ply(), 2, 10000);
    SearchLimits limits;
    limits.depth = 2;
    s->engine().post(AnalysisRequest{s->game().position(), limits, true});
    QTRY_VERIFY_WITH_TIMEOUT(!s->engine().isBusy(), 10000);
    const std::lock_guard lock(mutex);
    QCOMPARE(int(seen.size()), 2);
    for (const EngineResources& resources : seen) {
        QCOMPARE(resources.threads, 3);
        QCOMPARE(resources.hashMegabytes, std::size_t(256));
    }
}

void TestPlayMode::theComputerPlaysItsLevelWithinItsClock() {
    std::atomic<int> level{-1};
    std::atomic<qint64> time{-1};
    TestSession s([&](const EngineJob& job, const ProgressCallback&) {
        const MoveRequest& request = std::get<MoveRequest>(job.task);
        const auto* played = std::get_if<LevelPlay>(&request.style);
        level = played ? played->level : 0;
        time = request.timeCap.count();
        return firstLegalMoveOf(job);
    });
    Settings settings = s->settings();
    settings.level = 4;
    s->applySettings(settings);
    s->play().newGame(8, TimeControl{60s, 0s});
    s->playSquare(sq("f5"));
    QTRY_COMPARE_WITH_TIMEOUT(gameOf(s).ply(), 2, 10000);
    QCOMPARE(level.load(), 4);
    // Its budget: a share of the minute, far from all of it.
    QVERIFY(time > 0 && time <= 20000);
    // White's clock had just started: what it had left was the minute, less a moment.
    QVERIFY(std::abs(time - moveBudget(60s, 0ms, 59).count()) <= 10);
    // Without a clock or a level, the limits are the settings' own search.
    searchTo(*s, 3);
    s->play().newGame(8);
    s->playSquare(sq("f5"));
    QTRY_COMPARE_WITH_TIMEOUT(gameOf(s).ply(), 2, 10000);
    QCOMPARE(level.load(), 0);
    QCOMPARE(time.load(), 0);
}

void TestPlayMode::thePaceOfPlayIsNotCharged() {
    // The computer answers at once but waits 400 ms for the pace of play: its clock stops
    // with its answer.
    TestSession s(
        [](const EngineJob& job, const ProgressCallback&) { return firstLegalMoveOf(job); });
    s->play().setPace(400);
    s->play().newGame(8, TimeControl{60s, 0s});
    s->playSquare(sq("f5"));
    QTRY_COMPARE_WITH_TIMEOUT(gameOf(s).ply(), 2, 10000);
    QVERIFY2(s->clocks().timeLeft(Color::White) > 60s - 300ms,
             qPrintable(QString::number(s->clocks().timeLeft(Color::White).count())));
}

QTEST_GUILESS_MAIN(TestPlayMode)
#include "tst_play_mode.moc"
