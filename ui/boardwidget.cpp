#include "boardwidget.h"

#include "boardaccessible.h"

#include <QAccessible>
#include <QKeyEvent>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>
#include <cmath>

#include "gametext.h"

namespace hasami {

namespace {

const QColor kFeltCentre(0x2f, 0x8f, 0x4e);
const QColor kFeltEdge(0x1d, 0x6a, 0x37);
const QColor kFrame(0x3b, 0x2a, 0x1a);
const QColor kGridLine(0x0c, 0x3b, 0x1d);
const QColor kCoordinate(0xe8, 0xdc, 0xc0);
const QColor kLastMove(0xe0, 0x3c, 0x31);
const QColor kHint(0xff, 0xd5, 0x4a);
const QColor kCursor(0xff, 0xf4, 0xb0);

constexpr qreal kMarginShare = 0.07;  // of the widget's side, for the coordinates
constexpr int kFlipMilliseconds = 280;

}  // namespace

BoardWidget::BoardWidget(QWidget* parent) : QWidget(parent) {
    BoardAccessible::install();
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("Board"));
    setAccessibleDescription(
        tr("Arrow keys move the cursor, Enter or Space plays; typing a "
           "square name such as f5 plays it."));
    flipAnimation_.setStartValue(0.0);
    flipAnimation_.setEndValue(1.0);
    flipAnimation_.setDuration(kFlipMilliseconds);
    connect(&flipAnimation_, &QVariantAnimation::valueChanged, this, [this] { update(); });
    connect(&flipAnimation_, &QVariantAnimation::finished, this, [this] {
        flipping_ = 0;
        update();
    });
}

void BoardWidget::setPosition(const Position& position, Square lastMove, Bitboard playable) {
    if (position.size() != position_.size()) {  // keyboard state of the old board means nothing
        cursor_ = kNoSquare;
        typedColumn_ = -1;
    }
    position_ = position;
    lastMove_ = lastMove;
    playable_ = playable;
    if (!(position.squares() & flipping_)) flipping_ = 0;
    update();
}

void BoardWidget::animateMove(const Position& before, Square move) {
    if (!animated_ || move == kPass || move == kNoSquare) return;
    flipping_ = before.flipsFor(move);
    flipAnimation_.stop();
    flipAnimation_.start();
}

void BoardWidget::setHint(Square square) {
    hint_ = square;
    update();
}

void BoardWidget::setMoveValues(std::vector<MoveValue> values) {
    moveValues_ = std::move(values);
    update();
}

const MoveValue* BoardWidget::valueAt(Square square) const {
    for (const MoveValue& value : moveValues_) {
        if (value.move == square) return &value;
    }
    return nullptr;
}

bool BoardWidget::isBest(const MoveValue& value) const {
    return !moveValues_.empty() && value.score == moveValues_.front().score;
}

void BoardWidget::setShowLegalMoves(bool show) {
    showLegalMoves_ = show;
    update();
}

void BoardWidget::setCursor(Square square) {
    if (square != kNoSquare && !position_.isOnBoard(square)) return;
    cursor_ = square;
    update();
    if (square != kNoSquare && QAccessible::isActive()) {
        const int size = position_.size();
        QAccessibleEvent event(this, QAccessible::Focus);
        event.setChild(rowOf(square) * size + columnOf(square));
        QAccessible::updateAccessibility(&event);
    }
}

QRectF BoardWidget::boardRect() const {
    const qreal side = std::min(width(), height());
    const qreal margin = side * kMarginShare;
    const qreal grid = side - 2 * margin;
    return {(width() - grid) / 2, (height() - grid) / 2, grid, grid};
}

QRectF BoardWidget::squareRect(Square square) const {
    const QRectF board = boardRect();
    const qreal cell = board.width() / position_.size();
    return {board.left() + columnOf(square) * cell, board.top() + rowOf(square) * cell, cell, cell};
}

Square BoardWidget::squareAtPoint(const QPointF& point) const {
    const QRectF board = boardRect();
    if (!board.contains(point)) return kNoSquare;
    const int size = position_.size();
    const qreal cell = board.width() / size;
    const int column = std::clamp(int((point.x() - board.left()) / cell), 0, size - 1);
    const int row = std::clamp(int((point.y() - board.top()) / cell), 0, size - 1);
    return squareAt(column, row);
}

