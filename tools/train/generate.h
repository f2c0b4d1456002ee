// hasami-train generate: self-play games whose positions are labelled with exact results.
#pragma once

#include <cstdint>
#include <string>

namespace hasami::train {

struct GenerateOptions {
    int games = 1000;
    int threads = 1;
    std::uint64_t seed = 1;
    int solveEmpties = 18;             // from here on every position is solved exactly
    int depth = 4;                     // of the searches that choose the moves before that
    double randomShare = 0.1;          // of the moves from solveEmpties on
    double midgameRandomShare = 0.02;  // of the moves between the opening and solveEmpties
    int openingMin = 2;                // random moves at the start: between these two
    int openingMax = 14;
    std::string out;  // appended to
};

// Plays the games and appends their records to options.out; returns the exit code, with a
// message on stderr if the file cannot be opened or written.
int runGenerate(const GenerateOptions& options);

}  // namespace hasami::train
