// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/train/probcut_fit.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <mutex>
#include <optional>
#include <random>
#include <vector>

#include "app/command_line/command_line.h"
#include "engine/eval/eval.h"
#include "engine/players/player.h"
#include "engine/search/search.h"
#include "engine/util/work_queue.h"

namespace hasami::train {

namespace {

// One position's values: values[d] by an exhaustive search of d plies (values[0] the
// evaluation), for d below its empties and up to the deepest measured; its exact score if
// it was solved.
struct DepthSample {
    int empties = 0;
    std::vector<int> values;
    std::optional<int> exact;
};

// Searches without selectivity, a ply at a time: what the models predict from and to, at every
// depth.
SearchOptions exhaustive(int exactEmpties) {
    SearchOptions options;
    options.deepeningStep = 1;
    options.hashMegabytes = 16;
    options.exactEmpties = exactEmpties;
    options.selectivity = kNoSelectivity;
    options.selectiveSolve = false;
    return options;
}

// The searchers of one thread: one plays the games, one measures, one solves.
struct FitSearchers {
    Searcher player{exhaustive(0)};
    Searcher measurer{exhaustive(0)};
    Searcher solver{exhaustive(0)};
};

// A game from a random opening, then a shallow search's moves with a few random ones: the
// positions from the third ply on where the side to move has a move.
std::vector<Position> playGame(int boardSize, std::mt19937_64& random, Searcher& player) {
    constexpr int kPlayDepth = 4;
    constexpr double kRandomShare = 0.05;
    std::vector<Position> positions;
    Position position = Position::initial(boardSize);
    // Up to 14 random moves on 8x8, a quarter of the empty squares on smaller boards.
    const int openingMax = std::min(14, (boardSize * boardSize - 4) / 4);
    const int opening = std::uniform_int_distribution<int>(2, openingMax)(random);
    std::uniform_real_distribution<double> coin(0, 1);
    for (int ply = 0; !position.isGameOver(); ++ply) {
        if (position.mustPass()) {
            position = position.pass();
            continue;
        }
        // The first two plies hold a handful of positions, repeated game after game.
        if (ply >= 2) positions.push_back(position);
        Square move;
        if (ply < opening || coin(random) < kRandomShare) {
            move = randomMove(position, random);
        } else {
            SearchLimits limits;
            limits.depth = kPlayDepth;
            move = player.search(position, limits).bestMove;
        }
        position = position.play(move);
    }
    return positions;
}

DepthSample measure(const Position& position, const ProbCutOptions& options,
                    FitSearchers& searchers) {
    DepthSample sample;
    sample.empties = position.emptyCount();
    sample.values.push_back(
        evaluate(position.player(), position.opponent(), Geometry::of(position.size())));
    searchers.measurer.clearHash();
    SearchLimits limits;
    limits.depth = std::min(options.depth, sample.empties - 1);
    if (limits.depth >= 1) {
        searchers.measurer.search(position, limits, nullptr, [&](const SearchInfo& iteration) {
            if (!iteration.exact && iteration.depth == int(sample.values.size())) {
                sample.values.push_back(iteration.score);
            }
        });
    }
    if (sample.empties <= options.solveEmpties && options.minDepth == kProbCutMinDepth) {
        SearchLimits exact;
        exact.exact = true;
        searchers.solver.clearHash();
        sample.exact = searchers.solver.search(position, exact).score;
    }
    return sample;
}

// The least-squares line y = a·x + b through `points` and the residuals' standard deviation;
// nullopt with too few points, a flat line or no spread.
std::optional<ProbCutModel> fitLine(const std::vector<std::pair<double, double>>& points) {
    constexpr std::size_t kFewest = 30;
    if (points.size() < kFewest) return std::nullopt;
    const double n = double(points.size());
    double sx = 0, sy = 0, sxx = 0, sxy = 0;
    for (const auto& [x, y] : points) {
        sx += x;
        sy += y;
        sxx += x * x;
        sxy += x * y;
    }
    const double denominator = n * sxx - sx * sx;
    if (denominator <= 0) return std::nullopt;
    ProbCutModel model;
    model.a = (n * sxy - sx * sy) / denominator;
    model.b = (sy - model.a * sx) / n;
    double squares = 0;
    for (const auto& [x, y] : points) squares += std::pow(y - model.a * x - model.b, 2);
    model.sigma = std::sqrt(squares / (n - 2));
    constexpr double kFlattest = 0.2;
    // A line through (nearly) one point says nothing: the table keeps four decimals.
    constexpr double kLeastSigma = 0.01;
    if (model.a < kFlattest || model.sigma < kLeastSigma) return std::nullopt;
    return model;
}

ProbCutTable fit(const std::vector<DepthSample>& samples, const ProbCutOptions& options) {
    ProbCutTable table;
    for (int empties = 1; empties <= kProbCutMaxEmpties; ++empties) {
        const auto near = [&](const DepthSample& sample) {
            return std::abs(sample.empties - empties) <= options.window;
        };
        for (int depth = options.minDepth; depth <= options.depth && depth < empties; ++depth) {
            const int shallow = probCutShallowDepth(depth);
            std::vector<std::pair<double, double>> points;
            for (const DepthSample& sample : samples) {
                if (near(sample) && int(sample.values.size()) > depth) {
                    points.emplace_back(sample.values[shallow], sample.values[depth]);
                }
            }
            if (auto model = fitLine(points)) table.midgame[empties][depth] = *model;
        }
        if (empties < kProbCutMinEmpties || options.minDepth > kProbCutMinDepth) continue;
        const int shallow = probCutShallowDepthForSolve(empties);
        std::vector<std::pair<double, double>> points;
        for (const DepthSample& sample : samples) {
            if (near(sample) && sample.exact && int(sample.values.size()) > shallow) {
                points.emplace_back(sample.values[shallow], *sample.exact);
            }
        }
        if (auto model = fitLine(points)) table.exact[empties] = *model;
    }
    return table;
}

// The fitted models' errors on stderr, a line a depth, then the exact solves' models.
void printFit(const ProbCutTable& table, const ProbCutOptions& options) {
    for (int depth = options.minDepth; depth <= options.depth; ++depth) {
        std::fprintf(stderr, "depth %2d from %d:", depth, probCutShallowDepth(depth));
        for (int empties : {50, 40, 30, 20}) {
            std::fprintf(stderr, "  %d empties sigma %.2f", empties,
                         table.midgame[empties][depth].sigma);
        }
        std::fprintf(stderr, "\n");
    }
    for (int empties = kProbCutMinEmpties;
         empties <= options.solveEmpties && options.minDepth == kProbCutMinDepth; ++empties) {
        std::fprintf(stderr, "exact %d from %d: a %.3f b %.2f sigma %.2f\n", empties,
                     probCutShallowDepthForSolve(empties), table.exact[empties].a,
                     table.exact[empties].b, table.exact[empties].sigma);
    }
}

}  // namespace

int runProbCut(const ProbCutOptions& options) {
    std::ofstream file(options.out);
    if (!file) {
        return cli::fail(
            QStringLiteral("cannot write '%1'").arg(QString::fromStdString(options.out)));
    }
    std::vector<DepthSample> samples;
    std::mutex mutex;
    int done = 0;
    auto work = [&](FitSearchers& searchers, std::size_t game) {
        std::mt19937_64 random(options.seed * 1000003 + game);
        std::vector<Position> positions = playGame(options.boardSize, random, searchers.player);
        std::shuffle(positions.begin(), positions.end(), random);
        positions.resize(std::min(positions.size(), std::size_t(options.positionsPerGame)));
        std::vector<DepthSample> measured;
        measured.reserve(positions.size());
        for (const Position& position : positions) {
            measured.push_back(measure(position, options, searchers));
        }
        const std::lock_guard lock(mutex);
        samples.insert(samples.end(), measured.begin(), measured.end());
        if (++done % 20 == 0) {
            std::fprintf(stderr, "%d games, %zu positions\n", done, samples.size());
        }
    };
    forEachInParallel(
        options.threads, std::size_t(options.games), [] { return FitSearchers(); }, work);

    const auto complete = std::count_if(samples.begin(), samples.end(), [&](const auto& sample) {
        return int(sample.values.size()) == std::min(options.depth, sample.empties - 1) + 1;
    });
    std::fprintf(stderr, "%td of %zu positions searched to every depth\n", complete,
                 samples.size());
    const ProbCutTable table = fit(samples, options);
    file
        << "# Multi-ProbCut models (engine/search/probcut.h): a search of DEPTH plies (or an exact "
           "solve)\n"
           "# from EMPTIES empties is about A times a shallow search's value plus B, with an\n"
           "# error of standard deviation SIGMA. Fitted by hasami-train probcut --board "
        << options.boardSize << " --games " << options.games << " --positions "
        << options.positionsPerGame << " --seed " << options.seed << " --depth " << options.depth
        << " --min-depth " << options.minDepth << " --solve-empties " << options.solveEmpties
        << " on " << samples.size() << " positions.\n"
        << formatProbCutTable(table);
    file.close();
    if (!file) {
        std::fprintf(stderr, "hasami-train: writing '%s' failed\n", options.out.c_str());
        return cli::kFailure;
    }
    printFit(table, options);
    return 0;
}

}  // namespace hasami::train
