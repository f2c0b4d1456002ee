// SPDX-License-Identifier: GPL-3.0-or-later
// The parts of Searcher that every kind of node shares: the move loop and the table probe.
// Included by the files that define Searcher's nodes (search.cpp, endgame.cpp) only; inlined
// into each, so sharing them costs the hot path nothing.
#pragma once

#include <algorithm>

#include "engine/search/search.h"

namespace hasami {

template <typename SearchChild>
inline int Searcher::searchLaterMove(SearchChild& searchChild, const OrderedMove& move, int alpha,
                                     int beta, bool pvNode) {
    if (!options_.principalVariation) return searchChild(*this, move, alpha, beta, pvNode);
    int score = searchChild(*this, move, alpha, alpha + 1, false);
    if (score > alpha && score < beta && !stopped_) {
        score = searchChild(*this, move, alpha, beta, pvNode);
    }
    return score;
}

template <typename Moves, typename SearchChild>
inline Searcher::MoveLoopResult Searcher::searchMoves(Moves& moves, int alpha, int beta,
                                                      bool pvNode, bool splittable,
                                                      SearchChild searchChild) {
    MoveLoopResult result{-kInfinity, -1};
    const int count = moves.size();
    for (int i = 0; i < count; ++i) {
        // Young Brothers Wait: the first move alone, then the others shared with free threads.
        if (i > 0 && splittable && threads_ && count - i >= 2 && threads_->mayHelp() &&
            searchInParallel(moves, i, alpha, beta, pvNode, result, searchChild)) {
            break;
        }
        const auto& move = moves.pick(i);
        const int score = i == 0 ? searchChild(*this, move, alpha, beta, pvNode)
                                 : searchLaterMove(searchChild, move, alpha, beta, pvNode);
        if (stopped_) break;
        if (score > result.score) {
            result = {score, i};
            if (score > alpha) {
                alpha = score;
                if (score >= beta) break;
            }
        }
    }
    return result;
}

template <typename Moves, typename SearchChild>
inline bool Searcher::searchInParallel(Moves& moves, int next, int& alpha, int beta, bool pvNode,
                                       MoveLoopResult& result, SearchChild& searchChild) {
    SplitPoint split;
    split.moves = &moves;
    split.pick = [](void* list, int i) -> OrderedMove {
        return static_cast<Moves*>(list)->pick(i);
    };
    split.child = &searchChild;
    split.search = [](void* child, Searcher& searcher, const OrderedMove& move, int a, int b,
                      bool pv) {
        return searcher.searchLaterMove(*static_cast<SearchChild*>(child), move, a, b, pv);
    };
    split.next = next;
    split.count = moves.size();
    split.alpha = alpha;
    split.beta = beta;
    split.pvNode = pvNode;
    split.bestScore = result.score;
    split.bestIndex = result.bestIndex;
    split.selectivity = selectivity_;
    split.probCutLevel = probCutLevel_;
    if (!threads_->share(*this, split)) return false;
    result = {split.bestScore, split.bestIndex};
    alpha = split.alpha;
    return true;
}

// The plies of midgame search run before an exact solve, for its move ordering and window.
inline int presearchDepth(int empties) {
    return std::clamp(empties * 2 / 3 - 3, 0, 14);
}

template <typename Iterate>
inline void Searcher::deepenWithin(const SearchLimits& limits, int empties, int step,
                                   Iterate iterate) {
    const bool exact = reachesTheEnd(limits, empties);
    const int maxDepth =
        exact ? presearchDepth(empties) : (limits.depth > 0 ? limits.depth : empties);
    // Before a solve the midgame iterations only order it: they may cut more than asked.
    if (exact && options_.selectiveSolve && selectivity_ < kNoSelectivity) {
        selectivity_ = std::min(selectivity_, kPresolveSelectivity);
    }
    // The iterations before a solve only order it: a ply at a time orders it best (FFO 40-49:
    // 0.388e9 nodes against 0.399e9 two plies at a time).
    if (exact) step = 1;
    const int first = step == 2 ? 2 - (maxDepth & 1) : 1;
    for (int depth = first; depth <= maxDepth && depth < empties; depth += step) {
        if (!iterate(depth)) return;
        // Within a clock's share, no iteration starts after half the time: it would likely
        // overrun, and the time saved goes to later moves. A move's own time is spent whole:
        // an iteration the deadline cuts short keeps a better move it has proven (deepen).
        const auto elapsed = std::chrono::steady_clock::now() - start_;
        if (hasDeadline_ && limits.shareOfClock && !exact && elapsed * 2 > limits.time) return;
    }
    if ((exact || maxDepth >= empties) && !stopped_) {
        // A probable solve first: cheaper than the proof, it fills the table with the moves
        // that order it. One at 73% was fastest, more so the more empties (docs/engine.md).
        // Without Multi-ProbCut models for the board it would be the proof itself, done twice.
        if (options_.selectiveSolve && empties >= kProbCutMinEmpties && hasProbCutModels()) {
            selectivity_ = kProbableSolveSelectivity;
            iterate(-1);
        }
        selectivity_ = kNoSelectivity;
        if (!stopped_) iterate(-1);
    }
}

template <typename SearchWindow>
inline int Searcher::withAspiration(int guess, SearchWindow search) {
    constexpr int kAspirationWidth = 4;
    if (!options_.aspiration) return search(-kInfinity, kInfinity);
    int alpha = std::max(guess - kAspirationWidth, -kInfinity);
    int beta = std::min(guess + kAspirationWidth, kInfinity);
    for (;;) {
        const int score = search(alpha, beta);
        if (stopped_) return score;
        if (score <= alpha && alpha > -kInfinity) {
            alpha = score <= -kScoreBound ? -kInfinity
                                          : std::max(score - 2 * kAspirationWidth, -kInfinity);
        } else if (score >= beta && beta < kInfinity) {
            beta = score >= kScoreBound ? kInfinity
                                        : std::min(score + 2 * kAspirationWidth, kInfinity);
        } else {
            return score;
        }
    }
}

inline std::optional<int> Searcher::probeTable(std::uint64_t key, int depth, bool pvNode,
                                               int& alpha, int& beta, Square& hashMove,
                                               int moveDepth) const {
    const std::optional<TableEntry> entry = table_.probe(key);
    if (!entry) return std::nullopt;
    if (entry->depth >= moveDepth) hashMove = entry->bestMove;
    const bool solved = entry->depth == TranspositionTable::kExactDepth &&
                        entry->selectivity == TranspositionTable::kProven;
    if (entry->depth < depth || (pvNode && !solved) || entry->selectivity < sureness()) {
        return std::nullopt;
    }
    if (entry->lower >= beta) return entry->lower;
    if (entry->upper <= alpha) return entry->upper;
    if (entry->lower == entry->upper) return entry->lower;
    alpha = std::max<int>(alpha, entry->lower);
    beta = std::min<int>(beta, entry->upper);
    return std::nullopt;
}

}  // namespace hasami
