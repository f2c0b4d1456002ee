// SPDX-License-Identifier: GPL-3.0-or-later
// Multi-ProbCut (M. Buro, "Experiments with Multi-ProbCut and a New High-Quality Evaluation
// Function for Othello", 1997): a shallow search predicts a deep one. The deep value v of a
// position is about a·v' + b, v' the shallow search's value, with a normal error of standard
// deviation sigma; when even t·sigma of error would leave v outside the window, the node is
// cut without the deep search. The models (a, b, sigma for each number of empties and depth)
// are fitted on positions of the engine's own games by `hasami-train probcut` and kept in
// engine/data/probcut.txt; they hold for the 8x8 board's learned evaluation only.
#pragma once

#include <algorithm>
#include <array>
#include <optional>
#include <string_view>

#include "engine/util/parsed.h"

namespace hasami {

// The selectivity levels: t for each. kNoSelectivity cuts nothing (a proven search).
inline constexpr std::array<double, 5> kProbCutT = {1.1, 1.5, 2.0, 2.6, 3.3};
inline constexpr int kNoSelectivity = int(kProbCutT.size());
// How often a cut at each level is right, if the errors are normal: what a probable score is
// shown with.
inline constexpr std::array<int, kNoSelectivity + 1> kSelectivityPercent = {73, 87, 95,
                                                                            98, 99, 100};

// The selectivity whose cuts are right `percent`% of the time; nullopt if none is.
constexpr std::optional<int> selectivityOfPercent(int percent) {
    const auto* found = std::ranges::find(kSelectivityPercent, percent);
    if (found == kSelectivityPercent.end()) return std::nullopt;
    return int(found - kSelectivityPercent.begin());
}

// The selectivity of the probable solve that precedes an exact one (73%), and at most that of
// the midgame iterations before it, which only order it (87%).
inline constexpr int kProbableSolveSelectivity = 0;
inline constexpr int kPresolveSelectivity = 1;
// The selectivity of searches limited by time rather than depth (73%): at equal time, bolder
// cuts reach deeper and win more games (docs/engine.md, "Multi-ProbCut").
inline constexpr int kTimedSelectivity = 0;
// Searches shallower than this are never cut: the shallow search would cost as much.
inline constexpr int kProbCutMinDepth = 3;
// Exact solves with fewer empties are never cut: they are cheaper than a shallow search.
inline constexpr int kProbCutMinEmpties = 14;
// The deepest search and the most empties a model can be fitted for; beyond, or where a depth
// has no model, the deepest fitted model of the same parity serves.
inline constexpr int kProbCutMaxDepth = 20;
inline constexpr int kProbCutMaxEmpties = 60;

struct ProbCutModel {
    double a = 1;
    double b = 0;
    double sigma = 0;  // 0: no model
};

// The depth of the shallow search that predicts a search of `depth` plies: about half, of the
// same parity (the evaluation swings with the side to move).
constexpr int probCutShallowDepth(int depth) {
    return 2 * (depth / 4) + (depth & 1);
}
// The same for an exact solve with `empties` empties.
constexpr int probCutShallowDepthForSolve(int empties) {
    constexpr int kDeepest = 8;
    const int depth = probCutShallowDepth(empties) - 2;
    return depth < 2 ? 2 : depth > kDeepest ? kDeepest - (depth & 1) : depth;
}

// All the models: midgame[empties][depth] for searches of `depth` plies, exact[empties] for
// exact solves.
struct ProbCutTable {
    std::array<std::array<ProbCutModel, kProbCutMaxDepth + 1>, kProbCutMaxEmpties + 1> midgame{};
    std::array<ProbCutModel, kProbCutMaxEmpties + 1> exact{};
};

// Reads a table: lines `midgame EMPTIES DEPTH A B SIGMA` and `exact EMPTIES A B SIGMA`; `#`
// starts a comment. Every model it gives must have a > 0 and sigma > 0.
Parsed<ProbCutTable> parseProbCutTable(std::string_view text);
// Writes one that parseProbCutTable reads back.
std::string formatProbCutTable(const ProbCutTable& table);

// The built-in table (engine/data/probcut.txt), checked when first used: a broken one stops
// the program with a message rather than searching with wrong cuts.
const ProbCutTable& probCutTable();
// What is wrong with the built-in table; empty when it is sound.
std::string builtInProbCutProblem();

// The model for a search of `depth` plies from `empties` empties (depths beyond the fitted
// ones use the deepest fitted of the same parity), or for an exact solve; nullptr where there
// is none.
const ProbCutModel* probCutModel(int empties, int depth);
const ProbCutModel* probCutModelForSolve(int empties);

}  // namespace hasami
