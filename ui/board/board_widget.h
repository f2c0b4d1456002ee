// SPDX-License-Identifier: GPL-3.0-or-later
// The board on screen: painted by BoardPainter in the chosen theme (the position, legal-move
// dots, the last move and its class, a hint, the moves' values, the keyboard cursor), with a
// short flip animation. It knows drawing and input only: clicks and keys become
// squareActivated(square); what is legal or whose turn it is, it is told.
#pragma once

#include <QVariantAnimation>
#include <QWidget>

#include "ui/board/board_painter.h"
#include "ui/board/keyboard_use.h"

namespace hasami {

class BoardWidget : public QWidget {
    Q_OBJECT

public:
    explicit BoardWidget(QWidget* parent = nullptr);

    // What to show: the position, its last move, and the squares to mark as playable.
    void setPosition(const Position& position, Square lastMove, Bitboard playable);
    // Shows `move` turning the discs it flipped in `before` over (instant if animation is off).
    void animateMove(const Position& before, Square move);
    void setHint(Square square);
    void setLastMoveMark(const LastMoveMark& mark) {
        scene_.lastMoveMark = mark;
        update();
    }
    // The values to write on the moves' squares, best first (none: no values shown).
    void setMoveValues(std::vector<MoveValue> values);
    const std::vector<MoveValue>& moveValues() const { return scene_.values; }
    // The value shown on `square`, if any.
    const MoveValue* valueAt(Square square) const { return scene_.valueAt(square); }
    // What pointing at a value shows: the value, where it comes from, and the move's line.
    QString valueTip(Square square) const;
    // Whether `value` is (one of) the best shown.
    bool isBest(const MoveValue& value) const { return scene_.isBest(value); }
    // The database's figures for the next moves (none: none shown).
    void setDatabaseMarks(std::vector<DatabaseMark> marks);
    const std::vector<DatabaseMark>& databaseMarks() const { return scene_.database; }
    // The opening book's lines under each move (engine/book/book_lines.h); none: not shown.
    void setBookLines(std::vector<BookLinesMark> lines);
    const std::vector<BookLinesMark>& bookLines() const { return scene_.bookLines; }
    const BoardScene& scene() const { return scene_; }
    void setShowLegalMoves(bool show);
    // How long a flip takes, in milliseconds; 0: no animation.
    void setFlipDuration(int milliseconds);
    // The moves the record goes on with, marked when there are several (a branch).
    void setNextMoves(std::vector<NextMove> moves);
    const std::vector<NextMove>& nextMoves() const { return scene_.nextMoves; }
    // The discs the last move turned over, and whether they are marked.
    void setFlipped(Bitboard flipped);
    void setMarkFlipped(bool mark);
    Bitboard flipped() const { return markFlipped_ ? scene_.flipped : 0; }
    // The discs the legal move under the pointer or the keyboard cursor would turn over.
    Bitboard wouldFlip() const;
    // Seen from White's side: the board turned half a turn (View > Flip Board).
    void setTurned(bool turned);
    bool isTurned() const { return scene_.turned; }
    void setStyle(const BoardStyle& style);
    const BoardStyle& style() const { return style_; }

    const Position& position() const { return scene_.position; }
    Bitboard playable() const { return scene_.playable; }
    Square lastMove() const { return scene_.lastMove; }
    Square hint() const { return scene_.hint; }
    Square cursor() const { return scene_.cursor; }
    // Whether the keyboard cursor is drawn: after the arrow keys, Enter, Space or a typed
    // square, or a Tab to the board; not after a click, a shortcut or the pointer's moves.
    bool showsCursor() const { return keyboardInUse_ && hasFocus(); }
    void setCursor(Square square);

    // Geometry, for painting, hit testing and tests.
    QRectF squareRect(Square square) const;
    Square squareAtPoint(const QPointF& point) const;  // kNoSquare off the board

    QSize sizeHint() const override { return {560, 560}; }
    QSize minimumSizeHint() const override { return {200, 200}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

    // A column letter that is a window's shortcut too (H, Hint's): alone, it triggers `action`.
    void setLoneLetter(QChar letter, QAction* action) { lone_->set(letter, action); }

signals:
    void squareActivated(hasami::Square square);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    bool event(QEvent* event) override;  // a value's tooltip; typed squares before shortcuts
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    QRectF boardRect() const;  // the grid, centred, with a margin for the coordinates
    void moveCursorBy(int columns, int rows);
    void useKeyboard();  // the keyboard works the board: the cursor shows
    // Whether `key` types part of a square's name: a column's letter, or a row's digit after one.
    bool isTypedSquareKey(const QKeyEvent& key) const;

    BoardScene scene_;  // flipping and the cursor's painting are set as it is painted
    BoardStyle style_ = BoardStyle::of(BoardTheme::Classic, false);
    bool markFlipped_ = true;
    Square hovered_ = kNoSquare;  // the square under the pointer
    int typedColumn_ = -1;        // a column letter typed, waiting for its row number
    LoneLetter* lone_ = new LoneLetter(this);
    // The cursor is drawn once the keyboard moves it or plays on the board (not for a
    // shortcut's keys), until a click or the pointer moving over the board.
    bool keyboardInUse_ = false;
    KeyboardUse* keyboardUse_ = new KeyboardUse(this);

    QVariantAnimation flipAnimation_;
    Bitboard flipping_ = 0;  // discs turning over while the animation runs
};

}  // namespace hasami
