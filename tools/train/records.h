// SPDX-License-Identifier: GPL-3.0-or-later
// The training records hasami-train writes and reads: a position (the side to move first) and
// its exact final score for that side, 17 bytes each, little-endian; and the file and progress
// helpers of the long jobs.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "engine/board/bitboard.h"
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

// Writes `bytes` to `path` through a temporary file renamed over it, so that a reader, or a
// run resumed after a stop, finds the old file or the new one whole, never a part. False if
// it cannot.
bool replaceFile(const std::string& path, std::span<const char> bytes);

}  // namespace hasami::train
