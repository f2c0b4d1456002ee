// SPDX-License-Identifier: GPL-3.0-or-later
// Guess the move in the window (session/modes/guess_mode.h): Game > Guess the Moves… asks whose
// moves to guess in the game shown (one opened from a file or the Database panel), then a bar
// beside the board (coach_dock.h) asks for each guess, says how the last one fared (its loss
// and the better moves, the move played) and keeps the tally; the board's clicks go to the mode
// meanwhile (Session::send). The end gives the share of good guesses and the mean loss.
#pragma once

#include <QObject>

#include "engine/board/position.h"

#include "session/modes/guess_mode.h"

#include "ui/window/coach.h"

class QAction;
class QMessageBox;
class QPushButton;
class QWidget;

namespace hasami {

class GameSession;
class GuessMode;
class ModeSwitch;
class TipBar;
struct GuessResult;

class GuessCoach : public Coach {
    Q_OBJECT

public:
    // Coaches `guess`, begun and ended through the parts' switch, in the game shown.
    GuessCoach(GuessMode& guess, const CoachParts& parts);

    TipBar* bar() const override { return bar_; }
    QString title() const override;
    void addToMenu(QMenu* game) const override;
    // Starts guessing `color`'s moves of the game shown (what the question's answer does).
    void begin(Color color);

private:
    void ask();  // whose moves to guess
    void showJudgement(const GuessResult& result);
    void showEnd(bool complete);
    QString tally() const;
    QString prompt() const;

    GuessMode& guess_;
    ModeSwitch& modes_;
    const GameSession& game_;
    QWidget* window_;
    QAction* guessMoves_;  // Game > Guess the Moves…
    TipBar* bar_;
    QPushButton* stopButton_;
};

}  // namespace hasami
