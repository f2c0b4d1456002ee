#include "position_list.h"

#include <string>

#include "notation.h"

namespace hasami::cli {

namespace {

ParseError lineError(std::string_view name, int number, std::string_view what) {
    std::string message(name);
    message.append(" line ").append(std::to_string(number)).append(": ").append(what);
    return ParseError{std::move(message)};
}

}  // namespace

Parsed<std::vector<Position>> readPositionList(std::istream& in, std::string_view name) {
    std::vector<Position> positions;
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        if (line.size() > kMaxPositionLineLength) {
            return lineError(name, number,
                             "longer than " + std::to_string(kMaxPositionLineLength) +
                                 " characters, not a position");
        }
        const std::string_view content = std::string_view(line).substr(0, line.find(';'));
        if (content.find_first_not_of(" \t\r") == std::string_view::npos) continue;
        const Parsed<Position> position = parsePosition(line);
        if (!position) return lineError(name, number, position.error());
        positions.push_back(*position);
    }
    if (positions.empty()) return ParseError{std::string(name) + " holds no position"};
    return positions;
}

}  // namespace hasami::cli
