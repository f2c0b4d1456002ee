// SPDX-License-Identifier: GPL-3.0-or-later
// hasami-train generate: positions of varied self-play, each labelled with the engine's own
// deeper look at it (an exact solve near the end, a search of a fixed depth before that) or by
// the result of the game played on from it.
#pragma once

#include <cstdint>
#include <string>

namespace hasami::train {

struct GenerateOptions {
    int boardSize = 8;  // 8 or 6
    int games = 1000;
    int threads = 1;
    std::uint64_t seed = 1;
    int solveEmpties = 18;      // positions with this many empties or fewer are solved exactly
    int depth = 6;              // of the search that labels each position before that
    double randomShare = 0.05;  // of the moves after the opening, played at random
    int openingMin = 2;         // random moves at the start: between these two
    int openingMax = 14;
    // Of the games, the share that opens along the built-in opening book instead: its moves
    // within 4 discs of the best for 4 to 30 plies (or to the book's end), then one or two
    // random moves.
    double bookShare = 0;
    bool handEvaluation = false;  // label with the hand-weighted evaluation, not the learned one
    bool bothParities = false;    // label by the mean of searches of depth and depth + 1
    // Label each position by the final disc difference of its game instead (for the side to
    // move), the game played on by searches of `depth` and solved exactly from `solveEmpties`.
    // Only the positions after the game's last random move are kept: a random move would
    // change the result of every position before it.
    bool outcomeLabels = false;
    std::string out;  // appended to; resumed if its journal says so
    // Where each game's line (games.h) goes as well, in the same order, with a journal of its
    // own; none when empty.
    std::string gamesOut;

    // The options that decide the records, as the journal records them: a run resumes only
    // with the same.
    std::string signature() const;
};

// Plays the games not yet in options.out (by its journal), appends their records in game
// order, and reports progress on stderr; returns the exit code, with a message on stderr if
// the file cannot be opened or written or was made with other options.
int runGenerate(const GenerateOptions& options);

}  // namespace hasami::train
