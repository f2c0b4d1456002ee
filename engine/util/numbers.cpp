// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/util/numbers.h"

#include <charconv>
#include <clocale>
#include <cmath>

#include "engine/util/quoted.h"

namespace hasami {

namespace {

// `text` without a leading '+' before a digit or a point.
std::string_view withoutPlus(std::string_view text) {
    if (text.size() > 1 && text.front() == '+' && text[1] != '-' && text[1] != '+') {
        text.remove_prefix(1);
    }
    return text;
}

}  // namespace

void useTheCLocaleForNumbers() {
    std::setlocale(LC_NUMERIC, "C");
}

std::optional<std::int64_t> parseInteger(std::string_view text, std::int64_t low,
                                         std::int64_t high) {
    text = withoutPlus(text);
    std::int64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc() || end != text.data() + text.size()) {
        return std::nullopt;
    }
    if (value < low || value > high) return std::nullopt;
    return value;
}

Parsed<std::int64_t> parseRangedInteger(std::string_view text, std::string_view what,
                                        std::int64_t low, std::int64_t high) {
    if (const auto value = parseInteger(text, low, high)) return *value;
    return ParseError{std::string(what) + " " + quotedInput(text, 20) +
                      " is not a whole number from " + std::to_string(low) + " to " +
                      std::to_string(high)};
}

std::optional<std::uint64_t> parseUnsigned(std::string_view text) {
    text = withoutPlus(text);
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc() || end != text.data() + text.size()) {
        return std::nullopt;
    }
    return value;
}

std::optional<double> parseDecimal(std::string_view text) {
    text = withoutPlus(text);
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc() || end != text.data() + text.size() ||
        !std::isfinite(value)) {
        return std::nullopt;
    }
    return value;
}

std::string formatDecimal(double value, int decimals) {
    char text[64];
    const auto [end, error] =
        std::to_chars(text, text + sizeof text, value, std::chars_format::fixed, decimals);
    if (error != std::errc()) return "0";
    return {text, end};
}

std::string formatShortestDecimal(double value) {
    char text[64];
    const auto [end, error] = std::to_chars(text, text + sizeof text, value);
    if (error != std::errc()) return "0";
    return {text, end};
}

}  // namespace hasami
