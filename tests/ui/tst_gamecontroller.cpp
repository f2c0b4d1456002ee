// SPDX-License-Identifier: GPL-3.0-or-later
// The game controller: turns, forced passes, the end of the game, and the engine on its
// thread: switching sides at any moment, cancelling, undo during a search, pausing, and
// analyses that give way to the computer's own moves.
#include <atomic>
#include <mutex>
#include <thread>
#include <vector>

#include <QSignalSpy>
#include <QTest>

#include "engine/match/turns.h"
#include "tests/support/board_text.h"
#include "tests/support/out_of_book.h"
#include "ui/session_old/game_controller.h"

using namespace hasami;
using namespace hasami::test;
using namespace std::chrono_literals;

namespace {

SearchLimits depth(int plies) {
    SearchLimits limits;
    limits.depth = plies;
    return limits;
}

// The first legal move, at once.
SearchInfo firstLegalMove(const SearchRequest& request) {
    SearchInfo info;
    info.bestMove = *squaresOf(request.position.legalMoves()).begin();
    return info;
}

// A search that runs until it is cancelled (no depth or time limit, far from the end).
SearchLimits endless() {
    SearchLimits limits;
    limits.depth = 60;
    return limits;
}

}  // namespace

class TestGameController : public QObject {
    Q_OBJECT

private slots:
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
    void requestsCarryTheEngineResources();
    void theComputerPlaysItsLevelWithinItsClock();
    void thePaceOfPlayIsNotCharged();
};

void TestGameController::personPlaysLegalMovesOnly() {
    GameController controller;
    controller.setAi(Color::White, false);
    QSignalSpy rejected(&controller, &GameController::moveRejected);
    controller.playSquare(sq("a1"));
    QCOMPARE(rejected.count(), 1);
    QVERIFY(rejected.first().first().toString().contains("not a legal move"));
    controller.playSquare(sq("d4"));
    QVERIFY(rejected.last().first().toString().contains("taken"));
    QCOMPARE(controller.game().ply(), 0);
    controller.playSquare(sq("f5"));
    QCOMPARE(controller.game().ply(), 1);
    QCOMPARE(controller.position().sideToMove(), Color::White);
}

void TestGameController::squaresOffTheBoardAreRefused() {
    // Whatever reaches playSquare, only a square of the board in play is ever considered: the
    // pass, "no square", numbers outside the grid, and grid squares off a small board.
    GameController controller;
    controller.newGame(4);
    controller.setAi(Color::White, false);
    QSignalSpy rejected(&controller, &GameController::moveRejected);
    QSignalSpy played(&controller, &GameController::movePlayed);
    for (Square square : {kPass, kNoSquare, 65, -7, 1000, sq("e1"), sq("a5"), sq("h8")}) {
        controller.playSquare(square);
        QCOMPARE(rejected.count(), 1);
        QCOMPARE(rejected.takeFirst().first().toString(),
                 QStringLiteral("Play on a square of the board."));
    }
    QCOMPARE(played.count(), 0);
    QCOMPARE(controller.game().ply(), 0);
    QCOMPARE(controller.position(), Position::initial(4));
}

void TestGameController::forcedPassIsPlayedAndAnnounced() {
    GameController controller;
    controller.setAi(Color::White, false);
    QSignalSpy passed(&controller, &GameController::passed);
    // White must pass at once; Black is then to move.
    controller.setGame(Game(drawn({"XO--", "----", "----", "----"}, Color::White)));
    QCOMPARE(controller.position().sideToMove(), Color::Black);
    QCOMPARE(controller.game().lastMove(), kPass);
    // A pass found when the game is set is played silently; one after a move is announced.
    const Position before = drawn({"XO--", "O---", "----", "----"}, Color::Black);
    controller.setGame(Game(before));
    controller.playSquare(sq("c1"));  // flips b1; White's a2 then brackets nothing
    QCOMPARE(passed.count(), 1);
    QCOMPARE(passed.first().first().value<Color>(), Color::White);
    QCOMPARE(controller.position().sideToMove(), Color::Black);
}

void TestGameController::finishedGameReportsTheResult() {
    GameController controller;
    controller.setAi(Color::White, false);
    QSignalSpy over(&controller, &GameController::gameOver);
    controller.setGame(Game(drawn({"XO--", "----", "----", "----"}, Color::White)));
    controller.playSquare(sq("c1"));
    QCOMPARE(over.count(), 1);
    QCOMPARE(over.first().first().toInt(), 16);
    QSignalSpy rejected(&controller, &GameController::moveRejected);
    controller.playSquare(sq("d1"));
    QVERIFY(rejected.first().first().toString().contains("over"));
}

