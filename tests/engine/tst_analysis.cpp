// SPDX-License-Identifier: GPL-3.0-or-later
// The analysis of every move: each legal move's value equals what plain minimax finds for it
// (at a depth, and to the end of the game), the moves come best first, and the special cases
// (a forced pass, a finished game, a cancel) are answered as documented.
#include <algorithm>
#include <atomic>

#include <QTest>

#include "engine/search/search.h"
#include "tests/support/board_text.h"
#include "tests/support/random_positions.h"

using namespace hasami;
using namespace hasami::test;

namespace {

// No solving near the end, and no table: a table lets a node reached again use a deeper
// search's value, which a fixed-depth minimax would not see.
SearchOptions midgameOnly() {
    SearchOptions options;
    options.exactEmpties = 0;
    options.transpositionTable = false;
    options.hashMegabytes = 1;
    options.selectivity = kNoSelectivity;
    return options;
}

// Every move's value as minimax sees it: the child's value negated, `depth` plies in all.
void compareWithMinimax(const Position& position, const Analysis& analysis, int depth) {
    QCOMPARE(int(analysis.moves.size()), popcount(position.legalMoves()));
    Bitboard seen = 0;
    for (const MoveValue& value : analysis.moves) {
        std::uint64_t leaves = 0;
        const int expected = -minimax(position.play(value.move), depth - 1, leaves);
        QVERIFY2(value.score == expected,
                 qPrintable(QStringLiteral("%1: %2, minimax %3")
                                .arg(QString::fromStdString(squareName(value.move)))
                                .arg(value.score)
                                .arg(expected)));
        seen |= bit(value.move);
    }
    QCOMPARE(seen, position.legalMoves());
    for (std::size_t i = 1; i < analysis.moves.size(); ++i) {
        QVERIFY(analysis.moves[i - 1].score >= analysis.moves[i].score);
    }
}

// With only the `best` best moves asked for: those are valued as minimax values them, and
// every other move's true value is at most its bound, itself no more than the last value.
void compareBestWithMinimax(const Position& position, const Analysis& analysis, int depth,
                            int best) {
    QCOMPARE(int(analysis.moves.size()), popcount(position.legalMoves()));
    QCOMPARE(analysis.bestMoves, best);
    std::vector<int> expectedValues;
    for (const MoveValue& value : analysis.moves) {
        std::uint64_t leaves = 0;
        expectedValues.push_back(-minimax(position.play(value.move), depth - 1, leaves));
    }
    std::vector<int> sortedValues = expectedValues;
    std::sort(sortedValues.rbegin(), sortedValues.rend());
    int valued = 0;
    int lowestValue = kInfinity;
    for (std::size_t i = 0; i < analysis.moves.size(); ++i) {
        const MoveValue& value = analysis.moves[i];
        const QString name = QString::fromStdString(squareName(value.move));
        if (value.upperBound) {
            QVERIFY2(expectedValues[i] <= value.score, qPrintable(name));
            QVERIFY2(value.score <= lowestValue, qPrintable(name));
            QVERIFY(value.line.empty());
        } else {
            QVERIFY2(value.score == expectedValues[i], qPrintable(name));
            QVERIFY2(valued < best, qPrintable(name + QStringLiteral(": more than asked for")));
            QCOMPARE(value.score, sortedValues[std::size_t(valued)]);
            lowestValue = value.score;
            ++valued;
        }
    }
    QCOMPARE(valued, best);
}

// Plays `line` from `at`, if each of its moves is legal where it is played (a pass only when
// forced).
bool playsLegally(Position& at, const std::vector<Square>& line) {
    for (Square move : line) {
        if (move == kPass ? !at.mustPass() : !(at.legalMoves() & bit(move))) return false;
        at = move == kPass ? at.pass() : at.play(move);
    }
    return true;
}

}  // namespace

class TestAnalysis : public QObject {
    Q_OBJECT

private slots:
    void everyMoveAtADepth_data();
    void everyMoveAtADepth();
    void everyMoveExactly_data();
    void everyMoveExactly();
    void bestMovesAtADepth_data();
    void bestMovesAtADepth();
    void bestMovesExactly();
    void reportsEachIteration();
    void forcedPassAndFinishedGame();
    void cancelStopsIt();
    void principalLinesAreLegalFromTheirMove();
    void midgameValuesAreEstimatesNotProbableSolves();
    void principalLineOfASolvePlaysOutItsValue();
};

