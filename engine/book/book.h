// SPDX-License-Identifier: GPL-3.0-or-later
// The opening book: positions near the start with the values of the engine's deep searches,
// built by `hasami-train book` (docs/engine.md, "The opening book") and built into the program
// from engine/data/book8.bin; and, in the same form, the table of solved 6x6 positions
// (engine/data/book6.bin), whose values are all exact.
//
// Every position in the book has a value of its own, from a deep search (or exact). A position
// the builder expanded also has every child in the book, so each of its moves has a value: the
// child's, propagated back by negamax through the expanded positions. Positions are stored
// once for all their images under the board's eight symmetries and both colours (a position
// and its colour-swapped twin with the other side to move have the same value for the side to
// move). A move that leaves the opponent without a move leads to the position after the pass.
//
// A book file, all numbers little-endian:
//   8 bytes  magic "HSMBOOK1"
//   u32      format version (kBookVersion)
//   u32      board size
//   u64      positions
//   u64      checksum: FNV-1a (64 bits) of the position records that follow
//   per position, in increasing order of (player, opponent):
//     u64 player discs, u64 opponent discs (the least image under the symmetries)
//     i8  its own value for the side to move
//     u8  the depth of the search that found it
//     u8  flags: 1 expanded (every child is in the book), 2 the value is exact
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include <random>

#include "engine/board/position.h"
#include "engine/board/symmetry.h"
#include "engine/search/types.h"
#include "engine/util/parsed.h"

namespace hasami {

inline constexpr char kBookMagic[8] = {'H', 'S', 'M', 'B', 'O', 'O', 'K', '1'};
constexpr std::uint32_t kBookVersion = 1;
constexpr std::size_t kBookHeaderBytes = 32;
constexpr std::size_t kBookRecordBytes = 19;

// A position of the book as the builder recorded it.
struct BookEntry {
    int value = 0;          // its own search's value, for the side to move
    int depth = 0;          // plies of that search
    bool exact = false;     // the value is the game's final disc difference under best play
    bool expanded = false;  // every child is in the book too

    bool operator==(const BookEntry&) const = default;
};

// A move of an expanded book position and the book's value of it, for the side to move.
struct BookMove {
    Square move = kNoSquare;
    int value = 0;
    bool exact = false;  // every line of the book below it ends in exact values
};

// The position a move leads to in the book's terms: after the move, and after the opponent's
// pass when it must pass. `sameSide` tells that the side to move is the mover again.
struct BookChild {
    Position position;
    bool sameSide = false;
};
BookChild bookChild(const Position& position, Square move);

class OpeningBook {
public:
    explicit OpeningBook(int boardSize = 8) : boardSize_(boardSize) {}

    int boardSize() const { return boardSize_; }
    std::size_t size() const { return nodes_.size(); }
    std::size_t expandedCount() const;

    // The image of `position` the book stores it as: the least under the symmetries.
    Position canonical(const Position& position) const;
    // The entry of `position` (under any symmetry), if the book has it.
    const BookEntry* find(const Position& position) const;
    // Adds `position` with `entry`, or replaces its entry. Values are propagated by propagate().
    void insert(const Position& position, const BookEntry& entry);

    // Recomputes the negamax value of every position from its children, deepest first.
    void propagate();
    // The book's value of `position` for the side to move: negamax over the expanded
    // positions below it, its own value at the others (as of the last propagate()).
    std::optional<int> valueOf(const Position& position) const;
    // Every legal move of `position` with its value, best first, when the position is expanded;
    // empty otherwise (not in the book, not expanded, or no move to make).
    std::vector<BookMove> movesOf(const Position& position) const;

    // Every position, in the canonical form the book keeps, with its entry.
    std::vector<std::pair<Position, BookEntry>> positions() const;

    // The file's bytes (the format above), the same bytes for the same book.
    std::vector<char> bytes() const;
    static Parsed<OpeningBook> read(std::span<const char> bytes);

    // The book built into the program for a board size (the 8x8 opening book, the 6x6 table),
    // if there is one.
    static const OpeningBook* builtIn(int boardSize);
    // What is wrong with the built-in book; empty when it is sound.
    static std::string builtInProblem();

private:
    struct Key {
        Bitboard player = 0;
        Bitboard opponent = 0;
        bool operator==(const Key&) const = default;
        auto operator<=>(const Key&) const = default;
    };
    struct KeyHash {
        std::size_t operator()(const Key& key) const;
    };
    struct Node {
        BookEntry entry;
        int negamax = 0;
        bool exactBelow = false;
    };

    Key keyOf(const Position& position) const;
    const Node* nodeOf(const Position& position) const;
    Position positionOf(const Key& key) const;

    int boardSize_;
    std::unordered_map<Key, Node, KeyHash> nodes_;
};

// How many discs a move may be valued below the best and still count as its equal, unless both
// values are exact: the book's estimates come from deep searches, whose errors are a disc or
// two, so a one-disc difference between them tells no better move (docs/engine.md).
constexpr int kBookTolerance = 1;

// The book's move for `position`, if it has moves for it: one of the moves that lose at most
// `maxLoss` discs against the best, beyond the tolerance above, drawn with a weight of
// exp(-loss / temperature) (temperature 0: the best moves and their equals alike). Its score
// is the book's value, its line the book's best play after it, and `book` is set.
std::optional<SearchInfo> chooseBookMove(const OpeningBook& book, const Position& position,
                                         double maxLoss, double temperature,
                                         std::mt19937_64& random);
// Every move's book value for `position`, as an analysis, if the book has moves for it.
std::optional<Analysis> bookAnalysis(const OpeningBook& book, const Position& position);
// The book built into the program for the board of `position`, if it has moves for it.
const OpeningBook* builtInBookFor(const Position& position);

}  // namespace hasami
