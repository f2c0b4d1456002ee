// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/analysis/book_panel.h"

#include <algorithm>

#include <QAction>
#include <QApplication>
#include <QHeaderView>
#include <QIcon>
#include <QInputDialog>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "engine/book/book.h"
#include "engine/book/book_lines.h"
#include "session/modes/my_lines.h"
#include "ui/board/board_painter.h"
#include "ui/text/game_text.h"

namespace hasami {

namespace {

constexpr int kMoveRole = Qt::UserRole;
constexpr int kValueRole = Qt::UserRole;       // in the value column: the move's value
constexpr int kLeafRole = Qt::UserRole + 1;    // in the value column: whether it is the leaf
constexpr int kMarkedRole = Qt::UserRole + 1;  // in the move column: one of the person's lines

// Black's or White's disc, as a list's icon of the window's text size.
QIcon discIcon(Color color) {
    const int size = QFontMetrics(QApplication::font()).height();
    return QIcon(discPicture(color, size, qApp->devicePixelRatio()));
}

QString lineCount(std::uint64_t lines) {
    return QLocale().toString(static_cast<qulonglong>(lines));
}

}  // namespace

BookPanel::BookPanel(QWidget* parent)
    : QWidget(parent),
      note_(new QLabel),
      tree_(new QTreeWidget),
      addLine_(new QPushButton(tr("Add This &Line to the Book"))),
      grow_(new QPushButton(tr("&Grow the Book\u2026"))),
      mark_(new QPushButton(tr("&Mark as My Line"))),
      undo_(new QPushButton(tr("&Undo the Book's Last Change"))) {
    setObjectName(QStringLiteral("bookPanel"));
    note_->setObjectName(QStringLiteral("bookNote"));
    note_->setWordWrap(true);
    tree_->setObjectName(QStringLiteral("bookTree"));
    tree_->setAccessibleName(tr("The book's moves"));
    tree_->setColumnCount(4);
    tree_->setHeaderLabels({tr("Move"), tr("Value"), tr("Black's lines"), tr("White's lines")});
    tree_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    tree_->header()->setStretchLastSection(false);
    tree_->setUniformRowHeights(true);
    connect(tree_, &QTreeWidget::itemExpanded, this, &BookPanel::open);
    connect(tree_, &QTreeWidget::itemActivated, this,
            [this](const QTreeWidgetItem* item) { emit lineChosen(lineOf(item)); });
    tree_->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(tree_, &QTreeWidget::customContextMenuRequested, this, &BookPanel::showEditMenu);
    addLine_->setObjectName(QStringLiteral("addLineToBook"));
    connect(addLine_, &QAbstractButton::clicked, this, &BookPanel::addLineAsked);
    grow_->setObjectName(QStringLiteral("growBook"));
    connect(grow_, &QAbstractButton::clicked, this, &BookPanel::growAsked);
    mark_->setObjectName(QStringLiteral("markMyLine"));
    connect(mark_, &QAbstractButton::clicked, this, [this] { emit markAsked({}); });
    undo_->setObjectName(QStringLiteral("undoBookChange"));
    undo_->setEnabled(false);
    connect(undo_, &QAbstractButton::clicked, this, &BookPanel::undoAsked);
    confirm_ = [this](const QString& question) {
        return QMessageBox::question(this, tr("Book"), question) == QMessageBox::Yes;
    };
    askValue_ = [this](const QString& move, int now) -> std::optional<int> {
        bool ok = false;
        const int value = QInputDialog::getInt(
            this, tr("Set Value"), tr("The value of %1 for its player, in discs:").arg(move), now,
            -64, 64, 1, &ok);
        return ok ? std::optional(value) : std::nullopt;
    };
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(note_);
    layout->addWidget(tree_, 1);
    // One under the other: the panel stays as narrow as it was.
    layout->addWidget(addLine_, 0, Qt::AlignLeft);
    layout->addWidget(grow_, 0, Qt::AlignLeft);
    layout->addWidget(mark_, 0, Qt::AlignLeft);
    layout->addWidget(undo_, 0, Qt::AlignLeft);
}

void BookPanel::setLastChange(const QString& change) {
    undo_->setEnabled(!change.isEmpty());
    undo_->setToolTip(change.isEmpty()
                          ? tr("There is no change to the book to undo")
                          : tr("Takes back the last change to the book: %1").arg(change));
    undo_->setAccessibleDescription(undo_->toolTip());
}

BookPanel::~BookPanel() = default;

void BookPanel::showPosition(const Position& position, const Books& books, bool hidden) {
    wanted_ = position;
    books_ = books;
    hidden_ = hidden;
    refresh();
}

void BookPanel::setMyLines(const MyLines* lines) {
    myLines_ = lines;
    refresh();
}

void BookPanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    refresh();
}