void TestAnalysis::everyMoveAtADepth_data() {
    QTest::addColumn<Position>("position");
    QTest::addColumn<int>("depth");
    std::mt19937_64 random(47);
    for (int empties : {50, 40, 30}) {
        for (int i = 0; i < 3; ++i) {
            QTest::addRow("8x8, %d empties, #%d", empties, i)
                << randomLivePosition(8, empties, random) << 4;
        }
    }
    QTest::addRow("6x6, 24 empties") << randomLivePosition(6, 24, random) << 5;
}

void TestAnalysis::everyMoveAtADepth() {
    QFETCH(Position, position);
    QFETCH(int, depth);
    Searcher searcher(midgameOnly());
    SearchLimits limits;
    limits.depth = depth;
    const Analysis analysis = searcher.analyze(position, limits);
    QCOMPARE(analysis.depth, depth);
    QVERIFY(!analysis.exact);
    for (const MoveValue& value : analysis.moves) {
        QCOMPARE(value.depth, depth);
        QVERIFY(!value.exact);
    }
    compareWithMinimax(position, analysis, depth);
}

void TestAnalysis::bestMovesAtADepth_data() {
    QTest::addColumn<Position>("position");
    QTest::addColumn<int>("best");
    std::mt19937_64 random(59);
    for (int empties : {48, 36, 28}) {
        for (int best : {1, 2, 4}) {
            Position position = randomLivePosition(8, empties, random);
            // Enough moves that some are left out.
            while (popcount(position.legalMoves()) <= best + 1) {
                position = randomLivePosition(8, empties, random);
            }
            QTest::addRow("8x8, %d empties, best %d", empties, best) << position << best;
        }
    }
}

void TestAnalysis::bestMovesAtADepth() {
    QFETCH(Position, position);
    QFETCH(int, best);
    Searcher searcher(midgameOnly());
    SearchLimits limits;
    limits.depth = 4;
    limits.bestMoves = best;
    compareBestWithMinimax(position, searcher.analyze(position, limits), 4, best);
}

void TestAnalysis::bestMovesExactly() {
    std::mt19937_64 random(61);
    int checked = 0;
    while (checked < 4) {
        const Position position = randomLivePosition(8, 10, random);
        if (popcount(position.legalMoves()) < 4) continue;
        SearchLimits exact;
        exact.exact = true;
        exact.bestMoves = 2;
        const Analysis analysis = Searcher().analyze(position, exact);
        QVERIFY(analysis.exact);
        compareBestWithMinimax(position, analysis, position.emptyCount() + 1, 2);
        ++checked;
    }
    // As many moves as there are, or more: every move is valued, as without the limit.
    SearchLimits all;
    all.depth = 3;
    all.bestMoves = 4;
    const Analysis start = Searcher(midgameOnly()).analyze(Position::initial(8), all);
    QCOMPARE(start.bestMoves, 0);
    compareWithMinimax(Position::initial(8), start, 3);
}

void TestAnalysis::everyMoveExactly_data() {
    QTest::addColumn<Position>("position");
    std::mt19937_64 random(53);
    for (int i = 0; i < 4; ++i) {
        QTest::addRow("8x8, 9 empties, #%d", i) << randomLivePosition(8, 9, random);
    }
    QTest::addRow("6x6, 10 empties") << randomLivePosition(6, 10, random);
    QTest::addRow("4x4 from the start") << Position::initial(4);
}

void TestAnalysis::everyMoveExactly() {
    QFETCH(Position, position);
    Searcher searcher;
    SearchLimits exact;
    exact.exact = true;
    const Analysis analysis = searcher.analyze(position, exact);
    QVERIFY(analysis.exact);
    for (const MoveValue& value : analysis.moves) {
        QVERIFY(value.exact);
        QCOMPARE(value.depth, position.emptyCount());
    }
    // Minimax deeper than the empty squares plays every line to its end.
    compareWithMinimax(position, analysis, position.emptyCount() + 1);
    // The best move's value is the position's, as the ordinary search finds it.
    QCOMPARE(analysis.moves.front().score, Searcher().search(position, exact).score);
}

