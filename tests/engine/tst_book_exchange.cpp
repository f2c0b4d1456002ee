// SPDX-License-Identifier: GPL-3.0-or-later
// Books between programs: Edax's book files written here by a writer of the test's own, from
// the format as Edax's book.c lays it out (not by the code under test), are read with their
// positions, links and leaves; damaged ones are refused; the text form is read from lines
// written by hand; the built-in book goes out and comes back with the same positions and
// values; a move to a position of the side that must pass becomes Edax's pass position.
#include <QDataStream>
#include <QTest>

#include <random>

#include "engine/book/book_exchange.h"
#include "engine/formats/notation.h"
#include "tests/support/built_in_books.h"

using namespace hasami;

namespace {

// The least of the eight images of (player, opponent) under the board's symmetries, by
// moving each square: (column, row) turned and mirrored, compared as Edax compares boards.
std::pair<Bitboard, Bitboard> slowLeastImage(Bitboard player, Bitboard opponent) {
    const auto image = [](Bitboard discs, int symmetry) {
        Bitboard out = 0;
        for (int square = 0; square < 64; ++square) {
            if (!(discs >> square & 1)) continue;
            int column = square % 8;
            int row = square / 8;
            if (symmetry & 1) column = 7 - column;
            if (symmetry & 2) row = 7 - row;
            if (symmetry & 4) std::swap(column, row);
            out |= Bitboard{1} << (row * 8 + column);
        }
        return out;
    };
    std::pair<Bitboard, Bitboard> least{player, opponent};
    for (int symmetry = 1; symmetry < 8; ++symmetry) {
        least = std::min(least, {image(player, symmetry), image(opponent, symmetry)});
    }
    return least;
}

std::pair<Bitboard, Bitboard> slowKey(const Position& position) {
    return slowLeastImage(position.player(), position.opponent());
}

Position positionOf(std::pair<Bitboard, Bitboard> key) {
    return Position::fromDiscs(8, key.first, key.second, Color::Black);
}

// One position of an Edax book as book.c writes it.
struct EdaxRecord {
    std::pair<Bitboard, Bitboard> board;
    int value = 0;
    int lower = -64;
    int upper = 64;
    int level = 20;
    std::vector<std::pair<int, int>> links;  // value, move
    int leafValue = -127;
    int leafMove = 65;  // none
};

QByteArray edaxFile(const std::vector<EdaxRecord>& records, int announced = -1, int version = 4) {
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out.setByteOrder(QDataStream::LittleEndian);
    out << quint32(0x45444158) << quint32(0x424f4f4b) << quint8(version) << quint8(6);
    out << qint16(2026) << quint8(11) << quint8(29) << quint8(12) << quint8(0) << quint8(0)
        << quint8(0);
    out << qint32(30) << qint32(20) << qint32(2) << qint32(1) << qint32(1);
    out << qint32(announced < 0 ? int(records.size()) : announced);
    for (const EdaxRecord& record : records) {
        out << quint64(record.board.first) << quint64(record.board.second);
        out << quint32(0) << quint32(0) << quint32(0) << quint32(1);
        out << qint16(record.value) << qint16(record.lower) << qint16(record.upper);
        out << quint8(record.links.size()) << quint8(record.level);
        for (const auto& [value, move] : record.links) out << qint8(value) << quint8(move);
        out << qint8(record.leafValue) << quint8(record.leafMove);
    }
    return bytes;
}

// The positions of an Edax book file, read as book.c reads them.
std::vector<EdaxRecord> edaxRecordsIn(const std::vector<char>& bytes) {
    QByteArray file(bytes.data(), qsizetype(bytes.size()));
    QDataStream in(file);
    in.setByteOrder(QDataStream::LittleEndian);
    in.skipRawData(38);
    qint32 count = 0;
    in >> count;
    std::vector<EdaxRecord> records(std::size_t(std::max(count, 0)));
    for (EdaxRecord& record : records) {
        quint64 player = 0;
        quint64 opponent = 0;
        quint32 counts[4];
        qint16 values[3];
        quint8 links = 0;
        quint8 level = 0;
        in >> player >> opponent >> counts[0] >> counts[1] >> counts[2] >> counts[3] >> values[0] >>
            values[1] >> values[2] >> links >> level;
        record = {{player, opponent}, values[0], values[1], values[2], level, {}};
        // A value is a signed byte: 128 and above are below zero.
        const auto signedByte = [](quint8 byte) { return byte < 128 ? int(byte) : byte - 256; };
        for (int i = 0; i < links; ++i) {
            quint8 value = 0;
            quint8 move = 0;
            in >> value >> move;
            record.links.emplace_back(signedByte(value), move);
        }
        quint8 leafValue = 0;
        quint8 leafMove = 0;
        in >> leafValue >> leafMove;
        record.leafValue = signedByte(leafValue);
        record.leafMove = leafMove;
    }
    return records;
}

// From random games (seeded): a position and a move of it after which the opponent must pass.
std::pair<Position, Square> aMoveBeforeAPass() {
    std::mt19937_64 random(7);
    for (;;) {
        Position position = Position::initial();
        while (!position.isGameOver()) {
            if (!position.hasMoves()) {
                position = position.pass();
                continue;
            }
            std::vector<Square> moves;
            for (const Square move : squaresOf(position.legalMoves())) {
                if (position.play(move).mustPass()) return {position, move};
                moves.push_back(move);
            }
            position = position.play(moves[random() % moves.size()]);
        }
    }
}

Parsed<OpeningBook> readEdax(const QByteArray& bytes) {
    return readEdaxBook(std::span<const char>(bytes.constData(), std::size_t(bytes.size())));
}

// The legal move of `from` whose position is an image of `to`.
Square moveTo(const Position& from, const Position& to) {
    for (const Square move : squaresOf(from.legalMoves())) {
        if (slowKey(from.play(move)) == slowKey(to)) return move;
    }
    return kNoSquare;
}

Position afterMoves(const std::string& moves) {
    return parseTranscript(moves)->position();
}

}  // namespace

