// SPDX-License-Identifier: GPL-3.0-or-later
// Hasami's game file: the one reader and writer of it, used by Open, Save, the clipboard, the
// autosave and hasami-cli. Its grammar is in docs/game-file.md; in short:
//
//   ; black NAME                     the game's details (GameDetails), one a line: black,
//                                    white, event, place, date, round, result, note
//   [POSITION]                       the start, when it is not the 8x8 start position
//   f5 d6 c3 (c5 f4 (f6) e3) d3      the moves; a variation in parentheses follows the move
//                                    it replaces and may nest; {a comment} follows its move
//   ; clock CONTROL black S white S [unrated] [lost-on-time black|white]
//   ; times NODE black S white S     the clock times after a move
//   ; analysis NODE MOVE SCORE DEPTH KIND [MOVE SCORE DEPTH KIND]...
//   ; line NODE MOVE MOVE...           the best line of the analysis of NODE
//   ; reviewed NODE [NODE]...          the positions Analyze Game has reviewed
//
// Lines starting with ';' or '#' are comments to other programs. NODE numbers the moves in
// the order the file writes them, forced passes counted where they are left out, 0 being the
// start: in a file without variations, the number of moves played.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/game/clock.h"
#include "engine/game/game.h"
#include "engine/game/review.h"
#include "engine/util/parsed.h"

namespace hasami {

// What a game file holds.
struct GameFile {
    Game game;  // the tree with its comments and clock times, the end of the main line shown
    ClockRecord clock;       // off when the file has no clock line
    AnalysisStore analyses;  // what its analysis lines say
    // The positions its reviewed line names: the moves played from them count in the review's
    // totals (session/analysis_scheduler.h).
    std::vector<Position> reviewed;
    // What was damaged and left out (the game is read all the same); empty when nothing was.
    std::string clockProblem;     // the clock line, or the clock times of the moves
    std::string analysisProblem;  // the analysis lines: all of them are left out
};

// The most a game file may hold, in bytes: what a tree of 5,000 moves with comments, clock
// times and analyses needs (1.25 MB), with room to spare.
inline constexpr std::size_t kMaxGameFileBytes = 2 << 20;

// Reads a game file, or what other programs write: a transcript (from the start position of
// whichever board size its moves fit, 8x8 tried first), a position line alone (a game starting
// there), or a position line then moves. Refuses anything else with a message that starts
// "line L, column C: " and says what is wrong there; the error's offset is that place.
Parsed<GameFile> readGameFile(std::string_view text);
// The whole tree with its comments, the clocks, each move's clock times and the analyses of
// its positions that `analyses` knows, and which of its positions are `reviewed`, as
// readGameFile reads it back.
std::string writeGameFile(const Game& game, const ClockRecord& clock, const AnalysisStore& analyses,
                          std::span<const Position> reviewed = {});
// The current line alone, as other programs read a game: its transcript when it starts from
// the 8x8 start position, else (or when it has no moves) the start position's line first.
std::string writeGameLine(const Game& game);

// The nodes of `game` in the order its file writes their moves, the root first.
std::vector<NodeId> nodesInFileOrder(const Game& game);
// One node at the end of each line of the tree: the main line's first, then each variation's,
// following its main line, in the order the variations start in the file.
std::vector<NodeId> lineEnds(const Game& game);

// The clock line alone, empty when the clock is off; and the clock line of a text (the first
// of its lines that is one), no clock when there is none.
std::string formatClockLine(const ClockRecord& record);
Parsed<ClockRecord> parseClockLine(std::string_view text);

}  // namespace hasami
