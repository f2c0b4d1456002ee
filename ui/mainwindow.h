// The application's main window: the board, score and turn labels, the move list, menus,
// the tool bar and the status bar, wired to the game controller.
#pragma once

#include <functional>

#include <QMainWindow>

#include "autosave.h"
#include "settings.h"

class QLabel;
class QListWidget;

namespace hasami {

class BoardWidget;
class GameController;
struct SearchInfo;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    GameController* controller() const { return controller_; }
    BoardWidget* board() const { return board_; }
    QLabel* blackScoreLabel() const { return blackScore_; }
    QLabel* whiteScoreLabel() const { return whiteScore_; }
    QLabel* turnLabel() const { return turn_; }
    QListWidget* moveList() const { return moveList_; }
    const Settings& settings() const { return settings_; }

    // Applies settings as the settings dialog does (asking before a board size change ends a
    // game in progress) and stores them.
    void applySettings(const Settings& settings);
    // How the window asks the user a yes/no question (replaceable for tests).
    void setConfirmation(std::function<bool(const QString&)> confirm) {
        confirm_ = std::move(confirm);
    }
    // How the window tells the user that something failed (replaceable for tests).
    void setWarning(std::function<void(const QString&)> warn) { warn_ = std::move(warn); }

    // Games and positions in files and on the clipboard. A text that is not a game is
    // refused with a message and changes nothing.
    bool openFile(const QString& path);
    bool saveGame(const QString& path);
    bool savePosition(const QString& path);
    void copyTranscript();
    void copyPosition();
    bool paste();

public slots:
    void showSettings();

private:
    void createActions();
    void createLayout();
    void connectController();
    void updateView();
    void updateMoveList();
    void showProgress(const SearchInfo& info);
    void storeSettings();
    void storeGame();
    void restoreGame(QStringList& problems);
    bool loadGameText(const QString& text, const QString& source);
    void showRules();
    void showAbout();
    QString resultText(int blackScore) const;

    Settings settings_;
    GameController* controller_;
    BoardWidget* board_;
    QLabel* blackScore_;
    QLabel* whiteScore_;
    QLabel* turn_;
    QListWidget* moveList_;
    QLabel* engineStatus_;
    std::function<bool(const QString&)> confirm_;
    std::function<void(const QString&)> warn_;
    Autosave autosave_;

    QAction* newAction_;
    QAction* openAction_;
    QAction* saveAction_;
    QAction* savePositionAction_;
    QAction* copyTranscriptAction_;
    QAction* copyPositionAction_;
    QAction* pasteAction_;
    QAction* undoAction_;
    QAction* redoAction_;
    QAction* hintAction_;
    QAction* moveNowAction_;
    QAction* pauseAction_;
    QAction* blackAiAction_;
    QAction* whiteAiAction_;
    QAction* settingsAction_;
};

}  // namespace hasami
