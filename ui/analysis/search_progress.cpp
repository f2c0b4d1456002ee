// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/analysis/search_progress.h"

#include <QVBoxLayout>

#include "session/analysis_scheduler.h"
#include "ui/analysis/evaluation_graph.h"
#include "ui/analysis/principal_line.h"
#include "ui/text/game_text.h"

namespace hasami {

namespace {

constexpr int kTickMilliseconds = 1000;

}  // namespace

SearchProgress::SearchProgress(QWidget* parent) : QLabel(parent) {
    setObjectName(QStringLiteral("searchProgress"));
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
    setTextInteractionFlags(Qt::TextSelectableByKeyboard | Qt::TextSelectableByMouse);
    tick_.setInterval(kTickMilliseconds);
    connect(&tick_, &QTimer::timeout, this, &SearchProgress::refreshText);
    hide();
}

void SearchProgress::follow(const AnalysisScheduler& analysis) {
    analysis_ = &analysis;
    connect(&analysis, &AnalysisScheduler::activityChanged, this,
            [this] { showActivity(analysis_->activity()); });
}

void SearchProgress::showActivity(const BoardActivity& activity) {
    if (!activity.running) {
        tick_.stop();
    } else if (!tick_.isActive()) {
        tick_.start();
    }
    if (!activity.running && activity.figures.depth == 0 && !activity.figures.exact) {
        clear();
        hide();
        return;
    }
    const SearchInfo& figures = activity.figures;
    // The time counts on between the search's reports; its speed is the last report's.
    const double seconds = activity.seconds();
    QString text;
    if (!activity.running && figures.book) {
        text = tr("The values come from the opening book.");
    } else if (!activity.running) {
        text = tr("Searched: %1").arg(GameText::searchFigures(figures));
    } else if (figures.depth == 0 && !figures.exact) {
        text = tr("Analysing\u2026 %1").arg(GameText::searchEffort(figures, seconds));
    } else {
        text = tr("Analysing: %1").arg(GameText::searchFigures(figures, seconds));
    }
    if (activity.running && activity.deepening) {
        text += QLatin1Char('\n') + tr("Esc stops the search.");  // the figures end no sentence
    }
    setText(text);
    show();
}

void SearchProgress::refreshText() {
    if (analysis_) showActivity(analysis_->activity());
}

QWidget* evaluationPanel(PrincipalLine* line, const AnalysisScheduler& analysis,
                         EvaluationGraph* graph) {
    auto* panel = new QWidget;
    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(line);
    auto* progress = new SearchProgress;
    progress->follow(analysis);
    layout->addWidget(progress);
    layout->addWidget(graph, 1);
    return panel;
}

}  // namespace hasami
