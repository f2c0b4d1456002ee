// SPDX-License-Identifier: GPL-3.0-or-later
// The searcher: alpha-beta and PVS agree with plain minimax, the solver finds exact scores
// (checked by minimax and against published ones), limits and cancellation stop it, and it
// does not allocate per node; all of it with several threads searching one position too.
#include <atomic>
#include <cstdlib>
#include <fstream>
#include <new>
#include <thread>

#include <QTest>

#include "engine/search/search.h"
#include "tests/support/board_text.h"
#include "tests/support/random_positions.h"

using namespace hasami;
using namespace hasami::test;

namespace {

std::atomic<long> allocationCount{0};

}  // namespace

// Every heap allocation of this test program is counted, to show that searching does not
// allocate per node.
void* operator new(std::size_t size) {
    ++allocationCount;
    if (void* memory = std::malloc(size ? size : 1)) return memory;
    throw std::bad_alloc();
}
void operator delete(void* memory) noexcept {
    std::free(memory);
}
void operator delete(void* memory, std::size_t) noexcept {
    std::free(memory);
}

namespace {

// The searcher stripped to what minimax computes: no table, no solver switch by empties.
SearchOptions plainOptions(bool principalVariation, bool aspiration) {
    SearchOptions options;
    options.hashMegabytes = 1;
    options.transpositionTable = false;
    options.exactEmpties = 0;
    options.principalVariation = principalVariation;
    options.aspiration = aspiration;
    options.selectivity = kNoSelectivity;
    return options;
}

SearchInfo searchTo(const Position& position, int depth, const SearchOptions& options) {
    Searcher searcher(options);
    SearchLimits limits;
    limits.depth = depth;
    return searcher.search(position, limits);
}

SearchInfo solveExactly(const Position& position, const SearchOptions& options = {}) {
    Searcher searcher(options);
    SearchLimits limits;
    limits.exact = true;
    return searcher.search(position, limits);
}

// Data rows: a random live 8x8 position for each number of empties, searched by each number of
// threads.
void addPositionsForThreads(std::uint64_t seed, std::initializer_list<int> emptyCounts,
                            std::initializer_list<int> threadCounts) {
    QTest::addColumn<Position>("position");
    QTest::addColumn<int>("threads");
    std::mt19937_64 random(seed);
    for (int empties : emptyCounts) {
        for (int threads : threadCounts) {
            QTest::addRow("%d empties, %d threads", empties, threads)
                << randomLivePosition(8, empties, random) << threads;
        }
    }
}

}  // namespace

class TestSearch : public QObject {
    Q_OBJECT

private slots:
    void agreesWithMinimax_data();
    void agreesWithMinimax();
    void solvesLikeMinimax_data();
    void solvesLikeMinimax();
    void solverAgreesWithAndWithoutTable();
    void aReusedSearcherSolvesLikePlainAlphaBeta();
    void solvesTheSmallBoardFromTheStart();
    void solvesPublishedEndgame_data();
    void solvesPublishedEndgame();
    void tableKeepsBoardSizesApart();
    void nullMoveReductionStillReturnsLegalMoves();
    void passAndGameOver();
    void nodeLimitStopsTheSearch();
    void anInterruptedIterationKeepsWhatItProved();
    void cancelStopsTheSearch();
    void progressReportsEachIteration();
    void doesNotAllocatePerNode_data();
    void doesNotAllocatePerNode();
    void threadsAgreeWithMinimax_data();
    void threadsAgreeWithMinimax();
    void threadsSolveExactly_data();
    void threadsSolveExactly();
    void threadsStopWhenCancelled();
    void threadsKeepToNodeLimits();
};

void TestSearch::agreesWithMinimax_data() {
    QTest::addColumn<Position>("position");
    QTest::addColumn<int>("depth");
    std::mt19937_64 random(5);
    for (int empties : {56, 48, 40, 30, 22}) {
        for (int i = 0; i < 3; ++i) {
            const Position position = randomLivePosition(8, empties, random);
            QTest::addRow("8x8, %d empties, #%d", empties, i) << position << 4;
        }
    }
    for (int empties : {28, 20, 14}) {
        QTest::addRow("6x6, %d empties", empties) << randomLivePosition(6, empties, random) << 5;
    }
    // Symmetric positions, whose root searches one of each set of equal moves.
    for (const int size : {4, 6, 8}) {
        QTest::addRow("%dx%d start", size, size) << Position::initial(size) << 5;
    }
    const Position f5 = Position::initial(8).play(squareAt(5, 4));
    QTest::addRow("8x8 after f5") << f5 << 5;
}

