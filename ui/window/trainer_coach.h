// SPDX-License-Identifier: GPL-3.0-or-later
// The opening trainer in the window (session/modes/trainer_mode.h): Game > Train Openings… asks
// which colour the person plays, and whether only the lines they marked, then a bar beside the
// board (coach_dock.h) asks for each move of the repertoire (the book's moves within the loss
// the bar sets, or the marked lines' moves), says how the last one
// fared (right, or the repertoire's moves with their values), offers Try Again, Next Line and
// Stop Training, and keeps the score of the session and of the opening shown.
#pragma once

#include <QObject>

#include "engine/board/position.h"
#include "session/modes/trainer_mode.h"

#include "ui/window/coach.h"

class QAction;
class QPushButton;
class QSpinBox;
class QWidget;

namespace hasami {

class BookKeeper;
class ModeSwitch;
class SessionEntry;
class TipBar;
struct TrainerAnswer;

class TrainerCoach : public Coach {
    Q_OBJECT

public:
    // Coaches `trainer`, begun and ended through the parts' switch, with the parts' books.
    TrainerCoach(TrainerMode& trainer, const CoachParts& parts);

    TipBar* bar() const override { return bar_; }
    QString title() const override;
    void addToMenu(QMenu* game) const override;
    // Starts training `color` in `repertoire` (what the question's answer does).
    void begin(Color color, TrainerMode::Repertoire repertoire);

private:
    void ask();  // which colour
    void showState();
    void showAnswer(const TrainerAnswer& answer);
    QString score() const;

    TrainerMode& trainer_;
    ModeSwitch& modes_;
    SessionEntry& entry_;
    const BookKeeper& book_;
    QWidget* window_;
    QAction* train_;  // Game > Train Openings…
    TipBar* bar_;
    QSpinBox* loss_;
    QPushButton* tryAgain_;
    QPushButton* nextLine_;
    QPushButton* stop_;
    QString said_;  // the judgement of the last move, until the next one is asked
};

}  // namespace hasami
