// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/train/label.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <mutex>

#include "app/command_line/command_line.h"
#include "engine/eval/pattern_weights.h"
#include "engine/search/search.h"
#include "engine/util/words.h"
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

// The band's records in runs of kRun, and the output in pieces: run k's piece holds the records
// after run k - 1's last one up to its own last one, labelled; the piece after the last run
// holds the rest of the file.
struct LabelRuns {
    std::vector<Record>& records;
    const std::vector<std::size_t>& chosen;

    int count() const { return int((chosen.size() + kRun - 1) / kRun); }
    // The records of the band labelled by the runs before `run`.
    std::size_t labelledBefore(int run) const {
        return std::min(chosen.size(), std::size_t(run) * kRun);
    }
    std::vector<char> piece(int run) const {
        const std::size_t from = run == 0 ? 0 : chosen[labelledBefore(run) - 1] + 1;
        const std::size_t to =
            run == count() ? records.size() : chosen[labelledBefore(run + 1) - 1] + 1;
        std::vector<char> bytes;
        bytes.reserve((to - from) * kRecordBytes);
        for (std::size_t i = from; i < to; ++i) appendRecord(bytes, records[i]);
        return bytes;
    }
};

// Labels the runs not yet in `output`, as many as options.runs, on options.threads threads,
// each run written as it is done. False if writing failed.
bool labelRuns(const LabelOptions& options, const std::shared_ptr<const PatternWeights>& weights,
               const LabelRuns& runs, JournaledOutput& output) {
    const int first = std::min(output.done(), runs.count());
    if (first > 0) std::fprintf(stderr, "label: resuming after %zu\n", runs.labelledBefore(first));
    std::mutex mutex;
    std::atomic<bool> failed{false};
    ProgressReport progress("label", "records", runs.chosen.size(), runs.labelledBefore(first));
    forEachInParallel(
        options.threads, std::size_t(std::min<std::int64_t>(runs.count() - first, options.runs)),
        [&] {
            SearchOptions searchOptions;
            searchOptions.hashMegabytes = 16;
            searchOptions.exactEmpties = 0;
            searchOptions.weights = weights;
            return std::make_unique<Searcher>(searchOptions);
        },
        [&](std::unique_ptr<Searcher>& searcher, std::size_t item) {
            if (failed) return;
            const int run = first + int(item);
            searcher->clearHash();
            for (std::size_t k = runs.labelledBefore(run); k < runs.labelledBefore(run + 1); ++k) {
                labelRecord(*searcher, runs.records[runs.chosen[k]], options);
            }
            const std::lock_guard lock(mutex);
            if (failed || !output.add(run, runs.piece(run))) {
                failed = true;
                return;
            }
            progress.update(runs.labelledBefore(output.done()));
        });
    return !failed;
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

void labelRecord(Searcher& searcher, Record& record, const LabelOptions& options) {
    const Position position =
        Position::fromDiscs(options.boardSize, record.player, record.opponent, Color::Black);
    int label = 0;
    if (position.emptyCount() <= options.depth + int(options.bothParities)) {
        SearchLimits exact;
        exact.exact = true;
        label = searcher.search(position, exact).score;
    } else {
        label = searchLabel(searcher, position, options.depth, options.bothParities).score;
    }
    record.score = options.blend ? meanLabel(record.score + label) : label;
}

int meanLabel(int sum) {
    // Halves to the even neighbour: no lean either way over many labels.
    const int half = sum >= 0 ? sum / 2 : -(-sum / 2);
    return sum % 2 == 0 || half % 2 == 0 ? half : half + (sum > 0 ? 1 : -1);
}

std::string LabelOptions::signature() const {
    return "board=" + std::to_string(boardSize) + " empties=" + std::to_string(lowEmpties) + '-' +
           std::to_string(highEmpties) + " depth=" + std::to_string(depth) +
           (bothParities ? " both-parities" : "") + (blend ? " blend" : "") +
           " weights=" + (weights.empty() ? std::string("built-in") : weights) + ' ' +
           inputsSignature(inputs);
}

int runLabel(const LabelOptions& options) {
    const Parsed<std::shared_ptr<const PatternWeights>> weights =
        searchWeights(options.weights, options.boardSize);
    if (!weights) return cli::fail(QString::fromStdString(weights.error()));
    const std::filesystem::path folder =
        std::filesystem::absolute(std::filesystem::path(options.out)).parent_path();
    if (std::error_code error; !std::filesystem::is_directory(folder, error)) {
        return cli::fail(
            QStringLiteral("cannot write '%1'").arg(QString::fromStdString(options.out)));
    }
    Parsed<std::vector<Record>> read = readRecords(options.inputs);
    if (!read) return cli::fail(QString::fromStdString(read.error()));
    std::vector<Record> records = std::move(read).value();
    const Parsed<std::vector<std::size_t>> band = recordsInBand(records, options);
    if (!band) return cli::fail(QString::fromStdString(band.error()));
    // The labelled records go to a file beside the output, in runs, with a journal; the output
    // (which may be an input) is replaced by it once every run is in.
    const std::string part = options.out + ".part";
    Parsed<JournaledOutput> resumed = JournaledOutput::resume(part, "runs", options.signature());
    if (!resumed) return cli::fail(QString::fromStdString(resumed.error()));
    JournaledOutput output = std::move(resumed).value();
    std::fprintf(stderr, "label: %zu of %zu records have %d-%d empties\n", band->size(),
                 records.size(), options.lowEmpties, options.highEmpties);
    const LabelRuns runs{records, *band};
    if (!labelRuns(options, *weights, runs, output)) {
        return cli::fail(QStringLiteral("cannot write '%1'").arg(QString::fromStdString(part)));
    }
    if (output.done() < runs.count()) {
        std::fprintf(stderr, "label: stopped after %zu records; the same command goes on\n",
                     runs.labelledBefore(output.done()));
        return 0;
    }
    if (output.done() == runs.count() && !output.add(runs.count(), runs.piece(runs.count()))) {
        return cli::fail(QStringLiteral("cannot write '%1'").arg(QString::fromStdString(part)));
    }
    std::error_code error;
    std::filesystem::rename(part, options.out, error);
    if (error) {
        return cli::fail(
            QStringLiteral("cannot write '%1'").arg(QString::fromStdString(options.out)));
    }
    std::filesystem::remove(journalOf(part), error);
    return 0;
}

}  // namespace hasami::train
