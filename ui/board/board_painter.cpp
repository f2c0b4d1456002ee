// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/board_painter.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>

#include "ui/text/game_text.h"

namespace hasami {

namespace {

constexpr qreal kMarginShare = 0.07;  // of the board's side, for the coordinates

}  // namespace

QRectF BoardPainter::gridRect(const QRectF& area) {
    const qreal side = std::min(area.width(), area.height());
    const qreal margin = side * kMarginShare;
    const qreal grid = side - 2 * margin;
    return {area.left() + (area.width() - grid) / 2, area.top() + (area.height() - grid) / 2, grid,
            grid};
}

QRectF BoardPainter::squareRect(const QRectF& grid, int size, Square square, bool turned) {
    const qreal cell = grid.width() / size;
    const int column = turned ? size - 1 - columnOf(square) : columnOf(square);
    const int row = turned ? size - 1 - rowOf(square) : rowOf(square);
    return {grid.left() + column * cell, grid.top() + row * cell, cell, cell};
}

void BoardPainter::paint(QPainter& painter, const QRectF& area, const BoardScene& scene,
                         const QFont& font) const {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF grid = gridRect(area);
    const int size = scene.position.size();
    paintBoard(painter, grid, size);
    paintCoordinates(painter, grid, size, scene.turned, font);

    const Bitboard black = scene.position.discs(Color::Black);
    const Bitboard white = scene.position.discs(Color::White);
    for (Square square : squaresOf(black | white)) {
        bool isBlack = (black & bit(square)) != 0;
        qreal squeeze = 1.0;
        if (scene.flipping & bit(square)) {
            // The disc turns over: it narrows showing its old colour, then widens in the new.
            squeeze = std::max(0.08, std::abs(std::cos(scene.flipProgress * M_PI)));
            if (scene.flipProgress < 0.5) isBlack = !isBlack;
        }
        paintDisc(painter, squareRect(grid, size, square, scene.turned), isBlack, squeeze);
    }
    paintValues(painter, grid, scene, font);
    paintDatabase(painter, grid, scene, font);
    paintBookLines(painter, grid, scene, font);
    paintMarks(painter, grid, scene);
    painter.restore();
}

void BoardPainter::paintBoard(QPainter& painter, const QRectF& grid, int size) const {
    const qreal margin = grid.width() * kMarginShare / (1 - 2 * kMarginShare);
    const QRectF frame = grid.adjusted(-margin, -margin, margin, margin);
    painter.setPen(Qt::NoPen);
    painter.setBrush(style_.frame);
    painter.drawRoundedRect(frame, margin * 0.4, margin * 0.4);

    if (style_.felt) {
        QRadialGradient felt(grid.center(), grid.width() * 0.75);
        felt.setColorAt(0, style_.feltCentre);
        felt.setColorAt(1, style_.feltEdge);
        painter.setBrush(felt);
    } else {
        painter.setBrush(style_.feltCentre);
    }
    painter.drawRect(grid);

    const qreal cell = grid.width() / size;
    painter.setPen(
        QPen(style_.gridLine, std::max<qreal>(1.0, grid.width() / 400) * style_.gridWidth));
    for (int i = 0; i <= size; ++i) {
        painter.drawLine(QPointF(grid.left() + i * cell, grid.top()),
                         QPointF(grid.left() + i * cell, grid.bottom()));
        painter.drawLine(QPointF(grid.left(), grid.top() + i * cell),
                         QPointF(grid.right(), grid.top() + i * cell));
    }
    // Star points, two lines in from each corner, as on a real board.
    if (size >= 6) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(style_.gridLine);
        const qreal radius = std::max<qreal>(2.0, cell * 0.07) * std::sqrt(style_.gridWidth);
        for (int x : {2, size - 2}) {
            for (int y : {2, size - 2}) {
                painter.drawEllipse(QPointF(grid.left() + x * cell, grid.top() + y * cell), radius,
                                    radius);
            }
        }
    }
}

void BoardPainter::paintCoordinates(QPainter& painter, const QRectF& grid, int size, bool turned,
                                    QFont font) const {
    const qreal cell = grid.width() / size;
    const qreal margin = grid.width() * kMarginShare / (1 - 2 * kMarginShare);
    font.setPixelSize(std::max(8, int(margin * 0.55)));
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(style_.coordinate);
    for (int i = 0; i < size; ++i) {
        const QString column(QChar('a' + i));
        const QString row = QString::number(i + 1);
        const qreal along = (turned ? size - 1 - i : i) * cell;
        painter.drawText(QRectF(grid.left() + along, grid.top() - margin, cell, margin),
                         Qt::AlignCenter, column);
        painter.drawText(QRectF(grid.left() + along, grid.bottom(), cell, margin), Qt::AlignCenter,
                         column);
        painter.drawText(QRectF(grid.left() - margin, grid.top() + along, margin, cell),
                         Qt::AlignCenter, row);
        painter.drawText(QRectF(grid.right(), grid.top() + along, margin, cell), Qt::AlignCenter,
                         row);
    }
}

