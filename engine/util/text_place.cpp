// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/util/text_place.h"

#include <algorithm>

namespace hasami {

TextPlace placeIn(std::string_view text, std::size_t offset) {
    offset = std::min(offset, text.size());
    const std::string_view before = text.substr(0, offset);
    TextPlace place;
    place.line = std::size_t(std::count(before.begin(), before.end(), '\n')) + 1;
    const std::size_t lineStart = before.rfind('\n');
    place.column = lineStart == std::string_view::npos ? offset + 1 : offset - lineStart;
    return place;
}

std::string describePlace(const TextPlace& place) {
    return "line " + std::to_string(place.line) + ", column " + std::to_string(place.column);
}

std::string atCharacter(std::size_t offset) {
    return "at character " + std::to_string(offset + 1);
}

}  // namespace hasami
