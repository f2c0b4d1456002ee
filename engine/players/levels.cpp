// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/players/levels.h"

#include <cassert>
#include <cmath>

namespace hasami {

namespace {

using std::chrono::milliseconds;

// Chosen by measurement (docs/engine.md, "The levels"): each level beats the one below it. Above
// 10 the steps widen with the time, as each doubling of it buys less the deeper the search.
constexpr std::array<Level, kLevelCount> kLevels = {{
    {1, 0, 16.0},
    {2, 4, 10.0},
    {2, 6, 7.0},
    {3, 8, 5.0},
    {4, 10, 3.5},
    {5, 12, 2.5},
    {6, 14, 1.5},
    {7, 16, 0.8},
    {8, 18, 0.3},
    {10, 20, 0.0},
    {0, 20, 0.0, milliseconds(100)},
    {0, 20, 0.0, milliseconds(400)},
    {0, 20, 0.0, milliseconds(4000), true},
}};

}  // namespace

const Level& levelOf(int number) {
    assert(number >= 1 && number <= kLevelCount);
    return kLevels[number - 1];
}

SearchLimits levelLimits(const Level& level) {
    SearchLimits limits;
    limits.depth = level.depth;
    limits.time = level.moveTime;
    return limits;
}

Square chooseByLoss(const Analysis& analysis, double temperature, std::mt19937_64& random) {
    assert(!analysis.moves.empty());
    const int best = analysis.moves.front().score;
    if (temperature <= 0 || analysis.moves.size() == 1) return analysis.moves.front().move;
    std::vector<double> weights;
    weights.reserve(analysis.moves.size());
    for (const MoveValue& value : analysis.moves) {
        weights.push_back(std::exp(-(best - value.score) / temperature));
    }
    std::discrete_distribution<std::size_t> pick(weights.begin(), weights.end());
    return analysis.moves[pick(random)].move;
}

}  // namespace hasami