void BoardWidget::paintFelt(QPainter& painter, const QRectF& board) const {
    const qreal margin = board.width() * kMarginShare / (1 - 2 * kMarginShare);
    const QRectF frame = board.adjusted(-margin, -margin, margin, margin);
    painter.setPen(Qt::NoPen);
    painter.setBrush(kFrame);
    painter.drawRoundedRect(frame, margin * 0.4, margin * 0.4);

    QRadialGradient felt(board.center(), board.width() * 0.75);
    felt.setColorAt(0, kFeltCentre);
    felt.setColorAt(1, kFeltEdge);
    painter.setBrush(felt);
    painter.drawRect(board);

    const int size = position_.size();
    const qreal cell = board.width() / size;
    painter.setPen(QPen(kGridLine, std::max<qreal>(1.0, board.width() / 400)));
    for (int i = 0; i <= size; ++i) {
        painter.drawLine(QPointF(board.left() + i * cell, board.top()),
                         QPointF(board.left() + i * cell, board.bottom()));
        painter.drawLine(QPointF(board.left(), board.top() + i * cell),
                         QPointF(board.right(), board.top() + i * cell));
    }
    // Star points, two lines in from each corner, as on a real board.
    if (size >= 6) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(kGridLine);
        const qreal radius = std::max<qreal>(2.0, cell * 0.07);
        for (int x : {2, size - 2}) {
            for (int y : {2, size - 2}) {
                painter.drawEllipse(QPointF(board.left() + x * cell, board.top() + y * cell),
                                    radius, radius);
            }
        }
    }
}

void BoardWidget::paintCoordinates(QPainter& painter, const QRectF& board) const {
    const int size = position_.size();
    const qreal cell = board.width() / size;
    const qreal margin = board.width() * kMarginShare / (1 - 2 * kMarginShare);
    QFont font = painter.font();
    font.setPixelSize(std::max(8, int(margin * 0.55)));
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(kCoordinate);
    for (int i = 0; i < size; ++i) {
        const QString column(QChar('a' + i));
        const QString row = QString::number(i + 1);
        const qreal along = i * cell;
        painter.drawText(QRectF(board.left() + along, board.top() - margin, cell, margin),
                         Qt::AlignCenter, column);
        painter.drawText(QRectF(board.left() + along, board.bottom(), cell, margin),
                         Qt::AlignCenter, column);
        painter.drawText(QRectF(board.left() - margin, board.top() + along, margin, cell),
                         Qt::AlignCenter, row);
        painter.drawText(QRectF(board.right(), board.top() + along, margin, cell), Qt::AlignCenter,
                         row);
    }
}

void BoardWidget::paintDisc(QPainter& painter, const QRectF& square, bool black,
                            qreal squeeze) const {
    const qreal diameter = square.width() * 0.82;
    const qreal discWidth = diameter * squeeze;
    const QRectF disc(square.center().x() - discWidth / 2, square.center().y() - diameter / 2,
                      discWidth, diameter);
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

void BoardWidget::paintMarks(QPainter& painter) const {
    const qreal cell = boardRect().width() / position_.size();
    if (showLegalMoves_) {
        const bool blackToMove = position_.sideToMove() == Color::Black;
        painter.setPen(Qt::NoPen);
        painter.setBrush(blackToMove ? QColor(0, 0, 0, 95) : QColor(255, 255, 255, 130));
        for (Square square : squaresOf(playable_)) {
            if (valueAt(square)) continue;  // its value is written there instead
            painter.drawEllipse(squareRect(square).center(), cell * 0.13, cell * 0.13);
        }
    }
    if (isGridSquare(lastMove_)) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(kLastMove);
        painter.drawEllipse(squareRect(lastMove_).center(), cell * 0.08, cell * 0.08);
    }
    if (isGridSquare(hint_)) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(kHint, std::max<qreal>(2.0, cell * 0.07)));
        painter.drawEllipse(squareRect(hint_).center(), cell * 0.36, cell * 0.36);
    }
    if (cursor_ != kNoSquare && hasFocus()) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(kCursor, std::max<qreal>(2.0, cell * 0.05), Qt::DashLine));
        painter.drawRect(
            squareRect(cursor_).adjusted(cell * 0.06, cell * 0.06, -cell * 0.06, -cell * 0.06));
    }
}

