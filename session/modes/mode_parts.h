// SPDX-License-Identifier: GPL-3.0-or-later
// The parts of the session a mode is made with (session/session.h names each): a mode takes
// what it uses of them, and Session makes every mode from the same list, so that a new mode is
// its own files and one registration.
#pragma once

namespace hasami {

class AnalysisScheduler;
class GameClocks;
class GameSession;
class GameShelf;
class MarkedLines;
class PlayMode;
class Seats;
class ViewChanges;

struct ModeParts {
    GameSession& game;
    Seats& seats;
    PlayMode& play;
    GameClocks& clocks;
    AnalysisScheduler& analysis;
    GameShelf& shelf;
    // What one mode offers others is a part of its own, handed to each: the marked lines.
    MarkedLines& marked;
    // A mode's own steps (a timer's, a coach's button) are steps of the session: drawn once.
    ViewChanges& changes;
};

}  // namespace hasami
