// SPDX-License-Identifier: GPL-3.0-or-later
// How Hasami plays when another program drives it through GTP or NBoard: the engine options
// of `hasami-cli gtp` and `hasami-cli nboard`, turned into requests to the engine façade
// (engine/players/engine.h) that both protocols use.
#pragma once

#include <chrono>

#include "engine/players/engine.h"

namespace hasami {

struct EngineSettings {
    int level = 0;                      // 1 to 10; 0: not given
    int depth = 0;                      // plies; 0: not given
    std::chrono::milliseconds time{0};  // per move; 0: not given
    // A move's time on average over the game, spread by its empties (spreadMoveTime); 0: not
    // given.
    std::chrono::milliseconds gameTime{0};
    int threads = 1;
    int hashMegabytes = 64;
    bool book = true;  // a search plays the opening book's moves where it has them
    Books books;       // the books it plays from (the command reads the built-in ones)
};

// How the engine chooses its moves at a position of `empties` empty squares: the level given,
// else a search of the depth or time given (with the opening book unless `book` is off), else a
// search to `protocolDepth` plies if the protocol set one (NBoard's `set depth`), else level 10
// (kBestMoveLevel).
PlayStyle playStyle(const EngineSettings& settings, int protocolDepth, int empties);

// The limits of an analysis (NBoard's `hint`): the time or depth given, else the protocol's
// depth, else the depth of the level (10's when none is given).
SearchLimits analysisLimits(const EngineSettings& settings, int protocolDepth);

// The engine's threads and table; analyses share the table of the moves.
EngineResources engineResources(const EngineSettings& settings);

}  // namespace hasami
