// SPDX-License-Identifier: GPL-3.0-or-later
// The two clocks of a live game: the time each side has left, the clock that runs now, and its
// flag falling. What the clocks say of the game (unrated, lost on time) is kept with them.
// Whether a clock runs is Play's call (session/modes/play_mode.h); this measures and charges
// the time.
#pragma once

#include <optional>

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include "engine/game/clock.h"

namespace hasami {

class GameClocks : public QObject {
    Q_OBJECT

public:
    explicit GameClocks(QObject* parent = nullptr);

    // The clocks as they stand now, running time charged (off when the game has no clock).
    ClockRecord record() const;
    bool isOn() const { return record_.clock.isOn(); }
    // What `color` has left now, its running time included.
    Milliseconds timeLeft(Color color) const;
    // The side whose clock runs now, if one does.
    std::optional<Color> running() const { return running_; }

    // New clocks (stopped), as a new game or an opened one has them.
    void reset(const ClockRecord& record);
    // Runs `side`'s clock, or none; the one running before is charged and stopped.
    void run(std::optional<Color> side);
    // `mover` has just made a move: its increment, unless its time had already run out.
    void completeMove(Color mover);
    // A move was taken back while the clocks ran: the game is no longer rated.
    void markUnrated();
    // Whether the running side's time has run out, declaring its loss (flagFell) if so.
    bool checkFlag();

signals:
    // A clock started, stopped or was charged: timeLeft() has changed.
    void changed();
    // `color`'s time ran out: it has lost on time.
    void flagFell(hasami::Color color);

private:
    void onFlagTimer();

    ClockRecord record_;
    std::optional<Color> running_;
    QElapsedTimer runningFor_;  // since running_'s clock started
    QTimer flagTimer_;          // fires when the running side's time would run out
};

}  // namespace hasami
