// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/analysis/evaluation_graph.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

#include "ui/text/game_text.h"

namespace hasami {

namespace {

// The value of the position after the first `ply` moves, from Black's side: its own value,
// else the value its move got in the analysis of the position before.
std::optional<EvaluationGraph::Point> pointAt(const Game& game, const AnalysisStore& store,
                                              int ply) {
    const Position& position = game.positionAt(ply);
    auto forBlack = [](Color side, int score) { return side == Color::Black ? score : -score; };
    if (const std::optional<PositionValue> value = store.valueOf(position)) {
        return EvaluationGraph::Point{ply, forBlack(position.sideToMove(), value->score),
                                      value->exact, std::nullopt};
    }
    const Position& before = game.positionAt(ply - 1);
    if (const Analysis* analysis = store.analysisOf(before)) {
        for (const MoveValue& value : analysis->moves) {
            if (value.move != game.moves()[ply - 1]) continue;
            return EvaluationGraph::Point{ply, forBlack(before.sideToMove(), value.score),
                                          value.exact, std::nullopt};
        }
    }
    return std::nullopt;
}

}  // namespace

EvaluationGraph::EvaluationGraph(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("evaluationGraph"));
    setAccessibleName(tr("Evaluation graph"));
    setFocusPolicy(Qt::StrongFocus);
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
}

void EvaluationGraph::showGame(const Game& game, const AnalysisStore& store, bool hideShown,
                               const ReviewedPositions* asReviewed) {
    points_.clear();
    length_ = game.length();
    ply_ = game.ply();
    // The review's chain where it values the positions (its values add up from move to move),
    // else what is known of each position.
    const LineReview line = reviewLine(game, store, asReviewed);
    for (int ply = 1; ply <= game.length(); ++ply) {
        if (game.moves()[ply - 1] == kPass) continue;  // a pass changes nothing on the board
        if (hideShown && ply == game.ply()) continue;
        if (line.moves[std::size_t(ply - 1)] && line.values[std::size_t(ply)]) {
            const PositionValue& value = *line.values[std::size_t(ply)];
            const bool black = game.positionAt(ply).sideToMove() == Color::Black;
            const MoveClass kind =
                assessMove(*line.moves[std::size_t(ply - 1)], game.positionAt(ply - 1), ply - 1)
                    .kind;
            points_.push_back({ply, black ? value.score : -value.score, value.exact, kind});
        } else if (auto point = pointAt(game, store, ply)) {
            points_.push_back(*point);
        }
    }
    if (points_.empty()) {
        setAccessibleDescription(tr("No move has a value yet."));
    } else {
        const Point& last = points_.back();
        QString marked;
        for (const Point& point : points_) {
            if (!point.kind || moveClassGlyph(*point.kind).empty()) continue;
            marked +=
                tr(" Move %1: %2.").arg(point.ply).arg(GameText::moveClassWithGlyph(*point.kind));
        }
        setAccessibleDescription(tr("%1 values; after move %2, %3 for Black.")
                                     .arg(points_.size())
                                     .arg(last.ply)
                                     .arg(GameText::signedNumber(last.blackScore)) +
                                 marked);
    }
    update();
}

int EvaluationGraph::scale() const {
    int largest = 8;
    for (const Point& point : points_) largest = std::max(largest, std::abs(point.blackScore));
    return std::min(64, (largest + 7) / 8 * 8);
}

QRectF EvaluationGraph::plotRect() const {
    const QFontMetricsF metrics(font());
    const qreal left = metrics.horizontalAdvance(QStringLiteral("\u221264")) + 8;
    const qreal bottom = metrics.height() + 6;
    return QRectF(left, metrics.height() / 2 + 4, width() - left - 8,
                  height() - bottom - metrics.height() / 2 - 4);
}

