// SPDX-License-Identifier: GPL-3.0-or-later
// The opening book: symmetric positions share one entry; negamax propagation gives the values
// plain minimax gives; the file format round-trips and refuses damage; the book's move choice
// keeps within its loss; the built-in book is sound and the players use it; the lines each
// player must know below a position count as their definition says on the game tree.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <cstring>

#include <map>
#include <random>
#include <set>

#include "engine/book/book.h"
#include "engine/book/book_file.h"
#include "engine/book/book_lines.h"
#include "engine/book/position_table.h"
#include "engine/players/player.h"
#include "engine/search/search.h"
#include "engine/util/byte_order.h"
#include "engine/util/files.h"
#include "tests/support/built_in_books.h"
#include "tests/support/random_positions.h"

using namespace hasami;

namespace {

constexpr int kWholeGame = 64;

// Every position of the 4x4 game reached from the start, in the book's terms (forced passes
// played), each once under the symmetries.
std::vector<Position> every4x4Position(const OpeningBook& shape) {
    std::vector<Position> all;
    std::set<std::pair<Bitboard, Bitboard>> seen;
    std::vector<Position> todo{Position::initial(4)};
    while (!todo.empty()) {
        const Position position = todo.back();
        todo.pop_back();
        const Position canonical = shape.canonical(position);
        if (!seen.insert({canonical.player(), canonical.opponent()}).second) continue;
        all.push_back(position);
        for (const Square move : squaresOf(position.legalMoves())) {
            todo.push_back(bookChild(position, move).position);
        }
    }
    return all;
}

// The whole 4x4 game as a book whose own values are all wrong (0) but for the finished games:
// only propagation can give the right values.
OpeningBook whole4x4Book() {
    OpeningBook book(4);
    for (const Position& position : every4x4Position(book)) {
        if (position.isGameOver()) {
            book.insert(position, {position.finalScore(), 0, true, false});
        } else {
            book.insert(position, {0, 1, false, true});
        }
    }
    book.propagate();
    return book;
}

// The lines of the book `player` must know below `position`, by the definition on the game
// tree itself, each move valued by plain minimax: at the player's turn, the fewest among its
// best moves; at the opponent's, the sum over all of the opponent's moves; the end, one line.
std::uint64_t referenceLines(const Position& position, Color player) {
    if (position.isGameOver()) return 1;
    if (position.mustPass()) return referenceLines(position.pass(), player);
    std::uint64_t leaves = 0;
    std::uint64_t sum = 0;
    std::uint64_t fewest = 0;
    int best = -kWholeGame - 1;
    for (const Square move : squaresOf(position.legalMoves())) {
        const Position child = position.play(move);
        const std::uint64_t lines = referenceLines(child, player);
        sum += lines;
        const int value = -minimax(child, kWholeGame, leaves);
        if (value > best || (value == best && lines < fewest)) fewest = lines;
        best = std::max(best, value);
    }
    return position.sideToMove() == player ? fewest : sum;
}

}  // namespace

class TestBook : public QObject {
    Q_OBJECT

private slots:
    void symmetriesMapTheBoardOntoItself() {
        for (const int size : {4, 6, 8}) {
            std::set<std::vector<Square>> images;
            for (int symmetry = 0; symmetry < 8; ++symmetry) {
                std::vector<Square> image;
                for (const Square square : squaresOf(boardMask(size))) {
                    const Square to = transformSquare(square, size, symmetry);
                    QVERIFY(boardMask(size) & bit(to));
                    image.push_back(to);
                }
                QCOMPARE(std::set<Square>(image.begin(), image.end()).size(),
                         std::size_t(size * size));
                images.insert(image);
            }
            QCOMPARE(images.size(), std::size_t(8));  // eight different maps
        }
        // The 8x8 start position is its own image under half a turn and both diagonals.
        const Position start = Position::initial(8);
        int fixed = 0;
        for (int symmetry = 0; symmetry < 8; ++symmetry) {
            fixed += transformDiscs(start.player(), 8, symmetry) == start.player() &&
                     transformDiscs(start.opponent(), 8, symmetry) == start.opponent();
        }
        QCOMPARE(fixed, 4);
    }

