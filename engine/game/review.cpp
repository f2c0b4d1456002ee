// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/game/review.h"

#include <algorithm>
#include <sstream>

#include "engine/formats/notation.h"
#include "engine/util/numbers.h"
#include "engine/util/words.h"

namespace hasami {

namespace {

constexpr std::string_view kAnalysisTag = "; analysis ";

// Whether `next` says more than `known`: deeper, or exact where `known` is not.
bool deeper(int depth, bool exact, int knownDepth, bool knownExact) {
    if (knownExact) return false;
    return exact || depth > knownDepth;
}

PositionValue valueOfAnalysis(const Analysis& analysis) {
    return {analysis.moves.front().score, analysis.depth, analysis.exact};
}

// Whether `analysis` values every legal move of `position` and nothing else.
bool coversEveryMove(const Position& position, const Analysis& analysis) {
    if (position.mustPass()) return analysis.moves.size() == 1 && analysis.moves[0].move == kPass;
    Bitboard seen = 0;
    for (const MoveValue& value : analysis.moves) {
        if (!position.isLegal(value.move) || (seen & bit(value.move))) return false;
        seen |= bit(value.move);
    }
    return seen == position.legalMoves();
}

std::optional<int> number(std::string_view text, int low, int high) {
    const auto value = parseInteger(text, low, high);
    return value ? std::optional<int>(int(*value)) : std::nullopt;
}

// One analysis line's position and analysis, or why it cannot be read.
Parsed<std::pair<int, Analysis>> parseAnalysisLine(std::string_view line, const Game& game) {
    const std::vector<std::string_view> fields = splitWords(line.substr(kAnalysisTag.size()));
    const std::optional<int> ply =
        fields.empty() ? std::nullopt : number(fields[0], 0, game.length() - 1);
    if (!ply) return ParseError{"an analysis names no position of the game"};
    const std::string where = "the analysis of the position after move " + std::to_string(*ply);
    const Position& position = game.positionAt(*ply);
    if ((fields.size() - 1) % 4 != 0 || fields.size() == 1) {
        return ParseError{where + " is not a list of 'MOVE SCORE DEPTH exact|estimate|book'"};
    }
    Analysis analysis;
    analysis.depth = 64;
    analysis.exact = true;
    analysis.book = true;
    for (std::size_t i = 1; i < fields.size(); i += 4) {
        MoveValue value;
        if (fields[i] == "pass") {
            value.move = kPass;
        } else if (const Parsed<Square> square = parseSquare(fields[i], position.size())) {
            value.move = *square;
        } else {
            return ParseError{where + ": " + square.error()};
        }
        const std::optional<int> score = number(fields[i + 1], -kScoreBound, kScoreBound);
        const std::optional<int> depth = number(fields[i + 2], 1, 64);
        const std::string_view kind = fields[i + 3];
        if (!score || !depth || (kind != "exact" && kind != "estimate" && kind != "book")) {
            return ParseError{where + ": '" + std::string(fields[i]) + " " +
                              std::string(fields[i + 1]) + " " + std::string(fields[i + 2]) + " " +
                              std::string(fields[i + 3]) + "' is not a move's value"};
        }
        value.score = *score;
        value.depth = *depth;
        value.exact = kind == "exact";
        value.book = kind == "book";
        analysis.depth = std::min(analysis.depth, value.depth);
        analysis.exact = analysis.exact && value.exact;
        analysis.book = analysis.book && value.book;
        analysis.moves.push_back(value);
    }
    if (!coversEveryMove(position, analysis)) {
        return ParseError{where + " does not value each legal move there once"};
    }
    std::stable_sort(analysis.moves.begin(), analysis.moves.end(),
                     [](const MoveValue& a, const MoveValue& b) { return a.score > b.score; });
    return std::pair{*ply, std::move(analysis)};
}

}  // namespace

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

void AnalysisStore::storeAnalysis(const Position& position, const Analysis& analysis) {
    if (analysis.moves.empty() || analysis.depth <= 0 || !coversEveryMove(position, analysis)) {
        return;
    }
    std::optional<Analysis>& kept = entries_[keyOf(position)].analysis;
    if (kept && !deeper(analysis.depth, analysis.exact, kept->depth, kept->exact)) return;
    kept = analysis;
}

void AnalysisStore::storeValue(const Position& position, const PositionValue& value) {
    std::optional<PositionValue>& kept = entries_[keyOf(position)].value;
    if (kept && !deeper(value.depth, value.exact, kept->depth, kept->exact)) return;
    kept = value;
}

std::optional<PositionValue> AnalysisStore::valueOf(const Position& position) const {
    if (position.isGameOver()) return PositionValue{position.finalScore(), 0, true};
    const auto found = entries_.find(keyOf(position));
    if (found == entries_.end()) return std::nullopt;
    const Entry& entry = found->second;
    std::optional<PositionValue> best = entry.value;
    if (entry.analysis) {
        const PositionValue analysed = valueOfAnalysis(*entry.analysis);
        if (!best || deeper(analysed.depth, analysed.exact, best->depth, best->exact)) {
            best = analysed;
        }
    }
    return best;
}

std::vector<std::optional<MoveReview>> reviewMoves(const Game& game, const AnalysisStore& store) {
    std::vector<std::optional<MoveReview>> reviews(game.length());
    for (int ply = 0; ply < game.length(); ++ply) {
        const Square move = game.moves()[ply];
        const Analysis* analysis = store.analysisOf(game.positionAt(ply));
        if (move == kPass || !analysis) continue;
        for (const MoveValue& value : analysis->moves) {
            if (value.move != move) continue;
            reviews[ply] = MoveReview{move, value.score, analysis->moves.front().score, value.exact,
                                      value.book};
        }
    }
    return reviews;
}

std::string formatAnalyses(const Game& game, const AnalysisStore& store) {
    std::ostringstream text;
    for (int ply = 0; ply < game.length(); ++ply) {
        const Position& position = game.positionAt(ply);
        const Analysis* analysis = store.analysisOf(position);
        if (!analysis || position.mustPass()) continue;
        text << kAnalysisTag << ply;
        for (const MoveValue& value : analysis->moves) {
            text << ' ' << squareName(value.move) << ' ' << value.score << ' ' << value.depth
                 << (value.exact  ? " exact"
                     : value.book ? " book"
                                  : " estimate");
        }
        text << '\n';
    }
    return text.str();
}

Parsed<int> parseAnalyses(std::string_view text, const Game& game, AnalysisStore& store) {
    std::vector<std::pair<int, Analysis>> read;
    for (std::size_t begin = 0; begin < text.size();) {
        std::size_t end = text.find('\n', begin);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(begin, end - begin);
        begin = end + 1;
        while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) {
            line.remove_prefix(1);
        }
        if (!line.starts_with(kAnalysisTag)) continue;
        Parsed<std::pair<int, Analysis>> analysed = parseAnalysisLine(line, game);
        if (!analysed) return ParseError{analysed.error()};
        read.push_back(std::move(analysed).value());
    }
    for (const auto& [ply, analysis] : read) store.storeAnalysis(game.positionAt(ply), analysis);
    return int(read.size());
}

}  // namespace hasami
