// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/book/openings.h"

#include <algorithm>

#include "engine/book/book.h"
#include "engine/formats/notation.h"
#include "engine/util/embedded_file.h"

HASAMI_EMBED_FILE(hasami_openings, HASAMI_OPENINGS);

namespace hasami {

namespace {

constexpr int kSize = 8;

}  // namespace

Square OpeningNames::transform(Square square, int symmetry) {
    // The start's symmetries among the board's eight (engine/book/book.h): the identity, the half
    // turn and the two diagonal reflections.
    constexpr int kStartSymmetries[] = {0, 2, 6, 7};
    return transformSquare(square, kSize, kStartSymmetries[symmetry]);
}

Parsed<OpeningNames> OpeningNames::parse(std::string_view text) {
    OpeningNames names;
    const Square f5 = *parseSquare("f5");
    int number = 0;
    for (std::size_t begin = 0; begin < text.size();) {
        std::size_t end = text.find('\n', begin);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view line = text.substr(begin, end - begin);
        begin = end + 1;
        ++number;
        if (line.empty() || line.front() == '#') continue;
        const std::string where = "opening line " + std::to_string(number);
        const std::size_t tab = line.find('\t');
        if (tab == std::string_view::npos || tab + 1 >= line.size()) {
            return ParseError{where + " has no name after a tab"};
        }
        const Parsed<Game> game = parseTranscript(line.substr(0, tab));
        if (!game) return ParseError{where + ": " + game.error()};
        Line opening{{game->moves().begin(), game->moves().end()},
                     std::string(line.substr(tab + 1))};
        if (opening.moves.empty() || opening.moves.front() != f5) {
            return ParseError{where + " does not start at f5"};
        }
        if (std::find(opening.moves.begin(), opening.moves.end(), kPass) != opening.moves.end()) {
            return ParseError{where + " holds a pass"};
        }
        for (const Line& other : names.lines_) {
            if (other.moves == opening.moves) return ParseError{where + " repeats another line"};
        }
        names.lines_.push_back(std::move(opening));
    }
    return names;
}

std::string OpeningNames::builtInProblem() {
    return parse({hasami_openings, hasami_openings_end}).error();
}

const OpeningNames& OpeningNames::builtIn() {
    static const OpeningNames names = [] {
        Parsed<OpeningNames> parsed = parse({hasami_openings, hasami_openings_end});
        // The list is checked by the tests; a damaged one names nothing rather than stop.
        return parsed ? std::move(parsed).value() : OpeningNames{};
    }();
    return names;
}

std::string_view OpeningNames::nameOf(std::span<const Square> moves) const {
    if (moves.empty()) return {};
    int symmetry = 0;
    const Square f5 = squareAt(5, 4);
    while (symmetry < 4 && transform(moves.front(), symmetry) != f5) ++symmetry;
    if (symmetry == 4) return {};
    const Line* longest = nullptr;
    for (const Line& line : lines_) {
        if (line.moves.size() > moves.size()) continue;
        if (longest && line.moves.size() <= longest->moves.size()) continue;
        bool follows = true;
        for (std::size_t i = 0; follows && i < line.moves.size(); ++i) {
            follows = transform(moves[i], symmetry) == line.moves[i];
        }
        if (follows) longest = &line;
    }
    return longest ? std::string_view(longest->name) : std::string_view();
}

}  // namespace hasami
