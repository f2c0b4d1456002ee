// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/board/geometry.h"

namespace hasami {

namespace {

Geometry make(int size) {
    Geometry g{};
    g.size = size;
    g.squareCount = size * size;
    g.squares = boardMask(size);
    const int last = size - 1;
    const int cornerColumns[4] = {0, last, 0, last};
    const int cornerRows[4] = {0, 0, last, last};
    for (int i = 0; i < 4; ++i) {
        const int c = cornerColumns[i];
        const int r = cornerRows[i];
        const int inward = c == 0 ? 1 : -1;
        const int down = r == 0 ? 1 : -1;
        CornerRegion& region = g.cornerRegions[i];
        region.corner = bit(squareAt(c, r));
        region.xSquare = bit(squareAt(c + inward, r + down));
        region.cSquares = bit(squareAt(c + inward, r)) | bit(squareAt(c, r + down));
        g.corners |= region.corner;
        g.xSquares |= region.xSquare;
        g.cSquares |= region.cSquares;
    }
    for (int i = 0; i < size; ++i) {
        g.topBottom |= bit(squareAt(i, 0)) | bit(squareAt(i, last));
        g.leftRight |= bit(squareAt(0, i)) | bit(squareAt(last, i));
    }
    g.edges = g.topBottom | g.leftRight;
    const int half = size / 2;
    for (int r = 0; r < size; ++r) {
        for (int c = 0; c < size; ++c) {
            g.quadrants[(r >= half ? 2 : 0) + (c >= half ? 1 : 0)] |= bit(squareAt(c, r));
        }
    }
    return g;
}

}  // namespace

const Geometry& Geometry::of(int size) {
    static const Geometry four = make(4);
    static const Geometry six = make(6);
    static const Geometry eight = make(8);
    return size == 4 ? four : size == 6 ? six : eight;
}

}  // namespace hasami
