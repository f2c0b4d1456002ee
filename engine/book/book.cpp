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
constexpr std::uint8_t kHandSetFlag = 4;
constexpr std::uint8_t kNoLeaf = 255;

}  // namespace

BookChild bookChild(const Position& position, Square move) {
    BookChild child{position.play(move), false};
    if (child.position.mustPass()) {
        child.position = child.position.pass();
        child.sameSide = true;
    }
    return child;
}

LeastImage OpeningBook::imageOf(const Position& position) const {
    return leastImage(position.player(), position.opponent(), boardSize_);
}

OpeningBook::Key OpeningBook::keyOf(const Position& position) const {
    const LeastImage least = imageOf(position);
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
    return nodes_.find(keyOf(position));
}

std::optional<BookEntry> OpeningBook::find(const Position& position) const {
    if (position.size() != boardSize_) return std::nullopt;
    const LeastImage image = imageOf(position);
    const Node* found = nodes_.find({image.first, image.second});
    if (!found) return std::nullopt;
    BookEntry entry = found->entry;
    if (entry.leaf != kNoSquare) {
        entry.leaf = transformSquare(entry.leaf, boardSize_, inverseSymmetry(image.symmetry));
    }
    return entry;
}

void OpeningBook::place(Node& node, const BookEntry& entry, int symmetry) const {
    node.entry = entry;
    if (entry.leaf != kNoSquare) {
        node.entry.leaf = transformSquare(entry.leaf, boardSize_, symmetry);
    }
    node.negamax = entry.value;
    node.exactBelow = entry.exact;
}

void OpeningBook::insert(const Position& position, const BookEntry& entry) {
    const LeastImage image = imageOf(position);
    place(nodes_[{image.first, image.second}], entry, image.symmetry);
}

bool OpeningBook::erase(const Position& position) {
    const LeastImage image = imageOf(position);
    return nodes_.erase({image.first, image.second});
}

std::size_t OpeningBook::expandedCount() const {
    std::size_t count = 0;
    nodes_.forEach([&](const Key&, const Node& node) { count += node.entry.expanded; });
    return count;
}

void OpeningBook::propagate() {
    std::vector<std::pair<int, Key>> order;
    order.reserve(nodes_.size());
    nodes_.forEach([&](const Key& key, const Node&) {
        order.emplace_back(popcount(key.player | key.opponent), key);
    });
    // Children hold one disc more than their parents: the fullest positions first.
    std::sort(order.begin(), order.end(), [](const auto& a, const auto& b) { return a > b; });
    for (const auto& [discs, key] : order) {
        Node& node = nodes_[key];
        const Position position = positionOf(key);
        std::optional<int> best;
        bool exact = true;
        bool expanded = true;
        for (const Square move : squaresOf(position.legalMoves())) {
            const BookChild child = bookChild(position, move);
            const Node* below = nodeOf(child.position);
            if (!below) {
                expanded = false;
                continue;
            }
            const int value = child.sameSide ? below->negamax : -below->negamax;
            if (!best || value > *best) best = value;
            exact = exact && below->exactBelow;
        }
        node.entry.expanded = expanded;
        node.negamax = node.entry.value;
        node.exactBelow = node.entry.exact;
        if (node.entry.handSet) {
            // A person's value stands for the position.
            node.exactBelow = false;
        } else if (expanded && best) {
            node.negamax = *best;
            node.exactBelow = exact;
        } else if (best) {
            // Its own value (its leaf's, when named) and the moves in the book: the best of
            // them; exact when all of them are.
            node.negamax = std::max(*best, node.entry.value);
            node.exactBelow = exact && node.entry.exact;
        }
    }
}

std::optional<int> OpeningBook::valueOf(const Position& position) const {
    const Node* node = nodeOf(position);
    if (!node) return std::nullopt;
    return node->negamax;
}

bool OpeningBook::isExact(const Position& position) const {
    const Node* node = nodeOf(position);
    return node && node->exactBelow;
}

std::vector<BookMove> OpeningBook::movesOf(const Position& position) const {
    const std::optional<BookEntry> entry = find(position);
    if (!entry) return {};
    std::vector<BookMove> moves;
    bool leafInTheBook = false;
    for (const Square move : squaresOf(position.legalMoves())) {
        const BookChild child = bookChild(position, move);
        const Node* below = nodeOf(child.position);
        if (!below) continue;
        leafInTheBook = leafInTheBook || move == entry->leaf;
        moves.push_back({move, child.sameSide ? below->negamax : -below->negamax, below->exactBelow,
                         false, below->entry.handSet});
    }
    if (!entry->expanded && !leafInTheBook && entry->leaf != kNoSquare &&
        position.isLegal(entry->leaf)) {
        moves.push_back({entry->leaf, entry->value, entry->exact, true, false});
    }
    std::stable_sort(moves.begin(), moves.end(),
                     [](const BookMove& a, const BookMove& b) { return a.value > b.value; });
    return moves;
}

