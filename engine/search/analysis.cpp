// SPDX-License-Identifier: GPL-3.0-or-later
// Searcher::analyze: the value of every legal move, for the analysis a player reads (every
// square's value on the board, a game's review), rather than the one best move a game needs.
// Each move is searched with its own aspiration window around its last value, so the value
// is exact, not the bound a null-window search gives; the table and the move order are the
// searcher's own, shared with its games.
#include <algorithm>

#include "engine/search/search_core.h"

namespace hasami {

namespace {

Analysis forcedPass(const SearchInfo& reply) {
    Analysis analysis;
    analysis.moves.push_back({kPass, reply.score, reply.depth, reply.exact});
    analysis.moves.back().line = reply.principalVariation;
    analysis.probability = reply.probability;
    analysis.moves.back().probability = reply.probability;
    analysis.depth = reply.depth;
    analysis.exact = reply.exact;
    analysis.nodes = reply.nodes;
    analysis.seconds = reply.seconds;
    return analysis;
}

}  // namespace

Analysis Searcher::analyze(const Position& position, const SearchLimits& limits,
                           const std::atomic<bool>* cancel, const AnalysisCallback& progress) {
    if (position.mustPass()) return forcedPass(search(position, limits, cancel));
    startSearch(position, limits, cancel);
    Analysis analysis;
    auto report = [&] {
        analysis.nodes = totalNodes();
        analysis.seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
        return analysis;
    };
    if (position.isGameOver()) {
        analysis.exact = true;
        return report();
    }
    const Bitboard player = position.player();
    const Bitboard opponent = position.opponent();
    const int empties = position.emptyCount();
    std::vector<OrderedMove> moves = rootMovesOf(position, false);
    for (const OrderedMove& move : moves) analysis.moves.push_back({move.square, 0, 0, false});

    deepenWithin(limits, empties, [&](int depth) {
        if (!analyzeIteration(player, opponent, moves, analysis.moves, depth)) return false;
        analysis.depth = depth < 0 ? empties : depth;
        analysis.exact = depth < 0 && selectivity_ == kNoSelectivity;
        analysis.probability = kSelectivityPercent[selectivity_];
        // Each move's line from the table; the best one's, when solved, to the end.
        for (MoveValue& value : analysis.moves) {
            value.probability = analysis.probability;
            value.line = principalVariation(position, value.move, false);
        }
        if (depth < 0 && !analysis.moves.empty()) {
            analysis.moves.front().line =
                principalVariation(position, analysis.moves.front().move, true);
        }
        if (progress) progress(report());
        return true;
    });
    return report();
}

bool Searcher::analyzeIteration(Bitboard player, Bitboard opponent, std::vector<OrderedMove>& moves,
                                std::vector<MoveValue>& values, int depth) {
    const int empties = popcount(geometry_->squares & ~(player | opponent));
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const int score = withAspiration(values[i].score, [&](int alpha, int beta) {
            return rootMoveScore(player, opponent, moves[i], depth, alpha, beta, true);
        });
        if (stopped_) return false;
        values[i] = {moves[i].square, score, depth < 0 ? empties : depth,
                     depth < 0 && selectivity_ == kNoSelectivity};
    }
    // Best first, for the reader and for the next iteration's order; ties keep their order.
    std::vector<std::size_t> order(moves.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return values[a].score > values[b].score;
    });
    std::vector<OrderedMove> sortedMoves;
    std::vector<MoveValue> sortedValues;
    for (std::size_t i : order) {
        sortedMoves.push_back(moves[i]);
        sortedValues.push_back(values[i]);
    }
    moves = std::move(sortedMoves);
    values = std::move(sortedValues);
    return true;
}

}  // namespace hasami
