// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/scoreboard.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include "engine/players/levels.h"
#include "session/game_clocks.h"
#include "session/modes/play_state.h"
#include "session/seats.h"
#include "ui/board/board_painter.h"
#include "ui/text/game_text.h"

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
    : QWidget(parent),
      blackCount_(new QLabel),
      whiteCount_(new QLabel),
      blackDisc_(new QLabel),
      whiteDisc_(new QLabel),
      blackClock_(new QLabel),
      whiteClock_(new QLabel),
      turn_(new QLabel) {
    blackCount_->setObjectName(QStringLiteral("blackScore"));
    whiteCount_->setObjectName(QStringLiteral("whiteScore"));
    turn_->setObjectName(QStringLiteral("turn"));
    turn_->setAlignment(Qt::AlignCenter);
    turn_->setWordWrap(true);
    for (QLabel* label : {blackCount_, whiteCount_}) {
        label->setFont(scaled(font(), kCountScale, true));
    }
    whiteCount_->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    const int discSize = QFontMetrics(blackCount_->font()).height();
    for (const Color color : {Color::Black, Color::White}) {
        QLabel* disc = discLabel(color);
        disc->setObjectName(color == Color::Black ? QStringLiteral("blackDisc")
                                                  : QStringLiteral("whiteDisc"));
        disc->setPixmap(discPicture(color, discSize, devicePixelRatioF()));
        disc->setAccessibleName(GameText::colorName(color));
    }
    turn_->setFont(scaled(font(), kTurnScale, false));
    blackClock_->setObjectName(QStringLiteral("blackClock"));
    whiteClock_->setObjectName(QStringLiteral("whiteClock"));
    for (QLabel* clock : {blackClock_, whiteClock_}) {
        QFont digits = scaled(font(), kCountScale, false);
        digits.setStyleHint(QFont::Monospace);
        digits.setFamily(QStringLiteral("monospace"));
        clock->setFont(digits);
        clock->setAlignment(Qt::AlignCenter);
        clock->setMargin(2);
        clock->setMinimumWidth(QFontMetrics(digits).horizontalAdvance(QStringLiteral("00:00.0")) +
                               8);
        clock->hide();
    }

    // Each side's clock under its count, so that the state of the game between them keeps
    // the width of the window.
    auto* blackLine = new QHBoxLayout;
    blackLine->addWidget(blackDisc_);
    blackLine->addWidget(blackCount_, 1);
    auto* black = new QVBoxLayout;
    black->addLayout(blackLine);
    black->addWidget(blackClock_, 0, Qt::AlignLeft);
    auto* whiteLine = new QHBoxLayout;
    whiteLine->addWidget(whiteCount_, 1);
    whiteLine->addWidget(whiteDisc_);
    auto* white = new QVBoxLayout;
    white->addLayout(whiteLine);
    white->addWidget(whiteClock_, 0, Qt::AlignRight);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(black);
    layout->addWidget(turn_, 1);
    layout->addLayout(white);
}

void Scoreboard::showClocks(const GameClocks& clocks) const {
    const ClockRecord clock = clocks.record();
    for (Color color : {Color::Black, Color::White}) {
        QLabel* label = clockLabel(color);
        label->setVisible(clock.clock.isOn());
        if (!clock.clock.isOn()) continue;
        label->setText(GameText::clockTime(clocks.timeLeft(color)));
        label->setAccessibleName(tr("%1's time left").arg(GameText::colorName(color)));
        // The running clock stands out by its frame and weight, not by colour alone.
        const bool running = clocks.running() == color;
        label->setFrameStyle(running ? QFrame::Box | QFrame::Plain : QFrame::NoFrame);
        label->setLineWidth(2);
        QFont font = label->font();
        font.setBold(running);
        label->setFont(font);
    }
}

void Scoreboard::showGame(const Game& game, const GameClocks& clocks, const PlayState& play,
                          const Seats& seats) {
    const Position& position = game.position();
    const ClockRecord clock = clocks.record();
    blackCount_->setText(tr("Black %1").arg(position.discCount(Color::Black)));
    whiteCount_->setText(tr("White %1").arg(position.discCount(Color::White)));
    showClocks(clocks);
    if (clock.lostOnTime) {
        turn_->setText(GameText::lostOnTime(*clock.lostOnTime));
        return;
    }
    if (position.isGameOver()) {
        turn_->setText(GameText::result(position, game.scoreFor(Color::Black)));
        return;
    }
    const Color side = position.sideToMove();
    QString state = tr("%1 to move").arg(GameText::colorName(side));
    if (game.lastMove() == kPass) {
        state = tr("%1 had to pass. %2").arg(GameText::colorName(opposite(side)), state);
    }
    if (play.isThinking()) {
        state += tr(" (computer thinking)");
    } else if (play.isPaused() && (seats.isComputer(side) || clock.clock.isOn())) {
        state += tr(" (paused)");
    }
    if (clock.unrated) state += tr(" \u00b7 unrated: a move was taken back");
    // At the levels that play their best move, without a clock to hurry it, Hasami's engine
    // solves the small boards.
    const auto perfectAt = [&](Color color) {
        const ComputerPlayer& player = seats.computerPlayer(color);
        const auto* level = std::get_if<LevelPlay>(&player.style);
        return seats.isComputer(color) && player.externalSpec.empty() && level &&
               levelOf(level->level).temperature <= 0;
    };
    const bool perfect = position.size() < 8 && !clock.clock.isOn() &&
                         (perfectAt(Color::Black) || perfectAt(Color::White));
    if (perfect) state += tr(" \u00b7 the computer plays perfectly");
    turn_->setText(state);
}

QString Scoreboard::stateText() const {
    return turn_->text();
}

}  // namespace hasami