void TestGameController::givingTheSideToMoveToTheEngineMakesItMove() {
    GameController controller;
    controller.setAi(Color::White, false);
    controller.setSearchLimits(depth(3));
    controller.playSquare(sq("f5"));
    QCOMPARE(controller.game().ply(), 1);
    controller.setAi(Color::White, true);
    QTRY_COMPARE_WITH_TIMEOUT(controller.game().ply(), 2, 10000);
    QCOMPARE(controller.position().sideToMove(), Color::Black);
    QVERIFY(!controller.isThinking());
}

void TestGameController::takingTheSideBackCancelsTheSearch() {
    GameController controller;
    controller.setAi(Color::White, false);
    controller.setSearchLimits(endless());
    // Out of the opening book: the engine searches rather than answering at once.
    controller.setGame(outOfTheBook());
    const int start = controller.game().ply();
    controller.playSquare(firstLegalMove(controller.game()));
    QSignalSpy progress(&controller, &GameController::engineProgress);
    controller.setAi(Color::White, true);
    QVERIFY(controller.isThinking());
    QTRY_VERIFY_WITH_TIMEOUT(progress.count() > 0, 10000);  // the search is under way
    controller.setAi(Color::White, false);
    QVERIFY(!controller.isThinking());
    // The cancelled search ends on its thread and reports its move: it must never be played.
    QTRY_VERIFY_WITH_TIMEOUT(!controller.isEngineBusy(), 10000);
    QCOMPARE(controller.game().ply(), start + 1);
    controller.playSquare(firstLegalMove(controller.game()));
    QCOMPARE(controller.game().ply(), start + 2);
}

void TestGameController::undoDuringASearchIsSafe() {
    GameController controller;
    controller.setSearchLimits(endless());
    controller.setGame(outOfTheBook());
    const int start = controller.game().ply();
    QSignalSpy progress(&controller, &GameController::engineProgress);
    controller.playSquare(firstLegalMove(controller.game()));
    QVERIFY(controller.isThinking());
    QTRY_VERIFY_WITH_TIMEOUT(progress.count() > 0, 10000);
    controller.undo();
    QVERIFY(!controller.isThinking());
    QCOMPARE(controller.game().ply(), start);
    QTRY_VERIFY_WITH_TIMEOUT(!controller.isEngineBusy(), 10000);
    QCOMPARE(controller.game().ply(), start);
    QCOMPARE(controller.position(), outOfTheBook().position());
    // Play goes on normally after it.
    controller.setSearchLimits(depth(2));
    controller.playSquare(firstLegalMove(controller.game()));
    QTRY_COMPARE_WITH_TIMEOUT(controller.game().ply(), start + 2, 10000);
}

void TestGameController::undoGoesBackToThePersonsTurn() {
    GameController controller;
    controller.setSearchLimits(depth(2));
    controller.playSquare(sq("f5"));
    QTRY_COMPARE_WITH_TIMEOUT(controller.game().ply(), 2, 10000);
    const Square reply = controller.game().lastMove();
    const Square second = firstSquare(controller.position().legalMoves());
    controller.playSquare(second);
    QTRY_COMPARE_WITH_TIMEOUT(controller.game().ply(), 4, 10000);
    controller.undo();  // back over the engine's reply and the person's move
    QCOMPARE(controller.game().ply(), 2);
    QCOMPARE(controller.game().lastMove(), reply);
    QVERIFY(controller.isHumanTurn());
    controller.undo();
    QCOMPARE(controller.game().ply(), 0);
}

void TestGameController::redoKeepsTheRecord() {
    GameController controller;
    controller.setAi(Color::White, false);
    for (const char* move : {"f5", "d6", "c3"}) controller.playSquare(sq(move));
    controller.undo();
    controller.undo();
    QCOMPARE(controller.game().ply(), 1);
    controller.redo();
    QCOMPARE(controller.game().ply(), 2);
    // Playing the recorded move keeps the rest of the record.
    controller.playSquare(sq("c3"));
    QCOMPARE(controller.game().length(), 3);
    controller.undo();
    controller.playSquare(sq("c5"));
    QCOMPARE(controller.game().length(), 3);
    QCOMPARE(controller.game().lastMove(), sq("c5"));
}

