// SPDX-License-Identifier: GPL-3.0-or-later
// The application's main window: where the parts meet. The board, the scoreboard, the move
// list and the engine's status show the game controller's game; the actions, the file and
// clipboard commands and the settings act on it; every change is kept by the autosave.
#pragma once

#include <functional>

#include <QMainWindow>

#include "ui/session_old/autosave.h"
#include "ui/session_old/settings.h"

class QLabel;
class QListWidget;
class QProgressBar;
class QTimer;
class QToolButton;

namespace hasami {

class BoardWidget;
class EngineStatus;
class EvaluationGraph;
class Evaluations;
class GameActions;
class GameController;
class GameFiles;
class GameSounds;
class MoveListView;
class Scoreboard;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    GameController* controller() const { return controller_; }
    BoardWidget* board() const { return board_; }
    GameFiles* files() const { return files_; }
    Evaluations* evaluations() const { return evaluations_; }
    EvaluationGraph* graph() const { return graph_; }
    QLabel* blackScoreLabel() const;
    QLabel* whiteScoreLabel() const;
    QLabel* turnLabel() const;
    QListWidget* moveList() const;
    QLabel* openingLabel() const { return openingName_; }
    const Settings& settings() const { return settings_; }

    // Starts a new game with the new-game dialog's answers in `wanted`, and keeps them.
    void startNewGame(const Settings& wanted);
    Scoreboard* scoreboard() const { return scoreboard_; }
    GameSounds* sounds() const { return sounds_; }

    // Applies settings as the settings dialog does (asking before a board size change ends a
    // game in progress) and stores them.
    void applySettings(const Settings& wanted);
    // How the window asks the user a yes/no question (replaceable for tests).
    void setConfirmation(std::function<bool(const QString&)> confirm) {
        confirm_ = std::move(confirm);
    }
    // How the window tells the user that something failed (replaceable for tests).
    void setWarning(std::function<void(const QString&)> warn);

    // Starts a new game from `start` (as the set-up editor does when accepted).
    void startFrom(const Position& start);

    // The file and clipboard commands (see GameFiles).
    bool openFile(const QString& path);
    bool saveGame(const QString& path);
    bool savePosition(const QString& path);
    void copyTranscript();
    void copyPosition();
    bool paste();

    // The one-time tip that points a first-time player to How to Play.
    QWidget* howToPlayTip() const { return tip_; }

public slots:
    void showSettings();
    void showNewGame();
    void showHowToPlay();

private:
    void createLayout();
    QWidget* createTip() const;
    void connectActions();
    void connectController();
    void updateView();
    void showAnalysis();  // what the evaluations know: on the board and in the move list
    void showOpening();   // the name of the opening line the game follows
    void connectEvaluations();
    void showStatus(const QString& message);
    void storeSettings();
    void storeGame();
    void applyEngineSettings();  // the computer's level or depth and time, and its pace
    void restoreGame(QStringList& problems);

    Settings settings_;
    GameController* controller_;
    BoardWidget* board_;
    Scoreboard* scoreboard_;
    MoveListView* moveList_;
    Evaluations* evaluations_;
    EvaluationGraph* graph_;
    QLabel* lossTotals_;
    QLabel* openingName_;
    QProgressBar* reviewProgress_;
    QToolButton* cancelReview_;
    EngineStatus* engineStatus_;
    GameActions* actions_;
    GameFiles* files_;
    std::function<bool(const QString&)> confirm_;
    Autosave autosave_;
    QTimer* clockDisplay_;  // refreshes the clocks while one runs
    QTimer* clockSave_;     // keeps a running clock on disk
    GameSounds* sounds_;
    QWidget* tip_ = nullptr;
};

}  // namespace hasami
