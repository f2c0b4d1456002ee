// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/analysis/move_list_view.h"

#include "engine/game/game.h"
#include "ui/text/game_text.h"

namespace hasami {

MoveListView::MoveListView(QWidget* parent) : QListWidget(parent) {
    setObjectName(QStringLiteral("moveList"));
    setAccessibleName(tr("Moves"));
    for (auto signal : {&QListWidget::itemActivated, &QListWidget::itemClicked}) {
        connect(this, signal, this, [this](QListWidgetItem* item) { emit plyChosen(row(item)); });
    }
}

void MoveListView::showGame(const Game& game,
                            const std::vector<std::optional<MoveReview>>& reviews) {
    const QSignalBlocker blocker(this);
    clear();
    addItem(tr("Start"));
    for (int i = 0; i < game.length(); ++i) {
        const Color mover = game.positionAt(i).sideToMove();
        QString text = tr("%1. %2 %3")
                           .arg(i + 1)
                           .arg(GameText::discSymbol(mover), GameText::moveName(game.moves()[i]));
        auto* item = new QListWidgetItem;
        if (i < int(reviews.size()) && reviews[i]) {
            const MoveReview& review = *reviews[i];
            text += QStringLiteral("   %1").arg(GameText::signedNumber(review.score));
            if (review.loss() > 0) {
                text += QStringLiteral("  (%1)").arg(GameText::signedNumber(-review.loss()));
            }
            if (review.isMistake()) {
                text += tr("  mistake");
                QFont font = item->font();
                font.setBold(true);
                item->setFont(font);
            }
            item->setToolTip(tr("This move: %1 (%2). The best move: %3.")
                                 .arg(GameText::signedNumber(review.score),
                                      review.book    ? tr("book")
                                      : review.exact ? tr("exact")
                                                     : tr("estimate"),
                                      GameText::signedNumber(review.best)));
        }
        item->setText(text);
        addItem(item);
    }
    setCurrentRow(game.ply());
}

QString MoveListView::lossTotals(const Game& game,
                                 const std::vector<std::optional<MoveReview>>& reviews) {
    int loss[2] = {0, 0};
    int mistakes[2] = {0, 0};
    bool any = false;
    for (int i = 0; i < int(reviews.size()) && i < game.length(); ++i) {
        if (!reviews[i]) continue;
        any = true;
        const int side = static_cast<int>(game.positionAt(i).sideToMove());
        loss[side] += reviews[i]->loss();
        mistakes[side] += reviews[i]->isMistake() ? 1 : 0;
    }
    if (!any) return {};
    return tr("Discs lost against the best moves: Black %1, White %2. Mistakes: Black %3, "
              "White %4.")
        .arg(loss[0])
        .arg(loss[1])
        .arg(mistakes[0])
        .arg(mistakes[1]);
}

}  // namespace hasami
