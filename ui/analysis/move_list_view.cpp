// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/analysis/move_list_view.h"

#include <QContextMenuEvent>
#include <QHeaderView>
#include <QKeyEvent>
#include <QMenu>

#include "engine/game/game.h"
#include "engine/game/game_report.h"
#include "ui/text/game_text.h"

namespace hasami {

namespace {

constexpr int kNodeRole = Qt::UserRole;
constexpr int kCommentRole = Qt::UserRole + 1;
constexpr int kClassRole = Qt::UserRole + 2;             // the move's class, where it was reviewed
const QString kIndent = QStringLiteral("\u2003\u2003");  // two em spaces a level
const QString kPlayed = QStringLiteral("\u2026");        // the column already played

QString reviewText(const MoveReview& review) {
    QString text = QStringLiteral("  %1").arg(GameText::signedNumber(review.score));
    if (review.loss() > 0) {
        text += QStringLiteral(" (%1)").arg(GameText::signedNumber(-review.loss()));
    }
    return text;
}

QString reviewTip(const MoveReview& review, const AssessedMove& assessed) {
    const QString values = MoveListView::tr("This move: %1 (%2). The best move: %3.")
                               .arg(GameText::signedNumber(review.score),
                                    review.book    ? MoveListView::tr("book")
                                    : review.exact ? MoveListView::tr("exact")
                                                   : MoveListView::tr("estimate"),
                                    GameText::signedNumber(review.best));
    const QString expected =
        MoveListView::tr("%1: expected score %2 after it, %3 with the best move.")
            .arg(GameText::moveClassWithGlyph(assessed.kind), GameText::percent(assessed.after),
                 GameText::percent(assessed.before));
    return GameText::sentences(values, expected);
}

QTableWidgetItem* plainItem(const QString& text) {
    auto* item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled);
    return item;
}

}  // namespace