void BookPanel::refresh() {
    const int lines = myLines_ ? myLines_->revision() : -1;
    if (!isVisible() || !wanted_ ||
        (built_ == wanted_ && builtHidden_ == hidden_ && builtBooks_ == books_ &&
         builtLines_ == lines)) {
        return;
    }
    built_ = wanted_;
    builtLines_ = lines;
    builtHidden_ = hidden_;
    tree_->clear();
    if (!(builtBooks_ == books_)) counters_.clear();  // counted in the books before
    builtBooks_ = books_;
    const OpeningBook* book = builtBooks_.bookFor(*built_);
    if (hidden_) {
        note_->setText(tr("The book keeps its moves to itself while you guess or solve."));
    } else if (!book) {
        note_->setText(tr("There is no opening book for this board size."));
    } else if (book->movesOf(*built_).empty()) {
        note_->setText(tr("The book goes no further than this position."));
    } else {
        note_->setText(
            tr("The book's moves, best first: each one's value for its player, and "
               "the lines Black and White must know below it to play the book's "
               "best moves."));
        fill(nullptr, *built_);
    }
    tree_->setVisible(tree_->topLevelItemCount() > 0);
    // Rebuilt within one event (an undo, a search's end), the view may keep the rows it last
    // drew (a row of the last tree shown twice, a row come back not drawn): drawn anew.
    tree_->viewport()->update();
}

void BookPanel::fill(QTreeWidgetItem* parent, const Position& position) {
    const OpeningBook* book = builtBooks_.bookFor(position);
    if (!book) return;
    std::unique_ptr<BookLineCounter>& counter = counters_[position.size()];
    if (!counter) counter = std::make_unique<BookLineCounter>(*book);
    const std::vector<BookMoveLines> lines = counter->movesOf(position);
    const Color mover = position.sideToMove();
    const std::vector<Square> mine = myLines_ ? myLines_->movesAt(position) : std::vector<Square>();
    for (const BookMove& move : book->movesOf(position)) {
        const auto counted = std::find_if(lines.begin(), lines.end(),
                                          [&](const auto& line) { return line.move == move.move; });
        const BookMoveLines known = counted != lines.end() ? *counted : BookMoveLines{};
        auto* item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(tree_);
        const QString name = GameText::moveName(move.move);
        // Solved values say so, and a solved 0 is a proven draw; a value set by hand says so.
        const QString value =
            move.handSet      ? tr("%1 by hand").arg(GameText::signedNumber(move.value))
            : !move.exact     ? GameText::signedNumber(move.value)
            : move.value == 0 ? tr("0 proven draw")
                              : tr("%1 exact").arg(GameText::signedNumber(move.value));
        const bool marked = std::find(mine.begin(), mine.end(), move.move) != mine.end();
        // The mover's disc drawn, not written: a dark theme would draw a written ● white.
        item->setIcon(kMoveColumn, discIcon(mover));
        item->setText(kMoveColumn, name + (marked ? QStringLiteral(" \u2605") : QString()));
        item->setData(kMoveColumn, kMoveRole, int(move.move));
        item->setData(kMoveColumn, kMarkedRole, marked);
        item->setText(kValueColumn, value);
        item->setData(kValueColumn, kValueRole, move.value);
        item->setData(kValueColumn, kLeafRole, move.leaf);
        item->setText(kBlackColumn, lineCount(known.black));
        item->setText(kWhiteColumn, lineCount(known.white));
        for (int column : {kValueColumn, kBlackColumn, kWhiteColumn}) {
            item->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
        }
        const QString said = tr("%1 %2, %3, book lines: Black %4, White %5")
                                 .arg(GameText::colorName(mover), name, value,
                                      lineCount(known.black), lineCount(known.white));
        item->setData(kMoveColumn, Qt::AccessibleTextRole,
                      marked ? tr("%1, one of your lines").arg(said) : said);
        const bool goesOn = !book->movesOf(bookChild(position, move.move).position).empty();
        item->setChildIndicatorPolicy(goesOn ? QTreeWidgetItem::ShowIndicator
                                             : QTreeWidgetItem::DontShowIndicator);
    }
}

