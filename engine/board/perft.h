// SPDX-License-Identifier: GPL-3.0-or-later
// Counting the game tree: perft (leaves at a fixed depth) and the complete tree of small boards.
// Both are correctness oracles for the move generator, checked against published figures.
#pragma once

#include <cstdint>

#include "engine/board/position.h"

namespace hasami {

// Leaves of the game tree cut at `depth` plies, where a forced pass is a ply and a finished
// game is a leaf wherever it ends (OEIS A124004 for the 8x8 start position).
std::uint64_t perft(const Position& position, int depth);

struct GameTreeCount {
    std::uint64_t nodes = 0;  // every position reached, the root and each forced pass included
    std::uint64_t games = 0;  // complete games: the leaves
};

// The complete game tree below `position`: a side with no move gets one child, the pass; a
// side with no move right after a pass ends the game. Only sensible for the 4x4 board.
GameTreeCount countGameTree(const Position& position);

}  // namespace hasami
