// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/players/table_player.h"

#include <algorithm>

namespace hasami {

namespace {

// Beyond every value of this player's evaluation (its own units, not discs).
constexpr int kUnbounded = 1 << 20;
constexpr int kOpeningDepth = 6;
constexpr int kMobilityWeight = 8;  // per move more than the opponent
constexpr int kFlipWeight = 2;      // per disc a move flips, while the first table applies

// Empties from which the game counts discs and searches deeper (docs/engine.md, "Players and the
// arena"; given there for the 64-square board; smaller boards scale them by their size).
constexpr int kDiscCountEmpties = 20;
constexpr int kDeeperEmpties = 18;

// The square weights of the two tables, by kind of square: corners best, the X- and C-squares
// next to them worst, the rest of the edge good, the ring inside it slightly bad.
struct SquareWeights {
    int corner, xSquare, cSquare, edge, innerRing, centre;
};
constexpr SquareWeights kEarly{100, -50, -20, 10, -5, 1};
constexpr SquareWeights kLate{100, -20, -5, 15, 0, 2};

struct Tables {
    std::array<int, 64> early{};
    std::array<int, 64> late{};
};

Tables makeTables(const Geometry& geometry) {
    Tables tables;
    const Bitboard innerRing = neighbours(geometry.edges) & geometry.squares & ~geometry.edges;
    for (Square square : squaresOf(geometry.squares)) {
        const Bitboard b = bit(square);
        auto pick = [&](const SquareWeights& w) {
            if (b & geometry.corners) return w.corner;
            if (b & geometry.xSquares) return w.xSquare;
            if (b & geometry.cSquares) return w.cSquare;
            if (b & geometry.edges) return w.edge;
            if (b & innerRing) return w.innerRing;
            return w.centre;
        };
        tables.early[square] = pick(kEarly);
        tables.late[square] = pick(kLate);
    }
    return tables;
}

const Tables& tablesFor(const Geometry& geometry) {
    static const Tables four = makeTables(Geometry::of(4));
    static const Tables six = makeTables(Geometry::of(6));
    static const Tables eight = makeTables(Geometry::of(8));
    return geometry.size == 4 ? four : geometry.size == 6 ? six : eight;
}

int scaled(int empties64, int squares) {
    return empties64 * squares / 64;
}

bool isEarly(int empties, int squares) {
    return empties > squares / 2;
}

int tableSum(Bitboard discs, const std::array<int, 64>& table) {
    int sum = 0;
    for (Square square : squaresOf(discs)) sum += table[square];
    return sum;
}

}  // namespace

int TablePlayer::depthFor(int empties, int squares) {
    if (empties <= scaled(kDeeperEmpties, squares)) return 10;
    if (empties <= scaled(kDiscCountEmpties, squares)) return 8;
    return kOpeningDepth;
}

int TablePlayer::evaluate(Bitboard player, Bitboard opponent, const Geometry& geometry) {
    const Bitboard empty = geometry.squares & ~(player | opponent);
    const int empties = popcount(empty);
    if (empties <= scaled(kDiscCountEmpties, geometry.squareCount)) {
        return popcount(player) - popcount(opponent);
    }
    const Tables& tables = tablesFor(geometry);
    const auto& table = isEarly(empties, geometry.squareCount) ? tables.early : tables.late;
    const int mobility = popcount(legalMoves(player, opponent, empty)) -
                         popcount(legalMoves(opponent, player, empty));
    return tableSum(player, table) - tableSum(opponent, table) + kMobilityWeight * mobility;
}

int TablePlayer::search(Bitboard player, Bitboard opponent, int depth, int alpha, int beta) {
    ++nodes_;
    const Bitboard empty = geometry_->squares & ~(player | opponent);
    const Bitboard moves = legalMoves(player, opponent, empty);
    if (!moves) {
        if (!legalMoves(opponent, player, empty)) {
            // A finished game outweighs every estimate: its disc count, far beyond them.
            const int discs = finalScore(player, opponent, geometry_->squareCount);
            return discs > 0 ? kUnbounded / 2 + discs : discs < 0 ? -kUnbounded / 2 + discs : 0;
        }
        return -search(opponent, player, depth, -beta, -alpha);
    }
    if (depth <= 0 || (cancel_ && cancel_->load(std::memory_order_relaxed))) {
        return evaluate(player, opponent, *geometry_);
    }
    const bool flipTerm = isEarly(popcount(empty), geometry_->squareCount);
    int best = -kUnbounded;
    for (Square square : squaresOf(moves)) {
        const Bitboard flipped = flips(player, opponent, square);
        // The flip term lowers this move's score: the child's window shifts up to match.
        const int penalty = flipTerm ? kFlipWeight * popcount(flipped) : 0;
        const Child child = childOf(player, opponent, square, flipped);
        const int score =
            -search(child.player, child.opponent, depth - 1, -beta - penalty, -alpha - penalty) -
            penalty;
        if (score > best) {
            best = score;
            alpha = std::max(alpha, score);
            if (alpha >= beta) break;
        }
    }
    return best;
}

SearchInfo TablePlayer::chooseMove(const Position& position, const std::atomic<bool>* cancel,
                                   const ProgressCallback&) {
    geometry_ = &Geometry::of(position.size());
    cancel_ = cancel;
    nodes_ = 0;
    if (position.mustPass()) {  // the pass, valued as the player values every move
        SearchInfo info;
        info.bestMove = kPass;
        const Position next = position.pass();
        info.depth = depthFor(position.emptyCount(), geometry_->squareCount);
        info.score =
            -search(next.player(), next.opponent(), info.depth - 1, -kUnbounded, kUnbounded);
        info.nodes = nodes_;
        return info;
    }
    if (auto forced = choiceWithoutMoves(position)) return *forced;
    SearchInfo info;
    const Bitboard moves = position.legalMoves();
    const int depth = depthFor(position.emptyCount(), geometry_->squareCount);
    const bool flipTerm = isEarly(position.emptyCount(), geometry_->squareCount);
    int alpha = -kUnbounded;
    for (Square square : squaresOf(moves)) {
        const int penalty = flipTerm ? kFlipWeight * popcount(position.flipsFor(square)) : 0;
        const Position next = position.play(square);
        const int score =
            -search(next.player(), next.opponent(), depth - 1, -kUnbounded, -alpha - penalty) -
            penalty;
        if (score > alpha) {
            alpha = score;
            info.bestMove = square;
        }
    }
    info.score = alpha;
    info.depth = depth;
    info.nodes = nodes_;
    return info;
}

}  // namespace hasami
