// SPDX-License-Identifier: GPL-3.0-or-later
// Numbers in text: the one reader of whole numbers within a range (with a message naming what
// is wrong) and the one reader and writer of decimal numbers. Both use std::from_chars and
// std::to_chars, so they read and write "0.5" whatever the person's locale (a comma locale
// never turns it into "0,5"). A leading '+' is accepted, as other programs write it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/util/parsed.h"

namespace hasami {

// Makes the C library write and read numbers in the C locale, for the whole program, whatever
// the person's locale: printf's "%.3f" then writes 0.075, never 0,075. A Qt application adopts
// the person's locale when it is made, so the programs call this right after.
void useTheCLocaleForNumbers();

// The whole number `text` is, wholly, if it lies in [low, high].
std::optional<std::int64_t> parseInteger(std::string_view text, std::int64_t low,
                                         std::int64_t high);
// The same, or a message: "WHAT 'TEXT' is not a whole number from LOW to HIGH".
Parsed<std::int64_t> parseRangedInteger(std::string_view text, std::string_view what,
                                        std::int64_t low, std::int64_t high);

// The whole number from 0 to 2^64 - 1 that `text` is, wholly.
std::optional<std::uint64_t> parseUnsigned(std::string_view text);

// The finite decimal number `text` is, wholly ("12", "-3.25", "+0.5", "1e3").
std::optional<double> parseDecimal(std::string_view text);
// `value` with `decimals` digits after the point ("-3.00").
std::string formatDecimal(double value, int decimals);
// `value` in the fewest digits that read back as the same number ("0.5", "-3", "12.25").
std::string formatShortestDecimal(double value);

}  // namespace hasami
