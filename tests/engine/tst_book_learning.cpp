// SPDX-License-Identifier: GPL-3.0-or-later
// Learning games into a book, and deviating: on the 4x4 board, solved throughout, a game learnt
// gives every position of its line the value plain minimax gives, and the best move away from
// the line as its leaf; a position known from a deeper search or set by hand stays; learning
// stopped keeps what was searched; deviating within any loss gives the whole game its minimax
// values, within none the best lines.
#include <QTest>

#include "engine/book/book_learning.h"
#include "engine/book/position_table.h"
#include "engine/formats/notation.h"

using namespace hasami;

namespace {

// The final disc difference for the side to move under best play, by plain minimax.
int minimax(const Position& position) {
    if (position.isGameOver()) return position.finalScore();
    if (!position.hasMoves()) return -minimax(position.pass());
    int best = -100;
    for (const Square move : squaresOf(position.legalMoves())) {
        best = std::max(best, -minimax(position.play(move)));
    }
    return best;
}

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
