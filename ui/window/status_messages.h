// SPDX-License-Identifier: GPL-3.0-or-later
// What the status bar says of the game as it goes: a refused click and why, a pass, the
// result, a loss on time, a hint and its search, an engine that failed, a review ended, what a
// file command did, a save that failed, and the problems met on the way in. A message that is
// no longer true (a hint for a position left, a search stopped) goes; one too long for the
// status bar shows whole in a bar above the board.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>

class QLabel;
class QStatusBar;

namespace hasami {

class AnalysisScheduler;
class Autosave;
class GameSession;
class Hints;
class KeptSettings;
class MyGames;
class PlayMode;

// The parts whose news the status bar tells.
struct StatusSources {
    PlayMode& play;  // a pass, the result, a loss on time, an engine that failed
    const GameSession& game;
    Hints& hints;                 // a hint, and its search
    AnalysisScheduler& analysis;  // a failed analysis, a review ended
    Autosave& autosave;           // a game that could not be kept
    MyGames& myGames;
    KeptSettings& settings;  // settings that could not be written
};

class StatusMessages : public QObject {
    Q_OBJECT

public:
    // How long a message stays, and longer for the problems met while starting.
    static constexpr int kShownMs = 6000;
    static constexpr int kStartProblemsShownMs = 4 * kShownMs;

    // Tells the news of `sources`, first the problems met on the way in; `longBar` (with
    // `longText` in it) shows the messages the status bar is too narrow for.
    StatusMessages(const StatusSources& sources, const QStringList& startProblems, QStatusBar* bar,
                   QWidget* longBar, QLabel* longText, QObject* parent = nullptr);

    // The message shown now, wherever it is shown; empty when none is.
    QString current() const;

public slots:
    void show(const QString& message);

private:
    void showFor(const QString& message, int milliseconds);
    void withdraw(const QString& message);  // if it is the one shown
    bool fitsTheBar(const QString& message) const;

    QStatusBar* bar_;
    QWidget* longBar_;
    QLabel* longText_;
    QTimer longShown_;
    QString hintSearch_;  // the message shown while a hint is searched
    QString hint_;        // the hint shown
};

}  // namespace hasami
