// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/board/symmetry.h"

#include <array>
#include <utility>

namespace hasami {

namespace {

// squareMaps()[size][symmetry][square]: the image of each square of a board of `size`.
using SquareMap = std::array<Square, kGridSquares>;
const std::array<std::array<SquareMap, kSymmetries>, kGridSize + 1>& squareMaps() {
    static const auto maps = [] {
        std::array<std::array<SquareMap, kSymmetries>, kGridSize + 1> all{};
        for (int size = 1; size <= kGridSize; ++size) {
            const int last = size - 1;
            for (int symmetry = 0; symmetry < kSymmetries; ++symmetry) {
                SquareMap& map = all[size][symmetry];
                map.fill(kNoSquare);
                for (int row = 0; row < size; ++row) {
                    for (int column = 0; column < size; ++column) {
                        const std::array<std::pair<int, int>, kSymmetries> images = {{
                            {column, row},
                            {last - row, column},
                            {last - column, last - row},
                            {row, last - column},
                            {last - column, row},
                            {column, last - row},
                            {row, column},
                            {last - row, last - column},
                        }};
                        const auto [toColumn, toRow] = images[symmetry];
                        map[squareAt(column, row)] = squareAt(toColumn, toRow);
                    }
                }
            }
        }
        return all;
    }();
    return maps;
}

}  // namespace

Square transformSquare(Square square, int size, int symmetry) {
    if (!isGridSquare(square)) return square;
    return squareMaps()[size][symmetry][square];
}

Bitboard transformDiscs(Bitboard discs, int size, int symmetry) {
    if (symmetry == 0) return discs;
    const SquareMap& map = squareMaps()[size][symmetry];
    Bitboard image = 0;
    for (const Square square : squaresOf(discs)) image |= bit(map[square]);
    return image;
}

Bitboard distinctMoves(Bitboard player, Bitboard opponent, Bitboard moves, int size) {
    Bitboard distinct = moves;
    for (int symmetry = 1; symmetry < kSymmetries; ++symmetry) {
        if (transformDiscs(player, size, symmetry) != player ||
            transformDiscs(opponent, size, symmetry) != opponent) {
            continue;
        }
        for (const Square square : squaresOf(moves)) {
            if (transformSquare(square, size, symmetry) < square) distinct &= ~bit(square);
        }
    }
    return distinct;
}

}  // namespace hasami
