// SPDX-License-Identifier: GPL-3.0-or-later
// Squares, transcripts and one-line positions: round trips, and a clear error for every kind
// of malformed input.
#include <random>

#include <QTest>

#include "tests/support/board_text.h"

using namespace hasami;
using namespace hasami::test;

class TestNotation : public QObject {
    Q_OBJECT

private slots:
    void squareNamesRoundTrip();
    void badSquares_data();
    void badSquares();
    void startPositionText();
    void positionsInObfForm();
    void positionOfEachSize_data();
    void positionOfEachSize();
    void badPositions_data();
    void badPositions();
    void transcriptPlaysTheMoves();
    void transcriptIsCaseInsensitiveAndSpaced();
    void transcriptPasses();
    void badTranscripts_data();
    void badTranscripts();
    void transcriptsRespectTheGameAndTheBoard();
    void randomGamesRoundTrip_data();
    void randomGamesRoundTrip();
};

void TestNotation::squareNamesRoundTrip() {
    QCOMPARE(squareName(squareAt(0, 0)), std::string("a1"));
    QCOMPARE(squareName(squareAt(7, 0)), std::string("h1"));
    QCOMPARE(squareName(squareAt(5, 4)), std::string("f5"));
    QCOMPARE(squareName(squareAt(7, 7)), std::string("h8"));
    QCOMPARE(squareName(kPass), std::string("pass"));
    for (Square square = 0; square < 64; ++square) {
        const Parsed<Square> parsed = parseSquare(squareName(square));
        QVERIFY(parsed);
        QCOMPARE(*parsed, square);
    }
    QCOMPARE(*parseSquare("F5"), squareAt(5, 4));
    QCOMPARE(*parseSquare("d4", 4), squareAt(3, 3));
}

void TestNotation::badSquares_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("size");
    QTest::addColumn<QString>("complaint");
    QTest::newRow("empty") << "" << 8 << "not a square name";
    QTest::newRow("one character") << "f" << 8 << "not a square name";
    QTest::newRow("three characters") << "f55" << 8 << "not a square name";
    QTest::newRow("column past h") << "i1" << 8 << "not a square of the 8x8 board";
    QTest::newRow("row 9") << "a9" << 8 << "not a square of the 8x8 board";
    QTest::newRow("row 0") << "a0" << 8 << "not a square of the 8x8 board";
    QTest::newRow("reversed") << "5f" << 8 << "not a column letter";
    QTest::newRow("no row") << "ff" << 8 << "must be followed by a row number";
    QTest::newRow("off the 4x4 board") << "e1" << 4 << "not a square of the 4x4 board (a1..d4)";
    QTest::newRow("off the 6x6 board") << "a7" << 6 << "not a square of the 6x6 board (a1..f6)";
}

void TestNotation::badSquares() {
    QFETCH(QString, text);
    QFETCH(int, size);
    QFETCH(QString, complaint);
    const Parsed<Square> parsed = parseSquare(text.toStdString(), size);
    QVERIFY(!parsed);
    QVERIFY2(QString::fromStdString(parsed.error()).contains(complaint), parsed.error().c_str());
}

void TestNotation::startPositionText() {
    const std::string text = formatPosition(Position::initial());
    QCOMPARE(text,
             std::string("---------------------------OX------XO--------------------------- X"));
    QCOMPARE(*parsePosition(text), Position::initial());
    QCOMPARE(formatPosition(Position::initial(4)), std::string("-----OX--XO----- X"));
}

void TestNotation::positionsInObfForm() {
    // The first position of the FFO endgame suite, with its solution after the ';'.
    const Parsed<Position> ffo40 = parsePosition(
        "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X; A2:+38; C7:+36;");
    QVERIFY2(ffo40, ffo40.error().c_str());
    QCOMPARE(ffo40->sideToMove(), Color::Black);
    QCOMPARE(ffo40->emptyCount(), 20);
    QVERIFY(ffo40->discs(Color::White) & bit(sq("a1")));
    QVERIFY(ffo40->discs(Color::Black) & bit(sq("h1")));
    QVERIFY(ffo40->isLegal(sq("a2")));

    // Dots for empties, lower case, surrounding blanks, side glued to the board.
    const Parsed<Position> relaxed =
        parsePosition("  ...........................ox......xo........................... o  ");
    QVERIFY2(relaxed, relaxed.error().c_str());
    QCOMPARE(*relaxed, Position::initial().pass());
    const Parsed<Position> glued =
        parsePosition("---------------------------OX------XO---------------------------X");
    QVERIFY2(glued, glued.error().c_str());
    QCOMPARE(*glued, Position::initial());
    // '*' for Black, as GGF and other programs write it, on the board and as the side.
    const Parsed<Position> starred =
        parsePosition("---------------------------O*------*O--------------------------- *");
    QVERIFY2(starred, starred.error().c_str());
    QCOMPARE(*starred, Position::initial());
    QCOMPARE(*parsePosition("---------------------------o*------xO--------------------------- O"),
             Position::initial().pass());
}

