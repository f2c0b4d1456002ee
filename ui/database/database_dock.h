// SPDX-License-Identifier: GPL-3.0-or-later
// The Database panel in a dock of the window, scrolled when the window is small so that the
// board keeps its room, and wired to the session: the panel is handed the library and the game
// it shows, and its choices, the mode and its chosen moves go through the session here.
#pragma once

class QDockWidget;
class QMainWindow;

namespace hasami {

class DatabasePanel;
class Session;

struct DatabaseDock {
    QDockWidget* dock;
    DatabasePanel* panel;
};

// Makes the dock (not yet placed in the window) with its panel wired to `session`.
DatabaseDock makeDatabaseDock(Session& session, QMainWindow* window);

}  // namespace hasami
