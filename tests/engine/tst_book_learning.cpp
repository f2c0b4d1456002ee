// SPDX-License-Identifier: GPL-3.0-or-later
// Learning games into a book, and deviating: on the 4x4 board, solved throughout, a game learnt
// gives every position of its line the value plain minimax gives, and the best move away from
// the line as its leaf; a position known from a deeper search or set by hand stays; learning
// stopped keeps what was searched; deviating within any loss gives the whole game its minimax
// values, within none the best lines. Edited by hand: a subtree removed keeps what another line
// reaches; a value set by hand stands for its position; a position searched again gets its
// minimax value back.
#include <QTest>

#include <map>

#include "engine/book/book_learning.h"
#include "engine/book/position_table.h"
#include "engine/formats/notation.h"
#include "tests/support/built_in_books.h"
#include "tests/support/minimax.h"

using namespace hasami;
using hasami::test::minimax;

namespace {

// A searcher of a small table: each position's search clears it.
SearchOptions smallTable() {
    SearchOptions options;
    options.hashMegabytes = 1;
    return options;
}

// A 4x4 game: each side plays its first legal move, passing when it must.
std::vector<Square> firstMovesGame() {
    std::vector<Square> moves;
    Position position = Position::initial(4);
    while (!position.isGameOver()) {
        const Square move = position.hasMoves() ? firstSquare(position.legalMoves()) : kPass;
        moves.push_back(move);
        position = move == kPass ? position.pass() : position.play(move);
    }
    return moves;
}

// The shortest two lines from the 8x8 start (six moves at most) that share the first move, part
// at the second and reach the same position.
std::pair<std::vector<Square>, std::vector<Square>> transposingLines() {
    std::vector<std::pair<Position, std::vector<Square>>> level{{Position::initial(8), {}}};
    for (int plies = 1; plies <= 6; ++plies) {
        std::vector<std::pair<Position, std::vector<Square>>> next;
        std::map<std::pair<Bitboard, Bitboard>, std::vector<Square>> reached;
        for (const auto& [position, line] : level) {
            for (const Square move : squaresOf(position.legalMoves())) {
                std::vector<Square> longer = line;
                longer.push_back(move);
                const Position after = position.play(move);
                const auto [known, fresh] =
                    reached.emplace(std::pair(after.player(), after.opponent()), longer);
                if (!fresh && plies >= 3 && known->second[0] == longer[0] &&
                    known->second[1] != longer[1]) {
                    return {known->second, longer};
                }
                next.emplace_back(after, std::move(longer));
            }
        }
        level = std::move(next);
    }
    return {};
}

// The positions of `line` from the 8x8 start, the start first.
std::vector<Position> positionsAlong(const std::vector<Square>& line) {
    std::vector<Position> positions{Position::initial(8)};
    for (const Square move : line) positions.push_back(positions.back().play(move));
    return positions;
}

}  // namespace

class TestBookLearning : public QObject {
    Q_OBJECT

private slots:
    void aLearntGameHasTheMinimaxValues() {
        const std::vector<Square> moves = firstMovesGame();
        OpeningBook book(4);
        Searcher searcher(smallTable());
        const LearnOptions options{4, 16};  // every 4x4 position is solved
        const LearnReport report = learnLine(book, Position::initial(4), moves, searcher, options);
        QVERIFY(!report.stopped);
        QCOMPARE(report.added, report.positions);
        QCOMPARE(report.searched, report.positions);
        QCOMPARE(book.size(), report.positions);
        Position position = Position::initial(4);
        for (const Square move : moves) {
            if (move == kPass) {
                position = position.pass();
                continue;
            }
            QCOMPARE(book.valueOf(position), std::optional<int>(minimax(position)));
            QVERIFY(book.isExact(position));
            // The line's move is in the book.
            const std::vector<BookMove> offered = book.movesOf(position);
            QVERIFY(std::any_of(offered.begin(), offered.end(),
                                [&](const BookMove& m) { return m.move == move && !m.leaf; }));
            // The leaf: the best of the moves whose positions are not in the book (none where
            // every move leads into it: the start's four moves are one position).
            int bestOutside = -100;
            for (const Square other : squaresOf(position.legalMoves())) {
                if (!book.find(bookChild(position, other).position)) {
                    bestOutside = std::max(bestOutside, -minimax(position.play(other)));
                }
            }
            const std::optional<BookEntry> entry = book.find(position);
            if (bestOutside == -100) {
                QCOMPARE(entry->leaf, kNoSquare);
            } else {
                QVERIFY(entry->leaf != kNoSquare);
                QCOMPARE(-minimax(position.play(entry->leaf)), bestOutside);
                QCOMPARE(entry->value, bestOutside);
            }
            position = position.play(move);
        }
    }

