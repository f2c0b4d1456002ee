// SPDX-License-Identifier: GPL-3.0-or-later
// When a game being played ends (the last move, or a flag falling), a message that cannot be
// missed says who won and by how much, with buttons for a new game, for Analyze Game and for
// the Game Report (which offers the review first). It
// is a message box, which screen readers read out as an alert; it does not hold the window.
// A finished game opened, restored or browsed says nothing.
#pragma once

#include <optional>

#include <QObject>

#include "engine/board/position.h"

class QAction;
class QMessageBox;
class QWidget;

namespace hasami {

class GameSession;
class PlayMode;

class GameOverNotice : public QObject {
    Q_OBJECT

public:
    // Says how the game of `game` ended when `play` ends it.
    GameOverNotice(const GameSession& game, const PlayMode& play, QAction* newGame,
                   QAction* analyzeGame, QAction* gameReport, QWidget* window);

    // The message shown now, if any.
    QMessageBox* box() const;

private:
    void announce();

    const GameSession& game_;
    QAction* newGame_;
    QAction* analyzeGame_;
    QAction* gameReport_;
    QWidget* window_;
    std::optional<Color> lostOnTime_;  // the side whose flag fell, until the next end
};

}  // namespace hasami
