// SPDX-License-Identifier: GPL-3.0-or-later
// The modes' bars (Guess the Moves, Puzzles) in a panel of their own at the top of the side of
// the window, above the move list, shown while one of them is and named after its mode: the
// board keeps its size when a mode begins. The panel can be neither closed nor moved; it comes
// and goes with its bars.
#pragma once

#include <QList>
#include <QString>

class QDockWidget;
class QMainWindow;

namespace hasami {

class TipBar;

struct CoachBar {
    TipBar* bar;
    QString title;  // the panel's title while the bar is shown
};

// The panel of `bars`, added to the right side of `window` (above the panels added after it).
QDockWidget* makeCoachDock(QMainWindow* window, const QList<CoachBar>& bars);

}  // namespace hasami