void OpeningBook::offer(const Position& position, const BookEntry& entry) {
    const LeastImage image = imageOf(position);
    const auto [node, added] = nodes_.emplace({image.first, image.second});
    if (added || node->entry.depth < entry.depth) place(*node, entry, image.symmetry);
}

void OpeningBook::merge(const OpeningBook& other) {
    if (other.boardSize_ != boardSize_) return;
    other.nodes_.forEach([&](const Key& key, const Node& node) {
        const auto [known, added] = nodes_.emplace(key);
        if (added || known->entry.depth < node.entry.depth) *known = node;
    });
    propagate();
}

std::vector<std::pair<Position, BookEntry>> OpeningBook::positions() const {
    std::vector<std::pair<Key, BookEntry>> sorted;
    sorted.reserve(nodes_.size());
    nodes_.forEach([&](const Key& key, const Node& node) { sorted.emplace_back(key, node.entry); });
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
        records.push_back(char((entry.expanded ? kExpandedFlag : 0) |
                               (entry.exact ? kExactFlag : 0) |
                               (entry.handSet ? kHandSetFlag : 0)));
        records.push_back(char(entry.leaf == kNoSquare ? kNoLeaf : std::uint8_t(entry.leaf)));
    }
    std::vector<char> out(kBookMagic, kBookMagic + sizeof kBookMagic);
    appendU32(out, kBookVersion);
    appendU32(out, std::uint32_t(boardSize_));
    appendU64(out, nodes_.size());
    appendU64(out, checksumOf(records));
    out.insert(out.end(), records.begin(), records.end());
    return out;
}

bool OpeningBook::isBookFile(std::span<const char> bytes) {
    return bytes.size() >= sizeof kBookMagic &&
           std::memcmp(bytes.data(), kBookMagic, sizeof kBookMagic) == 0;
}

std::optional<std::string> OpeningBook::headerProblem(std::span<const char> head,
                                                      std::uintmax_t fileBytes) {
    if (head.size() < kBookHeaderBytes || !isBookFile(head)) {
        return "not a Hasami book file (no HSMBOOK1 header)";
    }
    const std::uint32_t version = readU32(head.data() + 8);
    if (version != 1 && version != kBookVersion) {
        return "format version " + std::to_string(version) + ", expected 1 to " +
               std::to_string(kBookVersion);
    }
    const std::size_t recordBytes = version == 1 ? kBookRecordBytesV1 : kBookRecordBytes;
    const std::uint32_t size = readU32(head.data() + 12);
    if (size != 4 && size != 6 && size != 8) {
        return "board size " + std::to_string(size) + " is not 4, 6 or 8";
    }
    const std::uint64_t count = readU64(head.data() + 16);
    if (fileBytes < kBookHeaderBytes) return std::string("its header is cut short");
    const std::uintmax_t recordsBytes = fileBytes - kBookHeaderBytes;
    if (count > recordsBytes / recordBytes || recordsBytes != count * recordBytes) {
        return "position bytes " + std::to_string(recordsBytes) + ", expected " +
               std::to_string(count) + " positions of " + std::to_string(recordBytes);
    }
    return std::nullopt;
}

