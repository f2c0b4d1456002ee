// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/train/book_build.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <span>
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

// Positions a refresh searches in a run, the unit of its journal; and the bytes of each value
// found: the value (16 bits, little-endian), the depth, whether it is exact, and its leaf
// (255: none).
constexpr std::size_t kRefreshRun = 16;
constexpr std::size_t kRefreshBytes = 5;
// The largest book read: the built-in 8x8 book takes 400 KB.
constexpr std::uintmax_t kMaxBookFileBytes = std::uintmax_t(1) << 30;

SearchOptions searchOptionsOf(const BookOptions& options,
                              std::shared_ptr<const PatternWeights> weights) {
    SearchOptions search;
    search.exactEmpties = options.exactEmpties;
    search.weights = std::move(weights);
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
    const Square best = isGridSquare(info.bestMove) ? info.bestMove : kNoSquare;
    return {info.score, info.exact ? position.emptyCount() : info.depth, info.exact, false, false,
            best};
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
    const Parsed<std::vector<char>> bytes =
        readFileBytes(options.book, "the book", kMaxBookFileBytes);
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
void expand(OpeningBook& book, const std::vector<Position>& leaves, const BookOptions& options,
            const SearchOptions& search) {
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
        options.threads, children.size(), [&] { return Searcher(search); },
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

bool saveBook(const OpeningBook& book, const std::string& path) {
    if (replaceFile(path, book.bytes())) return true;
    std::fprintf(stderr, "hasami-train: writing '%s' failed\n", path.c_str());
    return false;
}

// The positions a refresh searches again: those whose value is their own search's, in the
// book's order.
std::vector<Position> refreshedPositions(const OpeningBook& book) {
    std::vector<Position> chosen;
    for (const auto& [position, entry] : book.positions()) {
        if (!entry.expanded && !entry.exact && !position.isGameOver()) chosen.push_back(position);
    }
    return chosen;
}

std::string refreshSignature(const BookOptions& options) {
    return "entries=value,depth,exact,leaf depth=" + std::to_string(options.depth) +
           " exact-empties=" + std::to_string(options.exactEmpties) +
           " weights=" + (options.weights.empty() ? std::string("built-in") : options.weights) +
           ' ' + inputsSignature({options.book});
}

void appendEntry(std::vector<char>& out, const BookEntry& entry) {
    const auto value = std::uint16_t(std::int16_t(entry.value));
    out.push_back(char(value & 0xff));
    out.push_back(char(value >> 8));
    out.push_back(char(entry.depth));
    out.push_back(char(entry.exact ? 1 : 0));
    out.push_back(char(entry.leaf == kNoSquare ? 255 : entry.leaf));
}

BookEntry entryAt(std::span<const char> bytes) {
    const auto low = std::uint8_t(bytes[0]);
    const auto high = std::uint8_t(bytes[1]);
    const auto value = std::int16_t(std::uint16_t(low | (high << 8)));
    const int leaf = std::uint8_t(bytes[4]);
    return {value,         std::uint8_t(bytes[2]),
            bytes[3] != 0, false,
            false,         leaf == 255 ? kNoSquare : Square(leaf)};
}

// Puts the values a refresh found (every run of `part`, in order) into the book, propagates,
// writes it, and says how far the values moved. False, with a message, when a file fails.
bool applyRefresh(OpeningBook& book, const std::vector<Position>& positions,
                  const std::string& part, const BookOptions& options) {
    const Parsed<std::vector<char>> bytes =
        readFileBytes(part, "the refreshed values", kMaxBookFileBytes);
    if (!bytes || bytes->size() != positions.size() * kRefreshBytes) {
        std::fprintf(stderr, "hasami-train: '%s' does not hold a value for each position\n",
                     part.c_str());
        return false;
    }
    const std::optional<int> startBefore = book.valueOf(Position::initial(options.boardSize));
    double moved = 0;
    for (std::size_t i = 0; i < positions.size(); ++i) {
        const BookEntry entry =
            entryAt(std::span<const char>(*bytes).subspan(i * kRefreshBytes, kRefreshBytes));
        moved += std::abs(entry.value - book.find(positions[i])->value);
        book.insert(positions[i], entry);
    }
    book.propagate();
    if (!saveBook(book, options.book)) return false;
    std::error_code error;
    std::filesystem::remove(journalOf(part), error);
    std::filesystem::remove(part, error);
    const std::optional<int> start = book.valueOf(Position::initial(options.boardSize));
    std::fprintf(stderr,
                 "book: %zu positions searched again, moved %.2f discs on average; start "
                 "%s (was %s)\n",
                 positions.size(), positions.empty() ? 0.0 : moved / double(positions.size()),
                 start ? signedValue(*start).c_str() : "none",
                 startBefore ? signedValue(*startBefore).c_str() : "none");
    return true;
}

// Searches again the book's positions that hold their own search's value, in runs to a
// journaled file beside the book, and puts the values in once every run is in.
int refreshBook(OpeningBook& book, const BookOptions& options, const SearchOptions& search) {
    const std::vector<Position> positions = refreshedPositions(book);
    const std::string part = options.book + ".refresh";
    Parsed<JournaledOutput> resumed =
        JournaledOutput::resume(part, "runs", refreshSignature(options));
    if (!resumed) return cli::fail(QString::fromStdString(resumed.error()));
    JournaledOutput output = std::move(resumed).value();
    const int runs = int((positions.size() + kRefreshRun - 1) / kRefreshRun);
    auto searchedBy = [&](int run) {
        return std::min(std::size_t(run) * kRefreshRun, positions.size());
    };
    ProgressReport progress("book", "positions", positions.size(), searchedBy(output.done()));
    for (int run = output.done(), left = options.runs; run < runs && left > 0; ++run, --left) {
        const std::size_t first = searchedBy(run);
        std::vector<BookEntry> entries(searchedBy(run + 1) - first);
        forEachInParallel(
            options.threads, entries.size(), [&] { return Searcher(search); },
            [&](Searcher& searcher, std::size_t i) {
                entries[i] = searchEntry(searcher, positions[first + i], options);
            });
        std::vector<char> bytes;
        for (const BookEntry& entry : entries) appendEntry(bytes, entry);
        if (!output.add(run, std::move(bytes))) {
            return cli::fail(QStringLiteral("cannot write '%1'").arg(QString::fromStdString(part)));
        }
        progress.update(searchedBy(run + 1));
    }
    if (output.done() < runs) {
        std::fprintf(stderr, "book: stopped after %zu of %zu positions; the same command goes on\n",
                     searchedBy(output.done()), positions.size());
        return 0;
    }
    return applyRefresh(book, positions, part, options) ? 0 : cli::kFailure;
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
    const Parsed<std::shared_ptr<const PatternWeights>> weights =
        searchWeights(options.weights, options.boardSize);
    if (!weights) return cli::fail(QString::fromStdString(weights.error()));
    const SearchOptions search = searchOptionsOf(options, *weights);
    if (options.refresh) return refreshBook(book, options, search);
    const auto start = std::chrono::steady_clock::now();
    auto lastReport = start;
    const std::size_t firstSize = book.size();
    auto save = [&] { return saveBook(book, options.book); };
    if (book.size() == 0) {
        const Position root = Position::initial(options.boardSize);
        Searcher searcher(search);
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
        expand(book, leaves, options, search);
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
