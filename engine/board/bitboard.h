// SPDX-License-Identifier: GPL-3.0-or-later
// Square sets as 64-bit words, and the square geometry of the 4x4, 6x6 and 8x8 boards.
// Every board lives in the top-left corner of the 8x8 grid: square index = row * 8 + column,
// with a1 = 0 (column a, row 1 at the top), h1 = 7, a2 = 8 and h8 = 63.
#pragma once

#include <bit>
#include <cassert>
#include <cstdint>

namespace hasami {

using Bitboard = std::uint64_t;
using Square = int;

constexpr int kGridSize = 8;
constexpr int kGridSquares = kGridSize * kGridSize;
// Moves that are not squares. Neither may reach bit(): test with isGridSquare first.
constexpr Square kPass = 64;  // the move of a side that has no legal move
constexpr Square kNoSquare = -1;

// A square of the grid, rather than kPass, kNoSquare or any other number.
constexpr bool isGridSquare(Square square) {
    return square >= 0 && square < kGridSquares;
}

constexpr Bitboard bit(Square square) {
    assert(isGridSquare(square));
    return Bitboard{1} << square;
}
constexpr Square squareAt(int column, int row) {
    return row * kGridSize + column;
}
constexpr int columnOf(Square square) {
    return square % kGridSize;
}
constexpr int rowOf(Square square) {
    return square / kGridSize;
}

inline int popcount(Bitboard set) {
    return std::popcount(set);
}
inline Square firstSquare(Bitboard set) {
    return std::countr_zero(set);
}
inline Bitboard withoutFirst(Bitboard set) {
    return set & (set - 1);
}

// Columns of the grid as square sets: a shift east or west must drop the squares that would
// wrap around to the next row.
constexpr Bitboard kColumnA = 0x0101010101010101ULL;
constexpr Bitboard kNotColumnA = ~kColumnA;
constexpr Bitboard kNotColumnH = ~(kColumnA << 7);
constexpr Bitboard kInnerColumns = kNotColumnA & kNotColumnH;  // b to g

constexpr bool isSupportedSize(int size) {
    return size == 4 || size == 6 || size == 8;
}

// The squares of a size x size board embedded in the top-left of the grid.
constexpr Bitboard boardMask(int size) {
    const Bitboard row = (Bitboard{1} << size) - 1;
    Bitboard mask = 0;
    for (int r = 0; r < size; ++r) mask |= row << (r * kGridSize);
    return mask;
}

// Iterates the squares of a set in increasing order: `for (Square s : squaresOf(set))`.
class SquareRange {
public:
    class Iterator {
    public:
        explicit constexpr Iterator(Bitboard set) : set_(set) {}
        Square operator*() const { return firstSquare(set_); }
        Iterator& operator++() {
            set_ = withoutFirst(set_);
            return *this;
        }
        constexpr bool operator!=(const Iterator& other) const { return set_ != other.set_; }

    private:
        Bitboard set_;
    };
    explicit constexpr SquareRange(Bitboard set) : set_(set) {}
    constexpr Iterator begin() const { return Iterator(set_); }
    constexpr Iterator end() const { return Iterator(0); }

private:
    Bitboard set_;
};

constexpr SquareRange squaresOf(Bitboard set) {
    return SquareRange(set);
}

}  // namespace hasami