class TestBookExchange : public QObject {
    Q_OBJECT

private slots:
    void readsEdaxPositionsLinksAndLeaves();
    void namesALinkToAPositionTheFileLacks();
    void refusesDamagedEdaxFiles();
    void readsTheTextForm();
    void refusesBadLines();
    void aTextBookMayStartWithAByteOrderMark();
    void whatTheTextFormTakesInABookFileReadsBack();
    void theBuiltInBookComesBackWhole();
    void aMoveBeforeAPassGoesThroughEdaxsPassPosition();
    void tellsTheFormByItsContent();
};

void TestBookExchange::readsEdaxPositionsLinksAndLeaves() {
    // The start, after f5 (White to move) and after f5 d6 (Black), each as its least image.
    const Position start = Position::initial();
    const Position f5 = afterMoves("f5");
    const Position d6 = afterMoves("f5d6");
    const Position startImage = positionOf(slowKey(start));
    const Position f5Image = positionOf(slowKey(f5));
    const Position d6Image = positionOf(slowKey(d6));
    // After f5 d6, solved: Black +2, its leaf the first legal move.
    EdaxRecord solved{slowKey(d6), 2, 2, 2, 40, {}, 2, firstSquare(d6Image.legalMoves())};
    // After f5: the link to d6 is worth -2; the leaf, another move, -3.
    const Square d6Move = moveTo(f5Image, d6);
    QVERIFY(d6Move != kNoSquare);
    const Square leaf = firstSquare(f5Image.legalMoves() & ~bit(d6Move));
    EdaxRecord afterF5{slowKey(f5), -2, -4, 0, 20, {{-2, d6Move}}, -3, leaf};
    // The start: its four moves lead to images of one position, each linked.
    EdaxRecord first{slowKey(start), 2, 0, 4, 20, {}};
    for (const Square move : squaresOf(startImage.legalMoves())) first.links.push_back({2, move});
    const Parsed<OpeningBook> book = readEdax(edaxFile({first, afterF5, solved}));
    QVERIFY2(book, book.error().c_str());
    QCOMPARE(book->size(), std::size_t(3));
    QCOMPARE(book->valueOf(start), std::optional<int>(2));
    const std::vector<BookMove> firstMoves = book->movesOf(start);
    QCOMPARE(firstMoves.size(), std::size_t(4));
    for (const BookMove& move : firstMoves) {
        QCOMPARE(move.value, 2);
        QVERIFY(!move.leaf);
    }
    // After f5, on the board as played: d6 (solved) and the leaf, turned onto this image.
    const std::vector<BookMove> moves = book->movesOf(f5);
    QCOMPARE(moves.size(), std::size_t(2));
    QCOMPARE(squareName(moves[0].move), std::string("d6"));
    QCOMPARE(moves[0].value, -2);
    QVERIFY(moves[0].exact && !moves[0].leaf);
    QVERIFY(moves[1].leaf && !moves[1].exact);
    QCOMPARE(moves[1].value, -3);
    QCOMPARE(slowKey(f5.play(moves[1].move)), slowKey(f5Image.play(leaf)));
    QVERIFY(book->isExact(d6));
    QVERIFY(!book->isExact(start));
    QCOMPARE(book->find(d6)->depth, 40);
}

