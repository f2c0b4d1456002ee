// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/train/label.h"

#include <chrono>
#include <cstdio>
#include <memory>
#include <mutex>

#include <QFileInfo>

#include "app/command_line/command_line.h"
#include "engine/eval/pattern_weights.h"
#include "engine/search/search.h"
#include "engine/util/work_queue.h"
#include "tools/train/records.h"

namespace hasami::train {

namespace {

// Records are searched in runs of this many (about a game), each run with clear tables, so
// that the labels do not depend on how the runs are shared between threads.
constexpr std::size_t kRun = 64;

// The indices of the records within the band of options, or why the records are not of the
// board's.
Parsed<std::vector<std::size_t>> recordsInBand(const std::vector<Record>& records,
                                               const LabelOptions& options) {
    const Geometry& geometry = Geometry::of(options.boardSize);
    std::vector<std::size_t> chosen;
    for (std::size_t i = 0; i < records.size(); ++i) {
        if (((records[i].player | records[i].opponent) & ~geometry.squares) != 0) {
            return ParseError{"record " + std::to_string(i + 1) + " has discs off the " +
                              std::to_string(options.boardSize) + "x" +
                              std::to_string(options.boardSize) + " board"};
        }
        const int empties = popcount(geometry.squares & ~(records[i].player | records[i].opponent));
        if (empties >= options.lowEmpties && empties <= options.highEmpties) chosen.push_back(i);
    }
    return chosen;
}

// Labels `record` again: exactly when the search would reach the end, else by searchLabel.
void labelRecord(Searcher& searcher, Record& record, const LabelOptions& options) {
    const Position position =
        Position::fromDiscs(options.boardSize, record.player, record.opponent, Color::Black);
    if (position.emptyCount() <= options.depth + int(options.bothParities)) {
        SearchLimits exact;
        exact.exact = true;
        record.score = searcher.search(position, exact).score;
    } else {
        record.score = searchLabel(searcher, position, options.depth, options.bothParities).score;
    }
}

// The weights file the searches use (null: the built-in weights), or why it is refused.
Parsed<std::shared_ptr<const PatternWeights>> labelWeights(const LabelOptions& options) {
    if (options.weights.empty()) return std::shared_ptr<const PatternWeights>();
    const auto read = patternWeightsFile(options.weights);
    if (!read) return ParseError(read.error());
    if ((*read)->layout().boardSize() != options.boardSize) {
        return ParseError("'" + options.weights + "' holds weights for another board");
    }
    return *read;
}

}  // namespace

SearchInfo searchLabel(Searcher& searcher, const Position& position, int depth, bool bothParities) {
    SearchLimits limits;
    limits.depth = depth;
    SearchInfo first = searcher.search(position, limits);
    if (!bothParities) return first;
    limits.depth = depth + 1;
    first.score = meanLabel(first.score + searcher.search(position, limits).score);
    return first;
}

int meanLabel(int sum) {
    // Halves to the even neighbour: no lean either way over many labels.
    const int half = sum >= 0 ? sum / 2 : -(-sum / 2);
    return sum % 2 == 0 || half % 2 == 0 ? half : half + (sum > 0 ? 1 : -1);
}

int runLabel(const LabelOptions& options) {
    const Parsed<std::shared_ptr<const PatternWeights>> weights = labelWeights(options);
    if (!weights) return cli::fail(QString::fromStdString(weights.error()));
    // The output is written at the end, whole; a folder it cannot go in is known first.
    const QFileInfo folder(QFileInfo(QString::fromStdString(options.out)).absolutePath());
    if (!folder.isDir() || !folder.isWritable()) {
        return cli::fail(
            QStringLiteral("cannot write '%1'").arg(QString::fromStdString(options.out)));
    }
    const Parsed<std::vector<Record>> read = readRecords(options.inputs);
    if (!read) return cli::fail(QString::fromStdString(read.error()));
    std::vector<Record> records = *read;
    const Parsed<std::vector<std::size_t>> band = recordsInBand(records, options);
    if (!band) return cli::fail(QString::fromStdString(band.error()));
    const std::vector<std::size_t>& chosen = *band;
    std::fprintf(stderr, "label: %zu of %zu records have %d-%d empties\n", chosen.size(),
                 records.size(), options.lowEmpties, options.highEmpties);
    std::mutex mutex;
    std::size_t done = 0;
    const auto start = std::chrono::steady_clock::now();
    auto lastReport = start;
    const std::size_t runs = (chosen.size() + kRun - 1) / kRun;
    forEachInParallel(
        options.threads, runs,
        [&] {
            SearchOptions searchOptions;
            searchOptions.hashMegabytes = 16;
            searchOptions.exactEmpties = 0;
            searchOptions.weights = *weights;
            return std::make_unique<Searcher>(searchOptions);
        },
        [&](std::unique_ptr<Searcher>& searcher, std::size_t run) {
            searcher->clearHash();
            const std::size_t end = std::min(chosen.size(), (run + 1) * kRun);
            for (std::size_t k = run * kRun; k < end; ++k) {
                labelRecord(*searcher, records[chosen[k]], options);
            }
            const std::lock_guard lock(mutex);
            done += end - run * kRun;
            const auto now = std::chrono::steady_clock::now();
            if (now - lastReport >= std::chrono::seconds(10) || done == chosen.size()) {
                lastReport = now;
                const double seconds = std::chrono::duration<double>(now - start).count();
                const double left = seconds / double(done) * double(chosen.size() - done);
                std::fprintf(stderr, "label: %s %zu/%zu records, %s, %s left\n",
                             progressBar(double(done), double(chosen.size())).c_str(), done,
                             chosen.size(), duration(seconds).c_str(), duration(left).c_str());
            }
        });
    std::vector<char> bytes;
    bytes.reserve(records.size() * kRecordBytes);
    for (const Record& record : records) appendRecord(bytes, record);
    if (!replaceFile(options.out, bytes)) {
        return cli::fail(
            QStringLiteral("cannot write '%1'").arg(QString::fromStdString(options.out)));
    }
    return 0;
}

}  // namespace hasami::train
