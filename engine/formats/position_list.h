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

}  // namespace hasami