void TestBookExchange::namesALinkToAPositionTheFileLacks() {
    // The start, and after f5 a link to d6 whose position the file does not hold.
    const Position start = Position::initial();
    const Position f5 = afterMoves("f5");
    const Position startImage = positionOf(slowKey(start));
    const Position f5Image = positionOf(slowKey(f5));
    const Square d6Move = moveTo(f5Image, afterMoves("f5d6"));
    EdaxRecord afterF5{slowKey(f5), -2,
                       -4,          0,
                       20,          {{-2, d6Move}},
                       -3,          firstSquare(f5Image.legalMoves() & ~bit(d6Move))};
    EdaxRecord first{slowKey(start), 2, 0, 4, 20, {}};
    for (const Square move : squaresOf(startImage.legalMoves())) first.links.push_back({2, move});
    const QByteArray file = edaxFile({first, afterF5});
    std::string note;
    const Parsed<OpeningBook> book =
        readEdaxBook(std::span<const char>(file.constData(), std::size_t(file.size())), &note);
    QVERIFY2(book, book.error().c_str());
    QCOMPARE(book->size(), std::size_t(2));
    QVERIFY2(note.find("position 2 links " + squareName(d6Move)) != std::string::npos,
             note.c_str());
    QVERIFY(note.find("lacks") != std::string::npos);
    // A whole file says nothing.
    std::string none;
    const Parsed<OpeningBook> whole = readAnyBook(*edaxBookBytes(*book, {}), &none);
    QVERIFY(whole);
    QVERIFY2(none.empty(), none.c_str());
}

