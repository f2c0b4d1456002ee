// SPDX-License-Identifier: GPL-3.0-or-later
// The two hot kernels of the rules: legal moves and the discs a move flips, on bitboards.
// Both walk four line directions at once where the target has AVX2 (one 64-bit lane each, GCC
// vector extensions), else one direction at a time with constant shifts. They apply unchanged
// to every board size embedded in the grid: squares outside the board are never occupied, so
// runs of discs stop at its edge.
#pragma once

#include "engine/board/bitboard.h"

namespace hasami {
namespace detail {

// Columns a and h may not carry a run that moves sideways (kInnerColumns), or it would wrap to
// the next row.
inline constexpr Bitboard kAllSquares = ~Bitboard{0};

// Runs of `runners` (at most six long, as on the 8x8 board) that start next to `origin`, in
// both senses of a line direction. Kogge-Stone doubling: four steps instead of six.
template <typename Set>
struct Runs {
    Set up;    // towards higher square indices
    Set down;  // towards lower square indices
};

template <typename Set, typename Shift>
inline Runs<Set> runsFrom(Set origin, Set runners, Shift shift) {
    const Shift doubleShift = shift + shift;
    Set up = runners & (origin << shift);
    Set down = runners & (origin >> shift);
    up |= runners & (up << shift);
    down |= runners & (down >> shift);
    const Set pairsUp = runners & (runners << shift);
    const Set pairsDown = pairsUp >> shift;
    up |= pairsUp & (up << doubleShift);
    down |= pairsDown & (down >> doubleShift);
    up |= pairsUp & (up << doubleShift);
    down |= pairsDown & (down >> doubleShift);
    return {up, down};
}

// The squares a move may be played on along one line direction, seen from `player`'s discs.
template <typename Set, typename Shift>
inline Set movesAlong(Set player, Set runners, Shift shift) {
    const Runs<Set> runs = runsFrom(player, runners, shift);
    return (runs.up << shift) | (runs.down >> shift);
}

#if defined(__AVX2__)
using Lanes = std::uint64_t __attribute__((vector_size(32)));

// Lane i: east/west, south/north, south-west/north-east, south-east/north-west.
inline constexpr Lanes kShift = {1, 8, 7, 9};
inline constexpr Lanes kRunGuard = {kInnerColumns, kAllSquares, kInnerColumns, kInnerColumns};

inline Lanes broadcast(Bitboard set) {
    return Lanes{set, set, set, set};
}
inline Bitboard unionOf(Lanes lanes) {
    return lanes[0] | lanes[1] | lanes[2] | lanes[3];
}

// The lanes of `runs` whose run ends against one of the player's discs.
inline Lanes closedRuns(Lanes runs, Lanes next) {
    return runs & Lanes(next != 0);
}
#endif

inline Bitboard closedRuns(Bitboard runs, Bitboard next) {
    return next ? runs : 0;
}

// The discs of `runners` a move at `origin` flips along one line direction.
template <typename Set, typename Shift>
inline Set flipsAlong(Set origin, Set player, Set runners, Shift shift) {
    const Runs<Set> runs = runsFrom(origin, runners, shift);
    // A run flips only when the square just past its end holds one of the player's discs.
    return closedRuns(runs.up, (runs.up << shift) & player) |
           closedRuns(runs.down, (runs.down >> shift) & player);
}

}  // namespace detail

// Squares in `empty` where the side owning `player` may play: each one brackets at least one
// run of `opponent` discs with a `player` disc.
inline Bitboard legalMoves(Bitboard player, Bitboard opponent, Bitboard empty) {
    using namespace detail;
#if defined(__AVX2__)
    return unionOf(movesAlong(broadcast(player), broadcast(opponent) & kRunGuard, kShift)) & empty;
#else
    const Bitboard inner = opponent & kInnerColumns;
    return (movesAlong(player, inner, 1) | movesAlong(player, opponent, 8) |
            movesAlong(player, inner, 7) | movesAlong(player, inner, 9)) &
           empty;
#endif
}

// Discs of `opponent` flipped when `player` plays the empty square `square`; 0 if it is illegal.
inline Bitboard flips(Bitboard player, Bitboard opponent, Square square) {
    using namespace detail;
#if defined(__AVX2__)
    return unionOf(flipsAlong(broadcast(bit(square)), broadcast(player),
                              broadcast(opponent) & kRunGuard, kShift));
#else
    const Bitboard origin = bit(square);
    const Bitboard inner = opponent & kInnerColumns;
    return flipsAlong(origin, player, inner, 1) | flipsAlong(origin, player, opponent, 8) |
           flipsAlong(origin, player, inner, 7) | flipsAlong(origin, player, inner, 9);
#endif
}

// The two sides after the side owning `player` plays `square`, flipping `flipped`: the side
// to move next first.
struct Child {
    Bitboard player;
    Bitboard opponent;
};
inline Child childOf(Bitboard player, Bitboard opponent, Square square, Bitboard flipped) {
    return {opponent ^ flipped, player | flipped | bit(square)};
}

}  // namespace hasami
