// SPDX-License-Identifier: GPL-3.0-or-later
// The game tree: playing, refusing illegal moves, undo and redo along the current line,
// variations that keep every move ever played, promoting and removing them, the result.
#include <QTest>

#include "engine/formats/notation.h"
#include "engine/game/result.h"
#include "tests/support/board_text.h"

using namespace hasami;
using namespace hasami::test;

class TestGame : public QObject {
    Q_OBJECT

private slots:
    void playRecordsMoves();
    void illegalMovesChangeNothing();
    void undoAndRedo();
    void playingAfterUndoMakesAVariation();
    void replayingTheRecordedMoveFollowsIt();
    void theCurrentLineFollowsTheChildLastVisited();
    void goingToANodeOfAnotherLine();
    void promotingAVariation();
    void promotingToTheMainLine();
    void removingIsTheOnlyWayMovesGo();
    void removingTheLineShownShowsItsParent();
    void commentsAndClockTimesBelongToTheirMove();
    void mergingAddsWhatTheTreeLacks();
    void thePlayedLineIsAGameOfItsOwn();
    void goToChecksItsBounds();
    void passesAreMoves();
    void theMovesToANodeAndOfTheMainLine();
    void resultOfAFinishedGame();
    void resultsAreReadAsRecordsWriteThem_data();
    void resultsAreReadAsRecordsWriteThem();
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

namespace {

// The moves of `game`'s current line as a transcript.
std::string lineOf(const Game& game) {
    return formatTranscript(game.moves());
}

// The moves from the start to `node`.
std::string pathTo(const Game& game, NodeId node) {
    std::vector<Square> moves;
    for (; node != kRootNode; node = game.parentOf(node)) {
        moves.insert(moves.begin(), game.moveOf(node));
    }
    return formatTranscript(moves);
}

NodeId childPlaying(const Game& game, NodeId parent, const char* move) {
    for (NodeId child : game.childrenOf(parent)) {
        if (game.moveOf(child) == sq(move)) return child;
    }
    return kNoNode;
}

// f5 d6 c3 d3 with the variation f5 d6 c5 f4.
Game gameWithAVariation() {
    Game game;
    for (const char* move : {"f5", "d6", "c3", "d3"}) game.play(sq(move));
    game.goTo(2);
    for (const char* move : {"c5", "f4"}) game.play(sq(move));
    return game;
}

}  // namespace

void TestGame::playingAfterUndoMakesAVariation() {
    Game game;
    for (const char* move : {"f5", "d6", "c3"}) QVERIFY(game.play(sq(move)));
    const NodeId c3 = game.current();
    QVERIFY(game.undo());
    QVERIFY(game.undo());
    QVERIFY(game.play(sq("f6")));
    // The game in progress is the new line; the old one is kept beside it.
    QCOMPARE(lineOf(game), std::string("f5f6"));
    QVERIFY(!game.canRedo());
    QVERIFY(game.contains(c3));
    QCOMPARE(pathTo(game, c3), std::string("f5d6c3"));
    QCOMPARE(game.nodeCount(), std::size_t(5));
    const NodeId f5 = game.nodeAt(1);
    QCOMPARE(game.childrenOf(f5).size(), std::size_t(2));
    QCOMPARE(game.moveOf(game.childrenOf(f5)[0]), sq("d6"));  // the main line stays first
    QVERIFY(game.isOnMainLine(c3));
    QVERIFY(!game.isOnMainLine(game.current()));
}

void TestGame::replayingTheRecordedMoveFollowsIt() {
    Game game;
    for (const char* move : {"f5", "d6", "c3"}) QVERIFY(game.play(sq(move)));
    QVERIFY(game.goTo(1));
    QVERIFY(game.play(sq("d6")));
    QCOMPARE(game.nodeCount(), std::size_t(4));
    QCOMPARE(game.ply(), 2);
    QCOMPARE(lineOf(game), std::string("f5d6c3"));  // the rest of the record is still ahead
    QVERIFY(game.canRedo());
}

void TestGame::theCurrentLineFollowsTheChildLastVisited() {
    Game game = gameWithAVariation();
    QCOMPARE(lineOf(game), std::string("f5d6c5f4"));
    // Back to the start: the line still goes on along the variation last visited ...
    QVERIFY(game.goTo(0));
    QCOMPARE(lineOf(game), std::string("f5d6c5f4"));
    QVERIFY(game.goTo(4));
    QCOMPARE(game.position(), parseTranscript("f5d6c5f4")->position());
    // ... and along the main line once its move is visited again.
    QVERIFY(game.goTo(2));
    QVERIFY(game.play(sq("c3")));
    QCOMPARE(lineOf(game), std::string("f5d6c3d3"));
    QCOMPARE(game.ply(), 3);
}

void TestGame::goingToANodeOfAnotherLine() {
    Game game = gameWithAVariation();
    const NodeId d3 = childPlaying(game, childPlaying(game, game.nodeAt(2), "c3"), "d3");
    QVERIFY(game.goToNode(d3));
    QCOMPARE(game.current(), d3);
    QCOMPARE(lineOf(game), std::string("f5d6c3d3"));
    QCOMPARE(game.ply(), 4);
    QVERIFY(!game.goToNode(kNoNode));
    QVERIFY(!game.goToNode(999));
    QCOMPARE(game.current(), d3);
}

void TestGame::promotingAVariation() {
    Game game = gameWithAVariation();
    const NodeId f4 = game.current();
    QVERIFY(game.promoteVariation(f4));
    QVERIFY(game.isOnMainLine(f4));
    QCOMPARE(game.current(), f4);
    QCOMPARE(lineOf(game), std::string("f5d6c5f4"));
    QVERIFY(!game.promoteVariation(f4));  // already the main line
    // The old main line is now the variation, and nothing was lost.
    QCOMPARE(game.nodeCount(), std::size_t(7));
    QVERIFY(game.promoteVariation(childPlaying(game, game.nodeAt(2), "c3")));
    QVERIFY(!game.isOnMainLine(f4));
}

void TestGame::promotingToTheMainLine() {
    // A variation inside a variation: f5 d6 c3 d3 (c5 f4 (f6)).
    Game game = gameWithAVariation();
    QVERIFY(game.goTo(3));
    QVERIFY(game.play(sq("f6")));
    const NodeId f6 = game.current();
    QVERIFY(!game.isOnMainLine(f6));
    QVERIFY(game.promoteToMainLine(f6));
    QVERIFY(game.isOnMainLine(f6));
    QVERIFY(!game.promoteToMainLine(f6));
    Game mainLine = game;
    QVERIFY(mainLine.goToNode(kRootNode));
    for (NodeId node = kRootNode; !mainLine.childrenOf(node).empty();) {
        node = mainLine.childrenOf(node).front();
        QVERIFY(mainLine.goToNode(node));
    }
    QCOMPARE(mainLine.current(), f6);
    QCOMPARE(game.nodeCount(), std::size_t(8));
}

void TestGame::removingIsTheOnlyWayMovesGo() {
    Game game = gameWithAVariation();
    const NodeId c5 = game.nodeAt(3);
    QVERIFY(game.goTo(1));
    QVERIFY(game.remove(c5));
    QVERIFY(!game.contains(c5));
    QCOMPARE(game.nodeCount(), std::size_t(5));
    QCOMPARE(lineOf(game), std::string("f5d6c3d3"));  // the line goes on along the main line
    QCOMPARE(game.ply(), 1);
    QVERIFY(!game.remove(kRootNode));
    QVERIFY(!game.remove(c5));
    QCOMPARE(game.nodeCount(), std::size_t(5));
}

void TestGame::removingTheLineShownShowsItsParent() {
    Game game = gameWithAVariation();
    const NodeId c5 = game.nodeAt(3);
    const NodeId d6 = game.nodeAt(2);
    QVERIFY(game.remove(c5));  // the node shown, f4, goes with it
    QCOMPARE(game.current(), d6);
    QCOMPARE(lineOf(game), std::string("f5d6c3d3"));
}

void TestGame::mergingAddsWhatTheTreeLacks() {
    // Ours: f5 d6 c3, shown at d6, with a comment on d6. Theirs: f5 d6 c3 d3 and the variation
    // f5 d6 c5 f4, comments on d6 and c5.
    Game theirs = gameWithAVariation();
    theirs.setComment(theirs.nodeAt(3), "sharp");  // c5, the variation's first move
    Game line;
    for (const char* move : {"f5", "d6", "c3"}) QVERIFY(line.play(sq(move)));
    QVERIFY(line.goTo(2));
    line.setComment(line.current(), "ours");
    const NodeId shown = line.current();
    const std::size_t before = line.nodeCount();
    QVERIFY(theirs.goTo(2));
    theirs.setComment(theirs.current(), "theirs");
    QVERIFY(line.merge(theirs));
    QCOMPARE(line.nodeCount(), theirs.nodeCount());
    QVERIFY(line.nodeCount() > before);
    QCOMPARE(line.current(), shown);                       // the node shown stays
    QCOMPARE(line.commentOf(shown), std::string("ours"));  // a comment there is kept
    const auto replies = line.childrenOf(shown);
    QCOMPARE(replies.size(), std::size_t(2));  // c3, then c5 added after it
    QCOMPARE(line.moveOf(replies[1]), sq("c5"));
    QCOMPARE(line.commentOf(replies[1]), std::string("sharp"));
    // Every move of theirs is in the tree now; merged again, nothing is added.
    QVERIFY(!line.merge(theirs));
    QVERIFY(!line.merge(Game(Position::initial(6))));  // another start: nothing
}

void TestGame::commentsAndClockTimesBelongToTheirMove() {
    Game game = gameWithAVariation();
    const NodeId f4 = game.current();
    game.setComment(f4, "the {sharp} line");
    QCOMPARE(game.commentOf(f4), std::string("the {sharp} line"));  // the file escapes the '}'
    game.setComment(f4, "  the {sharp} line \n");
    QCOMPARE(game.commentOf(f4), std::string("the {sharp} line"));  // blanks at the ends go
    QVERIFY(!game.clockAfter(f4));
    game.setClockAfter(f4, {std::chrono::seconds(290), std::chrono::seconds(295)});
    QVERIFY(game.goTo(0));
    QCOMPARE(game.clockAfter(f4)->white, std::chrono::milliseconds(295000));
    QVERIFY(game.commentOf(game.nodeAt(1)).empty());
}

void TestGame::thePlayedLineIsAGameOfItsOwn() {
    Game game = gameWithAVariation();
    QVERIFY(game.goTo(3));
    const Game line = game.playedLine();
    QCOMPARE(lineOf(line), std::string("f5d6c5"));
    QCOMPARE(line.ply(), 3);
    QCOMPARE(line.nodeCount(), std::size_t(4));
    QCOMPARE(line.position(), game.position());
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

void TestGame::theMovesToANodeAndOfTheMainLine() {
    // The variation c5 f4 is shown, the main line stays f5 d6 c3 d3.
    const Game game = gameWithAVariation();
    const std::vector<Square> main{sq("f5"), sq("d6"), sq("c3"), sq("d3")};
    QCOMPARE(game.mainLineMoves(), main);
    QCOMPARE(game.movesTo(game.current()),
             (std::vector<Square>{sq("f5"), sq("d6"), sq("c5"), sq("f4")}));
    QCOMPARE(game.movesTo(kRootNode), std::vector<Square>());
    QCOMPARE(Game().mainLineMoves(), std::vector<Square>());
}

void TestGame::resultOfAFinishedGame() {
    // Black wins 3-0 on the 4x4 board; the 13 empty squares go to Black.
    Game game(drawn({"XO--", "----", "----", "----"}, Color::White));
    QVERIFY(game.play(kPass));
    QVERIFY(game.play(sq("c1")));
    QVERIFY(game.isOver());
    QCOMPARE(game.scoreFor(Color::Black), 16);
    QCOMPARE(game.scoreFor(Color::White), -16);
    // Its result: Black's 16 discs (its three and the empties) to none.
    const std::optional<GameResult> result = GameResult::of(game);
    QVERIFY(result);
    QCOMPARE(result->discsText(), std::string("16-0"));
    QCOMPARE(result->marginText(), std::string("+16"));
    QCOMPARE(result->ggfText(), std::string("+16.000"));
    QVERIFY(!GameResult::of(Game()));  // a game going on has none
}

void TestGame::resultsAreReadAsRecordsWriteThem_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("read");
    QTest::addColumn<int>("margin");
    QTest::addColumn<QString>("discs");
    QTest::newRow("discs") << "38-26" << true << 12 << "38-26";
    QTest::newRow("white wins") << "20-44" << true << -24 << "20-44";
    // The rules give the squares left empty to the winner.
    QTest::newRow("empties to Black") << "33-30" << true << 4 << "34-30";
    QTest::newRow("empties to White") << "20-40" << true << -24 << "20-44";
    QTest::newRow("spaces") << " 32 - 32 " << true << 0 << "32-32";
    QTest::newRow("margin") << "+12" << true << 12 << "38-26";
    QTest::newRow("negative margin") << "-4" << true << -4 << "30-34";
    QTest::newRow("draw") << "0" << true << 0 << "32-32";
    QTest::newRow("GGF") << "+12.000" << true << 12 << "38-26";
    QTest::newRow("GGF resigned") << "-4.000:r" << true << -4 << "30-34";
    QTest::newRow("unknown") << "?" << false << 0 << "";
    QTest::newRow("words") << "Black won" << false << 0 << "";
    QTest::newRow("more discs than squares") << "40-30" << false << 0 << "";
    QTest::newRow("margin beyond the board") << "+66" << false << 0 << "";
    QTest::newRow("empty") << "" << false << 0 << "";
}

void TestGame::resultsAreReadAsRecordsWriteThem() {
    QFETCH(QString, text);
    QFETCH(bool, read);
    QFETCH(int, margin);
    QFETCH(QString, discs);
    const std::optional<GameResult> result = GameResult::parse(text.toStdString());
    QCOMPARE(result.has_value(), read);
    if (!result) return;
    QCOMPARE(result->blackMargin, margin);
    QCOMPARE(QString::fromStdString(result->discsText()), discs);
}

QTEST_APPLESS_MAIN(TestGame)
#include "tst_game.moc"
