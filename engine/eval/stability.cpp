// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/eval/stability.h"

namespace hasami {

namespace {

constexpr Bitboard kColumnsAH = ~kInnerColumns;
constexpr Bitboard kRows18 = 0xFF000000000000FFULL;
constexpr Bitboard kRim = kColumnsAH | kRows18;

// Squares whose line along one direction holds no empty square: emptiness is spread along
// the line both ways (doubling the reach at each step); what it never reaches lies on a full
// line. `guardUp` / `guardDown` are the squares a one-step shift may land on without wrapping.
template <int kShift>
Bitboard fullLines(Bitboard empty, Bitboard guardUp, Bitboard guardDown) {
    Bitboard up = empty;
    Bitboard down = empty;
    Bitboard passUp = guardUp;
    Bitboard passDown = guardDown;
    up |= passUp & (up << kShift);
    down |= passDown & (down >> kShift);
    passUp &= passUp << kShift;
    passDown &= passDown >> kShift;
    up |= passUp & (up << (2 * kShift));
    down |= passDown & (down >> (2 * kShift));
    passUp &= passUp << (2 * kShift);
    passDown &= passDown >> (2 * kShift);
    up |= passUp & (up << (4 * kShift));
    down |= passDown & (down >> (4 * kShift));
    return ~(up | down);
}

}  // namespace

Bitboard stableDiscs(Bitboard own, Bitboard other, const Geometry& geometry) {
    const Bitboard empty = geometry.squares & ~(own | other);
    if (!(own & geometry.corners) && empty) return 0;  // growth starts at a corner
    const Bitboard wall = ~geometry.squares;  // off a small board: nothing can bracket from there
    const Bitboard horizontal = fullLines<1>(empty, kNotColumnA, kNotColumnH) | kColumnsAH;
    const Bitboard vertical = fullLines<8>(empty, ~Bitboard{0}, ~Bitboard{0}) | kRows18;
    const Bitboard diagonal7 = fullLines<7>(empty, kNotColumnH, kNotColumnA) | kRim;
    const Bitboard diagonal9 = fullLines<9>(empty, kNotColumnA, kNotColumnH) | kRim;
    Bitboard stable = 0;
    for (;;) {
        const Bitboard anchor = stable | wall;
        const Bitboard grown =
            own & (horizontal | ((anchor << 1) & kNotColumnA) | ((anchor >> 1) & kNotColumnH)) &
            (vertical | (anchor << 8) | (anchor >> 8)) &
            (diagonal7 | ((anchor << 7) & kNotColumnH) | ((anchor >> 7) & kNotColumnA)) &
            (diagonal9 | ((anchor << 9) & kNotColumnA) | ((anchor >> 9) & kNotColumnH));
        if (grown == stable) return stable;
        stable = grown;
    }
}

}  // namespace hasami
