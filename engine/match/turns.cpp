// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/match/turns.h"

#include <algorithm>

namespace hasami {

namespace {

// Moves a side is assumed to have beyond its share of the empty squares: passes give it more,
// and what is not spent early is not lost.
constexpr int kExtraMoves = 3;
// Time kept back from every move's budget: a tenth of what is left, within these bounds.
constexpr Milliseconds kLeastReserve{20};
constexpr Milliseconds kMostReserve{1000};

// A move's share of a game's time by its empty squares, in twelfths of the mean before the
// shares are made to average one (docs/engine.md, "Against other engines").
constexpr int kMostEmpties = 60;
constexpr int spreadWeight(int empties) {
    if (empties >= 45) return 9;
    if (empties >= 27) return 14;
    if (empties >= 19) return 22;
    return 5;
}

// The weights' sum over every count of empties a move can have.
constexpr int spreadWeightSum() {
    int sum = 0;
    for (int empties = 1; empties <= kMostEmpties; ++empties) sum += spreadWeight(empties);
    return sum;
}

}  // namespace

Milliseconds spreadMoveTime(Milliseconds mean, int empties) {
    constexpr int kSum = spreadWeightSum();
    const int weight = spreadWeight(std::clamp(empties, 1, kMostEmpties));
    return std::max(Milliseconds(mean.count() * weight * kMostEmpties / kSum), Milliseconds(1));
}

Milliseconds moveBudget(Milliseconds left, Milliseconds increment, int empties) {
    const Milliseconds reserve = std::clamp(left / 10, kLeastReserve, kMostReserve);
    const Milliseconds spendable = left - reserve;
    if (spendable.count() <= 0) return std::max(left / 4, Milliseconds(1));
    const int movesToGo = (std::max(empties, 1) + 1) / 2 + kExtraMoves;
    const Milliseconds share = spendable / movesToGo + increment * 3 / 4;
    return std::max(std::min(share, spendable / 3), Milliseconds(1));
}

Milliseconds moveTimeWithin(const GameClock& clock, const Position& position) {
    if (!clock.isOn()) return Milliseconds(0);
    return moveBudget(clock.remaining(position.sideToMove()), clock.control().increment,
                      position.emptyCount());
}

std::vector<Color> playForcedPasses(const std::function<const Position&()>& position,
                                    const std::function<bool(Square)>& play) {
    std::vector<Color> passed;
    while (position().mustPass()) {
        const Color side = position().sideToMove();
        if (!play(kPass)) break;
        passed.push_back(side);
    }
    return passed;
}

std::vector<Color> playForcedPasses(Game& game) {
    return playForcedPasses([&]() -> const Position& { return game.position(); },
                            [&](Square move) { return game.play(move); });
}

bool hasLostOnTime(const GameClock& clock, Color side) {
    return clock.isOn() && clock.remaining(side).count() <= 0;
}

bool chargeMove(GameClock& clock, Color mover, Milliseconds elapsed) {
    if (!clock.isOn()) return false;
    clock.spend(mover, elapsed);
    if (hasLostOnTime(clock, mover)) return true;
    clock.completeMove(mover);
    return false;
}

}  // namespace hasami