MoveListView::MoveListView(QWidget* parent) : QTableWidget(0, 3, parent) {
    setObjectName(QStringLiteral("moveList"));
    setAccessibleName(tr("Moves"));
    setHorizontalHeaderLabels(
        {QString(), GameText::colorName(Color::Black), GameText::colorName(Color::White)});
    horizontalHeader()->setSectionResizeMode(kNumberColumn, QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(kBlackColumn, QHeaderView::Stretch);
    horizontalHeader()->setSectionResizeMode(kWhiteColumn, QHeaderView::Stretch);
    horizontalHeader()->setSectionsClickable(false);
    verticalHeader()->hide();
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    setShowGrid(false);
    setEditTriggers(NoEditTriggers);
    setSelectionMode(SingleSelection);
    setTabKeyNavigation(false);
    setTextElideMode(Qt::ElideRight);
    for (auto signal : {&QTableWidget::itemActivated, &QTableWidget::itemClicked}) {
        connect(this, signal, this, [this](const QTableWidgetItem* item) {
            const QVariant node = item->data(kNodeRole);
            if (node.isValid()) emit nodeChosen(node.toInt());
        });
    }
}

void MoveListView::showGame(const Game& game, const AnalysisStore& store,
                            const ReviewedPositions* asReviewed) {
    const QSignalBlocker blocker(this);
    clearSpans();
    setRowCount(0);
    store_ = &store;
    lineReview_ = reviewLine(game, store, asReviewed).moves;
    whiteStarts_ = game.start().sideToMove() == Color::White;
    onLine_.clear();
    for (int ply = 0; ply <= game.length(); ++ply) {
        const auto node = std::size_t(game.nodeAt(ply));
        if (onLine_.size() <= node) onLine_.resize(node + 1);
        onLine_[node] = true;
    }
    insertRow(0);
    auto* start = new QTableWidgetItem(tr("Start"));
    start->setData(kNodeRole, kRootNode);
    setItem(0, kNumberColumn, start);
    setSpan(0, kNumberColumn, 1, 3);
    const std::span<const NodeId> first = game.childrenOf(kRootNode);
    if (!first.empty()) addLine(game, first.front(), 0);
    store_ = nullptr;
    fitCommentRows();
    setCurrentItem(itemOf(game.current()));
}

void MoveListView::addLine(const Game& game, NodeId first, int level) {
    // A line's moves fill the rows two by two; a comment or the variations at a move end its
    // row, and the line goes on in a new one.
    int row = -1;
    for (NodeId node = first; node != kNoNode;) {
        const NodeId parent = game.parentOf(node);
        const int column =
            game.positionOf(parent).sideToMove() == Color::Black ? kBlackColumn : kWhiteColumn;
        if (row < 0 || column == kBlackColumn) row = startRow(game, node, level);
        addMove(game, node, column);
        const std::span<const NodeId> siblings = game.childrenOf(parent);
        const bool branches = siblings.front() == node && siblings.size() > 1;
        const std::string& comment = game.commentOf(node);
        if (!comment.empty()) {
            addComment(QString::fromStdString(comment), node, level);
            row = -1;
        }
        if (branches) {
            for (std::size_t i = 1; i < siblings.size(); ++i) addLine(game, siblings[i], level + 1);
            row = -1;
        }
        const std::span<const NodeId> next = game.childrenOf(node);
        node = next.empty() ? kNoNode : next.front();
    }
}

int MoveListView::startRow(const Game& game, NodeId node, int level) {
    const int row = rowCount();
    insertRow(row);
    const int pair = (game.depthOf(node) - 1 + (whiteStarts_ ? 1 : 0)) / 2 + 1;
    setItem(row, kNumberColumn, plainItem(kIndent.repeated(level) + QString::number(pair)));
    if (game.positionOf(game.parentOf(node)).sideToMove() == Color::White) {
        setItem(row, kBlackColumn, plainItem(kPlayed));
    }
    return row;
}

void MoveListView::addMove(const Game& game, NodeId node, int column) {
    const NodeId parent = game.parentOf(node);
    const Square move = game.moveOf(node);
    const Color mover = game.positionOf(parent).sideToMove();
    auto* item = new QTableWidgetItem;
    item->setData(kNodeRole, node);
    QString text = GameText::moveName(move);
    QString spoken = tr("Move %1, %2 %3")
                         .arg(game.depthOf(node))
                         .arg(GameText::colorName(mover), GameText::moveName(move));
    // The current line's moves as its review's chain values them, the variations' alone.
    const auto ply = std::size_t(game.depthOf(node) - 1);
    const bool chained =
        onLine_[std::size_t(node)] && ply < lineReview_.size() && game.nodeAt(int(ply) + 1) == node;
    const std::optional<MoveReview> review =
        chained ? lineReview_[ply] : reviewMove(game.positionOf(parent), move, *store_);
    if (review) {
        const AssessedMove assessed =
            assessMove(*review, game.positionOf(parent), game.depthOf(node) - 1);
        text += QLatin1String(moveClassGlyph(assessed.kind));
        if (isMistakeClass(assessed.kind)) {
            QFont font = item->font();
            font.setBold(true);
            item->setFont(font);
        }
        if (const QColor colour = GameText::moveClassColor(assessed.kind); colour.isValid()) {
            item->setForeground(colour);
        }
        text += reviewText(*review);
        spoken += reviewText(*review);
        spoken += QStringLiteral(", ") + GameText::moveClassName(assessed.kind);
        item->setData(kClassRole, int(assessed.kind));
        item->setToolTip(reviewTip(*review, assessed));
    }
    if (!game.isOnMainLine(node)) spoken = tr("Variation: %1").arg(spoken);
    const std::string& comment = game.commentOf(node);
    if (!comment.empty()) spoken += tr(". Comment: %1").arg(QString::fromStdString(comment));
    item->setText(text);
    item->setData(Qt::AccessibleTextRole, spoken);
    const bool onLine = std::size_t(node) < onLine_.size() && onLine_[node];
    if (!onLine) {
        item->setForeground(palette().brush(QPalette::Disabled, QPalette::Text));
        item->setData(Qt::AccessibleDescriptionRole, tr("not on the line shown"));
    }
    setItem(rowCount() - 1, column, item);
}

void MoveListView::addComment(const QString& comment, NodeId node, int level) {
    const int row = rowCount();
    insertRow(row);
    setItem(row, kNumberColumn, plainItem(kIndent.repeated(level)));
    QTableWidgetItem* item = plainItem(comment);
    item->setData(kNodeRole, node);
    item->setData(kCommentRole, true);
    item->setData(Qt::AccessibleTextRole, tr("Comment: %1").arg(comment));
    QFont font = item->font();
    font.setItalic(true);
    item->setFont(font);
    const bool onLine = std::size_t(node) < onLine_.size() && onLine_[node];
    if (!onLine) item->setForeground(palette().brush(QPalette::Disabled, QPalette::Text));
    setItem(row, kBlackColumn, item);
    setSpan(row, kBlackColumn, 1, 2);
}

void MoveListView::fitCommentRows() {
    // A comment wraps across both columns; its row grows to hold it.
    const int width = columnWidth(kBlackColumn) + columnWidth(kWhiteColumn) - 8;
    for (int row = 0; row < rowCount(); ++row) {
        const QTableWidgetItem* comment = item(row, kBlackColumn);
        if (!comment || !comment->data(kCommentRole).toBool()) continue;
        QFont font = this->font();
        font.setItalic(true);
        const QRect needed = QFontMetrics(font).boundingRect(
            QRect(0, 0, std::max(width, 40), 100000), Qt::TextWordWrap, comment->text());
        setRowHeight(row, std::max(needed.height() + 6, verticalHeader()->defaultSectionSize()));
    }
}

void MoveListView::resizeEvent(QResizeEvent* event) {
    QTableWidget::resizeEvent(event);
    fitCommentRows();
}

NodeId MoveListView::nodeAt(int row, int column) const {
    const QTableWidgetItem* found = item(row, column);
    if (!found) return kNoNode;
    const QVariant node = found->data(kNodeRole);
    return node.isValid() ? node.toInt() : kNoNode;
}

QTableWidgetItem* MoveListView::itemOf(NodeId node) const {
    for (int row = 0; row < rowCount(); ++row) {
        for (int column = 0; column < columnCount(); ++column) {
            QTableWidgetItem* found = item(row, column);
            if (found && !found->data(kCommentRole).toBool() && nodeAt(row, column) == node) {
                return found;
            }
        }
    }
    return nullptr;
}

QString MoveListView::rowText(int row) const {
    QStringList texts;
    for (int column = 0; column < columnCount(); ++column) {
        const QTableWidgetItem* found = item(row, column);
        texts << (found ? found->text() : QString());
    }
    while (!texts.isEmpty() && texts.back().isEmpty()) texts.removeLast();
    return texts.join(QStringLiteral(" | "));
}

void MoveListView::keyPressEvent(QKeyEvent* event) {
    if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) {
        QTableWidget::keyPressEvent(event);
        return;
    }
    switch (event->key()) {
        case Qt::Key_Left:
            emit stepAsked(-1);
            break;
        case Qt::Key_Right:
            emit stepAsked(+1);
            break;
        case Qt::Key_Home:
            emit stepAsked(-2);
            break;
        case Qt::Key_End:
            emit stepAsked(+2);
            break;
        case Qt::Key_Up:
            emit variationAsked(-1);
            break;
        case Qt::Key_Down:
            emit variationAsked(+1);
            break;
        default:
            QTableWidget::keyPressEvent(event);
            return;
    }
    event->accept();
}

