// SPDX-License-Identifier: GPL-3.0-or-later
// The rules of Reversi on the 4x4, 6x6 and 8x8 boards: legal moves, flips, passes, the end
// of the game and its score.
#include <random>

#include <QSet>
#include <QTest>

#include "tests/support/board_text.h"
#include "tests/support/reference_rules.h"

using namespace hasami;
using namespace hasami::test;

class TestRules : public QObject {
    Q_OBJECT

private slots:
    void startPosition_data();
    void startPosition();
    void flipsInAllEightDirections();
    void onlyBracketedRunsFlip();
    void runsDoNotWrapBetweenRows_data();
    void runsDoNotWrapBetweenRows();
    void smallBoardsEndAtTheirEdge();
    void forcedPass();
    void gameOverWhenNeitherSideCanMove();
    void finalScoreGivesEmptiesToTheWinner();
    void randomGamesAgreeWithReference_data();
    void randomGamesAgreeWithReference();
};

void TestRules::startPosition_data() {
    QTest::addColumn<int>("size");
    QTest::addColumn<QString>("moves");
    QTest::newRow("4x4") << 4 << "b1 a2 d3 c4 ";
    QTest::newRow("6x6") << 6 << "c2 b3 e4 d5 ";
    QTest::newRow("8x8") << 8 << "d3 c4 f5 e6 ";
}

void TestRules::startPosition() {
    QFETCH(int, size);
    QFETCH(QString, moves);
    const Position start = Position::initial(size);
    QCOMPARE(start.size(), size);
    QCOMPARE(start.sideToMove(), Color::Black);
    QCOMPARE(start.discCount(Color::Black), 2);
    QCOMPARE(start.discCount(Color::White), 2);
    QCOMPARE(start.emptyCount(), size * size - 4);
    QCOMPARE(QString::fromStdString(names(start.legalMoves())), moves);
}

void TestRules::flipsInAllEightDirections() {
    const Position before = drawn({"X--X--X-",  //
                                   "-O-O-O--",  //
                                   "--OOO---",  //
                                   "XOO-OOOX",  //
                                   "--OOO---",  //
                                   "-O-O-O--",  //
                                   "X--X--X-",  //
                                   "--------"},
                                  Color::Black);
    const Position after = drawn({"X--X--X-",  //
                                  "-X-X-X--",  //
                                  "--XXX---",  //
                                  "XXXXXXXX",  //
                                  "--XXX---",  //
                                  "-X-X-X--",  //
                                  "X--X--X-",  //
                                  "--------"},
                                 Color::White);
    QVERIFY(before.isLegal(sq("d4")));
    QCOMPARE(popcount(before.flipsFor(sq("d4"))), 17);
    QCOMPARE(before.play(sq("d4")), after);
}

void TestRules::onlyBracketedRunsFlip() {
    // From d4: east ends on an empty square, south runs off the board, west is bracketed.
    const Position before = drawn({"--------",  //
                                   "--------",  //
                                   "--------",  //
                                   "XO--OO--",  //
                                   "---O----",  //
                                   "---O----",  //
                                   "---O----",  //
                                   "---O----"},
                                  Color::Black);
    QVERIFY(!before.isLegal(sq("d4")));
    COMPARE_SQUARES(before.flipsFor(sq("d4")), 0);
    COMPARE_SQUARES(before.flipsFor(sq("c4")), squares({"b4"}));
    // An occupied square is never a move.
    COMPARE_SQUARES(before.flipsFor(sq("b4")), 0);
}

void TestRules::runsDoNotWrapBetweenRows_data() {
    QTest::addColumn<Position>("position");
    QTest::addColumn<QString>("move");
    // Each board would let Black play `move` if a run continued from one row into the next.
    QTest::newRow("east, h1 to a2") << drawn({"-------O",  //
                                              "X-------", "--------", "--------", "--------",
                                              "--------", "--------", "--------"},
                                             Color::Black)
                                    << "g1";
    QTest::newRow("west, a2 to h1") << drawn({"-------X",  //
                                              "O-------", "--------", "--------", "--------",
                                              "--------", "--------", "--------"},
                                             Color::Black)
                                    << "b2";
    QTest::newRow("south-east, h1 to a3")
        << drawn({"--------",  //
                  "--------",  //
                  "O-------",  //
                  "-X------", "--------", "--------", "--------", "--------"},
                 Color::Black)
        << "h1";
    QTest::newRow("south-west, a1 to h1") << drawn({"-------O",  //
                                                    "------X-", "--------", "--------", "--------",
                                                    "--------", "--------", "--------"},
                                                   Color::Black)
                                          << "a1";
    QTest::newRow("north-east, h6 to a6") << drawn({"--------", "--------", "--------",
                                                    "--------",  //
                                                    "-X------",  //
                                                    "O-------",  //
                                                    "--------", "--------"},
                                                   Color::Black)
                                          << "h6";
    QTest::newRow("north-west, a8 to h6") << drawn({"--------", "--------", "--------",
                                                    "--------",  //
                                                    "------X-",  //
                                                    "-------O",  //
                                                    "--------", "--------"},
                                                   Color::Black)
                                          << "a8";
}

void TestRules::runsDoNotWrapBetweenRows() {
    QFETCH(Position, position);
    QFETCH(QString, move);
    const Square square = sq(move.toStdString());
    COMPARE_SQUARES(position.flipsFor(square), 0);
    QVERIFY(!position.isLegal(square));
    COMPARE_SQUARES(position.legalMoves(), referenceLegalMoves(position));
}

