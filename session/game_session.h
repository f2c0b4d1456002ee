// SPDX-License-Identifier: GPL-3.0-or-later
// The game in the window: its tree of moves and the node shown. Every change of either goes
// through here and is announced, so that the board, the lists and the autosave follow it. It
// knows the rules of Reversi (a move must be legal) but not who plays: that is Play's
// (session/modes/play_mode.h).
#pragma once

#include <optional>

#include <QObject>
#include <QString>

#include "engine/game/game.h"

namespace hasami {

class GameSession : public QObject {
    Q_OBJECT

public:
    explicit GameSession(QObject* parent = nullptr);

    const Game& game() const { return game_; }
    const Position& position() const { return game_.position(); }

    // Another game takes this one's place (a new game, one opened): it has no changes of its
    // own yet, and the file it came from is `file` (empty: none).
    void replace(const Game& game, const QString& file = {});
    // Adds the moves, comments and clock times of `other` that the tree lacks (Game::merge);
    // the node shown stays.
    void merge(const Game& other);
    // Plays a legal move at the node shown: along the record where it has the move there,
    // else as a new variation; `clockAfter`, the clock times after it, are kept with it. False,
    // with nothing changed, if it is not legal.
    bool play(Square move, const std::optional<ClockTimes>& clockAfter = std::nullopt);
    // Shows another node; false if there is none such.
    bool goTo(int ply);
    bool goToNode(NodeId node);
    // Makes the current line go on with `child` (see Game::chooseContinuation).
    bool chooseContinuation(NodeId child);

    // Editing the tree (see Game): nothing else ever removes a move.
    bool promoteVariation(NodeId node);
    bool promoteToMainLine(NodeId node);
    bool remove(NodeId node);
    // What belongs to a move: the clock times after it; none is announced.
    void setClockAfter(NodeId node, const ClockTimes& times) { game_.setClockAfter(node, times); }
    // The game's details (see Game::setDetails), announced.
    void setDetails(const GameDetails& details);
    // A move's comment (see Game::setComment), announced.
    void setComment(NodeId node, std::string_view comment);

    // Whether the tree, a comment or the details changed since the game was started, opened,
    // saved or kept (going from move to move changes nothing), and the file it was opened from
    // or saved to.
    bool isModified() const { return modified_; }
    void setModified(bool modified);
    const QString& file() const { return file_; }
    // The game is in `file` as it is now (saved, or kept: an empty file keeps the one known).
    void markSaved(const QString& file = {});

signals:
    // Whether the game has unsaved changes, or the file it is in, has changed.
    void savedStateChanged();
    // The tree or the node shown has changed.
    void changed();
    // `move` was played from `before` (a forced pass too).
    void movePlayed(hasami::Square move, const hasami::Position& before);
    // Another game took this one's place.
    void replaced();

private:
    // The tree changed: announced, and marked as not saved.
    void edited();

    Game game_;
    QString file_;
    bool modified_ = false;
};

}  // namespace hasami
