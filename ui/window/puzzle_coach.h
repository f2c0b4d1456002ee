// SPDX-License-Identifier: GPL-3.0-or-later
// Puzzles in the window (session/modes/puzzle_mode.h): Game > Puzzles starts the built-in
// puzzles, or looks for puzzles in a file, in My games or in the database (PuzzleHunt, with
// its progress on the bar and a button to stop it). A bar beside the board (coach_dock.h) then
// says what to find, how the answer fared with the values of the moves, and the score and
// streak; it chooses the grade, shows the solution, brings the next puzzle and stops.
#pragma once

#include <QList>
#include <QObject>
#include <QStringList>

#include "session/modes/puzzle_mode.h"

#include "ui/window/coach.h"

class QAction;
class QComboBox;
class QPushButton;
class QWidget;

namespace hasami {

class PuzzleHunt;
class DatabaseLibrary;
class ModeSwitch;
class SessionEntry;
class PuzzleMode;
class TipBar;
struct Puzzle;
struct PuzzleAnswer;

class PuzzleCoach : public Coach {
    Q_OBJECT

public:
    // Coaches `puzzles`, begun and ended through the parts' switch; puzzles are looked for in
    // the games of the parts' database.
    PuzzleCoach(PuzzleMode& puzzles, const CoachParts& parts);

    TipBar* bar() const override { return bar_; }
    QString title() const override;
    // Game > Puzzles: the built-in puzzles, and those found in a file, My Games, the database.
    void addToMenu(QMenu* game) const override;
    // Looks for puzzles in `paths`, named `source`, and starts them when found.
    void huntInMyGames();  // Puzzles from My Games
    void huntIn(const QStringList& paths, const QString& source);
    // Starts the built-in puzzles.
    void startBuiltIn();
    PuzzleHunt& hunt() { return *hunt_; }

private:
    void connectHunt();  // the search's progress, its puzzles started, its failure told
    void connectMenu();  // Game > Puzzles' entries to what each starts
    void chooseFile();
    void showPuzzle(const Puzzle& puzzle);
    void showAnswer(const PuzzleAnswer& answer);
    void showSolution();
    void showEnd();
    void showControls(bool puzzles);
    QString tally() const;

    PuzzleMode& mode_;
    ModeSwitch& modes_;
    SessionEntry& entry_;
    const DatabaseLibrary& library_;
    QWidget* window_;
    QList<QAction*> actions_;  // Game > Puzzles' entries, in order
    PuzzleHunt* hunt_;
    TipBar* bar_;
    QComboBox* grade_;
    QPushButton* solution_;
    QPushButton* next_;
    QPushButton* stop_;
    // What went wrong with the puzzles' progress (a damaged file set aside, a failed save),
    // said with the next puzzle shown, whose task would otherwise replace it unheard.
    QString progressProblem_;
};

}  // namespace hasami
