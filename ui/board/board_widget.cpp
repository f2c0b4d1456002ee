// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/board_widget.h"

#include <QAccessible>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QToolTip>

#include "ui/board/board_accessible.h"
#include "ui/text/game_text.h"

namespace hasami {

constexpr int kNormalFlipMilliseconds = 280;

BoardWidget::BoardWidget(QWidget* parent) : QWidget(parent) {
    BoardAccessible::install();
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    // A click on a button (Stop Guessing, Next, a dialog's) is no keyboard use.
    connect(keyboardUse_, &KeyboardUse::clicked, this, [this] { keyboardInUse_ = false; });
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    connect(lone_, &LoneLetter::alone, this, [this] { typedColumn_ = -1; });
    setAccessibleName(tr("Board"));
    setAccessibleDescription(
        tr("Arrow keys move the cursor, Enter or Space plays; typing a "
           "square name such as f5 plays it."));
    flipAnimation_.setStartValue(0.0);
    flipAnimation_.setEndValue(1.0);
    flipAnimation_.setDuration(kNormalFlipMilliseconds);
    connect(&flipAnimation_, &QVariantAnimation::valueChanged, this, [this] { update(); });
    connect(&flipAnimation_, &QVariantAnimation::finished, this, [this] {
        flipping_ = 0;
        update();
    });
}

void BoardWidget::setPosition(const Position& position, Square lastMove, Bitboard playable) {
    if (position.size() !=
        scene_.position.size()) {  // keyboard state of the old board means nothing
        scene_.cursor = kNoSquare;
        typedColumn_ = -1;
    }
    scene_.position = position;
    scene_.lastMove = lastMove;
    scene_.playable = playable;
    if (!(position.squares() & flipping_)) flipping_ = 0;
    update();
}

void BoardWidget::animateMove(const Position& before, Square move) {
    if (flipAnimation_.duration() == 0 || move == kPass || move == kNoSquare) return;
    flipping_ = before.flipsFor(move);
    flipAnimation_.stop();
    flipAnimation_.start();
}

void BoardWidget::setFlipDuration(int milliseconds) {
    flipAnimation_.stop();
    flipping_ = 0;
    flipAnimation_.setDuration(std::max(0, milliseconds));
}

void BoardWidget::setNextMoves(std::vector<NextMove> moves) {
    if (moves.size() < 2) moves.clear();
    scene_.nextMoves = std::move(moves);
    update();
}

void BoardWidget::setFlipped(Bitboard flipped) {
    scene_.flipped = flipped;
    update();
}

void BoardWidget::setMarkFlipped(bool mark) {
    markFlipped_ = mark;
    update();
}

Bitboard BoardWidget::wouldFlip() const {
    const Square aim = hovered_ != kNoSquare ? hovered_ : showsCursor() ? scene_.cursor : kNoSquare;
    if (!isGridSquare(aim) || !(scene_.playable & bit(aim))) return 0;
    return scene_.position.flipsFor(aim);
}

QString BoardWidget::valueTip(Square square) const {
    const MoveValue* value = valueAt(square);
    return value ? GameText::valueWithLine(*value) : QString();
}

bool BoardWidget::event(QEvent* event) {
    // A square's name typed on the board wins over the window's shortcuts of one letter (H is
    // Hint's): the key comes to keyPressEvent instead.
    if (event->type() == QEvent::ShortcutOverride &&
        isTypedSquareKey(*static_cast<QKeyEvent*>(event))) {
        event->accept();
        return true;
    }
    if (event->type() != QEvent::ToolTip) return QWidget::event(event);
    const auto* help = static_cast<QHelpEvent*>(event);
    const QString tip = valueTip(squareAtPoint(help->pos()));
    if (tip.isEmpty()) {
        QToolTip::hideText();
        event->ignore();
    } else {
        QToolTip::showText(help->globalPos(), tip, this);
    }
    return true;
}

void BoardWidget::setHint(Square square) {
    scene_.hint = square;
    update();
}

void BoardWidget::setMoveValues(std::vector<MoveValue> values) {
    scene_.values = std::move(values);
    update();
}

void BoardWidget::setDatabaseMarks(std::vector<DatabaseMark> marks) {
    scene_.database = std::move(marks);
    update();
}

void BoardWidget::setBookLines(std::vector<BookLinesMark> lines) {
    scene_.bookLines = std::move(lines);
    update();
}

void BoardWidget::setShowLegalMoves(bool show) {
    scene_.showLegalMoves = show;
    update();
}

void BoardWidget::setCursor(Square square) {
    if (square != kNoSquare && !scene_.position.isOnBoard(square)) return;
    scene_.cursor = square;
    update();
    if (square != kNoSquare && QAccessible::isActive()) {
        const int size = scene_.position.size();
        QAccessibleEvent event(this, QAccessible::Focus);
        event.setChild(rowOf(square) * size + columnOf(square));
        QAccessible::updateAccessibility(&event);
    }
}

QRectF BoardWidget::boardRect() const {
    return BoardPainter::gridRect(rect());
}

QRectF BoardWidget::squareRect(Square square) const {
    return BoardPainter::squareRect(boardRect(), scene_.position.size(), square, scene_.turned);
}

void BoardWidget::setTurned(bool turned) {
    if (scene_.turned == turned) return;
    scene_.turned = turned;
    update();
}

void BoardWidget::setStyle(const BoardStyle& style) {
    style_ = style;
    update();
}

Square BoardWidget::squareAtPoint(const QPointF& point) const {
    const QRectF board = boardRect();
    if (!board.contains(point)) return kNoSquare;
    const int size = scene_.position.size();
    const qreal cell = board.width() / size;
    const int column = std::clamp(int((point.x() - board.left()) / cell), 0, size - 1);
    const int row = std::clamp(int((point.y() - board.top()) / cell), 0, size - 1);
    return scene_.turned ? squareAt(size - 1 - column, size - 1 - row) : squareAt(column, row);
}

void BoardWidget::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    BoardScene scene = scene_;
    scene.flipping = flipping_;
    scene.flipProgress = flipping_ ? flipAnimation_.currentValue().toReal() : 1.0;
    if (!showsCursor()) scene.cursor = kNoSquare;
    if (!markFlipped_ || flipping_) scene.flipped = 0;
    scene.wouldFlip = wouldFlip();
    BoardPainter(style_).paint(painter, rect(), scene, font());
}

