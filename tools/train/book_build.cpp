// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/train/book_build.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <map>
#include <set>
#include <utility>
#include <vector>

#include "app/command_line/command_line.h"
#include "engine/book/book.h"
#include "engine/book/openings.h"
#include "engine/formats/notation.h"
#include "engine/search/search.h"
#include "engine/util/files.h"
#include "engine/util/work_queue.h"
#include "tools/train/records.h"

namespace hasami::train {

namespace {

// Positions expanded a round: a fixed number, so that the book does not depend on the threads.
constexpr int kLeavesPerRound = 8;

using Key = std::pair<Bitboard, Bitboard>;

Key keyOf(const Position& canonical) {
    return {canonical.player(), canonical.opponent()};
}

int pliesOf(const Position& position) {
    return popcount(position.player() | position.opponent()) - 4;
}

SearchOptions searchOptionsOf(const BookOptions& options) {
    SearchOptions search;
    search.exactEmpties = options.exactEmpties;
    return search;
}

// A position's own entry: its search's value, or the final score of a finished game.
BookEntry searchEntry(Searcher& searcher, const Position& position, const BookOptions& options) {
    if (position.isGameOver()) return {position.finalScore(), position.emptyCount(), true, false};
    SearchLimits limits;
    if (position.emptyCount() <= options.exactEmpties) {
        limits.exact = true;
    } else {
        limits.depth = options.depth;
    }
    searcher.clearHash();
    const SearchInfo info = searcher.search(position, limits);
    return {info.score, info.exact ? position.emptyCount() : info.depth, info.exact, false};
}

// The next positions to expand, most promising first (see book_build.h).
std::vector<Position> pickLeaves(const OpeningBook& book, const BookOptions& options) {
    std::vector<std::pair<Position, BookEntry>> all = book.positions();
    std::stable_sort(all.begin(), all.end(), [](const auto& a, const auto& b) {
        return pliesOf(a.first) < pliesOf(b.first);
    });
    // What the cheapest lines to each position lose: in all, by the side to move there, and
    // by the other side (each the least over the lines, separately).
    struct Losses {
        double total = 0;
        double mover = 0;
        double other = 0;
    };
    std::map<Key, Losses> losses;
    losses[keyOf(book.canonical(Position::initial(options.boardSize)))] = {};
    struct Leaf {
        double priority;
        Key key;
        Position position;
    };
    std::vector<Leaf> leaves;
    for (const auto& [position, entry] : all) {
        const auto reached = losses.find(keyOf(position));
        if (reached == losses.end()) continue;
        const Losses line = reached->second;
        // Both sides' losses count, or, for a table of replies to one side's best play, the
        // side that lost less.
        const double lost = options.oneSide ? std::min(line.mover, line.other) : line.total;
        if (!entry.expanded) {
            if (position.hasMoves() && lost <= options.width) {
                leaves.push_back(
                    {lost * options.lossWeight + pliesOf(position), reached->first, position});
            }
            continue;
        }
        const std::vector<BookMove> moves = book.movesOf(position);
        if (moves.empty()) continue;
        for (const BookMove& move : moves) {
            const BookChild child = bookChild(position, move.move);
            const double loss = moves.front().value - move.value;
            const double moverLost = line.mover + loss;
            const Losses through = child.sameSide
                                       ? Losses{line.total + loss, moverLost, line.other}
                                       : Losses{line.total + loss, line.other, moverLost};
            const Key key = keyOf(book.canonical(child.position));
            const auto known = losses.find(key);
            if (known == losses.end()) {
                losses[key] = through;
            } else {
                known->second.total = std::min(known->second.total, through.total);
                known->second.mover = std::min(known->second.mover, through.mover);
                known->second.other = std::min(known->second.other, through.other);
            }
        }
    }
    std::sort(leaves.begin(), leaves.end(), [](const Leaf& a, const Leaf& b) {
        return std::pair(a.priority, a.key) < std::pair(b.priority, b.key);
    });
    std::vector<Position> picked;
    for (std::size_t i = 0; i < leaves.size() && int(i) < kLeavesPerRound; ++i) {
        picked.push_back(leaves[i].position);
    }
    return picked;
}

int deepestPlies(const OpeningBook& book) {
    int deepest = 0;
    for (const auto& [position, entry] : book.positions()) {
        deepest = std::max(deepest, pliesOf(position));
    }
    return deepest;
}

Parsed<OpeningBook> readBook(const BookOptions& options) {
    // A book that does not exist yet starts empty; anything else must be read.
    if (!isFolder(options.book) && !std::ifstream(options.book, std::ios::binary)) {
        return OpeningBook(options.boardSize);
    }
    const Parsed<std::vector<char>> bytes = readFileBytes(options.book, "the book");
    if (!bytes) return bytes.parseError();
    Parsed<OpeningBook> book = OpeningBook::read(*bytes);
    if (!book) return ParseError{"the book '" + options.book + "': " + book.error()};
    if (book->boardSize() != options.boardSize) {
        return ParseError{"the book '" + options.book + "' is for the " +
                          std::to_string(book->boardSize()) + "x" +
                          std::to_string(book->boardSize()) + " board"};
    }
    return book;
}

std::string signedValue(int value) {
    std::string text = std::to_string(value);
    if (value > 0) text.insert(text.begin(), '+');
    return text;
}

// What the book holds: its size and depth, the start's value, and each named opening's.
void printReport(const OpeningBook& book) {
    const Position start = Position::initial(book.boardSize());
    const auto startValue = book.valueOf(start);
    std::printf("positions %zu\nexpanded %zu\ndeepest %d plies\nstart %s\n", book.size(),
                book.expandedCount(), deepestPlies(book),
                startValue ? signedValue(*startValue).c_str() : "none");
    if (book.boardSize() != 8) return;
    for (const OpeningNames::Line& line : OpeningNames::builtIn().lines()) {
        Position position = start;
        int inBook = 0;
        std::optional<int> value;
        for (const Square move : line.moves) {
            position = position.play(move);
            if (position.mustPass()) position = position.pass();
            const auto found = book.valueOf(position);
            if (!found) break;
            ++inBook;
            value = position.sideToMove() == Color::Black ? *found : -*found;
        }
        std::printf("%-28s %2d/%-2zu %s\n", line.name.c_str(), inBook, line.moves.size(),
                    value ? signedValue(*value).c_str() : "none");
    }
}

// Searches every child of `leaves` not yet in the book, adds them, marks the leaves expanded,
// and propagates the values.
void expand(OpeningBook& book, const std::vector<Position>& leaves, const BookOptions& options) {
    std::vector<Position> children;
    std::set<Key> queued;
    for (const Position& leaf : leaves) {
        for (const Square move : squaresOf(leaf.legalMoves())) {
            const Position child = book.canonical(bookChild(leaf, move).position);
            if (!book.find(child) && queued.insert(keyOf(child)).second) {
                children.push_back(child);
            }
        }
    }
    std::vector<BookEntry> entries(children.size());
    forEachInParallel(
        options.threads, children.size(), [&] { return Searcher(searchOptionsOf(options)); },
        [&](Searcher& searcher, std::size_t i) {
            entries[i] = searchEntry(searcher, children[i], options);
        });
    for (std::size_t i = 0; i < children.size(); ++i) book.insert(children[i], entries[i]);
    for (const Position& leaf : leaves) {
        BookEntry entry = *book.find(leaf);
        entry.expanded = true;
        book.insert(leaf, entry);
    }
    book.propagate();
}

}  // namespace

int runBook(const BookOptions& options) {
    Parsed<OpeningBook> read = readBook(options);
    if (!read) return cli::fail(QString::fromStdString(read.error()));
    OpeningBook book = std::move(read).value();
    if (options.report) {
        printReport(book);
        return 0;
    }
    const auto start = std::chrono::steady_clock::now();
    auto lastReport = start;
    const std::size_t firstSize = book.size();
    auto save = [&] {
        if (replaceFile(options.book, book.bytes())) return true;
        std::fprintf(stderr, "hasami-train: writing '%s' failed\n", options.book.c_str());
        return false;
    };
    if (book.size() == 0) {
        const Position root = Position::initial(options.boardSize);
        Searcher searcher(searchOptionsOf(options));
        book.insert(root, searchEntry(searcher, root, options));
        if (!save()) return cli::kFailure;
    } else {
        std::fprintf(stderr, "book: resuming '%s' with %zu positions\n", options.book.c_str(),
                     book.size());
    }
    while (book.size() < std::size_t(options.positions)) {
        const std::vector<Position> leaves = pickLeaves(book, options);
        if (leaves.empty()) {
            std::fprintf(stderr, "book: no position left to expand within %g discs\n",
                         options.width);
            break;
        }
        expand(book, leaves, options);
        if (!save()) return cli::kFailure;
        const auto now = std::chrono::steady_clock::now();
        if (now - lastReport >= std::chrono::seconds(10) ||
            book.size() >= std::size_t(options.positions)) {
            lastReport = now;
            const double seconds = std::chrono::duration<double>(now - start).count();
            const double added = double(book.size() - firstSize);
            const double left =
                added > 0 ? seconds / added * (double(options.positions) - double(book.size())) : 0;
            const auto value = book.valueOf(Position::initial(options.boardSize));
            std::fprintf(stderr,
                         "book: %s %zu/%d positions, %zu expanded, deepest %d plies, start %s, "
                         "%s, %s left\n",
                         progressBar(double(book.size()), options.positions).c_str(), book.size(),
                         options.positions, book.expandedCount(), deepestPlies(book),
                         value ? signedValue(*value).c_str() : "none", duration(seconds).c_str(),
                         duration(std::max(left, 0.0)).c_str());
        }
    }
    return 0;
}

}  // namespace hasami::train
