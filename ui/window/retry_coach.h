// SPDX-License-Identifier: GPL-3.0-or-later
// Retry Your Mistakes in the window (session/modes/retry_mode.h): Game > Retry Your Mistakes…
// asks whose mistakes to retry in the game shown, once it is reviewed; a bar beside the board
// (coach_dock.h) says which mistake of how many is asked, how each answer fared ("good enough"
// for one a little below the best), with Hint, Show, Skip and Next; the board's clicks go to the
// mode meanwhile. The end sums up what was found.
#pragma once

#include "engine/board/position.h"
#include "session/modes/retry_mode.h"
#include "ui/window/coach.h"

class QAction;
class QPushButton;
class QWidget;

namespace hasami {

class RetryCoach : public Coach {
    Q_OBJECT

public:
    RetryCoach(RetryMode& retry, const CoachParts& parts);

    TipBar* bar() const override { return bar_; }
    QString title() const override;
    void addToMenu(QMenu* game) const override;
    // Starts retrying `color`'s mistakes of the game shown (what the question's answer does).
    void begin(Color color);

private:
    void ask();  // whose mistakes
    void showExercise(const MistakeExercise& exercise);
    void showAnswer(Square answer, AnswerGrade grade);
    void showEnd(bool complete);
    void showButtons();
    QString summary() const;

    RetryMode& retry_;
    ModeSwitch& modes_;
    const GameSession& game_;
    QWidget* window_;
    QAction* retryMistakes_;  // Game > Retry Your Mistakes…
    TipBar* bar_;
    QPushButton* hintButton_;
    QPushButton* showButton_;
    QPushButton* skipButton_;
    QPushButton* nextButton_;
    QPushButton* stopButton_;
    bool shownAnswer_ = false;  // the answer on the board is the one Show played
};

}  // namespace hasami
