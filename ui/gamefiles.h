// The commands that move games and positions in and out: files and the clipboard. Text that
// is not a game or a position is refused with a message, and the game on the board stays.
#pragma once

#include <functional>

#include <QObject>

class QWidget;

namespace hasami {

class AnalysisStore;
class GameController;

class GameFiles : public QObject {
    Q_OBJECT

public:
    // Dialogs open over `window`; games are read into and written from `controller`'s, with
    // the analyses of their positions kept in `analyses`.
    GameFiles(GameController* controller, AnalysisStore* analyses, QWidget* window);

    // How the person is told that something failed (a message box; replaceable for tests).
    void setWarning(std::function<void(const QString&)> warn) { warn_ = std::move(warn); }

    bool openFile(const QString& path);
    bool saveGame(const QString& path);
    bool savePosition(const QString& path);
    void copyGame();
    void copyPosition();
    bool paste();

    // The same, asking for the file first.
    void chooseAndOpen();
    void chooseAndSaveGame();
    void chooseAndSavePosition();

signals:
    // A short note of what was done, for the status bar.
    void done(const QString& message);

private:
    bool loadGameText(const QString& text, const QString& source);
    bool writeText(const QString& path, const QString& text, const QString& doneMessage);

    GameController* controller_;
    AnalysisStore* analyses_;
    QWidget* window_;
    std::function<void(const QString&)> warn_;
};

}  // namespace hasami
