// SPDX-License-Identifier: GPL-3.0-or-later
// Lists of positions, one a line, as test suites such as the FFO positions (.obf files) write
// them: `BOARD SIDE`, then anything after ';' a comment; blank and comment-only lines skipped.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/board/position.h"
#include "engine/util/parsed.h"
#include "engine/util/words.h"

namespace hasami {

struct ListedPosition {
    Position position;
    std::string comment;  // what follows ';' on its line, trimmed
};

// One line of a list: nullopt when it is blank or holds a comment alone, else its position or
// why it is none.
Parsed<std::optional<ListedPosition>> parseListedLine(std::string_view line);

// The positions of a list's text (a byte-order mark first is skipped), or what is wrong with its
// first bad line, as "NAME line N: ...". A list without a position is refused too.
Parsed<std::vector<ListedPosition>> parsePositionList(std::string_view text, std::string_view name);

// The same error, for readers that take the lines one by one.
ParseError positionListError(std::string_view name, int line, std::string_view what);

// The items of a text of lines, each read by `parseLine` (a Parsed<std::optional<T>>: nullopt
// for a blank or comment line), a byte-order mark first skipped; or what is wrong with the first
// bad line, as "NAME line N: ...", or "NAME holds no WHAT" when there is no item.
template <typename T, typename ParseLine>
Parsed<std::vector<T>> parseLineList(std::string_view text, std::string_view name,
                                     std::string_view what, const ParseLine& parseLine) {
    text = withoutByteOrderMark(text);
    std::vector<T> items;
    int number = 0;
    while (!text.empty()) {
        ++number;
        const std::size_t end = text.find('\n');
        const std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
        Parsed<std::optional<T>> item = parseLine(line);
        if (!item) return positionListError(name, number, item.error());
        if (*item) items.push_back(*std::move(item).value());
    }
    if (items.empty()) return ParseError{std::string(name) + " holds no " + std::string(what)};
    return items;
}

}  // namespace hasami
