// SPDX-License-Identifier: GPL-3.0-or-later
// Your Mistakes, Scheduled in the window (session/modes/mistake_drill.h): Game > Your Mistakes,
// Scheduled makes the cards of the person's mistakes in their reviewed games of My games and
// asks those due today; a bar beside the board says what is due (new and retired too), where
// each card comes from, and how each answer fared, with Show, Next and Stop.
#pragma once

#include "session/modes/mistake_drill.h"
#include "ui/window/coach.h"

class QAction;
class QPushButton;
class QWidget;

namespace hasami {

class DatabaseLibrary;

class MistakeDrillCoach : public Coach {
    Q_OBJECT

public:
    MistakeDrillCoach(MistakeDrill& drill, const CoachParts& parts);

    TipBar* bar() const override { return bar_; }
    QString title() const override;
    void addToMenu(QMenu* game) const override;
    void begin();

private:
    void showCard(const MistakeCard& card);
    void showAnswer(const MistakeDrill::Answer& answer);
    void showEnd(bool complete);
    QString dueText() const;

    MistakeDrill& drill_;
    ModeSwitch& modes_;
    const DatabaseLibrary& database_;
    const KeptSettings& settings_;
    QAction* drillMistakes_;  // Game > Your Mistakes, Scheduled
    TipBar* bar_;
    QPushButton* showButton_;
    QPushButton* nextButton_;
    QPushButton* stopButton_;
};

}  // namespace hasami
