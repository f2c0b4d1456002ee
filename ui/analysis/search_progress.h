// SPDX-License-Identifier: GPL-3.0-or-later
// Under the best line, in the Evaluation panel: how far the search of the position shown has
// gone, while it runs and after: its depth, the positions it has visited, its speed and its
// time, which counts on between the search's reports. A search that goes on deepening says
// that Esc stops it. Plain text, read by screen readers; hidden while there is nothing to say.
#pragma once

#include <QLabel>
#include <QTimer>

namespace hasami {

class AnalysisScheduler;
class EvaluationGraph;
class PrincipalLine;
struct BoardActivity;

class SearchProgress : public QLabel {
    Q_OBJECT

public:
    explicit SearchProgress(QWidget* parent = nullptr);
    // Follows the search of the board's evaluations.
    void follow(const AnalysisScheduler& analysis);

    void showActivity(const BoardActivity& activity);

private:
    void refreshText();

    const AnalysisScheduler* analysis_ = nullptr;
    QTimer tick_;  // while the search runs: its time counts on
};

// The Evaluation panel: the best line, the search's progress under it, and the graph.
QWidget* evaluationPanel(PrincipalLine* line, const AnalysisScheduler& analysis,
                         EvaluationGraph* graph);

}  // namespace hasami