void BoardPainter::paintDisc(QPainter& painter, const QRectF& square, bool black,
                             qreal squeeze) const {
    const qreal diameter = square.width() * 0.82;
    const qreal discWidth = diameter * squeeze;
    const QRectF disc(square.center().x() - discWidth / 2, square.center().y() - diameter / 2,
                      discWidth, diameter);
    if (style_.discOutline) {
        // Flat discs with a strong edge: black with a light rim, white with a black one.
        painter.setBrush(black ? Qt::black : Qt::white);
        painter.setPen(QPen(black ? QColor(0xd0, 0xd0, 0xd0) : Qt::black,
                            std::max<qreal>(1.5, diameter / 18)));
        painter.drawEllipse(disc);
        return;
    }
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 70));  // shadow
    painter.drawEllipse(disc.translated(diameter * 0.04, diameter * 0.06));
    QRadialGradient shade(disc.center() - QPointF(discWidth * 0.2, diameter * 0.22),
                          diameter * 0.75);
    if (black) {
        shade.setColorAt(0, QColor(0x5a, 0x5a, 0x5a));
        shade.setColorAt(0.5, QColor(0x1e, 0x1e, 0x1e));
        shade.setColorAt(1, QColor(0x05, 0x05, 0x05));
    } else {
        shade.setColorAt(0, QColor(0xff, 0xff, 0xff));
        shade.setColorAt(0.6, QColor(0xec, 0xec, 0xe6));
        shade.setColorAt(1, QColor(0xb8, 0xb8, 0xb0));
    }
    painter.setBrush(shade);
    painter.setPen(QPen(QColor(0, 0, 0, 90), std::max<qreal>(0.8, diameter / 60)));
    painter.drawEllipse(disc);
}

void BoardPainter::paintLastMove(QPainter& painter, QPointF centre, qreal cell) const {
    const qreal radius = cell * 0.08 * style_.markScale;
    painter.setBrush(style_.lastMove);
    if (style_.lastMoveDiamond) {
        // A shape as well as a colour, outlined so that it shows on either disc.
        const qreal r = radius * 1.5;
        painter.setPen(QPen(Qt::black, std::max<qreal>(1.0, cell * 0.015)));
        painter.drawPolygon(QPolygonF({centre + QPointF(0, -r), centre + QPointF(r, 0),
                                       centre + QPointF(0, r), centre + QPointF(-r, 0)}));
    } else {
        painter.setPen(Qt::NoPen);
        painter.drawEllipse(centre, radius, radius);
    }
}

void BoardPainter::paintLastMoveMark(QPainter& painter, QPointF centre, qreal cell,
                                     const LastMoveMark& mark) const {
    // The last move's glyph, ?!, ? or ??, in its class's colour at the top right of its square.
    if (mark.glyph.isEmpty()) return;
    const QPointF corner = centre + QPointF(cell * 0.22, -cell * 0.3);
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(8, int(cell * 0.22)));
    painter.save();
    painter.setFont(font);
    const QRectF badge(corner - QPointF(cell * 0.2, cell * 0.12), QSizeF(cell * 0.4, cell * 0.26));
    painter.setPen(Qt::NoPen);
    painter.setBrush(mark.colour.isValid() ? mark.colour : style_.lastMove);
    painter.drawRoundedRect(badge, cell * 0.06, cell * 0.06);
    painter.setPen(Qt::white);
    painter.drawText(badge, Qt::AlignCenter, mark.glyph);
    painter.restore();
}