void TestSearch::agreesWithMinimax() {
    QFETCH(Position, position);
    QFETCH(int, depth);
    std::uint64_t minimaxLeaves = 0;
    const int expected = minimax(position, depth, minimaxLeaves);

    const SearchInfo alphaBeta = searchTo(position, depth, plainOptions(false, false));
    const SearchInfo pvs = searchTo(position, depth, plainOptions(true, false));
    const SearchInfo aspirated = searchTo(position, depth, plainOptions(true, true));
    qInfo("depth %d: minimax %llu leaves, alpha-beta %llu, PVS %llu, PVS with aspiration %llu",
          depth, static_cast<unsigned long long>(minimaxLeaves),
          static_cast<unsigned long long>(alphaBeta.leaves),
          static_cast<unsigned long long>(pvs.leaves),
          static_cast<unsigned long long>(aspirated.leaves));
    QCOMPARE(alphaBeta.score, expected);
    QCOMPARE(pvs.score, expected);
    QCOMPARE(aspirated.score, expected);
    QVERIFY(alphaBeta.leaves < minimaxLeaves);
    // The move chosen is one of those minimax rates best.
    for (const SearchInfo& info : {alphaBeta, pvs, aspirated}) {
        QVERIFY(position.isLegal(info.bestMove));
        std::uint64_t ignored = 0;
        QCOMPARE(-minimax(position.play(info.bestMove), depth - 1, ignored), expected);
    }
}

void TestSearch::solvesLikeMinimax_data() {
    QTest::addColumn<Position>("position");
    std::mt19937_64 random(11);
    for (int i = 0; i < 6; ++i) {
        QTest::addRow("8x8, 10 empties, #%d", i) << randomLivePosition(8, 10, random);
    }
    for (int i = 0; i < 3; ++i) {
        QTest::addRow("6x6, 10 empties, #%d", i) << randomLivePosition(6, 10, random);
    }
    QTest::addRow("4x4, 9 empties") << randomLivePosition(4, 9, random);
}

void TestSearch::solvesLikeMinimax() {
    QFETCH(Position, position);
    // Minimax to a depth past the last empty square plays every line to the end.
    std::uint64_t leaves = 0;
    const int expected = minimax(position, position.emptyCount() + 1, leaves);
    const SearchInfo solved = solveExactly(position);
    QVERIFY(solved.exact);
    QCOMPARE(solved.score, expected);
    std::uint64_t ignored = 0;
    QCOMPARE(-minimax(position.play(solved.bestMove), position.emptyCount(), ignored), expected);
}

void TestSearch::solverAgreesWithAndWithoutTable() {
    std::mt19937_64 random(17);
    SearchOptions noTable;
    noTable.transpositionTable = false;
    for (int empties : {12, 13, 14}) {
        const Position position = randomLivePosition(8, empties, random);
        const SearchInfo withTable = solveExactly(position);
        const SearchInfo withoutTable = solveExactly(position, noTable);
        QCOMPARE(withTable.score, withoutTable.score);
        // Two searches agree with what alpha-beta to the end (no solver, no table) finds.
        QCOMPARE(searchTo(position, empties, plainOptions(false, false)).score, withTable.score);
    }
}

void TestSearch::aReusedSearcherSolvesLikePlainAlphaBeta() {
    // What one searcher keeps from its solves (the table, the solver's cache of positions of
    // few empties) must not answer for another position, on any board, nor when the same
    // position comes again. The reference searches with neither, and no selectivity.
    std::mt19937_64 random(23);
    Searcher reused;
    SearchLimits exact;
    exact.exact = true;
    for (int round = 0; round < 3; ++round) {
        for (int size : {4, 6, 8}) {
            const int empties = size == 4 ? 10 : 14;
            const Position position = randomLivePosition(size, empties, random);
            const int expected = searchTo(position, empties, plainOptions(true, false)).score;
            QCOMPARE(reused.search(position, exact).score, expected);
            QCOMPARE(reused.search(position, exact).score, expected);
        }
    }
}

