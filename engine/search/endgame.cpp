// SPDX-License-Identifier: GPL-3.0-or-later
// The exact endgame solver of Searcher: every line played to the end of the game, in tiers.
// - Deep nodes (solveDeep): stability cut-offs, the transposition table (from kTableEmpties
//   on, the thread's own SolveCache below it) with enhanced transposition cut-offs (from
//   kEtcEmpties, and from the cache's children), and fastest-first ordering,
//   refined by a shallow midgame search from kSortEmpties on; in a probable (selective) solve,
//   Multi-ProbCut from kProbCutMinEmpties on.
// - Shallow nodes (solveShallow, up to kShallowEmpties): parity ordering (corners first and
//   X-squares last within it) and the stability cut-off; the deepest of them (kShallowEmpties)
//   also the cache's bounds.
// - Two empties and the last one: special cases; the last move only counts flips.
#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>

#include "engine/eval/stability.h"
#include "engine/search/move_order.h"
#include "engine/search/search_core.h"

namespace hasami {

namespace {

// Tiers by number of empties; tuned on FFO #40-#49 and on positions of 22 and 26 empties from
// self-play (fewest nodes is not always fastest: a table probe or a sorted move list costs
// more than a shallow node).
constexpr int kShallowEmpties = 5;  // up to here: parity ordering, no table
constexpr int kTableEmpties = 8;    // from here: the transposition table
constexpr int kEtcEmpties = 10;     // from here: enhanced transposition cut-offs
constexpr int kSortEmpties = 13;    // from here: moves sorted by a shallow search too
constexpr int kSplitEmpties = 12;   // from here: moves shared with free threads
// From the deepest shallow nodes to the table, the thread's own cache.
static_assert(SolveCache::kFirstEmpties == kShallowEmpties &&
              SolveCache::kFirstEmpties + SolveCache::kLevels == kTableEmpties);

// Moves sorted by a shallow search: the evaluation alone up to kSortDepthOffset + 2 empties,
// then one ply more every 3 empties; its score, in discs, weighs like a quarter of a reply of
// the opponent; scores well above alpha need no precision (they all promise a cut-off), while
// those below it rank the moves that may still refute it.
constexpr int kSortDepthOffset = 15;
constexpr int kSortWeight = 1 << 13;
constexpr int kSortCeiling = 8;

// The table's move goes first if a search of at least this many plies found it (or a solve):
// the moves of the sort's own shallow searches and of the shallowest iterations order worse
// than the fastest-first rule and the sort do.
constexpr int kHashMoveDepth = 5;

// The stability cut-off is tried only if it would succeed even with this much of the score
// (two a disc) left by opponent's discs that are not stable: counting stable discs is costly,
// and rarely almost all are.
constexpr int kStabilityMargin = 8;

// kLineFlips[i][own]: the discs flipped along a line of eight squares by a move on its i-th
// square, `own` holding the mover's discs on the line and every other square the opponent's.
constexpr auto kLineFlips = [] {
    std::array<std::array<std::uint8_t, 256>, 8> table{};
    for (int square = 0; square < 8; ++square) {
        for (int own = 0; own < 256; ++own) {
            int count = 0;
            for (const int step : {-1, 1}) {
                int run = 0;
                int i = square + step;
                while (i >= 0 && i < 8 && !(own >> i & 1)) {
                    ++run;
                    i += step;
                }
                if (i >= 0 && i < 8) count += run;
            }
            table[square][own] = static_cast<std::uint8_t>(count);
        }
    }
    return table;
}();

// The two diagonals through each square, as square sets.
struct Diagonals {
    Bitboard down;  // towards higher rows and columns
    Bitboard up;    // towards higher rows and lower columns
};
constexpr auto kDiagonals = [] {
    std::array<Diagonals, 64> table{};
    for (Square square = 0; square < 64; ++square) {
        for (Square other = 0; other < 64; ++other) {
            const int rows = rowOf(other) - rowOf(square);
            const int columns = columnOf(other) - columnOf(square);
            if (rows == columns) table[square].down |= bit(other);
            if (rows == -columns) table[square].up |= bit(other);
        }
    }
    return table;
}();

// The discs flipped by the last move of a game, on `square`, by the side owning `own`, all
// other squares being the opponent's: one table look-up per line. Squares off a small board
// count as the opponent's, which is harmless: no run towards them is closed by an own disc.
int lastMoveFlips(Bitboard own, Square square) {
    constexpr Bitboard kColumnToRow = 0x0102040810204080ULL;  // column a into the top byte
    const int row = rowOf(square);
    const int column = columnOf(square);
    // A diagonal holds one square per column: summing the rows packs it into the top byte.
    const auto line = [](Bitboard discs) { return (discs * kColumnA) >> 56; };
    const Diagonals& diagonals = kDiagonals[square];
    return kLineFlips[column][(own >> (8 * row)) & 0xFF] +
           kLineFlips[row][(((own >> column) & kColumnA) * kColumnToRow) >> 56] +
           kLineFlips[column][line(own & diagonals.down)] +
           kLineFlips[column][line(own & diagonals.up)];
}

// Enhanced transposition cut-off: if the table bounds some child's score from above by
// -beta or less, its move reaches beta and the node fails high before any search.
std::optional<int> childCutoff(const TranspositionTable& table, Bitboard player, Bitboard opponent,
                               int boardSize, const EndgameMoveList& list, int beta, int sureness) {
    for (int i = 0; i < list.size(); ++i) {
        const Child child = childOf(player, opponent, list[i].square, list[i].flipped);
        const auto entry = table.probe(positionKey(child.player, child.opponent, boardSize));
        if (entry && entry->depth == TranspositionTable::kExactDepth &&
            entry->selectivity >= sureness && -entry->upper >= beta) {
            return -entry->upper;
        }
    }
    return std::nullopt;
}

// The score the solver's cache holds of the position if it settles the window (alpha, beta);
// else narrows the window to the bounds it holds.
std::optional<int> cachedScore(const SolveCache& cache, Bitboard player, Bitboard opponent,
                               int empties, int& alpha, int& beta) {
    const SolveCache::Slot* slot = cache.find(player, opponent, empties);
    if (!slot) return std::nullopt;
    if (slot->lower >= beta || slot->lower == slot->upper) return slot->lower;
    if (slot->upper <= alpha) return slot->upper;
    alpha = std::max<int>(alpha, slot->lower);
    beta = std::min<int>(beta, slot->upper);
    return std::nullopt;
}

// Enhanced transposition cut-off from the solver's cache, whose children have `empties` - 1
// empties.
std::optional<int> cachedCutoff(const SolveCache& cache, Bitboard player, Bitboard opponent,
                                const EndgameMoveList& list, int beta, int empties) {
    for (int i = 0; i < list.size(); ++i) {
        const Child child = childOf(player, opponent, list[i].square, list[i].flipped);
        const SolveCache::Slot* slot = cache.find(child.player, child.opponent, empties - 1);
        if (slot && -slot->upper >= beta) return -slot->upper;
    }
    return std::nullopt;
}

// The stability cut-off: no score can exceed what the opponent's stable discs leave. Returns
// that ceiling when it is at most alpha (the node fails low); otherwise lowers beta to it.
std::optional<int> stabilityCutoff(Bitboard player, Bitboard opponent, int alpha, int& beta,
                                   const Geometry& geometry) {
    const int squares = geometry.squareCount;
    if (alpha < squares - 2 * popcount(opponent) + kStabilityMargin) return std::nullopt;
    const int ceiling = squares - 2 * popcount(stableDiscs(opponent, player, geometry));
    if (ceiling <= alpha) return ceiling;
    beta = std::min(beta, ceiling);
    return std::nullopt;
}

}  // namespace

int Searcher::solve(Bitboard player, Bitboard opponent, int alpha, int beta, int empties) {
    if (empties > kShallowEmpties) return solveDeep(player, opponent, alpha, beta, empties);
    if (empties > 2) return solveShallow(player, opponent, alpha, beta, empties);
    const Bitboard empty = geometry_->squares & ~(player | opponent);
    if (empties == 2) return solveTwo(player, opponent, alpha, beta, empty);
    if (empties == 1) return solveLast(player, opponent, alpha, firstSquare(empty));
    countNode();
    return finalScore(player, opponent, geometry_->squareCount);
}

int Searcher::solveLast(Bitboard player, Bitboard opponent, int alpha, Square square) {
    countNode();
    const int squares = geometry_->squareCount;
    const int own = popcount(player);
    if (const int flipped = lastMoveFlips(player, square)) {
        return 2 * (own + 1 + flipped) - squares;
    }
    const int difference = 2 * own - (squares - 1);
    const int passScore = difference > 0 ? difference + 1 : difference - 1;
    // The opponent's last move could only lower the score: not worth counting if this fails low.
    if (passScore <= alpha) return passScore;
    if (const int flipped = lastMoveFlips(opponent, square)) {
        return 2 * (own - flipped) - squares;
    }
    return passScore;
}

int Searcher::solveTwo(Bitboard player, Bitboard opponent, int alpha, int beta, Bitboard empty) {
    countNode();
    const Square first = firstSquare(empty);
    const Square second = firstSquare(withoutFirst(empty));
    int best = -kInfinity;
    if (const Bitboard flipped = flips(player, opponent, first)) {
        const Child child = childOf(player, opponent, first, flipped);
        best = -solveLast(child.player, child.opponent, -beta, second);
        if (best >= beta) return best;
    }
    if (const Bitboard flipped = flips(player, opponent, second)) {
        const Child child = childOf(player, opponent, second, flipped);
        const int score = -solveLast(child.player, child.opponent, -beta, first);
        return std::max(best, score);
    }
    if (best > -kInfinity) return best;
    // The side to move passes: the opponent plays, and picks the lower score.
    best = kInfinity;
    if (const Bitboard flipped = flips(opponent, player, first)) {
        const Child child = childOf(opponent, player, first, flipped);
        best = solveLast(child.player, child.opponent, alpha, second);
        if (best <= alpha) return best;
    }
    if (const Bitboard flipped = flips(opponent, player, second)) {
        const Child child = childOf(opponent, player, second, flipped);
        const int score = solveLast(child.player, child.opponent, alpha, first);
        return std::min(best, score);
    }
    return best < kInfinity ? best : finalScore(player, opponent, geometry_->squareCount);
}

int Searcher::solveShallow(Bitboard player, Bitboard opponent, int alpha, int beta, int empties) {
    countNode();
    if (stopped_) return 0;
    if (const auto ceiling = stabilityCutoff(player, opponent, alpha, beta, *geometry_)) {
        return *ceiling;
    }
    if (empties < SolveCache::kFirstEmpties || !options_.transpositionTable) {
        return solveShallowMoves(player, opponent, alpha, beta, empties);
    }
    if (const auto score = cachedScore(solveCache_, player, opponent, empties, alpha, beta)) {
        return *score;
    }
    const int score = solveShallowMoves(player, opponent, alpha, beta, empties);
    if (!stopped_) solveCache_.store(player, opponent, empties, alpha, beta, score);
    return score;
}

int Searcher::solveShallowMoves(Bitboard player, Bitboard opponent, int alpha, int beta,
                                int empties) {
    const Bitboard empty = geometry_->squares & ~(player | opponent);
    // Parity: play first in regions with an odd number of empties, so as to move last there;
    // within each, corners first and the squares diagonally next to corners last.
    Bitboard odd = 0;
    for (const Bitboard quadrant : geometry_->quadrants) {
        if (popcount(empty & quadrant) & 1) odd |= quadrant;
    }
    int best = -kInfinity;
    const Bitboard corners = geometry_->corners;
    const Bitboard xSquares = geometry_->xSquares;
    for (const Bitboard group :
         {empty & odd & corners, empty & odd & ~(corners | xSquares), empty & odd & xSquares,
          empty & ~odd & corners, empty & ~odd & ~(corners | xSquares), empty & ~odd & xSquares}) {
        for (Square square : squaresOf(group)) {
            const Bitboard flipped = flips(player, opponent, square);
            if (!flipped) continue;
            const Child child = childOf(player, opponent, square, flipped);
            const int score =
                empties == 3
                    ? -solveTwo(child.player, child.opponent, -beta, -alpha, empty & ~bit(square))
                    : -solveShallow(child.player, child.opponent, -beta, -alpha, empties - 1);
            if (score > best) {
                best = score;
                if (score > alpha) {
                    alpha = score;
                    if (score >= beta) return best;
                }
            }
        }
    }
    if (best > -kInfinity) return best;
    // No move: the side to move passes, unless the game is over.
    if (!legalMoves(opponent, player, empty)) {
        return finalScore(player, opponent, geometry_->squareCount);
    }
    return -solveShallow(opponent, player, -beta, -alpha, empties);
}

void Searcher::sortByShallowSearch(EndgameMoveList& list, Bitboard player, Bitboard opponent,
                                   int alpha, int empties) {
    const int depth = (empties - kSortDepthOffset) / 3;
    const int sortBeta = std::min(alpha + kSortCeiling, kInfinity);
    for (int i = 0; i < list.size(); ++i) {
        OrderedMove& move = list[i];
        if (move.priority >= EndgameMoveList::kFirst) continue;
        const Child child = childOf(player, opponent, move.square, move.flipped);
        move.priority -= kSortWeight * midgame(child.player, child.opponent, depth, -sortBeta,
                                               kInfinity, false, false);
    }
}

// What the table and the cache settle before any search: the node's own bounds (the table's
// move then goes first in `list`), and enhanced transposition cut-offs from its children's.
std::optional<int> Searcher::knownCutoff(std::uint64_t key, bool useTable, Bitboard player,
                                         Bitboard opponent, EndgameMoveList& list, int& alpha,
                                         int& beta, int empties) {
    if (useTable) {
        Square hashMove = kNoSquare;
        if (const auto score = probeTable(key, TranspositionTable::kExactDepth, false, alpha, beta,
                                          hashMove, kHashMoveDepth)) {
            return score;
        }
        if (hashMove != kNoSquare) list.putFirst(hashMove);
        if (empties >= kEtcEmpties) {
            if (const auto score = childCutoff(table_, player, opponent, geometry_->size, list,
                                               beta, sureness())) {
                return score;
            }
        }
    }
    if (options_.transpositionTable && SolveCache::covers(empties - 1)) {
        if (const auto score = cachedCutoff(solveCache_, player, opponent, list, beta, empties)) {
            return score;
        }
    }
    return std::nullopt;
}

int Searcher::solveDeep(Bitboard player, Bitboard opponent, int alpha, int beta, int empties) {
    countNode();
    if (stopped_) return 0;
    if (const auto ceiling = stabilityCutoff(player, opponent, alpha, beta, *geometry_)) {
        return *ceiling;
    }

    const Bitboard empty = geometry_->squares & ~(player | opponent);
    const Bitboard moves = legalMoves(player, opponent, empty);
    if (!moves) {
        if (!legalMoves(opponent, player, empty)) {
            return finalScore(player, opponent, geometry_->squareCount);
        }
        return -solveDeep(opponent, player, -beta, -alpha, empties);
    }

    const bool useCache = options_.transpositionTable && SolveCache::covers(empties);
    if (useCache) {
        if (const auto score = cachedScore(solveCache_, player, opponent, empties, alpha, beta)) {
            return *score;
        }
    }

    // The table's bucket is fetched from memory while the moves are generated.
    const std::uint64_t key = positionKey(player, opponent, geometry_->size);
    const bool useTable = options_.transpositionTable && empties >= kTableEmpties;
    if (useTable) table_.prefetch(key);
    EndgameMoveList list(player, opponent, moves, *geometry_);
    if (const auto score =
            knownCutoff(key, useTable, player, opponent, list, alpha, beta, empties)) {
        return *score;
    }
    if (empties >= kProbCutMinEmpties && mayProbCut()) {
        if (const auto cut = probCut(player, opponent, empties, empties, true, alpha, beta)) {
            return *cut;
        }
    }
    if (empties >= kSortEmpties) sortByShallowSearch(list, player, opponent, alpha, empties);

    const MoveLoopResult result =
        searchMoves(list, alpha, beta, false, empties >= kSplitEmpties,
                    [&](Searcher& searcher, const OrderedMove& move, int a, int b, bool) {
                        const Child child = childOf(player, opponent, move.square, move.flipped);
                        return -searcher.solve(child.player, child.opponent, -b, -a, empties - 1);
                    });
    if (stopped_) return 0;
    if (useCache) solveCache_.store(player, opponent, empties, alpha, beta, result.score);
    if (useTable) {
        table_.store(key, TranspositionTable::kExactDepth, alpha, beta, result.score,
                     list[result.bestIndex].square, empties, sureness());
    }
    return result.score;
}

}  // namespace hasami
