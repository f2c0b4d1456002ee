// SPDX-License-Identifier: GPL-3.0-or-later
// The expected score of a position: the chance that its side to move wins the game, a draw
// counting a half, from the position's value in discs and its number of empties. Fitted on
// games of Hasami's levels 1 to 9 with their results, so that a value means the practical
// chances a person has, not perfect play's: +4 with 40 empties wins often, not always. The
// built-in model is engine/data/expected_score.txt; `hasami-cli expected-score fit` makes it
// again from games, `check` measures its calibration (docs/engine.md, "Expected score").
#pragma once

#include <array>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/util/parsed.h"

namespace hasami {

// The empties of the 8x8 board's start, the most a model knows of.
inline constexpr int kExpectedScoreEmpties = 60;

// The expected score is lapse + (1 - 2 lapse) / (1 + exp(-value / scale(empties))): a logistic
// curve in the value whose scale, in discs, widens as more of the game is left to play, kept
// off 0 and 1 by the lapse, the chance that the game goes the other way whatever the value
// (people err: a lead of 20 is lost now and then). A position without empties, or a finished
// game, is worth what its result is: 1, 1/2 or 0.
class ExpectedScore {
public:
    using Scales = std::array<double, kExpectedScoreEmpties + 1>;  // by empties; [0] unused

    explicit ExpectedScore(const Scales& scales, const Scales& lapses = {})
        : scales_(scales), lapses_(lapses) {}

    // The built-in model: engine/data/expected_score.txt.
    static const ExpectedScore& builtIn();
    // What is wrong with the built-in model; empty when it is sound.
    static std::string builtInProblem();

    // The side to move's expected score, 0 to 1, of a position worth `value` discs for it,
    // with `empties` empty squares, on a board of `boardSize` (the smaller boards are read as
    // the 8x8 board at the same share of the game played and of the discs). `over`: the game
    // has ended, the value is its result.
    double of(int value, int empties, int boardSize = 8, bool over = false) const;
    // The scale and the lapse at `empties` (1 to kExpectedScoreEmpties) on the 8x8 board.
    double scale(int empties) const;
    double lapse(int empties) const;

    // The model's text: comment lines ('#'), then 'scale <empties> <discs> <lapse>' for each
    // empties (a line without the lapse reads as one of 0).
    std::string text(std::string_view comment = {}) const;
    static Parsed<ExpectedScore> parse(std::string_view text);

private:
    Scales scales_{};
    Scales lapses_{};
};

// A position of a game with its value and the game's result, for its side to move.
struct ScoredPosition {
    int value = 0;     // discs, for the side to move
    int empties = 0;   // 1 to kExpectedScoreEmpties, read on the 8x8 board
    double score = 0;  // the game's result for the side to move: 1, 1/2 or 0
};

// The model that makes `positions` likeliest: at each number of empties, the scale and lapse
// of most likelihood over the positions within two empties of it (where 200 or more of them
// have a value other than 0; the others take the nearest fitted ones), both then made to grow
// monotonically with the empties (weighted by the positions behind each). The scales lie from
// kMinScale to kMaxScale, the lapses from 0 to kMaxLapse.
inline constexpr double kMinScale = 0.25;
inline constexpr double kMaxScale = 100;
inline constexpr double kMaxLapse = 0.25;
ExpectedScore fitExpectedScore(std::span<const ScoredPosition> positions);

// How well a model's predictions match results: the positions grouped by predicted score,
// a tenth each (0-10%, ..., 90-100%), with the mean predicted and the actual score of each.
struct CalibrationBin {
    int from = 0;  // percent
    int to = 0;
    int positions = 0;
    double predicted = 0;  // mean, percent
    double actual = 0;     // mean, percent
};
std::vector<CalibrationBin> calibrationOf(const ExpectedScore& model,
                                          std::span<const ScoredPosition> positions);

}  // namespace hasami