    void distinctMovesKeepOneOfEachSetOfEqualMoves() {
        // The start positions are their own images under four symmetries, which make their
        // four moves equal; after f5 the three replies (d6, f4, f6) all differ.
        for (const int size : {4, 6, 8}) {
            const Position start = Position::initial(size);
            QCOMPARE(popcount(start.legalMoves()), 4);
            QCOMPARE(
                popcount(distinctMoves(start.player(), start.opponent(), start.legalMoves(), size)),
                1);
        }
        const Position f5 = Position::initial(8).play(squareAt(5, 4));
        QCOMPARE(distinctMoves(f5.player(), f5.opponent(), f5.legalMoves(), 8), f5.legalMoves());
        // Early positions, symmetric or not: every move left out has the value (by minimax) of
        // a move kept, and the moves kept are a subset of the legal ones.
        std::mt19937_64 random(3);
        int leftOut = 0;
        for (const int size : {6, 8}) {
            for (int i = 0; i < 60; ++i) {
                const Position position =
                    test::randomLivePosition(size, size * size - 4 - int(random() % 4), random);
                const Bitboard moves = position.legalMoves();
                const Bitboard kept =
                    distinctMoves(position.player(), position.opponent(), moves, size);
                QVERIFY(kept && (kept & ~moves) == 0);
                std::set<int> keptValues;
                std::uint64_t leaves = 0;
                for (const Square square : squaresOf(kept)) {
                    keptValues.insert(-minimax(position.play(square), 3, leaves));
                }
                for (const Square square : squaresOf(moves & ~kept)) {
                    ++leftOut;
                    QVERIFY(keptValues.count(-minimax(position.play(square), 3, leaves)));
                }
            }
        }
        QVERIFY(leftOut > 0);
    }

    void everyImageOfAPositionFindsItsEntry() {
        std::mt19937_64 random(7);
        for (const int size : {6, 8}) {
            for (int i = 0; i < 20; ++i) {
                const Position position = test::randomLivePosition(size, size * size - 12, random);
                OpeningBook book(size);
                book.insert(position, {5, 10, false, false});
                for (int symmetry = 0; symmetry < 8; ++symmetry) {
                    const Position image = Position::fromDiscs(
                        size, transformDiscs(position.discs(Color::Black), size, symmetry),
                        transformDiscs(position.discs(Color::White), size, symmetry),
                        position.sideToMove());
                    const std::optional<BookEntry> entry = book.find(image);
                    QVERIFY(entry);
                    QCOMPARE(entry->value, 5);
                    // The same discs with the colours swapped and the other side to move.
                    const Position swapped = Position::fromDiscs(size, image.discs(Color::White),
                                                                 image.discs(Color::Black),
                                                                 opposite(image.sideToMove()));
                    QVERIFY(book.find(swapped));
                }
                QCOMPARE(book.size(), std::size_t(1));
            }
        }
    }

    void propagationGivesTheMinimaxValues() {
        const OpeningBook book = whole4x4Book();
        QVERIFY(book.size() > 100);
        std::mt19937_64 random(3);
        std::vector<Position> probes{Position::initial(4)};
        for (int i = 0; i < 30; ++i) {
            probes.push_back(test::randomLivePosition(4, 12 - int(random() % 8), random));
        }
        for (const Position& position : probes) {
            std::uint64_t leaves = 0;
            QCOMPARE(book.valueOf(position), minimax(position, kWholeGame, leaves));
            const std::vector<BookMove> moves = book.movesOf(position);
            QCOMPARE(int(moves.size()), popcount(position.legalMoves()));
            for (std::size_t m = 0; m < moves.size(); ++m) {
                QVERIFY(moves[m].exact);
                if (m > 0) QVERIFY(moves[m - 1].value >= moves[m].value);
                const int reference = -minimax(position.play(moves[m].move), kWholeGame, leaves);
                QCOMPARE(moves[m].value, reference);
            }
        }
    }

    void bookLinesCountWhatEachPlayerMustKnow() {
        const OpeningBook book = whole4x4Book();
        BookLineCounter counter(book);
        int checked = 0;
        for (const Position& position : every4x4Position(book)) {
            if (position.isGameOver()) {
                QVERIFY(counter.movesOf(position).empty());
                continue;
            }
            const std::vector<BookMoveLines> moves = counter.movesOf(position);
            QCOMPARE(int(moves.size()), popcount(position.legalMoves()));
            for (const BookMoveLines& move : moves) {
                const Position after = position.play(move.move);
                QCOMPARE(move.black, referenceLines(after, Color::Black));
                QCOMPARE(move.white, referenceLines(after, Color::White));
                ++checked;
            }
        }
        QVERIFY(checked > 100);
        // A position the book does not expand has no lines to show.
        OpeningBook small(8);
        BookLineCounter none(small);
        QVERIFY(none.movesOf(Position::initial()).empty());
        QCOMPARE(none.linesOf(Position::initial()).mover, std::uint64_t(1));
    }

