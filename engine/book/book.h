// SPDX-License-Identifier: GPL-3.0-or-later
// The opening book: positions near the start with the values of the engine's deep searches,
// built by `hasami-train book` (docs/engine.md, "The opening book") and built into the program
// from engine/data/book8.bin; and, in the same form, the table of solved 6x6 positions
// (engine/data/book6.bin), whose values are all exact. A person's own book is a file of the
// same form; Edax's books and a text form are read and written by engine/book/book_exchange.h.
//
// Every position in the book has a value of its own, from a deep search (or exact): the value
// of its best move among those whose positions are not in the book, the leaf, when the search
// named that move; the position's own value where it did not (the first version of the file).
// Each move whose position is in the book has that position's value, propagated back by
// negamax; a position whose every move is in the book is expanded, and its value is its best
// move's. Positions are stored once for all their images under the board's eight symmetries
// and both colours (a position and its colour-swapped twin with the other side to move have the
// same value for the side to move). A move that leaves the opponent without a move leads to the
// position after the pass.
//
// A book file, all numbers little-endian:
//   8 bytes  magic "HSMBOOK1"
//   u32      format version (kBookVersion; version 1 is read too)
//   u32      board size
//   u64      positions
//   u64      checksum: FNV-1a (64 bits) of the position records that follow
//   per position, in increasing order of (player, opponent):
//     u64 player discs, u64 opponent discs (the least image under the symmetries)
//     i8  its own value for the side to move
//     u8  the depth of the search that found it
//     u8  flags: 1 expanded (every child is in the book), 2 the value is exact, 4 the value
//         was set by hand (it stands for the position, whatever its moves in the book say)
//     u8  the leaf: the square of the move the value is of, on this image; 255 when none is
//         named (version 2 only)
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <random>

#include "engine/board/position.h"
#include "engine/board/symmetry.h"
#include "engine/book/position_table.h"
#include "engine/search/types.h"
#include "engine/util/parsed.h"

namespace hasami {

inline constexpr char kBookMagic[8] = {'H', 'S', 'M', 'B', 'O', 'O', 'K', '1'};
constexpr std::uint32_t kBookVersion = 2;
constexpr std::size_t kBookHeaderBytes = 32;
// A position's bytes in version 2, and in version 1 (without the leaf).
constexpr std::size_t kBookRecordBytes = 20;
constexpr std::size_t kBookRecordBytesV1 = 19;

// A position of the book as its search recorded it.
struct BookEntry {
    int value = 0;          // its own search's value, for the side to move: the leaf's if named
    int depth = 0;          // plies of that search
    bool exact = false;     // the value is the game's final disc difference under best play
    bool expanded = false;  // every child is in the book too (found again by propagate())
    bool handSet = false;   // the value was set by hand, not by a search: it is the position's
    // The move `value` is of, the best of those whose positions are not in the book, on the
    // image the entry is given or found with; kNoSquare when none is named.
    Square leaf = kNoSquare;

    bool operator==(const BookEntry&) const = default;
};

// A move the book has for a position and its value, for the side to move.
struct BookMove {
    Square move = kNoSquare;
    int value = 0;
    bool exact = false;    // every line of the book below it ends in exact values
    bool leaf = false;     // its position is not in the book: the value is the leaf's
    bool handSet = false;  // its position's value was set by hand
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
    // Makes room for `positions` positions at once.
    void reserve(std::size_t positions) { nodes_.reserve(positions); }

    // The image of `position` the book stores it as: the least under the symmetries.
    Position canonical(const Position& position) const;
    // The entry of `position` (under any symmetry), if the book has it, its leaf on the image of
    // `position`.
    std::optional<BookEntry> find(const Position& position) const;
    // Adds `position` with `entry` (its leaf on the image of `position`), or replaces its
    // entry. Values are propagated by propagate().
    void insert(const Position& position, const BookEntry& entry);

    // Finds again which positions are expanded and recomputes the negamax value of every
    // position from its children and its leaf, deepest first.
    void propagate();
    // The book's value of `position` for the side to move (as of the last propagate()): the
    // best of its moves in the book and its own value (its leaf's), or of its moves alone when
    // it is expanded.
    std::optional<int> valueOf(const Position& position) const;
    // Whether the book's value of `position` is exact: its own and every move's in the book.
    bool isExact(const Position& position) const;
    // The moves the book has for `position`, best first: those whose positions are in the book
    // and the leaf when it is named; every legal move when the position is expanded. Empty when
    // the position is not in the book or the book has none of its moves. A position without a
    // named leaf (a book of version 1, or one whose move was deleted) still offers the moves the
    // book has: its lines go on through them.
    std::vector<BookMove> movesOf(const Position& position) const;

    // Removes `position` (under any symmetry); whether the book had it. Values are propagated
    // by propagate().
    bool erase(const Position& position);

