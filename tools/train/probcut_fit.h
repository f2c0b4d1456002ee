// SPDX-License-Identifier: GPL-3.0-or-later
// hasami-train probcut: fits the Multi-ProbCut models (engine/search/probcut.h) on positions of
// self-play games, each searched exhaustively to every depth and, near the end, solved.
#pragma once

#include <cstdint>
#include <string>

#include "engine/search/probcut.h"

namespace hasami::train {

struct ProbCutOptions {
    int boardSize = 8;  // 8 or 6
    int games = 400;
    int positionsPerGame = 5;  // sampled at random from each game
    int threads = 1;
    std::uint64_t seed = 1;
    int depth = 10;                   // the deepest search measured
    int minDepth = kProbCutMinDepth;  // above it, only the midgame models from this depth
    int solveEmpties = 20;            // positions with this many empties or fewer are also solved
    int window = 2;                   // a model for E empties learns from E - window to E + window
    std::string out;                  // the table, written anew
};

// Measures, fits and writes the table; prints each model's fit on stderr. Returns the exit
// code, with a message on stderr if the file cannot be written.
int runProbCut(const ProbCutOptions& options);

}  // namespace hasami::train