void TestSearch::solvesTheSmallBoardFromTheStart() {
    const Position start = Position::initial(4);
    std::uint64_t leaves = 0;
    const int expected = minimax(start, 20, leaves);
    const SearchInfo solved = solveExactly(start);
    QCOMPARE(solved.score, expected);
    QVERIFY(solved.exact);
    // The principal variation plays a whole game that ends with that score.
    Position position = start;
    for (Square move : solved.principalVariation) {
        QVERIFY(position.isLegal(move));
        position = position.play(move);
    }
    QVERIFY(position.isGameOver());
    const int blackScore =
        position.sideToMove() == Color::Black ? position.finalScore() : -position.finalScore();
    QCOMPARE(blackScore, expected);
}

void TestSearch::solvesPublishedEndgame_data() {
    QTest::addColumn<int>("threads");
    QTest::newRow("1 thread") << 1;
    QTest::newRow("2 threads") << 2;
}

void TestSearch::solvesPublishedEndgame() {
    // FFO endgame test position 40: Black to move wins by 38 with a2 (published solution).
    QFETCH(int, threads);
    std::ifstream file(HASAMI_TEST_DATA "/ffo40-49.obf");
    std::string line;
    QVERIFY(std::getline(file, line));
    const Parsed<Position> position = parsePosition(line);
    QVERIFY(position);
    SearchOptions options;
    options.threads = threads;
    const SearchInfo solved = solveExactly(*position, options);
    QCOMPARE(solved.score, 38);
    QCOMPARE(squareName(solved.bestMove), std::string("a2"));
    QCOMPARE(solved.depth, 20);
}

void TestSearch::tableKeepsBoardSizesApart() {
    // The same discs in the top-left corner are a position on 4x4, 6x6 and 8x8 alike: what one
    // searcher learned on one board must not answer for another. Each position is solved on its
    // own board first, then searched on a larger one: the searcher that solved it must find
    // what a fresh searcher finds.
    std::mt19937_64 random(31);
    Searcher reused;
    SearchLimits exact;
    exact.exact = true;
    SearchLimits shallow;
    shallow.depth = 3;
    for (const auto& [small, large] : {std::pair{4, 6}, std::pair{4, 8}, std::pair{6, 8}}) {
        for (int i = 0; i < 12; ++i) {
            const Position position = randomLivePosition(small, small * small / 2 - 2, random);
            reused.search(position, exact);
            const Position elsewhere =
                Position::fromDiscs(large, position.discs(Color::Black),
                                    position.discs(Color::White), position.sideToMove());
            const SearchInfo fresh = Searcher().search(elsewhere, shallow);
            const SearchInfo after = reused.search(elsewhere, shallow);
            QCOMPARE(after.score, fresh.score);
            QCOMPARE(after.bestMove, fresh.bestMove);
        }
    }
}

void TestSearch::nullMoveReductionStillReturnsLegalMoves() {
    std::mt19937_64 random(23);
    SearchOptions options;
    options.nullMove = true;
    options.exactEmpties = 0;
    for (int i = 0; i < 5; ++i) {
        const Position position = randomLivePosition(8, 40, random);
        const SearchInfo info = searchTo(position, 7, options);
        QVERIFY(position.isLegal(info.bestMove));
        QVERIFY(info.score > -kScoreBound && info.score < kScoreBound);
    }
}

void TestSearch::passAndGameOver() {
    const Position mustPass = drawn({"XO--", "----", "----", "----"}, Color::White);
    const SearchInfo pass = solveExactly(mustPass);
    QCOMPARE(pass.bestMove, kPass);
    QCOMPARE(pass.score, -16);  // Black then plays c1 and owns the board
    QVERIFY(pass.exact);

    const Position over = drawn({"XXX-", "----", "----", "----"}, Color::White);
    const SearchInfo end = solveExactly(over);
    QCOMPARE(end.bestMove, kNoSquare);
    QCOMPARE(end.score, -16);
    QVERIFY(end.exact);
}

void TestSearch::nodeLimitStopsTheSearch() {
    Searcher searcher;
    SearchLimits limits;
    limits.nodes = 20000;
    const SearchInfo info = searcher.search(Position::initial(), limits);
    QVERIFY(Position::initial().isLegal(info.bestMove));
    QVERIFY2(info.nodes < 20000 + 4096, qPrintable(QString::number(info.nodes)));
}

