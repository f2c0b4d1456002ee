// SPDX-License-Identifier: GPL-3.0-or-later
// The Moves panel: the name of the opening the game follows, the moves of the current line
// with what a review found of each (its class: Best, ..., Blunder ??), and each player's
// accuracy and total loss against the best moves, and the count of their mistakes.
#pragma once

#include <optional>
#include <vector>

#include <QWidget>

#include "engine/game/review.h"

class QLabel;

namespace hasami {

class MoveListView;

class MovesPanel : public QWidget {
    Q_OBJECT

public:
    explicit MovesPanel(QWidget* parent = nullptr);

    MoveListView* moveList() const { return moveList_; }
    // `store`: what is known of the positions, each move's value in the list; `reviewed`: the
    // current line as Analyze Game reviewed it (AnalysisScheduler::reviewedLine), which the
    // accuracy and the totals of discs lost and mistakes count.
    void showGame(const Game& game, const AnalysisStore& store, const ReviewedPositions* asReviewed,
                  const LineReview& reviewed);

private:
    void showOpening(const Game& game);

    QLabel* openingName_;
    MoveListView* moveList_;
    QLabel* lossTotals_;
};

}  // namespace hasami