void MoveListView::contextMenuEvent(QContextMenuEvent* event) {
    // A right click on a move shows it first: the menu's actions act on the move shown.
    if (event->reason() == QContextMenuEvent::Mouse) {
        if (const QTableWidgetItem* under = itemAt(event->pos())) {
            const QVariant node = under->data(kNodeRole);
            if (node.isValid()) emit nodeChosen(node.toInt());
        }
    }
    if (!actions().isEmpty()) QMenu::exec(actions(), event->globalPos(), nullptr, this);
}

QString MoveListView::lossTotals(const Game& game, const GameReport& report) {
    int moves = 0;
    for (const Square move : game.moves()) moves += move != kPass ? 1 : 0;
    if (moves == 0) return {};
    const int reviewed = report.black.moves + report.white.moves;
    // Totals of a few moves would make the game look better played than it is.
    if (reviewed == 0) return tr("Not reviewed: Analyze Game values every move.");
    const auto accuracy = [](const SideReport& side) {
        return side.accuracy ? GameText::percent(*side.accuracy) : tr("none");
    };
    const auto mistakes = [](const SideReport& side) {
        return side.count(MoveClass::Mistake) + side.count(MoveClass::Blunder);
    };
    QString totals =
        tr("Accuracy: Black %1, White %2. Discs lost against the best moves: Black %3, White "
           "%4. Mistakes and blunders: Black %5, White %6.")
            .arg(accuracy(report.black), accuracy(report.white))
            .arg(report.black.discLoss)
            .arg(report.white.discLoss)
            .arg(mistakes(report.black))
            .arg(mistakes(report.white));
    if (reviewed == moves) return totals;
    return GameText::sentences(tr("Reviewed %1 of %2 moves.").arg(reviewed).arg(moves), totals);
}

MoveClass MoveListView::classOf(const QTableWidgetItem* item) {
    const QVariant kind = item ? item->data(kClassRole) : QVariant();
    return kind.isValid() ? MoveClass(kind.toInt()) : MoveClass::Best;
}

bool MoveListView::isClassed(const QTableWidgetItem* item) {
    return item && item->data(kClassRole).isValid();
}

}  // namespace hasami