    // Adds `position` with `entry` unless the book has it from a search as deep or deeper.
    void offer(const Position& position, const BookEntry& entry);
    // Adds every position of `other` (a book of the same board) this book does not have or has
    // from a shallower search, then propagates.
    void merge(const OpeningBook& other);

    // Calls `visit(position, entry)` for every position, in the canonical form the book keeps
    // and in no order.
    template <typename Visit>
    void forEachPosition(Visit&& visit) const {
        nodes_.forEach(
            [&](const Key& key, const Node& node) { visit(positionOf(key), node.entry); });
    }
    // Every position, in the canonical form the book keeps, with its entry.
    std::vector<std::pair<Position, BookEntry>> positions() const;

    // The file's bytes (the format above), the same bytes for the same book.
    std::vector<char> bytes() const;
    static Parsed<OpeningBook> read(std::span<const char> bytes);
    // What the start of a file of this form (its first kBookHeaderBytes or more) says is wrong
    // with it for a file of `fileBytes` bytes (another version, board or size than its header
    // announces), before the rest is read; nothing when the rest is to be read.
    static std::optional<std::string> headerProblem(std::span<const char> head,
                                                    std::uintmax_t fileBytes);
    // Whether `bytes` start as a book file of this form.
    static bool isBookFile(std::span<const char> bytes);

private:
    using Key = DiscsKey;
    struct Node {
        BookEntry entry;
        int negamax = 0;
        bool exactBelow = false;
    };

    Key keyOf(const Position& position) const;
    // `entry` in `node`, its leaf turned by `symmetry` (the one from its image to the node's).
    void place(Node& node, const BookEntry& entry, int symmetry) const;
    // The least image of `position` and the symmetry that gives it.
    LeastImage imageOf(const Position& position) const;
    const Node* nodeOf(const Position& position) const;
    Position positionOf(const Key& key) const;

    int boardSize_;
    PositionTable<Node> nodes_;
};

// How many discs a move may be valued below the best and still count as its equal, unless both
// values are exact: the book's estimates come from deep searches, whose errors are a disc or
// two, so a one-disc difference between them tells no better move (docs/engine.md).
constexpr int kBookTolerance = 1;

// The book's move for `position`, if it has moves for it: one of the moves that lose at most
// `maxLoss` discs against the best, beyond the tolerance above, drawn with a weight of
// exp(-loss / temperature) (temperature 0: the best moves and their equals alike). Its score
// is the book's value, its line the book's best play after it, and `book` is set. None where
// the book names no leaf and the position's own search found more than the book's best move.
std::optional<SearchInfo> chooseBookMove(const OpeningBook& book, const Position& position,
                                         double maxLoss, double temperature,
                                         std::mt19937_64& random);
// Every move's book value for `position`, as an analysis, if the book values every one.
std::optional<Analysis> bookAnalysis(const OpeningBook& book, const Position& position);
// The books built into the program: the 8x8 opening book and the 6x6 table of solved
// positions. Read once where the engine is set up (the window's session, a command of
// hasami-cli or hasami-train) and handed down in Books; nothing reaches them otherwise.
class BuiltInBooks {
public:
    // Reads them from the program's data; one that cannot be read is missing, and `problem`
    // says why.
    static std::shared_ptr<const BuiltInBooks> read();

    // The book for a board size, if there is one.
    const OpeningBook* forBoard(int boardSize) const;
    // What is wrong with them; empty when they are sound.
    const std::string& problem() const { return problem_; }

private:
    std::optional<OpeningBook> eight_;
    std::optional<OpeningBook> six_;
    std::string problem_;
};

// The books the engine reads, one a board: a book chosen for its board (the person's own, or
// another file), the built-in ones for the others. Copied freely: the books are shared, and
// never changed while they are (a changed book is a new one). Made empty, it has no book.
class Books {
public:
    Books() = default;
    explicit Books(std::shared_ptr<const BuiltInBooks> builtIn,
                   std::shared_ptr<const OpeningBook> chosen = nullptr)
        : builtIn_(std::move(builtIn)), chosen_(std::move(chosen)) {}

    // The book for the board of `position`, if there is one.
    const OpeningBook* bookFor(const Position& position) const;
    // The book chosen; null for the built-in books alone.
    const std::shared_ptr<const OpeningBook>& chosen() const { return chosen_; }
    const std::shared_ptr<const BuiltInBooks>& builtIn() const { return builtIn_; }
    // The same built-in books with `chosen` for its board.
    Books choosing(std::shared_ptr<const OpeningBook> chosen) const {
        return Books(builtIn_, std::move(chosen));
    }

    bool operator==(const Books&) const = default;

private:
    std::shared_ptr<const BuiltInBooks> builtIn_;
    std::shared_ptr<const OpeningBook> chosen_;
};

}  // namespace hasami
