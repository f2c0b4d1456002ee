// SPDX-License-Identifier: GPL-3.0-or-later
// The engine façade: the one door through which the window's engine worker and both
// protocol servers (GTP, NBoard) ask Hasami's engine for a move or an analysis. The opening
// book comes first, then a search or an analysis, with the same options and the same stop.
// The request is a small typed value; the façade keeps its table and searchers from request
// to request, so the engine remembers earlier moves.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <random>
#include <variant>

#include "engine/board/position.h"
#include "engine/players/player.h"
#include "engine/search/types.h"

namespace hasami {

class Searcher;
class TranspositionTable;

// What the engine may use: threads searching each position together, and its tables.
struct EngineResources {
    int threads = 1;
    std::size_t hashMegabytes = 64;
    // The table of analyses; 0: they share the table of the moves. A window that analyses
    // while it plays keeps them apart, so that analysis never changes the engine's moves.
    std::size_t analysisHashMegabytes = 0;

    bool operator==(const EngineResources&) const = default;
};

// The engine plays as one of the levels (1 to kLevelCount, engine/players/levels.h) ...
struct LevelPlay {
    int level = 0;
    bool operator==(const LevelPlay&) const = default;
};
// ... or the best move that a search finds within limits, from the book where it has one.
struct SearchPlay {
    SearchLimits limits;
    bool book = true;
    bool operator==(const SearchPlay& other) const {
        return limits.depth == other.limits.depth && limits.time == other.limits.time &&
               limits.nodes == other.limits.nodes && limits.exact == other.limits.exact &&
               book == other.book;
    }
};
using PlayStyle = std::variant<LevelPlay, SearchPlay>;

struct MoveRequest {
    Position position;
    PlayStyle style;
    std::chrono::milliseconds timeCap{0};  // a clock's budget for the move; 0: none
};

struct AnalysisRequest {
    Position position;
    SearchLimits limits;
    bool book = true;  // the book's values where it has the position: deeper than a search's
};

class Engine {
public:
    // `seed` makes the levels' choices repeatable: the same seed, the same games.
    explicit Engine(const EngineResources& resources = {}, std::uint64_t seed = 1);
    ~Engine();
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    // The table and searchers are made again when the resources change.
    void setResources(const EngineResources& resources);
    const EngineResources& resources() const { return resources_; }
    // The books its moves and analyses read (the built-in ones unless set).
    void setBooks(const Books& books);
    const Books& books() const { return books_; }

    // The move for the request (kPass when it is forced, kNoSquare when the game is over) and
    // its value; stops early, with the best move found so far, when `stop` is set.
    SearchInfo chooseMove(const MoveRequest& request, const std::atomic<bool>* stop = nullptr,
                          const ProgressCallback& progress = {});
    // Every legal move's value; `progress` hears of each deeper iteration.
    Analysis analyze(const AnalysisRequest& request, const std::atomic<bool>* stop = nullptr,
                     const AnalysisCallback& progress = {});
    // A search's value of `position` (no book), on the analyses' searcher.
    SearchInfo evaluate(const Position& position, const SearchLimits& limits,
                        const std::atomic<bool>* stop = nullptr);

private:
    Player& playerFor(const PlayStyle& style);

    EngineResources resources_;
    Books books_;
    std::unique_ptr<TranspositionTable> table_;
    std::unique_ptr<Searcher> analyst_;
    std::unique_ptr<Player> player_;
    PlayerSpec playerSpec_;
    std::mt19937_64 seeds_;  // a seed for each player made, so each one plays its own games
};

}  // namespace hasami
