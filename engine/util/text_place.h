// SPDX-License-Identifier: GPL-3.0-or-later
// Where a character offset falls in a text, as people count it: the line and the column, both
// from 1, for messages about files.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace hasami {

struct TextPlace {
    std::size_t line = 1;
    std::size_t column = 1;
};

// The place of `offset` in `text` (the end of the text past it).
TextPlace placeIn(std::string_view text, std::size_t offset);
// "line L, column C".
std::string describePlace(const TextPlace& place);
// "at character N", N counted from 1: where a one-line text went wrong.
std::string atCharacter(std::size_t offset);

}  // namespace hasami
