// SPDX-License-Identifier: GPL-3.0-or-later
// Perft and the full game tree against published figures (shared/reference/perft.md).
#include <QTest>

#include "engine/board/perft.h"

using namespace hasami;

class TestPerft : public QObject {
    Q_OBJECT

private slots:
    void startPosition_data();
    void startPosition();
    void depthZeroIsTheRoot();
    void completeTreeOfTheFourByFourBoard();
    void perftOfFinishedGamesCountsEachGameOnce();
};

void TestPerft::startPosition_data() {
    QTest::addColumn<int>("depth");
    QTest::addColumn<qulonglong>("leaves");
    // OEIS A124004, "number of possible Reversi games at the end of the n-th ply".
    const qulonglong published[] = {4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288};
    for (int depth = 1; depth <= 9; ++depth) {
        QTest::addRow("depth %d", depth) << depth << published[depth - 1];
    }
}

void TestPerft::startPosition() {
    QFETCH(int, depth);
    QFETCH(qulonglong, leaves);
    QCOMPARE(qulonglong(perft(Position::initial(), depth)), leaves);
}

void TestPerft::depthZeroIsTheRoot() {
    QCOMPARE(perft(Position::initial(), 0), std::uint64_t{1});
    QCOMPARE(perft(Position::initial(4), 0), std::uint64_t{1});
}

void TestPerft::completeTreeOfTheFourByFourBoard() {
    // Counted as a tree: root included, each forced pass a node of its own, a finished game a
    // leaf.
    const GameTreeCount count = countGameTree(Position::initial(4));
    QCOMPARE(qulonglong(count.nodes), 284881ULL);
}

void TestPerft::perftOfFinishedGamesCountsEachGameOnce() {
    // Every 4x4 game is over within 12 moves and its passes, so perft deep enough sees each
    // complete game exactly once: the same number the tree count reaches by another route.
    const GameTreeCount count = countGameTree(Position::initial(4));
    QCOMPARE(perft(Position::initial(4), 40), count.games);
    QCOMPARE(perft(Position::initial(4), 41), count.games);
}

QTEST_APPLESS_MAIN(TestPerft)
#include "tst_perft.moc"
