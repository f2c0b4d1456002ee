// SPDX-License-Identifier: GPL-3.0-or-later
// The game's tree of moves in two columns, Black's moves and White's, a row a pair of moves
// numbered as the pairs go (the first row holds moves 1 and 2), after a "Start" row. A
// variation is shown beneath the row of the move it replaces, in rows of its own, indented
// one step further; the line it left goes on after it in a new row, "…" standing in the
// column already played. A comment takes a row of its own under its move, which it also
// breaks. The current line is drawn in the text's colour, the other moves fainter, and the
// node shown is the current cell. Where a move's position before it was analysed, its cell
// shows its value and its loss against the best move, and its class by the expected score it
// lost (engine/game/game_report.h): an inaccuracy marked "?!" in amber, a mistake "?" and a
// blunder "??" in bold orange and red. A screen reader hears each move by its number, its
// player and all of this.
//
// A move chosen asks to show its node. With the list focused, Left and Right step back and
// forward along the current line, Home and End go to its start and end, and Up and Down choose
// among the variations at a branch; the list only asks, the window decides.
#pragma once

#include <optional>
#include <vector>

#include <QTableWidget>

#include "engine/game/game_report.h"
#include "engine/game/review.h"

namespace hasami {

class MoveListView : public QTableWidget {
    Q_OBJECT

public:
    enum Column { kNumberColumn = 0, kBlackColumn = 1, kWhiteColumn = 2 };

    explicit MoveListView(QWidget* parent = nullptr);

    // The current line's moves valued as `asReviewed` keeps them where it does.
    void showGame(const Game& game, const AnalysisStore& store,
                  const ReviewedPositions* asReviewed = nullptr);

    // The node a cell shows (the root for "Start", the move for its comment), kNoNode for the
    // numbers and the empty cells; and the cell that shows a node's move (null if none).
    NodeId nodeAt(int row, int column) const;
    QTableWidgetItem* itemOf(NodeId node) const;
    // A row as it reads: its cells' texts joined by " | ", the empty ones left out at the end.
    QString rowText(int row) const;

    // Each player's accuracy, total loss against the best moves and count of mistakes and
    // blunders, as far as the game is reviewed (empty when it has no move).
    static QString lossTotals(const Game& game, const GameReport& report);
    // The class of a move's cell where its move was reviewed (isClassed).
    static MoveClass classOf(const QTableWidgetItem* item);
    static bool isClassed(const QTableWidgetItem* item);

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
    void resizeEvent(QResizeEvent* event) override;

private:
    void addLine(const Game& game, NodeId first, int level);
    void addMove(const Game& game, NodeId node, int column);
    int startRow(const Game& game, NodeId node, int level);
    void addComment(const QString& comment, NodeId node, int level);
    void fitCommentRows();

    const AnalysisStore* store_ = nullptr;               // during showGame
    std::vector<bool> onLine_;                           // by node id: on the current line
    std::vector<std::optional<MoveReview>> lineReview_;  // of the current line, during showGame
    bool whiteStarts_ = false;                           // during showGame
};

}  // namespace hasami