void BoardPainter::paintMarks(QPainter& painter, const QRectF& grid,
                              const BoardScene& scene) const {
    const int size = scene.position.size();
    const qreal cell = grid.width() / size;
    const qreal scale = style_.markScale;
    auto centreOf = [&](Square square) {
        return squareRect(grid, size, square, scene.turned).center();
    };
    if (scene.showLegalMoves) {
        const bool blackToMove = scene.position.sideToMove() == Color::Black;
        painter.setBrush(blackToMove ? QColor(0, 0, 0, style_.discOutline ? 200 : 95)
                                     : QColor(255, 255, 255, style_.discOutline ? 230 : 130));
        painter.setPen(style_.discOutline ? QPen(blackToMove ? Qt::white : Qt::black, 1.5)
                                          : QPen(Qt::NoPen));
        for (Square square : squaresOf(scene.playable)) {
            if (scene.valueAt(square)) continue;  // its value is written there instead
            painter.drawEllipse(centreOf(square), cell * 0.13 * scale, cell * 0.13 * scale);
        }
    }
    if (isGridSquare(scene.lastMove)) paintLastMove(painter, centreOf(scene.lastMove), cell);
    if (isGridSquare(scene.lastMove)) {
        paintLastMoveMark(painter, centreOf(scene.lastMove), cell, scene.lastMoveMark);
    }
    const qreal line = std::max<qreal>(1.5, cell * 0.025) * scale;
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(style_.lastMove, line));
    for (Square square : squaresOf(scene.flipped)) {
        painter.drawEllipse(centreOf(square), cell * 0.07 * scale, cell * 0.07 * scale);
    }
    // The discs a move would turn over, ringed in the colour they would take.
    const bool blackMoves = scene.position.sideToMove() == Color::Black;
    painter.setPen(QPen(blackMoves ? QColor(0, 0, 0, 220) : QColor(255, 255, 255, 230),
                        std::max<qreal>(2.0, cell * 0.045) * scale));
    for (Square square : squaresOf(scene.wouldFlip)) {
        painter.drawEllipse(centreOf(square), cell * 0.3, cell * 0.3);
    }
    // At a branch: the main line's next move in a full ring, each variation's dashed and
    // fainter, so that the two differ in shape as well as strength.
    for (const NextMove& next : scene.nextMoves) {
        if (!isGridSquare(next.square)) continue;
        QColor colour = style_.lastMove;
        if (!next.mainLine) colour.setAlpha(150);
        painter.setPen(QPen(colour,
                            std::max<qreal>(2.0, cell * (next.mainLine ? 0.06 : 0.035)) * scale,
                            next.mainLine ? Qt::SolidLine : Qt::DashLine));
        painter.drawEllipse(centreOf(next.square), cell * 0.41, cell * 0.41);
    }
    if (isGridSquare(scene.hint)) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(style_.hint, std::max<qreal>(2.0, cell * 0.07) * scale));
        painter.drawEllipse(centreOf(scene.hint), cell * 0.36, cell * 0.36);
    }
    if (isGridSquare(scene.cursor)) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(
            QPen(style_.cursor, std::max<qreal>(2.0, cell * 0.05) * scale, Qt::DashLine));
        painter.drawRect(squareRect(grid, size, scene.cursor, scene.turned)
                             .adjusted(cell * 0.06, cell * 0.06, -cell * 0.06, -cell * 0.06));
    }
}

// Each move's value in its square: an estimate in plain light text, an exact value in bold
// on a dark plate, an opening book's value in italics, the best move's in the best value's
// colour.
void BoardPainter::paintValues(QPainter& painter, const QRectF& grid, const BoardScene& scene,
                               QFont font) const {
    const int size = scene.position.size();
    const qreal cell = grid.width() / size;
    font.setPixelSize(std::max(8, int(cell * 0.34)));
    for (const MoveValue& value : scene.values) {
        if (!isGridSquare(value.move) || !(scene.position.empties() & bit(value.move))) continue;
        const QRectF square = squareRect(grid, size, value.move, scene.turned);
        const QString text = GameText::signedNumber(value.score);
        const bool best = scene.isBest(value);
        const QColor colour = best ? style_.bestValue : style_.value;
        font.setBold(value.exact || (best && style_.boldBest));
        font.setItalic(value.book);
        painter.setFont(font);
        if (value.exact) {
            const qreal inset = cell * 0.14;
            painter.setPen(QPen(colour, std::max<qreal>(1.5, cell * 0.03)));
            painter.setBrush(QColor(0, 0, 0, style_.discOutline ? 200 : 110));
            painter.drawRoundedRect(square.adjusted(inset, inset * 1.6, -inset, -inset * 1.6),
                                    cell * 0.1, cell * 0.1);
        }
        QColor pen = colour;
        if (!value.exact) pen.setAlpha(best || style_.discOutline ? 255 : 215);
        painter.setPen(pen);
        // A caption under the value says where it comes from: the book, a search's depth, a
        // probable solve's confidence; an exact value's plate says it alone. The book's lines
        // take the book's caption's place.
        const bool lines =
            std::any_of(scene.bookLines.begin(), scene.bookLines.end(),
                        [&](const BookLinesMark& mark) { return mark.square == value.move; });
        const QString caption = lines ? QString() : GameText::valueCaption(value);
        const qreal lift = caption.isEmpty() ? 0.0 : cell * 0.1;
        painter.drawText(square.translated(0, -lift), Qt::AlignCenter, text);
        if (!caption.isEmpty()) {
            QFont small = font;
            small.setBold(false);
            small.setItalic(false);
            small.setPixelSize(std::max(7, int(cell * 0.16)));
            painter.setFont(small);
            painter.drawText(square.adjusted(0, cell * 0.6, 0, 0), Qt::AlignHCenter | Qt::AlignTop,
                             caption);
        }
    }
}

