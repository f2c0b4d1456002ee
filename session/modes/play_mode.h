// SPDX-License-Identifier: GPL-3.0-or-later
// Play, the mode of a game between people and the computer: whose turn it is and what may
// happen next. A person's move is checked and played; on the computer's turn its seat is asked
// for a move within its clock, which is played at the pace of play; forced passes are played;
// the game ends on the board or by a flag; undo, redo and browsing move along the tree (with
// GameNavigator), pausing the computer where it would move; the clocks run for the side to
// move while the game is live. Every step it takes is one change of the view (ViewChanges).
//
// The clocks run while the game is live: not while it is paused, while a person browses its
// record, while the computer's move waits for the pace of play, or once it has ended. A move
// taken back while the clocks run makes the game unrated. The rules a game between two seats
// follows are those of the arena too (engine/match/turns.h).
#pragma once

#include <QObject>

#include "engine/game/clock.h"
#include "engine/game/game.h"
#include "session/modes/mode.h"
#include "session/modes/paced_move.h"
#include "session/modes/play_state.h"

namespace hasami {

class GameClocks;
class GameNavigator;
class GameSession;
class Seats;
class ViewChanges;
struct SearchInfo;

class PlayMode : public Mode {
    Q_OBJECT

public:
    // `state` is written by this mode alone.
    PlayMode(GameSession& session, GameNavigator& navigator, Seats& seats, GameClocks& clocks,
             PlayState& state, ViewChanges& changes, QObject* parent = nullptr);

    bool allowsHints() const override { return true; }
    bool showsBookMoves() const override { return true; }
    // A square played (refused, with `refused`, if it is not the person's turn or not
    // legal), undo and redo, and every move along or edit of the tree.
    Handling handle(const Intent& intent) override;

    // Whose turn it is, whether the computer thinks, the game is paused or over.
    const PlayState& state() const { return state_; }
    // The least time between two computer moves, so that play can be followed.
    void setPace(int milliseconds) { paced_.setPace(milliseconds); }

public slots:
    // A new game on the size x size board, with clocks if `timeControl` is on.
    void newGame(int size, const hasami::TimeControl& timeControl = {});
    // Replaces the game with `game` and its clocks, as after opening a saved one. A clocked
    // game that goes on comes back paused: its clocks start when play resumes.
    void setGame(const hasami::Game& game, const hasami::ClockRecord& clock = {});
    // The same for a game the person opens or pastes: the computer does not move in it at
    // once, but waits, paused, until the person resumes or changes who plays.
    void openGame(const hasami::Game& game, const hasami::ClockRecord& clock = {});
    void moveNow();  // the computer plays the best move it has found so far
    void setPaused(bool paused);

signals:
    // The computer gave no usable move; the game is kept and the computer paused.
    void engineFailed(const QString& reason);
    void passed(hasami::Color color);
    void gameOver(int blackScore);
    // A move, or a clock running out, has just ended the game (not opening a finished one).
    void gameEnded();
    // `color`'s time ran out: it has lost, and the game has ended.
    void lostOnTime(hasami::Color color);
    void engineProgress(const hasami::SearchInfo& info);
    // The computer's search has answered with its move and that move's value (the move may
    // still wait for the pace of play); the node shown is the position it was asked for.
    void computerAnswered(const hasami::SearchInfo& info);

private:
    // Why a person may not play `square` now; empty when they may.
    QString refusalOf(Square square) const;
    void replaceGame(const Game& game, const ClockRecord& clock, bool paused);
    enum class Announce { Nothing, Passes, PassesAndEnd };
    // Plays `move` at the node shown; false, with nothing changed, if it is not legal there.
    [[nodiscard]] bool advance(Square move);
    // After a move (announcePasses) or a jump in the record: forced passes, the end of the
    // game, and the computer's turn.
    void settle(Announce announce);
    void startComputerIfItsTurn();
    void cancelMove();
    void playSquare(Square square);
    void step(int direction);  // undo (-1) or redo (+1)
    // A move along or an edit of the tree, then the computer paused where it would move.
    void browse(const Intent& intent);
    void onComputerChanged(Color color, bool computer);
    void onPlayerChanged(Color color);
    void onAnswer(Color color, const SearchInfo& info, const QString& problem);
    void playPendingMove();
    void onFlagFell(Color color);
    // Starts or stops the clocks as the state of the game asks (see above).
    void syncClocks();

    GameSession& session_;
    GameNavigator& navigator_;
    Seats& seats_;
    GameClocks& clocks_;
    ViewChanges& changes_;
    bool heldAfterOpening_ = false;  // paused by opening a game: a change of seats resumes
    bool browsing_ = false;          // a person looks at an earlier position of the line
    bool moveHeld_ = false;          // the computer's move waits for the pace of play
    PlayState& state_;
    PacedMove paced_;  // the computer's move, held back for the pace of play
};

}  // namespace hasami
