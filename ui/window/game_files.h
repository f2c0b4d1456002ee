// SPDX-License-Identifier: GPL-3.0-or-later
// The commands that move games and positions in and out: files and the clipboard. Text that
// is not a game or a position is refused with a message, and the game on the board stays.
#pragma once

#include <functional>

#include <QObject>
#include <QStringList>

class QWidget;

namespace hasami {

class Session;

class GameFiles : public QObject {
    Q_OBJECT

public:
    // Dialogs open over `window`; games are read into and written from the session's, with
    // the analyses of their positions.
    GameFiles(Session& session, QWidget* window);

    // How the person is told that something failed (a message box; replaceable for tests).
    void setWarning(std::function<void(const QString&)> warn) { warn_ = std::move(warn); }
    // How the person picks one of the games of a GGF file that holds many: the index in
    // `labels`, or -1 to open none (a list dialog; replaceable for tests).
    void setGameChooser(std::function<int(const QStringList& labels)> choose) {
        choose_ = std::move(choose);
    }

    bool openFile(const QString& path);
    // A path ending in .ggf is written in GGF (the line shown: GGF has no variations), any
    // other in Hasami's own text (the whole tree).
    bool saveGame(const QString& path);
    bool savePosition(const QString& path);
    void copyGame();
    void copyGameAsGgf();
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
    bool loadGgf(const QString& text, const QString& source);
    // The game as GGF: its players, its result when it is over, and the review's value of
    // every move that analysis valued.
    std::string gameAsGgf() const;
    bool writeText(const QString& path, const QString& text, const QString& doneMessage);

    Session& session_;
    QWidget* window_;
    std::function<void(const QString&)> warn_;
    std::function<int(const QStringList&)> choose_;
};

}  // namespace hasami
