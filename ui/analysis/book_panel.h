// SPDX-License-Identifier: GPL-3.0-or-later
// The Book panel: the opening book's tree from the position shown. Each move the book has
// there, best first, with the book's value of it for its player (marked where every line below
// it ends in solved positions) and the lines Black and White must know below it to play the
// book's best moves (engine/book/book_lines.h); a move opens into the book's moves after it,
// as far as the book goes, each level read when it is opened. Activating a move plays its line
// from the position shown. Outside the book, and while a mode (Guess the Moves, Puzzles) keeps
// the answers to itself, the panel says so and shows no move. The tree is rebuilt only for a
// new position, and only while the panel can be seen. A book of one's own is edited here: a
// move's context menu sets its value by hand, searches it again or deletes it with what
// follows (asked first), Add This Line learns the line to the position shown, Grow the Book
// deviates or enhances it (ui/analysis/book_growth.h), and Undo takes the last change back. A
// value set by hand says so. The moves of the person's marked
// lines (session/modes/my_lines.h) carry a star; Mark as My Line marks the line to the
// position shown, and a move's context menu marks its line or removes the move from them.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <vector>

#include <QWidget>

#include "engine/board/position.h"
#include "engine/book/book.h"

class QAbstractButton;
class QAction;
class QDockWidget;
class QLabel;
class QMainWindow;
class QTreeWidget;
class QTreeWidgetItem;

namespace hasami {

class BookLineCounter;
class MyLines;

class BookPanel : public QWidget {
    Q_OBJECT

public:
    enum Column { kMoveColumn = 0, kValueColumn = 1, kBlackColumn = 2, kWhiteColumn = 3 };
    // What a move's context menu asks of the book.
    enum class Edit { SetValue, SearchAgain, Remove };
    // Asks a yes/no question (a message box; replaceable for tests).
    using Confirm = std::function<bool(const QString& question)>;
    // Asks the value of a move for its player, from its value now; none when cancelled (an
    // input dialog; replaceable for tests).
    using AskValue = std::function<std::optional<int>(const QString& move, int now)>;

    explicit BookPanel(QWidget* parent = nullptr);
    ~BookPanel() override;

    // The position to show the book from, the books to read, and whether a mode hides what the
    // book would tell.
    void showPosition(const Position& position, const Books& books, bool hidden);
    // The marked lines whose moves the tree stars (none by default; read at each refresh).
    void setMyLines(const MyLines* lines);

    QTreeWidget* tree() const { return tree_; }
    QLabel* note() const { return note_; }
    // The moves from the position shown to `item`.
    std::vector<Square> lineOf(const QTreeWidgetItem* item) const;
    // The context menu's actions for `item`, as they are offered (tests trigger them).
    QList<QAction*> editActions(QTreeWidgetItem* item);
    QAbstractButton* addLineButton() const { return addLine_; }
    QAbstractButton* growButton() const { return grow_; }
    QAbstractButton* markButton() const { return mark_; }
    QAbstractButton* undoButton() const { return undo_; }
    // The book's last change Undo takes back, by its name (empty: none, Undo disabled).
    void setLastChange(const QString& change);
    void setConfirmation(Confirm confirm) { confirm_ = std::move(confirm); }
    void setValueQuestion(AskValue ask) { askValue_ = std::move(ask); }

signals:
    // A move was activated: its line, to play from the position shown.
    void lineChosen(const std::vector<hasami::Square>& line);
    // An edit of the book's move `move` of `position` (`value`, for its player, with
    // SetValue).
    void editAsked(hasami::BookPanel::Edit edit, const hasami::Position& position,
                   hasami::Square move, int value);
    // Add This Line, or Grow the Book, was pressed.
    void addLineAsked();
    void growAsked();
    void undoAsked();
    // Marks as one of the person's lines the line to the position shown, followed by `line`
    // (empty for Mark as My Line).
    void markAsked(const std::vector<hasami::Square>& line);
    // Removes `move` of `position` from the person's lines.
    void unmarkAsked(const hasami::Position& position, hasami::Square move);
    // What an edit did, or why not, for the status bar.
    void done(const QString& message);

protected:
    void showEvent(QShowEvent* event) override;

private:
    void refresh();
    void fill(QTreeWidgetItem* parent, const Position& position);
    void open(QTreeWidgetItem* item);

    void showEditMenu(const QPoint& at);

    QLabel* note_;
    QTreeWidget* tree_;
    QAbstractButton* addLine_;
    QAbstractButton* grow_;
    QAbstractButton* mark_;
    QAbstractButton* undo_;
    const MyLines* myLines_ = nullptr;
    Confirm confirm_;
    AskValue askValue_;
    std::optional<Position> wanted_;  // the position to show
    bool hidden_ = false;
    Books books_;                    // the books to read (held while their counts are)
    std::optional<Position> built_;  // the position the tree was built from
    bool builtHidden_ = false;
    Books builtBooks_;
    int builtLines_ = -1;  // the marked lines' revision the tree shows
    std::map<int, std::unique_ptr<BookLineCounter>> counters_;  // of builtBooks_, by board size
};

}  // namespace hasami
