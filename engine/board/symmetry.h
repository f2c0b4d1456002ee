// SPDX-License-Identifier: GPL-3.0-or-later
// The eight symmetries of a square board (the identity, three turns and four reflections), and
// the moves of a position that its own symmetries leave distinct.
#pragma once

#include "engine/board/bitboard.h"

namespace hasami {

constexpr int kSymmetries = 8;

// The image of `discs` on a board of `size` under symmetry `symmetry` (0 to 7: the identity,
// three turns, and the four reflections).
Bitboard transformDiscs(Bitboard discs, int size, int symmetry);
Square transformSquare(Square square, int size, int symmetry);

// The moves among `moves` that are not the image of a lower one under a symmetry mapping the
// position (`player`, `opponent`) onto itself: equal moves have equal values, so a search
// needs one of each. All of `moves` for a position without symmetry, nearly every one.
Bitboard distinctMoves(Bitboard player, Bitboard opponent, Bitboard moves, int size);

}  // namespace hasami
