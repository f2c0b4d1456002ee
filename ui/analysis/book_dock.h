// SPDX-License-Identifier: GPL-3.0-or-later
// The Book panel (book_panel.h) in a dock of the window: it follows the session's position and
// mode, plays the lines chosen in it through the session, makes its edits to the session's
// book (book_keeper.h) and its marks in the person's lines (the opening trainer's, my_lines.h).
#pragma once

class QDockWidget;
class QMainWindow;

namespace hasami {

class BookPanel;
class Session;

struct BookDock {
    QDockWidget* dock;
    BookPanel* panel;
};
// The dock, not yet placed.
BookDock makeBookDock(Session& session, QMainWindow* window);

}  // namespace hasami