Parsed<OpeningBook> OpeningBook::read(std::span<const char> bytes) {
    if (const std::optional<std::string> problem = headerProblem(bytes, bytes.size())) {
        return ParseError{*problem};
    }
    const char* header = bytes.data();
    const std::uint32_t version = readU32(header + 8);
    const std::size_t recordBytes = version == 1 ? kBookRecordBytesV1 : kBookRecordBytes;
    const std::uint32_t size = readU32(header + 12);
    const std::uint64_t count = readU64(header + 16);
    const std::span<const char> records = bytes.subspan(kBookHeaderBytes);
    if (readU64(header + 24) != checksumOf(records)) {
        return ParseError{"the checksum does not match: the book is damaged"};
    }
    OpeningBook book{int(size)};
    const Bitboard squares = boardMask(int(size));
    const int squareCount = int(size * size);
    for (std::uint64_t i = 0; i < count; ++i) {
        const char* record = records.data() + i * recordBytes;
        const Bitboard player = readU64(record);
        const Bitboard opponent = readU64(record + 8);
        const int value = std::int8_t(record[16]);
        const int depth = std::uint8_t(record[17]);
        const std::uint8_t flags = std::uint8_t(record[18]);
        const int leaf = version == 1 ? kNoLeaf : std::uint8_t(record[19]);
        const std::string where = "position " + std::to_string(i + 1);
        if ((player & opponent) || ((player | opponent) & ~squares) ||
            popcount(player | opponent) < 4) {
            return ParseError{where + " does not fit the board"};
        }
        if (value < -squareCount || value > squareCount ||
            (flags & ~(kExpandedFlag | kExactFlag | kHandSetFlag))) {
            return ParseError{where + " has a value or flags out of range"};
        }
        const Position position = Position::fromDiscs(int(size), player, opponent, Color::Black);
        if (leaf != kNoLeaf && (!isGridSquare(leaf) || !(position.legalMoves() & bit(leaf)))) {
            return ParseError{where + " names a leaf that is not a legal move"};
        }
        if (book.keyOf(position) != Key{player, opponent}) {
            return ParseError{where + " is not in the book's order or form"};
        }
        if (i > 0 && !(Key{readU64(record - recordBytes), readU64(record - recordBytes + 8)} <
                       Key{player, opponent})) {
            return ParseError{where + " is not in the book's order or form"};
        }
        BookEntry entry{value,
                        depth,
                        (flags & kExactFlag) != 0,
                        (flags & kExpandedFlag) != 0,
                        (flags & kHandSetFlag) != 0,
                        leaf == kNoLeaf ? kNoSquare : Square(leaf)};
        book.insert(position, entry);
    }
    book.propagate();
    return book;
}

namespace {

// A built-in book read from its bytes; a problem added to `problems` if it cannot be.
std::optional<OpeningBook> readBuiltIn(const char* begin, const char* end, int size,
                                       std::string& problems) {
    Parsed<OpeningBook> read = OpeningBook::read({begin, std::size_t(end - begin)});
    const std::string name = "the built-in " + std::to_string(size) + "x" + std::to_string(size) +
                             (size == 8 ? " opening book" : " table of solved positions");
    std::string problem;
    if (!read) {
        problem = name + ": " + read.error();
    } else if (read->boardSize() != size) {
        problem = name + " is for another board";
    } else {
        return std::move(read).value();
    }
    if (!problems.empty()) problems += "; ";
    problems += problem;
    return std::nullopt;
}

}  // namespace

std::shared_ptr<const BuiltInBooks> BuiltInBooks::read() {
    auto books = std::make_shared<BuiltInBooks>();
    books->eight_ = readBuiltIn(hasami_book_8, hasami_book_8_end, 8, books->problem_);
    books->six_ = readBuiltIn(hasami_book_6, hasami_book_6_end, 6, books->problem_);
    return books;
}

const OpeningBook* BuiltInBooks::forBoard(int boardSize) const {
    if (boardSize == 8 && eight_) return &*eight_;
    if (boardSize == 6 && six_) return &*six_;
    return nullptr;
}

namespace {

// The plies of the search behind a book move's value: its child's and the move, or the
// position's own search for the leaf.
int depthOf(const OpeningBook& book, const Position& position, const BookMove& move) {
    const std::optional<BookEntry> entry =
        book.find(move.leaf ? position : bookChild(position, move.move).position);
    return entry ? entry->depth + (move.leaf ? 0 : 1) : 0;
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
    // Where the book names no leaf, a move outside it may be better than all of its moves: its
    // own search's value tells, and the engine searches when it is above the book's best.
    if (const std::optional<BookEntry> entry = book.find(position);
        !entry->expanded && entry->leaf == kNoSquare && !entry->handSet &&
        entry->value > best.value + kBookTolerance) {
        return std::nullopt;
    }
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
    info.depth = depthOf(book, position, chosen);
    info.principalVariation = bookLineAfter(book, position, chosen.move);
    return info;
}

std::optional<Analysis> bookAnalysis(const OpeningBook& book, const Position& position) {
    // Only where every move has its value.
    const std::vector<BookMove> moves = book.movesOf(position);
    if (moves.empty() || int(moves.size()) != popcount(position.legalMoves())) return std::nullopt;
    Analysis analysis;
    analysis.book = true;
    analysis.exact = true;
    analysis.depth = position.emptyCount();
    for (const BookMove& move : moves) {
        const int depth = depthOf(book, position, move);
        analysis.moves.push_back({move.move, move.value, depth, move.exact, true});
        analysis.moves.back().line = bookLineAfter(book, position, move.move);
        analysis.exact = analysis.exact && move.exact;
        analysis.depth = std::min(analysis.depth, depth);
    }
    return analysis;
}

const OpeningBook* Books::bookFor(const Position& position) const {
    if (chosen_ && chosen_->boardSize() == position.size()) return chosen_.get();
    return builtIn_ ? builtIn_->forBoard(position.size()) : nullptr;
}

}  // namespace hasami
