// Round-robin matches between players, to measure which is stronger. Every pairing plays its
// games in pairs from the same opening, each player taking each colour once; openings are a
// few random moves, kept only if the resulting position is roughly balanced.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "player.h"

namespace hasami {

struct ArenaOptions {
    std::vector<PlayerSpec> players;
    int gamesPerPairing = 2;
    int size = 8;
    std::uint64_t seed = 1;
    int threads = 1;
};

struct ArenaGame {
    int black = 0;  // indices into ArenaOptions::players
    int white = 0;
    int blackScore = 0;  // final disc difference from Black's side, empties to the winner
    std::string transcript;
};

struct ArenaResult {
    std::vector<ArenaGame> games;
    // points[i][j]: what player i scored against player j (win 1, draw 0.5)
    std::vector<std::vector<double>> points;
    std::vector<std::vector<int>> played;

    double totalPoints(int player) const;
    int totalGames(int player) const;
};

// The opening of game pair `pair` of a match: a few random plies from the start position,
// kept only if a shallow search finds it roughly balanced. Depends only on its arguments.
std::vector<Square> arenaOpening(int size, std::uint64_t seed, int pair);

// Plays one game from `opening` between two players; returns Black's final disc difference.
ArenaGame playArenaGame(Player& black, Player& white, int size, const std::vector<Square>& opening);

// Plays the whole round robin; `onGame` hears of each finished game (from any thread, one
// call at a time), with the number of games finished and the total.
ArenaResult runArena(const ArenaOptions& options,
                     const std::function<void(const ArenaGame&, int, int)>& onGame = {});

}  // namespace hasami
