// SPDX-License-Identifier: GPL-3.0-or-later
// The eight symmetries of a square board (the identity, three turns and four reflections), the
// one place of their numbering, their algebra and their fast forms on bitboards; and the moves
// of a position that its own symmetries leave distinct.
//
// Symmetry s takes the square (column, row) of a board whose last row and column are `last`
// to: 0 (column, row), 1 (last - row, column), 2 (last - column, last - row),
// 3 (row, last - column) (the identity and the three quarter turns), 4 (last - column, row),
// 5 (column, last - row), 6 (row, column), 7 (last - row, last - column) (the reflections).
#pragma once

#include "engine/board/bitboard.h"

namespace hasami {

constexpr int kSymmetries = 8;

// The three reflections of the 8x8 grid that the others are made of, each its own inverse:
// column c to 7 - c, row r to 7 - r, and (column, row) to (row, column).
constexpr Bitboard mirrorColumns(Bitboard set) {
    constexpr Bitboard k1 = 0x5555555555555555ULL;
    constexpr Bitboard k2 = 0x3333333333333333ULL;
    constexpr Bitboard k4 = 0x0F0F0F0F0F0F0F0FULL;
    set = ((set >> 1) & k1) | ((set & k1) << 1);
    set = ((set >> 2) & k2) | ((set & k2) << 2);
    return ((set >> 4) & k4) | ((set & k4) << 4);
}
constexpr Bitboard flipRows(Bitboard set) {
    return __builtin_bswap64(set);
}
constexpr Bitboard transposeGrid(Bitboard set) {
    Bitboard swapped = 0x0F0F0F0F00000000ULL & (set ^ (set << 28));
    set ^= swapped ^ (swapped >> 28);
    swapped = 0x3333000033330000ULL & (set ^ (set << 14));
    set ^= swapped ^ (swapped >> 14);
    swapped = 0x5500550055005500ULL & (set ^ (set << 7));
    return set ^ swapped ^ (swapped >> 7);
}

// The image of `discs` on a board of `size` (the size x size corner of the grid) under
// `symmetry`, with the reflections above.
Bitboard transformDiscs(Bitboard discs, int size, int symmetry);
Square transformSquare(Square square, int size, int symmetry);

// The symmetry that undoes `symmetry`.
int inverseSymmetry(int symmetry);
// The symmetry that `first` then `then` make together.
int composedSymmetry(int first, int then);
// The symmetry that reverses the columns if flags & 1, the rows if flags & 2, then swaps columns
// and rows if flags & 4 (the order in which the pattern layouts list their instances).
int symmetryOfFlags(int flags);

// The least of the eight images of a pair of disc sets (ordered by `first`, then `second`),
// and the first symmetry that gives it: one key for a position and all its images (the opening
// book's, the database index's).
struct LeastImage {
    Bitboard first = 0;
    Bitboard second = 0;
    int symmetry = 0;
};
LeastImage leastImage(Bitboard first, Bitboard second, int size);

// The moves among `moves` that are not the image of a lower one under a symmetry mapping the
// position (`player`, `opponent`) onto itself: equal moves have equal values, so a search
// needs one of each. All of `moves` for a position without symmetry, nearly every one.
Bitboard distinctMoves(Bitboard player, Bitboard opponent, Bitboard moves, int size);

}  // namespace hasami
