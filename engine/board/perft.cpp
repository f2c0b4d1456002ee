// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/board/perft.h"

namespace hasami {

namespace {

// perft on raw bitboards, the hot path: the last two plies are counted in bulk.
std::uint64_t leaves(Bitboard player, Bitboard opponent, Bitboard squares, int depth) {
    const Bitboard empty = squares & ~(player | opponent);
    const Bitboard moves = legalMoves(player, opponent, empty);
    // With no move the node has either one child (the pass) or none (the game is over, a
    // leaf): one leaf at depth 1 either way.
    if (depth == 1) return moves ? popcount(moves) : 1;
    if (!moves) {
        if (!legalMoves(opponent, player, empty)) return 1;
        return leaves(opponent, player, squares, depth - 1);
    }
    std::uint64_t total = 0;
    for (Square move : squaresOf(moves)) {
        const Child child = childOf(player, opponent, move, flips(player, opponent, move));
        if (depth == 2) {
            const Bitboard replies = legalMoves(child.player, child.opponent,
                                                squares & ~(child.player | child.opponent));
            total += replies ? popcount(replies) : 1;
        } else {
            total += leaves(child.player, child.opponent, squares, depth - 1);
        }
    }
    return total;
}

void countTree(Bitboard player, Bitboard opponent, Bitboard squares, bool afterPass,
               GameTreeCount& count) {
    ++count.nodes;
    const Bitboard moves = legalMoves(player, opponent, squares & ~(player | opponent));
    if (!moves) {
        if (afterPass) {
            ++count.games;
        } else {
            countTree(opponent, player, squares, true, count);
        }
        return;
    }
    for (Square move : squaresOf(moves)) {
        const Child child = childOf(player, opponent, move, flips(player, opponent, move));
        countTree(child.player, child.opponent, squares, false, count);
    }
}

}  // namespace

std::uint64_t perft(const Position& position, int depth) {
    if (depth <= 0) return 1;
    return leaves(position.player(), position.opponent(), position.squares(), depth);
}

GameTreeCount countGameTree(const Position& position) {
    GameTreeCount count;
    countTree(position.player(), position.opponent(), position.squares(), false, count);
    return count;
}

}  // namespace hasami
