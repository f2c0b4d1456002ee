// SPDX-License-Identifier: GPL-3.0-or-later
// What a set-up position must be to start a game from it. A position a game can reach has its
// four centre squares filled (they start so and discs are never removed), and each of its
// discs touches another, since every disc was placed next to one: the discs form one group,
// counting diagonal neighbours. These are checked; a position where neither side can move is
// possible, and is a finished game.
#pragma once

#include <optional>

#include "engine/board/position.h"

namespace hasami {

enum class SetupProblem {
    EmptyCentre,  // a centre square is empty
    Scattered,    // some discs do not touch the group of the centre
};

// The first reason `position` cannot arise in a game, or none.
std::optional<SetupProblem> setupProblem(const Position& position);

// The squares of `position`'s board next to `squares` (diagonals too), `squares` included.
Bitboard withNeighbours(Bitboard squares, int size);

}  // namespace hasami