QPointF EvaluationGraph::pointPosition(int ply) const {
    const QRectF plot = plotRect();
    for (const Point& point : points_) {
        if (point.ply != ply) continue;
        const qreal x = plot.left() + plot.width() * point.ply / std::max(1, length_);
        const qreal y = plot.center().y() - plot.height() / 2 * point.blackScore / scale();
        return {x, y};
    }
    return {};
}

void EvaluationGraph::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF plot = plotRect();
    const QPalette& colours = palette();
    const QColor text = colours.color(QPalette::Text);
    QColor grid = text;
    grid.setAlpha(60);

    // The frame, the even line and the value labels.
    painter.setPen(QPen(grid, 1));
    painter.drawRect(plot);
    painter.setPen(QPen(grid, 1.5));
    painter.drawLine(QPointF(plot.left(), plot.center().y()),
                     QPointF(plot.right(), plot.center().y()));
    painter.setPen(text);
    const int top = scale();
    const QFontMetricsF metrics(font());
    for (int value : {top, 0, -top}) {
        const qreal y = plot.center().y() - plot.height() / 2 * value / top;
        const QRectF label(0, y - metrics.height() / 2, plot.left() - 4, metrics.height());
        painter.drawText(label, Qt::AlignRight | Qt::AlignVCenter, GameText::signedNumber(value));
    }
    const int step = length_ > 40 ? 20 : 10;
    for (int ply = 0; ply <= length_; ply += step) {
        const qreal x = plot.left() + plot.width() * ply / std::max(1, length_);
        painter.drawText(QRectF(x - 20, plot.bottom() + 2, 40, metrics.height()), Qt::AlignCenter,
                         QString::number(ply));
    }

    // The position on the board.
    QColor current = colours.color(QPalette::Highlight);
    painter.setPen(QPen(current, 2));
    const qreal boardX = plot.left() + plot.width() * ply_ / std::max(1, length_);
    painter.drawLine(QPointF(boardX, plot.top()), QPointF(boardX, plot.bottom()));

    if (points_.empty()) return;
    QPainterPath line;
    line.moveTo(pointPosition(points_.front().ply));
    for (const Point& point : points_) line.lineTo(pointPosition(point.ply));
    painter.setPen(QPen(text, 2));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(line);
    const qreal radius = std::max<qreal>(2.5, metrics.height() / 5);
    for (const Point& point : points_) {
        painter.setBrush(point.exact ? QBrush(text) : colours.brush(QPalette::Base));
        painter.drawEllipse(pointPosition(point.ply), radius, radius);
    }
    // The moves that gave much away, ringed in their class's colour.
    for (const Point& point : points_) {
        const QColor colour = point.kind ? GameText::moveClassColor(*point.kind) : QColor();
        if (!colour.isValid()) continue;
        painter.setPen(QPen(colour, 2.5));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(pointPosition(point.ply), radius * 2, radius * 2);
    }
}

void EvaluationGraph::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || points_.empty()) return;
    // The point nearest the click, by its move.
    const Point* nearest = &points_.front();
    for (const Point& point : points_) {
        if (std::abs(pointPosition(point.ply).x() - event->position().x()) <
            std::abs(pointPosition(nearest->ply).x() - event->position().x())) {
            nearest = &point;
        }
    }
    emit plyChosen(nearest->ply);
}

void EvaluationGraph::chooseNeighbour(int direction) {
    const Point* chosen = nullptr;
    for (const Point& point : points_) {
        const bool onThatSide = direction < 0 ? point.ply < ply_ : point.ply > ply_;
        if (!onThatSide) continue;
        if (!chosen || (direction < 0) == (point.ply > chosen->ply)) chosen = &point;
    }
    if (chosen) emit plyChosen(chosen->ply);
}

void EvaluationGraph::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Left) {
        chooseNeighbour(-1);
    } else if (event->key() == Qt::Key_Right) {
        chooseNeighbour(+1);
    } else {
        QWidget::keyPressEvent(event);
    }
}

}  // namespace hasami
