#include "movelistview.h"

#include "game.h"
#include "gametext.h"

namespace hasami {

MoveListView::MoveListView(QWidget* parent) : QListWidget(parent) {
    setObjectName(QStringLiteral("moveList"));
    setAccessibleName(tr("Moves"));
    for (auto signal : {&QListWidget::itemActivated, &QListWidget::itemClicked}) {
        connect(this, signal, this, [this](QListWidgetItem* item) { emit plyChosen(row(item)); });
    }
}

void MoveListView::showGame(const Game& game) {
    const QSignalBlocker blocker(this);
    clear();
    addItem(tr("Start"));
    for (int i = 0; i < game.length(); ++i) {
        const Color mover = game.positionAt(i).sideToMove();
        addItem(tr("%1. %2 %3")
                    .arg(i + 1)
                    .arg(GameText::discSymbol(mover), GameText::moveName(game.moves()[i])));
    }
    setCurrentRow(game.ply());
}

}  // namespace hasami