void TestGameController::engineAgainstEnginePlaysToTheEndAndPauses() {
    GameController controller;
    controller.setSearchLimits(depth(1));
    controller.setAi(Color::Black, true);
    controller.newGame(6);
    QTRY_VERIFY_WITH_TIMEOUT(controller.position().isGameOver(), 20000);

    controller.setAiDelay(150);
    controller.newGame(8);
    QTRY_VERIFY_WITH_TIMEOUT(controller.game().ply() >= 2, 10000);
    controller.setPaused(true);
    const int pausedAt = controller.game().ply();
    // Once the engine has answered everything it was asked, nothing more is played or asked.
    QTRY_VERIFY_WITH_TIMEOUT(!controller.isEngineBusy(), 10000);
    QCOMPARE(controller.game().ply(), pausedAt);
    QVERIFY(!controller.isThinking());
    controller.setPaused(false);
    QTRY_VERIFY_WITH_TIMEOUT(controller.game().ply() > pausedAt, 10000);
}

void TestGameController::moveNowPlaysAtOnce() {
    GameController controller;
    controller.setSearchLimits(endless());
    controller.setGame(outOfTheBook());
    const int start = controller.game().ply();
    QSignalSpy progress(&controller, &GameController::engineProgress);
    controller.playSquare(firstLegalMove(controller.game()));
    QTRY_VERIFY_WITH_TIMEOUT(progress.count() > 0, 10000);
    QVERIFY(controller.isThinking());
    controller.moveNow();
    QTRY_COMPARE_WITH_TIMEOUT(controller.game().ply(), start + 2, 5000);
    QVERIFY(!controller.isThinking());
}

void TestGameController::hintSuggestsALegalMove() {
    GameController controller;
    controller.setSearchLimits(depth(3));
    QSignalSpy hints(&controller, &GameController::hintChanged);
    controller.requestHint();
    QTRY_VERIFY_WITH_TIMEOUT(controller.hint() != kNoSquare, 10000);
    QVERIFY(Position::initial().isLegal(controller.hint()));
    controller.playSquare(controller.hint());
    QCOMPARE(controller.hint(), kNoSquare);  // a hint belongs to one position
}

void TestGameController::browsingPausesTheEngine() {
    GameController controller;
    controller.setAi(Color::White, false);
    for (const char* move : {"f5", "d6", "c3"}) controller.playSquare(sq(move));
    controller.setSearchLimits(depth(2));
    controller.goToPly(1);                 // White to move there
    controller.setAi(Color::White, true);  // giving the side to move to the engine resumes it
    QTRY_COMPARE_WITH_TIMEOUT(controller.game().ply(), 2, 10000);
    controller.goToPly(1);
    QVERIFY(controller.isPaused());
    QVERIFY(!controller.isThinking());
    QTRY_VERIFY_WITH_TIMEOUT(!controller.isEngineBusy(), 10000);
    QCOMPARE(controller.game().ply(), 1);
}

void TestGameController::anIllegalEngineMoveIsReportedNotPlayed() {
    // An engine that answers a1 (never legal at the start): the game stays as it was, the
    // engine is paused, and the person is told.
    GameController controller(nullptr, [](const SearchRequest&, const ProgressCallback&) {
        SearchInfo info;
        info.bestMove = sq("a1");
        return info;
    });
    controller.setAi(Color::White, false);
    QSignalSpy failed(&controller, &GameController::engineFailed);
    QSignalSpy played(&controller, &GameController::movePlayed);
    controller.setAi(Color::Black, true);
    QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 10000);
    QVERIFY(failed.first().first().toString().contains("a1"));
    QCOMPARE(played.count(), 0);
    QCOMPARE(controller.game().ply(), 0);
    QVERIFY(controller.isPaused());
    QVERIFY(!controller.isThinking());
    // The person can take the side back and play on.
    controller.setAi(Color::Black, false);
    controller.playSquare(sq("f5"));
    QCOMPARE(controller.game().ply(), 1);
}

