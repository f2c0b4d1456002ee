// SPDX-License-Identifier: GPL-3.0-or-later
// Positions for tests, reached by uniformly random play from the start (seeded: the same
// seed gives the same positions).
#pragma once

#include <random>
#include <vector>

#include "engine/players/player.h"

namespace hasami::test {

// The position with `empties` empty squares reached by random play, or the end of the game
// if it comes first. Forced passes are played.
inline Position randomPosition(int size, int empties, std::mt19937_64& random) {
    Position position = Position::initial(size);
    while (position.emptyCount() > empties && !position.isGameOver()) {
        const Bitboard moves = position.legalMoves();
        if (!moves) {
            position = position.play(kPass);
            continue;
        }
        const int pick = std::uniform_int_distribution<int>(0, popcount(moves) - 1)(random);
        position = position.play(nthSquare(moves, pick));
    }
    return position;
}

// Like randomPosition, but retried until the game is still going with exactly `empties`
// empty squares and the side to move has a move.
inline Position randomLivePosition(int size, int empties, std::mt19937_64& random) {
    for (;;) {
        const Position position = randomPosition(size, empties, random);
        if (position.emptyCount() == empties && position.hasMoves()) return position;
    }
}

// A whole game of random moves from the start: the positions before each move and the moves
// (forced passes played, left out of both).
struct RandomGame {
    std::vector<Position> positions;
    std::vector<Square> moves;
};

inline RandomGame randomGame(std::mt19937_64& random, int size = 8) {
    RandomGame game;
    Position position = Position::initial(size);
    while (!position.isGameOver()) {
        if (!position.hasMoves()) {
            position = position.pass();
            continue;
        }
        const Bitboard moves = position.legalMoves();
        const int pick = std::uniform_int_distribution<int>(0, popcount(moves) - 1)(random);
        game.positions.push_back(position);
        game.moves.push_back(nthSquare(moves, pick));
        position = position.play(game.moves.back());
    }
    return game;
}

}  // namespace hasami::test
