// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/train/measure.h"

#include <array>
#include <cstdio>
#include <cstdlib>
#include <memory>

#include "app/command_line/command_line.h"
#include "engine/eval/pattern_weights.h"
#include "engine/search/search.h"
#include "engine/util/work_queue.h"
#include "tools/train/records.h"

namespace hasami::train {

namespace {

// The bands of empties reported: the stages where the evaluation matters most.
struct Band {
    int low;
    int high;
};
constexpr Band kBands[] = {{4, 7}, {8, 11}, {12, 15}, {16, 19}, {20, 24}, {25, 27}, {28, 31}};

struct Errors {
    double staticSum = 0;
    double searchSum = 0;
    int count = 0;
};

// The records of options.inputs with options.exactEmpties empties or fewer, or why they cannot
// be read or are of another board.
Parsed<std::vector<Record>> exactRecords(const MeasureOptions& options, const Geometry& geometry) {
    const Parsed<std::vector<Record>> read = readRecords(options.inputs);
    if (!read) return ParseError{read.error()};
    std::vector<Record> records;
    for (const Record& record : *read) {
        if (((record.player | record.opponent) & ~geometry.squares) != 0) {
            return ParseError{"the input holds positions of another board"};
        }
        if (popcount(geometry.squares & ~(record.player | record.opponent)) <=
            options.exactEmpties) {
            records.push_back(record);
        }
    }
    return records;
}

// The mean absolute errors in each band of empties, a line each.
void printBands(const std::string& name, const std::vector<Record>& records,
                const std::vector<std::array<double, 2>>& error, const Geometry& geometry) {
    for (const Band& band : kBands) {
        Errors sum;
        for (std::size_t i = 0; i < records.size(); ++i) {
            const int empties =
                popcount(geometry.squares & ~(records[i].player | records[i].opponent));
            if (empties < band.low || empties > band.high) continue;
            sum.staticSum += std::abs(error[i][0]);
            sum.searchSum += std::abs(error[i][1]);
            ++sum.count;
        }
        if (sum.count == 0) continue;
        std::printf("%s  %d-%d  %d  %.2f  %.2f\n", name.c_str(), band.low, band.high, sum.count,
                    sum.staticSum / sum.count, sum.searchSum / sum.count);
    }
}

// The mean signed errors at odd and at even empties, a line each.
std::string signedErrors(const std::string& name, const std::vector<Record>& records,
                         const std::vector<std::array<double, 2>>& error,
                         const Geometry& geometry) {
    std::string lines;
    for (const int parity : {1, 0}) {
        Errors sum;
        for (std::size_t i = 0; i < records.size(); ++i) {
            const int empties =
                popcount(geometry.squares & ~(records[i].player | records[i].opponent));
            if (empties % 2 != parity) continue;
            sum.staticSum += error[i][0];
            sum.searchSum += error[i][1];
            ++sum.count;
        }
        if (sum.count == 0) continue;
        char line[160];
        std::snprintf(line, sizeof line, "%s  %s  %d  %+.2f  %+.2f\n", name.c_str(),
                      parity == 1 ? "odd" : "even", sum.count, sum.staticSum / sum.count,
                      sum.searchSum / sum.count);
        lines += line;
    }
    return lines;
}

}  // namespace

int runMeasure(const MeasureOptions& options) {
    std::vector<std::pair<std::string, std::shared_ptr<const PatternWeights>>> candidates;
    const PatternWeights* builtIn = builtInWeights(options.boardSize);
    if (!builtIn) {
        return cli::fail(QString::fromStdString(builtInWeightsProblem(options.boardSize)));
    }
    candidates.emplace_back("built-in", std::make_shared<const PatternWeights>(*builtIn));
    for (const std::string& path : options.weights) {
        const auto read = patternWeightsFile(path);
        if (!read) return cli::fail(QString::fromStdString(read.error()));
        if ((*read)->layout().boardSize() != options.boardSize) {
            return cli::fail(QStringLiteral("'%1' holds weights for another board")
                                 .arg(QString::fromStdString(path)));
        }
        candidates.emplace_back(path, *read);
    }
    // Last, the hand-weighted features (no weights): what the learned weights replaced.
    candidates.emplace_back("hand", nullptr);
    const Geometry& geometry = Geometry::of(options.boardSize);
    const Parsed<std::vector<Record>> exact = exactRecords(options, geometry);
    if (!exact) return cli::fail(QString::fromStdString(exact.error()));
    const std::vector<Record>& records = *exact;
    if (records.empty()) return cli::fail(QStringLiteral("no record within --exact-empties"));
    std::printf("weights  empties  positions  static  depth-%d\n", options.depth);
    std::vector<std::string> biases;
    for (const auto& candidate : candidates) {
        const std::string& name = candidate.first;
        const std::shared_ptr<const PatternWeights>& weights = candidate.second;
        // Each record's signed errors (static, searched), summed afterwards: no sum is shared.
        std::vector<std::array<double, 2>> error(records.size());
        forEachInParallel(
            options.threads, records.size(),
            [&] {
                SearchOptions searchOptions;
                searchOptions.hashMegabytes = 4;
                searchOptions.exactEmpties = 0;
                searchOptions.selectivity = kNoSelectivity;
                searchOptions.weights = weights;
                searchOptions.learnedEvaluation = weights != nullptr;
                return std::make_unique<Searcher>(searchOptions);
            },
            [&](std::unique_ptr<Searcher>& searcher, std::size_t i) {
                const Record& record = records[i];
                const Position position = Position::fromDiscs(options.boardSize, record.player,
                                                              record.opponent, Color::Black);
                SearchLimits limits;
                limits.depth = options.depth;
                const int staticValue =
                    evaluateWith(weights.get(), record.player, record.opponent, geometry);
                const int searched = searcher->search(position, limits).score;
                error[i] = {double(staticValue - record.score), double(searched - record.score)};
            });
        printBands(name, records, error, geometry);
        biases.push_back(signedErrors(name, records, error, geometry));
    }
    // Whether the values lean one way as the side to move gets the last move or not: the mean
    // signed error (value less exact score, for the side to move) at odd and even empties.
    std::printf("\nweights  empties  positions  static-signed  depth-%d-signed\n", options.depth);
    for (const std::string& lines : biases) std::printf("%s", lines.c_str());
    return 0;
}

}  // namespace hasami::train
