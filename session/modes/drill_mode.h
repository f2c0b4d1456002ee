// SPDX-License-Identifier: GPL-3.0-or-later
// What the modes that drill the person share (Puzzles, Train Openings): while one lasts the game
// on the board is set aside whole (GameShelf) and it comes back at the end; the person's
// progress, scheduled by spaced repetition (PuzzleProgress), is read from a file of the mode's
// own as it starts and written after each answer and as it stops, and a file that cannot be
// read or written is said (progressProblem) without stopping the drill.
#pragma once

#include <QString>

#include "session/modes/mode.h"
#include "session/modes/puzzle_progress.h"

namespace hasami {

class GameShelf;

class DrillMode : public Mode {
    Q_OBJECT

public:
    // Sets `shelf`'s game aside while active, its progress kept in `progressPath` (of `kind`,
    // as its messages name it).
    DrillMode(GameShelf& shelf, QString progressPath, PuzzleProgress::Kind kind,
              QObject* parent = nullptr);

    // The drill ends: the game set aside comes back.
    void end() override { stop(); }
    void stop();
    bool isActive() const { return active_; }

    // Where the progress is kept (the data folder's file unless a test says otherwise).
    void setProgressPath(const QString& path) { progressPath_ = path; }
    const PuzzleProgress& progress() const { return progress_; }

signals:
    void started();
    void finished();
    // The progress could not be read or written, and why.
    void progressProblem(const QString& reason);

protected:
    // Reads the progress, sets the game aside and becomes active: a mode's start, before its
    // first question.
    void begin();
    // Writes the progress, saying so when it cannot.
    void keepProgress();
    PuzzleProgress& schedule() { return progress_; }
    // What the mode lets go of as it stops, before its progress is written and the game comes
    // back.
    virtual void leaving() {}

private:
    GameShelf& shelf_;
    QString progressPath_;
    PuzzleProgress::Kind kind_;
    PuzzleProgress progress_;
    bool active_ = false;
};

}  // namespace hasami
