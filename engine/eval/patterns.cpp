// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/eval/patterns.h"

#include <algorithm>
#include <array>
#include <memory>
#include <mutex>

#include "engine/board/geometry.h"
#include "engine/board/movegen.h"
#include "engine/board/symmetry.h"
#include "engine/util/byte_order.h"

namespace hasami::patterns {

namespace {

constexpr int power3(int n) {
    int value = 1;
    for (int i = 0; i < n; ++i) value *= 3;
    return value;
}

// The image of `square` under the symmetry of a size x size board that the instance flags
// `symmetry` name (engine/board/symmetry.h, symmetryOfFlags).
Square transform(Square square, int symmetry, int size) {
    return transformSquare(square, size, symmetryOfFlags(symmetry));
}

// The index of the configuration `index` after moving digit i to digit permutation[i].
int permuted(int index, const std::vector<int>& permutation) {
    int result = 0;
    for (int digit : permutation) {
        result += (index % 3) * power3(digit);
        index /= 3;
    }
    return result;
}

// Binary digits read as base-3 digits: bit i of the index stands for 3 to the power i.
constexpr std::array<std::uint16_t, 1024> kTernary = [] {
    std::array<std::uint16_t, 1024> table{};
    for (int bits = 0; bits < 1024; ++bits) {
        int value = 0;
        for (int i = 9; i >= 0; --i) value = value * 3 + ((bits >> i) & 1);
        table[std::size_t(bits)] = std::uint16_t(value);
    }
    return table;
}();

// The board as each symmetry moves it: image s holds at square q what `set` holds at the image
// of q under symmetry s (see transform), so a pattern instance of symmetry s reads on image s
// what its kind's first position reads there. The board is the size x size corner of the grid.
std::array<Bitboard, 8> images(Bitboard set, int size) {
    const int unused = kGridSize - size;
    std::array<Bitboard, 8> image;
    image[0] = set;
    image[4] = transposeGrid(set);
    for (int base : {0, 4}) {
        image[base + 2] = flipRows(image[base]) >> (kGridSize * unused);
        image[base + 1] = mirrorColumns(image[base]) >> unused;
        image[base + 3] = mirrorColumns(image[base + 2]) >> unused;
    }
    return image;
}

}  // namespace

Layout::Layout(int boardSize, const std::vector<Shape>& shapes, int phaseWidth, bool countTables)
    : boardSize_(boardSize),
      squares_(boardMask(boardSize)),
      phaseWidth_(phaseWidth),
      phaseCount_((boardSize * boardSize - 4 + phaseWidth - 1) / phaseWidth) {
    fingerprint_ = kChecksum32Start;
    checksum32Word(fingerprint_, std::uint32_t(boardSize));
    for (int k = 0; k < int(shapes.size()); ++k) {
        std::vector<Square> base;
        for (const char* name : shapes[k].squares) {
            base.push_back(squareAt(name[0] - 'a', name[1] - '1'));
        }
        const int size = int(base.size());
        kinds_.push_back({shapes[k].name, size, patternWeights_});
        patternWeights_ += power3(size);
        checksum32Word(fingerprint_, std::uint32_t(size));
        for (Square square : base) checksum32Word(fingerprint_, std::uint32_t(square));
        // One instance per distinct set of squares: a symmetry that maps the shape onto itself
        // (an edge read backwards) adds none, but its reordering of the squares makes
        // configurations that must share a weight.
        Bitboard baseSet = 0;
        for (Square square : base) baseSet |= bit(square);
        std::vector<Bitboard> seen;
        std::vector<std::vector<int>> selfMaps;
        for (int symmetry = 0; symmetry < 8; ++symmetry) {
            Instance instance{k, size, {}, symmetry};
            Bitboard set = 0;
            for (int i = 0; i < size; ++i) {
                instance.squares[i] = transform(base[i], symmetry, boardSize);
                set |= bit(instance.squares[i]);
            }
            if (symmetry != 0 && set == baseSet) {
                std::vector<int> permutation(size);
                for (int i = 0; i < size; ++i) {
                    permutation[i] = int(std::find(base.begin(), base.end(), instance.squares[i]) -
                                         base.begin());
                }
                selfMaps.push_back(std::move(permutation));
                continue;
            }
            if (std::find(seen.begin(), seen.end(), set) != seen.end()) continue;
            seen.push_back(set);
            instances_.push_back(instance);
        }
        groups_.push_back({k, groups_.empty() ? 0 : groups_.back().first + groups_.back().count,
                           int(seen.size())});
        readers_.push_back(readerOf(base));
        for (int index = 0; index < power3(size); ++index) {
            int smallest = index;
            for (const std::vector<int>& permutation : selfMaps) {
                smallest = std::min(smallest, permuted(index, permutation));
            }
            canonical_.push_back(std::uint32_t(kinds_.back().offset + smallest));
        }
    }
    for (const Instance& instance : instances_) {
        symmetries_.push_back(std::uint8_t(instance.symmetry));
    }
    if (countTables) addCountTables();
    // The numeric features and the phases.
    fingerprintWithoutParity_ = fingerprint_;
    checksum32Word(fingerprintWithoutParity_, kNumericFeatures - 1);
    checksum32Word(fingerprintWithoutParity_, std::uint32_t(phaseCount_));
    checksum32Word(fingerprint_, kNumericFeatures);
    checksum32Word(fingerprint_, std::uint32_t(phaseCount_));
    buildChildTables();
}

Layout::Reader Layout::readerOf(const std::vector<Square>& squares) {
    Reader reader;
    bool oneAColumn = true;
    for (int i = 0; i < int(squares.size()); ++i) {
        oneAColumn = oneAColumn && columnOf(squares[i]) == columnOf(squares[0]) + i;
    }
    for (int first = 0; first < int(squares.size());) {
        int last = first;
        while (last + 1 < int(squares.size()) && squares[last + 1] == squares[last] + 1 &&
               rowOf(squares[last + 1]) == rowOf(squares[first])) {
            ++last;
        }
        reader.runs[std::size_t(reader.runCount++)] = {
            squares[first], (1u << (last - first + 1)) - 1, std::uint32_t(power3(first))};
        first = last + 1;
    }
    if (oneAColumn && reader.runCount > 1) {
        // Squares in distinct columns: multiplied by a bit per row, each comes to the top byte
        // at its column, and no two meet on the way.
        for (Square square : squares) reader.foldMask |= bit(square);
        reader.foldShift = columnOf(squares[0]);
        reader.runCount = 0;
    }
    return reader;
}

namespace {

// Each kind's squares in one position; a1 = 0, h1 = 7, a2 = 8 (see bitboard.h).
const std::vector<Layout::Shape>& eightShapes() {
    static const std::vector<Layout::Shape> shapes{
        {"corner 3x3", {"a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"}},
        {"edge + 2X", {"a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "b2", "g2"}},
        {"corner 2x5", {"a1", "b1", "c1", "d1", "e1", "a2", "b2", "c2", "d2", "e2"}},
        {"line 2", {"a2", "b2", "c2", "d2", "e2", "f2", "g2", "h2"}},
        {"line 3", {"a3", "b3", "c3", "d3", "e3", "f3", "g3", "h3"}},
        {"line 4", {"a4", "b4", "c4", "d4", "e4", "f4", "g4", "h4"}},
        {"diagonal 8", {"a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"}},
        {"diagonal 7", {"b1", "c2", "d3", "e4", "f5", "g6", "h7"}},
        {"diagonal 6", {"c1", "d2", "e3", "f4", "g5", "h6"}},
        {"diagonal 5", {"d1", "e2", "f3", "g4", "h5"}},
        {"diagonal 4", {"e1", "f2", "g3", "h4"}},
    };
    return shapes;
}

// The standard shapes and two more of ten squares: the corner triangle and the edge's corner
// with the block of four squares in front of the edge's middle.
const std::vector<Layout::Shape>& extendedEightShapes() {
    static const std::vector<Layout::Shape> shapes = [] {
        std::vector<Layout::Shape> all = eightShapes();
        all.push_back({"triangle", {"a1", "b1", "c1", "d1", "a2", "b2", "c2", "a3", "b3", "a4"}});
        all.push_back(
            {"corner + block", {"a1", "c1", "d1", "e1", "f1", "h1", "c2", "d2", "e2", "f2"}});
        return all;
    }();
    return shapes;
}

// The same shapes cut to six squares a side: the edge with its X-squares, the two inner
// lines, and the diagonals down to four squares.
const std::vector<Layout::Shape>& sixShapes() {
    static const std::vector<Layout::Shape> shapes{
        {"corner 3x3", {"a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"}},
        {"edge + 2X", {"a1", "b1", "c1", "d1", "e1", "f1", "b2", "e2"}},
        {"line 2", {"a2", "b2", "c2", "d2", "e2", "f2"}},
        {"line 3", {"a3", "b3", "c3", "d3", "e3", "f3"}},
        {"diagonal 6", {"a1", "b2", "c3", "d4", "e5", "f6"}},
        {"diagonal 5", {"b1", "c2", "d3", "e4", "f5"}},
        {"diagonal 4", {"c1", "d2", "e3", "f4"}},
    };
    return shapes;
}

}  // namespace

const Layout* Layout::of(int boardSize, int phaseWidth, Shapes shapes) {
    if ((boardSize != 8 && boardSize != 6) ||
        (phaseWidth != 1 && phaseWidth != 2 && phaseWidth != 4) ||
        (shapes != Shapes::standard && boardSize != 8)) {
        return nullptr;
    }
    // Made when first asked for: most programs use the default width alone. The 6x6 board has
    // the standard shapes only.
    static std::array<std::array<std::once_flag, 3>, 4> made;
    static std::array<std::array<std::unique_ptr<Layout>, 3>, 4> layouts;
    const std::size_t kind = boardSize == 6               ? 1
                             : shapes == Shapes::standard ? 0
                             : shapes == Shapes::extended ? 2
                                                          : 3;
    const std::size_t width = phaseWidth == 4 ? 0 : phaseWidth == 2 ? 1 : 2;
    std::call_once(made[kind][width], [&] {
        layouts[kind][width].reset(new Layout(boardSize,
                                              shapes == Shapes::extended ? extendedEightShapes()
                                              : boardSize == 8           ? eightShapes()
                                                                         : sixShapes(),
                                              phaseWidth, shapes == Shapes::counts));
    });
    return layouts[kind][width].get();
}

const Layout* Layout::withPhases(int boardSize, int phases, std::uint32_t fingerprint) {
    const Layout* standard = nullptr;
    for (const Shapes shapes : {Shapes::standard, Shapes::extended, Shapes::counts}) {
        for (const int width : {4, 2, 1}) {
            const Layout* layout = of(boardSize, width, shapes);
            if (!layout || layout->phaseCount() != phases) continue;
            if (layout->fingerprint() == fingerprint ||
                layout->fingerprintWithoutParity() == fingerprint) {
                return layout;
            }
            if (shapes == Shapes::standard) standard = layout;
        }
    }
    return standard;
}

int patternIndex(const Instance& instance, Bitboard player, Bitboard opponent) {
    int index = 0;
    for (int i = instance.size - 1; i >= 0; --i) {
        const Square square = instance.squares[i];
        index = index * 3 + int((player >> square) & 1) + 2 * int((opponent >> square) & 1);
    }
    return index;
}

Features Layout::featuresOf(Bitboard player, Bitboard opponent) const {
    const Bitboard empty = squares_ & ~(player | opponent);
    return featuresOf(player, opponent, legalMoves(player, opponent, empty),
                      legalMoves(opponent, player, empty));
}

template <int Runs, typename Sink>
void Layout::readGroup(const Group& group, const std::array<Bitboard, 8>& own,
                       const std::array<Bitboard, 8>& other, Sink& sink) const {
    const Reader& reader = readers_[std::size_t(group.kind)];
    const auto offset = std::uint32_t(kinds_[std::size_t(group.kind)].offset);
    const std::uint8_t* symmetries = symmetries_.data() + group.first;
    for (int i = 0; i < group.count; ++i) {
        const Bitboard p = own[symmetries[i]];
        const Bitboard o = other[symmetries[i]];
        std::uint32_t index = offset;
        if constexpr (Runs == 0) {
            constexpr Bitboard kRows = 0x0101010101010101ULL;
            const int shift = 56 + reader.foldShift;
            index += kTernary[((p & reader.foldMask) * kRows) >> shift] +
                     2u * kTernary[((o & reader.foldMask) * kRows) >> shift];
        } else {
            // A fixed number of runs, unrolled; -1 for any other number, read by a loop.
            const int runs = Runs > 0 ? Runs : reader.runCount;
            for (int r = 0; r < runs; ++r) {
                const Run& run = reader.runs[std::size_t(r)];
                index += (kTernary[(p >> run.shift) & run.mask] +
                          2u * kTernary[(o >> run.shift) & run.mask]) *
                         run.unit;
            }
        }
        sink(group.first + i, index);
    }
}

template <typename Sink>
void Layout::readInstances(Bitboard player, Bitboard opponent, Sink& sink) const {
    const std::array<Bitboard, 8> own = images(player, boardSize_);
    const std::array<Bitboard, 8> other = images(opponent, boardSize_);
    for (const Group& group : groups_) {
        const Reader& reader = readers_[std::size_t(group.kind)];
        switch (reader.foldMask ? 0 : reader.runCount) {
            case 0:
                readGroup<0>(group, own, other, sink);
                break;
            case 1:
                readGroup<1>(group, own, other, sink);
                break;
            case 2:
                readGroup<2>(group, own, other, sink);
                break;
            case 3:
                readGroup<3>(group, own, other, sink);
                break;
            case 4:
                readGroup<4>(group, own, other, sink);
                break;
            default:
                readGroup<-1>(group, own, other, sink);
                break;
        }
    }
}

template <typename Sink>
void Layout::readCounts(Bitboard player, Bitboard ownMoves, Bitboard otherMoves, Sink& sink) const {
    if (!countOffset_) return;
    const auto mobilityEntry = [](Bitboard moves) {
        return std::uint32_t(std::min(popcount(moves), kMobilityEntries - 1));
    };
    const auto base = std::uint32_t(countOffset_);
    const int count = instanceCount();
    sink(count, base + std::uint32_t(popcount(player)));
    sink(count + 1, base + kDiscEntries + mobilityEntry(ownMoves));
    sink(count + 2, base + kDiscEntries + kMobilityEntries + mobilityEntry(otherMoves));
}

namespace {

// The numeric features of a position (see Features).
void setNumericFeatures(Features& features, Bitboard player, Bitboard opponent, Bitboard ownMoves,
                        Bitboard otherMoves, Bitboard squares) {
    const Bitboard empty = squares & ~(player | opponent);
    features.mobility = popcount(ownMoves) - popcount(otherMoves);
    features.potentialMobility =
        popcount(neighbours(opponent) & empty) - popcount(neighbours(player) & empty);
    features.parity = popcount(empty) % 2 == 1 ? 1 : -1;
}

}  // namespace

Features Layout::featuresOf(Bitboard player, Bitboard opponent, Bitboard ownMoves,
                            Bitboard otherMoves) const {
    Features features;
    auto store = [&features](int place, std::uint32_t index) {
        features.indices[std::size_t(place)] = index;
    };
    readInstances(player, opponent, store);
    readCounts(player, ownMoves, otherMoves, store);
    setNumericFeatures(features, player, opponent, ownMoves, otherMoves, squares_);
    return features;
}

int Layout::numericSum(Bitboard player, Bitboard opponent, Bitboard ownMoves, Bitboard otherMoves,
                       const std::int16_t* weights) const {
    Features numeric;
    setNumericFeatures(numeric, player, opponent, ownMoves, otherMoves, squares_);
    return weights[bias()] + weights[mobilityWeight()] * numeric.mobility +
           weights[potentialMobilityWeight()] * numeric.potentialMobility +
           weights[parityWeight()] * numeric.parity;
}

int Layout::weightedSum(Bitboard player, Bitboard opponent, Bitboard ownMoves, Bitboard otherMoves,
                        const std::int16_t* weights) const {
    int sum = 0;
    auto add = [&sum, weights](int, std::uint32_t index) { sum += weights[index]; };
    readInstances(player, opponent, add);
    readCounts(player, ownMoves, otherMoves, add);
    return sum + numericSum(player, opponent, ownMoves, otherMoves, weights);
}

Reading Layout::readingOf(Bitboard player, Bitboard opponent) const {
    Reading reading;
    auto store = [&reading](int place, std::uint32_t index) {
        reading.indices[std::size_t(place)] = index;
    };
    readInstances(player, opponent, store);
    return reading;
}

int Layout::childWeightedSum(const Reading& parent, Square square, Bitboard flipped,
                             Bitboard childPlayer, Bitboard childOpponent, Bitboard childOwnMoves,
                             Bitboard childOtherMoves, const std::int16_t* weights,
                             const std::int16_t* swapped) const {
    // In the parent's digits the move's square goes from empty (0) to the mover's (1), and each
    // flipped disc from the opponent's (2) to the mover's (1).
    std::array<std::uint32_t, kMaxInstances> indices;
    const int count = instanceCount();
    std::copy_n(parent.indices.begin(), count, indices.begin());
    for (std::uint32_t d = digitStarts_[std::size_t(square)];
         d < digitStarts_[std::size_t(square) + 1]; ++d) {
        indices[digits_[d].instance] += digits_[d].power;
    }
    for (Bitboard rest = flipped; rest; rest &= rest - 1) {
        const auto flip = std::size_t(firstSquare(rest));
        for (std::uint32_t d = digitStarts_[flip]; d < digitStarts_[flip + 1]; ++d) {
            indices[digits_[d].instance] -= digits_[d].power;
        }
    }
    int sum = 0;
    for (int i = 0; i < count; ++i) sum += swapped[indices[std::size_t(i)]];
    auto add = [&sum, weights](int, std::uint32_t index) { sum += weights[index]; };
    readCounts(childPlayer, childOwnMoves, childOtherMoves, add);
    return sum + numericSum(childPlayer, childOpponent, childOwnMoves, childOtherMoves, weights);
}

void Layout::addCountTables() {
    countOffset_ = patternWeights_;
    patternWeights_ += kDiscEntries + 2 * kMobilityEntries;
    for (int i = countOffset_; i < patternWeights_; ++i) canonical_.push_back(std::uint32_t(i));
    checksum32Word(fingerprint_, std::uint32_t(kDiscEntries));
    checksum32Word(fingerprint_, std::uint32_t(kMobilityEntries));
}

void Layout::buildChildTables() {
    // Each square's digits, grouped by square.
    std::vector<std::vector<Digit>> bySquare(kGridSquares);
    for (int i = 0; i < instanceCount(); ++i) {
        const Instance& instance = instances_[std::size_t(i)];
        for (int d = 0; d < instance.size; ++d) {
            bySquare[std::size_t(instance.squares[std::size_t(d)])].push_back(
                {std::uint32_t(i), std::uint32_t(power3(d))});
        }
    }
    for (std::size_t q = 0; q < std::size_t(kGridSquares); ++q) {
        digitStarts_[q] = std::uint32_t(digits_.size());
        digits_.insert(digits_.end(), bySquare[q].begin(), bySquare[q].end());
    }
    digitStarts_[kGridSquares] = std::uint32_t(digits_.size());
    // Every weight index with the sides exchanged: a kind's digits 1 and 2 swapped.
    swapped_.resize(std::size_t(patternWeights_) + kNumericFeatures);
    for (std::uint32_t index = 0; index < swapped_.size(); ++index) swapped_[index] = index;
    // The index less its lowest digit is a third of it: its exchange, times 3, plus the lowest
    // digit's exchange.
    std::vector<std::uint32_t> exchanged(std::size_t(power3(10)), 0);
    for (std::size_t index = 1; index < exchanged.size(); ++index) {
        const std::uint32_t digit = std::uint32_t(index % 3);
        exchanged[index] = exchanged[index / 3] * 3 + (digit == 0 ? 0 : 3 - digit);
    }
    for (const Kind& kind : kinds_) {
        for (int index = 0; index < power3(kind.size); ++index) {
            swapped_[std::size_t(kind.offset) + std::size_t(index)] =
                std::uint32_t(kind.offset) + exchanged[std::size_t(index)];
        }
    }
}

}  // namespace hasami::patterns
