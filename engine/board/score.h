// SPDX-License-Identifier: GPL-3.0-or-later
// Scores: final disc differences for the side to move, exact or estimated, and the bounds of
// the search window around them.
#pragma once

#include "engine/board/bitboard.h"

namespace hasami {

constexpr int kScoreBound = 64;             // every score, exact or estimated, lies within +-64
constexpr int kInfinity = kScoreBound + 1;  // beyond every score: the full window's bounds

// The disc difference of a finished game for `player` on a board of `squareCount` squares,
// empties going to the side with more discs (the usual tournament rule).
constexpr int finalScore(Bitboard player, Bitboard opponent, int squareCount) {
    const int own = std::popcount(player);
    const int other = std::popcount(opponent);
    const int empty = squareCount - own - other;
    if (own > other) return own - other + empty;
    if (own < other) return own - other - empty;
    return 0;
}

}  // namespace hasami