void TestNotation::positionOfEachSize_data() {
    QTest::addColumn<int>("size");
    QTest::newRow("4x4") << 4;
    QTest::newRow("6x6") << 6;
    QTest::newRow("8x8") << 8;
}

void TestNotation::positionOfEachSize() {
    QFETCH(int, size);
    Position position = Position::initial(size);
    // Walk a few plies so the board is not symmetric, then round-trip it.
    for (int ply = 0; ply < 5 && position.hasMoves(); ++ply) {
        position = position.play(firstSquare(position.legalMoves()));
    }
    const std::string text = formatPosition(position);
    QCOMPARE(text.size(), std::size_t(size * size + 2));
    const Parsed<Position> parsed = parsePosition(text);
    QVERIFY2(parsed, parsed.error().c_str());
    QCOMPARE(*parsed, position);
    QCOMPARE(parsed->size(), size);
}

void TestNotation::badPositions_data() {
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("complaint");
    const QByteArray start = "---------------------------OX------XO---------------------------";
    QTest::newRow("empty") << QByteArray() << "empty position";
    QTest::newRow("blank") << QByteArray("   \t ") << "empty position";
    QTest::newRow("comment only") << QByteArray("; nothing here") << "empty position";
    QTest::newRow("63 squares") << start.left(63) + " X"
                                << "the board has 63 squares";
    QTest::newRow("65 squares") << start + "- X"
                                << "the board has 65 squares";
    QTest::newRow("25 squares") << QByteArray(25, '-') + " X"
                                << "the board has 25 squares";
    QTest::newRow("stray letter") << QByteArray(start).replace(10, 1, "Z") + " X"
                                  << "board square 11 (c2, at character 11): 'Z' is not";
    QTest::newRow("binary byte") << QByteArray(start).replace(0, 1, "\x01") + " X"
                                 << "byte 0x01 is not X, *, O, - or .";
    QTest::newRow("missing side") << start << "side to move is missing";
    QTest::newRow("bad side") << start + " B"
                              << "side to move 'B'";
    QTest::newRow("long side") << start + " XO"
                               << "side to move 'XO'";
    QTest::newRow("trailing words") << start + " X extra"
                                    << "unexpected 'extra'";
    QTest::newRow("two boards") << start + " " + start + " X"
                                << "side to move '----";
}

void TestNotation::badPositions() {
    QFETCH(QByteArray, line);
    QFETCH(QString, complaint);
    const Parsed<Position> parsed = parsePosition(std::string_view(line.data(), line.size()));
    QVERIFY(!parsed);
    QVERIFY2(QString::fromStdString(parsed.error()).contains(complaint), parsed.error().c_str());
}

void TestNotation::transcriptPlaysTheMoves() {
    const Parsed<Game> game = parseTranscript("f5d6c3d3c4");
    QVERIFY2(game, game.error().c_str());
    QCOMPARE(game->ply(), 5);
    QCOMPARE(formatTranscript(game->moves()), std::string("f5d6c3d3c4"));
    // The board after these five moves (the opening called the tiger).
    const Position expected = drawn({"--------",  //
                                     "--------",  //
                                     "--XO----",  //
                                     "--XXX---",  //
                                     "---OXX--",  //
                                     "---O----",  //
                                     "--------",  //
                                     "--------"},
                                    Color::White);
    QCOMPARE(game->position(), expected);
    QCOMPARE(parseTranscript("")->ply(), 0);
}

void TestNotation::transcriptIsCaseInsensitiveAndSpaced() {
    const Parsed<Game> upper = parseTranscript("F5D6C3");
    const Parsed<Game> spaced = parseTranscript(" f5 D6,c3\n");
    QVERIFY(upper && spaced);
    QCOMPARE(formatTranscript(upper->moves()), std::string("f5d6c3"));
    QCOMPARE(spaced->position(), upper->position());
}

