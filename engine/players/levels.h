// SPDX-License-Identifier: GPL-3.0-or-later
// The levels of play, from a first-time player's to the full engine at tournament pace, as
// players. Each level below 10 analyses every legal move to its depth and then chooses among
// them by how much each loses against the best: a move losing L discs is chosen with a weight of
// exp(-L / temperature), so larger losses are less likely, and a stronger level (a lower
// temperature, a deeper search, a longer exact endgame) makes smaller and rarer mistakes. The
// choice is seeded, so a match can be replayed, and varies from game to game. From level 10 on
// the engine always plays its best move: level 10 searches 10 plies, the levels above it think
// for a time a move, the top one at tournament pace and, with a clock, for the clock's budget.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <memory>
#include <random>

#include "engine/search/types.h"

namespace hasami {

struct Level {
    int depth = 1;           // plies of each move's analysis; 0: as deep as its time allows
    int exactEmpties = 0;    // the endgame solved from this many empties
    double temperature = 0;  // discs: how readily a move is chosen for all it loses; 0: best
    std::chrono::milliseconds moveTime{0};  // a move's time; 0: its depth alone limits it
    // With a clock, the clock's budget for the move instead of moveTime (the top level's
    // tournament pace); the others keep to whichever is shorter.
    bool clockPaced = false;
};

inline constexpr int kLevelCount = 13;
// The first level that always plays its best move, to a depth: what the protocol servers play
// when told neither a depth nor a time.
inline constexpr int kBestMoveLevel = 10;

// The level `number` (1 to kLevelCount).
const Level& levelOf(int number);

// The limits of a level's search of one position, before a clock's cap.
SearchLimits levelLimits(const Level& level);

// The move a level chooses among `analysis`'s moves (best first), drawing from `random`.
Square chooseByLoss(const Analysis& analysis, double temperature, std::mt19937_64& random);

}  // namespace hasami