    void aPassLeadsToThePositionAfterIt() {
        const OpeningBook book = whole4x4Book();
        std::mt19937_64 random(5);
        int passes = 0;
        for (int i = 0; i < 400 && passes < 10; ++i) {
            const Position position = test::randomLivePosition(4, 2 + int(random() % 8), random);
            for (const BookMove& move : book.movesOf(position)) {
                const Position after = position.play(move.move);
                if (!after.mustPass()) continue;
                ++passes;
                const BookChild child = bookChild(position, move.move);
                QVERIFY(child.sameSide);
                QVERIFY(child.position == after.pass());
                std::uint64_t leaves = 0;
                QCOMPARE(move.value, -minimax(after, kWholeGame, leaves));
            }
        }
        QVERIFY(passes > 0);
    }

    void aFileRoundTripsByteForByte() {
        const OpeningBook book = whole4x4Book();
        const std::vector<char> bytes = book.bytes();
        const Parsed<OpeningBook> read = OpeningBook::read(bytes);
        QVERIFY2(read, read.error().c_str());
        QCOMPARE(read->size(), book.size());
        QVERIFY(read->bytes() == bytes);
        QCOMPARE(read->valueOf(Position::initial(4)), book.valueOf(Position::initial(4)));
    }

    void savingKeepsTheLastFiveVersionsWhole() {
        QTemporaryDir folder;
        const std::string file = folder.filePath(QStringLiteral("book.bin")).toStdString();
        // Seven versions, each a book of one more position: the last five before the newest
        // are kept, newest first.
        OpeningBook book(4);
        std::vector<std::vector<char>> versions;
        Position position = Position::initial(4);
        for (int version = 0; version < 7; ++version) {
            book.insert(position, {version, 4});
            position = position.play(firstSquare(position.legalMoves()));
            book.propagate();
            versions.push_back(book.bytes());
            const std::optional<std::string> problem = saveBookFile(book, file);
            QVERIFY2(!problem, problem ? problem->c_str() : "");
        }
        const std::vector<BookBackup> backups = bookBackupsOf(file);
        QCOMPARE(int(backups.size()), kBookBackups);
        QCOMPARE(backups.front().file, bookBackupOf(file));
        for (int i = 0; i < kBookBackups; ++i) {
            const Parsed<std::vector<char>> kept =
                readFileBytes(backups[std::size_t(i)].file, "a backup", 1 << 20);
            QVERIFY(kept);
            QVERIFY(*kept == versions[versions.size() - 2 - std::size_t(i)]);
            QVERIFY(backups[std::size_t(i)].written > 0);
        }
        QVERIFY(*readFileBytes(file, "the book", 1 << 20) == versions.back());
        // A backup that cannot be made says why, and the book is left as it was.
        QVERIFY(QDir().mkpath(QString::fromStdString(bookBackupOf(file) + ".new/inside")));
        book.insert(position, {9, 4});
        const std::optional<std::string> refused = saveBookFile(book, file);
        QVERIFY(refused);
        QVERIFY2(refused->find("backup") != std::string::npos &&
                     refused->find(std::strerror(EISDIR)) != std::string::npos,
                 refused->c_str());
        QVERIFY(*readFileBytes(file, "the book", 1 << 20) == versions.back());
        QCOMPARE(int(bookBackupsOf(file).size()), kBookBackups);
        QVERIFY(!QFile::exists(QString::fromStdString(file + ".new")));
    }

