// SPDX-License-Identifier: GPL-3.0-or-later
// The search of the board's evaluations (session/analysis_scheduler.h): how it goes as the
// settings say (Settings > Analysis), and how far it has gone, for the window to show.
#pragma once

#include <chrono>

#include "engine/search/types.h"

namespace hasami {

// How the board's evaluations search when the settings decide (Settings > Analysis).
struct BoardSearch {
    int depth = 12;                // plies; closer to the end, every move is solved exactly
    std::chrono::seconds time{0};  // for one position at most; 0: no limit
    bool deepens = false;          // goes on deepening after `depth`, until solved or stopped

    bool operator==(const BoardSearch&) const = default;
};

// The search that values the position shown, as far as it has gone: its depth, nodes and time
// (SearchInfo's figures; no move), whether it still runs, whether it goes on deepening until
// stopped, and when it started.
struct BoardActivity {
    bool running = false;
    bool deepening = false;
    SearchInfo figures;
    std::chrono::steady_clock::time_point since{};

    // How long it has searched: counting on while it runs (between its reports too), its own
    // figure once it has stopped. Every view of it shows the same time.
    double seconds() const {
        if (!running) return figures.seconds;
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - since).count();
    }
};

}  // namespace hasami