    void whatIsKnownBetterStays() {
        const std::vector<Square> moves = firstMovesGame();
        const Position start = Position::initial(4);
        OpeningBook book(4);
        book.insert(start, {7, 4, false, false, true, kNoSquare});  // set by hand
        Searcher searcher(smallTable());
        const LearnReport report = learnLine(book, start, moves, searcher, {4, 16});
        QCOMPARE(report.added + 1, report.positions);
        QVERIFY(book.find(start)->handSet);
        QCOMPARE(book.find(start)->value, 7);
        // Learnt again, nothing is searched: every position is solved already.
        const LearnReport again = learnLine(book, start, moves, searcher, {4, 16});
        QCOMPARE(again.searched, std::size_t(0));
    }

    void stoppedLearningKeepsWhatItSearched() {
        const std::vector<Square> moves = firstMovesGame();
        OpeningBook book(4);
        Searcher searcher(smallTable());
        const LearnReport report =
            learnLine(book, Position::initial(4), moves, searcher, {4, 16},
                      [](std::size_t done, std::size_t) { return done < 3; });
        QVERIFY(report.stopped);
        QCOMPARE(report.searched, std::size_t(3));
        QCOMPARE(book.size(), std::size_t(3));
    }

    void deviatingWithinAnyLossSolvesTheWholeGame() {
        // Every move within 64 discs (every move) expanded to the end: the book holds every
        // position of the game, each with the value plain minimax gives.
        OpeningBook book(4);
        Searcher searcher(smallTable());
        const DeviateOptions options{{4, 16}, 64, 0, 0};
        const LearnReport report = deviateBook(book, Position::initial(4), searcher, options);
        QVERIFY(!report.stopped);
        std::size_t checked = 0;
        std::vector<Position> todo{Position::initial(4)};
        PositionTable<bool> seen;
        while (!todo.empty()) {
            const Position position = todo.back();
            todo.pop_back();
            const Position image = book.canonical(position);
            if (!seen.emplace({image.player(), image.opponent()}).second) continue;
            QCOMPARE(book.valueOf(position), std::optional<int>(minimax(position)));
            ++checked;
            for (const Square move : squaresOf(position.legalMoves())) {
                todo.push_back(bookChild(position, move).position);
            }
        }
        QCOMPARE(book.size(), checked);
    }

    void deviatingWithinNoLossFollowsTheBestMoves() {
        // Only the best moves expanded: along them every position is in the book with its
        // minimax value, and the book stays far smaller than the game.
        OpeningBook book(4);
        Searcher searcher(smallTable());
        const LearnReport report =
            deviateBook(book, Position::initial(4), searcher, {{4, 16}, 0, 0, 0});
        QVERIFY(report.added > 5);
        QVERIFY(book.size() < 200);
        for (Position position = Position::initial(4); !position.isGameOver();) {
            QCOMPARE(book.valueOf(position), std::optional<int>(minimax(position)));
            const std::vector<BookMove> moves = book.movesOf(position);
            QVERIFY(!moves.empty());
            QCOMPARE(-minimax(bookChild(position, moves.front().move).position) *
                         (bookChild(position, moves.front().move).sameSide ? -1 : 1),
                     minimax(position));
            position = bookChild(position, moves.front().move).position;
        }
        // A limit of positions stops it.
        OpeningBook small(4);
        const LearnReport limited =
            deviateBook(small, Position::initial(4), searcher, {{4, 16}, 64, 0, 10});
        QVERIFY(limited.added >= 10 && limited.added <= 12);
    }

    void enhancingSearchesTheShallowPositionsAgain() {
        // A 4x4 book grown by shallow searches (one ply, nothing solved), then enhanced by
        // solving: within any loss, every position reached ends with its minimax value.
        OpeningBook book(4);
        SearchOptions shallowOnly = smallTable();
        shallowOnly.exactEmpties = 0;
        Searcher shallow(shallowOnly);
        deviateBook(book, Position::initial(4), shallow, {{1, 0}, 64, 0, 12});
        Searcher searcher(smallTable());
        QVERIFY(book.size() > 10);
        bool anyWrong = false;
        book.forEachPosition([&](const Position& position, const BookEntry&) {
            anyWrong = anyWrong || book.valueOf(position) != std::optional(minimax(position));
        });
        QVERIFY(anyWrong);  // one-ply searches miss somewhere
        const std::size_t size = book.size();
        // A limit stops it.
        OpeningBook limited = book;
        const LearnReport some =
            enhanceBook(limited, Position::initial(4), searcher, {{16, 16}, 64, 0, 3});
        QCOMPARE(some.searched, std::size_t(3));
        const LearnReport report =
            enhanceBook(book, Position::initial(4), searcher, {{16, 16}, 64, 0, 0});
        QVERIFY(!report.stopped);
        QVERIFY(report.searched > 0);
        QCOMPARE(book.size(), size);  // no position added
        book.forEachPosition([&](const Position& position, const BookEntry& entry) {
            QCOMPARE(book.valueOf(position), std::optional(minimax(position)));
            QVERIFY(entry.expanded || entry.exact);
        });
        // Nothing is left to enhance.
        QCOMPARE(enhanceBook(book, Position::initial(4), searcher, {{16, 16}, 64, 0, 0}).searched,
                 std::size_t(0));
    }

