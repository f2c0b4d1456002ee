// SPDX-License-Identifier: GPL-3.0-or-later
// Time controls and clocks: the SECONDS[+INCREMENT] form, the clocks' arithmetic, the clock
// line of game files, the computer's budget for a move, and games played with clocks.
#include <QTest>

#include <thread>

#include "engine/formats/game_file.h"
#include "engine/game/clock.h"
#include "engine/match/arena.h"
#include "engine/match/turns.h"
#include "engine/search/search.h"
#include "tests/support/board_text.h"
#include "tests/support/built_in_books.h"

using namespace hasami;
using namespace hasami::test;
using namespace std::chrono_literals;

Q_DECLARE_METATYPE(hasami::TimeControl)

namespace {

// A player that plays its first legal move after thinking for `think`, whatever its budget.
class SlowPlayer final : public Player {
public:
    explicit SlowPlayer(Milliseconds think) : think_(think) {}
    SearchInfo chooseMove(const Position& position, const std::atomic<bool>*,
                          const ProgressCallback&) override {
        std::this_thread::sleep_for(think_);
        SearchInfo info;
        info.bestMove = *squaresOf(position.legalMoves()).begin();
        return info;
    }

private:
    Milliseconds think_;
};

}  // namespace

class TestClock : public QObject {
    Q_OBJECT

private slots:
    void timeControlsRead_data();
    void timeControlsRead();
    void badTimeControlsAreRefused_data();
    void badTimeControlsAreRefused();
    void clocksSpendAndGainTime();
    void clockLinesRoundTrip();
    void damagedClockLinesAreRefused_data();
    void damagedClockLinesAreRefused();
    void budgetsNeverRunTheClockOut_data();
    void budgetsNeverRunTheClockOut();
    void aGamesTimeIsSpreadOverItsMoves();
    void aSlowPlayerLosesOnTime();
    void theEngineKeepsWithinItsClock();
    void searchPlayersKeepToTheirMoveTime();
    void aMovesOwnTimeIsSpentWhole();
};

void TestClock::timeControlsRead_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("initialMs");
    QTest::addColumn<int>("incrementMs");
    QTest::addColumn<QString>("formatted");
    QTest::newRow("seconds") << "10" << 10000 << 0 << "10";
    QTest::newRow("increment") << "300+2" << 300000 << 2000 << "300+2";
    QTest::newRow("decimals") << "0.5+0.125" << 500 << 125 << "0.5+0.125";
    QTest::newRow("trailing zeros") << "1.50+0.0" << 1500 << 0 << "1.5";
    QTest::newRow("a day") << "86400" << 86400000 << 0 << "86400";
}

void TestClock::timeControlsRead() {
    QFETCH(QString, text);
    QFETCH(int, initialMs);
    QFETCH(int, incrementMs);
    QFETCH(QString, formatted);
    const Parsed<TimeControl> control = parseTimeControl(text.toStdString());
    QVERIFY2(control, control.error().c_str());
    QCOMPARE(control->initial, Milliseconds(initialMs));
    QCOMPARE(control->increment, Milliseconds(incrementMs));
    QCOMPARE(QString::fromStdString(formatTimeControl(*control)), formatted);
}

void TestClock::badTimeControlsAreRefused_data() {
    QTest::addColumn<QString>("text");
    for (const char* bad : {"", "+", "10+", "+5", "abc", "-10", "10-2", "1e3", "0", "0+5", "10.",
                            ".5", "10.1234", "86401", "10+86401", "10+2+3", " 10", "1000000"}) {
        QTest::newRow(bad) << QString::fromLatin1(bad);
    }
}

void TestClock::badTimeControlsAreRefused() {
    QFETCH(QString, text);
    const Parsed<TimeControl> control = parseTimeControl(text.toStdString());
    QVERIFY(!control);
    QVERIFY(control.error().find("time control") != std::string::npos);
}

void TestClock::clocksSpendAndGainTime() {
    GameClock clock(TimeControl{10s, 2s});
    QVERIFY(clock.isOn());
    QVERIFY(!GameClock().isOn());
    clock.spend(Color::Black, 3s);
    clock.completeMove(Color::Black);
    QCOMPARE(clock.remaining(Color::Black), 9s);
    QCOMPARE(clock.remaining(Color::White), 10s);
    QVERIFY(!clock.flagFallen());
    clock.spend(Color::White, 10s);
    QCOMPARE(clock.flagFallen(), std::optional(Color::White));
    clock.completeMove(Color::White);  // too late: no increment brings it back
    QCOMPARE(clock.remaining(Color::White), 0s);
    // No clock, no flag, whatever is spent.
    GameClock none;
    none.spend(Color::Black, 5s);
    QVERIFY(!none.flagFallen());
}

