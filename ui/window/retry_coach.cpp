// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/retry_coach.h"

#include <QAction>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>

#include "engine/formats/notation.h"
#include "session/game_session.h"
#include "session/modes/mode_switch.h"
#include "ui/text/game_text.h"
#include "ui/window/menu_action.h"
#include "ui/window/tip_bar.h"

namespace hasami {

namespace {

QPushButton* button(const QString& text, const char* name) {
    auto* made = new QPushButton(text);
    made->setObjectName(QString::fromLatin1(name));
    return made;
}

}  // namespace

RetryCoach::RetryCoach(RetryMode& retry, const CoachParts& parts)
    : Coach(parts.window),
      retry_(retry),
      modes_(parts.modes),
      game_(parts.game),
      window_(parts.window),
      retryMistakes_(makeAction(parts.window, tr("&Retry Your Mistakes\u2026"),
                                "retryMistakesAction", control(Qt::Key_R, true))),
      bar_(new TipBar(QStringLiteral("retryBar"))),
      hintButton_(button(tr("&Hint"), "retryHint")),
      showButton_(button(tr("&Show"), "retryShow")),
      skipButton_(button(tr("S&kip"), "retrySkip")),
      nextButton_(button(tr("&Next"), "retryNext")),
      stopButton_(button(tr("Stop Retrying"), "retryStop")) {
    bar_->hide();
    bar_->reserveLines(3);
    for (QPushButton* control : {hintButton_, showButton_, skipButton_, nextButton_}) {
        bar_->addControl(control);
    }
    bar_->addControl(stopButton_, 1);
    connect(retryMistakes_, &QAction::triggered, this, &RetryCoach::ask);
    connect(hintButton_, &QPushButton::clicked, this, [this] {
        if (const std::optional<Square> best = retry_.hint()) {
            const QString column = GameText::moveName(*best).left(1);
            bar_->text()->setText(tr("Hint: a best move is in column %1.").arg(column));
        }
    });
    connect(showButton_, &QPushButton::clicked, this, [this] {
        shownAnswer_ = true;
        retry_.show();
    });
    connect(skipButton_, &QPushButton::clicked, this, [this] { retry_.skip(); });
    connect(nextButton_, &QPushButton::clicked, this, [this] { retry_.next(); });
    connect(stopButton_, &QPushButton::clicked, this, [this] {
        if (retry_.isActive()) {
            modes_.endMode();
        } else {
            bar_->hide();
        }
    });
    connect(&retry_, &RetryMode::started, this, [this] { bar_->show(); });
    connect(&retry_, &RetryMode::asked, this, &RetryCoach::showExercise);
    connect(&retry_, &RetryMode::answered, this, &RetryCoach::showAnswer);
    connect(&retry_, &RetryMode::finished, this, &RetryCoach::showEnd);
}

void RetryCoach::ask() {
    // Asked again while retrying: the game reviewed comes back first, its mistakes counted.
    if (retry_.isActive()) modes_.endMode();
    auto* box = new QMessageBox(QMessageBox::Question, tr("Retry Your Mistakes"),
                                tr("Go to each mistake and blunder of one colour in the review of "
                                   "the game shown, and find a better move: whose mistakes?"),
                                QMessageBox::Cancel, window_);
    box->setObjectName(QStringLiteral("retryColour"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    for (const Color color : {Color::Black, Color::White}) {
        const int mistakes = int(retry_.mistakesToRetry(color).size());
        QPushButton* choice =
            box->addButton(color == Color::Black ? tr("&Black's (%1)").arg(mistakes)
                                                 : tr("&White's (%1)").arg(mistakes),
                           QMessageBox::AcceptRole);
        choice->setObjectName(color == Color::Black ? QStringLiteral("retryBlack")
                                                    : QStringLiteral("retryWhite"));
        connect(choice, &QPushButton::clicked, this, [this, color] { begin(color); });
        if (mistakes > 0 && !box->defaultButton()) box->setDefaultButton(choice);
    }
    box->open();
}

void RetryCoach::begin(Color color) {
    QString why;
    if (!beginMode(modes_, retry_, [&](RetryMode& mode) { return mode.start(color, &why); })) {
        emit done(why);
    }
}

void RetryCoach::showExercise(const MistakeExercise& exercise) {
    shownAnswer_ = false;
    const QString said =
        tr("Mistake %1 of %2: %3 played %4 here, a %5 that lost %6. Find a better move.")
            .arg(retry_.index() + 1)
            .arg(retry_.count())
            .arg(GameText::colorName(exercise.position.sideToMove()),
                 GameText::moveName(exercise.played),
                 GameText::moveClassName(exercise.kind).toLower(),
                 GameText::discCount(exercise.discLoss));
    bar_->text()->setText(said);
    showButtons();
    emit done(said);
}

void RetryCoach::showAnswer(Square answer, AnswerGrade grade) {
    const MistakeExercise* exercise = retry_.current();
    if (!exercise) return;
    const QString move = GameText::moveName(answer);
    const int loss = exercise->values.front().score - valueIn(*exercise, answer).value_or(0);
    QString said;
    if (shownAnswer_) {
        said = tr("The best move: %1 (%2).")
                   .arg(move, GameText::signedNumber(exercise->values.front().score));
    } else if (grade == AnswerGrade::Best) {
        said = tr("Right: %1 is a best move.").arg(move);
    } else if (grade == AnswerGrade::GoodEnough) {
        said = tr("Good enough: %1 loses %2 against the best move, %3.")
                   .arg(move, GameText::discCount(loss), GameText::moveName(exercise->best()));
    } else {
        said = tr("%1 loses %2 against the best move: try again.")
                   .arg(move, GameText::discCount(loss));
    }
    bar_->text()->setText(said);
    showButtons();
    emit done(said);
}

void RetryCoach::showButtons() {
    const bool asking = retry_.isActive() && !retry_.isAnswered();
    hintButton_->setVisible(asking);
    showButton_->setVisible(asking);
    skipButton_->setVisible(asking);
    nextButton_->setVisible(retry_.isActive() && retry_.isAnswered());
    nextButton_->setText(retry_.index() + 1 < retry_.count() ? tr("&Next") : tr("&Finish"));
    stopButton_->setText(retry_.isActive() ? tr("Stop Retrying") : tr("Close"));
}

QString RetryCoach::summary() const {
    const RetryMode::Tally& tally = retry_.tally();
    return tr("Of %1 mistakes: %2 found with a best move, %3 good enough, %4 shown, %5 skipped.")
        .arg(retry_.count())
        .arg(tally.best)
        .arg(tally.goodEnough)
        .arg(tally.shown)
        .arg(tally.skipped);
}

void RetryCoach::showEnd(bool complete) {
    showButtons();
    for (QPushButton* control : {hintButton_, showButton_, skipButton_, nextButton_}) {
        control->hide();
    }
    if (!complete) {
        bar_->hide();
        emit done(GameText::sentences(tr("Retrying has stopped."), summary()));
        return;
    }
    bar_->text()->setText(GameText::sentences(tr("Every mistake is retried."), summary()));
    auto* box = new QMessageBox(QMessageBox::Information, tr("Retry Your Mistakes"), summary(),
                                QMessageBox::Ok, window_);
    box->setObjectName(QStringLiteral("retrySummary"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, bar_, &QWidget::hide);
    box->open();
}

QString RetryCoach::title() const {
    return tr("Retry Your Mistakes");
}

void RetryCoach::addToMenu(QMenu* game) const {
    game->addAction(retryMistakes_);
}

}  // namespace hasami
