// SPDX-License-Identifier: GPL-3.0-or-later
// The board seen as patterns: groups of squares (edges, corners, lines, diagonals) whose
// contents, read as a number in base 3, index a table of learned weights. Every pattern is
// taken in each of its positions under the board's eight symmetries, all sharing one table,
// so a configuration is worth the same wherever it occurs. The 8x8 and the 6x6 board each
// have a layout of their own; the 4x4 board is solved outright and has none.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "engine/board/bitboard.h"

namespace hasami::patterns {

struct Kind {
    const char* name;
    int size;    // squares
    int offset;  // where its table starts among a phase's weights
};

// One occurrence of a pattern on the board: its squares, in the order of their base-3 digits
// (the first square is the lowest digit).
struct Instance {
    int kind;
    int size;
    std::array<Square, 10> squares;
    // The symmetry that maps the kind's squares onto these (see Layout::featuresOf).
    int symmetry;
};

// The most instances a layout has (the 8x8 one with the extended shapes).
constexpr int kMaxInstances = 54;

// The count tables of a layout that has them: a weight for each number of the side to move's
// discs, of its legal moves, and of the opponent's (moves counted up to kMobilityEntries - 1).
constexpr int kCountTables = 3;
constexpr int kDiscEntries = 65;
constexpr int kMobilityEntries = 36;
// The most table entries a position reads: every pattern instance and count table.
constexpr int kMaxFeatures = kMaxInstances + kCountTables;

// The pattern shapes of a layout: the standard ones (Logistello's, with the 2x5 corner); on
// 8x8 those and two more of ten squares each, the corner triangle and the edge's corner with
// the block of four before the edge's middle, which the leading engines also use; or on 8x8
// the standard ones and the count tables, which weigh the number of discs and of moves each
// count on its own (as the leading engines weigh discs) rather than in proportion.
enum class Shapes { standard, extended, counts };

// The features of a position, for the side to move (`player`): the index of each instance's
// configuration among a phase's weights, its kind's offset plus its patternIndex (the first
// Layout::instanceCount() of `indices`), then the entry of each count table (up to
// Layout::featureCount()), and the values of the numeric features. The
// configurations that a symmetry of a kind's squares makes one share a weight
// (Layout::canonicalIndex): a fit learns it once, and PatternWeights::phase copies it to each.
struct Features {
    std::array<std::uint32_t, kMaxFeatures> indices;
    int mobility;           // own legal moves minus the opponent's
    int potentialMobility;  // empty squares next to opponent discs minus next to own discs
    int parity;             // +1 when the side to move plays last (odd empties), else -1
};

// The configurations of a position's pattern instances, read for the side to move: the first
// Layout::instanceCount() of `indices` as in Features. The evaluation of each child of the
// position is then reached by changing the digits of the squares a move changes
// (Layout::childWeightedSum), not by reading the board again.
struct Reading {
    std::array<std::uint32_t, kMaxFeatures> indices;
};

// The patterns of one board size and the arrangement of their weights: per phase, every
// kind's table, then the numeric features (bias, mobility, potential mobility, parity).
class Layout {
public:
    // A kind of pattern: its name and its squares in its first position.
    struct Shape {
        const char* name;
        std::vector<const char*> squares;
    };

    // The empties a phase spans by default: four, two odd and two even numbers.
    static constexpr int kDefaultPhaseWidth = 4;
    // The layout of the 8x8 or the 6x6 board with phases of `phaseWidth` empties (1, 2 or 4)
    // and the given shapes; nullptr for any other size or width, or extended shapes on 6x6.
    static const Layout* of(int boardSize, int phaseWidth = kDefaultPhaseWidth,
                            Shapes shapes = Shapes::standard);
    // The layout a weights file names by its phases and its fingerprint (either of them, see
    // fingerprintWithoutParity); with no such layout, the standard one with those phases;
    // nullptr if none has them.
    static const Layout* withPhases(int boardSize, int phases, std::uint32_t fingerprint);

