// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/modes/game_shelf.h"

#include "session/autosave.h"
#include "session/game_clocks.h"
#include "session/game_session.h"
#include "session/modes/play_mode.h"
#include "session/seats.h"

namespace hasami {

GameShelf::GameShelf(GameSession& session, Seats& seats, PlayMode& play, GameClocks& clocks,
                     Autosave& autosave)
    : session_(session), seats_(seats), play_(play), clocks_(clocks), autosave_(autosave) {}

void GameShelf::setAside() {
    if (aside_) return;
    aside_ = Aside{session_.game(),
                   session_.file(),
                   session_.isModified(),
                   seats_.isComputer(Color::Black),
                   seats_.isComputer(Color::White),
                   clocks_.record(),
                   play_.state().isPaused()};
    // On disk as it is now, and kept so until it comes back.
    autosave_.store();
    autosave_.setHeld(true);
    seats_.setComputer(Color::Black, false);
    seats_.setComputer(Color::White, false);
}

void GameShelf::bringBack(Back back) {
    if (!aside_) return;
    const Aside aside = *std::move(aside_);
    aside_.reset();
    seats_.setComputer(Color::Black, false);
    seats_.setComputer(Color::White, false);
    bool added = false;
    if (back == Back::Whole) {
        play_.setGame(aside.game, aside.clocks);
    } else {
        session_.merge(aside.game);
        clocks_.reset(aside.clocks);
        added = session_.game().nodeCount() > aside.game.nodeCount();
    }
    session_.markSaved(aside.file);
    session_.setModified(aside.modified || added);
    // The seats first: the computer's seat taken would end a pause.
    seats_.setComputer(Color::Black, aside.blackComputer);
    seats_.setComputer(Color::White, aside.whiteComputer);
    play_.setPaused(aside.paused);
    // Written when the step that brought it back is over, as every change is.
    autosave_.setHeld(false);
}

}  // namespace hasami
