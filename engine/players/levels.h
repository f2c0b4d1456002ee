// SPDX-License-Identifier: GPL-3.0-or-later
// The ten levels of play, from a first-time player's to the full engine, as players. Each
// level below the top analyses every legal move to its depth and then chooses among them by how
// much each loses against the best: a move losing L discs is chosen with a weight of
// exp(-L / temperature), so larger losses are less likely, and a stronger level (a lower
// temperature, a deeper search, a longer exact endgame) makes smaller and rarer mistakes. The
// choice is seeded, so a match can be replayed, and varies from game to game. Level 10 is the
// engine at its full strength and always plays its best move.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <random>

#include "engine/search/types.h"

namespace hasami {

struct Level {
    int depth = 1;           // plies of each move's analysis
    int exactEmpties = 0;    // the endgame solved from this many empties
    double temperature = 0;  // discs: how readily a move is chosen for all it loses; 0: best
};

inline constexpr int kLevelCount = 10;

// The level `number` (1 to kLevelCount).
const Level& levelOf(int number);

// The move a level chooses among `analysis`'s moves (best first), drawing from `random`.
Square chooseByLoss(const Analysis& analysis, double temperature, std::mt19937_64& random);

}  // namespace hasami
