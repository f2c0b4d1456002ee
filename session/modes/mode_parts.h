// SPDX-License-Identifier: GPL-3.0-or-later
// The parts of the session a mode is made with (session/session.h names each): a mode takes
// what it uses of them, and Session makes every mode it is handed (Session::Options::modes) from
// the same parts, so that a new mode is its own files and one registration
// (ui/window/mode_list.cpp).
#pragma once

#include <functional>
#include <memory>

#include <QString>

namespace hasami {

class Mode;

class AnalysisScheduler;
class GameClocks;
class GameSession;
class GameShelf;
class MarkedLines;
class PlayMode;
class Seats;
class SessionEntry;

struct ModeParts {
    GameSession& game;
    Seats& seats;
    PlayMode& play;
    GameClocks& clocks;
    AnalysisScheduler& analysis;
    GameShelf& shelf;
    // What one mode offers others is a part of its own, handed to each: the marked lines.
    MarkedLines& marked;
    // The session's door: a mode's own timers enter through it (SessionEntry::act), as the
    // intents and its coach's buttons do, so that each is one step, drawn once.
    SessionEntry& entry;
    // The folder where the modes keep their progress, each in a file of its own name.
    QString folder;
};

// How a mode besides Play is made from the session's parts.
using ModeMaker = std::function<std::unique_ptr<Mode>(const ModeParts&)>;

template <typename M>
ModeMaker modeMaker() {
    return [](const ModeParts& parts) { return std::make_unique<M>(parts); };
}

}  // namespace hasami
