// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/match/clock.h"

#include <algorithm>
#include <cctype>
#include <vector>

#include "engine/util/words.h"

namespace hasami {

namespace {

constexpr std::int64_t kMaxMilliseconds = 24LL * 3600 * 1000;
// Moves a side is assumed to have beyond its share of the empty squares: passes give it more,
// and what is not spent early is not lost.
constexpr int kExtraMoves = 3;
// Time kept back from every move's budget: a tenth of what is left, within these bounds.
constexpr Milliseconds kLeastReserve{20};
constexpr Milliseconds kMostReserve{1000};

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

std::optional<Color> colorNamed(std::string_view word) {
    if (word == "black") return Color::Black;
    if (word == "white") return Color::White;
    return std::nullopt;
}

// The words of a clock line after "; clock", read into a record.
Parsed<ClockRecord> parseClockWords(const std::vector<std::string_view>& words) {
    const ParseError damaged{
        "the clock line is not '; clock CONTROL black SECONDS white SECONDS [unrated] "
        "[lost-on-time black|white]'"};
    if (words.size() < 5 || words[1] != "black" || words[3] != "white") return damaged;
    const Parsed<TimeControl> control = parseTimeControl(words[0]);
    if (!control) return ParseError{"the clock line's " + control.error()};
    const auto black = parseSignedSeconds(words[2]);
    const auto white = parseSignedSeconds(words[4]);
    if (!black || !white) return damaged;
    ClockRecord record{GameClock(*control), false, std::nullopt};
    record.clock.setRemaining(Color::Black, *black);
    record.clock.setRemaining(Color::White, *white);
    for (std::size_t i = 5; i < words.size(); ++i) {
        if (words[i] == "unrated" && !record.unrated) {
            record.unrated = true;
        } else if (words[i] == "lost-on-time" && i + 1 < words.size() && !record.lostOnTime &&
                   colorNamed(words[i + 1])) {
            record.lostOnTime = colorNamed(words[++i]);
        } else {
            return damaged;
        }
    }
    return record;
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

std::string formatClockLine(const ClockRecord& record) {
    if (!record.clock.isOn()) return {};
    std::string line = "; clock " + formatTimeControl(record.clock.control()) + " black " +
                       formatSeconds(record.clock.remaining(Color::Black)) + " white " +
                       formatSeconds(record.clock.remaining(Color::White));
    if (record.unrated) line += " unrated";
    if (record.lostOnTime) {
        line += record.lostOnTime == Color::Black ? " lost-on-time black" : " lost-on-time white";
    }
    return line + '\n';
}

Parsed<ClockRecord> parseClockLine(std::string_view text) {
    std::optional<Parsed<ClockRecord>> found;
    while (!text.empty()) {
        const std::size_t end = std::min(text.find('\n'), text.size());
        const std::vector<std::string_view> words = splitWords(text.substr(0, end));
        text.remove_prefix(std::min(end + 1, text.size()));
        if (words.size() < 2 || words[0] != ";" || words[1] != "clock") continue;
        if (found) return ParseError{"the game has two clock lines"};
        found = parseClockWords({words.begin() + 2, words.end()});
        if (!*found) return *found;
    }
    if (!found) return ClockRecord{};
    return *found;
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

Milliseconds moveBudget(Milliseconds left, Milliseconds increment, int empties) {
    const Milliseconds reserve = std::clamp(left / 10, kLeastReserve, kMostReserve);
    const Milliseconds spendable = left - reserve;
    if (spendable.count() <= 0) return std::max(left / 4, Milliseconds(1));
    const int movesToGo = (std::max(empties, 1) + 1) / 2 + kExtraMoves;
    const Milliseconds share = spendable / movesToGo + increment * 3 / 4;
    return std::max(std::min(share, spendable / 3), Milliseconds(1));
}

}  // namespace hasami
