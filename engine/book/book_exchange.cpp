// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/book/book_exchange.h"

#include <algorithm>
#include <cstring>
#include <ctime>
#include <limits>

#include "engine/formats/notation.h"
#include "engine/util/byte_order.h"
#include "engine/util/numbers.h"
#include "engine/util/quoted.h"
#include "engine/util/words.h"

namespace hasami {

namespace {

constexpr std::uint32_t kEdaxMagic = 0x45444158;  // "EDAX"
constexpr std::uint32_t kEdaxBook = 0x424f4f4b;   // "BOOK"
constexpr int kEdaxVersion = 4;
constexpr int kEdaxRelease = 6;
constexpr std::size_t kEdaxHeaderBytes = 42;
constexpr std::size_t kEdaxLevelAt = 18;  // the options' level, then their least empties
constexpr std::size_t kEdaxCountAt = 38;
constexpr std::size_t kEdaxRecordBytes = 16 + 16 + 6 + 2;  // before the links and the leaf
constexpr int kEdaxPass = 64;
constexpr int kEdaxNoMove = 65;
constexpr int kEdaxNoScore = -127;
constexpr int kEdaxMaxLevel = 60;
constexpr int kMidgameError = 2;
constexpr int kEndgameError = 1;
constexpr Bitboard kCentre = 0x0000001818000000ULL;

using Key = DiscsKey;

Key keyOf(const Position& position) {
    const LeastImage image = leastImage(position.player(), position.opponent(), position.size());
    return {image.first, image.second};
}

// The games below a position as Edax counts them: solved leaves won, drawn and lost by the
// side to move, and lines (leaves) in all.
struct EdaxStats {
    std::uint32_t wins = 0;
    std::uint32_t draws = 0;
    std::uint32_t losses = 0;
    std::uint32_t lines = 0;
};

std::uint32_t plus(std::uint32_t a, std::uint32_t b) {
    return a > std::numeric_limits<std::uint32_t>::max() - b
               ? std::numeric_limits<std::uint32_t>::max()
               : a + b;
}

// The stats seen from the other side: its wins are the mover's losses.
EdaxStats turned(const EdaxStats& stats) {
    return {stats.losses, stats.draws, stats.wins, stats.lines};
}

struct EdaxLink {
    int value = kEdaxNoScore;
    int move = kEdaxNoMove;
};

struct EdaxRecord {
    Key board;
    EdaxStats stats;
    int value = 0;
    int lower = 0;
    int upper = 0;
    int level = 0;
    std::vector<EdaxLink> links;
    EdaxLink leaf;
};

void appendU16(std::vector<char>& out, int value) {
    const auto bits = std::uint16_t(std::int16_t(value));
    out.push_back(char(bits & 0xff));
    out.push_back(char(bits >> 8));
}

int readI16(const char* at) {
    return std::int16_t(std::uint16_t(std::uint8_t(at[0]) | std::uint8_t(at[1]) << 8));
}

void appendRecord(std::vector<char>& out, const EdaxRecord& record) {
    appendU64(out, record.board.player);
    appendU64(out, record.board.opponent);
    appendU32(out, record.stats.wins);
    appendU32(out, record.stats.draws);
    appendU32(out, record.stats.losses);
    appendU32(out, record.stats.lines);
    appendU16(out, record.value);
    appendU16(out, record.lower);
    appendU16(out, record.upper);
    out.push_back(char(record.links.size()));
    out.push_back(char(record.level));
    for (const EdaxLink& link : record.links) {
        out.push_back(char(std::int8_t(link.value)));
        out.push_back(char(link.move));
    }
    out.push_back(char(std::int8_t(record.leaf.value)));
    out.push_back(char(record.leaf.move));
}

void appendHeader(std::vector<char>& out, const EdaxDate& date, int level, int leastEmpties,
                  std::size_t positions) {
    appendU32(out, kEdaxMagic);
    appendU32(out, kEdaxBook);
    out.push_back(char(kEdaxVersion));
    out.push_back(char(kEdaxRelease));
    appendU16(out, date.year);
    for (const int part : {date.month, date.day, date.hour, date.minute, date.second, 0}) {
        out.push_back(char(part));
    }
    for (const int option : {level, leastEmpties, kMidgameError, kEndgameError, 1}) {
        appendU32(out, std::uint32_t(option));
    }
    appendU32(out, std::uint32_t(positions));
}

// What Edax records of the positions of a book, written as they are made: each position's
// children before it (the fullest positions first), whose values and counts it takes; then the
// positions of the side that must pass that its moves lead to, which Edax keeps and Hasami
// does not.
class EdaxWriter {
public:
    explicit EdaxWriter(const OpeningBook& book) : book_(book) {}