void BoardWidget::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return;
    const Square square = squareAtPoint(event->position());
    if (square == kNoSquare) return;
    keyboardInUse_ = false;
    setCursor(square);
    emit squareActivated(square);
}

void BoardWidget::mouseMoveEvent(QMouseEvent* event) {
    const Square square = squareAtPoint(event->position());
    const bool playable = isGridSquare(square) && (scene_.playable & bit(square));
    QWidget::setCursor(playable ? Qt::PointingHandCursor : Qt::ArrowCursor);
    // The pointer moving over the board takes over from the keyboard: the cursor goes.
    if (square != hovered_ || keyboardInUse_) {
        hovered_ = square;
        keyboardInUse_ = false;
        update();
    }
}

void BoardWidget::leaveEvent(QEvent* event) {
    hovered_ = kNoSquare;
    update();
    QWidget::leaveEvent(event);
}

void BoardWidget::useKeyboard() {
    if (keyboardInUse_) return;
    keyboardInUse_ = true;
    update();
}

void BoardWidget::moveCursorBy(int columns, int rows) {
    useKeyboard();
    const int size = scene_.position.size();
    if (scene_.cursor == kNoSquare) {
        setCursor(scene_.playable ? firstSquare(scene_.playable)
                                  : squareAt(size / 2 - 1, size / 2 - 1));
        return;
    }
    // On a turned board the arrows still move the way they point.
    if (scene_.turned) {
        columns = -columns;
        rows = -rows;
    }
    const int column = std::clamp(columnOf(scene_.cursor) + columns, 0, size - 1);
    const int row = std::clamp(rowOf(scene_.cursor) + rows, 0, size - 1);
    setCursor(squareAt(column, row));
}

bool BoardWidget::isTypedSquareKey(const QKeyEvent& key) const {
    if ((key.modifiers() & ~(Qt::ShiftModifier | Qt::KeypadModifier)) != 0) return false;
    const QString text = key.text().toLower();
    if (text.size() != 1) return false;
    const char16_t c = text.front().unicode();
    const int size = scene_.position.size();
    return (c >= u'a' && c < u'a' + size) || (typedColumn_ >= 0 && c >= u'1' && c < u'1' + size);
}

void BoardWidget::keyPressEvent(QKeyEvent* event) {
    const int size = scene_.position.size();
    if (event->key() == Qt::Key_Escape) {
        // Esc drops a half-typed square; otherwise it is the window's (a dialog closes).
        if (typedColumn_ < 0) {
            QWidget::keyPressEvent(event);
            return;
        }
        typedColumn_ = -1;
        lone_->typed({});
        return;
    }
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
            useKeyboard();
            if (scene_.cursor != kNoSquare) emit squareActivated(scene_.cursor);
            return;
        default:
            break;
    }
    const QString text = event->text().toLower();
    if (text.size() == 1) {
        const QChar c = text.front();
        if (c >= QLatin1Char('a') && c.unicode() < 'a' + size) {
            useKeyboard();
            typedColumn_ = c.unicode() - 'a';
            lone_->typed(c);
            return;
        }
        if (c >= QLatin1Char('1') && c.unicode() < '1' + size && typedColumn_ >= 0) {
            lone_->typed({});
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
    // Qt gives the Tab reason too when the widget with the focus is hidden (a bar's button
    // that ends its mode): only a Tab key makes it the keyboard's.
    if ((event->reason() == Qt::TabFocusReason || event->reason() == Qt::BacktabFocusReason) &&
        keyboardUse_->isTabDown()) {
        keyboardInUse_ = true;
    }
    if (scene_.cursor == kNoSquare) {
        const bool keyboard = keyboardInUse_;
        moveCursorBy(0, 0);  // placed, but shown only once the keyboard is used
        keyboardInUse_ = keyboard;
    }
    update();
}

void BoardWidget::focusOutEvent(QFocusEvent* event) {
    QWidget::focusOutEvent(event);
    update();
}

}  // namespace hasami
