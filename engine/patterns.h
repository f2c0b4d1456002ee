// The 8x8 board seen as patterns: groups of squares (edges, corners, lines, diagonals) whose
// contents, read as a number in base 3, index a table of learned weights. Every pattern is
// taken in each of its positions under the board's eight symmetries, all sharing one table,
// so a configuration is worth the same wherever it occurs.
#pragma once

#include <array>
#include <cstdint>
#include <span>

#include "bitboard.h"

namespace hasami::patterns {

struct Kind {
    const char* name;
    int size;    // squares
    int offset;  // where its table starts among a phase's weights
};

// The kinds of pattern, in the order of their tables.
std::span<const Kind> kinds();

// One occurrence of a pattern on the board: its squares, in the order of their base-3 digits
// (the first square is the lowest digit).
struct Instance {
    int kind;
    int size;
    std::array<Square, 10> squares;
};

// All occurrences of all kinds, the symmetric images of each kind's base squares.
std::span<const Instance> instances();
constexpr int kInstanceCount = 38;

// Weights per phase: every kind's table, then the features that are not patterns.
constexpr int kPatternWeights = 19683 + 59049 + 3 * 6561 + 6561 + 2187 + 729 + 243 + 81;
enum Numeric { kBias = kPatternWeights, kMobility, kPotentialMobility, kWeightsPerPhase };

// Phases by the number of empty squares, four empties each: the weights of phase p hold for
// positions with 4p to 4p + 3 empties (the last one also for 60).
constexpr int kPhaseCount = 15;
constexpr int phaseOf(int empties) {
    return empties >= 60 ? kPhaseCount - 1 : empties / 4;
}

// The features of a position, for the side to move (`player`): the index of each instance in
// a phase's weights, and the values of the numeric features.
struct Features {
    std::array<std::uint32_t, kInstanceCount> indices;
    int mobility;           // own legal moves minus the opponent's
    int potentialMobility;  // empty squares next to opponent discs minus next to own discs
};
Features featuresOf(Bitboard player, Bitboard opponent);
// The same, given the legal moves of both sides (as the evaluation has them already).
Features featuresOf(Bitboard player, Bitboard opponent, Bitboard ownMoves, Bitboard otherMoves);

// The base-3 number an instance reads on the board (0 empty, 1 player, 2 opponent per
// square), within its kind's table.
int patternIndex(const Instance& instance, Bitboard player, Bitboard opponent);

}  // namespace hasami::patterns
