// SPDX-License-Identifier: GPL-3.0-or-later
// The window's Book panel as the tests of the book and of the opening trainer reach it.
#pragma once

#include <QDockWidget>
#include <QTest>
#include <QTreeWidget>

#include "tests/support/test_session.h"
#include "tests/support/test_window.h"
#include "ui/analysis/book_panel.h"

namespace hasami::test {

// Two people at the board, quickly set up.
inline Settings humanVersusHuman() {
    Settings settings = quickSettings();
    settings.whiteIsAi = false;
    return settings;
}

// The window shown with `settings` and its Book panel, once the panel shows the start's four
// moves; null if it does not.
inline BookPanel* showBookPanel(TestWindow& window, const Settings& settings) {
    window.applySettings(settings);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window)) return nullptr;
    window.findChild<QDockWidget*>(QStringLiteral("bookDock"))->raise();
    auto* panel = window.findChild<BookPanel*>();
    const bool shown = QTest::qWaitFor(
        [&] { return panel->isVisible() && panel->tree()->topLevelItemCount() == 4; });
    return shown ? panel : nullptr;
}

}  // namespace hasami::test
