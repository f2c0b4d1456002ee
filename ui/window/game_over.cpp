// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/game_over.h"

#include <QAction>
#include <QMessageBox>
#include <QPushButton>

#include "session/game_session.h"
#include "session/modes/play_mode.h"
#include "ui/text/game_text.h"

namespace hasami {

namespace {

const QString kBoxName = QStringLiteral("gameOverNotice");

}  // namespace

GameOverNotice::GameOverNotice(const GameSession& game, const PlayMode& play, QAction* newGame,
                               QAction* analyzeGame, QAction* gameReport, QWidget* window)
    : QObject(window),
      game_(game),
      newGame_(newGame),
      analyzeGame_(analyzeGame),
      gameReport_(gameReport),
      window_(window) {
    connect(&play, &PlayMode::lostOnTime, this, [this](Color loser) { lostOnTime_ = loser; });
    connect(&play, &PlayMode::gameEnded, this, &GameOverNotice::announce);
    // Another game: the old message no longer holds.
    connect(&game, &GameSession::replaced, this, [this] { delete box(); });
}

QMessageBox* GameOverNotice::box() const {
    return window_->findChild<QMessageBox*>(kBoxName, Qt::FindDirectChildrenOnly);
}

void GameOverNotice::announce() {
    delete box();
    const Game& game = game_.game();
    QString text;
    if (game.isOver()) {
        text = GameText::result(game.position(), game.scoreFor(Color::Black));
    } else if (lostOnTime_) {
        text = GameText::lostOnTime(*lostOnTime_);
    } else {
        return;
    }
    lostOnTime_.reset();
    auto* box = new QMessageBox(QMessageBox::Information, tr("Game Over"), text,
                                QMessageBox::NoButton, window_);
    box->setObjectName(kBoxName);
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton* again = box->addButton(tr("&New Game"), QMessageBox::AcceptRole);
    again->setObjectName(QStringLiteral("gameOverNewGame"));
    QPushButton* analyze = box->addButton(tr("&Analyze Game"), QMessageBox::ActionRole);
    analyze->setObjectName(QStringLiteral("gameOverAnalyze"));
    QPushButton* report = box->addButton(tr("Game &Report"), QMessageBox::ActionRole);
    report->setObjectName(QStringLiteral("gameOverReport"));
    QPushButton* close = box->addButton(QMessageBox::Close);
    box->setDefaultButton(again);
    box->setEscapeButton(close);
    connect(again, &QPushButton::clicked, newGame_, &QAction::trigger, Qt::QueuedConnection);
    connect(analyze, &QPushButton::clicked, analyzeGame_, &QAction::trigger);
    connect(report, &QPushButton::clicked, gameReport_, &QAction::trigger, Qt::QueuedConnection);
    box->open();
}

}  // namespace hasami
