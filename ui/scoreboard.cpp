#include "scoreboard.h"

#include <QHBoxLayout>
#include <QLabel>

#include "gamecontroller.h"
#include "gametext.h"

namespace hasami {

namespace {

constexpr qreal kCountScale = 1.4;  // the disc counts, in the window's font size
constexpr qreal kTurnScale = 1.15;  // the turn label

QFont scaled(QFont font, qreal scale, bool bold) {
    font.setPointSizeF(font.pointSizeF() * scale);
    font.setBold(bold);
    return font;
}

}  // namespace

Scoreboard::Scoreboard(QWidget* parent)
    : QWidget(parent), blackCount_(new QLabel), whiteCount_(new QLabel), turn_(new QLabel) {
    blackCount_->setObjectName(QStringLiteral("blackScore"));
    whiteCount_->setObjectName(QStringLiteral("whiteScore"));
    turn_->setObjectName(QStringLiteral("turn"));
    turn_->setAlignment(Qt::AlignCenter);
    turn_->setWordWrap(true);
    for (QLabel* label : {blackCount_, whiteCount_}) {
        label->setFont(scaled(font(), kCountScale, true));
    }
    whiteCount_->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    turn_->setFont(scaled(font(), kTurnScale, false));

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(blackCount_);
    layout->addWidget(turn_, 1);
    layout->addWidget(whiteCount_);
}

void Scoreboard::showGame(const GameController& controller) {
    const Game& game = controller.game();
    const Position& position = game.position();
    blackCount_->setText(tr("\u25cf Black %1").arg(position.discCount(Color::Black)));
    whiteCount_->setText(tr("White %1 \u25cb").arg(position.discCount(Color::White)));
    if (position.isGameOver()) {
        turn_->setText(GameText::result(position, game.scoreFor(Color::Black)));
        return;
    }
    const Color side = position.sideToMove();
    QString state = tr("%1 to move").arg(GameText::colorName(side));
    if (game.lastMove() == kPass) {
        state = tr("%1 had to pass. %2").arg(GameText::colorName(opposite(side)), state);
    }
    if (controller.isThinking()) {
        state += tr(" (computer thinking)");
    } else if (controller.isPaused() && controller.isAi(side)) {
        state += tr(" (paused)");
    }
    turn_->setText(state);
}

QString Scoreboard::stateText() const {
    return turn_->text();
}

}  // namespace hasami
