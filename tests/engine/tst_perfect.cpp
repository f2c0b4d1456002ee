// SPDX-License-Identifier: GPL-3.0-or-later
// Perfect play on the small boards: the computer at its best-move levels (10 on) keeps the game's
// value with every move it makes, from the first. The values it must keep come from outside
// the engine: plain minimax on 4x4, and on 6x6 the published solution (J. Feinstein, 1993:
// White wins by 4 under perfect play) and then the exact solver, position by position.
// Slow (20 seconds on two cores): labelled `slow`, left out of the sanitizer runs. The solver
// keeps its table from one position of the line to the next, whose tree lies within the one
// before: what it proved there holds (each solve is still exact), and saves two thirds of the
// time.
#include <QTest>

#include "engine/book/book.h"
#include "engine/formats/notation.h"
#include "engine/players/player.h"
#include "engine/search/search.h"
#include "tests/support/built_in_books.h"

using namespace hasami;

namespace {

constexpr int kWholeGame = 64;
constexpr int kSixBySixValue = -4;  // for Black, who moves first

}  // namespace

class TestPerfect : public QObject {
    Q_OBJECT

private slots:
    void fourByFourIsPlayedPerfectly() {
        // Level 10, and the top level, which solves the small boards instead of thinking for
        // its time.
        for (const char* level : {"level:10", "level:13"}) {
            auto player = createPlayer(*parsePlayerSpec(level), 1, nullptr, test::builtInBooks());
            Position position = Position::initial(4);
            std::uint64_t leaves = 0;
            int value = minimax(position, kWholeGame, leaves);
            while (!position.isGameOver()) {
                const SearchInfo choice = player->chooseMove(position);
                QVERIFY2(position.isLegal(choice.bestMove), level);
                QVERIFY2(choice.exact || choice.bestMove == kPass, level);
                const Position next = position.play(choice.bestMove);
                const int nextValue = minimax(next, kWholeGame, leaves);
                // The value stays, from the same side's view.
                QCOMPARE(next.sideToMove() == position.sideToMove() ? nextValue : -nextValue,
                         value);
                position = next;
                value = nextValue;
            }
        }
    }

    void theSixBySixTableHoldsThePublishedValue() {
        const OpeningBook* table = test::builtInBook(6);
        QVERIFY(table);
        const Position start = Position::initial(6);
        const std::vector<BookMove> moves = table->movesOf(start);
        QCOMPARE(moves.size(), std::size_t(4));
        for (const BookMove& move : moves) {
            QCOMPARE(move.value, kSixBySixValue);
            QVERIFY(move.exact);
        }
        for (const auto& [position, entry] : table->positions()) QVERIFY(entry.exact);
    }

    void sixBySixIsPlayedPerfectly() {
        PlayerSpec spec = *parsePlayerSpec("level:10");
        spec.threads = 2;
        auto player = createPlayer(spec, 1, nullptr, test::builtInBooks());
        SearchOptions options;
        options.threads = 2;
        options.hashMegabytes = 128;
        Searcher solver(options);
        SearchLimits exact;
        exact.exact = true;
        Position position = Position::initial(6);
        int value = kSixBySixValue;  // for the side to move
        std::vector<Square> line;
        while (!position.isGameOver()) {
            const SearchInfo choice = player->chooseMove(position);
            QVERIFY(position.isLegal(choice.bestMove));
            line.push_back(choice.bestMove);
            const Position next = position.play(choice.bestMove);
            const SearchInfo solved = solver.search(next, exact);
            QVERIFY(solved.exact);
            const int kept =
                next.sideToMove() == position.sideToMove() ? solved.score : -solved.score;
            QVERIFY2(kept == value, qPrintable(QStringLiteral("move %1 changes the value from "
                                                              "%2 to %3")
                                                   .arg(line.size())
                                                   .arg(value)
                                                   .arg(kept)));
            position = next;
            value = solved.score;
        }
        qInfo("the line: %s", formatTranscript(line, true).c_str());
        // The game ends as the published solution says.
        const int forBlack =
            position.sideToMove() == Color::Black ? position.finalScore() : -position.finalScore();
        QCOMPARE(forBlack, kSixBySixValue);
    }
};

QTEST_GUILESS_MAIN(TestPerfect)
#include "tst_perfect.moc"
