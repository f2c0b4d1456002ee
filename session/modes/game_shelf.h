// SPDX-License-Identifier: GPL-3.0-or-later
// The one way a game is set aside and brought back. A mode that uses the board (Guess the
// Moves, Puzzles) sets the person's game aside when it begins: the tree, the file it is in and
// whether it has unsaved changes, who plays each colour, the clocks and the pause. Both seats
// go to the person, and the autosave keeps the game set aside (not the mode's positions) until
// it comes back, so that a crash or a kill meanwhile loses nothing of it. When the mode ends,
// by itself or because the session ends it before another game takes the board's place (Open,
// Paste, a database game, a position set up, New Game, another board size), everything comes
// back as it was, and only then is the game replaced: the person is asked about its changes as
// at any other time.
#pragma once

#include <optional>

#include <QString>

#include "engine/game/clock.h"
#include "engine/game/game.h"

namespace hasami {

class Autosave;
class GameClocks;
class GameSession;
class PlayMode;
class Seats;

class GameShelf {
public:
    // How the game comes back.
    enum class Back {
        Whole,       // as it was set aside (the mode's positions were no part of it)
        WithPlayed,  // with the moves played meanwhile from its own positions added to it
    };

    GameShelf(GameSession& session, Seats& seats, PlayMode& play, GameClocks& clocks,
              Autosave& autosave);

    // Sets the game on the board aside (nothing if one is set aside already).
    void setAside();
    bool holdsGame() const { return aside_.has_value(); }
    // The game set aside; only while one is.
    const Game& game() const { return aside_->game; }
    const QString& file() const { return aside_->file; }
    bool isModified() const { return aside_->modified; }
    // Who plays the game set aside when it comes back; only while one is.
    bool isComputer(Color color) const {
        return color == Color::Black ? aside_->blackComputer : aside_->whiteComputer;
    }
    void seat(bool blackComputer, bool whiteComputer) {
        aside_->blackComputer = blackComputer;
        aside_->whiteComputer = whiteComputer;
    }
    // Brings the game set aside back, with who played, its clocks, file and changes; nothing
    // if none is set aside.
    void bringBack(Back back);

private:
    struct Aside {
        Game game;
        QString file;
        bool modified = false;
        bool blackComputer = false;
        bool whiteComputer = false;
        ClockRecord clocks;
        bool paused = false;
    };

    GameSession& session_;
    Seats& seats_;
    PlayMode& play_;
    GameClocks& clocks_;
    Autosave& autosave_;
    std::optional<Aside> aside_;
};

}  // namespace hasami
