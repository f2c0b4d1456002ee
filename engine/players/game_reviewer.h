// SPDX-License-Identifier: GPL-3.0-or-later
// A game reviewed whole, away from the window: every position of its current line analysed,
// the opening book's values where it has the position, exact over the last empties; from the
// end back, so that each search finds the later positions in its table. What
// `hasami-cli review` and the figures of docs/engine.md run; the window's Analyze Game makes the
// same analyses one position at a time (session/analysis_scheduler.h).
#pragma once

#include <atomic>
#include <functional>

#include "engine/book/book.h"
#include "engine/game/review.h"

namespace hasami {

struct ReviewStrength {
    // Plies of every move's search; one more after an odd number of moves, as the window's
    // review, so that the values of consecutive positions do not saw-tooth.
    int depth = 12;
    int exactEmpties = 20;  // positions with this many empties or fewer are solved exactly
    int threads = 1;
    std::size_t hashMegabytes = 64;
};

// The analyses of every position of `game`'s current line at `strength`, each kept in
// `reviewed` as the analysis it is reviewed by (engine/game/review.h: reviewedLine): every move
// valued in the middle game; where the endgame is solved exactly, the best move alone exactly
// and the others bounded, which is all the review's chain needs (each move is worth the
// position it leads to) and many times faster than solving every move. A position `reviewed`
// holds already is not searched again. `progress` hears of each position done; `stop` ends the
// review early, with what was found. Returns whether every position was analysed.
bool reviewGame(const Game& game, const ReviewStrength& strength, const Books& books,
                ReviewedPositions& reviewed,
                const std::function<void(int done, int total)>& progress = {},
                const std::atomic<bool>* stop = nullptr);

}  // namespace hasami
