// SPDX-License-Identifier: GPL-3.0-or-later
// The application's main window: it builds the window's parts around a Session (the board,
// the scoreboard, the Moves and Evaluation panels, the status bar, the menus) and wires what
// the person does to the session; WindowView keeps the parts showing it.
#pragma once

#include <functional>

#include <QMainWindow>

namespace hasami {

class BoardWidget;
class DatabasePanel;
class EngineStatus;
class EvaluationGraph;
class GameActions;
class GameFiles;
class GameSounds;
class MovesPanel;
class PrincipalLine;
class Scoreboard;
class Session;
class StatusMessages;
class TipBar;
class WindowDialogs;
struct Settings;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(Session& session, QWidget* parent = nullptr);
    ~MainWindow() override;

    // How the window asks the person a yes/no question (a message box; replaceable for tests).
    void setConfirmation(std::function<bool(const QString&)> confirm) {
        confirm_ = std::move(confirm);
    }

public slots:
    // Applies settings as the settings dialog does, asking before a board size change ends a
    // game in progress (WindowDialogs).
    void applySettings(const hasami::Settings& wanted);
    void showNewGame();

protected:
    // Keeps the window's place, size and panels for the next start.
    void closeEvent(QCloseEvent* event) override;

private:
    void createLayout();
    void connectActions();
    void connectViewActions();
    void applyLook();  // the board's settings: theme, dots, animation

    Session& session_;
    BoardWidget* board_;
    Scoreboard* scoreboard_;
    MovesPanel* moves_;
    EvaluationGraph* graph_;
    PrincipalLine* principalLine_;
    DatabasePanel* database_ = nullptr;
    EngineStatus* engineStatus_;
    GameActions* actions_;
    GameFiles* files_;
    GameSounds* sounds_;
    WindowDialogs* dialogs_ = nullptr;
    TipBar* tip_;           // the first start's tip
    TipBar* longMessages_;  // the messages too long for the status bar
    StatusMessages* messages_ = nullptr;
    std::function<bool(const QString&)> confirm_;
};

}  // namespace hasami