void BoardWidget::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF board = boardRect();
    paintFelt(painter, board);
    paintCoordinates(painter, board);

    const qreal progress = flipping_ ? flipAnimation_.currentValue().toReal() : 1.0;
    const Bitboard black = position_.discs(Color::Black);
    const Bitboard white = position_.discs(Color::White);
    for (Square square : squaresOf(black | white)) {
        bool isBlack = (black & bit(square)) != 0;
        qreal squeeze = 1.0;
        if (flipping_ & bit(square)) {
            // The disc turns over: it narrows showing its old colour, then widens in the new.
            squeeze = std::max(0.08, std::abs(std::cos(progress * M_PI)));
            if (progress < 0.5) isBlack = !isBlack;
        }
        paintDisc(painter, squareRect(square), isBlack, squeeze);
    }
    paintValues(painter);
    paintMarks(painter);
}

// Each move's value in its square: an estimate in plain light text, an exact value in bold
// on a dark plate, the best move's in the hint's gold.
void BoardWidget::paintValues(QPainter& painter) const {
    const qreal cell = boardRect().width() / position_.size();
    QFont font = this->font();
    font.setPixelSize(std::max(8, int(cell * 0.34)));
    for (const MoveValue& value : moveValues_) {
        if (!isGridSquare(value.move) || !(position_.empties() & bit(value.move))) continue;
        const QRectF square = squareRect(value.move);
        const QString text = GameText::signedNumber(value.score);
        const QColor colour = isBest(value) ? kHint : QColor(0xf4, 0xf4, 0xec);
        font.setBold(value.exact);
        painter.setFont(font);
        if (value.exact) {
            const qreal inset = cell * 0.14;
            painter.setPen(QPen(colour, std::max<qreal>(1.5, cell * 0.03)));
            painter.setBrush(QColor(0, 0, 0, 110));
            painter.drawRoundedRect(square.adjusted(inset, inset * 1.6, -inset, -inset * 1.6),
                                    cell * 0.1, cell * 0.1);
        }
        QColor pen = colour;
        if (!value.exact) pen.setAlpha(isBest(value) ? 255 : 215);
        painter.setPen(pen);
        painter.drawText(square, Qt::AlignCenter, text);
    }
}

void BoardWidget::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return;
    const Square square = squareAtPoint(event->position());
    if (square == kNoSquare) return;
    setCursor(square);
    emit squareActivated(square);
}

void BoardWidget::mouseMoveEvent(QMouseEvent* event) {
    const Square square = squareAtPoint(event->position());
    const bool playable = isGridSquare(square) && (playable_ & bit(square));
    QWidget::setCursor(playable ? Qt::PointingHandCursor : Qt::ArrowCursor);
}

void BoardWidget::moveCursorBy(int columns, int rows) {
    const int size = position_.size();
    if (cursor_ == kNoSquare) {
        setCursor(playable_ ? firstSquare(playable_) : squareAt(size / 2 - 1, size / 2 - 1));
        return;
    }
    const int column = std::clamp(columnOf(cursor_) + columns, 0, size - 1);
    const int row = std::clamp(rowOf(cursor_) + rows, 0, size - 1);
    setCursor(squareAt(column, row));
}

void BoardWidget::keyPressEvent(QKeyEvent* event) {
    const int size = position_.size();
    switch (event->key()) {
        case Qt::Key_Left:
            moveCursorBy(-1, 0);
            return;
        case Qt::Key_Right:
            moveCursorBy(1, 0);
            return;
        case Qt::Key_Up:
            moveCursorBy(0, -1);
            return;
        case Qt::Key_Down:
            moveCursorBy(0, 1);
            return;
        case Qt::Key_Return:
        case Qt::Key_Enter:
        case Qt::Key_Space:
            if (cursor_ != kNoSquare) emit squareActivated(cursor_);
            return;
        case Qt::Key_Escape:
            typedColumn_ = -1;
            return;
        default:
            break;
    }
    const QString text = event->text().toLower();
    if (text.size() == 1) {
        const QChar c = text.front();
        if (c >= QLatin1Char('a') && c.unicode() < 'a' + size) {
            typedColumn_ = c.unicode() - 'a';
            return;
        }
        if (c >= QLatin1Char('1') && c.unicode() < '1' + size && typedColumn_ >= 0) {
            const Square square = squareAt(typedColumn_, c.unicode() - '1');
            typedColumn_ = -1;
            setCursor(square);
            emit squareActivated(square);
            return;
        }
    }
    QWidget::keyPressEvent(event);
}

void BoardWidget::focusInEvent(QFocusEvent* event) {
    QWidget::focusInEvent(event);
    if (cursor_ == kNoSquare) moveCursorBy(0, 0);
    update();
}

void BoardWidget::focusOutEvent(QFocusEvent* event) {
    QWidget::focusOutEvent(event);
    update();
}

}  // namespace hasami
