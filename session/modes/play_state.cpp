// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/modes/play_state.h"

#include "session/game_clocks.h"
#include "session/game_session.h"
#include "session/seats.h"

namespace hasami {

PlayState::PlayState(const GameSession& game, const Seats& seats, const GameClocks& clocks,
                     QObject* parent)
    : QObject(parent), game_(game), seats_(seats), clocks_(clocks) {}

bool PlayState::personMovesAt(const Position& position) const {
    return !position.isGameOver() && !seats_.isComputer(position.sideToMove());
}

bool PlayState::isHumanTurn() const {
    return !clocks_.record().lostOnTime && personMovesAt(game_.position());
}

bool PlayState::isComputerTurn() const {
    return !paused_ && !isFinished() && seats_.isComputer(game_.position().sideToMove());
}

bool PlayState::isFinished() const {
    return game_.position().isGameOver() || clocks_.record().lostOnTime.has_value();
}

void PlayState::setPaused(bool paused) {
    if (paused_ == paused) return;
    paused_ = paused;
    emit pausedChanged(paused);
    emit changed();
}

void PlayState::setThinking(std::optional<Color> side) {
    const bool was = thinking_.has_value();
    thinking_ = side;
    if (was == side.has_value()) return;
    emit thinkingChanged(side.has_value());
    emit changed();
}

}  // namespace hasami
