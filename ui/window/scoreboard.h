// SPDX-License-Identifier: GPL-3.0-or-later
// Above the board: each side's disc count and, in a clocked game, the time it has left; between
// them, whose turn it is or how the game ended.
#pragma once

#include <QWidget>

#include "engine/board/position.h"

class QLabel;

namespace hasami {

class Game;
class GameClocks;
class PlayState;
class Seats;

class Scoreboard : public QWidget {
    Q_OBJECT

public:
    explicit Scoreboard(QWidget* parent = nullptr);

    // Shows the state of the game: its position and result, its clocks, whose turn it is and
    // whether the computer thinks or waits (`play`), and who plays (`seats`).
    void showGame(const Game& game, const GameClocks& clocks, const PlayState& play,
                  const Seats& seats);
    // What the turn label says: whose turn it is, or the result.
    QString stateText() const;

    QLabel* blackCountLabel() const { return blackCount_; }
    QLabel* whiteCountLabel() const { return whiteCount_; }
    // The disc drawn beside each count: black and white in every theme, each with an outline
    // that shows it on a light or a dark window.
    QLabel* discLabel(Color color) const { return color == Color::Black ? blackDisc_ : whiteDisc_; }
    QLabel* turnLabel() const { return turn_; }
    QLabel* clockLabel(Color color) const {
        return color == Color::Black ? blackClock_ : whiteClock_;
    }
    // Shows the time each side has left now (called as it runs).
    void showClocks(const GameClocks& clocks) const;

private:
    QLabel* blackCount_;
    QLabel* whiteCount_;
    QLabel* blackDisc_;
    QLabel* whiteDisc_;
    QLabel* blackClock_;
    QLabel* whiteClock_;
    QLabel* turn_;
};

}  // namespace hasami
