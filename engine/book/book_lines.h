// SPDX-License-Identifier: GPL-3.0-or-later
// How many lines of the opening book a player must know to play the book's best moves through
// it, for each side (the numbers Japanese book browsers show as "umigame" numbers). Below a
// position, for a given player: where the player is to move, the fewest lines among its best
// moves (it needs to know one of them); where the opponent is, the sum over every move the
// opponent may play (each must be answered); a position the book does not expand ends one
// line.
#pragma once

#include <cstdint>
#include <unordered_map>

#include "engine/book/book.h"

namespace hasami {

// A position's lines for the player to move there and for the other player.
struct BookLines {
    std::uint64_t mover = 1;
    std::uint64_t other = 1;
};

// A move's lines for Black and for White, after it.
struct BookMoveLines {
    Square move = kNoSquare;
    std::uint64_t black = 1;
    std::uint64_t white = 1;
};

class BookLineCounter {
public:
    explicit BookLineCounter(const OpeningBook& book) : book_(book) {}

    // The lines below `position` (1 and 1 where the book does not expand it); what is counted
    // is kept for the next questions.
    BookLines linesOf(const Position& position);
    // Each move of `position` with the lines below it for Black and White; empty where the
    // book does not expand the position.
    std::vector<BookMoveLines> movesOf(const Position& position);

private:
    struct Key {
        Bitboard player = 0;
        Bitboard opponent = 0;
        bool operator==(const Key&) const = default;
    };
    struct KeyHash {
        std::size_t operator()(const Key& key) const;
    };

    // The lines of the position `move` leads to, for the mover of `position` and the other.
    BookLines afterMove(const Position& position, Square move);

    const OpeningBook& book_;
    std::unordered_map<Key, BookLines, KeyHash> known_;
};

}  // namespace hasami
