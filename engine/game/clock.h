// SPDX-License-Identifier: GPL-3.0-or-later
// Time controls and a game's clocks: each side has a time for the whole game, spends it while
// it is to move, and gains an increment after each of its moves (Fischer's). A side whose time
// runs out loses on time. Plain values: what measures the time (a steady clock, a Qt timer)
// charges it here, and engine/match/turns.h says how long a move may take.
#pragma once

#include <array>
#include <chrono>
#include <optional>
#include <string>
#include <string_view>

#include "engine/board/position.h"
#include "engine/util/parsed.h"

namespace hasami {

using Milliseconds = std::chrono::milliseconds;

struct TimeControl {
    Milliseconds initial{0};    // each side's time for the game; 0: no clock
    Milliseconds increment{0};  // added to a side's time after each of its moves

    bool isOn() const { return initial.count() > 0; }
    bool operator==(const TimeControl&) const = default;
};

// "SECONDS[+INCREMENT]", each a number of seconds with at most three decimals ("10",
// "300+2", "0.5+0.1"); the time at least a millisecond, at most a day.
Parsed<TimeControl> parseTimeControl(std::string_view text);
// The same form, shortest: "300+2", "10", "0.5+0.1".
std::string formatTimeControl(const TimeControl& control);

class GameClock {
public:
    GameClock() = default;  // no clock
    explicit GameClock(const TimeControl& control);

    const TimeControl& control() const { return control_; }
    bool isOn() const { return control_.isOn(); }

    // What `color` has left; negative once its flag has fallen.
    Milliseconds remaining(Color color) const { return remaining_[index(color)]; }
    void setRemaining(Color color, Milliseconds left) { remaining_[index(color)] = left; }
    // `color` thought for `elapsed`.
    void spend(Color color, Milliseconds elapsed) { remaining_[index(color)] -= elapsed; }
    // `color` completed a move: its increment, unless its time had already run out.
    void completeMove(Color color);
    // The side whose time has run out, if one has.
    std::optional<Color> flagFallen() const;

    bool operator==(const GameClock&) const = default;

private:
    static int index(Color color) { return color == Color::Black ? 0 : 1; }

    TimeControl control_;
    std::array<Milliseconds, 2> remaining_{};
};

// A game's clocks as a game file keeps them, with what they say of the game.
struct ClockRecord {
    GameClock clock;
    bool unrated = false;             // a move was taken back while the clocks ran
    std::optional<Color> lostOnTime;  // the side whose time ran out: the game ended there

    bool operator==(const ClockRecord&) const = default;
};

// Seconds with at most three decimals, as a game file writes clock times ("299.5", "-0.2"):
// written shortest, read back exactly (a sign allowed, to a day at most).
std::string formatClockSeconds(Milliseconds time);
std::optional<Milliseconds> parseClockSeconds(std::string_view text);

}  // namespace hasami
