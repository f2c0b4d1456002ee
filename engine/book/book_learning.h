// SPDX-License-Identifier: GPL-3.0-or-later
// Growing a book from games, and editing it by hand: a game's line learnt (each of its positions
// added, those new to the book or searched less deeply before searched, then the values propagated
// by negamax). Shared by hasami-cli book learn and the window.
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

// Called before the first search (0 done) and after each position searched with how many of how
// many are done; returning false stops the learning (what is done is kept).
using LearnProgress = std::function<bool(std::size_t done, std::size_t total)>;

struct DeviateOptions {
    LearnOptions search;
    int maxLoss = 4;        // a move within this many discs of the best is expanded
    int leastEmpties = 36;  // positions with fewer empties are not expanded
    std::size_t most = 0;   // stops after adding this many positions (0: no limit)
};

// Learns the line `moves` from `start` (forced passes may be left out) into `book`, then
// propagates. Stops at the end of the game or at a move that is not legal. `cancel`, when it
// becomes true, stops the search under way (its position is left as it was).
LearnReport learnLine(OpeningBook& book, const Position& start, std::span<const Square> moves,
                      Searcher& searcher, const LearnOptions& options,
                      const LearnProgress& progress = {},
                      const std::atomic<bool>* cancel = nullptr);

// Deviates as Edax's book does: from `start`, through the moves within `maxLoss` of the best
// (either side's), every leaf within it is expanded (its position added and searched, the
// position it leaves searched again for its next leaf), and a position whose leaf is not named
// is searched to name it, round after round until none is left or `most` positions are added;
// positions with fewer than `leastEmpties` empties are left as they are. `progress` hears of
// the searches made so far, of those the round under way plans (its total grows with the
// rounds).
LearnReport deviateBook(OpeningBook& book, const Position& start, Searcher& searcher,
                        const DeviateOptions& options, const LearnProgress& progress = {},
                        const std::atomic<bool>* cancel = nullptr);

// Enhances as Edax's book does: from `start`, through the moves within `maxLoss` of the best,
// every position searched less deeply than `search.depth` (not solved, not set by hand, not
// expanded, with `leastEmpties` empties or more) is searched again at that depth for its leaf,
// the deepest first, round after round (the values propagated after each) until none is left
// or `most` positions are searched. `progress` hears of the positions of the round searched
// so far, of how many it found.
LearnReport enhanceBook(OpeningBook& book, const Position& start, Searcher& searcher,
                        const DeviateOptions& options, const LearnProgress& progress = {},
                        const std::atomic<bool>* cancel = nullptr);

// What growing the book from `start` within `options` would begin with: the leaves within the
// loss to expand and the positions whose leaf is to be named (deviating), and the positions
// searched less deeply than `search.depth` (enhancing). When the first two are none, deviating
// adds nothing; when the last is none, enhancing searches nothing.
struct GrowthPlan {
    std::size_t leaves = 0;
    std::size_t unnamed = 0;
    std::size_t shallow = 0;
};
GrowthPlan growthPlanOf(const OpeningBook& book, const Position& start,
                        const DeviateOptions& options);

// Removes `position` and every position below it (reached through the book's moves) that no
// other position left in the book reaches but through it, then propagates; how many positions
// were removed (0 when the book does not have `position`).
std::size_t removeSubtree(OpeningBook& book, const Position& position);

// Sets the value of `position` for its side to move by hand, adding the position if the book
// lacks it: the value stands for the position, whatever its moves in the book say, and is not
// searched again by learning; then propagates.
void setHandValue(OpeningBook& book, const Position& position, int value);

// Searches `position` again as learning does (a value set by hand replaced), then propagates;
// false when cancelled, the book left as it was.
bool searchAgain(OpeningBook& book, const Position& position, Searcher& searcher,
                 const LearnOptions& options, const std::atomic<bool>* cancel = nullptr);

}  // namespace hasami
