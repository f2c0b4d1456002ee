// SPDX-License-Identifier: GPL-3.0-or-later
// Searcher::analyze: the value of every legal move, for the analysis a player reads (every
// square's value on the board, a game's review), rather than the one best move a game needs.
// Each move is searched with its own aspiration window around its last value, so the value
// is exact, not the bound a null-window search gives; the table and the move order are the
// searcher's own, shared with its games. Asked for the best N moves only, it values the first
// N of its order so, then tests each other move with a null window against the N-th best
// value found: most fail low and keep that bound, and one that does not is valued in full and
// joins the best, whose last one then keeps its value as a bound.
#include <algorithm>
#include <functional>

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
    const int bestMoves = limits.bestMoves < int(moves.size()) ? std::max(0, limits.bestMoves) : 0;
    analysis.bestMoves = bestMoves;

    deepenWithin(limits, empties, 1, [&](int depth) {
        if (!analyzeIteration(player, opponent, moves, analysis.moves, depth, bestMoves)) {
            return false;
        }
        analysis.depth = depth < 0 ? empties : depth;
        analysis.exact = depth < 0 && selectivity_ == kNoSelectivity;
        // Probable solves alone say how sure they are (see Searcher::search).
        analysis.probability = depth < 0 ? kSelectivityPercent[selectivity_] : 100;
        // Each move's line from the table; the best one's, when solved, to the end.
        for (MoveValue& value : analysis.moves) {
            value.probability = analysis.probability;
            if (!value.upperBound) value.line = principalVariation(position, value.move, false);
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
                                std::vector<MoveValue>& values, int depth, int bestMoves) {
    const int empties = popcount(geometry_->squares & ~(player | opponent));
    const bool exact = depth < 0 && selectivity_ == kNoSelectivity;
    std::vector<int> best;  // the values found so far, best first
    const auto valued = [&](std::size_t i, int score) {
        values[i] = {moves[i].square, score, depth < 0 ? empties : depth, exact};
        best.insert(std::upper_bound(best.begin(), best.end(), score, std::greater<>()), score);
    };
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const auto score = [&](int alpha, int beta) {
            return rootMoveScore(player, opponent, moves[i], depth, alpha, beta, true);
        };
        if (bestMoves == 0 || int(best.size()) < bestMoves) {
            const int value = withAspiration(values[i].score, score);
            if (stopped_) return false;
            valued(i, value);
            continue;
        }
        // Better than the N-th best so far? Most moves are not, and keep that bound.
        const int threshold = best[std::size_t(bestMoves) - 1];
        const int test = score(threshold, threshold + 1);
        if (stopped_) return false;
        if (test <= threshold) {
            values[i] = {moves[i].square, threshold, depth < 0 ? empties : depth, false};
            values[i].upperBound = true;
            continue;
        }
        const int value = withAspiration(test, score);
        if (stopped_) return false;
        valued(i, value);
    }
    // Best first, for the reader and for the next iteration's order; ties keep their order, and
    // a value goes before a bound as high.
    std::vector<std::size_t> order(moves.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (values[a].score != values[b].score) return values[a].score > values[b].score;
        return !values[a].upperBound && values[b].upperBound;
    });
    std::vector<OrderedMove> sortedMoves;
    std::vector<MoveValue> sortedValues;
    for (std::size_t i : order) {
        sortedMoves.push_back(moves[i]);
        sortedValues.push_back(values[i]);
    }
    moves = std::move(sortedMoves);
    values = std::move(sortedValues);
    // A move that a better one pushed out of the best keeps its value, as a bound only: the
    // analysis values exactly as many moves as it was asked for.
    for (std::size_t i = std::size_t(bestMoves); bestMoves > 0 && i < values.size(); ++i) {
        values[i].upperBound = true;
        values[i].exact = false;
    }
    return true;
}

}  // namespace hasami
