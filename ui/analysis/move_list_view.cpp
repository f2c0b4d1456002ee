// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/analysis/move_list_view.h"

#include <QContextMenuEvent>
#include <QKeyEvent>
#include <QMenu>

#include "engine/game/game.h"
#include "ui/text/game_text.h"

namespace hasami {

namespace {

constexpr int kNodeRole = Qt::UserRole;
const QString kIndent = QStringLiteral("\u2003\u2003");  // two em spaces a level

QString reviewText(const MoveReview& review) {
    QString text = QStringLiteral("   %1").arg(GameText::signedNumber(review.score));
    if (review.loss() > 0) {
        text += QStringLiteral("  (%1)").arg(GameText::signedNumber(-review.loss()));
    }
    if (review.isMistake()) text += MoveListView::tr("  mistake");
    return text;
}

QString reviewTip(const MoveReview& review) {
    return MoveListView::tr("This move: %1 (%2). The best move: %3.")
        .arg(GameText::signedNumber(review.score),
             review.book    ? MoveListView::tr("book")
             : review.exact ? MoveListView::tr("exact")
                            : MoveListView::tr("estimate"),
             GameText::signedNumber(review.best));
}

}  // namespace

MoveListView::MoveListView(QWidget* parent) : QListWidget(parent) {
    setObjectName(QStringLiteral("moveList"));
    setAccessibleName(tr("Moves"));
    for (auto signal : {&QListWidget::itemActivated, &QListWidget::itemClicked}) {
        connect(this, signal, this,
                [this](QListWidgetItem* item) { emit nodeChosen(item->data(kNodeRole).toInt()); });
    }
}

void MoveListView::showGame(const Game& game, const AnalysisStore& store) {
    const QSignalBlocker blocker(this);
    clear();
    store_ = &store;
    onLine_.clear();
    for (int ply = 0; ply <= game.length(); ++ply) {
        const auto node = std::size_t(game.nodeAt(ply));
        if (onLine_.size() <= node) onLine_.resize(node + 1);
        onLine_[node] = true;
    }
    auto* start = new QListWidgetItem(tr("Start"));
    start->setData(kNodeRole, kRootNode);
    addItem(start);
    addAfter(game, kRootNode, 0);
    store_ = nullptr;
    setCurrentRow(rowOf(game.current()));
}

void MoveListView::addAfter(const Game& game, NodeId node, int level) {
    // The main line goes on in this loop; each variation is written after the move it
    // replaces, a level further in, before the main line's next move.
    for (;;) {
        const std::span<const NodeId> children = game.childrenOf(node);
        if (children.empty()) return;
        addRow(game, children.front(), level);
        for (std::size_t i = 1; i < children.size(); ++i) {
            addRow(game, children[i], level + 1);
            addAfter(game, children[i], level + 1);
        }
        node = children.front();
    }
}

void MoveListView::addRow(const Game& game, NodeId node, int level) {
    const NodeId parent = game.parentOf(node);
    const Square move = game.moveOf(node);
    const Color mover = game.positionOf(parent).sideToMove();
    QString text = tr("%1. %2 %3")
                       .arg(game.depthOf(node))
                       .arg(GameText::discSymbol(mover), GameText::moveName(move));
    auto* item = new QListWidgetItem;
    item->setData(kNodeRole, node);
    const std::optional<MoveReview> review = reviewMove(game.positionOf(parent), move, *store_);
    if (review) {
        text += reviewText(*review);
        if (review->isMistake()) {
            QFont font = item->font();
            font.setBold(true);
            item->setFont(font);
        }
        item->setToolTip(reviewTip(*review));
    }
    const bool onLine = std::size_t(node) < onLine_.size() && onLine_[node];
    const bool variation = !game.isOnMainLine(node);
    // What a screen reader says: no indentation, but where the move stands in the tree.
    QString spoken = text;
    if (variation) spoken = tr("Variation: %1").arg(spoken);
    const std::string& comment = game.commentOf(node);
    if (!comment.empty()) {
        const QString said = QString::fromStdString(comment);
        text += QLatin1Char('\n') + kIndent.repeated(level) + QStringLiteral("   ") + said;
        spoken += tr(". Comment: %1").arg(said);
    }
    item->setText(kIndent.repeated(level) + text);
    item->setData(Qt::AccessibleTextRole, spoken);
    if (!onLine) {
        item->setForeground(palette().brush(QPalette::Disabled, QPalette::Text));
        item->setData(Qt::AccessibleDescriptionRole, tr("not on the line shown"));
    }
    addItem(item);
}

NodeId MoveListView::nodeAt(int row) const {
    const QListWidgetItem* found = item(row);
    return found ? found->data(kNodeRole).toInt() : kNoNode;
}

int MoveListView::rowOf(NodeId node) const {
    for (int row = 0; row < count(); ++row) {
        if (item(row)->data(kNodeRole).toInt() == node) return row;
    }
    return -1;
}

void MoveListView::keyPressEvent(QKeyEvent* event) {
    if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) {
        QListWidget::keyPressEvent(event);
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
            QListWidget::keyPressEvent(event);
            return;
    }
    event->accept();
}

void MoveListView::contextMenuEvent(QContextMenuEvent* event) {
    // A right click on a move shows it first: the menu's actions act on the move shown.
    if (event->reason() == QContextMenuEvent::Mouse) {
        if (const QListWidgetItem* under = itemAt(event->pos())) {
            emit nodeChosen(under->data(kNodeRole).toInt());
        }
    }
    if (!actions().isEmpty()) QMenu::exec(actions(), event->globalPos(), nullptr, this);
}

QString MoveListView::lossTotals(const Game& game,
                                 const std::vector<std::optional<MoveReview>>& reviews) {
    int loss[2] = {0, 0};
    int mistakes[2] = {0, 0};
    int moves = 0;
    int reviewed = 0;
    for (int i = 0; i < game.length(); ++i) {
        if (game.moves()[std::size_t(i)] == kPass) continue;
        ++moves;
        if (i >= int(reviews.size()) || !reviews[std::size_t(i)]) continue;
        ++reviewed;
        const int side = static_cast<int>(game.positionAt(i).sideToMove());
        loss[side] += reviews[std::size_t(i)]->loss();
        mistakes[side] += reviews[std::size_t(i)]->isMistake() ? 1 : 0;
    }
    if (moves == 0) return {};
    // Totals of a few moves would make the game look better played than it is.
    if (reviewed == 0) return tr("Not reviewed: Analyze Game values every move.");
    QString totals = tr("Discs lost against the best moves: Black %1, White %2. Mistakes: "
                        "Black %3, White %4.")
                         .arg(loss[0])
                         .arg(loss[1])
                         .arg(mistakes[0])
                         .arg(mistakes[1]);
    if (reviewed == moves) return totals;
    return GameText::sentences(tr("Reviewed %1 of %2 moves.").arg(reviewed).arg(moves), totals);
}

}  // namespace hasami