// A search stopped in the middle of an iteration plays the last complete iteration's move, or
// a move the interrupted one proved better: by full searches of the interrupted depth, that
// move is worth at least the score reported, and the complete iteration's move less.
void TestSearch::anInterruptedIterationKeepsWhatItProved() {
    const SearchOptions options = plainOptions(true, true);
    std::mt19937_64 random(401);
    int switched = 0;
    for (int i = 0; i < 30; ++i) {
        const Position position = randomLivePosition(8, 44, random);
        for (const std::uint64_t nodes : {4000, 16000, 64000}) {
            Searcher searcher(options);
            SearchLimits limits;
            limits.nodes = nodes;
            const SearchInfo info = searcher.search(position, limits);
            const SearchInfo complete = searchTo(position, info.depth, options);
            if (info.bestMove == complete.bestMove && info.score == complete.score) continue;
            // The interrupted iteration proved a move better than the one it searched first
            // (which, after a failed aspiration window, need not be the last iteration's).
            ++switched;
            // The interrupted iteration searched each move's position one ply less deep.
            const int interrupted = info.depth + options.deepeningStep;
            const auto deeperValue = [&](Square move) {
                return -searchTo(position.play(move), interrupted - 1, options).score;
            };
            QVERIFY(deeperValue(info.bestMove) >= info.score);
            if (info.bestMove != complete.bestMove) {
                QVERIFY(deeperValue(complete.bestMove) < info.score);
            }
        }
    }
    QVERIFY(switched > 0);
}

void TestSearch::cancelStopsTheSearch() {
    const Position start = Position::initial();
    Searcher searcher;
    SearchLimits unlimited;
    std::atomic<bool> cancel{true};
    const SearchInfo before = searcher.search(start, unlimited, &cancel);
    QVERIFY(start.isLegal(before.bestMove));
    QVERIFY(before.nodes < 4096);

    // Cancelled from another thread while searching without limits, it returns a legal move.
    cancel = false;
    std::jthread canceller([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        cancel = true;
    });
    const SearchInfo during = searcher.search(start, unlimited, &cancel);
    QVERIFY(cancel);
    QVERIFY(start.isLegal(during.bestMove));
    QVERIFY(during.depth < 60);
}

void TestSearch::progressReportsEachIteration() {
    // Two plies at a time, of the parity of the depth asked (5: 1, 3, 5), or every depth.
    for (const int step : {1, 2}) {
        for (const int depth : {5, 6}) {
            SearchOptions options;
            options.deepeningStep = step;
            Searcher searcher(options);
            SearchLimits limits;
            limits.depth = depth;
            std::vector<int> depths;
            searcher.search(Position::initial(), limits, nullptr,
                            [&](const SearchInfo& report) { depths.push_back(report.depth); });
            std::vector<int> expected;
            for (int d = step == 1 ? 1 : 2 - depth % 2; d <= depth; d += step) {
                expected.push_back(d);
            }
            QCOMPARE(depths, expected);
        }
    }
    SearchOptions everyDepth;
    everyDepth.deepeningStep = 1;
    Searcher searcher(everyDepth);
    SearchLimits limits;
    limits.depth = 6;
    std::vector<SearchInfo> reports;
    const Position start = Position::initial();
    const SearchInfo info = searcher.search(
        start, limits, nullptr, [&](const SearchInfo& report) { reports.push_back(report); });
    QCOMPARE(int(reports.size()), 6);
    for (int i = 0; i < 6; ++i) {
        QCOMPARE(reports[i].depth, i + 1);
        QVERIFY(!reports[i].principalVariation.empty());
        Position position = start;
        for (Square move : reports[i].principalVariation) {
            QVERIFY(position.isLegal(move));
            position = position.play(move);
        }
    }
    QCOMPARE(info.depth, 6);
    QCOMPARE(info.bestMove, reports.back().bestMove);
}

void TestSearch::doesNotAllocatePerNode_data() {
    QTest::addColumn<int>("threads");
    QTest::newRow("1 thread") << 1;
    QTest::newRow("2 threads") << 2;
}

