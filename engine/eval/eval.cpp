// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/eval/eval.h"

#include <algorithm>
#include <cmath>

#include "engine/board/movegen.h"
#include "engine/eval/pattern_weights.h"
#include "engine/eval/patterns.h"
#include "engine/eval/stability.h"

namespace hasami {

namespace {

// Weights at the start (first) and at the end (second) of the game; in between they blend
// with the share of the board still empty. In discs per unit of the feature's difference.
struct Weight {
    float opening;
    float ending;
    float at(float emptyShare) const { return ending + (opening - ending) * emptyShare; }
};

constexpr Weight kMobility{1.2f, 0.9f};
constexpr Weight kCornerMobility{1.0f, 0.5f};  // on top of kMobility: a corner to take
constexpr Weight kPotentialMobility{0.45f, 0.15f};
constexpr Weight kCorners{5.5f, 3.0f};
constexpr Weight kXSquares{-4.5f, -1.5f};  // while the corner next to it is empty
constexpr Weight kCSquares{-1.5f, -0.4f};  // while the corner next to it is empty
constexpr Weight kStable{1.8f, 1.2f};
constexpr Weight kDiscs{-0.15f, 0.5f};
constexpr Weight kParity{0.0f, 1.5f};  // an odd number of empties: the side to move plays last

// Own X- and C-squares next to empty corners.
void riskySquares(Bitboard own, Bitboard empty, const Geometry& geometry, int& x, int& c) {
    x = 0;
    c = 0;
    for (const CornerRegion& region : geometry.cornerRegions) {
        if (!(empty & region.corner)) continue;
        x += popcount(own & region.xSquare);
        c += popcount(own & region.cSquares);
    }
}

}  // namespace

namespace {

// The learned evaluation: the phase's weights of the position's pattern instances, count tables
// and numeric features, summed and rounded to discs.
// A sum of weights in discs, rounded, within the scores a position can have.
int roundedToDiscs(int sum) {
    const int rounded = (sum + (sum >= 0 ? 1 : -1) * kPatternWeightScale / 2) / kPatternWeightScale;
    return std::clamp(rounded, -kScoreBound + 1, kScoreBound - 1);
}

int evaluatePatterns(const patterns::Layout& layout, Bitboard player, Bitboard opponent,
                     Bitboard ownMoves, Bitboard otherMoves, const std::int16_t* weights) {
    return roundedToDiscs(layout.weightedSum(player, opponent, ownMoves, otherMoves, weights));
}

}  // namespace

int evaluate(Bitboard player, Bitboard opponent, const Geometry& geometry) {
    return evaluateWith(builtInWeights(geometry.size), player, opponent, geometry);
}

int evaluateWith(const PatternWeights* weights, Bitboard player, Bitboard opponent,
                 const Geometry& geometry) {
    if (!weights) return evaluateFeatures(player, opponent, geometry);
    const patterns::Layout& layout = weights->layout();
    const Bitboard empty = geometry.squares & ~(player | opponent);
    const Bitboard ownMoves = legalMoves(player, opponent, empty);
    const Bitboard otherMoves = legalMoves(opponent, player, empty);
    if (!ownMoves && !otherMoves) return finalScore(player, opponent, geometry.squareCount);
    return evaluatePatterns(layout, player, opponent, ownMoves, otherMoves,
                            weights->phase(layout.phaseOf(popcount(empty))));
}

int evaluateChild(const PatternWeights& weights, const patterns::Reading& parent, Square square,
                  Bitboard flipped, Bitboard childPlayer, Bitboard childOpponent,
                  const Geometry& geometry) {
    const patterns::Layout& layout = weights.layout();
    const Bitboard empty = geometry.squares & ~(childPlayer | childOpponent);
    const Bitboard ownMoves = legalMoves(childPlayer, childOpponent, empty);
    const Bitboard otherMoves = legalMoves(childOpponent, childPlayer, empty);
    if (!ownMoves && !otherMoves) {
        return finalScore(childPlayer, childOpponent, geometry.squareCount);
    }
    const int phase = layout.phaseOf(popcount(empty));
    return roundedToDiscs(
        layout.childWeightedSum(parent, square, flipped, childPlayer, childOpponent, ownMoves,
                                otherMoves, weights.phase(phase), weights.swappedPhase(phase)));
}

int evaluateFeatures(Bitboard player, Bitboard opponent, const Geometry& geometry) {
    const Bitboard empty = geometry.squares & ~(player | opponent);
    const int emptyCount = popcount(empty);
    const float share = float(emptyCount) / float(geometry.squareCount);

    const Bitboard ownMoves = legalMoves(player, opponent, empty);
    const Bitboard otherMoves = legalMoves(opponent, player, empty);
    if (!ownMoves && !otherMoves) return finalScore(player, opponent, geometry.squareCount);
    const int mobility = popcount(ownMoves) - popcount(otherMoves);
    const int cornerMobility =
        popcount(ownMoves & geometry.corners) - popcount(otherMoves & geometry.corners);
    // Empty squares next to the opponent's discs: where the side may get moves later.
    const int potential =
        popcount(neighbours(opponent) & empty) - popcount(neighbours(player) & empty);
    const int corners = popcount(player & geometry.corners) - popcount(opponent & geometry.corners);
    int ownX, ownC, otherX, otherC;
    riskySquares(player, empty, geometry, ownX, ownC);
    riskySquares(opponent, empty, geometry, otherX, otherC);
    const int stable = popcount(stableDiscs(player, opponent, geometry)) -
                       popcount(stableDiscs(opponent, player, geometry));
    const int discs = popcount(player) - popcount(opponent);
    const int parity = emptyCount & 1 ? 1 : -1;

    const float score =
        kMobility.at(share) * mobility + kCornerMobility.at(share) * cornerMobility +
        kPotentialMobility.at(share) * potential + kCorners.at(share) * corners +
        kXSquares.at(share) * (ownX - otherX) + kCSquares.at(share) * (ownC - otherC) +
        kStable.at(share) * stable + kDiscs.at(share) * discs + kParity.at(share) * parity;
    const int rounded = int(std::lround(score));
    return std::clamp(rounded, -kScoreBound + 1, kScoreBound - 1);
}

}  // namespace hasami
