// SPDX-License-Identifier: GPL-3.0-or-later
// Static evaluation: the final disc difference a position promises the side to move.
// On the 8x8 and 6x6 boards, learned pattern weights (patterns.h, trained by tools/train); on
// the 4x4 board, features of the position (mobility, potential mobility, corners and the
// squares next to them, stable discs, discs, parity), each weighed by hand by how far the game
// has gone.
#pragma once

#include "engine/board/geometry.h"
#include "engine/board/score.h"

namespace hasami {

// The evaluation of (player to move, opponent) on the board of `geometry`, in discs,
// clamped to (-kScoreBound, kScoreBound); the exact final score once neither side can move.
int evaluate(Bitboard player, Bitboard opponent, const Geometry& geometry);

class PatternWeights;

// The same with the pattern weights `weights` (nullptr: the hand-weighted evaluation), which
// must be for the board of `geometry`.
int evaluateWith(const PatternWeights* weights, Bitboard player, Bitboard opponent,
                 const Geometry& geometry);

namespace patterns {
struct Reading;
}

// evaluateWith(&weights, childPlayer, childOpponent, geometry) for the child that the move
// `square`, flipping `flipped`, makes from a position read as `parent` (Layout::readingOf):
// the same value, from the parent's reading changed where the move changes the board.
int evaluateChild(const PatternWeights& weights, const patterns::Reading& parent, Square square,
                  Bitboard flipped, Bitboard childPlayer, Bitboard childOpponent,
                  const Geometry& geometry);

// The hand-weighted evaluation alone, on any board (as `evaluate`, but never the patterns).
int evaluateFeatures(Bitboard player, Bitboard opponent, const Geometry& geometry);

}  // namespace hasami