    // The whole file, made at `date`.
    std::vector<char> write(const EdaxDate& date) {
        // The fullest positions first, then in the order of their discs.
        std::vector<std::pair<int, Key>> order;
        order.reserve(book_.size());
        book_.forEachPosition([&](const Position& position, const BookEntry&) {
            order.emplace_back(position.emptyCount(), Key{position.player(), position.opponent()});
        });
        std::sort(order.begin(), order.end());
        known_.reserve(order.size());
        std::vector<char> out;
        constexpr std::size_t kTypicalRecord = kEdaxRecordBytes + 2 + 2 * std::size_t(4);
        out.reserve(kEdaxHeaderBytes + order.size() * kTypicalRecord);
        appendHeader(out, date, 0, 0, 0);  // its figures are known at the end
        for (const auto& [empties, key] : order) {
            const Position position =
                Position::fromDiscs(8, key.player, key.opponent, Color::Black);
            appendRecord(out, recordOf(position, *book_.find(position)));
        }
        for (const EdaxRecord& pass : passes_) appendRecord(out, pass);
        std::vector<char> figures;
        for (const std::size_t figure :
             {std::size_t(level_), std::size_t(leastEmpties_), order.size() + passes_.size()}) {
            appendU32(figures, std::uint32_t(figure));
        }
        std::copy(figures.begin(), figures.begin() + 8, out.begin() + kEdaxLevelAt);
        std::copy(figures.begin() + 8, figures.end(), out.begin() + kEdaxCountAt);
        return out;
    }

private:
    // What a position's parents take of it.
    struct Known {
        std::int8_t value = 0;
        bool exact = false;
        std::uint8_t level = 0;
        EdaxStats stats;
    };

    EdaxRecord recordOf(const Position& position, const BookEntry& entry) {
        EdaxRecord record;
        record.board = {position.player(), position.opponent()};
        record.value = *book_.valueOf(position);
        record.level = std::min(entry.depth, kEdaxMaxLevel);
        level_ = std::max(level_, record.level);
        leastEmpties_ = std::min(leastEmpties_, position.emptyCount());
        const bool exact = book_.isExact(position);
        bounds(record, exact);
        bool leafLinked = false;
        for (const Square move : squaresOf(position.legalMoves())) {
            const BookChild child = bookChild(position, move);
            const Known* found = known_.find(keyOf(child.position));
            if (!found) continue;
            const Known& below = *found;
            leafLinked = leafLinked || move == entry.leaf;
            record.links.push_back({child.sameSide ? below.value : -below.value, int(move)});
            // Through a pass the side to move is the same again.
            const EdaxStats add = child.sameSide ? below.stats : turned(below.stats);
            record.stats = {plus(record.stats.wins, add.wins), plus(record.stats.draws, add.draws),
                            plus(record.stats.losses, add.losses),
                            plus(record.stats.lines, add.lines)};
            if (child.sameSide) addPass(position.play(move), below);
        }
        if (!entry.expanded) {
            // The leaf: its move when named and not in the book; its value all the same.
            const bool named = entry.leaf != kNoSquare && !leafLinked;
            record.leaf = {entry.value, named ? int(entry.leaf) : kEdaxNoMove};
            record.stats.lines = plus(record.stats.lines, 1);
            if (entry.exact) {
                record.stats.wins = plus(record.stats.wins, entry.value > 0);
                record.stats.draws = plus(record.stats.draws, entry.value == 0);
                record.stats.losses = plus(record.stats.losses, entry.value < 0);
            }
        }
        known_[record.board] = {std::int8_t(record.value), exact, std::uint8_t(record.level),
                                record.stats};
        return record;
    }

    // Edax's position of the side that must pass, `passing`, before a position `after`.
    void addPass(const Position& passing, const Known& after) {
        const Key key = keyOf(passing);
        if (!passKeys_.emplace(key).second) return;
        EdaxRecord record;
        record.board = key;
        record.value = -after.value;
        record.level = after.level;
        bounds(record, after.exact);
        record.stats = turned(after.stats);
        record.links.push_back({-after.value, kEdaxPass});
        passes_.push_back(std::move(record));
    }

    static void bounds(EdaxRecord& record, bool exact) {
        const int error = exact ? 0 : kMidgameError;
        record.lower = std::max(-64, record.value - error);
        record.upper = std::min(64, record.value + error);
    }