    void damagedFilesAreRefused_data() {
        QTest::addColumn<int>("damage");
        QTest::addColumn<QString>("message");
        QTest::newRow("magic") << 0 << "not a Hasami book file";
        QTest::newRow("version") << 1 << "format version";
        QTest::newRow("board") << 2 << "board size";
        QTest::newRow("truncated") << 3 << "position bytes";
        QTest::newRow("flipped byte") << 4 << "checksum does not match";
        QTest::newRow("not canonical") << 5 << "not in the book's order or form";
        QTest::newRow("overlapping discs") << 6 << "does not fit the board";
    }
    void damagedFilesAreRefused() {
        QFETCH(int, damage);
        QFETCH(QString, message);
        std::vector<char> bytes = whole4x4Book().bytes();
        auto resealed = [&] {
            const std::span<const char> records(bytes.data() + kBookHeaderBytes,
                                                bytes.size() - kBookHeaderBytes);
            std::vector<char> sum;
            appendU64(sum, checksumOf(records));
            std::copy(sum.begin(), sum.end(), bytes.begin() + 24);
        };
        char* first = bytes.data() + kBookHeaderBytes;
        switch (damage) {
            case 0:
                bytes[0] = 'X';
                break;
            case 1:
                bytes[8] = 9;
                break;
            case 2:
                bytes[12] = 5;
                break;
            case 3:
                bytes.pop_back();
                break;
            case 4:
                bytes[bytes.size() / 2] ^= 4;
                break;
            case 5: {
                // The first position turned: the same position, not in its least form.
                const Bitboard player = readU64(first);
                const Bitboard opponent = readU64(first + 8);
                for (int symmetry = 1; symmetry < 8; ++symmetry) {
                    const Bitboard turned = transformDiscs(player, 4, symmetry);
                    const Bitboard turnedOpponent = transformDiscs(opponent, 4, symmetry);
                    if (turned == player && turnedOpponent == opponent) continue;
                    std::vector<char> image;
                    appendU64(image, turned);
                    appendU64(image, turnedOpponent);
                    std::copy(image.begin(), image.end(), first);
                    break;
                }
                resealed();
                break;
            }
            default:
                std::copy(first, first + 8, first + 8);  // the opponent's discs on the player's
                resealed();
                break;
        }
        const Parsed<OpeningBook> read = OpeningBook::read(bytes);
        QVERIFY(!read);
        QVERIFY2(QString::fromStdString(read.error()).contains(message), read.error().c_str());
    }

    void theLeafIsAMoveOfTheBook() {
        // After f5, White to move: its search named f4 (-3); d6 leads to a position of the book.
        const Position f5 = Position::initial().play(squareAt(5, 4));
        const Square f4 = squareAt(5, 3);
        const Square d6 = squareAt(3, 5);
        OpeningBook book(8);
        book.insert(f5, {-3, 10, false, false, false, f4});
        book.propagate();
        QCOMPARE(book.find(f5)->leaf, f4);
        std::vector<BookMove> moves = book.movesOf(f5);
        QCOMPARE(moves.size(), std::size_t(1));
        QVERIFY(moves[0].move == f4 && moves[0].value == -3 && moves[0].leaf);
        // On the image after c4 (f5 turned half a turn), the leaf is turned too: c5.
        const Position c4 = Position::initial().play(squareAt(2, 3));
        QCOMPARE(book.find(c4)->leaf, squareAt(2, 4));
        QCOMPARE(book.movesOf(c4).front().move, squareAt(2, 4));
        // A move in the book beside the leaf: the better of the two is the position's value.
        book.insert(f5.play(d6), {1, 10, false, false});
        book.propagate();
        moves = book.movesOf(f5);
        QCOMPARE(moves.size(), std::size_t(2));
        QVERIFY(moves[0].move == d6 && moves[0].value == -1 && !moves[0].leaf);
        QVERIFY(moves[1].move == f4 && moves[1].leaf);
        QCOMPARE(book.valueOf(f5), std::optional<int>(-1));
        // The leaf's own position in the book: its value is that position's, no longer the leaf.
        book.insert(f5.play(f4), {4, 10, false, false});
        book.propagate();
        moves = book.movesOf(f5);
        QCOMPARE(moves.size(), std::size_t(2));
        QVERIFY(moves[1].move == f4 && moves[1].value == -4 && !moves[1].leaf);
        // A position without a named leaf and not expanded offers the moves the book has, so
        // that its lines go on; its value is the better of theirs and its own search's.
        OpeningBook unnamed(8);
        unnamed.insert(f5, {-3, 10, false, false});
        unnamed.insert(f5.play(d6), {1, 10, false, false});
        unnamed.propagate();
        moves = unnamed.movesOf(f5);
        QCOMPARE(moves.size(), std::size_t(1));
        QVERIFY(moves[0].move == d6 && moves[0].value == -1 && !moves[0].leaf);
        QCOMPARE(unnamed.valueOf(f5), std::optional<int>(-1));
        // The engine plays d6 from the book: its search found nothing better.
        std::mt19937_64 random(3);
        const auto played = chooseBookMove(unnamed, f5, 0, 0, random);
        QVERIFY(played && played->bestMove == d6);
        // When its own search found more than the book's moves (a move outside the book it does
        // not name), the engine searches instead.
        unnamed.insert(f5, {2, 10, false, false});
        unnamed.propagate();
        QCOMPARE(unnamed.movesOf(f5).size(), std::size_t(1));
        QVERIFY(!chooseBookMove(unnamed, f5, 0, 0, random));
        // Within the tolerance, the book's move is its equal.
        unnamed.insert(f5, {0, 10, false, false});
        unnamed.propagate();
        QVERIFY(chooseBookMove(unnamed, f5, 0, 0, random));
    }

