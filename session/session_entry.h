// SPDX-License-Identifier: GPL-3.0-or-later
// The one door into the session: what a person does at the board (an intent, handed to the
// active mode by the ModeSwitcher), a line of moves, a seat taken, a game replaced (opened,
// pasted, set up, turned, or replaced after the window's question), a dialog's result. Each is
// one step (ViewChanges): what follows the game reacts once when it is over. Each replacement
// of the game ends the active mode first, so that the game it set aside is whole again before
// anything replaces it. Session makes it; the parts of the window that only act on the game
// are handed this, not the session.
#pragma once

#include <functional>
#include <vector>

#include <QObject>

#include "engine/board/position.h"
#include "engine/game/game.h"
#include "session/modes/mode.h"

namespace hasami {

class AnalysisScheduler;
class GameClocks;
class GameSession;
class ModeSwitcher;
class PlayMode;
class PlayState;
class Seats;
class ViewChanges;
struct ClockRecord;

class SessionEntry : public QObject {
    Q_OBJECT

public:
    struct Parts {
        ViewChanges& changes;
        ModeSwitcher& modes;
        GameSession& game;
        PlayMode& play;
        const PlayState& playState;
        Seats& seats;
        GameClocks& clocks;
        AnalysisScheduler& analysis;
    };

    explicit SessionEntry(const Parts& parts, QObject* parent = nullptr);

    // What a person does at the board (ModeSwitcher::send), and its short forms.
    void send(const Intent& intent);
    void playSquare(Square square) { send(Intent::playSquare(square)); }
    void undo() { send(Intent::undo()); }
    void redo() { send(Intent::redo()); }
    void goToPly(int ply) { send(Intent::goToPly(ply)); }
    void goToNode(NodeId node) { send(Intent::onNode(Intent::Kind::GoToNode, node)); }
    // The moves of `line` played as one step while it is a person's turn (a line chosen in the
    // Book panel): it stops where the computer is to move or a move is not played.
    void playLine(const std::vector<Square>& line);
    // Who plays `color` (Seats::setComputer).
    void setComputer(Color color, bool computer);
    // A dialog's result or a panel's edit (a comment, the game's details, a book value) applied
    // by `what`. Changes made outside any step are one step too, announced when the event that
    // made them is over (ViewChanges); this announces them before it returns.
    void act(const std::function<void()>& what);
    // Back to Play: the active mode ends, and what it set aside comes back.
    void endMode();

    // A game opened or pasted (PlayMode::openGame), from `file` if it came from one.
    void openGame(const Game& game, const ClockRecord& clock, const QString& file = {});
    // A new game from `start`, a position set up.
    void startFrom(const Position& start);
    // Turns the whole game by a symmetry of the board (engine/game/transform.h): the tree, its
    // comments, clock times and details, the node shown, and what the analyses know; the
    // clocks go on as they were. False if the symmetry would change a standard start.
    bool transformGame(int symmetry);
    // The game replaced: the active mode ends (the person's game whole again), `mayReplace` is
    // asked when that game has unsaved changes (the window's question; the game asked about is
    // drawn first), and `replace` runs if it agrees. Whether it ran.
    bool replaceGame(const std::function<bool()>& mayReplace, const std::function<void()>& replace);

private:
    Parts parts_;
};

}  // namespace hasami
