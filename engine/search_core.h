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
