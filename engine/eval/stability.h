// SPDX-License-Identifier: GPL-3.0-or-later
// Discs that can never be flipped again, found cheaply: a lower bound on the true set, so
// `squares - 2 * stable(opponent)` bounds the side to move's final score from above.
#pragma once

#include "engine/board/geometry.h"

namespace hasami {

// `own` discs that are stable. A disc can be flipped only along one of its four lines (row,
// column, two diagonals), and only if it lies between two squares of that line. It cannot be
// in a line that is full, nor in one where a neighbour is a stable disc of its own colour
// (any run through it would hold that neighbour too) or off the board. Grown to a fixpoint
// from the corners.
Bitboard stableDiscs(Bitboard own, Bitboard other, const Geometry& geometry);

}  // namespace hasami
