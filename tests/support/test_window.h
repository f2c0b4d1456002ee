// SPDX-License-Identifier: GPL-3.0-or-later
// The window as the program makes it, around a session of its own, for the tests that drive
// it: the session's parts to act on, and the window's parts found as a person finds them (by
// what they are, through findChild).
#pragma once

#include <QLabel>
#include <QStatusBar>
#include <QTest>

#include "session/analysis_scheduler.h"
#include "session/autosave.h"
#include "session/engine_queue.h"
#include "session/game_clocks.h"
#include "session/game_session.h"
#include "session/hints.h"
#include "session/modes/play_mode.h"
#include "session/modes/play_state.h"
#include "session/seats.h"
#include "session/session.h"
#include "tests/support/built_in_books.h"
#include "ui/analysis/evaluation_graph.h"
#include "ui/analysis/move_list_view.h"
#include "ui/board/board_widget.h"
#include "ui/sound/sounds.h"
#include "ui/window/game_files.h"
#include "ui/window/main_window.h"
#include "ui/window/mode_list.h"
#include "ui/window/scoreboard.h"
#include "ui/window/status_messages.h"

namespace hasami::test {

// The session comes first: the window is made around it, and goes before it.
struct HeldSession {
    // The window's modes unless the options name others.
    explicit HeldSession(Session::Options options) : session(withModes(std::move(options))) {}
    static Session::Options withModes(Session::Options options) {
        if (options.modes.empty()) options.modes = modeMakers();
        if (!options.books) options.books = builtInBooks().builtIn();
        return options;
    }
    Session session;
};

class TestWindow : private HeldSession, public MainWindow {
public:
    // Unsaved changes are discarded without a question unless a test asks otherwise
    // (GameFiles::setChangesQuestion).
    explicit TestWindow(const Session::Options& options = {})
        : HeldSession(options), MainWindow(HeldSession::session) {
        files()->setChangesQuestion([](const QString&) { return GameFiles::Changes::Discard; });
    }

    // The session and its parts.
    Session& session() { return HeldSession::session; }
    const Game& game() { return session().game().game(); }
    const Position& position() { return session().game().position(); }
    PlayMode& play() { return session().play(); }
    const PlayState& playState() { return session().playState(); }
    Seats& seats() { return session().seats(); }
    GameClocks& clocks() { return session().clocks(); }
    Hints& hints() { return session().hints(); }
    AnalysisScheduler& analysis() { return session().analysis(); }
    EngineQueue& engine() { return session().engine(); }
    const Settings& settings() { return session().settings(); }
    // The level Hasami's engine plays `color` at; 0 for a custom search.
    int computerLevel(Color color = Color::White) {
        const auto* level = std::get_if<LevelPlay>(&seats().computerPlayer(color).style);
        return level ? level->level : 0;
    }
    // The limits of the custom search that plays `color`.
    SearchLimits computerLimits(Color color = Color::White) {
        const auto* search = std::get_if<SearchPlay>(&seats().computerPlayer(color).style);
        return search ? search->limits : SearchLimits();
    }

    // The window's parts.
    template <typename Part>
    Part* part(const QString& name = QString()) const {
        Part* found = findChild<Part*>(name);
        if (!found) qFatal("the window has no %s", Part::staticMetaObject.className());
        return found;
    }
    BoardWidget* board() const { return part<BoardWidget>(); }
    Scoreboard* scoreboard() const { return part<Scoreboard>(); }
    QLabel* turnLabel() const { return scoreboard()->turnLabel(); }
    MoveListView* moveList() const { return part<MoveListView>(); }
    EvaluationGraph* graph() const { return part<EvaluationGraph>(); }
    GameFiles* files() const { return part<GameFiles>(); }
    GameSounds* sounds() const { return part<GameSounds>(); }
    // The message shown now: in the status bar, or above the board when it is too long.
    QString message() const { return part<StatusMessages>()->current(); }
};

// Clicks a square of the window's board, as a person does.
inline void click(TestWindow& window, Square square) {
    BoardWidget* board = window.board();
    QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(square).center().toPoint());
}

}  // namespace hasami::test
