// SPDX-License-Identifier: GPL-3.0-or-later
// The moves of the game, one a line after "Start", the current one selected; choosing a line
// asks to show the position after that many moves. Where the game was reviewed, each move
// shows its value and its loss against the best move, mistakes marked.
#pragma once

#include <optional>
#include <vector>

#include <QListWidget>

#include "engine/game/review.h"

namespace hasami {

class MoveListView : public QListWidget {
    Q_OBJECT

public:
    explicit MoveListView(QWidget* parent = nullptr);

    // `reviews`: one entry a move of the record (see reviewMoves), or none at all.
    void showGame(const Game& game, const std::vector<std::optional<MoveReview>>& reviews = {});

    // The total loss of each player against the best moves, and their mistakes, as far as
    // the game is reviewed (empty when no move is).
    static QString lossTotals(const Game& game,
                              const std::vector<std::optional<MoveReview>>& reviews);

signals:
    void plyChosen(int ply);
};

}  // namespace hasami
