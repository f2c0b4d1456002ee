// SPDX-License-Identifier: GPL-3.0-or-later
// A game the opening book does not know, for tests that need the engine to search (rather
// than answer from the book at once) after the person's next move.
#pragma once

#include "engine/book/book.h"
#include "engine/game/game.h"
#include "tests/support/built_in_books.h"

namespace hasami::test {

// From the 8x8 start, the book's worst move while the book has the position, then the first
// legal move until the position is out of the book with Black to move.
inline Game outOfTheBook() {
    Game game;
    const OpeningBook* book = test::builtInBook(8);
    auto firstMove = [&] { return *squaresOf(game.position().legalMoves()).begin(); };
    while ((book && book->find(game.position())) || game.position().sideToMove() != Color::Black ||
           !game.position().hasMoves()) {
        const std::vector<BookMove> moves =
            book ? book->movesOf(game.position()) : std::vector<BookMove>();
        game.play(moves.empty() ? firstMove() : moves.back().move);
    }
    return game;
}

// The first legal move of the game's position.
inline Square firstLegalMove(const Game& game) {
    return *squaresOf(game.position().legalMoves()).begin();
}

}  // namespace hasami::test
