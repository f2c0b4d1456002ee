// SPDX-License-Identifier: GPL-3.0-or-later
// The rules written the slow, obvious way: walk from a square in each of the eight directions
// while the discs belong to the opponent. An oracle for the bitboard kernels, sharing nothing
// with them but the square numbering.
#pragma once

#include "engine/board/position.h"

namespace hasami::test {

inline Bitboard referenceFlips(const Position& position, Square square) {
    const int size = position.size();
    const int column = columnOf(square);
    const int row = rowOf(square);
    if (column >= size || row >= size) return 0;
    const Bitboard own = position.player();
    const Bitboard other = position.opponent();
    if ((own | other) & bit(square)) return 0;
    Bitboard flipped = 0;
    for (int dc = -1; dc <= 1; ++dc) {
        for (int dr = -1; dr <= 1; ++dr) {
            if (dc == 0 && dr == 0) continue;
            Bitboard run = 0;
            int c = column + dc;
            int r = row + dr;
            while (c >= 0 && c < size && r >= 0 && r < size && (other & bit(squareAt(c, r)))) {
                run |= bit(squareAt(c, r));
                c += dc;
                r += dr;
            }
            const bool closed =
                c >= 0 && c < size && r >= 0 && r < size && (own & bit(squareAt(c, r)));
            if (closed) flipped |= run;
        }
    }
    return flipped;
}

inline Bitboard referenceLegalMoves(const Position& position) {
    Bitboard moves = 0;
    for (Square square = 0; square < 64; ++square) {
        if (referenceFlips(position, square)) moves |= bit(square);
    }
    return moves;
}

}  // namespace hasami::test