    void thePositionTableKeepsWhatAMapKeeps() {
        // Random keys in a small range (so that runs of probes collide and removals shift
        // them), added and removed at random, against std::map.
        PositionTable<int> table;
        std::map<DiscsKey, int> reference;
        std::mt19937_64 random(11);
        for (int step = 0; step < 20000; ++step) {
            const DiscsKey key{1 + random() % 300, random() % 3};
            if (random() % 3 == 0) {
                QCOMPARE(table.erase(key), reference.erase(key) == 1);
            } else {
                const int value = int(random() % 1000);
                table[key] = value;
                reference[key] = value;
            }
            QCOMPARE(table.size(), reference.size());
        }
        for (const auto& [key, value] : reference) {
            const int* found = table.find(key);
            QVERIFY(found);
            QCOMPARE(*found, value);
        }
        std::size_t visited = 0;
        table.forEach([&](const DiscsKey& key, int value) {
            ++visited;
            QCOMPARE(reference.at(key), value);
        });
        QCOMPARE(visited, reference.size());
        QVERIFY(!table.find({1000, 0}));
    }

    void aFirstVersionFileIsRead() {
        // Written by hand as the first version was: no leaf, 19 bytes a position.
        const Position start = Position::initial(4);
        OpeningBook shape(4);
        const Position least = shape.canonical(start);
        std::vector<char> record;
        appendU64(record, least.player());
        appendU64(record, least.opponent());
        record.push_back(char(2));                   // value
        record.push_back(char(12));                  // depth
        record.push_back(char(2));                   // exact
        std::uint64_t hash = 0xcbf29ce484222325ULL;  // FNV-1a, 64 bits
        for (const char byte : record) {
            hash = (hash ^ std::uint8_t(byte)) * 0x100000001b3ULL;
        }
        std::vector<char> bytes(kBookMagic, kBookMagic + 8);
        appendU32(bytes, 1);
        appendU32(bytes, 4);
        appendU64(bytes, 1);
        appendU64(bytes, hash);
        bytes.insert(bytes.end(), record.begin(), record.end());
        const Parsed<OpeningBook> read = OpeningBook::read(bytes);
        QVERIFY2(read, read.error().c_str());
        QCOMPARE(read->find(start)->leaf, kNoSquare);
        QCOMPARE(read->valueOf(start), std::optional<int>(2));
        QVERIFY(read->isExact(start));
        // Written again, it is of the second version: one byte more, the leaf's.
        QCOMPARE(readU32(read->bytes().data() + 8), std::uint32_t(2));
        QCOMPARE(read->bytes().size(), kBookHeaderBytes + kBookRecordBytes);
    }

    void estimatesWithinADiscAreEquals() {
        // After f5, White's three replies valued by searches at 0, -1 and -3: the move a disc
        // below the best is its equal, the one three below is not, unless the values are exact.
        const Position f5 = Position::initial(8).play(squareAt(5, 4));
        const Square d6 = squareAt(3, 5);
        const Square f4 = squareAt(5, 3);
        const Square f6 = squareAt(5, 5);
        for (const bool exact : {false, true}) {
            OpeningBook book(8);
            book.insert(f5, {0, 18, false, true});
            book.insert(f5.play(d6), {0, 18, exact, false});
            book.insert(f5.play(f4), {1, 18, exact, false});
            book.insert(f5.play(f6), {3, 18, exact, false});
            book.propagate();
            QCOMPARE(book.movesOf(f5).size(), std::size_t(3));
            std::mt19937_64 random(5);
            std::set<Square> top;
            std::set<Square> loose;
            for (int draw = 0; draw < 100; ++draw) {
                top.insert(chooseBookMove(book, f5, 0, 0, random)->bestMove);
                loose.insert(chooseBookMove(book, f5, 2, 1, random)->bestMove);
            }
            if (exact) {
                QCOMPARE(top, std::set<Square>({d6}));
                QCOMPARE(loose, std::set<Square>({d6, f4}));
            } else {
                QCOMPARE(top, std::set<Square>({d6, f4}));
                QCOMPARE(loose, std::set<Square>({d6, f4, f6}));
            }
        }
    }