void TestNotation::transcriptPasses() {
    // White's disc on b1 brackets nothing, so White must pass before Black plays c1.
    const Position start = drawn({"XO--", "----", "----", "----"}, Color::White);
    for (const char* text : {"c1", "pass c1", "PS c1", "passc1", "Pass,c1"}) {
        const Parsed<Game> game = parseTranscript(text, start);
        QVERIFY2(game, text);
        QCOMPARE(game->ply(), 2);
        QCOMPARE(game->moves()[0], kPass);
        QCOMPARE(formatTranscript(game->moves()), std::string("c1"));
        QCOMPARE(formatTranscript(game->moves(), true), std::string("passc1"));
        QVERIFY(game->isOver());
    }
    // A transcript that stops where a side must pass ends with that pass made.
    const Parsed<Game> waiting = parseTranscript("", start);
    QVERIFY(waiting);
    QCOMPARE(waiting->position().sideToMove(), Color::Black);
}

void TestNotation::badTranscripts_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("complaint");
    QTest::newRow("illegal move") << "f5d6e3"
                                  << "move 3 (at character 5): e3 is not a legal move for Black";
    QTest::newRow("occupied square") << "f5e5"
                                     << "e5 is not a legal move for White";
    QTest::newRow("off the board") << "f5i6"
                                   << "i6 is not a square of the 8x8 board";
    QTest::newRow("row 9") << "f9"
                           << "f9 is not a square of the 8x8 board";
    QTest::newRow("not a letter") << "f5?"
                                  << "'?' is not a column letter";
    QTest::newRow("cut short") << "f5d"
                               << "column d must be followed by a row number";
    QTest::newRow("pass with moves") << "pass"
                                     << "pass is not allowed, Black has legal moves";
    QTest::newRow("binary") << "f5\x7f"
                            << "byte 0x7F is not a column letter";
}

void TestNotation::badTranscripts() {
    QFETCH(QString, text);
    QFETCH(QString, complaint);
    const Parsed<Game> game = parseTranscript(text.toStdString());
    QVERIFY(!game);
    QVERIFY2(QString::fromStdString(game.error()).contains(complaint), game.error().c_str());
}

void TestNotation::transcriptsRespectTheGameAndTheBoard() {
    // After the end of the game nothing may follow.
    const Position over = drawn({"XXX-", "----", "----", "----"}, Color::White);
    const Parsed<Game> late = parseTranscript("d1", over);
    QVERIFY(!late);
    QVERIFY2(QString::fromStdString(late.error()).contains("the game is already over"),
             late.error().c_str());
    // Squares of a small board are checked against its size.
    QVERIFY(!parseTranscript("e5", Position::initial(4)));
}

void TestNotation::randomGamesRoundTrip_data() {
    QTest::addColumn<int>("size");
    QTest::newRow("4x4") << 4;
    QTest::newRow("6x6") << 6;
    QTest::newRow("8x8") << 8;
}

void TestNotation::randomGamesRoundTrip() {
    QFETCH(int, size);
    std::mt19937 random(size);
    for (int round = 0; round < 100; ++round) {
        Game game(Position::initial(size));
        while (!game.isOver()) {
            const Bitboard moves = game.position().legalMoves();
            if (!moves) {
                QVERIFY(game.play(kPass));
                continue;
            }
            Bitboard remaining = moves;
            for (int skip = random() % popcount(moves); skip > 0; --skip) {
                remaining = withoutFirst(remaining);
            }
            QVERIFY(game.play(firstSquare(remaining)));
        }
        for (bool writePasses : {false, true}) {
            const std::string text = formatTranscript(game.moves(), writePasses);
            const Parsed<Game> parsed = parseTranscript(text, Position::initial(size));
            QVERIFY2(parsed, parsed.error().c_str());
            QVERIFY(std::ranges::equal(parsed->moves(), game.moves()));
            QCOMPARE(parsed->position(), game.position());
        }
        const Parsed<Position> end = parsePosition(formatPosition(game.position()));
        QVERIFY(end);
        QCOMPARE(*end, game.position());
    }
}

QTEST_APPLESS_MAIN(TestNotation)
#include "tst_notation.moc"
