// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/status_messages.h"

#include <QLabel>
#include <QSizeGrip>
#include <QStatusBar>

#include "session/analysis_scheduler.h"
#include "session/autosave.h"
#include "session/game_session.h"
#include "session/hints.h"
#include "session/kept_settings.h"
#include "session/modes/play_mode.h"
#include "session/my_games.h"
#include "ui/text/game_text.h"

namespace hasami {

namespace {

constexpr int kBarMargin = 24;  // pixels the status bar keeps around its message

}  // namespace

StatusMessages::StatusMessages(const StatusSources& sources, const QStringList& startProblems,
                               QStatusBar* bar, QWidget* longBar, QLabel* longText, QObject* parent)
    : QObject(parent), bar_(bar), longBar_(longBar), longText_(longText) {
    longShown_.setSingleShot(true);
    connect(&longShown_, &QTimer::timeout, longBar_, &QWidget::hide);
    PlayMode& play = sources.play;
    connect(&play, &PlayMode::engineFailed, this, &StatusMessages::show);
    connect(&play, &PlayMode::passed, this, [this](Color color) { show(GameText::passes(color)); });
    connect(&play, &PlayMode::gameOver, this, [this, &game = sources.game](int blackScore) {
        show(GameText::result(game.position(), blackScore));
    });
    connect(&play, &PlayMode::lostOnTime, this,
            [this](Color loser) { show(GameText::lostOnTime(loser)); });
    Hints& hints = sources.hints;
    connect(&hints, &Hints::searchingChanged, this, [this](bool searching) {
        if (searching) {
            hintSearch_ = tr("Looking for a hint\u2026 (Esc or Hint again stops it)");
            showFor(hintSearch_, 0);
        } else {
            withdraw(hintSearch_);
        }
    });
    connect(&hints, &Hints::hintChanged, this, [this](Square square) {
        if (square == kNoSquare) {
            withdraw(hint_);  // the hint belonged to a position left behind
            return;
        }
        hint_ = tr("Hint: %1").arg(GameText::moveName(square));
        show(hint_);
    });
    AnalysisScheduler& analysis = sources.analysis;
    connect(&analysis, &AnalysisScheduler::analysisFailed, this, &StatusMessages::show);
    connect(&analysis, &AnalysisScheduler::reviewFinished, this, [this](bool complete) {
        show(complete ? tr("The game is reviewed.") : tr("The review was stopped."));
    });
    connect(&sources.autosave, &Autosave::storeFailed, this, &StatusMessages::show);
    connect(&sources.settings, &KeptSettings::notKept, this, &StatusMessages::show);
    connect(&sources.myGames, &MyGames::notKept, this, &StatusMessages::show);
    // Problems found on the way in are shown without stopping the start with a dialog.
    if (!startProblems.isEmpty()) {
        showFor(startProblems.join(QLatin1Char(' ')), kStartProblemsShownMs);
    }
}

QString StatusMessages::current() const {
    return longBar_->isVisibleTo(longBar_->parentWidget()) ? longText_->text()
                                                           : bar_->currentMessage();
}

void StatusMessages::show(const QString& message) {
    showFor(message, kShownMs);
}

void StatusMessages::showFor(const QString& message, int milliseconds) {
    longShown_.stop();
    if (fitsTheBar(message)) {
        longBar_->hide();
        bar_->showMessage(message, milliseconds);
        return;
    }
    // Too long for the status bar: whole, wrapped, above the board.
    bar_->clearMessage();
    longText_->setText(message);
    longBar_->show();
    if (milliseconds > 0) longShown_.start(2 * milliseconds);
}

void StatusMessages::withdraw(const QString& message) {
    if (message.isEmpty()) return;
    if (bar_->currentMessage() == message) bar_->clearMessage();
    if (longText_->text() == message) {
        longShown_.stop();
        longBar_->hide();
        longText_->clear();
    }
}

bool StatusMessages::fitsTheBar(const QString& message) const {
    int room = bar_->contentsRect().width() - kBarMargin;
    for (const QWidget* part : bar_->findChildren<QWidget*>(Qt::FindDirectChildrenOnly)) {
        if (part->isVisibleTo(bar_) && !qobject_cast<const QSizeGrip*>(part)) {
            room -= part->sizeHint().width();
        }
    }
    return bar_->fontMetrics().horizontalAdvance(message) <= room;
}

}  // namespace hasami