    int boardSize() const { return boardSize_; }
    std::span<const Kind> kinds() const { return kinds_; }
    std::span<const Instance> instances() const { return instances_; }
    int instanceCount() const { return int(instances_.size()); }
    // The entries of a phase's weights a position reads: one per instance and count table.
    int featureCount() const { return instanceCount() + (countOffset_ ? kCountTables : 0); }

    // Weights of all the kinds' tables and the count tables; the numeric features' weights
    // follow them.
    int patternWeights() const { return patternWeights_; }
    int bias() const { return patternWeights_; }
    int mobilityWeight() const { return patternWeights_ + 1; }
    int potentialMobilityWeight() const { return patternWeights_ + 2; }
    int parityWeight() const { return patternWeights_ + 3; }
    int weightsPerPhase() const { return patternWeights_ + kNumericFeatures; }
    static constexpr int kNumericFeatures = 4;

    // Phases by the number of empty squares, phaseWidth() empties each: the weights of phase p
    // hold for positions with w p to w p + w - 1 empties (the last phase also for the start
    // position).
    int phaseCount() const { return phaseCount_; }
    int phaseWidth() const { return phaseWidth_; }
    int phaseOf(int empties) const {
        return empties / phaseWidth_ < phaseCount_ ? empties / phaseWidth_ : phaseCount_ - 1;
    }

    // A number that changes whenever the layout does (its kinds, their squares, the numeric
    // features, the phases): a weights file records the layout it was fitted for.
    std::uint32_t fingerprint() const { return fingerprint_; }
    // The fingerprint of the same layout before it had the parity feature: a weights file
    // fitted for it is read with a parity weight of 0 (the numeric features were three).
    std::uint32_t fingerprintWithoutParity() const { return fingerprintWithoutParity_; }

    // The weight standing for the pattern weight `index` (Features::indices): the same for the
    // configurations that a symmetry of the kind's squares makes one.
    std::uint32_t canonicalIndex(std::uint32_t index) const { return canonical_[index]; }
    // canonicalIndex of every weight index, in order.
    std::span<const std::uint32_t> canonicalIndices() const { return canonical_; }

