// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/mistake_drill_coach.h"

#include <QAction>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QPushButton>

#include "session/database_library.h"
#include "session/kept_settings.h"
#include "session/modes/mode_switch.h"
#include "session/settings.h"
#include "ui/text/game_text.h"
#include "ui/window/menu_action.h"
#include "ui/window/tip_bar.h"

namespace hasami {

MistakeDrillCoach::MistakeDrillCoach(MistakeDrill& drill, const CoachParts& parts)
    : Coach(parts.window),
      drill_(drill),
      modes_(parts.modes),
      database_(parts.database),
      settings_(parts.settings),
      drillMistakes_(makeAction(parts.window, tr("Your &Mistakes, Scheduled"),
                                "drillMistakesAction", control(Qt::Key_D, true))),
      bar_(new TipBar(QStringLiteral("mistakeDrillBar"))),
      showButton_(new QPushButton(tr("&Show"))),
      nextButton_(new QPushButton(tr("&Next"))),
      stopButton_(new QPushButton(tr("Stop the Drill"))) {
    bar_->hide();
    bar_->reserveLines(3);
    showButton_->setObjectName(QStringLiteral("mistakeDrillShow"));
    nextButton_->setObjectName(QStringLiteral("mistakeDrillNext"));
    stopButton_->setObjectName(QStringLiteral("mistakeDrillStop"));
    bar_->addControl(showButton_);
    bar_->addControl(nextButton_);
    bar_->addControl(stopButton_);
    connect(drillMistakes_, &QAction::triggered, this, &MistakeDrillCoach::begin);
    connect(showButton_, &QPushButton::clicked, this, [this] { drill_.show(); });
    connect(nextButton_, &QPushButton::clicked, this, [this] { drill_.next(); });
    connect(stopButton_, &QPushButton::clicked, this, [this] {
        if (drill_.isActive()) {
            modes_.endMode();
        } else {
            bar_->hide();
        }
    });
    connect(&drill_, &MistakeDrill::started, this, [this] {
        bar_->show();
        emit done(dueText());
    });
    connect(&drill_, &MistakeDrill::asked, this, &MistakeDrillCoach::showCard);
    connect(&drill_, &MistakeDrill::answered, this, &MistakeDrillCoach::showAnswer);
    connect(&drill_, &MistakeDrill::finished, this, &MistakeDrillCoach::showEnd);
    connect(&drill_, &MistakeDrill::progressProblem, this, &Coach::done);
}

void MistakeDrillCoach::begin() {
    std::vector<MistakeCard> cards =
        mistakeCardsIn(database_.myGamesFolder(), settings_.settings().playerName);
    QString why;
    if (!beginMode(modes_, drill_,
                   [&](MistakeDrill& mode) { return mode.start(std::move(cards), &why); })) {
        emit done(why);
    }
}

QString MistakeDrillCoach::dueText() const {
    const MistakeDrill::Counts counts = drill_.counts();
    return tr("Due today: %1 of your mistakes (%2 new). Retired: %3 of %4.")
        .arg(counts.due)
        .arg(counts.fresh)
        .arg(counts.retired)
        .arg(counts.all);
}

void MistakeDrillCoach::showCard(const MistakeCard& card) {
    const MistakeExercise& exercise = card.exercise;
    const QString said =
        tr("From your game of %1 (%2), move %3: you played %4, a %5 that lost %6. Find a better "
           "move.")
            .arg(QLocale().toString(card.date, QLocale::ShortFormat),
                 QFileInfo(card.file).completeBaseName())
            .arg(card.moveNumber)
            .arg(GameText::moveName(exercise.played),
                 GameText::moveClassName(exercise.kind).toLower(),
                 GameText::discCount(exercise.discLoss));
    bar_->text()->setText(GameText::sentences(dueText(), said));
    showButton_->show();
    nextButton_->hide();
    stopButton_->setText(tr("Stop the Drill"));
}

void MistakeDrillCoach::showAnswer(const MistakeDrill::Answer& answer) {
    const MistakeCard* card = drill_.current();
    if (!card) return;
    const MistakeExercise& exercise = card->exercise;
    const QString best = GameText::moveName(exercise.best());
    const int loss = exercise.values.front().score - valueIn(exercise, answer.move).value_or(0);
    QString said;
    if (answer.move == kNoSquare) {
        said = tr("The best move: %1. The card comes back today.").arg(best);
    } else if (answer.grade == AnswerGrade::Best) {
        said = tr("Right: %1 is a best move.").arg(GameText::moveName(answer.move));
    } else if (answer.grade == AnswerGrade::GoodEnough) {
        said = tr("Good enough: %1 loses %2 against the best move, %3.")
                   .arg(GameText::moveName(answer.move), GameText::discCount(loss), best);
    } else {
        said = tr("%1 loses %2: the best move is %3, played on the board. The card comes back "
                  "today.")
                   .arg(GameText::moveName(answer.move), GameText::discCount(loss), best);
    }
    const MistakeSchedule::Entry* entry = drill_.schedule().entryOf(card->key);
    if (answer.grade != AnswerGrade::Wrong && entry) {
        said = GameText::sentences(said, entry->streak >= MistakeSchedule::kRetiringStreak
                                             ? tr("Right three times in a row: the card retires.")
                                             : tr("It comes back in %n day(s).", nullptr,
                                                  MistakeSchedule::daysAfter(entry->streak)));
    }
    bar_->text()->setText(said);
    showButton_->hide();
    nextButton_->show();
    emit done(said);
}

void MistakeDrillCoach::showEnd(bool complete) {
    showButton_->hide();
    nextButton_->hide();
    const QString summary =
        tr("Answered right: %1 of %2.").arg(drill_.answeredRight()).arg(drill_.answeredAll());
    if (!complete) {
        bar_->hide();
        emit done(GameText::sentences(tr("The drill has stopped."), summary));
        return;
    }
    stopButton_->setText(tr("Close"));
    bar_->text()->setText(GameText::sentences(tr("Nothing more is due today."), summary));
    emit done(summary);
}

QString MistakeDrillCoach::title() const {
    return tr("Your Mistakes, Scheduled");
}

void MistakeDrillCoach::addToMenu(QMenu* game) const {
    game->addAction(drillMistakes_);
}

}  // namespace hasami
