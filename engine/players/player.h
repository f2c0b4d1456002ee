// SPDX-License-Identifier: GPL-3.0-or-later
// The players a game or a match can seat: each picks a move for a position. Named by a short
// spec used everywhere (CLI, settings, tests):
//   random            uniform over the legal moves (seeded)
//   table             the simple baseline: square tables and mobility, alpha-beta to depth 6
//   search:DEPTH      the engine to DEPTH plies (exact near the end)
//   search:time=MS    the engine with MS milliseconds a move
//   minimax:DEPTH     plain minimax without pruning, for comparisons
//   level:N           the level N of play, 1 (a first-time player's) to 13 (the full engine at
//                     tournament pace; engine/players/levels.h)
// A search spec may end in `:null` to turn on null-move reduction (search:8:null), and in
// `:hand` to evaluate with the hand-weighted features instead of the learned patterns
// (search:8:hand), and in `:exhaustive` to search without Multi-ProbCut, for comparisons, and
// in `:book` to play the opening book's moves where it has them (engine/book/book.h); the levels
// always do, the top one its best moves, the others any within a small loss. A
// search or level spec may end in `:threads=N` to search
// each position with N threads (search:time=500:threads=2).
//   gtp:COMMAND       an external engine started by COMMAND, speaking GTP
//   nboard:COMMAND    an external engine speaking the NBoard protocol
// External engines are made by createAnyPlayer (protocols/client/external_player.h), not
// createPlayer.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <string_view>

#include "engine/book/book.h"
#include "engine/game/game.h"
#include "engine/search/types.h"
#include "engine/util/parsed.h"

namespace hasami {

class TranspositionTable;

enum class PlayerKind { Random, Table, Search, Minimax, Level, External };

enum class EngineProtocol { Gtp, Nboard };

struct PlayerSpec {
    PlayerKind kind = PlayerKind::Search;
    int depth = 0;                      // search and minimax
    int level = 0;                      // level: 1 to kLevelCount
    std::chrono::milliseconds time{0};  // search:time=MS
    bool nullMove = false;              // search with null-move reduction
    bool handEvaluation = false;        // search with the hand-weighted evaluation
    bool exhaustive = false;            // search without Multi-ProbCut
    int selectivity = 0;  // search:...:selectivity=P: Multi-ProbCut's cuts right P% of the
                          // time (kSelectivityPercent); 0: the default
    bool book = false;    // search: the opening book's moves where it has them
    int threads = 1;      // search and level: threads searching each position
    std::string weights;  // search: a weights file to evaluate with, if not empty
    EngineProtocol protocol = EngineProtocol::Gtp;  // external: the protocol it speaks
    std::string command;                            // external: its command line

    bool operator==(const PlayerSpec&) const = default;
};

Parsed<PlayerSpec> parsePlayerSpec(std::string_view text);
std::string formatPlayerSpec(const PlayerSpec& spec);
// Why the player of `spec` cannot be made: a weights file it names that cannot be read or
// used; nullopt when it can.
std::optional<ParseError> playerSpecProblem(const PlayerSpec& spec);

class Player {
public:
    virtual ~Player() = default;

    // The move for `position` (kPass when it is forced) and its score for the side to move,
    // in the player's own units (discs for search and minimax). A set `cancel` cuts a long
    // think short; `progress` hears of each completed iteration where the player iterates.
    virtual SearchInfo chooseMove(const Position& position,
                                  const std::atomic<bool>* cancel = nullptr,
                                  const ProgressCallback& progress = {}) = 0;

    // The game whose current position the next chooseMove asks about. The built-in players
    // need the position alone; an external engine is told the moves that led to it.
    virtual void followGame(const Game& game) { (void)game; }

    // Why the last chooseMove gave no legal move (an external engine that failed: crashed,
    // hung, answered garbage), for the person or the log; empty when nothing went wrong.
    virtual std::string problem() const { return {}; }

    // Caps the time of every move from now on (0: no cap beyond the player's own), as a clock
    // requires. The searching players keep to it; the others are fast whatever the position.
    void setMoveTime(std::chrono::milliseconds time) { moveTime_ = time; }

protected:
    std::chrono::milliseconds moveTime() const { return moveTime_; }
    // `limits` with their time cut to the move time, if one is set.
    SearchLimits withinMoveTime(SearchLimits limits) const;

private:
    std::chrono::milliseconds moveTime_{0};
};

// `seed` makes random choices repeatable: the same seed, the same games. A searching player
// uses `table` if one is given (see Searcher), else a table of its own, and plays from `books`
// (none when they are empty: the caller reads the built-in ones and hands them).
// Null for an external engine, which createAnyPlayer (protocols/client/external_player.h) makes.
std::unique_ptr<Player> createPlayer(const PlayerSpec& spec, std::uint64_t seed,
                                     TranspositionTable* table, const Books& books);

// Whether the player a spec names searches with a transposition table.
bool usesTranspositionTable(const PlayerSpec& spec);

// The choice of a player with no move to choose: kPass when it is forced, kNoSquare (and the
// final score) when the game is over; nullopt when there are moves.
std::optional<SearchInfo> choiceWithoutMoves(const Position& position);

// The square of a non-empty set that comes `index`-th in square order.
Square nthSquare(Bitboard set, int index);

// One of the legal moves of `position`, uniformly, or kPass when there is none: one roll
// over the legal moves, no retrying of squares, so the time does not grow as the board fills.
Square randomMove(const Position& position, std::mt19937_64& random);

}  // namespace hasami
