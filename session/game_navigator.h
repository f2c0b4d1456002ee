// SPDX-License-Identifier: GPL-3.0-or-later
// Moving along and editing the game's tree, for every mode: going to a ply of the current line
// or another node, choosing how the line goes on, promoting a variation, removing moves. It
// knows the tree and nothing of who plays: what a move along the tree means for the game in
// progress (the computer's turn, the clocks) is the mode's (session/modes/play_mode.h).
#pragma once

#include "session/modes/mode.h"

namespace hasami {

class GameSession;

class GameNavigator {
public:
    explicit GameNavigator(GameSession& session) : session_(session) {}

    // Whether `intent`, one that moves along or edits the tree, would change anything.
    bool allows(const Intent& intent) const;
    // Carries `intent` out; nothing happens when it is not allowed.
    void apply(const Intent& intent);
    // The ply one step back (-1) or on (+1) along the current line reaches, going on past the
    // positions `passOver` names; the current ply when there is nowhere to go.
    template <typename PassOver>
    int stepTarget(int direction, PassOver passOver) const;

private:
    GameSession& session_;
};

}  // namespace hasami

#include "session/game_session.h"

namespace hasami {

template <typename PassOver>
int GameNavigator::stepTarget(int direction, PassOver passOver) const {
    const Game& game = session_.game();
    if (direction < 0 ? !game.canUndo() : !game.canRedo()) return game.ply();
    int ply = game.ply();
    const auto walkOn = [&] {
        const bool more = direction < 0 ? ply > 0 : ply < game.length();
        return more && passOver(game.positionAt(ply));
    };
    do {
        ply += direction;
    } while (walkOn());
    return ply;
}

}  // namespace hasami