void TestBookExchange::refusesDamagedEdaxFiles() {
    const Position start = Position::initial();
    const Position startImage = positionOf(slowKey(start));
    const EdaxRecord good{
        slowKey(start), 0, -2, 2, 20, {}, 0, firstSquare(startImage.legalMoves())};
    QVERIFY(readEdax(edaxFile({good})));
    const auto refused = [](const QByteArray& bytes, const char* words) {
        const Parsed<OpeningBook> book = readEdax(bytes);
        return !book && book.error().find(words) != std::string::npos;
    };
    QByteArray foreign = edaxFile({good});
    foreign[0] = 'Y';
    QVERIFY(refused(foreign, "not an Edax book"));
    QVERIFY(refused(edaxFile({good}, -1, 3), "version 3"));
    // More or fewer positions than the header announces: refused from the header and the
    // file's size when the size cannot hold them (42 to 552 bytes each), else once read.
    QVERIFY(refused(edaxFile({good}, 2), "announces 2 positions, which 42 bytes cannot hold"));
    QVERIFY(refused(edaxFile({good}, 1000), "announces 1000 positions, which 42 bytes"));
    QVERIFY(refused(edaxFile({good}, 0), "announces 0 positions, which 42 bytes"));
    QVERIFY(refused(edaxFile({good}).chopped(1), "announces 1 positions, which 41 bytes"));
    EdaxRecord linked = good;
    linked.links = {{0, good.leafMove}};
    QVERIFY(refused(edaxFile({good, linked}, 1), "announces 1 positions, the file holds 2"));
    QVERIFY(refused(edaxFile({good}).left(30), "header is cut short"));
    // A size smaller than the header's (a file that shrank after its head was read): said so,
    // never a number wrapped around.
    const QByteArray head = edaxFile({good});
    const auto early = bookHeadProblem(std::span<const char>(head.data(), head.size()), 20);
    QVERIFY(early && early->find("cut short") != std::string::npos);
    const std::vector<char> mine = OpeningBook(8).bytes();
    const auto hasami = OpeningBook::headerProblem(mine, 10);
    QVERIFY(hasami && hasami->find("cut short") != std::string::npos);
    QVERIFY(refused(edaxFile({linked}).chopped(1), "cut short"));
    EdaxRecord overlapping = good;
    overlapping.board.second |= overlapping.board.first;
    QVERIFY(refused(edaxFile({overlapping}), "no position"));
    EdaxRecord occupied = good;
    occupied.links = {{0, 27}};  // d4: a disc of the start
    QVERIFY(refused(edaxFile({occupied}), "links a move that is not legal"));
    EdaxRecord badLeaf = good;
    badLeaf.leafMove = 0;  // a1
    QVERIFY(refused(edaxFile({badLeaf}), "leaf is not a legal move"));
    EdaxRecord badValue = good;
    badValue.value = 100;
    QVERIFY(refused(edaxFile({badValue}), "out of range"));
}

void TestBookExchange::readsTheTextForm() {
    // Edax's text form by hand: the start (every move in the book after it) and after f5,
    // White to move, its leaf f4 worth -3; a comment and a blank line.
    const std::string text =
        "# a book\n"
        "---------------------------OX------XO--------------------------- X,20,--,0\n"
        "\n"
        "---------------------------OX------XXX-------------------------- O,21,F4,-3,exact\n";
    const Parsed<OpeningBook> book = readBookText(text);
    QVERIFY2(book, book.error().c_str());
    QCOMPARE(book->size(), std::size_t(2));
    QCOMPARE(book->valueOf(Position::initial()), std::optional<int>(3));
    QCOMPARE(book->movesOf(Position::initial()).size(), std::size_t(4));
    const std::vector<BookMove> moves = book->movesOf(afterMoves("f5"));
    QCOMPARE(moves.size(), std::size_t(1));
    QCOMPARE(squareName(moves[0].move), std::string("f4"));
    QVERIFY(moves[0].leaf && moves[0].exact);
    QCOMPARE(book->find(afterMoves("f5"))->depth, 21);
    // Seen from another image, after c4: the leaf is f4 turned as f5 is turned into c4 (c5).
    const std::vector<BookMove> turned = book->movesOf(afterMoves("c4"));
    QCOMPARE(turned.size(), std::size_t(1));
    QCOMPARE(slowKey(afterMoves("c4").play(turned[0].move)), slowKey(afterMoves("f5f4")));
    QCOMPARE(squareName(turned[0].move), std::string("c5"));
}