void BookPanel::open(QTreeWidgetItem* item) {
    if (item->childCount() > 0 || !built_) return;
    Position position = *built_;
    for (Square move : lineOf(item)) position = bookChild(position, move).position;
    fill(item, position);
}

QList<QAction*> BookPanel::editActions(QTreeWidgetItem* item) {
    if (!built_) return {};
    const std::vector<Square> line = lineOf(item);
    Position position = *built_;
    for (std::size_t i = 0; i + 1 < line.size(); ++i) {
        position = bookChild(position, line[i]).position;
    }
    const Square move = line.back();
    // "Black f7": the move named with its player, as the accessible text names it.
    const QString name =
        tr("%1 %2").arg(GameText::colorName(position.sideToMove()), GameText::moveName(move));
    const int now = item->data(kValueColumn, kValueRole).toInt();
    auto* setValue = new QAction(tr("Set &Value\u2026"), this);
    connect(setValue, &QAction::triggered, this, [this, position, move, name, now] {
        if (const std::optional<int> value = askValue_(name, now)) {
            emit editAsked(Edit::SetValue, position, move, *value);
        }
    });
    auto* search = new QAction(tr("&Search Again"), this);
    connect(search, &QAction::triggered, this,
            [this, position, move] { emit editAsked(Edit::SearchAgain, position, move, 0); });
    auto* remove = new QAction(tr("&Delete This Move and What Follows\u2026"), this);
    // A leaf's position is not in the book: there is nothing to delete.
    remove->setEnabled(!item->data(kValueColumn, kLeafRole).toBool());
    connect(remove, &QAction::triggered, this, [this, position, move, name] {
        if (confirm_(tr("Delete %1 from the book, with every position that only it leads to?")
                         .arg(name))) {
            emit editAsked(Edit::Remove, position, move, 0);
        }
    });
    const bool marked = item->data(kMoveColumn, kMarkedRole).toBool();
    auto* mark = new QAction(marked ? tr("&Remove from My Lines") : tr("&Mark as My Line"), this);
    connect(mark, &QAction::triggered, this, [this, line, marked, position, move] {
        if (marked) {
            emit unmarkAsked(position, move);
        } else {
            emit markAsked(line);
        }
    });
    return {setValue, search, remove, mark};
}

void BookPanel::showEditMenu(const QPoint& at) {
    QTreeWidgetItem* item = tree_->itemAt(at);
    if (!item) item = tree_->currentItem();
    if (!item) return;
    QMenu menu;
    const QList<QAction*> actions = editActions(item);
    for (QAction* action : actions) {
        action->setParent(&menu);
        if (action == actions.back()) menu.addSeparator();  // the marked lines, apart
        menu.addAction(action);
    }
    menu.exec(tree_->viewport()->mapToGlobal(at));
}

std::vector<Square> BookPanel::lineOf(const QTreeWidgetItem* item) const {
    std::vector<Square> line;
    for (; item; item = item->parent()) {
        line.push_back(Square(item->data(kMoveColumn, kMoveRole).toInt()));
    }
    std::reverse(line.begin(), line.end());
    return line;
}

}  // namespace hasami
