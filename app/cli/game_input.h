// SPDX-License-Identifier: GPL-3.0-or-later
// The games of a file that hasami-cli reads: Hasami's game file (one game with its analyses,
// or a transcript, which it reads too) or a GGF file of one game or many; or why not, the
// message naming the file and the place in it.
#pragma once

#include <string>
#include <vector>

#include <QString>

#include "engine/game/game.h"
#include "engine/game/review.h"
#include "engine/util/parsed.h"

namespace hasami::cli {

struct ReadGame {
    Game game;
    AnalysisStore analyses;  // what a game file's analysis lines say
};

// The games of the file `name` (- for standard input). What of a game file is left out (damaged
// clock or analysis lines) is added to `notes`, each naming the file.
Parsed<std::vector<ReadGame>> readGames(const QString& name, std::vector<std::string>& notes);

}  // namespace hasami::cli
