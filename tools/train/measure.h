// SPDX-License-Identifier: GPL-3.0-or-later
// hasami-train measure: how well evaluations predict exact scores, per stage of the game.
#pragma once

#include <string>
#include <vector>

namespace hasami::train {

struct MeasureOptions {
    std::vector<std::string> inputs;   // records whose labels are exact (see --exact-empties)
    std::vector<std::string> weights;  // weights files compared with the built-in ones
    int boardSize = 8;
    int exactEmpties = 24;  // records with more empties are left out: their labels are searches
    int depth = 4;          // of the searches measured beside the static evaluation
    int threads = 2;
};

// Prints, for the built-in weights and each weights file, per band of empties, the mean
// absolute error of the static evaluation and of a search of options.depth plies against the
// records' exact scores; returns the exit code, with a message on stderr on a bad input.
int runMeasure(const MeasureOptions& options);

}  // namespace hasami::train