// The book's lines at the foot of each square: Black's in black on the left, White's in
// white on the right.
void BoardPainter::paintBookLines(QPainter& painter, const QRectF& grid, const BoardScene& scene,
                                  QFont font) const {
    const int size = scene.position.size();
    const qreal cell = grid.width() / size;
    font.setPixelSize(std::max(7, int(cell * 0.16)));
    font.setBold(true);
    painter.setFont(font);
    for (const BookLinesMark& mark : scene.bookLines) {
        if (!isGridSquare(mark.square) || !(scene.position.empties() & bit(mark.square))) continue;
        const QRectF square = squareRect(grid, size, mark.square, scene.turned);
        const QRectF foot = square.adjusted(cell * 0.06, cell * 0.72, -cell * 0.06, -cell * 0.03);
        painter.setPen(Qt::black);
        painter.drawText(foot, Qt::AlignLeft | Qt::AlignVCenter,
                         GameText::count(double(mark.black)));
        painter.setPen(Qt::white);
        painter.drawText(foot, Qt::AlignRight | Qt::AlignVCenter,
                         GameText::count(double(mark.white)));
    }
}

// The database's figures at the top of each square, small, so that an engine's value below them
// stays readable: the games, and the side to move's score in them.
void BoardPainter::paintDatabase(QPainter& painter, const QRectF& grid, const BoardScene& scene,
                                 QFont font) const {
    const int size = scene.position.size();
    const qreal cell = grid.width() / size;
    font.setPixelSize(std::max(7, int(cell * 0.15)));
    font.setBold(true);
    painter.setFont(font);
    for (const DatabaseMark& mark : scene.database) {
        if (!isGridSquare(mark.square) || !(scene.position.empties() & bit(mark.square))) continue;
        const QRectF square = squareRect(grid, size, mark.square, scene.turned);
        // Thousands short, so that the figures fit their square: 4.3k, 43k.
        const QString games = mark.games < 1000 ? QString::number(mark.games)
                              : mark.games < 10000
                                  ? QStringLiteral("%1k").arg(mark.games / 1000.0, 0, 'f', 1)
                                  : QStringLiteral("%1k").arg(mark.games / 1000);
        const QString text =
            mark.score < 0 ? games : QStringLiteral("%1 \u00b7 %2%").arg(games).arg(mark.score);
        const QRectF band(square.left(), square.top() + cell * 0.03, square.width(), cell * 0.22);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0, 0, 0, 120));
        painter.drawRoundedRect(band.adjusted(cell * 0.06, 0, -cell * 0.06, 0), cell * 0.05,
                                cell * 0.05);
        painter.setPen(style_.value);
        painter.drawText(band, Qt::AlignCenter, text);
    }
}

QImage boardPicture(const BoardScene& scene, const BoardStyle& style, int pixels,
                    qreal devicePixelRatio, const QFont& font) {
    const int side = int(std::ceil(pixels * devicePixelRatio));
    QImage image(side, side, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(devicePixelRatio);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    BoardPainter(style).paint(painter, QRectF(0, 0, pixels, pixels), scene, font);
    return image;
}

QPixmap discPicture(Color color, int size, qreal ratio) {
    QPixmap picture(QSize(size, size) * ratio);
    picture.setDevicePixelRatio(ratio);
    picture.fill(Qt::transparent);
    QPainter painter(&picture);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(QColor(128, 128, 128), 1.5));
    painter.setBrush(color == Color::Black ? QColor(20, 20, 20) : QColor(245, 245, 245));
    painter.drawEllipse(QRectF(1.5, 1.5, size - 3.0, size - 3.0));
    return picture;
}

}  // namespace hasami
