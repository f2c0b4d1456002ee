// SPDX-License-Identifier: GPL-3.0-or-later
// Finding puzzles: the positions of games where a player went wrong and one answer stands
// out, judged by exact solves near the end and by searches before.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <set>
#include <span>
#include <tuple>
#include <vector>

#include "engine/puzzles/puzzle.h"
#include "engine/search/types.h"

namespace hasami {

class Searcher;

struct PuzzleSearch {
    int minEmpties = 8;  // the positions looked at
    int maxEmpties = 26;
    int exactEmpties = 20;  // solved exactly up to this many empties ...
    int depth = 14;         // ... searched this many plies beyond
    int threads = 1;
    std::size_t hashMegabytes = 64;
    PuzzleRules rules;
};

class PuzzleFinder {
public:
    explicit PuzzleFinder(const PuzzleSearch& search);
    ~PuzzleFinder();
    PuzzleFinder(const PuzzleFinder&) = delete;
    PuzzleFinder& operator=(const PuzzleFinder&) = delete;

    const PuzzleSearch& search() const { return search_; }
    // The puzzle `position` makes, whatever its empties; nullopt when none (or stopped).
    std::optional<Puzzle> judge(const Position& position, const std::atomic<bool>* stop = nullptr);
    // The puzzles of a game played from `start` (forced passes may be left out): its positions
    // within the empties asked for where the move played was wrong and one answer stands out,
    // in the game's order. A position met before, in this game or an earlier one, is skipped.
    std::vector<Puzzle> inGame(const Position& start, std::span<const Square> moves,
                               const std::atomic<bool>* stop = nullptr);

private:
    SearchLimits limitsFor(const Position& position) const;
    // Whether `move` at `position` loses against the best, by the position's value and the
    // value after it: a cheap look before the analysis of every move.
    bool mayBeWrong(const Position& position, Square move, const std::atomic<bool>* stop);

    PuzzleSearch search_;
    std::unique_ptr<Searcher> searcher_;
    std::set<std::tuple<std::uint64_t, std::uint64_t, int>> seen_;
};

}  // namespace hasami
