// SPDX-License-Identifier: GPL-3.0-or-later
// Growing a book from games: a game's line learnt (each of its positions added, those new to the
// book or searched less deeply before searched, then the values propagated by negamax). Shared by
// hasami-cli book learn and the window.
//
// Each position searched is analysed for its best moves: as many as it has moves in the book,
// and one more, so that its leaf (the best move whose position is not in the book) is found
// with its value, as Edax's book finds its leaves by searching the moves not linked.
#pragma once

#include <atomic>
#include <functional>
#include <span>

#include "engine/book/book.h"
#include "engine/search/search.h"

namespace hasami {

struct LearnOptions {
    int depth = 18;         // plies of each search
    int exactEmpties = 20;  // positions with this many empties or fewer are solved exactly
};

struct LearnReport {
    std::size_t positions = 0;  // of the line, in the book's terms (forced passes played)
    std::size_t added = 0;      // new to the book
    std::size_t searched = 0;   // added or searched again more deeply
    bool stopped = false;       // stopped before the end: what was searched is kept
};

// Called after each position searched with how many of how many are done; returning false
// stops the learning (what is done is kept).
using LearnProgress = std::function<bool(std::size_t done, std::size_t total)>;

// Learns the line `moves` from `start` (forced passes may be left out) into `book`, then
// propagates. Stops at the end of the game or at a move that is not legal. `cancel`, when it
// becomes true, stops the search under way (its position is left as it was).
LearnReport learnLine(OpeningBook& book, const Position& start, std::span<const Square> moves,
                      Searcher& searcher, const LearnOptions& options,
                      const LearnProgress& progress = {},
                      const std::atomic<bool>* cancel = nullptr);

}  // namespace hasami
