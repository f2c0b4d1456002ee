// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/game/review.h"

#include <tuple>

#include <algorithm>

namespace hasami {

namespace {

// Whether `next` says more than `known`: deeper, or exact where `known` is not.
bool deeper(int depth, bool exact, int knownDepth, bool knownExact) {
    if (knownExact) return false;
    return exact || depth > knownDepth;
}

PositionValue valueOfAnalysis(const Analysis& analysis) {
    return {analysis.moves.front().score, analysis.depth, analysis.exact};
}

}  // namespace

bool valuesEveryMove(const Position& position, const Analysis& analysis) {
    if (position.mustPass()) return analysis.moves.size() == 1 && analysis.moves[0].move == kPass;
    Bitboard seen = 0;
    for (const MoveValue& value : analysis.moves) {
        if (!position.isLegal(value.move) || (seen & bit(value.move))) return false;
        seen |= bit(value.move);
    }
    return seen == position.legalMoves();
}

AnalysisStore::Key AnalysisStore::keyOf(const Position& position) {
    return {position.size(), position.player(), position.opponent(), position.sideToMove()};
}

const Analysis* AnalysisStore::analysisOf(const Position& position) const {
    const auto found = entries_.find(keyOf(position));
    if (found == entries_.end() || !found->second.analysis) return nullptr;
    return &*found->second.analysis;
}

bool AnalysisStore::isAnalysed(const Position& position, int depth) const {
    const Analysis* analysis = analysisOf(position);
    return analysis && (analysis->exact || analysis->depth >= depth);
}

const Analysis* AnalysisStore::boardAnalysisOf(const Position& position) const {
    const auto found = entries_.find(keyOf(position));
    if (found == entries_.end()) return nullptr;
    const std::optional<Analysis>& every = found->second.analysis;
    const std::optional<Analysis>& best = found->second.best;
    if (best && (!every || deeper(best->depth, best->exact, every->depth, every->exact))) {
        return &*best;
    }
    return every ? &*every : nullptr;
}

bool AnalysisStore::isAnalysed(const Position& position, int depth, int bestMoves) const {
    if (isAnalysed(position, depth)) return true;
    const auto found = entries_.find(keyOf(position));
    if (bestMoves <= 0 || found == entries_.end() || !found->second.best) return false;
    const Analysis& best = *found->second.best;
    return best.bestMoves >= bestMoves && (best.exact || best.depth >= depth);
}

void AnalysisStore::storeAnalysis(const Position& position, const Analysis& analysis) {
    if (analysis.moves.empty() || analysis.depth <= 0 || !valuesEveryMove(position, analysis)) {
        return;
    }
    Entry& entry = entries_[keyOf(position)];
    std::optional<Analysis>& kept = analysis.bestMoves > 0 ? entry.best : entry.analysis;
    // Of the best moves, as deep but of more of them also says more.
    const bool more = kept && analysis.bestMoves > kept->bestMoves &&
                      analysis.exact == kept->exact && analysis.depth == kept->depth;
    if (kept && !more && !deeper(analysis.depth, analysis.exact, kept->depth, kept->exact)) return;
    // A deeper value of the same best move that comes without its line keeps the line known:
    // a value is never shown without the moves that lead to it when they were found.
    const std::vector<Square> line =
        kept && !kept->moves.empty() && kept->moves.front().move == analysis.moves.front().move
            ? kept->moves.front().line
            : std::vector<Square>();
    kept = analysis;
    if (kept->moves.front().line.size() < 2 && line.size() >= 2) kept->moves.front().line = line;
}

void AnalysisStore::storeValue(const Position& position, const PositionValue& value) {
    std::optional<PositionValue>& kept = entries_[keyOf(position)].value;
    if (kept && !deeper(value.depth, value.exact, kept->depth, kept->exact)) return;
    kept = value;
}

void AnalysisStore::merge(const AnalysisStore& other) {
    for (const auto& [key, entry] : other.entries_) {
        Entry& kept = entries_[key];
        if (entry.analysis &&
            (!kept.analysis || deeper(entry.analysis->depth, entry.analysis->exact,
                                      kept.analysis->depth, kept.analysis->exact))) {
            kept.analysis = entry.analysis;
        }
        if (entry.best && (!kept.best || deeper(entry.best->depth, entry.best->exact,
                                                kept.best->depth, kept.best->exact))) {
            kept.best = entry.best;
        }
        if (entry.value && (!kept.value || deeper(entry.value->depth, entry.value->exact,
                                                  kept.value->depth, kept.value->exact))) {
            kept.value = entry.value;
        }
    }
}

std::optional<PositionValue> AnalysisStore::valueOf(const Position& position) const {
    if (position.isGameOver()) return PositionValue{position.finalScore(), 0, true};
    const auto found = entries_.find(keyOf(position));
    if (found == entries_.end()) return std::nullopt;
    const Entry& entry = found->second;
    std::optional<PositionValue> best = entry.value;
    for (const std::optional<Analysis>* analysis : {&entry.analysis, &entry.best}) {
        if (!*analysis) continue;
        const PositionValue analysed = valueOfAnalysis(**analysis);
        if (!best || deeper(analysed.depth, analysed.exact, best->depth, best->exact)) {
            best = analysed;
        }
    }
    return best;
}

namespace {

// The value, for the side that moved, of `after`, the position a move leads to, as its own
// analysis (of at least `depth` plies but one, or exact) or the game's end says.
std::optional<PositionValue> valueAfter(const Position& after, int depth,
                                        const AnalysisStore& store) {
    if (after.isGameOver()) return PositionValue{-after.finalScore(), 0, true};
    // The other side must pass: the mover is to move again.
    const bool again = after.mustPass();
    const Position next = again ? after.pass() : after;
    const Analysis* analysis = store.analysisOf(next);
    if (!analysis || analysis->moves.empty() || (!analysis->exact && analysis->depth + 1 < depth)) {
        return std::nullopt;
    }
    const int best = analysis->moves.front().score;
    return PositionValue{again ? best : -best, analysis->depth, analysis->exact};
}

}  // namespace

namespace {

bool comesBefore(const Position& a, const Position& b) {
    return std::tuple(a.size(), a.player(), a.opponent(), a.sideToMove()) <
           std::tuple(b.size(), b.player(), b.opponent(), b.sideToMove());
}

}  // namespace

void ReviewedPositions::add(const Position& position, const Analysis* asReviewed) {
    const auto place =
        std::lower_bound(positions_.begin(), positions_.end(), position, comesBefore);
    const auto index = std::size_t(place - positions_.begin());
    if (place == positions_.end() || !(*place == position)) {
        positions_.insert(place, position);
        analyses_.insert(analyses_.begin() + std::ptrdiff_t(index), std::nullopt);
    }
    if (asReviewed) analyses_[index] = *asReviewed;
}

bool ReviewedPositions::contains(const Position& position) const {
    return std::binary_search(positions_.begin(), positions_.end(), position, comesBefore);
}

const Analysis* ReviewedPositions::analysisOf(const Position& position) const {
    const auto place =
        std::lower_bound(positions_.begin(), positions_.end(), position, comesBefore);
    if (place == positions_.end() || !(*place == position)) return nullptr;
    const std::optional<Analysis>& kept = analyses_[std::size_t(place - positions_.begin())];
    return kept ? &*kept : nullptr;
}

std::optional<MoveReview> reviewMove(const Position& before, Square move,
                                     const AnalysisStore& store) {
    const Analysis* analysis = store.analysisOf(before);
    if (move == kPass || !analysis) return std::nullopt;
    for (const MoveValue& value : analysis->moves) {
        if (value.move != move) continue;
        MoveReview review{move,        value.score, analysis->moves.front().score,
                          value.exact, value.book,  analysis->moves.front().move};
        // The position the move leads to, valued as deep: its value is the move's. Each move
        // then loses what the values of the positions before and after it differ by, and the
        // losses of both sides add up to the way from the first value to the result.
        if (const std::optional<PositionValue> after =
                valueAfter(before.play(move), analysis->depth, store);
            after && !value.book) {
            review.score = after->score;
            review.exact = after->exact && analysis->exact;
            review.best = std::max(review.best, review.score);
        }
        if (review.score >= review.best) review.bestMove = move;
        return review;
    }
    return std::nullopt;
}

namespace {

// The review of `move` in `analysis` as the chain values it: worth `after`, the chain's value
// of the position it leads to (for the other side), when there is one; else its own value.
// The best is the better of it and the other moves' values. None when the move is not valued.
std::optional<MoveReview> chainedReview(const Analysis& analysis, Square move,
                                        const std::optional<PositionValue>& after) {
    std::optional<int> others;
    Square other = kNoSquare;
    const MoveValue* played = nullptr;
    for (const MoveValue& value : analysis.moves) {
        if (value.move == move) {
            played = &value;
        } else if (!value.upperBound && (!others || value.score > *others)) {
            others = value.score;
            other = value.move;
        }
    }
    if (!played) return std::nullopt;
    MoveReview review{move, played->score, played->score, played->exact, played->book, move};
    if (after) {
        review.score = -after->score;
        review.exact = after->exact && analysis.exact;
    }
    review.best = review.score;
    if (others && *others > review.score) {
        review.best = *others;
        review.bestMove = other;
    }
    return review;
}

}  // namespace

LineReview reviewLine(const Game& game, const AnalysisStore& store,
                      const ReviewedPositions* asReviewed) {
    // The analysis a position was reviewed by, else the store's.
    const auto analysisOf = [&](const Position& position) {
        const Analysis* kept = asReviewed ? asReviewed->analysisOf(position) : nullptr;
        return kept ? kept : store.analysisOf(position);
    };
    const int length = game.length();
    LineReview line;
    line.moves.resize(std::size_t(length));
    line.values.resize(std::size_t(length) + 1);
    // Whether the value of each position comes from the chain (an analysis or the game's end),
    // so that the move before it may take it.
    std::vector<bool> chained(std::size_t(length) + 1, false);
    const Position& last = game.positionAt(length);
    if (last.isGameOver()) {
        line.values.back() = PositionValue{last.finalScore(), 0, true};
        chained.back() = true;
    } else if (const Analysis* analysis = analysisOf(last)) {
        line.values.back() = valueOfAnalysis(*analysis);
        chained.back() = true;
    } else {
        line.values.back() = store.valueOf(last);
    }
    for (int ply = length - 1; ply >= 0; --ply) {
        const auto at = std::size_t(ply);
        const Position& before = game.positionAt(ply);
        const Square move = game.moves()[at];
        const std::optional<PositionValue>& after = line.values[at + 1];
        if (move == kPass) {
            // The side that must pass is worth what its opponent is not, after the pass.
            if (after && chained[at + 1]) {
                line.values[at] = PositionValue{-after->score, after->depth, after->exact};
                chained[at] = true;
            } else {
                line.values[at] = store.valueOf(before);
            }
            continue;
        }
        const Analysis* analysis = analysisOf(before);
        const std::optional<MoveReview> review =
            analysis ? chainedReview(*analysis, move, chained[at + 1] ? after : std::nullopt)
                     : std::nullopt;
        if (!review) {
            line.values[at] = store.valueOf(before);
            continue;
        }
        line.moves[at] = review;
        line.values[at] =
            PositionValue{review->best, analysis->depth, review->exact && analysis->exact};
        chained[at] = true;
    }
    return line;
}

LineReview reviewedLine(const Game& game, const ReviewedPositions& reviewed) {
    const AnalysisStore nothingElse;
    LineReview line = reviewLine(game, nothingElse, &reviewed);
    for (std::size_t ply = 0; ply < line.moves.size(); ++ply) {
        if (!reviewed.contains(game.positionAt(int(ply)))) line.moves[ply].reset();
    }
    return line;
}

std::vector<std::optional<MoveReview>> reviewMoves(const Game& game, const AnalysisStore& store) {
    return reviewLine(game, store).moves;
}

}  // namespace hasami