    const OpeningBook& book_;
    PositionTable<Known> known_;
    PositionTable<bool> passKeys_;
    std::vector<EdaxRecord> passes_;
    int level_ = 0;
    int leastEmpties_ = 60;
};

std::string atPosition(std::size_t index) {
    return "position " + std::to_string(index + 1);
}

// The fields of a line of the text form, between its commas.
std::vector<std::string_view> fieldsOf(std::string_view line) {
    std::vector<std::string_view> fields;
    for (std::size_t begin = 0;;) {
        const std::size_t comma = line.find(',', begin);
        fields.push_back(trimmed(line.substr(begin, comma - begin)));
        if (comma == std::string_view::npos) return fields;
        begin = comma + 1;
    }
}

// One record of an Edax book at `at`, added to `book`; the bytes it takes, or what is wrong.
// Each move the record links (not a pass) goes to `links` with the record's index.
struct EdaxLinkRead {
    Position position;
    Square move;
    std::size_t index;
};
Parsed<std::size_t> readEdaxRecord(std::span<const char> bytes, std::size_t index,
                                   OpeningBook& book, std::vector<EdaxLinkRead>& links) {
    const std::string where = atPosition(index);
    if (bytes.size() < kEdaxRecordBytes + 2) return ParseError{where + " is cut short"};
    const char* at = bytes.data();
    const Bitboard player = readU64(at);
    const Bitboard opponent = readU64(at + 8);
    const int value = readI16(at + 32);
    const int lower = readI16(at + 34);
    const int upper = readI16(at + 36);
    const int linkCount = std::uint8_t(at[38]);
    const int level = std::uint8_t(at[39]);
    const std::size_t size = kEdaxRecordBytes + 2 * std::size_t(linkCount) + 2;
    if (bytes.size() < size) return ParseError{where + " is cut short"};
    if ((player & opponent) || ((player | opponent) & kCentre) != kCentre) {
        return ParseError{where + " is no position: discs on one square or an empty centre"};
    }
    if (value < -64 || value > 64 || level > kEdaxMaxLevel) {
        return ParseError{where + " has a value or level out of range"};
    }
    const Position position = Position::fromDiscs(8, player, opponent, Color::Black);
    const Bitboard legal = position.legalMoves();
    const auto legalMove = [&](int move) {
        return move == kEdaxPass ? legal == 0 && position.opponentHasMoves()
                                 : move < kEdaxPass && (legal & bit(move)) != 0;
    };
    for (int i = 0; i < linkCount; ++i) {
        const int move = std::uint8_t(at[kEdaxRecordBytes + 2 * std::size_t(i) + 1]);
        if (!legalMove(move)) return ParseError{where + " links a move that is not legal"};
        if (move < kEdaxPass) links.push_back({position, Square(move), index});
    }
    const int leafValue = std::int8_t(at[size - 2]);
    const int leafMove = std::uint8_t(at[size - 1]);
    if (leafMove != kEdaxNoMove && !legalMove(leafMove)) {
        return ParseError{where + "'s leaf is not a legal move"};
    }
    if (leafMove < kEdaxPass && (leafValue < -64 || leafValue > 64)) {
        return ParseError{where + "'s leaf has a value out of range"};
    }
    if (legal == 0 && position.opponentHasMoves()) return size;  // the pass: kept after it
    BookEntry entry;
    entry.depth = level;
    entry.exact = lower == upper;
    if (leafMove < kEdaxPass) {
        entry.value = leafValue;
        entry.leaf = Square(leafMove);
    } else {
        entry.value = leafValue >= -64 && leafValue <= 64 ? leafValue : value;
    }
    if (legal == 0) entry = {value, level, true, true};  // the game is over
    book.offer(position, entry);
    return size;
}

}  // namespace

bool isEdaxBook(std::span<const char> bytes) {
    return bytes.size() >= 8 && readU32(bytes.data()) == kEdaxMagic &&
           readU32(bytes.data() + 4) == kEdaxBook;
}

EdaxDate EdaxDate::now() {
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    return {local.tm_year + 1900, local.tm_mon + 1, local.tm_mday,
            local.tm_hour,        local.tm_min,     local.tm_sec};
}

Parsed<std::vector<char>> bookBytes(const OpeningBook& book, BookForm form) {
    if (form == BookForm::Edax) return edaxBookBytes(book, EdaxDate::now());
    Parsed<std::string> text = bookText(book);
    if (!text) return text.parseError();
    return std::vector<char>(text->begin(), text->end());
}

Parsed<std::vector<char>> edaxBookBytes(const OpeningBook& book, const EdaxDate& date) {
    if (book.boardSize() != 8) return ParseError{"Edax's books are of the 8x8 board"};
    return EdaxWriter(book).write(date);
}

namespace {

// What the start of an Edax book says is wrong with it for a file of `fileBytes` bytes: each
// position takes from 42 bytes (no link) to 552 (255 links), so a file too short or too long
// for the positions its header announces is refused before it is read.
std::optional<std::string> edaxHeaderProblem(std::span<const char> head, std::uintmax_t fileBytes) {
    if (!isEdaxBook(head)) return "not an Edax book (no EDAX BOOK header)";
    if (head.size() < kEdaxHeaderBytes) return "its header is cut short";
    if (const int version = std::uint8_t(head[8]); version != kEdaxVersion) {
        return "Edax book version " + std::to_string(version) + ", expected 4";
    }
    const auto announced = std::int32_t(readU32(head.data() + kEdaxCountAt));
    if (announced < 0) return "its header announces a negative number of positions";
    constexpr std::uintmax_t kLeast = kEdaxRecordBytes + 2;
    constexpr std::uintmax_t kMost = kLeast + std::uintmax_t(2) * 255;
    if (fileBytes < kEdaxHeaderBytes) return "its header is cut short";
    const std::uintmax_t records = fileBytes - kEdaxHeaderBytes;
    if (records < std::uintmax_t(announced) * kLeast ||
        records > std::uintmax_t(announced) * kMost) {
        return "its header announces " + std::to_string(announced) + " positions, which " +
               std::to_string(records) + " bytes cannot hold";
    }
    return std::nullopt;
}

}  // namespace

std::optional<std::string> bookHeadProblem(std::span<const char> head, std::uintmax_t fileBytes) {
    if (OpeningBook::isBookFile(head)) return OpeningBook::headerProblem(head, fileBytes);
    if (isEdaxBook(head)) return edaxHeaderProblem(head, fileBytes);
    if (std::find(head.begin(), head.end(), '\0') != head.end()) {
        return "not a book: neither Hasami's, Edax's nor the text form";
    }
    return std::nullopt;
}

Parsed<OpeningBook> readEdaxBook(std::span<const char> bytes, std::string* note) {
    if (const std::optional<std::string> problem = edaxHeaderProblem(bytes, bytes.size())) {
        return ParseError{*problem};
    }
    const auto announced = std::int32_t(readU32(bytes.data() + kEdaxCountAt));
    OpeningBook book(8);
    book.reserve(std::min(std::size_t(announced), bytes.size() / (kEdaxRecordBytes + 2)));
    std::size_t at = kEdaxHeaderBytes;
    std::size_t read = 0;
    std::vector<EdaxLinkRead> links;
    for (; at < bytes.size(); ++read) {
        const Parsed<std::size_t> size = readEdaxRecord(bytes.subspan(at), read, book, links);
        if (!size) return size.parseError();
        at += *size;
    }
    if (read != std::size_t(announced)) {
        return ParseError{"its header announces " + std::to_string(announced) +
                          " positions, the file holds " + std::to_string(read)};
    }
    // A link to a position the file lacks: left out (Edax itself refuses such a file), and
    // told.
    std::size_t missing = 0;
    for (const EdaxLinkRead& link : links) {
        if (book.find(bookChild(link.position, link.move).position)) continue;
        if (note && missing == 0) {
            *note = atPosition(link.index) + " links " + squareName(link.move) +
                    " to a position the file lacks";
        }
        ++missing;
    }
    if (note && missing > 1) {
        *note = std::to_string(missing) +
                " links lead to positions the file lacks (the first: " + *note + ")";
    }
    if (note && missing > 0) *note += "; they are left out";
    book.propagate();
    return book;
}

Parsed<std::string> bookText(const OpeningBook& book) {
    std::string text;
    for (const auto& [position, entry] : book.positions()) {
        if (position.mustPass()) continue;
        const bool named = !entry.expanded && entry.leaf != kNoSquare;
        const int value = entry.expanded ? *book.valueOf(position) : entry.value;
        const bool exact = entry.expanded ? book.isExact(position) : entry.exact;
        std::string leaf = named ? squareName(entry.leaf) : "--";
        std::transform(leaf.begin(), leaf.end(), leaf.begin(),
                       [](char c) { return char(std::toupper(static_cast<unsigned char>(c))); });
        text += formatPosition(position) + "," + std::to_string(entry.depth) + "," + leaf + "," +
                std::to_string(value) + (exact ? ",exact" : "") + (entry.handSet ? ",hand" : "") +
                "\n";
    }
    return text;
}

namespace {

// The longest line of the text form: the board's 64 squares, its side, the level, the leaf, the
// value and the two flags take 90 characters; spaces between fields are allowed.
constexpr std::size_t kMaxTextLine = 256;

// One line of the text form, added to `book` (created at the first line for its board).
std::optional<std::string> readTextLine(std::string_view line, std::optional<OpeningBook>& book) {
    if (line.size() > kMaxTextLine) {
        return "longer than any line of a book (" + std::to_string(kMaxTextLine) +
               " characters): " + quotedInput(line, 40);
    }
    const std::vector<std::string_view> fields = fieldsOf(line);
    if (fields.size() < 4 || fields.size() > 6) {
        return "expected BOARD SIDE,LEVEL,LEAF,VALUE and at most two flags";
    }
    const Parsed<Position> position = parsePosition(fields[0]);
    if (!position) return position.error();
    // What a book file holds (OpeningBook::read): a position of four discs or more.
    if (popcount(position->player() | position->opponent()) < 4) {
        return std::string("a position of the book has four discs or more");
    }
    if (!book) book.emplace(position->size());
    if (position->size() != book->boardSize()) return std::string("a board of another size");
    const std::optional<std::int64_t> level = parseInteger(fields[1], 0, kEdaxMaxLevel);
    if (!level) return "the level " + quotedInput(fields[1], 20) + " is not 0 to 60";
    const int squares = position->size() * position->size();
    const std::optional<std::int64_t> value = parseInteger(fields[3], -squares, squares);
    if (!value) return "the value " + quotedInput(fields[3], 20) + " is out of range";
    std::string leaf(fields[2]);
    std::transform(leaf.begin(), leaf.end(), leaf.begin(),
                   [](char c) { return char(std::tolower(static_cast<unsigned char>(c))); });
    BookEntry entry{int(*value), int(*level), false, false};
    for (std::size_t i = 4; i < fields.size(); ++i) {
        const std::string_view flag = fields[i];
        if (flag == "exact") {
            entry.exact = true;
        } else if (flag == "hand") {
            entry.handSet = true;
        } else if (!flag.empty()) {
            return "unknown field " + quotedInput(flag, 20);
        }
    }
    if (leaf == "pa" || leaf == "ps") {
        if (!position->mustPass()) return std::string("the leaf is a pass, which is not forced");
        return std::nullopt;  // the position before a pass: kept after it
    }
    if (leaf != "--") {
        const Parsed<Square> square = parseSquare(leaf, position->size());
        if (!square || !position->isLegal(*square)) {
            return "the leaf " + quotedInput(leaf, 20) + " is not legal";
        }
        entry.leaf = *square;
    }
    if (position->mustPass()) return std::nullopt;
    if (position->isGameOver()) entry.exact = true;
    book->offer(*position, entry);
    return std::nullopt;
}

}  // namespace

Parsed<OpeningBook> readBookText(std::string_view text) {
    std::optional<OpeningBook> book;
    int number = 0;
    for (std::string_view rest = text; !rest.empty();) {
        const std::size_t end = rest.find('\n');
        std::string_view line = rest.substr(0, end);
        rest = end == std::string_view::npos ? std::string_view() : rest.substr(end + 1);
        ++number;
        line = trimmed(line);
        if (line.empty() || line.front() == '#') continue;
        if (const std::optional<std::string> problem = readTextLine(line, book)) {
            return ParseError{"line " + std::to_string(number) + ": " + *problem};
        }
    }
    if (!book || book->size() == 0) {
        return ParseError{
            "no position of a book (one of the side that must pass is kept after "
            "its pass): a line is BOARD SIDE,LEVEL,LEAF,VALUE"};
    }
    book->propagate();
    return std::move(*book);
}

Parsed<OpeningBook> readAnyBook(std::span<const char> bytes, std::string* note) {
    if (OpeningBook::isBookFile(bytes)) return OpeningBook::read(bytes);
    if (isEdaxBook(bytes)) return readEdaxBook(bytes, note);
    if (std::find(bytes.begin(), bytes.end(), '\0') != bytes.end()) {
        return ParseError{"not a book: neither Hasami's, Edax's nor the text form"};
    }
    return readBookText(withoutByteOrderMark(std::string_view(bytes.data(), bytes.size())));
}

}  // namespace hasami
