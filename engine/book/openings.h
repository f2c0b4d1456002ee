// SPDX-License-Identifier: GPL-3.0-or-later
// The names of the 8x8 opening lines players use (Tiger, Rose, Buffalo...), read from a list
// of move sequences written from the start with Black's first move at f5. A game is named by
// the longest line it follows; a game that opens elsewhere (e6, d3, c4) is first turned by the
// one symmetry of the start position that brings its first move to f5.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/board/position.h"
#include "engine/util/parsed.h"

namespace hasami {

class OpeningNames {
public:
    struct Line {
        std::vector<Square> moves;  // from the 8x8 start, first move f5
        std::string name;
    };

    // Reads the list (data/openings.txt's form). Refuses a line that is not legal from the
    // start, does not begin at f5, has no name, or repeats another line.
    static Parsed<OpeningNames> parse(std::string_view text);
    // The list built into the program (engine/data/openings.txt).
    static const OpeningNames& builtIn();
    // What is wrong with the built-in list; empty when it is sound.
    static std::string builtInProblem();

    const std::vector<Line>& lines() const { return lines_; }
    // The name of the longest line that `moves` (from the 8x8 start) follow; empty if none.
    std::string_view nameOf(std::span<const Square> moves) const;

    // The symmetries of the 8x8 start position: 0 leaves a square as it is; 1 turns the board
    // half a turn; 2 and 3 reflect it in its two diagonals.
    static Square transform(Square square, int symmetry);

private:
    std::vector<Line> lines_;
};

}  // namespace hasami
