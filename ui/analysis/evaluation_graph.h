// SPDX-License-Identifier: GPL-3.0-or-later
// The evaluation graph: the value of the position after each move, from Black's side, as the
// searches already made know it (the computer's own moves, the evaluations, a review). Exact
// values are filled dots, estimates hollow; a move classed ?!, ? or ?? is ringed in its colour;
// the position on the board is marked. Clicking a
// point, or Left and Right with the keyboard, asks to show that position.
#pragma once

#include <vector>

#include <QWidget>

#include <optional>

#include "engine/game/game_report.h"
#include "engine/game/review.h"

namespace hasami {

class EvaluationGraph : public QWidget {
    Q_OBJECT

public:
    struct Point {
        int ply = 0;         // the position after this many moves
        int blackScore = 0;  // its value, from Black's side
        bool exact = false;
        // The class of the move that led here, where a review valued it: an inaccuracy, a
        // mistake and a blunder are marked in their colours.
        std::optional<MoveClass> kind;
    };

    explicit EvaluationGraph(QWidget* parent = nullptr);

    // `hideShown`: the position shown is not plotted by its own analysis (a guess or a puzzle
    // is asked there, and its best value would tell).
    // The review's chain from the analyses `asReviewed` keeps, where it keeps them.
    void showGame(const Game& game, const AnalysisStore& store, bool hideShown = false,
                  const ReviewedPositions* asReviewed = nullptr);
    const std::vector<Point>& points() const { return points_; }
    // Where the point of `ply` is drawn (for tests and hit testing); null if it has none.
    QPointF pointPosition(int ply) const;

    QSize sizeHint() const override { return {260, 180}; }
    QSize minimumSizeHint() const override { return {120, 80}; }

signals:
    void plyChosen(int ply);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    QRectF plotRect() const;
    int scale() const;  // the value at the top of the plot, a multiple of 8
    void chooseNeighbour(int direction);

    std::vector<Point> points_;
    int length_ = 0;  // moves in the record
    int ply_ = 0;     // the position on the board
};

}  // namespace hasami
