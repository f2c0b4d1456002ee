// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/session_entry.h"

#include <optional>

#include "engine/game/transform.h"
#include "session/analysis_scheduler.h"
#include "session/game_clocks.h"
#include "session/game_session.h"
#include "session/modes/mode_switcher.h"
#include "session/modes/play_mode.h"
#include "session/modes/play_state.h"
#include "session/seats.h"
#include "session/view_changes.h"

namespace hasami {

SessionEntry::SessionEntry(const Parts& parts, QObject* parent) : QObject(parent), parts_(parts) {}

void SessionEntry::send(const Intent& intent) {
    parts_.modes.send(intent);
}

void SessionEntry::playLine(const std::vector<Square>& line) {
    const ViewChanges::Step step(parts_.changes);
    for (const Square move : line) {
        if (!parts_.playState.isHumanTurn()) return;
        const Position before = parts_.game.position();
        playSquare(move);
        if (parts_.game.position() == before) return;
    }
}

void SessionEntry::setComputer(Color color, bool computer) {
    const ViewChanges::Step step(parts_.changes);
    parts_.seats.setComputer(color, computer);
}

void SessionEntry::act(const std::function<void()>& what) {
    const ViewChanges::Step step(parts_.changes);
    what();
}

void SessionEntry::endMode() {
    parts_.modes.endMode();
}

void SessionEntry::openGame(const Game& game, const ClockRecord& clock, const QString& file) {
    const ViewChanges::Step step(parts_.changes);
    endMode();
    parts_.play.openGame(game, clock);
    if (!file.isEmpty()) parts_.game.markSaved(file);
}

void SessionEntry::startFrom(const Position& start) {
    const ViewChanges::Step step(parts_.changes);
    endMode();
    parts_.play.setGame(Game(start));
}

bool SessionEntry::transformGame(int symmetry) {
    GameSession& session = parts_.game;
    const Game& game = session.game();
    const Position& start = game.start();
    // A game from the standard start keeps it; one from a set-up start turns every way.
    if (start == Position::initial(start.size()) && transformPosition(start, symmetry) != start) {
        return false;
    }
    const ViewChanges::Step step(parts_.changes);
    endMode();  // the game turned is the whole game
    // What the analyses and the review know is turned first, so that the game turned finds it.
    parts_.analysis.transform(symmetry);
    const bool paused = parts_.playState.isPaused();
    const bool modified = session.isModified();
    const QString file = session.file();
    parts_.play.setGame(hasami::transformGame(game, symmetry), parts_.clocks.record());
    parts_.play.setPaused(paused);
    // The same game turned: its file stays, and it has changed.
    session.markSaved(file);
    session.setModified(modified || symmetry != 0);
    return true;
}

bool SessionEntry::replaceGame(const std::function<bool()>& mayReplace,
                               const std::function<void()>& replace) {
    std::optional<ViewChanges::Step> step(std::in_place, parts_.changes);
    endMode();
    if (parts_.game.isModified()) {
        step.reset();  // the game the question is about is shown while it is asked
        if (!mayReplace()) return false;
        step.emplace(parts_.changes);
    }
    replace();
    return true;
}

}  // namespace hasami
