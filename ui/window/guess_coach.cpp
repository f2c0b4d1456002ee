// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/guess_coach.h"

#include <QAction>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>

#include "session/game_session.h"
#include "session/modes/guess_mode.h"
#include "session/modes/mode_switch.h"
#include "ui/text/game_text.h"
#include "ui/window/menu_action.h"
#include "ui/window/tip_bar.h"

namespace hasami {

namespace {

// The better moves with their values: "c3 (+2), d3 (0)", the first three.
QString betterMoves(const GuessResult& result) {
    QStringList moves;
    for (std::size_t i = 0; i < result.better.size() && i < 3; ++i) {
        const MoveValue& value = result.better[i];
        moves << QStringLiteral("%1 (%2)").arg(GameText::moveName(value.move),
                                               GameText::signedNumber(value.score));
    }
    return moves.join(QStringLiteral(", "));
}

QString discs(int count) {
    return count == 1 ? GuessCoach::tr("1 disc") : GuessCoach::tr("%1 discs").arg(count);
}

}  // namespace

GuessCoach::GuessCoach(GuessMode& guess, const CoachParts& parts)
    : Coach(parts.window),
      guess_(guess),
      modes_(parts.modes),
      game_(parts.game),
      window_(parts.window),
      guessMoves_(makeAction(parts.window, tr("&Guess the Moves\u2026"), "guessMovesAction",
                             control(Qt::Key_G))),
      bar_(new TipBar(QStringLiteral("guessBar"))) {
    bar_->hide();
    // The judgement of a guess often wraps to a second line: the board keeps its size.
    bar_->reserveLines(2);
    // The button under the text, which keeps the side's width for its words.
    stopButton_ = new QPushButton(tr("Stop Guessing"));
    stopButton_->setObjectName(QStringLiteral("guessBarButton"));
    bar_->addControl(stopButton_);
    // Stop while guessing; after the game's end, Close.
    connect(stopButton_, &QPushButton::clicked, this, [this] {
        if (guess_.isActive()) {
            modes_.endMode();
        } else {
            bar_->hide();
        }
    });
    // The bar's last word on a guessing ended goes with the game it was about.
    connect(&game_, &GameSession::replaced, this, [this] {
        if (!guess_.isActive()) bar_->hide();
    });
    connect(guessMoves_, &QAction::triggered, this, &GuessCoach::ask);
    connect(&guess_, &GuessMode::started, this, [this] {
        bar_->text()->setText(prompt());
        stopButton_->setText(tr("Stop Guessing"));
        stopButton_->show();
        bar_->show();
        emit done(prompt());
    });
    connect(&guess_, &GuessMode::judging, this,
            [this] { bar_->text()->setText(tr("Checking your guess\u2026")); });
    connect(&guess_, &GuessMode::judged, this, &GuessCoach::showJudgement);
    connect(&guess_, &GuessMode::finished, this, &GuessCoach::showEnd);
}

void GuessCoach::ask() {
    auto* box = new QMessageBox(QMessageBox::Question, tr("Guess the Moves"),
                                tr("Replay the game shown and guess the moves of one colour: "
                                   "whose moves do you guess?"),
                                QMessageBox::Cancel, window_);
    box->setObjectName(QStringLiteral("guessColour"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    for (const Color color : {Color::Black, Color::White}) {
        QPushButton* button =
            box->addButton(color == Color::Black ? tr("&Black's Moves") : tr("&White's Moves"),
                           QMessageBox::AcceptRole);
        button->setObjectName(color == Color::Black ? QStringLiteral("guessBlack")
                                                    : QStringLiteral("guessWhite"));
        connect(button, &QPushButton::clicked, this, [this, color] { begin(color); });
        if (game_.position().sideToMove() == color) box->setDefaultButton(button);
    }
    box->open();
}

void GuessCoach::begin(Color color) {
    QString why;
    if (!beginMode(modes_, guess_, [&](GuessMode& mode) { return mode.start(color, &why); })) {
        emit done(why);
    }
}

void GuessCoach::showJudgement(const GuessResult& result) {
    const QString guessed = GameText::moveName(result.guess);
    const QString played = GameText::moveName(result.played);
    QString said;
    if (result.guess == result.played) {
        said = result.loss == 0 ? tr("Good: %1 was played, and it is a best move.").arg(guessed)
                                : tr("Good: %1 was played. It loses %2 against the best move: %3.")
                                      .arg(guessed, discs(result.loss), betterMoves(result));
    } else if (result.good) {
        said = result.loss == 0 ? tr("Good: %1 is a best move; %2 was played.").arg(guessed, played)
                                : tr("Good: %1 loses %2 against the best move; %3 was played.")
                                      .arg(guessed, discs(result.loss), played);
    } else {
        said = tr("%1 loses %2 against the best move. Better: %3. %4 was played.")
                   .arg(guessed, discs(result.loss), betterMoves(result), played);
    }
    bar_->text()->setText(GameText::sentences(said, tally()));
    emit done(said);
}

void GuessCoach::showEnd(bool complete) {
    const GuessMode& guess = guess_;
    const int guesses = int(guess.results().size());
    QString summary;
    if (guesses > 0) {
        summary = tr("Good guesses: %1 of %2 (%3%). Mean loss: %4 discs a move.")
                      .arg(guess.goodGuesses())
                      .arg(guesses)
                      .arg(qRound(100.0 * guess.goodGuesses() / guesses))
                      .arg(QLocale().toString(guess.meanLoss(), 'f', 1));
    }
    stopButton_->hide();
    if (!complete) {
        // The game is whole again (GuessMode::stop): the bar goes, the status bar tells.
        bar_->hide();
        emit done(GameText::sentences(tr("Guessing has stopped."), summary));
        return;
    }
    // The bar says the end until the summary, or the bar itself, is closed.
    bar_->text()->setText(GameText::sentences(tr("The game is over."), summary));
    stopButton_->setText(tr("Close"));
    stopButton_->show();
    auto* box =
        new QMessageBox(QMessageBox::Information, tr("Guess the Moves"),
                        guesses > 0 ? summary : tr("The game is over."), QMessageBox::Ok, window_);
    box->setObjectName(QStringLiteral("guessSummary"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, bar_, &QWidget::hide);
    box->open();
}

QString GuessCoach::tally() const {
    const GuessMode& guess = guess_;
    if (!guess.isActive()) return {};
    const int guesses = int(guess.results().size());
    if (guesses == 0) return prompt();
    return GameText::sentences(tr("Good guesses: %1 of %2, mean loss %3.")
                                   .arg(guess.goodGuesses())
                                   .arg(guesses)
                                   .arg(QLocale().toString(guess.meanLoss(), 'f', 1)),
                               prompt());
}

QString GuessCoach::prompt() const {
    return guess_.color() == Color::Black
               ? tr("Guess Black's next move: click the square you would play.")
               : tr("Guess White's next move: click the square you would play.");
}

QString GuessCoach::title() const {
    return tr("Guess the Moves");
}

void GuessCoach::addToMenu(QMenu* game) const {
    game->addAction(guessMoves_);
}

}  // namespace hasami