void TestBookExchange::refusesBadLines() {
    const std::string start = "---------------------------OX------XO--------------------------- X";
    const auto refused = [&](const std::string& second, const char* words) {
        const Parsed<OpeningBook> book = readBookText(start + ",20,--,0\n" + second + "\n");
        return !book && book.error().starts_with("line 2: ") &&
               book.error().find(words) != std::string::npos;
    };
    QVERIFY(refused(start + ",61,--,0", "level"));
    QVERIFY(refused(start + ",20,--,65", "value"));
    QVERIFY(refused(start + ",20,A1,0", "not legal"));
    QVERIFY(refused(start + ",20,--,0,deep", "unknown field"));
    QVERIFY(refused(start + ",20", "expected BOARD SIDE,LEVEL,LEAF,VALUE"));
    QVERIFY(refused("----OX------XO---------------- X,20,--,0", ""));
    // Fewer than four discs: no book file could hold it (it would be written, then refused).
    QVERIFY(refused("X" + std::string(63, '-') + " O,1,--,0", "four discs"));
    QVERIFY(!readBookText("\n# nothing\n"));
    // A line longer than any of a book is refused as it is met, its message quoting a short
    // excerpt (a field of megabytes is never echoed whole).
    const std::string commas(5'000'000, ',');
    QVERIFY(refused(start + ",20,--,0" + commas, "longer than any line of a book"));
    const Parsed<OpeningBook> long_ = readBookText(start + ",20,--,0\n" + start + commas + "\n");
    QVERIFY(!long_ && long_.error().size() < 200);
    QVERIFY(refused(start + ",20,--,0,,,", "at most two flags"));
    const std::string field(120, '7');
    const Parsed<OpeningBook> quoted = readBookText(start + ",20,--," + field + "\n");
    QVERIFY(!quoted);
    QVERIFY2(
        quoted.error().find("is out of range") != std::string::npos && quoted.error().size() < 120,
        quoted.error().c_str());
}

void TestBookExchange::aTextBookMayStartWithAByteOrderMark() {
    // Editors on other systems write one; it is no part of the first line.
    const std::string line =
        "---------------------------OX------XO--------------------------- X,20,--,0\n";
    const std::string text = "\xEF\xBB\xBF" + line;
    const Parsed<OpeningBook> book = readAnyBook(std::span<const char>(text.data(), text.size()));
    QVERIFY2(book, book ? "" : book.error().c_str());
    QCOMPARE(book->size(), std::size_t(1));
}

void TestBookExchange::whatTheTextFormTakesInABookFileReadsBack() {
    // Random positions of games (seeded) of every size the text form writes (8x8), each with
    // a random value, depth, leaf and flags, as text: read, written in Hasami's form, read
    // back, and the same book.
    std::mt19937 random(5);
    std::string text;
    for (int game = 0; game < 40; ++game) {
        Position position = Position::initial(8);
        const int plies = int(random() % 50);
        for (int ply = 0; ply < plies && !position.isGameOver(); ++ply) {
            if (position.mustPass()) {
                position = position.pass();
                continue;
            }
            std::vector<Square> moves;
            for (const Square move : squaresOf(position.legalMoves())) moves.push_back(move);
            position = position.play(moves[random() % moves.size()]);
        }
        if (position.mustPass() || position.isGameOver()) continue;
        std::string leaf = "--";
        if (random() % 2 == 0) {
            leaf = squareName(firstSquare(position.legalMoves()));
        }
        text += formatPosition(position) + "," + std::to_string(random() % 40) + "," + leaf + "," +
                std::to_string(int(random() % 129) - 64) + (random() % 3 == 0 ? ",exact" : "") +
                (random() % 5 == 0 ? ",hand" : "") + "\n";
    }
    const Parsed<OpeningBook> read = readBookText(text);
    QVERIFY2(read, read.error().c_str());
    const std::vector<char> bytes = read->bytes();
    const Parsed<OpeningBook> again = OpeningBook::read(bytes);
    QVERIFY2(again, again.error().c_str());
    QVERIFY(again->bytes() == bytes);
    QCOMPARE(again->size(), read->size());
}

