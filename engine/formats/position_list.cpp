// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/formats/position_list.h"

#include "engine/formats/notation.h"
#include "engine/util/words.h"

namespace hasami {

ParseError positionListError(std::string_view name, int line, std::string_view what) {
    std::string message(name);
    message.append(" line ").append(std::to_string(line)).append(": ").append(what);
    return ParseError{std::move(message)};
}

Parsed<std::optional<ListedPosition>> parseListedLine(std::string_view line) {
    const std::size_t semicolon = line.find(';');
    if (trimmed(line.substr(0, semicolon)).empty()) return std::optional<ListedPosition>();
    const Parsed<Position> position = parsePosition(line);
    if (!position) return ParseError{position.error()};
    std::string comment;
    if (semicolon != std::string_view::npos) {
        comment = std::string(trimmed(line.substr(semicolon + 1)));
    }
    return std::optional<ListedPosition>(ListedPosition{*position, std::move(comment)});
}

Parsed<std::vector<ListedPosition>> parsePositionList(std::string_view text,
                                                      std::string_view name) {
    return parseLineList<ListedPosition>(text, name, "position", parseListedLine);
}

}  // namespace hasami