void TestGameController::analysisGivesWayToTheComputersMove() {
    // An analysis that would run for a minute unless stopped, and an engine that answers at
    // once with the first legal move: the computer's move must not wait for the analysis,
    // which starts again once the move is played.
    std::atomic<int> analyses = 0;
    GameController controller(
        nullptr,
        [](const SearchRequest& request, const ProgressCallback&) {
            SearchInfo info;
            info.bestMove = *squaresOf(request.position.legalMoves()).begin();
            return info;
        },
        [&analyses](const SearchRequest& request, const AnalysisCallback& progress) {
            ++analyses;
            Analysis analysis;
            for (Square move : squaresOf(request.position.legalMoves())) {
                analysis.moves.push_back({move, 0, 1, false});
            }
            analysis.depth = 1;
            progress(analysis);
            for (int i = 0; i < 6000 && !request.stop->load(); ++i) {
                std::this_thread::sleep_for(std::chrono::milliseconds(10));
            }
            return analysis;
        });
    controller.setAi(Color::White, true);
    QSignalSpy progress(&controller, &GameController::analysisProgress);
    QSignalSpy finished(&controller, &GameController::analysisFinished);
    const quint64 id = controller.analyze(controller.position(), depth(1));
    QTRY_COMPARE_WITH_TIMEOUT(progress.count(), 1, 10000);
    QCOMPARE(progress.first().first().toULongLong(), id);

    controller.playSquare(sq("f5"));  // White, the computer, is to move
    QTRY_COMPARE_WITH_TIMEOUT(controller.game().ply(), 2, 10000);
    QCOMPARE(finished.count(), 0);  // the stopped run is not reported as an answer
    // The analysis asked for runs again now that the person is to move.
    QTRY_COMPARE_WITH_TIMEOUT(analyses.load(), 2, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(progress.count(), 2, 10000);
    QCOMPARE(progress.last().first().toULongLong(), id);
    controller.stopAnalysis();
    QTRY_VERIFY_WITH_TIMEOUT(!controller.isEngineBusy(), 10000);
    QCOMPARE(finished.count(), 0);
}

void TestGameController::clocksRunForTheSideToMove() {
    GameController controller;
    controller.setAi(Color::White, false);
    controller.newGame(8, TimeControl{60s, 5s});
    QVERIFY(controller.clock().clock.isOn());
    QCOMPARE(controller.clockRunning(), std::optional(Color::Black));
    QTest::qWait(30);
    QVERIFY(controller.timeLeft(Color::Black) < 60s);
    QCOMPARE(controller.timeLeft(Color::White), 60s);
    QSignalSpy changed(&controller, &GameController::clockChanged);
    controller.playSquare(sq("f5"));
    QVERIFY(changed.count() > 0);
    QCOMPARE(controller.clockRunning(), std::optional(Color::White));
    // Black's thinking was charged and its increment added.
    const Milliseconds black = controller.timeLeft(Color::Black);
    QVERIFY(black > 60s && black < 65s);
    QTest::qWait(30);
    QCOMPARE(controller.timeLeft(Color::Black), black);
    // A game without a clock has none running.
    controller.newGame(8);
    QVERIFY(!controller.clock().clock.isOn());
    QVERIFY(!controller.clockRunning());
}

void TestGameController::pausingAndBrowsingStopTheClocks() {
    GameController controller;
    controller.setAi(Color::White, false);
    controller.newGame(8, TimeControl{60s, 0s});
    controller.setPaused(true);
    QVERIFY(!controller.clockRunning());
    const Milliseconds left = controller.timeLeft(Color::Black);
    QTest::qWait(30);
    QCOMPARE(controller.timeLeft(Color::Black), left);
    // A paused clocked game takes no move: it would be thinking off the clock.
    QSignalSpy rejected(&controller, &GameController::moveRejected);
    controller.playSquare(sq("f5"));
    QCOMPARE(rejected.count(), 1);
    QCOMPARE(controller.game().ply(), 0);
    controller.setPaused(false);
    QCOMPARE(controller.clockRunning(), std::optional(Color::Black));
    controller.playSquare(sq("f5"));
    controller.playSquare(sq("d6"));
    // Browsing back stops the clocks; back at the game's end they run again.
    controller.goToPly(0);
    QVERIFY(!controller.clockRunning());
    controller.goToPly(2);
    QCOMPARE(controller.clockRunning(), std::optional(Color::Black));
}

void TestGameController::aFlagFallEndsTheGame() {
    GameController controller;
    controller.setAi(Color::White, false);
    QSignalSpy lost(&controller, &GameController::lostOnTime);
    QSignalSpy ended(&controller, &GameController::gameEnded);
    controller.newGame(8, TimeControl{150ms, 0ms});
    QTRY_COMPARE_WITH_TIMEOUT(lost.count(), 1, 10000);
    QCOMPARE(lost.first().first().value<Color>(), Color::Black);
    QCOMPARE(ended.count(), 1);
    QVERIFY(controller.isFinished());
    QVERIFY(!controller.isHumanTurn());
    QVERIFY(!controller.clockRunning());
    QCOMPARE(controller.clock().lostOnTime, std::optional(Color::Black));
    QVERIFY(controller.timeLeft(Color::Black) <= 0ms);
    QSignalSpy rejected(&controller, &GameController::moveRejected);
    controller.playSquare(sq("f5"));
    QVERIFY(rejected.first().first().toString().contains("over"));
    QCOMPARE(controller.game().ply(), 0);
    // The computer does not move in a game lost on time either.
    controller.setAi(Color::Black, true);
    QVERIFY(!controller.isThinking());
}

void TestGameController::undoMakesAClockedGameUnrated() {
    GameController controller;
    controller.setAi(Color::White, false);
    controller.playSquare(sq("f5"));
    controller.undo();
    QVERIFY(!controller.clock().unrated);  // no clock, nothing to rate
    controller.newGame(8, TimeControl{60s, 0s});
    controller.playSquare(sq("f5"));
    controller.playSquare(sq("d6"));
    QVERIFY(!controller.clock().unrated);
    controller.undo();
    QVERIFY(controller.clock().unrated);
    QCOMPARE(controller.clockRunning(), std::optional(Color::White));
    controller.newGame(8, TimeControl{60s, 0s});
    QVERIFY(!controller.clock().unrated);
    // Playing another move where the record goes on rewrites it, as an undo would.
    controller.playSquare(sq("f5"));
    controller.goToPly(0);
    controller.playSquare(sq("f5"));  // the record's own move: still rated
    QVERIFY(!controller.clock().unrated);
    controller.goToPly(0);
    controller.playSquare(sq("e6"));
    QVERIFY(controller.clock().unrated);
}

void TestGameController::requestsCarryTheEngineResources() {
    std::mutex mutex;
    std::vector<EngineResources> seen;
    GameController controller(
        nullptr,
        [&](const SearchRequest& request, const ProgressCallback&) {
            const std::lock_guard lock(mutex);
            seen.push_back(request.resources);
            return firstLegalMove(request);
        },
        [&](const SearchRequest& request, const AnalysisCallback&) {
            const std::lock_guard lock(mutex);
            seen.push_back(request.resources);
            return Analysis{};
        });
    controller.setEngineResources({3, 256});
    controller.setAi(Color::White, true);
    controller.newGame(8);
    controller.playSquare(sq("f5"));
    QTRY_COMPARE_WITH_TIMEOUT(controller.game().ply(), 2, 10000);
    controller.analyze(controller.position(), depth(2));
    QTRY_VERIFY_WITH_TIMEOUT(!controller.isEngineBusy(), 10000);
    const std::lock_guard lock(mutex);
    QCOMPARE(int(seen.size()), 2);
    for (const EngineResources& resources : seen) {
        QCOMPARE(resources.threads, 3);
        QCOMPARE(resources.hashMegabytes, std::size_t(256));
    }
}

void TestGameController::theComputerPlaysItsLevelWithinItsClock() {
    std::atomic<int> level{-1};
    std::atomic<qint64> time{-1};
    GameController controller(nullptr, [&](const SearchRequest& request, const ProgressCallback&) {
        level = request.level;
        time = request.limits.time.count();
        return firstLegalMove(request);
    });
    controller.setAi(Color::White, true);
    controller.setLevel(4);
    controller.newGame(8, TimeControl{60s, 0s});
    controller.playSquare(sq("f5"));
    QTRY_COMPARE_WITH_TIMEOUT(controller.game().ply(), 2, 10000);
    QCOMPARE(level.load(), 4);
    // Its budget: a share of the minute, far from all of it.
    QVERIFY(time > 0 && time <= 20000);
    // White's clock had just started: what it had left was the minute, less a moment.
    QVERIFY(std::abs(time - moveBudget(60s, 0ms, 59).count()) <= 10);
    // Without a clock or a level, the limits are the controller's own.
    controller.setLevel(0);
    controller.setSearchLimits(depth(3));
    controller.newGame(8);
    controller.playSquare(sq("f5"));
    QTRY_COMPARE_WITH_TIMEOUT(controller.game().ply(), 2, 10000);
    QCOMPARE(level.load(), 0);
    QCOMPARE(time.load(), 0);
}

void TestGameController::thePaceOfPlayIsNotCharged() {
    // The computer answers at once but waits 400 ms for the pace of play: its clock stops
    // with its answer.
    GameController controller(nullptr, [](const SearchRequest& request, const ProgressCallback&) {
        return firstLegalMove(request);
    });
    controller.setAi(Color::White, true);
    controller.setAiDelay(400);
    controller.newGame(8, TimeControl{60s, 0s});
    controller.playSquare(sq("f5"));
    QTRY_COMPARE_WITH_TIMEOUT(controller.game().ply(), 2, 10000);
    QVERIFY2(controller.timeLeft(Color::White) > 60s - 300ms,
             qPrintable(QString::number(controller.timeLeft(Color::White).count())));
}

QTEST_MAIN(TestGameController)
#include "tst_gamecontroller.moc"