void TestClock::clockLinesRoundTrip() {
    QCOMPARE(formatClockLine({}), std::string());
    QVERIFY(parseClockLine("f5d6c3\n; analysis 0 f5 0 4 estimate\n")->clock == GameClock());
    ClockRecord record{GameClock(TimeControl{300s, 3s}), true, Color::White};
    record.clock.setRemaining(Color::Black, 123456ms);
    record.clock.setRemaining(Color::White, -40ms);
    const std::string line = formatClockLine(record);
    QCOMPARE(line, "; clock 300+3 black 123.456 white -0.04 unrated lost-on-time white\n");
    const Parsed<ClockRecord> read = parseClockLine("f5d6\n" + line + "; other comment\n");
    QVERIFY2(read, read.error().c_str());
    QVERIFY(*read == record);
    ClockRecord plain{GameClock(TimeControl{60s, 0s}), false, std::nullopt};
    QVERIFY(*parseClockLine(formatClockLine(plain)) == plain);
}

void TestClock::damagedClockLinesAreRefused_data() {
    QTest::addColumn<QString>("text");
    QTest::newRow("no times") << "; clock 300";
    QTest::newRow("bad control") << "; clock 3x0 black 1 white 1";
    QTest::newRow("bad time") << "; clock 300 black one white 1";
    QTest::newRow("colours swapped") << "; clock 300 white 1 black 1";
    QTest::newRow("unknown word") << "; clock 300 black 1 white 1 rated";
    QTest::newRow("loser missing") << "; clock 300 black 1 white 1 lost-on-time";
    QTest::newRow("loser unknown") << "; clock 300 black 1 white 1 lost-on-time red";
    QTest::newRow("twice unrated") << "; clock 300 black 1 white 1 unrated unrated";
    QTest::newRow("two lines") << "; clock 300 black 1 white 1\n; clock 300 black 1 white 1";
}

void TestClock::damagedClockLinesAreRefused() {
    QFETCH(QString, text);
    const Parsed<ClockRecord> read = parseClockLine(text.toStdString());
    QVERIFY(!read);
    QVERIFY(read.error().find("clock") != std::string::npos);
}

void TestClock::budgetsNeverRunTheClockOut_data() {
    QTest::addColumn<int>("initialMs");
    QTest::addColumn<int>("incrementMs");
    for (int initial : {300, 1000, 10000, 60000, 1800000}) {
        for (int increment : {0, 100, 2000}) {
            QTest::addRow("%d+%d", initial, increment) << initial << increment;
        }
    }
}

void TestClock::budgetsNeverRunTheClockOut() {
    // A side that spends its whole budget, and a millisecond more, on each of its 30 moves of
    // an 8x8 game still has time left at the end.
    QFETCH(int, initialMs);
    QFETCH(int, incrementMs);
    GameClock clock(TimeControl{Milliseconds(initialMs), Milliseconds(incrementMs)});
    Milliseconds least = clock.remaining(Color::Black);
    for (int empties = 60; empties > 0; empties -= 2) {
        const Milliseconds budget =
            moveBudget(clock.remaining(Color::Black), Milliseconds(incrementMs), empties);
        QVERIFY(budget > 0ms);
        QVERIFY(budget <= clock.remaining(Color::Black));
        clock.spend(Color::Black, budget + 1ms);
        QVERIFY2(!clock.flagFallen(), qPrintable(QString::number(empties)));
        clock.completeMove(Color::Black);
        least = std::min(least, clock.remaining(Color::Black));
    }
    // Early moves get a fair share: not a crumb, not the lot.
    const Milliseconds first = moveBudget(Milliseconds(initialMs), Milliseconds(incrementMs), 60);
    QVERIFY(first * 60 >= Milliseconds(initialMs) / 2);
    QVERIFY(first <= Milliseconds(initialMs) / 3);
    QVERIFY(least > 0ms);
}

void TestClock::aGamesTimeIsSpreadOverItsMoves() {
    // Summed over every count of empties a move can have, the spread times are the mean's
    // (each rounded down by less than a millisecond), whatever the mean.
    for (const Milliseconds mean : {60ms, 250ms, 1000ms, 7777ms}) {
        Milliseconds sum{0};
        for (int empties = 1; empties <= 60; ++empties) sum += spreadMoveTime(mean, empties);
        QVERIFY2(sum <= mean * 60 && sum > mean * 60 - 60ms,
                 qPrintable(QString::number(sum.count())));
    }
    // The opening gets less than the mean, the moves from 26 to 19 empties the most, the quick
    // solves at the end less again; never no time at all.
    const Milliseconds mean = 100ms;
    QVERIFY(spreadMoveTime(mean, 58) < mean);
    QVERIFY(spreadMoveTime(mean, 58) < spreadMoveTime(mean, 40));
    QVERIFY(spreadMoveTime(mean, 40) > mean);
    QCOMPARE(spreadMoveTime(mean, 30), spreadMoveTime(mean, 40));
    for (int empties = 19; empties <= 26; ++empties) {
        QVERIFY(spreadMoveTime(mean, empties) > 3 * mean / 2);
        QVERIFY(spreadMoveTime(mean, empties) > spreadMoveTime(mean, 27));
        QVERIFY(spreadMoveTime(mean, empties) > spreadMoveTime(mean, 18));
    }
    QVERIFY(spreadMoveTime(mean, 10) < mean);
    QCOMPARE(spreadMoveTime(1ms, 60), 1ms);
    QCOMPARE(spreadMoveTime(mean, 0), spreadMoveTime(mean, 1));
}

