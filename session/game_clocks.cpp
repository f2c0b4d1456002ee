// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/game_clocks.h"

#include "engine/match/turns.h"

namespace hasami {

GameClocks::GameClocks(QObject* parent) : QObject(parent) {
    flagTimer_.setSingleShot(true);
    flagTimer_.setTimerType(Qt::PreciseTimer);
    connect(&flagTimer_, &QTimer::timeout, this, &GameClocks::onFlagTimer);
}

Milliseconds GameClocks::timeLeft(Color color) const {
    Milliseconds left = record_.clock.remaining(color);
    if (running_ == color) left -= Milliseconds(runningFor_.elapsed());
    return left;
}

ClockRecord GameClocks::record() const {
    ClockRecord now = record_;
    for (Color color : {Color::Black, Color::White}) now.clock.setRemaining(color, timeLeft(color));
    return now;
}

void GameClocks::reset(const ClockRecord& record) {
    flagTimer_.stop();
    running_.reset();
    record_ = record;
    emit changed();
}

void GameClocks::run(std::optional<Color> side) {
    if (!record_.clock.isOn() || record_.lostOnTime) side.reset();
    if (side == running_) return;
    if (running_) {
        flagTimer_.stop();
        record_.clock.spend(*running_, Milliseconds(runningFor_.elapsed()));
        running_.reset();
    }
    if (side) {
        running_ = side;
        runningFor_.start();
        flagTimer_.start(int(std::max<qint64>(0, record_.clock.remaining(*side).count())));
    }
    emit changed();
}

void GameClocks::completeMove(Color mover) {
    record_.clock.completeMove(mover);
    emit changed();
}

void GameClocks::markUnrated() {
    if (record_.clock.isOn()) record_.unrated = true;
}

bool GameClocks::checkFlag() {
    if (!running_ || !hasLostOnTime(record().clock, *running_)) return false;
    onFlagTimer();
    return true;
}

void GameClocks::onFlagTimer() {
    if (!running_) return;
    const Color side = *running_;
    if (!hasLostOnTime(record().clock, side)) {  // the timer fired early: wait for the rest
        flagTimer_.start(int(timeLeft(side).count()));
        return;
    }
    run(std::nullopt);
    record_.lostOnTime = side;
    emit flagFell(side);
}

}  // namespace hasami
