// SPDX-License-Identifier: GPL-3.0-or-later
// The game's tree of moves, one a row after "Start", in the order of a game file: each
// variation follows the move it replaces, indented one step further, and the main line goes on
// after it. Moves are numbered by their depth, one number a move. The current line is drawn in
// the text's colour, the other moves fainter, and the node shown is the current row. Where a
// move's position before it was analysed, its row shows its value and its loss against the
// best move, mistakes marked; a comment shows under its move.
//
// A row chosen asks to show its node. With the list focused, Left and Right step back and
// forward along the current line, Home and End go to its start and end, and Up and Down choose
// among the variations at a branch; the list only asks, the window decides.
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

    void showGame(const Game& game, const AnalysisStore& store);

    // The node a row shows (the root for "Start"), and the row of a node (-1 if none).
    NodeId nodeAt(int row) const;
    int rowOf(NodeId node) const;

    // The total loss of each player against the best moves, and their mistakes, as far as
    // the game is reviewed (empty when no move is).
    static QString lossTotals(const Game& game,
                              const std::vector<std::optional<MoveReview>>& reviews);

signals:
    void nodeChosen(hasami::NodeId node);
    // Left (-1) or Right (+1); Home (-2) or End (+2).
    void stepAsked(int step);
    // Up (-1) or Down (+1): the previous or next variation at a branch.
    void variationAsked(int direction);

protected:
    void keyPressEvent(QKeyEvent* event) override;
    // The actions added to the list, for the move under the pointer.
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    void addAfter(const Game& game, NodeId node, int level);
    void addRow(const Game& game, NodeId node, int level);

    const AnalysisStore* store_ = nullptr;  // during showGame
    std::vector<bool> onLine_;              // by node id: on the current line
};

}  // namespace hasami
