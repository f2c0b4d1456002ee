// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/engine_status.h"

#include "engine/search/types.h"
#include "session/analysis_scheduler.h"
#include "session/modes/play_mode.h"
#include "session/modes/play_state.h"
#include "ui/text/game_text.h"

namespace hasami {

namespace {

constexpr std::size_t kLineMoves = 8;  // of the expected line, shown

}  // namespace

EngineStatus::EngineStatus(QWidget* parent) : QLabel(parent) {
    setObjectName(QStringLiteral("engineStatus"));
    tick_.setInterval(1000);
    connect(&tick_, &QTimer::timeout, this, [this] {
        if (analysis_) showAnalysis(analysis_->activity());
    });
}

void EngineStatus::follow(const PlayMode& play) {
    connect(&play.state(), &PlayState::thinkingChanged, this, &EngineStatus::setThinking);
    connect(&play, &PlayMode::engineProgress, this, &EngineStatus::showProgress);
    // Once the search has answered, the move only waits for the pace of play.
    connect(&play, &PlayMode::computerAnswered, this, &QLabel::clear);
}

void EngineStatus::follow(const AnalysisScheduler& analysis) {
    analysis_ = &analysis;
    connect(&analysis, &AnalysisScheduler::activityChanged, this,
            [this, &analysis] { showAnalysis(analysis.activity()); });
}

void EngineStatus::setThinking(bool thinking) {
    thinking_ = thinking;
    setText(thinking ? tr("Thinking\u2026") : QString());
}

void EngineStatus::showAnalysis(const BoardActivity& activity) {
    if (!activity.running) tick_.stop();
    if (thinking_) return;  // the computer's search is the one to follow
    if (!activity.running) {
        clear();
        return;
    }
    if (!tick_.isActive()) tick_.start();
    if (blind()) {
        clear();
        return;
    }
    if (activity.figures.depth == 0 && !activity.figures.exact) {
        setText(tr("Analysing\u2026"));
    } else {
        setText(
            tr("Analysing: %1").arg(GameText::searchFigures(activity.figures, activity.seconds())));
    }
}

void EngineStatus::showProgress(const SearchInfo& info) {
    if (blind()) {
        setText(tr("Thinking\u2026"));
        return;
    }
    QStringList line;
    for (std::size_t i = 0; i < info.principalVariation.size() && i < kLineMoves; ++i) {
        line << GameText::moveName(info.principalVariation[i]);
    }
    const QString depth = info.exact ? tr("exact") : tr("depth %1").arg(info.depth);
    setText(tr("Thinking\u2026 %1, score %2, %3")
                .arg(depth)
                .arg(info.score > 0 ? QStringLiteral("+%1").arg(info.score)
                                    : QString::number(info.score))
                .arg(line.join(QLatin1Char(' '))) +
            tr(" \u00b7 ", "between a search's figures") + GameText::searchEffort(info));
}

}  // namespace hasami
