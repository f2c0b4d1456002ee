// SPDX-License-Identifier: GPL-3.0-or-later
// Move ordering for the searcher: the hash move first, then moves that leave the opponent
// the fewest replies ("fastest first"), corners early and X-squares next to empty corners
// late. Moves live in a fixed array on the stack: no allocation per node.
#pragma once

#include <array>
#include <utility>

#include "engine/board/geometry.h"
#include "engine/board/movegen.h"

namespace hasami {

struct OrderedMove {
    Square square;
    Bitboard flipped;
    int priority;
};

// The i-th of `count` moves in priority order, the first i already picked: selection sort as
// the search asks, since a cut-off after the first moves saves sorting the rest.
inline OrderedMove& pickInOrder(OrderedMove* moves, int count, int i) {
    int best = i;
    for (int j = i + 1; j < count; ++j) {
        if (moves[j].priority > moves[best].priority) best = j;
    }
    std::swap(moves[i], moves[best]);
    return moves[i];
}

// The weights of MoveList's priorities, per square counted.
namespace midgame_order {
constexpr int kHashMove = 1 << 30;  // above every other priority
constexpr int kReply = -16;         // a legal reply left to the opponent
constexpr int kCornerReply = -12;   // on top of kReply: a corner the opponent may take
constexpr int kCorner = 40;         // taking a corner
constexpr int kRiskyXSquare = -30;  // an X-square next to an empty corner
constexpr int kExposedFlip = -2;    // a flipped disc next to an empty square
// From this many plies above the leaves, the evaluation of the position after the move, for
// the opponent, per disc (added by the searcher, which has the evaluation).
constexpr int kChildValueDepth = 5;
constexpr int kChildValue = -16;
}  // namespace midgame_order

// At most 33 legal moves exist on the 8x8 board; the array leaves room.
class MoveList {
public:
    MoveList(Bitboard player, Bitboard opponent, Bitboard moves, Square hashMove,
             const Geometry& geometry) {
        const Bitboard empty = geometry.squares & ~(player | opponent);
        Bitboard riskyX = 0;
        for (const CornerRegion& region : geometry.cornerRegions) {
            if (empty & region.corner) riskyX |= region.xSquare;
        }
        for (Square square : squaresOf(moves)) {
            OrderedMove& move = moves_[count_++];
            move.square = square;
            move.flipped = flips(player, opponent, square);
            if (square == hashMove) {
                move.priority = midgame_order::kHashMove;
                continue;
            }
            const Child child = childOf(player, opponent, square, move.flipped);
            const Bitboard replies = legalMoves(child.player, child.opponent, empty & ~bit(square));
            using namespace midgame_order;
            int priority =
                kReply * popcount(replies) + kCornerReply * popcount(replies & geometry.corners);
            if (bit(square) & geometry.corners) priority += kCorner;
            if (bit(square) & riskyX) priority += kRiskyXSquare;
            // Discs left next to empty squares give the opponent moves later.
            priority += kExposedFlip * popcount(neighbours(empty & ~bit(square)) & move.flipped);
            move.priority = priority;
        }
    }

    int size() const { return count_; }
    // The i-th move, in the order picked so far.
    const OrderedMove& operator[](int i) const { return moves_[i]; }

    const OrderedMove& pick(int i) { return pickInOrder(moves_.data(), count_, i); }
    // The i-th move, for a priority to be added to before the picking starts.
    OrderedMove& at(int i) { return moves_[i]; }

private:
    std::array<OrderedMove, 40> moves_;
    int count_ = 0;
};

// Move ordering for the exact solver: a wipe-out, the hash move, then, weighed together, the
// fewest replies left to the opponent (corners count twice), own discs made stable at the
// corners, and the fewest empty squares next to own discs (the opponent's future moves).
class EndgameMoveList {
public:
    EndgameMoveList(Bitboard player, Bitboard opponent, Bitboard moves, const Geometry& geometry) {
        const Bitboard empty = geometry.squares & ~(player | opponent);
        Bitboard odd = 0;
        for (const Bitboard quadrant : geometry.quadrants) {
            if (popcount(empty & quadrant) & 1) odd |= quadrant;
        }
        for (Square square : squaresOf(moves)) {
            OrderedMove& move = moves_[count_++];
            move.square = square;
            move.flipped = flips(player, opponent, square);
            const Child child = childOf(player, opponent, square, move.flipped);
            if (!child.player) {
                move.priority = kWipeOut;
                continue;
            }
            const Bitboard nextEmpty = empty & ~bit(square);
            const Bitboard replies = legalMoves(child.player, child.opponent, nextEmpty);
            const Bitboard potential = neighbours(child.opponent) & nextEmpty;
            move.priority = kReplyWeight * weightedCount(replies, geometry) +
                            kStableWeight * cornerStability(child.opponent, geometry) +
                            kPotentialWeight * weightedCount(potential, geometry) +
                            ((bit(square) & odd) ? kParityWeight : 0);
        }
    }

    int size() const { return count_; }
    OrderedMove& operator[](int i) { return moves_[i]; }
    const OrderedMove& operator[](int i) const { return moves_[i]; }

    // Moves `square` (the hash move, if legal) to the front, behind a wipe-out only.
    void putFirst(Square square) {
        for (int i = 0; i < count_; ++i) {
            if (moves_[i].square == square && moves_[i].priority < kWipeOut) {
                moves_[i].priority = kFirst;
            }
        }
    }

    const OrderedMove& pick(int i) { return pickInOrder(moves_.data(), count_, i); }

    static constexpr int kWipeOut = 1 << 30;
    static constexpr int kFirst = 1 << 29;

private:
    // Per square counted (corners twice). A reply outweighs all the rest but for large
    // differences: two own discs made stable at a corner, or four empty squares fewer next to
    // own discs, weigh as much. Parity only breaks ties.
    static constexpr int kReplyWeight = -(1 << 15);      // a reply left to the opponent
    static constexpr int kStableWeight = 1 << 14;        // an own disc made stable at a corner
    static constexpr int kPotentialWeight = -(1 << 13);  // an empty square next to an own disc
    static constexpr int kParityWeight = 1 << 3;         // a move in a region of odd size

    static int weightedCount(Bitboard set, const Geometry& geometry) {
        return popcount(set) + popcount(set & geometry.corners);
    }
    // Own corners and the edge squares next to them: discs that cannot be flipped.
    static int cornerStability(Bitboard own, const Geometry& geometry) {
        const Bitboard corners = own & geometry.corners;
        return popcount(corners | (own & geometry.cSquares & neighbours(corners)));
    }

    std::array<OrderedMove, 40> moves_;
    int count_ = 0;
};

}  // namespace hasami
