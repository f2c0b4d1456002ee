// SPDX-License-Identifier: GPL-3.0-or-later
// Where Play stands, a part of its own: whether a person is to move, the computer thinks, the
// game is paused or over. Play alone changes it; the analyses, hints, autosave and the window
// read it and hear when it changes, without reaching into Play.
#pragma once

#include <optional>

#include <QObject>

#include "engine/board/position.h"

namespace hasami {

class GameClocks;
class GameSession;
class PlayMode;
class Seats;

class PlayState : public QObject {
    Q_OBJECT

public:
    PlayState(const GameSession& game, const Seats& seats, const GameClocks& clocks,
              QObject* parent = nullptr);

    // The game goes on and a person is to move.
    bool isHumanTurn() const;
    // The game goes on, unpaused, and the computer is to move.
    bool isComputerTurn() const;
    // The game has ended: no move is possible, or a side lost on time.
    bool isFinished() const;
    bool isThinking() const { return thinking_.has_value(); }
    // The side whose move the computer is asked for.
    std::optional<Color> thinking() const { return thinking_; }
    bool isPaused() const { return paused_; }
    // A person plays the side to move of `position`, and the game goes on there.
    bool personMovesAt(const Position& position) const;

signals:
    // Whose turn it is, whether the game is over, paused, or the computer thinks may have
    // changed (after pausedChanged and thinkingChanged too).
    void changed();
    void pausedChanged(bool paused);
    void thinkingChanged(bool thinking);

private:
    friend class PlayMode;  // the one writer
    void setPaused(bool paused);
    void setThinking(std::optional<Color> side);
    void announce() { emit changed(); }

    const GameSession& game_;
    const Seats& seats_;
    const GameClocks& clocks_;
    bool paused_ = false;
    std::optional<Color> thinking_;
};

}  // namespace hasami
