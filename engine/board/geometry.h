// SPDX-License-Identifier: GPL-3.0-or-later
// The named regions of each board size: corners, the X- and C-squares next to them, edges and
// quadrants. Defined once per size; the evaluation and the search read them.
#pragma once

#include <array>

#include "engine/board/bitboard.h"

namespace hasami {

struct CornerRegion {
    Bitboard corner;
    Bitboard xSquare;   // diagonally next to the corner: the worst square while it is empty
    Bitboard cSquares;  // next to the corner along the edges
};

struct Geometry {
    int size;
    int squareCount;
    Bitboard squares;
    Bitboard corners;
    Bitboard xSquares;
    Bitboard cSquares;
    Bitboard edges;      // the outer ring, corners included
    Bitboard topBottom;  // first and last rows
    Bitboard leftRight;  // first and last columns
    std::array<CornerRegion, 4> cornerRegions;
    std::array<Bitboard, 4> quadrants;  // for parity: the board cut in four

    static const Geometry& of(int size);  // size: 4, 6 or 8
};

// Squares next to any square of `set` (8-neighbourhood) on the 8x8 grid, without wrapping.
inline Bitboard neighbours(Bitboard set) {
    const Bitboard east = (set << 1) & kNotColumnA;
    const Bitboard west = (set >> 1) & kNotColumnH;
    const Bitboard row = set | east | west;
    return (row | (row << 8) | (row >> 8)) & ~set;
}

}  // namespace hasami