void TestRules::smallBoardsEndAtTheirEdge() {
    // Off a small board the grid still has squares: e1 would bracket d1 if they counted.
    const Position four = drawn({"--XO", "----", "----", "----"}, Color::Black);
    COMPARE_SQUARES(four.legalMoves(), 0);
    QVERIFY(four.mustPass());
    const Position sixEdge =
        drawn({"----XO", "------", "------", "------", "------", "------"}, Color::Black);
    COMPARE_SQUARES(sixEdge.legalMoves(), 0);

    const Position six = drawn({"XOOOO-",  //
                                "------",  //
                                "------",  //
                                "------",  //
                                "------",  //
                                "------"},
                               Color::Black);
    COMPARE_SQUARES(six.legalMoves(), squares({"f1"}));
    COMPARE_SQUARES(six.flipsFor(sq("f1")), squares({"b1", "c1", "d1", "e1"}));
    QCOMPARE(six.play(sq("f1")).discCount(Color::Black), 6);
    QVERIFY((six.legalMoves() & ~boardMask(6)) == 0);
}

void TestRules::forcedPass() {
    // White's lone disc on b1 cannot bracket anything; Black can still play c1.
    const Position whiteToMove = drawn({"XO--", "----", "----", "----"}, Color::White);
    QCOMPARE(whiteToMove.legalMoves(), Bitboard{0});
    QVERIFY(whiteToMove.mustPass());
    QVERIFY(!whiteToMove.isGameOver());
    QVERIFY(whiteToMove.isLegal(kPass));
    const Position passed = whiteToMove.play(kPass);
    QCOMPARE(passed.sideToMove(), Color::Black);
    QCOMPARE(passed.discs(Color::Black), whiteToMove.discs(Color::Black));
    QCOMPARE(passed.discs(Color::White), whiteToMove.discs(Color::White));
    COMPARE_SQUARES(passed.legalMoves(), squares({"c1"}));
    // A side with a move may not pass.
    QVERIFY(!passed.isLegal(kPass));
}

void TestRules::gameOverWhenNeitherSideCanMove() {
    const Position wipedOut = drawn({"XXX-", "----", "----", "----"}, Color::White);
    QVERIFY(wipedOut.isGameOver());
    QVERIFY(!wipedOut.mustPass());
    QVERIFY(!wipedOut.isLegal(kPass));

    const Position full = drawn({"XXOO", "XXOO", "OOXX", "OOXO"}, Color::Black);
    QVERIFY(full.isGameOver());
    QCOMPARE(full.emptyCount(), 0);

    // Empty squares remain, yet neither side brackets anything.
    const Position blocked = drawn({"XX--", "----", "----", "--OO"}, Color::Black);
    QVERIFY(blocked.isGameOver());
}

void TestRules::finalScoreGivesEmptiesToTheWinner() {
    // 10 black, 5 white, 49 empty: Black wins 59 to 5 under the tournament rule.
    const Position blackAhead =
        drawn({"XXXXXXXX",  //
               "XXOOOOO-",  //
               "--------", "--------", "--------", "--------", "--------", "--------"},
              Color::Black);
    QCOMPARE(blackAhead.finalScore(), 54);
    QCOMPARE(blackAhead.pass().finalScore(), -54);
    const Position draw = drawn({"XXOO", "----", "----", "----"}, Color::White);
    QCOMPARE(draw.finalScore(), 0);
    const Position full = drawn({"XXOO", "XXOO", "OOXX", "OOXO"}, Color::White);
    QCOMPARE(full.finalScore(), 2);
}

void TestRules::randomGamesAgreeWithReference_data() {
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("games");
    QTest::newRow("4x4") << 4 << 400;
    QTest::newRow("6x6") << 6 << 200;
    QTest::newRow("8x8") << 8 << 200;
}

void TestRules::randomGamesAgreeWithReference() {
    QFETCH(int, size);
    QFETCH(int, games);
    std::mt19937_64 random(20261122 + size);
    int positions = 0;
    for (int game = 0; game < games; ++game) {
        Position position = Position::initial(size);
        while (!position.isGameOver()) {
            ++positions;
            const Bitboard moves = position.legalMoves();
            COMPARE_SQUARES(moves, referenceLegalMoves(position));
            for (Square square = 0; square < 64; ++square) {
                if (position.flipsFor(square) != referenceFlips(position, square)) {
                    QFAIL(qPrintable(QStringLiteral("flips differ at %1 in %2")
                                         .arg(QString::fromStdString(squareName(square)),
                                              QString::fromStdString(formatPosition(position)))));
                }
            }
            if (!moves) {
                QVERIFY(position.mustPass());
                position = position.play(kPass);
                continue;
            }
            const int pick = std::uniform_int_distribution<int>(0, popcount(moves) - 1)(random);
            Bitboard remaining = moves;
            for (int i = 0; i < pick; ++i) remaining = withoutFirst(remaining);
            const Square move = firstSquare(remaining);
            const Position next = position.play(move);
            QCOMPARE(
                next.discCount(position.sideToMove()),
                position.discCount(position.sideToMove()) + 1 + popcount(position.flipsFor(move)));
            QCOMPARE(
                next.emptyCount() + next.discCount(Color::Black) + next.discCount(Color::White),
                size * size);
            position = next;
        }
        QCOMPARE(position.finalScore() + position.pass().finalScore(), 0);
    }
    QVERIFY(positions > games * (size * size - 4) / 2);
}

QTEST_APPLESS_MAIN(TestRules)
#include "tst_rules.moc"
