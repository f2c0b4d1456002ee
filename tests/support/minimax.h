// SPDX-License-Identifier: GPL-3.0-or-later
// The value of a small board's position by plain minimax, with no pruning and no table: an
// oracle for the searches, the book and the review on the 4x4 board.
#pragma once

#include <algorithm>

#include "engine/board/position.h"

namespace hasami::test {

// The final disc difference for the side to move under best play.
inline int minimax(const Position& position) {
    if (position.isGameOver()) return position.finalScore();
    if (!position.hasMoves()) return -minimax(position.pass());
    int best = -100;
    for (const Square move : squaresOf(position.legalMoves())) {
        best = std::max(best, -minimax(position.play(move)));
    }
    return best;
}

}  // namespace hasami::test
