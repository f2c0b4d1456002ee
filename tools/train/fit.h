// SPDX-License-Identifier: GPL-3.0-or-later
// hasami-train fit: the pattern weights that best predict the recorded scores.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/eval/patterns.h"

namespace hasami::train {

struct FitOptions {
    std::vector<std::string> inputs;
    std::string out;
    int boardSize = 8;     // 8 or 6
    double lambda = 8;     // ridge regularisation
    int iterations = 150;  // of conjugate gradients, per phase
    int window = 1;        // a phase also learns from positions this many phases away
    int phaseWidth = 4;    // the empties a phase spans: 4, 2 or 1 (patterns::Layout)
    patterns::Shapes shapes = patterns::Shapes::standard;  // extended: 8x8 only
    int threads = 2;
    // A weights file whose pattern tables and mobility weights are kept: only each phase's
    // bias and parity weight are fitted (to records whose labels no longer lean, see
    // hasami-train label). Empty: every weight is fitted.
    std::string keepPatterns;
    int phases = INT32_MAX;  // fitted in this call, at most; the rest is left to a later one

    // The options that decide the weights, as the journal of a stopped run records them: it
    // resumes only with the same (and inputs of the same sizes).
    std::string signature() const;
};

// Fits the weights, prints the held-out errors and writes the weights file (whole, or not at
// all); returns the exit code, with a message on stderr when something fails. Each phase's
// weights go to options.out + ".part" as they are fitted, with a journal, so that a run stopped
// at any point goes on with the phases left (the positions are read again, the phases done are
// not fitted again).
int runFit(const FitOptions& options);

}  // namespace hasami::train
