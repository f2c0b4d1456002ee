// SPDX-License-Identifier: GPL-3.0-or-later
// The computer's move on its way in Play (session/modes/play_mode.h): asked for, answered,
// and held back until the pace of play has passed since it was asked for, so that a person
// can follow the game; at once when the person asks for the move now.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include "engine/board/bitboard.h"

namespace hasami {

class PacedMove : public QObject {
    Q_OBJECT

public:
    explicit PacedMove(QObject* parent = nullptr);

    // The least time between asking for a move and playing it.
    void setPace(int milliseconds) { paceMs_ = milliseconds; }
    // A move is asked for now: the pace counts from here.
    void ask();
    // The answer, and why it is no move (empty when it is one): `ready` once the pace has
    // passed, at once if it has (or the move was asked for now).
    void answer(Square move, const QString& problem);
    // The person wants the move now: true, with `ready`, when an answer was waiting for the
    // pace; false while the search has not answered yet.
    bool hurry();
    // Nothing is on its way any more.
    void cancel() { timer_.stop(); }

    Square move() const { return move_; }
    const QString& problem() const { return problem_; }

signals:
    void ready();

private:
    QTimer timer_;
    QElapsedTimer askedFor_;
    int paceMs_ = 0;
    bool now_ = false;  // the move was asked for now
    Square move_ = kNoSquare;
    QString problem_;
};

}  // namespace hasami
