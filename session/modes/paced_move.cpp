// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/modes/paced_move.h"

namespace hasami {

PacedMove::PacedMove(QObject* parent) : QObject(parent) {
    timer_.setSingleShot(true);
    connect(&timer_, &QTimer::timeout, this, &PacedMove::ready);
}

void PacedMove::ask() {
    timer_.stop();
    now_ = false;
    askedFor_.start();
}

void PacedMove::answer(Square move, const QString& problem) {
    move_ = move;
    problem_ = problem;
    const qint64 wait = now_ ? 0 : paceMs_ - askedFor_.elapsed();
    if (wait <= 0) {
        emit ready();
    } else {
        timer_.start(int(wait));
    }
}

bool PacedMove::hurry() {
    now_ = true;
    if (!timer_.isActive()) return false;
    timer_.stop();  // the move is known and only waits: it is played now
    emit ready();
    return true;
}

}  // namespace hasami