    void theChoiceKeepsWithinItsLoss() {
        const OpeningBook book = whole4x4Book();
        const Position start = Position::initial(4);
        const std::vector<BookMove> moves = book.movesOf(start);
        QVERIFY(moves.size() > 1);
        std::mt19937_64 random(11);
        std::set<Square> best;
        std::set<Square> chosenWithinTwo;
        for (int draw = 0; draw < 200; ++draw) {
            const auto top = chooseBookMove(book, start, 0, 0, random);
            QVERIFY(top && top->book);
            QCOMPARE(top->score, moves.front().value);
            best.insert(top->bestMove);
            const auto loose = chooseBookMove(book, start, 2, 4, random);
            QVERIFY(loose);
            QVERIFY(moves.front().value - loose->score <= 2);
            chosenWithinTwo.insert(loose->bestMove);
        }
        // The four first moves are alike: each is drawn.
        QCOMPARE(best.size(), std::size_t(4));
        QVERIFY(chosenWithinTwo.size() >= best.size());
        // Not in the book: no choice.
        OpeningBook empty(4);
        QVERIFY(!chooseBookMove(empty, start, 0, 0, random));
        QVERIFY(!bookAnalysis(empty, start));
        const auto analysis = bookAnalysis(book, start);
        QVERIFY(analysis && analysis->book && analysis->exact);
        QCOMPARE(analysis->moves.size(), moves.size());
        // Each move's line: the move, then the book's best play, every move legal.
        for (const MoveValue& value : analysis->moves) {
            QVERIFY(!value.line.empty());
            QCOMPARE(value.line.front(), value.move);
            Position at = start;
            for (Square move : value.line) {
                QVERIFY(move == kPass ? at.mustPass() : bool(at.legalMoves() & bit(move)));
                at = move == kPass ? at.pass() : at.play(move);
            }
        }
    }

    void theBuiltInBookIsSoundAndPlayed() {
        const std::shared_ptr<const BuiltInBooks> read = BuiltInBooks::read();
        QCOMPARE(QString::fromStdString(read->problem()), QString());
        QVERIFY(read->forBoard(8) && read->forBoard(6));
        QCOMPARE(read->forBoard(4), nullptr);  // no book is built in for the 4x4 board
        QCOMPARE(read->forBoard(8)->boardSize(), 8);
        QCOMPARE(read->forBoard(6)->boardSize(), 6);
        const OpeningBook* book = test::builtInBook(8);
        QVERIFY(book);
        QVERIFY(book->size() > 1000);
        const Position start = Position::initial(8);
        const std::vector<BookMove> moves = book->movesOf(start);
        QCOMPARE(moves.size(), std::size_t(4));
        for (const BookMove& move : moves) QCOMPARE(move.value, moves.front().value);
        // The start is about even.
        QVERIFY(std::abs(moves.front().value) <= 4);
        // Every expanded position has all its children; the values are consistent.
        for (const auto& [position, entry] : book->positions()) {
            if (!entry.expanded) continue;
            const std::vector<BookMove> children = book->movesOf(position);
            QCOMPARE(int(children.size()), popcount(position.legalMoves()));
            QCOMPARE(book->valueOf(position), std::optional<int>(children.front().value));
        }
        // Players: the book move at once, from either side; a search outside the book.
        for (const char* spec : {"search:1:book", "level:10", "level:5"}) {
            auto player = createPlayer(*parsePlayerSpec(spec), 5, nullptr, test::builtInBooks());
            const SearchInfo info = player->chooseMove(start);
            QVERIFY2(info.book, spec);
            QCOMPARE(info.nodes, std::uint64_t(0));
            QVERIFY(start.isLegal(info.bestMove));
        }
        auto plain = createPlayer(*parsePlayerSpec("search:1"), 5, nullptr, test::builtInBooks());
        QVERIFY(!plain->chooseMove(start).book);
        auto player =
            createPlayer(*parsePlayerSpec("search:1:book"), 5, nullptr, test::builtInBooks());
        std::mt19937_64 random(9);
        const Position late = test::randomLivePosition(8, 14, random);
        const SearchInfo outside = player->chooseMove(late);
        QVERIFY(!outside.book);
        QVERIFY(late.isLegal(outside.bestMove));
    }
};

QTEST_GUILESS_MAIN(TestBook)
#include "tst_book.moc"
