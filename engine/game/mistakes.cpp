// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/game/mistakes.h"

#include <algorithm>

#include "engine/board/geometry.h"

namespace hasami {

std::optional<MistakeExercise> exerciseOf(const Position& position, const Analysis& analysis,
                                          const AssessedMove& mistake, const ExpectedScore& model) {
    if (!valuesEveryMove(position, analysis) || position.mustPass()) return std::nullopt;
    MistakeExercise exercise;
    exercise.position = position;
    exercise.ply = mistake.ply;
    exercise.played = mistake.move;
    exercise.kind = mistake.kind;
    exercise.discLoss = mistake.discLoss;
    exercise.values = analysis.moves;
    std::stable_sort(exercise.values.begin(), exercise.values.end(),
                     [](const MoveValue& a, const MoveValue& b) { return a.score > b.score; });
    const int best = exercise.values.front().score;
    const int empties = position.emptyCount();
    const double bestScore = 100 * model.of(best, empties, position.size());
    for (const MoveValue& value : exercise.values) {
        if (value.move == mistake.move || value.upperBound) continue;
        const double points = bestScore - 100 * model.of(value.score, empties, position.size());
        if (classify(best - value.score, points, false) <= MoveClass::Good) {
            exercise.accepted.push_back(value.move);
        }
    }
    if (exercise.accepted.empty()) return std::nullopt;
    return exercise;
}

namespace {

// The empties of the quadrant `square` lies in.
int regionEmpties(const Position& position, Square square) {
    for (const Bitboard quadrant : Geometry::of(position.size()).quadrants) {
        if (quadrant & bit(square)) return popcount(quadrant & position.empties());
    }
    return 0;
}

}  // namespace

MistakeKind kindOfMistake(const Position& before, Square played, Square best) {
    const Geometry& geometry = Geometry::of(before.size());
    const Position after = before.play(played);
    const Bitboard theirsBefore =
        legalMoves(before.opponent(), before.player(), before.empties()) & geometry.corners;
    if (after.legalMoves() & geometry.corners & ~theirsBefore) return MistakeKind::CornerGiven;
    for (const CornerRegion& region : geometry.cornerRegions) {
        if ((region.xSquare & bit(played)) && (region.corner & before.empties())) {
            return MistakeKind::XSquare;
        }
    }
    if (before.emptyCount() <= 14 && best != kNoSquare && best != kPass &&
        regionEmpties(before, played) % 2 == 0 && regionEmpties(before, best) % 2 == 1) {
        return MistakeKind::Parity;
    }
    return MistakeKind::Other;
}

std::optional<int> valueIn(const MistakeExercise& exercise, Square move) {
    for (const MoveValue& value : exercise.values) {
        if (value.move == move) return value.score;
    }
    return std::nullopt;
}

AnswerGrade judgeAnswer(const MistakeExercise& exercise, Square answer) {
    if (std::find(exercise.accepted.begin(), exercise.accepted.end(), answer) ==
        exercise.accepted.end()) {
        return AnswerGrade::Wrong;
    }
    return valueIn(exercise, answer) == exercise.values.front().score ? AnswerGrade::Best
                                                                      : AnswerGrade::GoodEnough;
}

}  // namespace hasami
