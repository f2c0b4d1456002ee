// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/board/symmetry.h"

#include <array>
#include <cstdint>
#include <tuple>
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
    // On the corner of a smaller board a reversal of the grid's columns or rows is shifted back.
    const int unused = kGridSize - size;
    const auto columns = [unused](Bitboard set) { return mirrorColumns(set) >> unused; };
    const auto rows = [unused](Bitboard set) { return flipRows(set) >> (kGridSize * unused); };
    switch (symmetry) {
        case 1:
            return columns(transposeGrid(discs));
        case 2:
            return rows(columns(discs));
        case 3:
            return rows(transposeGrid(discs));
        case 4:
            return columns(discs);
        case 5:
            return rows(discs);
        case 6:
            return transposeGrid(discs);
        case 7:
            return rows(columns(transposeGrid(discs)));
        default:
            return discs;
    }
}

int inverseSymmetry(int symmetry) {
    // The two quarter turns undo each other; every other symmetry undoes itself.
    return symmetry == 1 ? 3 : symmetry == 3 ? 1 : symmetry;
}

int composedSymmetry(int first, int then) {
    // b1 has eight different images: its image names the symmetry.
    static const auto table = [] {
        constexpr Square kWitness = 1;
        std::array<std::array<std::uint8_t, kSymmetries>, kSymmetries> composed{};
        for (int a = 0; a < kSymmetries; ++a) {
            for (int b = 0; b < kSymmetries; ++b) {
                const Square image =
                    transformSquare(transformSquare(kWitness, kGridSize, a), kGridSize, b);
                for (int c = 0; c < kSymmetries; ++c) {
                    if (transformSquare(kWitness, kGridSize, c) == image) {
                        composed[std::size_t(a)][std::size_t(b)] = std::uint8_t(c);
                    }
                }
            }
        }
        return composed;
    }();
    return table[std::size_t(first)][std::size_t(then)];
}

int symmetryOfFlags(int flags) {
    // Columns reversed (4), rows reversed (5), both (2); then transposed: 6, 3, 1, 7.
    constexpr std::array<int, kSymmetries> kOfFlags{0, 4, 5, 2, 6, 3, 1, 7};
    return kOfFlags[std::size_t(flags & 7)];
}

LeastImage leastImage(Bitboard first, Bitboard second, int size) {
    LeastImage least{first, second, 0};
    for (int symmetry = 1; symmetry < kSymmetries; ++symmetry) {
        const Bitboard turnedFirst = transformDiscs(first, size, symmetry);
        const Bitboard turnedSecond = transformDiscs(second, size, symmetry);
        if (std::tie(turnedFirst, turnedSecond) < std::tie(least.first, least.second)) {
            least = {turnedFirst, turnedSecond, symmetry};
        }
    }
    return least;
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