void TestSearch::doesNotAllocatePerNode() {
    // The helper threads are made with the searcher; searching allocates on no thread.
    QFETCH(int, threads);
    std::mt19937_64 random(29);
    const Position midgame = randomLivePosition(8, 36, random);
    const Position endgame = randomLivePosition(8, 18, random);
    SearchOptions options;
    options.threads = threads;
    Searcher searcher(options);
    SearchLimits deep;
    deep.depth = 11;
    SearchLimits exact;
    exact.exact = true;
    for (const auto& [position, limits] : {std::pair{midgame, deep}, std::pair{endgame, exact}}) {
        const long before = allocationCount;
        const SearchInfo info = searcher.search(position, limits);
        const long allocations = allocationCount - before;
        qInfo("%llu nodes, %ld allocations", static_cast<unsigned long long>(info.nodes),
              allocations);
        QVERIFY(info.nodes > 100000);
        QVERIFY(allocations < 200);
    }
}

void TestSearch::threadsAgreeWithMinimax_data() {
    addPositionsForThreads(37, {50, 40, 30}, {2, 3});
}

void TestSearch::threadsAgreeWithMinimax() {
    // Without a table, a parallel alpha-beta search must find minimax's value whatever order
    // the threads finish in: splitting a node changes how it is searched, not what it is worth.
    QFETCH(Position, position);
    QFETCH(int, threads);
    constexpr int kDepth = 6;
    std::uint64_t leaves = 0;
    const int expected = minimax(position, kDepth, leaves);
    for (const bool principalVariation : {false, true}) {
        SearchOptions options = plainOptions(principalVariation, principalVariation);
        options.threads = threads;
        const SearchInfo info = searchTo(position, kDepth, options);
        QCOMPARE(info.score, expected);
        std::uint64_t ignored = 0;
        QCOMPARE(-minimax(position.play(info.bestMove), kDepth - 1, ignored), expected);
    }
}

void TestSearch::threadsSolveExactly_data() {
    addPositionsForThreads(41, {14, 15, 16}, {2, 4});
}

void TestSearch::threadsSolveExactly() {
    // The exact score and the best move's own score equal what plain alpha-beta to the end of
    // the game finds, on one thread with no table and no solver.
    QFETCH(Position, position);
    QFETCH(int, threads);
    SearchOptions options;
    options.threads = threads;
    const SearchInfo solved = solveExactly(position, options);
    QVERIFY(solved.exact);
    const int empties = position.emptyCount();
    QCOMPARE(solved.score, searchTo(position, empties, plainOptions(false, false)).score);
    QVERIFY(position.isLegal(solved.bestMove));
    const Position next = position.play(solved.bestMove);
    QCOMPARE(-searchTo(next, empties, plainOptions(false, false)).score, solved.score);
    // Every thread's nodes are counted.
    QVERIFY(solved.nodes > 0);
}

void TestSearch::threadsStopWhenCancelled() {
    SearchOptions options;
    options.threads = 3;
    Searcher searcher(options);
    const Position start = Position::initial();
    SearchLimits unlimited;
    for (int round = 0; round < 3; ++round) {
        std::atomic<bool> cancel{false};
        std::atomic<std::chrono::steady_clock::rep> cancelledAt{0};
        std::jthread canceller([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(30 + 20 * round));
            cancelledAt = std::chrono::steady_clock::now().time_since_epoch().count();
            cancel = true;
        });
        const SearchInfo info = searcher.search(start, unlimited, &cancel);
        const auto returnedAt = std::chrono::steady_clock::now().time_since_epoch().count();
        QVERIFY(cancel);
        QVERIFY(start.isLegal(info.bestMove));
        // How long every thread took to stop (reported, not asserted: the machine may be busy).
        qInfo("three threads stopped %.2f ms after the cancel",
              std::chrono::duration<double, std::milli>(
                  std::chrono::steady_clock::duration(returnedAt - cancelledAt))
                  .count());
    }
    // The searcher serves again after being cancelled: a search to depth 4 completes.
    SearchLimits shallow;
    shallow.depth = 4;
    const SearchInfo after = searcher.search(start, shallow);
    QCOMPARE(after.depth, 4);
}

void TestSearch::threadsKeepToNodeLimits() {
    SearchOptions options;
    options.threads = 2;
    Searcher searcher(options);
    SearchLimits limits;
    limits.nodes = 50000;
    const SearchInfo info = searcher.search(Position::initial(), limits);
    QVERIFY(Position::initial().isLegal(info.bestMove));
    // Each thread checks the shared count every 2,048 of its own nodes.
    QVERIFY2(info.nodes < 50000 + 2 * 4096, qPrintable(QString::number(info.nodes)));
}

QTEST_APPLESS_MAIN(TestSearch)
#include "tst_search.moc"
