// SPDX-License-Identifier: GPL-3.0-or-later
// hasami-cli bench --deepening: where the time of a search goes as it deepens. On midgame
// positions of 36 empties (each opening of the built-in list, played on by a search of 6 plies
// on one thread: the same positions on every machine), a fresh searcher deepens to D plies and
// tells the time and nodes at the end of each iteration; then each position is searched for
// 100 ms. It prints each position's iterations, and then per depth the mean time, the geometric
// mean of the times and the mean nodes; the time from 12 to 16 plies (the geometric mean of
// the positions' ratios) and the effective branching factor it gives a ply; the mean depth
// completed in 100 ms and the nodes a second. Both searches cut at the selectivity given
// (engine/search/probcut.h): the depth searches' 95% by default, 73% as against the clock.
#include <cmath>
#include <cstdio>
#include <map>

#include "app/cli/command.h"
#include "engine/book/openings.h"
#include "engine/search/search.h"

namespace hasami::cli {

namespace {

constexpr int kEmpties = 36;
constexpr int kPlayOnDepth = 6;
constexpr auto kShortThink = std::chrono::milliseconds(100);

// Up to `count` positions with kEmpties empties, from openings spread over the built-in list.
std::vector<Position> midgamePositions(int count) {
    const std::vector<OpeningNames::Line>& lines = OpeningNames::builtIn().lines();
    SearchOptions options;
    options.exactEmpties = 0;
    SearchLimits limits;
    limits.depth = kPlayOnDepth;
    std::vector<Position> positions;
    for (int i = 0; i < count && !lines.empty(); ++i) {
        const OpeningNames::Line& line = lines[std::size_t(i) * lines.size() / std::size_t(count)];
        Position position = Position::initial(8);
        for (Square move : line.moves) {
            if (position.emptyCount() <= kEmpties) break;
            position = position.mustPass() ? position.pass().play(move) : position.play(move);
        }
        Searcher searcher(options);
        while (position.emptyCount() > kEmpties && !position.isGameOver()) {
            position = position.mustPass()
                           ? position.pass()
                           : position.play(searcher.search(position, limits).bestMove);
        }
        if (position.mustPass()) position = position.pass();
        if (!position.isGameOver()) positions.push_back(position);
    }
    return positions;
}

struct Iteration {
    double seconds = 0;
    std::uint64_t nodes = 0;
};

}  // namespace

int runDeepeningBench(int depth, int count, int threads, int selectivity) {
    SearchOptions options;
    options.exactEmpties = 0;
    options.threads = threads;
    options.selectivity = selectivity;
    SearchLimits limits;
    limits.depth = depth;
    std::map<int, std::vector<Iteration>> byDepth;
    double logRatios = 0;  // of the time to 16 plies over the time to 12
    int ratios = 0;
    double reached = 0;
    double shortNodes = 0;
    double shortSeconds = 0;
    const std::vector<Position> positions = midgamePositions(count);
    int i = 0;
    for (const Position& position : positions) {
        std::map<int, Iteration> seen;
        Searcher(options).search(position, limits, nullptr, [&](const SearchInfo& info) {
            seen[info.depth] = {info.seconds, info.nodes};
        });
        std::printf("%2d", ++i);
        for (const auto& [plies, iteration] : seen) {
            if (plies >= 10 && plies % 2 == 0) {
                std::printf("  d%d %.3f s %llu", plies, iteration.seconds,
                            static_cast<unsigned long long>(iteration.nodes));
            }
            byDepth[plies].push_back(iteration);
        }
        if (seen.contains(12) && seen.contains(16) && seen[12].seconds > 0) {
            logRatios += std::log(seen[16].seconds / seen[12].seconds);
            ++ratios;
        }
        SearchLimits quick;
        quick.time = kShortThink;
        const SearchInfo short100 = Searcher(options).search(position, quick);
        reached += short100.depth;
        shortNodes += double(short100.nodes);
        shortSeconds += short100.seconds;
        std::printf("  100ms d%d\n", short100.depth);
        std::fflush(stdout);
    }
    for (const auto& [plies, iterations] : byDepth) {
        double seconds = 0;
        double logSeconds = 0;
        double nodes = 0;
        for (const Iteration& iteration : iterations) {
            seconds += iteration.seconds;
            logSeconds += std::log(std::max(iteration.seconds, 1e-6));
            nodes += double(iteration.nodes);
        }
        const double n = double(iterations.size());
        std::printf("depth %2d: mean %.3f s, geometric mean %.3f s, mean nodes %.0f (%zu)\n", plies,
                    seconds / n, std::exp(logSeconds / n), nodes / n, iterations.size());
    }
    if (ratios > 0) {
        const double ratio = std::exp(logRatios / ratios);
        std::printf("time 12 to 16 plies: %.2fx, effective branching factor %.3f a ply\n", ratio,
                    std::pow(ratio, 0.25));
    }
    if (!positions.empty()) {
        std::printf("100 ms: mean depth %.2f, %.2f M nodes/s\n", reached / double(positions.size()),
                    shortNodes / shortSeconds / 1e6);
    }
    return 0;
}

}  // namespace hasami::cli
