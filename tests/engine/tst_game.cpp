// SPDX-License-Identifier: GPL-3.0-or-later
// The game record: playing, refusing illegal moves, undo and redo, the result.
#include <QTest>

#include "tests/support/board_text.h"

using namespace hasami;
using namespace hasami::test;

class TestGame : public QObject {
    Q_OBJECT

private slots:
    void playRecordsMoves();
    void illegalMovesChangeNothing();
    void undoAndRedo();
    void playingAfterUndoDropsTheRedoTail();
    void goToChecksItsBounds();
    void passesAreMoves();
    void resultOfAFinishedGame();
};

void TestGame::playRecordsMoves() {
    Game game;
    QCOMPARE(game.start(), Position::initial());
    QCOMPARE(game.lastMove(), kNoSquare);
    QVERIFY(game.play(sq("f5")));
    QVERIFY(game.play(sq("d6")));
    QCOMPARE(game.ply(), 2);
    QCOMPARE(game.length(), 2);
    QCOMPARE(game.lastMove(), sq("d6"));
    QCOMPARE(game.position(), Position::initial().play(sq("f5")).play(sq("d6")));
    QCOMPARE(game.positionAt(1), Position::initial().play(sq("f5")));
}

void TestGame::illegalMovesChangeNothing() {
    Game game;
    QVERIFY(game.play(sq("f5")));
    const Position before = game.position();
    QVERIFY(!game.play(sq("a1")));  // brackets nothing
    QVERIFY(!game.play(sq("e5")));  // occupied
    QVERIFY(!game.play(kPass));     // White has moves
    QVERIFY(!game.play(-3));        // not a square
    QVERIFY(!game.play(99));
    QCOMPARE(game.position(), before);
    QCOMPARE(game.length(), 1);
}

void TestGame::undoAndRedo() {
    Game game;
    QVERIFY(!game.canUndo());
    QVERIFY(!game.undo());
    for (const char* move : {"f5", "d6", "c3"}) QVERIFY(game.play(sq(move)));
    const Position afterThree = game.position();
    QVERIFY(game.undo());
    QVERIFY(game.undo());
    QCOMPARE(game.ply(), 1);
    QCOMPARE(game.length(), 3);
    QCOMPARE(game.position(), Position::initial().play(sq("f5")));
    QVERIFY(game.canRedo());
    QVERIFY(game.redo());
    QVERIFY(game.redo());
    QVERIFY(!game.redo());
    QCOMPARE(game.position(), afterThree);
    while (game.undo()) {
    }
    QCOMPARE(game.position(), Position::initial());
}

void TestGame::playingAfterUndoDropsTheRedoTail() {
    Game game;
    for (const char* move : {"f5", "d6", "c3"}) QVERIFY(game.play(sq(move)));
    QVERIFY(game.undo());
    QVERIFY(game.undo());
    QVERIFY(game.play(sq("f6")));
    QCOMPARE(game.length(), 2);
    QVERIFY(!game.canRedo());
    QCOMPARE(game.moves()[1], sq("f6"));
}

void TestGame::goToChecksItsBounds() {
    Game game;
    for (const char* move : {"f5", "d6"}) QVERIFY(game.play(sq(move)));
    QVERIFY(!game.goTo(-1));
    QVERIFY(!game.goTo(3));
    QCOMPARE(game.ply(), 2);
    QVERIFY(game.goTo(0));
    QCOMPARE(game.position(), Position::initial());
    QCOMPARE(game.playedMoves().size(), std::size_t(0));
}

void TestGame::passesAreMoves() {
    Game game(drawn({"XO--", "----", "----", "----"}, Color::White));
    QVERIFY(game.play(kPass));
    QCOMPARE(game.lastMove(), kPass);
    QVERIFY(game.play(sq("c1")));
    QVERIFY(game.isOver());
    QVERIFY(game.undo());
    QVERIFY(game.undo());
    QCOMPARE(game.position().sideToMove(), Color::White);
}

void TestGame::resultOfAFinishedGame() {
    // Black wins 3-0 on the 4x4 board; the 13 empty squares go to Black.
    Game game(drawn({"XO--", "----", "----", "----"}, Color::White));
    QVERIFY(game.play(kPass));
    QVERIFY(game.play(sq("c1")));
    QVERIFY(game.isOver());
    QCOMPARE(game.scoreFor(Color::Black), 16);
    QCOMPARE(game.scoreFor(Color::White), -16);
}

QTEST_APPLESS_MAIN(TestGame)
#include "tst_game.moc"
