// SPDX-License-Identifier: GPL-3.0-or-later
// The values a search takes and gives: its limits, its answer (SearchInfo) and every move's
// value (Analysis). The small header most code needs; the searcher itself is search.h.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <vector>

#include "engine/board/bitboard.h"
#include "engine/board/score.h"

namespace hasami {

struct SearchLimits {
    int depth = 0;                      // plies; 0: no depth limit
    std::chrono::milliseconds time{0};  // 0: no time limit
    // The time is a clock's share, not the move's own: no iteration starts after half of it,
    // leaving the rest to later moves. A move's own time is spent whole (docs/engine.md).
    bool shareOfClock = false;
    std::uint64_t nodes = 0;  // 0: no node limit
    bool exact = false;       // search to the end of the game whatever the depth
    // Searcher::analyze: value only this many best moves exactly and bound the others from
    // above, which is faster (0: value every move).
    int bestMoves = 0;
};

// `limits` with their time cut to `cap` where a cap is set (0: none), as a clock requires.
inline SearchLimits withinTime(SearchLimits limits, std::chrono::milliseconds cap) {
    if (cap.count() > 0 && (limits.time.count() == 0 || cap < limits.time)) {
        limits.time = cap;
        limits.shareOfClock = true;
    }
    return limits;
}

// The most threads a search may use.
inline constexpr int kMaxThreads = 64;

struct SearchInfo {
    Square bestMove = kNoSquare;  // kPass when the side to move must pass
    int score = 0;
    int depth = 0;       // plies completed; the number of empties when exact
    bool exact = false;  // the score is the game's final disc difference under best play
    // Below 100: a probable solve's value (a selective solve to the end), right this often. A
    // midgame search's value is an estimate at its depth: 100.
    int probability = 100;
    bool book = false;  // the move and its value come from the opening book (engine/book/book.h)
    std::uint64_t nodes = 0;   // positions visited
    std::uint64_t leaves = 0;  // of them, positions evaluated statically
    double seconds = 0;
    std::vector<Square> principalVariation;
};

using ProgressCallback = std::function<void(const SearchInfo&)>;

// One legal move's value, as an analysis found it.
struct MoveValue {
    Square move = kNoSquare;
    int score = 0;       // for the side to move, after this move and best play on both sides
    int depth = 0;       // plies searched from the position; its empties when exact
    bool exact = false;  // the game's final disc difference under best play
    bool book = false;   // the opening book's value (its deep searches, by negamax)
    // Below 100: a probable solve's value, right this often; 100 for an estimate at a depth.
    int probability = 100;
    std::vector<Square> line = {};  // the move and the best play after it, as far as known
    // The move is worse than the best ones an analysis was asked for: `score` is only an upper
    // bound of its value, and it has no line.
    bool upperBound = false;
};

// The values of every legal move of a position.
struct Analysis {
    // Best first. The pass alone when it is forced; none when the game is over.
    std::vector<MoveValue> moves;
    int depth = 0;       // the deepest iteration completed for every move
    bool exact = false;  // every move's value is exact
    // Below 100: the values of a probable solve, right this often; 100 for estimates.
    int probability = 100;
    bool book = false;  // the values are the opening book's
    // Above 0: only this many best moves are valued, the others' scores are upper bounds
    // (SearchLimits::bestMoves).
    int bestMoves = 0;
    std::uint64_t nodes = 0;
    double seconds = 0;
};

using AnalysisCallback = std::function<void(const Analysis&)>;

}  // namespace hasami