    Features featuresOf(Bitboard player, Bitboard opponent) const;
    // The same, given the legal moves of both sides (as the evaluation has them already).
    Features featuresOf(Bitboard player, Bitboard opponent, Bitboard ownMoves,
                        Bitboard otherMoves) const;
    // The sum of a phase's `weights` (weightsPerPhase() of them, every symmetric configuration
    // in place) over the features of the position: what the evaluation adds up, read without
    // keeping the features.
    int weightedSum(Bitboard player, Bitboard opponent, Bitboard ownMoves, Bitboard otherMoves,
                    const std::int16_t* weights) const;
    // The pattern instances of the position, for the side to move.
    Reading readingOf(Bitboard player, Bitboard opponent) const;
    // weightedSum of the child (childPlayer to move, childOwnMoves and childOtherMoves its and
    // its opponent's moves) that the move `square`, flipping `flipped`, makes from the position
    // read as `parent`: the parent's indices with the changed squares' digits changed, each
    // weighed by `swapped` (PatternWeights::swappedPhase: the weight of the configuration with
    // the two sides' discs exchanged, since the child's side to move is the parent's opponent).
    int childWeightedSum(const Reading& parent, Square square, Bitboard flipped,
                         Bitboard childPlayer, Bitboard childOpponent, Bitboard childOwnMoves,
                         Bitboard childOtherMoves, const std::int16_t* weights,
                         const std::int16_t* swapped) const;
    // The pattern weight index standing for `index` with the side to move's and the opponent's
    // discs exchanged (digits 1 and 2); an index past the pattern tables stands for itself.
    std::uint32_t swappedIndex(std::uint32_t index) const { return swapped_[index]; }
    // swappedIndex of every weight index, in order.
    std::span<const std::uint32_t> swappedIndices() const { return swapped_; }

private:
    // How a kind's base-3 number is read from a board on which it stands in its first
    // position: runs of squares next to each other in one row, each read at once through a
    // table; or, for a shape with one square per column (a diagonal), all its squares folded
    // into one byte by a multiplication first.
    struct Run {
        int shift;           // the run's first square
        unsigned mask;       // its squares, from the shift
        std::uint32_t unit;  // the power of 3 of its first digit
    };
    struct Reader {
        Bitboard foldMask = 0;  // a diagonal's squares, or 0 when read by runs
        int foldShift = 0;      // the column of its first square
        int runCount = 0;
        std::array<Run, 10> runs{};
    };
    // The instances of one kind, consecutive among instances_, with their symmetries.
    struct Group {
        int kind;
        int first;
        int count;
    };
    Layout(int boardSize, const std::vector<Shape>& shapes, int phaseWidth, bool countTables);
    static Reader readerOf(const std::vector<Square>& squares);
    // Puts the count tables after the kinds' tables.
    void addCountTables();
    // Makes digits_, digitStarts_ and swapped_.
    void buildChildTables();
    // Reads the group's instances on the images of the board, giving `sink` each one's place
    // among the features and its index; its kind read by `Runs` runs (any number when -1), or
    // folded when Runs is 0: a loop of a fixed shape for each kind, which the processor
    // predicts.
    template <int Runs, typename Sink>
    void readGroup(const Group& group, const std::array<Bitboard, 8>& own,
                   const std::array<Bitboard, 8>& other, Sink& sink) const;
    // Gives `sink` every pattern instance's entry; and, when the layout has them, every count
    // table's entry.
    template <typename Sink>
    void readInstances(Bitboard player, Bitboard opponent, Sink& sink) const;
    template <typename Sink>
    void readCounts(Bitboard player, Bitboard ownMoves, Bitboard otherMoves, Sink& sink) const;
    // The sum of the numeric features' weights.
    int numericSum(Bitboard player, Bitboard opponent, Bitboard ownMoves, Bitboard otherMoves,
                   const std::int16_t* weights) const;

    int boardSize_;
    Bitboard squares_;
    std::vector<Kind> kinds_;
    std::vector<Instance> instances_;
    std::vector<Group> groups_;
    std::vector<std::uint8_t> symmetries_;  // per instance
    // The digits each square stands for: square q's are digits_[digitStarts_[q]] up to
    // digits_[digitStarts_[q + 1]], each an instance and the power of 3 of q in it.
    struct Digit {
        std::uint32_t instance;
        std::uint32_t power;
    };
    std::vector<Digit> digits_;
    std::array<std::uint32_t, kGridSquares + 1> digitStarts_{};
    std::vector<std::uint32_t> swapped_;  // per weight (swappedIndex)
    std::vector<Reader> readers_;         // per kind
    // For every weight of a kind's table, the one standing for it: the smallest index among the
    // configuration's images under the symmetries that map the kind's squares onto themselves
    // (an edge read backwards). Symmetric positions so share their weights exactly.
    std::vector<std::uint32_t> canonical_;
    int patternWeights_ = 0;
    int countOffset_ = 0;  // where the count tables start; 0 when the layout has none
    int phaseWidth_;
    int phaseCount_;
    std::uint32_t fingerprint_ = 0;
    std::uint32_t fingerprintWithoutParity_ = 0;
};

// The base-3 number an instance reads on the board (0 empty, 1 player, 2 opponent per
// square), within its kind's table.
int patternIndex(const Instance& instance, Bitboard player, Bitboard opponent);

// The 8x8 layout's sizes, for code that only ever sees that board.
constexpr int kInstanceCount = 46;
constexpr int kPatternWeights = 19683 + 59049 + 59049 + 3 * 6561 + 6561 + 2187 + 729 + 243 + 81;

}  // namespace hasami::patterns
