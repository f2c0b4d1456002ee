// SPDX-License-Identifier: GPL-3.0-or-later
// The training records hasami-train writes and reads: a position (the side to move first) and
// its exact final score for that side, 17 bytes each, little-endian; and the file and progress
// helpers of the long jobs.
#pragma once

#include <chrono>
#include <cstdint>
#include <fstream>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "engine/board/bitboard.h"
#include "engine/eval/pattern_weights.h"
#include "engine/util/parsed.h"

namespace hasami::train {

struct Record {
    Bitboard player;
    Bitboard opponent;
    int score;  // exact, for the side to move
};

constexpr std::size_t kRecordBytes = 17;

void appendRecord(std::vector<char>& out, const Record& record);

// Every record of every file, in order; refuses a file that cannot be read or whose length is
// not a whole number of records, naming it.
Parsed<std::vector<Record>> readRecords(const std::vector<std::string>& files);

// A duration as 1h02m03s, for progress lines.
std::string duration(double seconds);
// A bar of how much of `total` is done, and the share: "[#########...........]  45%".
std::string progressBar(double done, double total);

// The progress of a long job on stderr, every 10 seconds and when it is done: "JOB: [bar] D/T
// UNIT, the time this run has taken, an estimate of the time left", the estimate from this run's
// pace.
class ProgressReport {
public:
    // `before`: of the `total`, what earlier runs did.
    ProgressReport(std::string job, std::string unit, std::uint64_t total, std::uint64_t before);
    // `done` of the total, earlier runs' included; `more` is said after the count (", 30
    // positions this run"), or nothing.
    void update(std::uint64_t done, const std::string& more = {});

private:
    std::string job_;
    std::string unit_;
    std::uint64_t total_;
    std::uint64_t before_;
    std::chrono::steady_clock::time_point start_;
    std::chrono::steady_clock::time_point last_;
};

// Writes `bytes` to `path` through a temporary file renamed over it, so that a reader, or a
// run resumed after a stop, finds the old file or the new one whole, never a part. False if
// it cannot.
bool replaceFile(const std::string& path, std::span<const char> bytes);

// The output of a long job made of pieces (games, runs of records) that finish out of order on
// several threads: they are written in order, and a journal beside the file (`path`.journal,
// one line "UNIT N bytes B SIGNATURE") says how many are in whole, so that a stopped run goes on
// where it stopped and writes what one uninterrupted run would have. The signature names the
// options the pieces depend on; a run with others is refused.
class JournaledOutput {
public:
    // The output at `path`, cut back to the pieces its journal holds whole (a run that stopped
    // may have left part of the next), or why the run cannot go on: a journal of other options,
    // a damaged one, a file shorter than its journal, a file that cannot be written.
    static Parsed<JournaledOutput> resume(const std::string& path, const std::string& unit,
                                          const std::string& signature);

    // The pieces in whole.
    int done() const { return done_; }
    // Keeps piece `index` (counted from the first piece of the first run) and writes those that
    // are now next in order (a piece in whole already is passed over). False when writing
    // fails.
    bool add(int index, std::vector<char> bytes);

private:
    JournaledOutput() = default;
    bool writeJournal() const;

    std::string path_;
    std::string unit_;
    std::string signature_;
    std::ofstream file_;
    int done_ = 0;
    std::uintmax_t bytes_ = 0;
    std::map<int, std::vector<char>> waiting_;
};

// The input files and their sizes, for a signature: a run resumes only on the same inputs.
std::string inputsSignature(const std::vector<std::string>& inputs);

// The journal beside an output file.
std::string journalOf(const std::string& out);

// The weights file a job's searches use (an empty path: null, the built-in weights), or why it
// is refused: unreadable, damaged, or for another board than `boardSize`.
Parsed<std::shared_ptr<const PatternWeights>> searchWeights(const std::string& path, int boardSize);

}  // namespace hasami::train
