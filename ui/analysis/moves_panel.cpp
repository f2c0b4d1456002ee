// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/analysis/moves_panel.h"

#include <QLabel>
#include <QVBoxLayout>

#include "engine/book/openings.h"
#include "engine/game/game_report.h"
#include "ui/analysis/move_list_view.h"
#include "ui/text/game_text.h"

namespace hasami {

namespace {

QLabel* selectableLabel(const char* name) {
    auto* label = new QLabel;
    label->setObjectName(QString::fromLatin1(name));
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByKeyboard | Qt::TextSelectableByMouse);
    label->hide();
    return label;
}

}  // namespace

MovesPanel::MovesPanel(QWidget* parent)
    : QWidget(parent),
      openingName_(selectableLabel("openingName")),
      moveList_(new MoveListView),
      lossTotals_(selectableLabel("lossTotals")) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(openingName_);
    layout->addWidget(moveList_, 1);
    layout->addWidget(lossTotals_);
}

void MovesPanel::showGame(const Game& game, const AnalysisStore& store,
                          const ReviewedPositions* asReviewed, const LineReview& reviewed) {
    showOpening(game);
    moveList_->showGame(game, store, asReviewed);
    const QString totals = MoveListView::lossTotals(game, reportGame(game, reviewed));
    lossTotals_->setText(totals);
    lossTotals_->setVisible(!totals.isEmpty());
}

void MovesPanel::showOpening(const Game& game) {
    const std::string_view name = game.start() == Position::initial(8)
                                      ? OpeningNames::builtIn().nameOf(game.playedMoves())
                                      : std::string_view();
    openingName_->setText(tr("Opening: %1").arg(GameText::openingName(name)));
    openingName_->setVisible(!name.empty());
}

}  // namespace hasami
