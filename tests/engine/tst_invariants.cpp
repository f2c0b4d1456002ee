// SPDX-License-Identifier: GPL-3.0-or-later
// Invariants of the engine under random play on every board size: the record replays to the
// same positions, undo and redo restore them exactly, disc counts add up, and the hash
// depends on the position only. (That every player answers legally: tst_players.)
#include <random>

#include <QTest>

#include "tests/support/board_text.h"
#include "tests/support/random_positions.h"

using namespace hasami;
using namespace hasami::test;

class TestInvariants : public QObject {
    Q_OBJECT

private slots:
    void randomPlayWithUndoAndRedo_data();
    void randomPlayWithUndoAndRedo();
};

void TestInvariants::randomPlayWithUndoAndRedo_data() {
    QTest::addColumn<int>("size");
    QTest::newRow("4x4") << 4;
    QTest::newRow("6x6") << 6;
    QTest::newRow("8x8") << 8;
}

void TestInvariants::randomPlayWithUndoAndRedo() {
    QFETCH(int, size);
    std::mt19937_64 random(1000 + size);
    int steps = 0;
    for (int round = 0; round < 60; ++round) {
        Game game(Position::initial(size));
        while (!game.isOver()) {
            const Position& position = game.position();
            const int roll = std::uniform_int_distribution<int>(0, 9)(random);
            if (roll == 0 && game.canUndo()) {
                const Position before = position;
                const int back = std::uniform_int_distribution<int>(1, game.ply())(random);
                for (int i = 0; i < back; ++i) QVERIFY(game.undo());
                for (int i = 0; i < back; ++i) QVERIFY(game.redo());
                QCOMPARE(game.position(), before);
                continue;
            }
            const Square move = randomMove(position, random);
            QVERIFY(game.play(move));
            ++steps;
            const Position& next = game.position();
            QCOMPARE(
                next.discCount(Color::Black) + next.discCount(Color::White) + next.emptyCount(),
                size * size);
            QCOMPARE(next, Position::fromDiscs(size, next.discs(Color::Black),
                                               next.discs(Color::White), next.sideToMove()));
        }
        // Replaying the record from its start reaches the same position at every ply.
        Position replay = game.start();
        for (int ply = 0; ply < game.length(); ++ply) {
            QCOMPARE(game.positionAt(ply), replay);
            replay = replay.play(game.moves()[ply]);
        }
        QCOMPARE(replay, game.position());
    }
    QVERIFY(steps > 60 * size);
}

QTEST_APPLESS_MAIN(TestInvariants)
#include "tst_invariants.moc"
