// SPDX-License-Identifier: GPL-3.0-or-later
// The game in progress kept on disk after every change, so that closing the window, a crash
// or a kill loses nothing (session/saved_game.h says what is kept): written after every move
// and change of the tree, of who plays or of the analyses, every few seconds while a clock
// runs, and when asked (the window closing). Written atomically; a file that cannot be read
// as a saved game is reported and set aside (renamed ….corrupt), never a reason not to start.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>

namespace hasami {

class AnalysisScheduler;
class GameClocks;
class GameSession;
class PlayMode;
class Seats;

class Autosave : public QObject {
    Q_OBJECT

public:
    // A running clock is saved this often, so that a crash loses at most this much of its time.
    static constexpr int kClockSaveMs = 5000;

    Autosave(GameSession& session, Seats& seats, GameClocks& clocks, PlayMode& play,
             AnalysisScheduler& analysis, QString path = defaultPath(), QObject* parent = nullptr);

    // In the application's data folder (QStandardPaths::AppDataLocation).
    static QString defaultPath();
    const QString& path() const { return path_; }

    // Brings back the saved game, if there is one, with who played each colour; what could
    // not be brought back is added to `problems`.
    void restore(QStringList& problems);
    // From now on every change of the game is kept on disk at once.
    void keepFromNowOn();
    // While held, nothing is written: the game on disk stays the one set aside (the puzzles'
    // positions on the board are not the person's game).
    void setHeld(bool held) { held_ = held; }
    bool isHeld() const { return held_; }
    // Whether the last write failed (an unwritable home, a full disk), and what it said: the
    // game on the board is then lost when the window closes unless the person saves it.
    bool isFailing() const { return !failure_.isEmpty(); }
    const QString& failure() const { return failure_; }

public slots:
    // Writes the game now; false (and storeFailed) if it cannot.
    bool store();

signals:
    void storeFailed(const QString& reason);

private:
    GameSession& session_;
    Seats& seats_;
    GameClocks& clocks_;
    PlayMode& play_;
    AnalysisScheduler& analysis_;
    QString path_;
    QTimer clockSave_;  // keeps a running clock on disk
    bool held_ = false;
    QString failure_;
};

}  // namespace hasami
