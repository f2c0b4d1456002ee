// The parts of Searcher that every kind of node shares: the move loop and the table probe.
// Included by the files that define Searcher's nodes (search.cpp, endgame.cpp) only; inlined
// into each, so sharing them costs the hot path nothing.
#pragma once

#include <algorithm>

#include "search.h"

namespace hasami {

template <typename Moves, typename SearchChild>
inline Searcher::MoveLoopResult Searcher::searchMoves(Moves& moves, int alpha, int beta,
                                                      bool pvNode, SearchChild searchChild) {
    MoveLoopResult result{-kInfinity, -1};
    const int count = moves.size();
    for (int i = 0; i < count; ++i) {
        const auto& move = moves.pick(i);
        int score;
        if (i == 0 || !options_.principalVariation) {
            score = searchChild(move, alpha, beta, pvNode);
        } else {
            score = searchChild(move, alpha, alpha + 1, false);
            if (score > alpha && score < beta && !stopped_) {
                score = searchChild(move, alpha, beta, pvNode);
            }
        }
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

// The plies of midgame search run before an exact solve, for its move ordering and window.
inline int presearchDepth(int empties) {
    return std::clamp(empties / 2 - 3, 0, 10);
}

template <typename Iterate>
inline void Searcher::deepenWithin(const SearchLimits& limits, int empties, Iterate iterate) {
    const bool exact = reachesTheEnd(limits, empties);
    const int maxDepth =
        exact ? presearchDepth(empties) : (limits.depth > 0 ? limits.depth : empties);
    for (int depth = 1; depth <= maxDepth && depth < empties; ++depth) {
        if (!iterate(depth)) return;
        // With a time limit, an iteration that would likely overrun is not started.
        const auto elapsed = std::chrono::steady_clock::now() - start_;
        if (hasDeadline_ && !exact && elapsed * 3 > limits.time) return;
    }
    if ((exact || maxDepth >= empties) && !stopped_) iterate(-1);
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
                                               int& alpha, int& beta, Square& hashMove) const {
    const TableEntry* entry = table_.probe(key);
    if (!entry) return std::nullopt;
    hashMove = entry->bestMove;
    const bool solved = entry->depth == TranspositionTable::kExactDepth;
    if (entry->depth < depth || (pvNode && !solved)) return std::nullopt;
    if (entry->lower >= beta) return entry->lower;
    if (entry->upper <= alpha) return entry->upper;
    if (entry->lower == entry->upper) return entry->lower;
    alpha = std::max<int>(alpha, entry->lower);
    beta = std::min<int>(beta, entry->upper);
    return std::nullopt;
}

}  // namespace hasami