    void aRemovedSubtreeKeepsWhatAnotherLineReaches() {
        const auto [first, second] = transposingLines();
        const std::size_t plies = first.size();
        QVERIFY(plies >= 3);
        const std::vector<Position> one = positionsAlong(first);
        const std::vector<Position> two = positionsAlong(second);
        QCOMPARE(one[plies], two[plies]);
        QVERIFY(!(one[2] == two[2]));
        OpeningBook book(8);
        for (const std::vector<Position>* line : {&one, &two}) {
            for (const Position& position : *line) book.insert(position, {0, 10});
        }
        // A side branch below the first line's second position, alone there.
        Position aside = one[2];
        for (const Square move : squaresOf(aside.legalMoves())) {
            if (!(aside.play(move) == one[3])) {
                aside = aside.play(move);
                break;
            }
        }
        book.insert(aside, {0, 10});
        book.propagate();
        const std::size_t before = book.size();
        // The first line's positions from its second on go, with the branch; the shared last
        // stays, the second line reaching it.
        QCOMPARE(removeSubtree(book, one[2]), plies - 2 + 1);
        QCOMPARE(book.size(), before - (plies - 2 + 1));
        QVERIFY(!book.find(aside));
        for (std::size_t i = 2; i < plies; ++i) {
            QVERIFY(!book.find(one[i]));
            QVERIFY(book.find(two[i]));
        }
        QVERIFY(book.find(one[plies]) && book.find(one[1]) && book.find(one[0]));
        QCOMPARE(removeSubtree(book, one[2]), std::size_t(0));  // no longer there
        // The second line's second position: all below it goes now, the shared last too.
        QCOMPARE(removeSubtree(book, two[2]), plies - 2 + 1);
        QCOMPARE(book.size(), std::size_t(2));
    }

    void aValueSetByHandStandsAndASearchGivesItBack() {
        // The 4x4 game learnt, solved throughout.
        const std::vector<Square> moves = firstMovesGame();
        OpeningBook book(4);
        Searcher searcher(smallTable());
        learnLine(book, Position::initial(4), moves, searcher, {4, 16});
        const Position start = Position::initial(4);
        const Position second = bookChild(start, moves.front()).position;
        QVERIFY(book.find(second)->expanded || !book.movesOf(second).empty());
        // Set by hand: the position is worth what the person says, and its parent follows.
        setHandValue(book, second, 11);
        QCOMPARE(book.valueOf(second), std::optional(11));
        QVERIFY(book.find(second)->handSet);
        QVERIFY(!book.isExact(second));
        QVERIFY(book.valueOf(start).value() >= -11);
        const auto offered = book.movesOf(start);
        QCOMPARE(std::find_if(offered.begin(), offered.end(),
                              [&](const BookMove& m) { return m.move == moves.front(); })
                     ->value,
                 -11);
        // Learning the line again leaves it as it is.
        learnLine(book, start, moves, searcher, {4, 16});
        QCOMPARE(book.valueOf(second), std::optional(11));
        // Searched again: its minimax value, by a search.
        QVERIFY(searchAgain(book, second, searcher, {4, 16}));
        QVERIFY(!book.find(second)->handSet);
        QCOMPARE(book.valueOf(second), std::optional(minimax(second)));
        QCOMPARE(book.valueOf(start), std::optional(minimax(start)));
        // A cancelled search leaves the book as it was.
        setHandValue(book, second, 5);
        const std::atomic<bool> cancel{true};
        QVERIFY(!searchAgain(book, second, searcher, {4, 16}, &cancel));
        QCOMPARE(book.valueOf(second), std::optional(5));
    }

