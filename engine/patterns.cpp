#include "patterns.h"

#include <algorithm>
#include <vector>

#include "geometry.h"
#include "movegen.h"

namespace hasami::patterns {

namespace {

constexpr int power3(int n) {
    int value = 1;
    for (int i = 0; i < n; ++i) value *= 3;
    return value;
}

struct BaseShape {
    const char* name;
    std::vector<Square> squares;
};

// Each kind's squares in one position; a1 = 0, h1 = 7, a2 = 8 (see bitboard.h).
std::vector<BaseShape> baseShapes() {
    auto at = [](const char* name) { return squareAt(name[0] - 'a', name[1] - '1'); };
    auto shape = [&](const char* name, std::initializer_list<const char*> squares) {
        BaseShape base{name, {}};
        for (const char* square : squares) base.squares.push_back(at(square));
        return base;
    };
    return {
        shape("corner 3x3", {"a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"}),
        shape("edge + 2X", {"a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "b2", "g2"}),
        shape("line 2", {"a2", "b2", "c2", "d2", "e2", "f2", "g2", "h2"}),
        shape("line 3", {"a3", "b3", "c3", "d3", "e3", "f3", "g3", "h3"}),
        shape("line 4", {"a4", "b4", "c4", "d4", "e4", "f4", "g4", "h4"}),
        shape("diagonal 8", {"a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"}),
        shape("diagonal 7", {"b1", "c2", "d3", "e4", "f5", "g6", "h7"}),
        shape("diagonal 6", {"c1", "d2", "e3", "f4", "g5", "h6"}),
        shape("diagonal 5", {"d1", "e2", "f3", "g4", "h5"}),
        shape("diagonal 4", {"e1", "f2", "g3", "h4"}),
    };
}

// The eight symmetries of the square.
Square transform(Square square, int symmetry) {
    int column = columnOf(square);
    int row = rowOf(square);
    if (symmetry & 1) column = kGridSize - 1 - column;
    if (symmetry & 2) row = kGridSize - 1 - row;
    if (symmetry & 4) std::swap(column, row);
    return squareAt(column, row);
}

struct Tables {
    std::vector<Kind> kinds;
    std::vector<Instance> instances;
    // For every weight of a kind's table, the one standing for it: the smallest index among the
    // configuration's images under the symmetries that map the kind's squares onto themselves
    // (an edge read backwards). Symmetric positions so share their weights exactly.
    std::vector<std::uint32_t> canonical;
};

// The index of the configuration `index` after moving digit i to digit permutation[i].
int permuted(int index, const std::vector<int>& permutation) {
    int result = 0;
    for (int digit : permutation) {
        result += (index % 3) * power3(digit);
        index /= 3;
    }
    return result;
}

const Tables& tables() {
    static const Tables built = [] {
        Tables t;
        int offset = 0;
        const std::vector<BaseShape> shapes = baseShapes();
        for (int k = 0; k < int(shapes.size()); ++k) {
            const BaseShape& shape = shapes[k];
            const int size = int(shape.squares.size());
            t.kinds.push_back({shape.name, size, offset});
            offset += power3(size);
            // One instance per distinct set of squares: a symmetry that maps the shape onto
            // itself (an edge read backwards) adds none, but its reordering of the squares
            // makes configurations that must share a weight.
            Bitboard baseSet = 0;
            for (Square square : shape.squares) baseSet |= bit(square);
            std::vector<Bitboard> seen;
            std::vector<std::vector<int>> selfMaps;
            for (int symmetry = 0; symmetry < 8; ++symmetry) {
                Instance instance{k, size, {}};
                Bitboard set = 0;
                for (int i = 0; i < size; ++i) {
                    instance.squares[i] = transform(shape.squares[i], symmetry);
                    set |= bit(instance.squares[i]);
                }
                if (symmetry != 0 && set == baseSet) {
                    std::vector<int> permutation(size);
                    for (int i = 0; i < size; ++i) {
                        const auto at = std::find(shape.squares.begin(), shape.squares.end(),
                                                  instance.squares[i]);
                        permutation[i] = int(at - shape.squares.begin());
                    }
                    selfMaps.push_back(std::move(permutation));
                    continue;
                }
                if (std::find(seen.begin(), seen.end(), set) != seen.end()) continue;
                seen.push_back(set);
                t.instances.push_back(instance);
            }
            for (int index = 0; index < power3(size); ++index) {
                int smallest = index;
                for (const std::vector<int>& permutation : selfMaps) {
                    smallest = std::min(smallest, permuted(index, permutation));
                }
                t.canonical.push_back(std::uint32_t(t.kinds.back().offset + smallest));
            }
        }
        return t;
    }();
    return built;
}

}  // namespace

std::span<const Kind> kinds() {
    return tables().kinds;
}

std::span<const Instance> instances() {
    return tables().instances;
}

int patternIndex(const Instance& instance, Bitboard player, Bitboard opponent) {
    int index = 0;
    for (int i = instance.size - 1; i >= 0; --i) {
        const Square square = instance.squares[i];
        index = index * 3 + int((player >> square) & 1) + 2 * int((opponent >> square) & 1);
    }
    return index;
}

Features featuresOf(Bitboard player, Bitboard opponent) {
    const Bitboard empty = ~(player | opponent);
    return featuresOf(player, opponent, legalMoves(player, opponent, empty),
                      legalMoves(opponent, player, empty));
}

Features featuresOf(Bitboard player, Bitboard opponent, Bitboard ownMoves, Bitboard otherMoves) {
    Features features;
    const Tables& table = tables();
    const std::span<const Kind> kindList = table.kinds;
    const std::span<const Instance> all = instances();
    for (int i = 0; i < kInstanceCount; ++i) {
        features.indices[i] =
            table.canonical[kindList[all[i].kind].offset + patternIndex(all[i], player, opponent)];
    }
    const Bitboard empty = ~(player | opponent);
    features.mobility = popcount(ownMoves) - popcount(otherMoves);
    features.potentialMobility =
        popcount(neighbours(opponent) & empty) - popcount(neighbours(player) & empty);
    return features;
}

}  // namespace hasami::patterns
