// SPDX-License-Identifier: GPL-3.0-or-later
// The dialogs the window opens from its menus, each applied to the session: New Game,
// Settings (asking before a board of another size ends a game in progress), Set Up Position,
// Game Info, the Game Report and How to Play. A game is replaced only after
// GameFiles::mayReplaceGame.
#pragma once

#include <functional>

#include <QObject>

class QWidget;

namespace hasami {

class GameActions;
class GameFiles;
class Session;
class TipBar;
struct Settings;

class WindowDialogs : public QObject {
    Q_OBJECT

public:
    // `tip` is the first start's tip, filled here: How to Play makes it unneeded.
    WindowDialogs(Session& session, GameFiles& files, TipBar* tip, QWidget* window);

    void connectActions(const GameActions& actions) const;
    // Applies settings as the settings dialog gives them (see above).
    void applySettings(const Settings& wanted);

public slots:
    void showSettings();
    void showNewGame();
    void showSetUp();
    void showGameInfo();
    // The report of the game shown as its review has it (also when a review ends whole); a
    // game not reviewed is offered a review, whose end opens the report.
    void showGameReport();
    // The person's progress over their reviewed games of My games.
    void showProgress();
    void showHowToPlay();

signals:
    void done(const QString& message);

private:
    Session& session_;
    // The person asked for the review that runs (Analyze Game, or the report's offer): its
    // report opens when it ends; a review of a finished game by itself opens nothing.
    mutable bool reportWanted_ = false;
    GameFiles& files_;
    TipBar* tip_;
    QWidget* window_;
};

}  // namespace hasami
