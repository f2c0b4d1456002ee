// SPDX-License-Identifier: GPL-3.0-or-later
// How Hasami plays when another program drives it through GTP or NBoard: the engine options
// of `hasami-cli gtp` and `hasami-cli nboard`, and the game the two protocols share.
#pragma once

#include <chrono>
#include <memory>
#include <string>
#include <string_view>

#include "engine/game/game.h"
#include "engine/players/player.h"
#include "engine/search/search.h"

namespace hasami {

struct EngineSettings {
    int level = 0;                      // 1 to 10; 0: not given
    int depth = 0;                      // plies; 0: not given
    std::chrono::milliseconds time{0};  // per move; 0: not given
    int threads = 1;
    int hashMegabytes = 64;
    bool book = true;  // a search plays the opening book's moves where it has them
};

// The player that chooses the engine's moves: the level given, else a search of the depth or
// time given (with the opening book unless `book` is off), else a search to `protocolDepth`
// plies if the protocol set one (NBoard's `set depth`), else the full-strength level 10.
PlayerSpec moveSpec(const EngineSettings& settings, int protocolDepth);

// The limits of an analysis (NBoard's `hint`): the time or depth given, else the protocol's
// depth, else the depth of the level (10's when none is given).
SearchLimits analysisLimits(const EngineSettings& settings, int protocolDepth);

// The searcher options of the settings: threads, the table's size.
SearchOptions searchOptions(const EngineSettings& settings);

// The engine's player and analyst, made again when the spec changes; they share one table.
class EngineCore {
public:
    explicit EngineCore(const EngineSettings& settings);

    // The player for moves under `protocolDepth`, made on first use.
    Player& player(int protocolDepth);
    Searcher& analyst() { return analyst_; }
    const EngineSettings& settings() const { return settings_; }

private:
    EngineSettings settings_;
    TranspositionTable table_;
    Searcher analyst_;
    PlayerSpec spec_;
    std::unique_ptr<Player> player_;
};

}  // namespace hasami
