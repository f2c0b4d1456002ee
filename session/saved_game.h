// SPDX-License-Identifier: GPL-3.0-or-later
// The game in progress as the autosave keeps it: the whole tree of moves with its comments and
// clock times, the node shown, who plays each colour, the clocks and the analyses. The file is
// a game file (engine/formats/game_file.h) after a header of its own:
//   hasami-autosave 3
//   black ai|human
//   white ai|human
//   node N          the node shown, numbered as the game file numbers its moves
//   paused yes|no   the computer was paused
//   modified yes|no the game had changes not saved to a file or kept in My games
//   file PATH       the game file it was opened from or saved to (nothing after "file": none)
// Version 2 (without the last three lines) and version 1, which kept a line of moves and
// `ply N` (the moves played), are still read.
#pragma once

#include <string>

#include <QString>

#include <vector>

#include "engine/formats/game_file.h"
#include "engine/game/clock.h"
#include "engine/game/game.h"
#include "engine/game/review.h"
#include "engine/util/parsed.h"

namespace hasami {

struct SavedGame {
    Game game;  // the node shown is its current node
    bool blackIsAi = false;
    bool whiteIsAi = true;
    ClockRecord clock;            // off when the game has no clock
    AnalysisStore analyses;       // what was found about its positions
    std::string analysisProblem;  // a damaged analysis, left out; empty when there was none
    bool paused = false;
    bool modified = false;
    QString file;
    std::vector<Position> reviewed;  // the positions Analyze Game has reviewed
};

// As large as a saved game may be: a game file and the header.
inline constexpr qint64 kMaxSavedGameBytes = qint64(kMaxGameFileBytes) + 1024;

QString formatSavedGame(const SavedGame& saved);
Parsed<SavedGame> parseSavedGame(const QString& text);

}  // namespace hasami
