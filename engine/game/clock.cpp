// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/game/clock.h"

#include <algorithm>
#include <cctype>
#include <vector>

#include "engine/util/words.h"

namespace hasami {

namespace {

constexpr std::int64_t kMaxMilliseconds = 24LL * 3600 * 1000;

// Seconds with at most three decimals, as milliseconds.
std::optional<std::int64_t> parseSeconds(std::string_view text) {
    const std::size_t point = text.find('.');
    const std::string_view whole = text.substr(0, point);
    const std::string_view fraction =
        point == std::string_view::npos ? std::string_view() : text.substr(point + 1);
    if (whole.empty() || whole.size() > 6) return std::nullopt;
    if (point != std::string_view::npos && (fraction.empty() || fraction.size() > 3)) {
        return std::nullopt;
    }
    const auto isDigit = [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; };
    if (!std::all_of(whole.begin(), whole.end(), isDigit) ||
        !std::all_of(fraction.begin(), fraction.end(), isDigit)) {
        return std::nullopt;
    }
    std::int64_t milliseconds = 0;
    for (char c : whole) milliseconds = milliseconds * 10 + (c - '0');
    milliseconds *= 1000;
    std::int64_t scale = 100;
    for (char c : fraction) {
        milliseconds += (c - '0') * scale;
        scale /= 10;
    }
    return milliseconds;
}

std::string formatSeconds(Milliseconds time) {
    if (time.count() < 0) return '-' + formatSeconds(-time);
    std::string text = std::to_string(time.count() / 1000);
    const auto fraction = time.count() % 1000;
    if (fraction == 0) return text;
    std::string decimals = std::to_string(1000 + fraction).substr(1);
    while (decimals.back() == '0') decimals.pop_back();
    return text + '.' + decimals;
}

// Seconds that may be negative (a clock past its flag), as milliseconds.
std::optional<Milliseconds> parseSignedSeconds(std::string_view text) {
    const bool negative = text.starts_with('-');
    const auto magnitude = parseSeconds(negative ? text.substr(1) : text);
    if (!magnitude) return std::nullopt;
    return Milliseconds(negative ? -*magnitude : *magnitude);
}

}  // namespace

Parsed<TimeControl> parseTimeControl(std::string_view text) {
    const std::size_t plus = text.find('+');
    const auto initial = parseSeconds(text.substr(0, plus));
    const auto increment = plus == std::string_view::npos ? std::optional<std::int64_t>(0)
                                                          : parseSeconds(text.substr(plus + 1));
    std::string quoted(1, '\'');
    quoted.append(text.substr(0, 40)).push_back('\'');
    if (!initial || !increment) {
        return ParseError{"time control " + quoted +
                          " is not SECONDS[+INCREMENT], for example 300+2 or 10"};
    }
    if (*initial < 1 || *initial > kMaxMilliseconds || *increment > kMaxMilliseconds) {
        return ParseError{"time control " + quoted +
                          ": the time must be at least 0.001 s and at most a day, and the "
                          "increment at most a day"};
    }
    return TimeControl{Milliseconds(*initial), Milliseconds(*increment)};
}

std::string formatTimeControl(const TimeControl& control) {
    std::string text = formatSeconds(control.initial);
    if (control.increment.count() > 0) text += '+' + formatSeconds(control.increment);
    return text;
}

GameClock::GameClock(const TimeControl& control)
    : control_(control), remaining_{control.initial, control.initial} {}

void GameClock::completeMove(Color color) {
    if (isOn() && remaining(color).count() > 0) remaining_[index(color)] += control_.increment;
}

std::optional<Color> GameClock::flagFallen() const {
    if (!isOn()) return std::nullopt;
    for (Color color : {Color::Black, Color::White}) {
        if (remaining(color).count() <= 0) return color;
    }
    return std::nullopt;
}

std::string formatClockSeconds(Milliseconds time) {
    return formatSeconds(time);
}

std::optional<Milliseconds> parseClockSeconds(std::string_view text) {
    return parseSignedSeconds(text);
}

}  // namespace hasami
