// SPDX-License-Identifier: GPL-3.0-or-later
// Games in GGF, the Generic Game Format of the Othello servers and of NBoard:
//   (;GM[Othello]PC[place]DT[date]PB[black]PW[white]RE[result]TI[time]TY[8]
//     BO[8 <64 squares> <side>]B[f5/eval/time]W[d6]...;)
// The board in BO is read row by row from a1: '-' empty, '*' black, 'O' white, then the side
// to move ('*' or 'O'). A move is a square or PA (a pass), optionally followed by the mover's
// evaluation in discs and the seconds it took. A file may hold many games, one after another.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/game/game.h"
#include "engine/util/parsed.h"

namespace hasami {

struct GgfGame {
    Game game;          // the start position (BO, or the start of the board TY names) and the moves
    std::string place;  // PC
    std::string date;   // DT
    std::string black;  // PB
    std::string white;  // PW
    std::string result;  // RE: Black's disc difference, "+12.000", or "?" while unknown
    std::string time;    // TI
    // Per move of the game, forced passes included: the evaluation the mover gave it (discs,
    // the mover's point of view) and its time in seconds, where the record has them.
    std::vector<std::optional<double>> evaluations;
    std::vector<std::optional<double>> seconds;
    // Properties this program does not read, in their order, kept so that a game read and
    // written again loses nothing.
    std::vector<std::pair<std::string, std::string>> otherProperties;
};

// Every game in `text`: one or more "(;...;)" records, with anything between them ignored.
// A malformed record is refused with a message naming the game, the property and the
// character where it is.
Parsed<std::vector<GgfGame>> parseGgfGames(std::string_view text);
// Whether `text` holds GGF, rather than a game in another format: it starts with "(;".
bool looksLikeGgf(std::string_view text);
// The details a record gives: PB, PW, PC, DT (as YYYY-MM-DD when it starts so), RE (as "+12"),
// and EV, RO and GC, which SGF names so and GGF readers skip. The game parseGgfGames reads
// carries them.
GameDetails ggfDetails(const GgfGame& ggf);
// Writes `details` into the record where they are not empty: PB, PW, PC, DT, EV, RO, GC (the
// result is the caller's: GGF writes it as a number, GameResult::ggfText).
void setGgfDetails(GgfGame& ggf, const GameDetails& details);
// One game as one GGF record on one line, ending with a newline.
std::string formatGgf(const GgfGame& ggf);

}  // namespace hasami