void TestClock::aSlowPlayerLosesOnTime() {
    SlowPlayer slow(30ms);
    auto fast = createPlayer(*parsePlayerSpec("random"), 3, nullptr, test::builtInBooks());
    // Black thinks 30 ms a move with 100 ms for the game: its fourth move runs out of time.
    const ArenaGame game = playArenaGame(slow, *fast, 8, {}, TimeControl{100ms, 0ms});
    QCOMPARE(game.lostOnTime, std::optional(Color::Black));
    QCOMPARE(game.blackScore, -64);
    const Parsed<Game> record = parseTranscript(game.transcript);
    QVERIFY(record);
    QVERIFY(!record->isOver());
    QCOMPARE(record->position().sideToMove(), Color::Black);
    // Without a clock the same players finish the game.
    SlowPlayer quick(0ms);
    QVERIFY(!playArenaGame(quick, *fast, 6, {}).lostOnTime);
}

void TestClock::theEngineKeepsWithinItsClock() {
    // Level 10, and the top level that takes the clock's budget instead of its own four
    // seconds a move, with two seconds for a whole 8x8 game: the budget stops every search in
    // time.
    for (const char* level : {"level:10", "level:13"}) {
        ArenaOptions options;
        options.players = {*parsePlayerSpec(level), *parsePlayerSpec("random")};
        options.gamesPerPairing = 2;
        options.clock = TimeControl{2s, 0ms};
        const ArenaResult result = runArena(options);
        QCOMPARE(result.timeLosses[0], 0);
        QVERIFY2(result.leastLeft[0] > 0ms, level);
        QVERIFY2(result.leastLeft[0] < 2s, level);
        for (const ArenaGame& game : result.games) QVERIFY2(!game.lostOnTime, level);
    }
}

void TestClock::searchPlayersKeepToTheirMoveTime() {
    // A search that would take far longer (60 plies, no exact solving limit reached) stops at
    // its move time with a legal move.
    const Position position = drawn({"--------", "--------", "--XOX---", "---XXO--", "--OXOX--",
                                     "---O----", "--------", "--------"},
                                    Color::Black);
    for (const char* spec : {"search:60", "level:3", "level:10", "level:12", "level:13"}) {
        auto player = createPlayer(*parsePlayerSpec(spec), 1, nullptr, test::builtInBooks());
        player->setMoveTime(50ms);
        const auto start = std::chrono::steady_clock::now();
        const SearchInfo info = player->chooseMove(position);
        const auto spent = std::chrono::steady_clock::now() - start;
        QVERIFY2(position.isLegal(info.bestMove), spec);
        // The search polls its clock every few thousand nodes: a generous bound for a loaded
        // machine, far below what the search would take.
        QVERIFY2(spent < 2s, spec);
    }
}

void TestClock::aMovesOwnTimeIsSpentWhole() {
    // A move's own time is spent to its deadline (an iteration cut short keeps what it proved),
    // where a clock's share stops before an iteration that would likely overrun it.
    const Position position = drawn({"--------", "--------", "--XOX---", "---XXO--", "--OXOX--",
                                     "---O----", "--------", "--------"},
                                    Color::Black);
    SearchLimits own;
    own.time = 200ms;
    QVERIFY(!own.shareOfClock);
    const SearchInfo info = Searcher(SearchOptions{}).search(position, own);
    QVERIFY(position.isLegal(info.bestMove));
    QVERIFY2(info.seconds >= 0.2, qPrintable(QString::number(info.seconds)));
    // A clock's budget below the move's own time takes its place, as a share of the clock.
    const SearchLimits capped = withinTime(own, 100ms);
    QCOMPARE(capped.time, 100ms);
    QVERIFY(capped.shareOfClock);
    const SearchLimits uncapped = withinTime(own, 300ms);
    QCOMPARE(uncapped.time, 200ms);
    QVERIFY(!uncapped.shareOfClock);
}

QTEST_APPLESS_MAIN(TestClock)
#include "tst_clock.moc"
