// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/database/database_dock.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QScrollArea>

#include "session/kept_settings.h"
#include "session/session.h"
#include "ui/database/database_panel.h"

namespace hasami {

namespace {

DatabaseChoices choicesOf(const Settings& settings) {
    return {settings.databaseGames, settings.databaseSymmetric, settings.databaseOnBoard};
}

}  // namespace

DatabaseDock makeDatabaseDock(Session& session, QMainWindow* window) {
    auto* dock = new QDockWidget(DatabasePanel::tr("Database"), window);
    dock->setObjectName(QStringLiteral("databaseDock"));
    auto* panel = new DatabasePanel(session.database(), session.game());
    panel->showChoices(choicesOf(session.settings()));
    QObject::connect(&session.keptSettings(), &KeptSettings::changed, panel,
                     [panel, &session] { panel->showChoices(choicesOf(session.settings())); });
    QObject::connect(panel, &DatabasePanel::choicesChanged, &session,
                     [&session](const DatabaseChoices& choices) {
                         Settings settings = session.settings();
                         settings.databaseGames = choices.games;
                         settings.databaseSymmetric = choices.symmetric;
                         settings.databaseOnBoard = choices.onBoard;
                         session.keepSettings(settings);
                     });
    // Hidden while a mode asks for a move, and in blind play until the game's end.
    for (const auto changed : {&Session::modeChanged, &Session::changed}) {
        QObject::connect(&session, changed, panel, [panel, &session] {
            panel->setAnswersHidden(!session.activeMode().showsDatabaseAnswers() ||
                                    session.isBlind());
        });
    }
    QObject::connect(panel, &DatabasePanel::moveChosen, &session, &Session::playSquare);
    auto* scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("databaseScroll"));
    scroll->setAccessibleName(DatabasePanel::tr("Database"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(panel);
    dock->setWidget(scroll);
    return {dock, panel};
}

}  // namespace hasami
