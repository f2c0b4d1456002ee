// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/book/book.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>

#include "engine/board/symmetry.h"
#include "engine/util/byte_order.h"
#include "engine/util/embedded_file.h"

HASAMI_EMBED_FILE(hasami_book_8, HASAMI_BOOK_8);
HASAMI_EMBED_FILE(hasami_book_6, HASAMI_BOOK_6);

namespace hasami {

namespace {

constexpr std::uint8_t kExpandedFlag = 1;
constexpr std::uint8_t kExactFlag = 2;

}  // namespace

BookChild bookChild(const Position& position, Square move) {
    BookChild child{position.play(move), false};
    if (child.position.mustPass()) {
        child.position = child.position.pass();
        child.sameSide = true;
    }
    return child;
}

std::size_t OpeningBook::KeyHash::operator()(const Key& key) const {
    std::uint64_t hash = key.player * 0x9E3779B97F4A7C15ULL;
    hash ^= (key.opponent + (hash << 6) + (hash >> 2)) * 0xC2B2AE3D27D4EB4FULL;
    return std::size_t(hash ^ (hash >> 29));
}

OpeningBook::Key OpeningBook::keyOf(const Position& position) const {
    const LeastImage least = leastImage(position.player(), position.opponent(), boardSize_);
    return {least.first, least.second};
}

Position OpeningBook::positionOf(const Key& key) const {
    return Position::fromDiscs(boardSize_, key.player, key.opponent, Color::Black);
}

Position OpeningBook::canonical(const Position& position) const {
    return positionOf(keyOf(position));
}

const OpeningBook::Node* OpeningBook::nodeOf(const Position& position) const {
    if (position.size() != boardSize_) return nullptr;
    const auto found = nodes_.find(keyOf(position));
    return found == nodes_.end() ? nullptr : &found->second;
}

const BookEntry* OpeningBook::find(const Position& position) const {
    const Node* node = nodeOf(position);
    return node ? &node->entry : nullptr;
}

void OpeningBook::insert(const Position& position, const BookEntry& entry) {
    Node& node = nodes_[keyOf(position)];
    node.entry = entry;
    node.negamax = entry.value;
    node.exactBelow = entry.exact;
}

std::size_t OpeningBook::expandedCount() const {
    return std::size_t(std::count_if(nodes_.begin(), nodes_.end(),
                                     [](const auto& node) { return node.second.entry.expanded; }));
}

void OpeningBook::propagate() {
    std::vector<std::pair<int, Key>> order;
    order.reserve(nodes_.size());
    for (const auto& [key, node] : nodes_) {
        order.emplace_back(popcount(key.player | key.opponent), key);
    }
    // Children hold one disc more than their parents: the fullest positions first.
    std::sort(order.begin(), order.end(), [](const auto& a, const auto& b) { return a > b; });
    for (const auto& [discs, key] : order) {
        Node& node = nodes_[key];
        node.negamax = node.entry.value;
        node.exactBelow = node.entry.exact;
        if (!node.entry.expanded) continue;
        const Position position = positionOf(key);
        std::optional<int> best;
        bool exact = true;
        for (const Square move : squaresOf(position.legalMoves())) {
            const BookChild child = bookChild(position, move);
            const Node* below = nodeOf(child.position);
            if (!below) {
                exact = false;
                continue;
            }
            const int value = child.sameSide ? below->negamax : -below->negamax;
            if (!best || value > *best) best = value;
            exact = exact && below->exactBelow;
        }
        if (best) node.negamax = *best;
        node.exactBelow = exact && best.has_value();
    }
}

std::optional<int> OpeningBook::valueOf(const Position& position) const {
    const Node* node = nodeOf(position);
    if (!node) return std::nullopt;
    return node->negamax;
}

std::vector<BookMove> OpeningBook::movesOf(const Position& position) const {
    const Node* node = nodeOf(position);
    if (!node || !node->entry.expanded) return {};
    std::vector<BookMove> moves;
    for (const Square move : squaresOf(position.legalMoves())) {
        const BookChild child = bookChild(position, move);
        const Node* below = nodeOf(child.position);
        if (!below) return {};  // not expanded after all: a damaged or partial book
        moves.push_back(
            {move, child.sameSide ? below->negamax : -below->negamax, below->exactBelow});
    }
    std::stable_sort(moves.begin(), moves.end(),
                     [](const BookMove& a, const BookMove& b) { return a.value > b.value; });
    return moves;
}

std::vector<std::pair<Position, BookEntry>> OpeningBook::positions() const {
    std::vector<std::pair<Key, BookEntry>> sorted;
    sorted.reserve(nodes_.size());
    for (const auto& [key, node] : nodes_) sorted.emplace_back(key, node.entry);
    std::sort(sorted.begin(), sorted.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<std::pair<Position, BookEntry>> all;
    all.reserve(sorted.size());
    for (const auto& [key, entry] : sorted) all.emplace_back(positionOf(key), entry);
    return all;
}

std::vector<char> OpeningBook::bytes() const {
    std::vector<char> records;
    records.reserve(nodes_.size() * kBookRecordBytes);
    for (const auto& [position, entry] : positions()) {
        appendU64(records, position.player());
        appendU64(records, position.opponent());
        records.push_back(char(std::int8_t(entry.value)));
        records.push_back(char(std::uint8_t(entry.depth)));
        records.push_back(
            char((entry.expanded ? kExpandedFlag : 0) | (entry.exact ? kExactFlag : 0)));
    }
    std::vector<char> out(kBookMagic, kBookMagic + sizeof kBookMagic);
    appendU32(out, kBookVersion);
    appendU32(out, std::uint32_t(boardSize_));
    appendU64(out, nodes_.size());
    appendU64(out, checksumOf(records));
    out.insert(out.end(), records.begin(), records.end());
    return out;
}

Parsed<OpeningBook> OpeningBook::read(std::span<const char> bytes) {
    if (bytes.size() < kBookHeaderBytes ||
        std::memcmp(bytes.data(), kBookMagic, sizeof kBookMagic) != 0) {
        return ParseError{"not a Hasami book file (no HSMBOOK1 header)"};
    }
    const char* header = bytes.data();
    if (const std::uint32_t version = readU32(header + 8); version != kBookVersion) {
        return ParseError{"format version " + std::to_string(version) + ", expected " +
                          std::to_string(kBookVersion)};
    }
    const std::uint32_t size = readU32(header + 12);
    if (size != 4 && size != 6 && size != 8) {
        return ParseError{"board size " + std::to_string(size) + " is not 4, 6 or 8"};
    }
    const std::uint64_t count = readU64(header + 16);
    const std::span<const char> records = bytes.subspan(kBookHeaderBytes);
    if (count > records.size() / kBookRecordBytes || records.size() != count * kBookRecordBytes) {
        return ParseError{"position bytes " + std::to_string(records.size()) + ", expected " +
                          std::to_string(count) + " positions of " +
                          std::to_string(kBookRecordBytes)};
    }
    if (readU64(header + 24) != checksumOf(records)) {
        return ParseError{"the checksum does not match: the book is damaged"};
    }
    OpeningBook book{int(size)};
    const Bitboard squares = boardMask(int(size));
    const int squareCount = int(size * size);
    for (std::uint64_t i = 0; i < count; ++i) {
        const char* record = records.data() + i * kBookRecordBytes;
        const Bitboard player = readU64(record);
        const Bitboard opponent = readU64(record + 8);
        const int value = std::int8_t(record[16]);
        const int depth = std::uint8_t(record[17]);
        const std::uint8_t flags = std::uint8_t(record[18]);
        const std::string where = "position " + std::to_string(i + 1);
        if ((player & opponent) || ((player | opponent) & ~squares) ||
            popcount(player | opponent) < 4) {
            return ParseError{where + " does not fit the board"};
        }
        if (value < -squareCount || value > squareCount ||
            (flags & ~(kExpandedFlag | kExactFlag))) {
            return ParseError{where + " has a value or flags out of range"};
        }
        const Position position = Position::fromDiscs(int(size), player, opponent, Color::Black);
        if (book.keyOf(position) != Key{player, opponent}) {
            return ParseError{where + " is not in the book's order or form"};
        }
        if (i > 0 && !(Key{readU64(record - kBookRecordBytes),
                           readU64(record - kBookRecordBytes + 8)} < Key{player, opponent})) {
            return ParseError{where + " is not in the book's order or form"};
        }
        book.insert(position,
                    {value, depth, (flags & kExactFlag) != 0, (flags & kExpandedFlag) != 0});
    }
    book.propagate();
    return book;
}

namespace {

struct BuiltInBook {
    std::optional<OpeningBook> book;
    std::string problem;
};

BuiltInBook loadBuiltIn(const char* begin, const char* end, int size) {
    BuiltInBook result;
    Parsed<OpeningBook> read = OpeningBook::read({begin, std::size_t(end - begin)});
    const std::string name = "the built-in " + std::to_string(size) + "x" + std::to_string(size) +
                             (size == 8 ? " opening book" : " table of solved positions");
    if (!read) {
        result.problem = name + ": " + read.error();
    } else if (read->boardSize() != size) {
        result.problem = name + " is for another board";
    } else {
        result.book = std::move(read).value();
    }
    return result;
}

const BuiltInBook* builtInBook(int boardSize) {
    static const BuiltInBook eight = loadBuiltIn(hasami_book_8, hasami_book_8_end, 8);
    static const BuiltInBook six = loadBuiltIn(hasami_book_6, hasami_book_6_end, 6);
    return boardSize == 8 ? &eight : boardSize == 6 ? &six : nullptr;
}

}  // namespace

const OpeningBook* OpeningBook::builtIn(int boardSize) {
    const BuiltInBook* loaded = builtInBook(boardSize);
    return loaded && loaded->book ? &*loaded->book : nullptr;
}

std::string OpeningBook::builtInProblem() {
    std::string problems;
    for (const int size : {8, 6}) {
        const std::string& problem = builtInBook(size)->problem;
        if (problem.empty()) continue;
        if (!problems.empty()) problems += "; ";
        problems += problem;
    }
    return problems;
}

namespace {

// The depth of the search behind a book move's value, from its child.
int depthOf(const OpeningBook& book, const Position& position, Square move) {
    const BookEntry* entry = book.find(bookChild(position, move).position);
    return entry ? entry->depth : 0;
}

// The book's best play from `position` on.
std::vector<Square> bookLine(const OpeningBook& book, Position position) {
    std::vector<Square> line;
    for (std::vector<BookMove> moves = book.movesOf(position); !moves.empty();
         moves = book.movesOf(position)) {
        const BookChild child = bookChild(position, moves.front().move);
        line.push_back(moves.front().move);
        if (child.sameSide) line.push_back(kPass);
        position = child.position;
    }
    return line;
}

// `move` and the book's best play after it.
std::vector<Square> bookLineAfter(const OpeningBook& book, const Position& position, Square move) {
    const BookChild child = bookChild(position, move);
    std::vector<Square> line = {move};
    if (child.sameSide) line.push_back(kPass);
    const std::vector<Square> rest = bookLine(book, child.position);
    line.insert(line.end(), rest.begin(), rest.end());
    return line;
}

}  // namespace

std::optional<SearchInfo> chooseBookMove(const OpeningBook& book, const Position& position,
                                         double maxLoss, double temperature,
                                         std::mt19937_64& random) {
    const std::vector<BookMove> moves = book.movesOf(position);
    if (moves.empty()) return std::nullopt;
    const BookMove& best = moves.front();
    std::vector<double> weights;
    weights.reserve(moves.size());
    for (const BookMove& move : moves) {
        const int tolerance = best.exact && move.exact ? 0 : kBookTolerance;
        const int loss = std::max(0, best.value - move.value - tolerance);
        if (loss > maxLoss) {
            weights.push_back(0);
        } else {
            weights.push_back(temperature > 0 ? std::exp(-loss / temperature) : loss == 0);
        }
    }
    std::discrete_distribution<std::size_t> pick(weights.begin(), weights.end());
    const BookMove& chosen = moves[pick(random)];
    SearchInfo info;
    info.bestMove = chosen.move;
    info.score = chosen.value;
    info.exact = chosen.exact;
    info.book = true;
    info.depth = depthOf(book, position, chosen.move) + 1;
    info.principalVariation = bookLineAfter(book, position, chosen.move);
    return info;
}

std::optional<Analysis> bookAnalysis(const OpeningBook& book, const Position& position) {
    const std::vector<BookMove> moves = book.movesOf(position);
    if (moves.empty()) return std::nullopt;
    Analysis analysis;
    analysis.book = true;
    analysis.exact = true;
    analysis.depth = position.emptyCount();
    for (const BookMove& move : moves) {
        const int depth = depthOf(book, position, move.move) + 1;
        analysis.moves.push_back({move.move, move.value, depth, move.exact, true});
        analysis.moves.back().line = bookLineAfter(book, position, move.move);
        analysis.exact = analysis.exact && move.exact;
        analysis.depth = std::min(analysis.depth, depth);
    }
    return analysis;
}

const OpeningBook* builtInBookFor(const Position& position) {
    return OpeningBook::builtIn(position.size());
}

}  // namespace hasami
