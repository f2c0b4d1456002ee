// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's threading without Qt, for ThreadSanitizer (whose view of an uninstrumented Qt
// is partial): a search cancelled from another thread, searchers side by side, an arena
// playing on two threads, and several threads searching one position (midgame, exact solve,
// analysis, cancel). Prints the plain "N passed, M failed" line.
#include <atomic>
#include <chrono>
#include <cstdio>
#include <thread>
#include <vector>

#include "engine/match/arena.h"
#include "engine/search/search.h"
#include "tests/support/random_positions.h"

using namespace hasami;

namespace {

int passed = 0;
int failed = 0;

void check(bool condition, const char* what) {
    if (condition) {
        ++passed;
    } else {
        ++failed;
        std::printf("FAIL: %s\n", what);
    }
}

void cancelFromAnotherThread() {
    Searcher searcher;
    std::atomic<bool> cancel{false};
    std::jthread canceller([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        cancel = true;
    });
    const Position start = Position::initial();
    const SearchInfo info = searcher.search(start, SearchLimits{}, &cancel);
    check(cancel.load(), "the search ran until it was cancelled");
    check(start.isLegal(info.bestMove), "a cancelled search returns a legal move");
}

void searchersSideBySide() {
    std::vector<SearchInfo> results(2);
    {
        std::vector<std::jthread> threads;
        threads.reserve(2);
        for (int i = 0; i < 2; ++i) {
            threads.emplace_back([&results, i] {
                Searcher searcher;
                SearchLimits limits;
                limits.depth = 7;
                results[i] = searcher.search(Position::initial(6 + 2 * i), limits);
            });
        }
    }
    check(Position::initial(6).isLegal(results[0].bestMove), "a 6x6 search beside another");
    check(Position::initial(8).isLegal(results[1].bestMove), "an 8x8 search beside another");
}

void arenaOnTwoThreads() {
    ArenaOptions options;
    options.players = {*parsePlayerSpec("search:2"), *parsePlayerSpec("random")};
    options.gamesPerPairing = 6;
    options.size = 6;
    options.threads = 2;
    std::atomic<int> reports{0};
    const ArenaResult result = runArena(options, [&](const ArenaGame&, int, int) { ++reports; });
    check(reports == 6, "every game of the arena is reported once");
    check(result.totalGames(0) == 6 && result.totalGames(1) == 6, "every game is counted");
    check(result.totalPoints(0) + result.totalPoints(1) == 6.0, "the points add up");
}

void threadsOnOnePosition() {
    std::mt19937_64 random(47);
    SearchOptions options;
    options.threads = 3;
    Searcher parallel(options);
    Searcher alone;
    SearchLimits exact;
    exact.exact = true;
    for (int i = 0; i < 3; ++i) {
        const Position position = test::randomLivePosition(8, 15, random);
        const SearchInfo together = parallel.search(position, exact);
        const SearchInfo single = alone.search(position, exact);
        check(together.exact && together.score == single.score,
              "three threads solve a position to the score one thread finds");
    }
    SearchLimits deep;
    deep.depth = 8;
    const Position midgame = test::randomLivePosition(8, 40, random);
    check(midgame.isLegal(parallel.search(midgame, deep).bestMove),
          "three threads search a midgame position");
    const Analysis analysis = parallel.analyze(midgame, deep);
    check(analysis.moves.size() == std::size_t(popcount(midgame.legalMoves())),
          "three threads analyse every move");

    std::atomic<bool> cancel{false};
    std::jthread canceller([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        cancel = true;
    });
    const SearchInfo cancelled = parallel.search(Position::initial(), SearchLimits{}, &cancel);
    check(cancel.load() && Position::initial().isLegal(cancelled.bestMove),
          "a search on three threads stops when cancelled");
}

}  // namespace

int main() {
    cancelFromAnotherThread();
    searchersSideBySide();
    arenaOnTwoThreads();
    threadsOnOnePosition();
    std::printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
