// SPDX-License-Identifier: GPL-3.0-or-later
// Paints a board: the felt (or the plain high-contrast board), grid, star points,
// coordinates, discs with a little depth, legal-move dots, the last move, a hint, the moves'
// values, the database's figures and the book's lines, a keyboard cursor and discs caught
// turning over. The board widget paints with it, and so do the pictures of the How to Play
// page and the board's pictures.
#pragma once

#include <vector>

#include <QFont>
#include <QImage>
#include <QPixmap>
#include <QRectF>

#include "ui/board/board_scene.h"
#include "ui/board/board_style.h"

class QPainter;

namespace hasami {

class BoardPainter {
public:
    explicit BoardPainter(const BoardStyle& style) : style_(style) {}

    // The grid of a board of `size` drawn in `area`: square, centred, with a margin for the
    // coordinates.
    static QRectF gridRect(const QRectF& area);
    // `turned`: the board seen from White's side (BoardScene::turned).
    static QRectF squareRect(const QRectF& grid, int size, Square square, bool turned = false);

    // Paints `scene` in `area` with `font` as the base of its lettering.
    void paint(QPainter& painter, const QRectF& area, const BoardScene& scene,
               const QFont& font) const;

private:
    void paintBoard(QPainter& painter, const QRectF& grid, int size) const;
    void paintCoordinates(QPainter& painter, const QRectF& grid, int size, bool turned,
                          QFont font) const;
    void paintDisc(QPainter& painter, const QRectF& square, bool black, qreal squeeze) const;
    void paintDatabase(QPainter& painter, const QRectF& grid, const BoardScene& scene,
                       QFont font) const;
    void paintBookLines(QPainter& painter, const QRectF& grid, const BoardScene& scene,
                        QFont font) const;
    void paintMarks(QPainter& painter, const QRectF& grid, const BoardScene& scene) const;
    // The last move's mark: a dot, or an outlined diamond where the style asks for a shape.
    void paintLastMove(QPainter& painter, QPointF centre, qreal cell) const;
    void paintLastMoveMark(QPainter& painter, QPointF centre, qreal cell,
                           const LastMoveMark& mark) const;
    void paintValues(QPainter& painter, const QRectF& grid, const BoardScene& scene,
                     QFont font) const;

    BoardStyle style_;
};

// A picture of `scene`, `pixels` wide and high, at `devicePixelRatio` for sharp high-DPI text.
// A disc of `color`, `size` pixels across at the screen's `ratio`, for a label or a list's
// icon: its own colour whatever the window's text colour (a dark theme's light text would draw
// Black's ● white), with a grey outline that shows it on a light or a dark window.
QPixmap discPicture(Color color, int size, qreal ratio);

QImage boardPicture(const BoardScene& scene, const BoardStyle& style, int pixels,
                    qreal devicePixelRatio, const QFont& font);

}  // namespace hasami
