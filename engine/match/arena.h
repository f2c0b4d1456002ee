// SPDX-License-Identifier: GPL-3.0-or-later
// Round-robin matches between players, to measure which is stronger. Every pairing plays its
// games in pairs from the same opening, each player taking each colour once; openings are a
// few random moves, kept only if the resulting position is roughly balanced, or none at all
// (ArenaOptions::fromStart).
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/game/clock.h"
#include "engine/game/game.h"
#include "engine/players/player.h"

namespace hasami {

class Searcher;

struct ArenaOptions {
    std::vector<PlayerSpec> players;
    int gamesPerPairing = 2;
    int size = 8;
    std::uint64_t seed = 1;
    int threads = 1;
    TimeControl clock;  // off: no clocks
    // Plies of the analysis that measures what each move played loses against the best move
    // (exact from kLossExactEmpties); 0: not measured.
    int lossDepth = 0;
    // Every game starts from the standard start position instead of a random opening: the
    // players' own variety (the book's, the levels') makes the games differ.
    bool fromStart = false;
    // Makes each game's players; createPlayer without a book when empty. A program passes
    // createAnyPlayer (protocols/client/external_player.h) with the books it read, to start
    // external engines too.
    std::function<std::unique_ptr<Player>(const PlayerSpec&, std::uint64_t seed,
                                          TranspositionTable* table)>
        makePlayer;
};

inline constexpr int kLossExactEmpties = 18;

// What the moves of one side lost, in discs, against the best move of each position.
struct MoveLosses {
    int total = 0;
    int moves = 0;
    MoveLosses& operator+=(const MoveLosses& other) {
        total += other.total;
        moves += other.moves;
        return *this;
    }
    double mean() const { return moves ? double(total) / moves : 0.0; }
};

struct ArenaGame {
    int black = 0;  // indices into ArenaOptions::players
    int white = 0;
    int blackScore = 0;  // final disc difference from Black's side, empties to the winner
    std::string transcript;
    // With clocks: the side whose time ran out (it loses), and the least time each side had
    // left after a move of its own.
    std::optional<Color> lostOnTime;
    std::array<Milliseconds, 2> leastLeft{};
    std::array<MoveLosses, 2> losses{};  // Black's and White's, when measured
    // Why a player forfeited: the illegal move it returned, or what went wrong with it.
    std::string forfeit;
};

struct ArenaResult {
    std::vector<ArenaGame> games;
    // points[i][j]: what player i scored against player j (win 1, draw 0.5)
    std::vector<std::vector<double>> points;
    std::vector<std::vector<int>> played;
    std::vector<int> timeLosses;          // games each player lost on time
    std::vector<Milliseconds> leastLeft;  // the least time each player had left after a move
    std::vector<MoveLosses> losses;       // each player's, when measured

    double totalPoints(int player) const;
    int totalGames(int player) const;
};

// The opening of game pair `pair` of a match: a few random plies from the start position,
// kept only if a shallow search finds it roughly balanced. Depends only on its arguments.
std::vector<Square> arenaOpening(int size, std::uint64_t seed, int pair);

// Plays one game from `opening` between two players, with clocks if `clock` is on: each move
// is timed and charged, the player's move time set to its budget, and a side whose time runs
// out loses. A player that returns an illegal move, or loses on time, loses by the whole board.
ArenaGame playArenaGame(Player& black, Player& white, int size, const std::vector<Square>& opening,
                        const TimeControl& clock = {});

// What each side's moves in `game` from ply `fromPly` on lost (Black's, White's), as `judge`'s
// analysis to `depth` plies values them; forced passes are not moves.
std::array<MoveLosses, 2> measureLosses(const Game& game, int fromPly, Searcher& judge, int depth);

// Plays the whole round robin; `onGame` hears of each finished game (from any thread, one
// call at a time), with the number of games finished and the total.
ArenaResult runArena(const ArenaOptions& options,
                     const std::function<void(const ArenaGame&, int, int)>& onGame = {});

}  // namespace hasami
