// SPDX-License-Identifier: GPL-3.0-or-later
// Stable discs: the cheap lower bound the solver cuts on never claims a disc that some line of
// play could flip (checked by playing every line to the end), and finds the stable discs of
// the usual shapes: filled corners and edges, and a full board.
#include <random>

#include <QTest>

#include "engine/eval/stability.h"
#include "tests/support/board_text.h"
#include "tests/support/random_positions.h"
#include "tests/support/reference_rules.h"

using namespace hasami;
using namespace hasami::test;

namespace {

// Every square flipped in some line of play from `position` to the end of the game, found by
// playing them all with the reference rules.
Bitboard everFlipped(const Position& position) {
    const Bitboard moves = referenceLegalMoves(position);
    if (!moves) {
        if (position.isGameOver()) return 0;
        return everFlipped(position.pass());
    }
    Bitboard flipped = 0;
    for (Square square : squaresOf(moves)) {
        flipped |= referenceFlips(position, square) | everFlipped(position.play(square));
    }
    return flipped;
}

Bitboard stableOf(const Position& position, Color color) {
    return stableDiscs(position.discs(color), position.discs(opposite(color)),
                       Geometry::of(position.size()));
}

}  // namespace

class TestStability : public QObject {
    Q_OBJECT

private slots:
    void neverClaimsADiscThatCanBeFlipped_data();
    void neverClaimsADiscThatCanBeFlipped();
    void findsFilledCornersAndEdges();
    void everyDiscOfAFullBoardIsStable();
    void nothingIsStableWithoutACorner();
};

void TestStability::neverClaimsADiscThatCanBeFlipped_data() {
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("empties");
    QTest::newRow("4x4, 6 empties") << 4 << 6;
    QTest::newRow("4x4, 3 empties") << 4 << 3;
    QTest::newRow("6x6, 7 empties") << 6 << 7;
    QTest::newRow("8x8, 6 empties") << 8 << 6;
}

void TestStability::neverClaimsADiscThatCanBeFlipped() {
    QFETCH(int, size);
    QFETCH(int, empties);
    std::mt19937_64 random(size * 100 + empties);
    int claimed = 0;
    for (int i = 0; i < 60; ++i) {
        const Position position = randomPosition(size, empties, random);
        const Bitboard flippable = everFlipped(position);
        for (Color color : {Color::Black, Color::White}) {
            const Bitboard stable = stableOf(position, color);
            QCOMPARE(stable & ~position.discs(color), Bitboard{0});
            COMPARE_SQUARES(stable & flippable, Bitboard{0});
            claimed += popcount(stable);
        }
    }
    // The bound is not empty-handed: near the end many discs are stable.
    QVERIFY2(claimed > 60, qPrintable(QString::number(claimed)));
}

void TestStability::findsFilledCornersAndEdges() {
    // Black's full first row and a triangle grown from the a1 corner: every disc of them rests
    // on stable neighbours or the board's edge in all four lines. The f2 disc lies between
    // empty squares on its row: White could bracket it there. White's lone h8 corner.
    const Position position = drawn({"XXXXXXXX", "XXXX-X--", "XX------", "X-------", "--------",
                                     "--------", "--------", "-------O"},
                                    Color::Black);
    COMPARE_SQUARES(stableOf(position, Color::Black),
                    squares({"a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "a2", "b2", "c2", "d2",
                             "a3", "b3", "a4"}));
    COMPARE_SQUARES(stableOf(position, Color::White), squares({"h8"}));
}

void TestStability::everyDiscOfAFullBoardIsStable() {
    std::mt19937_64 random(3);
    for (int size : {4, 6, 8}) {
        const Position end = randomPosition(size, 0, random);
        if (end.emptyCount() != 0) continue;  // a wipe-out before the board filled
        COMPARE_SQUARES(stableOf(end, Color::Black), end.discs(Color::Black));
        COMPARE_SQUARES(stableOf(end, Color::White), end.discs(Color::White));
    }
}

void TestStability::nothingIsStableWithoutACorner() {
    const Position position = drawn({"-XXXXXX-", "XXXXXXXX", "XXXOOXXX", "XXOOOOXX", "XXXOOXXX",
                                     "XXXXXXXX", "XXXXXXXX", "-XXXXXX-"},
                                    Color::White);
    QCOMPARE(stableOf(position, Color::Black), Bitboard{0});
    QCOMPARE(stableOf(position, Color::White), Bitboard{0});
}

QTEST_APPLESS_MAIN(TestStability)
#include "tst_stability.moc"