void TestBookExchange::theBuiltInBookComesBackWhole() {
    const OpeningBook* builtIn = test::builtInBook(8);
    QVERIFY(builtIn);
    const Parsed<std::vector<char>> edax = edaxBookBytes(*builtIn, {});
    QVERIFY(edax);
    const Parsed<std::string> text = bookText(*builtIn);
    QVERIFY(text);
    const Parsed<OpeningBook> fromEdax = readEdaxBook(*edax);
    const Parsed<OpeningBook> fromText = readBookText(*text);
    QVERIFY2(fromEdax, fromEdax.error().c_str());
    QVERIFY2(fromText, fromText.error().c_str());
    for (const OpeningBook* back : {&*fromEdax, &*fromText}) {
        QCOMPARE(back->size(), builtIn->size());
        for (const auto& [position, entry] : builtIn->positions()) {
            QCOMPARE(back->valueOf(position), builtIn->valueOf(position));
            QCOMPARE(back->isExact(position), builtIn->isExact(position));
            QCOMPARE(back->find(position)->depth, entry.depth);
            const std::vector<BookMove> was = builtIn->movesOf(position);
            const std::vector<BookMove> is = back->movesOf(position);
            QCOMPARE(is.size(), was.size());
            for (std::size_t i = 0; i < was.size(); ++i) {
                QCOMPARE(is[i].move, was[i].move);
                QCOMPARE(is[i].value, was[i].value);
                QCOMPARE(is[i].exact, was[i].exact);
            }
        }
    }
    // The same book gives the same bytes.
    QCOMPARE(*edaxBookBytes(*fromEdax, {}), *edax);
    QCOMPARE(*bookText(*fromText), *text);
}

void TestBookExchange::aMoveBeforeAPassGoesThroughEdaxsPassPosition() {
    const std::pair<Position, Square> found = aMoveBeforeAPass();
    const Position& parent = found.first;
    const Square passing = found.second;
    const Position afterPass = parent.play(passing).pass();
    OpeningBook book(8);
    book.insert(parent, {1, 12, false, false, false, kNoSquare});
    book.insert(afterPass, {5, 12, false, false, false, kNoSquare});
    book.propagate();
    const Parsed<std::vector<char>> bytes = edaxBookBytes(book, {});
    QVERIFY(bytes);
    // Edax's three positions: the parent, the one that passes, the one after the pass; the
    // one that passes worth -5 for its side, linked on by the pass (64), with no leaf (65).
    const std::vector<EdaxRecord> records = edaxRecordsIn(*bytes);
    QCOMPARE(records.size(), std::size_t(3));
    const auto passes = std::find_if(records.begin(), records.end(), [&](const EdaxRecord& r) {
        return r.board == slowKey(parent.play(passing));
    });
    QVERIFY(passes != records.end());
    QCOMPARE(passes->value, -5);
    QCOMPARE(passes->links, (std::vector<std::pair<int, int>>{{-5, 64}}));
    QCOMPARE(passes->leafMove, 65);
    // Read again, the pass position is left out and the move keeps its value.
    const Parsed<OpeningBook> back = readEdaxBook(*bytes);
    QVERIFY(back);
    QCOMPARE(back->size(), std::size_t(2));
    QCOMPARE(back->valueOf(parent), std::optional<int>(5));
}

void TestBookExchange::tellsTheFormByItsContent() {
    const OpeningBook* builtIn = test::builtInBook(8);
    const std::vector<char> own = builtIn->bytes();
    const std::vector<char> edax = *edaxBookBytes(*builtIn, {});
    const std::string text = *bookText(*builtIn);
    for (const std::span<const char> bytes :
         {std::span<const char>(own), std::span<const char>(edax), std::span<const char>(text)}) {
        const Parsed<OpeningBook> book = readAnyBook(bytes);
        QVERIFY(book);
        QCOMPARE(book->size(), builtIn->size());
    }
    const char binary[] = {'\x01', '\0', '\x02'};
    QVERIFY(!readAnyBook(binary));
    QVERIFY(!edaxBookBytes(*test::builtInBook(6), {}));
}

QTEST_MAIN(TestBookExchange)
#include "tst_book_exchange.moc"
