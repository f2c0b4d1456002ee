// SPDX-License-Identifier: GPL-3.0-or-later
// A player's mistakes as exercises: each Mistake and Blunder of a reviewed game (game_report.h)
// becomes a position to find a better move in, with every move's value there and the moves
// accepted as answers: those that give away less than kGoodLoss points of expected score (a
// Good move or better), so that an answer close to the best counts, said as "good enough".
// Retry Your Mistakes asks them after a review; the mistakes drill keeps them as cards.
#pragma once

#include <optional>
#include <vector>

#include "engine/game/game_report.h"

namespace hasami {

struct MistakeExercise {
    Position position;  // before the mistake
    int ply = 0;        // of the mistake in its game
    Square played = kNoSquare;
    MoveClass kind = MoveClass::Mistake;
    int discLoss = 0;               // of the move played
    std::vector<MoveValue> values;  // every legal move's value there, best first
    std::vector<Square> accepted;   // the answers taken, best first
    Square best() const { return values.empty() ? kNoSquare : values.front().move; }
};

enum class AnswerGrade {
    Best,        // a best move
    GoodEnough,  // accepted, though it loses a little against the best
    Wrong,       // loses too much: not accepted
};

// The exercise of `analysis` (every move of `position` valued), for the move played there that
// the report classed `kind`; none when no move is accepted but the one played.
std::optional<MistakeExercise> exerciseOf(const Position& position, const Analysis& analysis,
                                          const AssessedMove& mistake,
                                          const ExpectedScore& model = ExpectedScore::builtIn());

// The Mistakes and Blunders of `color` (of both, without one) in `game`'s current line, as its
// report classed them, each valued by `analysisOf(position)` (the analysis it was reviewed by);
// in the order of the game.
template <typename AnalysisOf>
std::vector<MistakeExercise> mistakesOf(const Game& game, const GameReport& report,
                                        std::optional<Color> color, AnalysisOf analysisOf) {
    std::vector<MistakeExercise> exercises;
    for (const std::optional<AssessedMove>& move : report.moves) {
        if (!move || !isMistakeClass(move->kind) || (color && move->player != *color)) continue;
        const Position& position = game.positionAt(move->ply);
        const Analysis* analysis = analysisOf(position);
        if (!analysis) continue;
        if (std::optional<MistakeExercise> exercise = exerciseOf(position, *analysis, *move)) {
            exercises.push_back(std::move(*exercise));
        }
    }
    return exercises;
}

// What kind of mistake a move was, where the board tells: in this order, the first that holds.
enum class MistakeKind {
    CornerGiven,  // it lets the opponent take a corner it could not take before
    XSquare,      // it is played on the X-square beside an empty corner
    Parity,       // in the endgame (14 empties or fewer), into a region of an even number of
                  // empties where the best move went into one of an odd number
    Other,
};
inline constexpr int kMistakeKindCount = 4;
MistakeKind kindOfMistake(const Position& before, Square played, Square best);

// How `answer` fares in `exercise`; Wrong for a move that is not legal there.
AnswerGrade judgeAnswer(const MistakeExercise& exercise, Square answer);
// The value of `move` in the exercise; none for a move not legal there.
std::optional<int> valueIn(const MistakeExercise& exercise, Square move);

}  // namespace hasami
