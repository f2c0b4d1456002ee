// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/status_messages.h"

#include <QStatusBar>

#include "session/analysis_scheduler.h"
#include "session/autosave.h"
#include "session/game_session.h"
#include "session/hints.h"
#include "session/referee.h"
#include "session/session.h"
#include "ui/text/game_text.h"

namespace hasami {

StatusMessages::StatusMessages(Session& session, QStatusBar* bar, QObject* parent)
    : QObject(parent), bar_(bar) {
    Referee& referee = session.referee();
    connect(&referee, &Referee::moveRejected, this, &StatusMessages::show);
    connect(&referee, &Referee::engineFailed, this, &StatusMessages::show);
    connect(&referee, &Referee::passed, this, [this](Color color) {
        show(tr("%1 has no legal move and passes.").arg(GameText::colorName(color)));
    });
    connect(&referee, &Referee::gameOver, this, [this, &session](int blackScore) {
        show(GameText::result(session.game().position(), blackScore));
    });
    connect(&referee, &Referee::lostOnTime, this,
            [this](Color loser) { show(GameText::lostOnTime(loser)); });
    connect(&session.hints(), &Hints::hintChanged, this, [this](Square square) {
        if (square != kNoSquare) show(tr("Hint: %1").arg(GameText::moveName(square)));
    });
    AnalysisScheduler& analysis = session.analysis();
    connect(&analysis, &AnalysisScheduler::analysisFailed, this, &StatusMessages::show);
    connect(&analysis, &AnalysisScheduler::reviewFinished, this, [this](bool complete) {
        show(complete ? tr("The game is reviewed.") : tr("The review was stopped."));
    });
    connect(&session.autosave(), &Autosave::storeFailed, this, &StatusMessages::show);
    connect(&session, &Session::settingsNotKept, this, &StatusMessages::show);
    // Problems found on the way in are shown without stopping the start with a dialog.
    if (!session.startProblems().isEmpty()) {
        bar_->showMessage(session.startProblems().join(QLatin1Char(' ')), kStartProblemsShownMs);
    }
}

void StatusMessages::show(const QString& message) {
    bar_->showMessage(message, kShownMs);
}

}  // namespace hasami