void TestAnalysis::reportsEachIteration() {
    Searcher searcher(midgameOnly());
    SearchLimits limits;
    limits.depth = 5;
    std::vector<Analysis> reports;
    searcher.analyze(Position::initial(), limits, nullptr,
                     [&](const Analysis& report) { reports.push_back(report); });
    QCOMPARE(int(reports.size()), 5);
    for (int i = 0; i < 5; ++i) {
        QCOMPARE(reports[i].depth, i + 1);
        QCOMPARE(int(reports[i].moves.size()), 4);
    }
}

void TestAnalysis::forcedPassAndFinishedGame() {
    const Position mustPass = drawn({"XO--", "----", "----", "----"}, Color::White);
    SearchLimits exact;
    exact.exact = true;
    const Analysis pass = Searcher().analyze(mustPass, exact);
    QCOMPARE(int(pass.moves.size()), 1);
    QCOMPARE(pass.moves[0].move, kPass);
    QCOMPARE(pass.moves[0].score, -16);  // Black then plays c1 and owns the board
    QVERIFY(pass.moves[0].exact);

    const Position over = drawn({"XXX-", "----", "----", "----"}, Color::White);
    const Analysis end = Searcher().analyze(over, exact);
    QVERIFY(end.moves.empty());
    QVERIFY(end.exact);
}

void TestAnalysis::cancelStopsIt() {
    const Position start = Position::initial();
    std::atomic<bool> cancel{true};
    const Analysis cancelled = Searcher().analyze(start, SearchLimits{}, &cancel);
    QVERIFY(cancelled.nodes < 4096);
    QCOMPARE(int(cancelled.moves.size()), 4);  // every move listed, with what little it knows
}

void TestAnalysis::principalLinesAreLegalFromTheirMove() {
    std::mt19937_64 random(71);
    for (int i = 0; i < 4; ++i) {
        const Position position = randomLivePosition(8, 30, random);
        Searcher searcher;
        SearchLimits limits;
        limits.depth = 6;
        const Analysis analysis = searcher.analyze(position, limits);
        for (const MoveValue& value : analysis.moves) {
            QVERIFY(!value.line.empty());
            QCOMPARE(value.line.front(), value.move);
            QCOMPARE(value.probability, analysis.probability);
            Position at = position;
            QVERIFY(playsLegally(at, value.line));
        }
    }
}

void TestAnalysis::midgameValuesAreEstimatesNotProbableSolves() {
    // A selective midgame search (Multi-ProbCut on, as by default) far from the end: its values
    // are estimates at a depth, told as such, not probable solves with a confidence.
    std::mt19937_64 random(73);
    for (int i = 0; i < 3; ++i) {
        const Position position = randomLivePosition(8, 48, random);
        SearchLimits limits;
        limits.depth = 8;
        std::vector<Analysis> reports;
        const Analysis analysis = Searcher().analyze(
            position, limits, nullptr, [&](const Analysis& report) { reports.push_back(report); });
        QVERIFY(!reports.empty());
        reports.push_back(analysis);
        for (const Analysis& report : reports) {
            QVERIFY(report.depth < 48 && !report.exact);
            QCOMPARE(report.probability, 100);
            for (const MoveValue& value : report.moves) QCOMPARE(value.probability, 100);
        }
        std::vector<SearchInfo> searched;
        Searcher().search(position, limits, nullptr,
                          [&](const SearchInfo& report) { searched.push_back(report); });
        QVERIFY(!searched.empty());
        for (const SearchInfo& report : searched) QCOMPARE(report.probability, 100);
    }
}

void TestAnalysis::principalLineOfASolvePlaysOutItsValue() {
    std::mt19937_64 random(72);
    for (int i = 0; i < 6; ++i) {
        const Position position = randomLivePosition(8, 11, random);
        Searcher searcher;
        SearchLimits exact;
        exact.exact = true;
        const MoveValue best = searcher.analyze(position, exact).moves.front();
        // The best line, played to its end, ends the game with the value it claims.
        Position at = position;
        QVERIFY(playsLegally(at, best.line));
        QVERIFY(at.isGameOver());
        const int final = at.finalScore();  // for the side to move at the end
        QCOMPARE(at.sideToMove() == position.sideToMove() ? final : -final, best.score);
    }
}

QTEST_APPLESS_MAIN(TestAnalysis)
#include "tst_analysis.moc"
