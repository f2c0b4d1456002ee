// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/board_accessible.h"

#include "engine/formats/notation.h"
#include "ui/board/board_widget.h"

namespace hasami {

namespace {

// One square of the board.
class BoardCell : public QAccessibleInterface,
                  public QAccessibleTableCellInterface,
                  public QAccessibleActionInterface {
public:
    BoardCell(BoardAccessible* table, int row, int column)
        : table_(table), row_(row), column_(column) {}

    Square square() const { return squareAt(column_, row_); }
    BoardWidget* board() const { return table_->board(); }

    // QAccessibleInterface
    bool isValid() const override { return board() != nullptr; }
    QObject* object() const override { return nullptr; }
    QAccessibleInterface* parent() const override { return table_; }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    void setText(QAccessible::Text, const QString&) override {}
    QAccessible::Role role() const override { return QAccessible::Cell; }

    // "plus 4, exact, best move": what the square's value says, and where it comes from.
    static QString valueText(const MoveValue& value, bool best) {
        QString text = value.score > 0   ? BoardWidget::tr("plus %1").arg(value.score)
                       : value.score < 0 ? BoardWidget::tr("minus %1").arg(-value.score)
                                         : BoardWidget::tr("even");
        text += value.book    ? BoardWidget::tr(", opening book")
                : value.exact ? BoardWidget::tr(", exact")
                : value.probability < 100
                    ? BoardWidget::tr(", probable, %1 percent").arg(value.probability)
                    : BoardWidget::tr(", estimate, depth %1").arg(value.depth);
        if (best) text += BoardWidget::tr(", best move");
        return text;
    }

    QString text(QAccessible::Text kind) const override {
        if (kind != QAccessible::Name) return {};
        const Position& position = board()->position();
        const Bitboard here = bit(square());
        QString name = QString::fromStdString(squareName(square())) + QStringLiteral(", ");
        // The database's figures follow the rest: "..., 12 games in the database, 58 percent".
        QString database;
        if (const DatabaseMark* mark = board()->scene().databaseAt(square())) {
            database = BoardWidget::tr(", %1 games in the database").arg(mark->games);
            if (mark->score >= 0) database += BoardWidget::tr(", %1 percent").arg(mark->score);
        }
        if (const MoveValue* value = board()->valueAt(square())) {
            // "e6, empty, legal move, plus 4, ...": the square is a move first, then its value.
            const QString state = board()->playable() & here
                                      ? BoardWidget::tr("empty") + BoardWidget::tr(", legal move")
                                      : BoardWidget::tr("empty");
            // "..., book lines: Black 234, White 887": what each must know below the move.
            QString book;
            if (const BookLinesMark* lines = board()->scene().bookLinesAt(square())) {
                book = BoardWidget::tr(", book lines: Black %1, White %2")
                           .arg(lines->black)
                           .arg(lines->white);
            }
            return name + state + QStringLiteral(", ") +
                   valueText(*value, board()->isBest(*value)) + book + database;
        }
        if (position.discs(Color::Black) & here) {
            name += BoardWidget::tr("black");
        } else if (position.discs(Color::White) & here) {
            name += BoardWidget::tr("white");
        } else {
            name += BoardWidget::tr("empty");
            if (board()->playable() & here) name += BoardWidget::tr(", legal move");
        }
        if (board()->lastMove() == square()) {
            name += BoardWidget::tr(", last move");
            const QString& kind = board()->scene().lastMoveMark.name;
            if (!kind.isEmpty()) name += QStringLiteral(", ") + kind;
        }
        return name + database;
    }

    QRect rect() const override {
        const QRectF local = board()->squareRect(square());
        return QRect(board()->mapToGlobal(local.topLeft().toPoint()), local.size().toSize());
    }

    QAccessible::State state() const override {
        QAccessible::State state;
        state.focusable = true;
        state.focused = board()->hasFocus() && board()->cursor() == square();
        return state;
    }

    void* interface_cast(QAccessible::InterfaceType type) override {
        if (type == QAccessible::TableCellInterface) {
            return static_cast<QAccessibleTableCellInterface*>(this);
        }
        if (type == QAccessible::ActionInterface) {
            return static_cast<QAccessibleActionInterface*>(this);
        }
        return nullptr;
    }

    // QAccessibleTableCellInterface
    bool isSelected() const override { return false; }
    QList<QAccessibleInterface*> columnHeaderCells() const override { return {}; }
    QList<QAccessibleInterface*> rowHeaderCells() const override { return {}; }
    int columnIndex() const override { return column_; }
    int rowIndex() const override { return row_; }
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QAccessibleInterface* table() const override { return table_; }

    // QAccessibleActionInterface: pressing a cell plays there.
    QStringList actionNames() const override { return {pressAction()}; }
    void doAction(const QString& action) override {
        if (action == pressAction()) {
            board()->setCursor(square());
            emit board()->squareActivated(square());
        }
    }
    QStringList keyBindingsForAction(const QString&) const override { return {}; }

private:
    BoardAccessible* table_;
    int row_;
    int column_;
};

QAccessibleInterface* boardFactory(const QString& className, QObject* object) {
    if (className == QLatin1String("hasami::BoardWidget") && object && object->isWidgetType()) {
        return new BoardAccessible(static_cast<BoardWidget*>(object));
    }
    return nullptr;
}

}  // namespace

BoardAccessible::BoardAccessible(BoardWidget* board)
    : QAccessibleWidget(board, QAccessible::Table) {}

BoardAccessible::~BoardAccessible() {
    for (QAccessible::Id id : std::as_const(cells_)) QAccessible::deleteAccessibleInterface(id);
}

void BoardAccessible::install() {
    static const bool installed = (QAccessible::installFactory(boardFactory), true);
    Q_UNUSED(installed);
}

BoardWidget* BoardAccessible::board() const {
    return static_cast<BoardWidget*>(widget());
}

void* BoardAccessible::interface_cast(QAccessible::InterfaceType type) {
    if (type == QAccessible::TableInterface) return static_cast<QAccessibleTableInterface*>(this);
    return QAccessibleWidget::interface_cast(type);
}

int BoardAccessible::rowCount() const {
    return board()->position().size();
}

int BoardAccessible::columnCount() const {
    return board()->position().size();
}

int BoardAccessible::childCount() const {
    return rowCount() * columnCount();
}

QAccessibleInterface* BoardAccessible::cellAt(int row, int column) const {
    const int size = rowCount();
    if (row < 0 || row >= size || column < 0 || column >= size) return nullptr;
    // Cells are kept by grid square, so one size change does not mix up their rows.
    const int key = squareAt(column, row);
    if (const auto found = cells_.constFind(key); found != cells_.constEnd()) {
        return QAccessible::accessibleInterface(*found);
    }
    auto* cell = new BoardCell(const_cast<BoardAccessible*>(this), row, column);
    cells_.insert(key, QAccessible::registerAccessibleInterface(cell));
    return cell;
}

QAccessibleInterface* BoardAccessible::child(int index) const {
    const int size = columnCount();
    if (index < 0 || index >= size * size) return nullptr;
    return cellAt(index / size, index % size);
}

int BoardAccessible::indexOfChild(const QAccessibleInterface* child) const {
    if (!child || child->role() != QAccessible::Cell) return -1;
    auto* cell = const_cast<QAccessibleInterface*>(child)->tableCellInterface();
    if (!cell) return -1;
    return cell->rowIndex() * columnCount() + cell->columnIndex();
}

QAccessibleInterface* BoardAccessible::childAt(int x, int y) const {
    const Square square = board()->squareAtPoint(board()->mapFromGlobal(QPoint(x, y)));
    if (square == kNoSquare) return nullptr;
    return cellAt(rowOf(square), columnOf(square));
}

QAccessibleInterface* BoardAccessible::focusChild() const {
    const Square cursor = board()->cursor();
    if (!board()->hasFocus() || cursor == kNoSquare) return nullptr;
    return cellAt(rowOf(cursor), columnOf(cursor));
}

QString BoardAccessible::columnDescription(int column) const {
    return QString(QChar('a' + column));
}

QString BoardAccessible::rowDescription(int row) const {
    return QString::number(row + 1);
}

}  // namespace hasami