    void aDeletedMoveLeavesItsPositionAndTheOtherMoves() {
        // In the built-in book, after f5 f6: a move of the book deleted with what follows.
        OpeningBook book = *test::builtInBook(8);
        const Position shown = parseTranscript("f5f6")->position();
        const std::vector<BookMove> before = book.movesOf(shown);
        QVERIFY(before.size() >= 3);
        const BookMove deleted = before.back();
        QVERIFY(!deleted.leaf);
        // What each other move reaches, counted before.
        const auto reached = [&](const Position& from) {
            PositionTable<bool> seen;
            std::vector<Position> todo{from};
            std::size_t count = 0;
            while (!todo.empty()) {
                const Position at = todo.back();
                todo.pop_back();
                const Position image = book.canonical(at);
                if (!book.find(at) || !seen.emplace({image.player(), image.opponent()}).second) {
                    continue;
                }
                ++count;
                for (const BookMove& move : book.movesOf(at)) {
                    if (!move.leaf) todo.push_back(bookChild(at, move.move).position);
                }
            }
            return count;
        };
        std::vector<std::size_t> kept;
        for (const BookMove& move : before) {
            if (move.move != deleted.move)
                kept.push_back(reached(bookChild(shown, move.move).position));
        }
        const std::size_t all = reached(shown);
        const std::size_t removed = removeSubtree(book, bookChild(shown, deleted.move).position);
        QVERIFY(removed >= 1);
        // The position shown stays, with every other move and all that each reaches.
        QVERIFY(book.find(shown));
        const std::vector<BookMove> after = book.movesOf(shown);
        QCOMPARE(after.size(), before.size() - 1);
        std::size_t i = 0;
        for (const BookMove& move : before) {
            if (move.move == deleted.move) continue;
            QVERIFY(std::any_of(after.begin(), after.end(),
                                [&](const BookMove& m) { return m.move == move.move && !m.leaf; }));
            QCOMPARE(reached(bookChild(shown, move.move).position), kept[i++]);
        }
        QVERIFY(!book.find(bookChild(shown, deleted.move).position));
        QVERIFY(reached(shown) <= all - removed + 1);
        // And the start still leads to it.
        const std::vector<BookMove> first = book.movesOf(Position::initial(8));
        QVERIFY(!first.empty());
    }

    void aLearntLineIsReachableFromTheStartToItsEnd() {
        // A line through the built-in book to a position it does not name a leaf of, then out of
        // the book for ten moves: learnt, each of its moves is a move of the book.
        OpeningBook book = *test::builtInBook(8);
        std::vector<Square> line;
        Position position = Position::initial(8);
        while (true) {
            const std::optional<BookEntry> entry = book.find(position);
            QVERIFY(entry);
            if (!entry->expanded && entry->leaf == kNoSquare && line.size() >= 2) break;
            const std::vector<BookMove> moves = book.movesOf(position);
            QVERIFY(!moves.empty() && !moves.front().leaf);
            line.push_back(moves.front().move);
            position = bookChild(position, moves.front().move).position;
        }
        const std::size_t inTheBook = line.size();
        for (int i = 0; i < 10 && position.hasMoves(); ++i) {
            Square out = kNoSquare;
            for (const Square move : squaresOf(position.legalMoves())) {
                if (!book.find(bookChild(position, move).position)) out = move;
            }
            if (out == kNoSquare) out = firstSquare(position.legalMoves());
            line.push_back(out);
            position = bookChild(position, out).position;
        }
        QVERIFY(line.size() > inTheBook + 5);
        Searcher searcher(smallTable());
        const LearnReport report = learnLine(book, Position::initial(8), line, searcher, {2, 0});
        QVERIFY(report.added >= line.size() - inTheBook);
        Position at = Position::initial(8);
        for (std::size_t ply = 0; ply < line.size(); ++ply) {
            const std::vector<BookMove> moves = book.movesOf(at);
            QVERIFY2(std::any_of(moves.begin(), moves.end(),
                                 [&](const BookMove& m) { return m.move == line[ply] && !m.leaf; }),
                     qPrintable(QStringLiteral("ply %1").arg(ply + 1)));
            at = bookChild(at, line[ply]).position;
        }
        QVERIFY(book.find(at));
    }

    void aLineStopsAtAnIllegalMove() {
        const std::vector<Square> moves = {*parseSquare("f5"), *parseSquare("d6"),
                                           *parseSquare("a1"), *parseSquare("c3")};
        OpeningBook book(8);
        Searcher searcher(smallTable());
        const LearnReport report = learnLine(book, Position::initial(8), moves, searcher, {2, 0});
        QCOMPARE(report.positions, std::size_t(3));  // the start, after f5, after d6
        QVERIFY(book.find(parseTranscript("f5d6")->position()).has_value());
        QCOMPARE(book.find(Position::initial(8))->depth, 2);
    }
};

QTEST_GUILESS_MAIN(TestBookLearning)
#include "tst_book_learning.moc"
