// SPDX-License-Identifier: GPL-3.0-or-later
// The training record: the self-play games themselves, one line each, a few bytes a game, so
// that the positions and their outcome labels can be made again on any machine from a file
// kept with the project (only the labels that cost searches are computed again).
//
// A line is the game's moves run together, each random one in capitals, passes implicit, then
// a space and Black's final disc difference: `f5D6c3d3...e8 +6`. Positions after a game's last
// random move are labelled by that result as generate --outcome-labels labels them.
#pragma once

#include <string>
#include <vector>

#include "engine/board/position.h"
#include "engine/util/parsed.h"

namespace hasami::train {

// Adds `move` to a game line, in capitals when it was played at random.
void appendGameMove(std::string& line, Square move, bool random);
// Ends a game line with the result of `finished` for Black and a new line.
void finishGameLine(std::string& line, const Position& finished);

struct PositionsOptions {
    std::vector<std::string> inputs;  // game files
    std::string out;                  // the records file, replaced
    int boardSize = 8;
    // Every position where the side to move has a move, not only those after the last random
    // move; labelled by the game's result all the same, for `label` to label again.
    bool everyPosition = false;
};

// The records of the games in `text` (a game file's content): each position where the side to
// move has a move, after the game's last random move unless `everyPosition`, labelled by the
// game's result for its side to move; or why a line is refused (its line number and the reason: an
// illegal move, a game not over, a result that is not the game's).
Parsed<std::vector<char>> positionsOfGames(std::string_view text, int boardSize,
                                           bool everyPosition);

// hasami-train positions: writes the records of every game of the inputs; the exit code.
int runPositions(const PositionsOptions& options);

}  // namespace hasami::train
