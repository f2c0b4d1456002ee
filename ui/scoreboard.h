// Above the board: each side's disc count and, between them, whose turn it is or how the game
// ended.
#pragma once

#include <QWidget>

class QLabel;

namespace hasami {

class GameController;

class Scoreboard : public QWidget {
    Q_OBJECT

public:
    explicit Scoreboard(QWidget* parent = nullptr);

    // Shows the state of `controller`'s game.
    void showGame(const GameController& controller);
    // What the turn label says: whose turn it is, or the result.
    QString stateText() const;

    QLabel* blackCountLabel() const { return blackCount_; }
    QLabel* whiteCountLabel() const { return whiteCount_; }
    QLabel* turnLabel() const { return turn_; }

private:
    QLabel* blackCount_;
    QLabel* whiteCount_;
    QLabel* turn_;
};

}  // namespace hasami
