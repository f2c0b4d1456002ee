// SPDX-License-Identifier: GPL-3.0-or-later
// GGF games: the records other Othello programs write, read right; Hasami's own written and
// read back unchanged; malformed ones refused with the property and the place named.
#include <QTest>

#include <random>

#include "engine/formats/ggf.h"
#include "engine/formats/notation.h"
#include "engine/game/result.h"
#include "engine/players/player.h"

using namespace hasami;

namespace {

// The example game of the NBoard protocol's documentation.
constexpr std::string_view kNboardExample =
    "(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[./mEdax]PW[chris]RE[?]TI[15:00]"
    "TY[8]BO[8 ---------------------------O*------*O--------------------------- *]"
    "B[F5]W[F6]B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)";

// A random game of `size`, passes included, with an evaluation and a time on some moves.
GgfGame randomGgf(int size, std::mt19937_64& random) {
    GgfGame ggf;
    ggf.game = Game(Position::initial(size));
    while (!ggf.game.isOver()) {
        const Position& position = ggf.game.position();
        ggf.game.play(randomMove(position, random));
        const bool marked = random() % 2;
        ggf.evaluations.push_back(marked ? std::optional<double>(int(random() % 129) - 64)
                                         : std::nullopt);
        ggf.seconds.push_back(marked ? std::optional<double>(double(random() % 1000) / 8)
                                     : std::nullopt);
    }
    ggf.black = "Black player";
    ggf.white = "Hasami [level 7]\\";
    ggf.result = GameResult{ggf.game.scoreFor(Color::Black)}.ggfText();
    return ggf;
}

std::string problemOf(std::string_view text) {
    const auto games = parseGgfGames(text);
    return games ? std::string() : games.error();
}

}  // namespace

class TestGgf : public QObject {
    Q_OBJECT

private slots:
    void readsTheNboardExample() {
        QVERIFY(looksLikeGgf(kNboardExample));
        const auto games = parseGgfGames(kNboardExample);
        QVERIFY2(games, games.error().c_str());
        QCOMPARE(games->size(), std::size_t(1));
        const GgfGame& ggf = games->front();
        QCOMPARE(ggf.black, std::string("./mEdax"));
        QCOMPARE(ggf.white, std::string("chris"));
        QCOMPARE(ggf.place, std::string("NBoard"));
        QCOMPARE(ggf.date, std::string("2014-02-21 20:52:27 GMT"));
        QCOMPARE(ggf.result, std::string("?"));
        QCOMPARE(ggf.time, std::string("15:00"));
        QCOMPARE(ggf.game.start(), Position::initial(8));
        const auto transcript = parseTranscript("f5f6d3c5e6f7e7f4");
        QVERIFY(transcript);
        QCOMPARE(ggf.game.position(), transcript->position());
        QCOMPARE(ggf.game.length(), 8);
        QCOMPARE(ggf.evaluations.size(), std::size_t(8));
        QVERIFY(!ggf.evaluations[0]);
    }

    void readsEvaluationsTimesPassesAndBoards() {
        // A 4x4 game from a set-up board, White to move; moves with an evaluation, a time,
        // and both; an explicit pass and an implicit one.
        const Position start = *parsePosition("-----XO--OX----- O");
        std::mt19937_64 random(11);
        Game game(start);
        while (std::ranges::count(game.moves(), kPass) == 0) {  // a game with a pass
            game = Game(start);
            while (!game.isOver()) game.play(randomMove(game.position(), random));
        }
        std::string explicitPasses = "(;GM[Othello]TY[4]BO[4 -----*O--O*----- O]";
        std::string implicitPasses = explicitPasses;
        for (int i = 0; i < game.length(); ++i) {
            const char* key = game.positionAt(i).sideToMove() == Color::Black ? "B" : "W";
            const Square move = game.moves()[i];
            const std::string value = move == kPass ? "PA" : squareName(move);
            explicitPasses += std::string(key) + "[" + value + "/" + std::to_string(i) + "/1.5]";
            if (move != kPass) implicitPasses += std::string(key) + "[" + value + "]";
        }
        explicitPasses += ";)";
        implicitPasses += ";)";
        for (const std::string& text : {explicitPasses, implicitPasses}) {
            const auto games = parseGgfGames(text);
            QVERIFY2(games, games.error().c_str());
            const GgfGame& ggf = games->front();
            QCOMPARE(ggf.game.start(), start);
            QVERIFY(std::ranges::equal(ggf.game.moves(), game.moves()));
        }
        const GgfGame ggf = parseGgfGames(explicitPasses)->front();
        QCOMPARE(ggf.evaluations[3], std::optional<double>(3));
        QCOMPARE(ggf.seconds[3], std::optional<double>(1.5));
    }

    void readsSignedEvaluationsAndAByteOrderMark() {
        // An evaluation with a plus sign, as some programs write it, and a file that starts
        // with the UTF-8 byte-order mark some editors add.
        const std::string text = "\xEF\xBB\xBF(;GM[Othello]B[f5/+0.50]W[d6/-1.25/0.3];)";
        QVERIFY(looksLikeGgf(text));
        const auto games = parseGgfGames(text);
        QVERIFY2(games, games.error().c_str());
        const GgfGame& ggf = games->front();
        QCOMPARE(ggf.evaluations[0], std::optional<double>(0.5));
        QCOMPARE(ggf.evaluations[1], std::optional<double>(-1.25));
        QCOMPARE(ggf.game.length(), 2);
    }

    void readsEveryGameOfAFile() {
        const std::string file = std::string(kNboardExample) + "\n" +
                                 "(;GM[Othello]PB[a]PW[b]TY[6]B[c2]W[b4];)\n" +
                                 std::string(kNboardExample) + "\n";
        const auto games = parseGgfGames(file);
        QVERIFY2(games, games.error().c_str());
        QCOMPARE(games->size(), std::size_t(3));
        QCOMPARE((*games)[1].game.start(), Position::initial(6));
        QCOMPARE((*games)[1].game.length(), 2);
        QCOMPARE((*games)[1].black, std::string("a"));
    }

    void keepsUnknownPropertiesInTheRoundTrip() {
        const std::string text =
            "(;GM[Othello]PC[GGS/os]DT[2003.11.28_12:27:29.MST]PB[one]PW[two]RB[2100.5]"
            "RW[1987.0]TI[05:00//02:00]TY[8r]RE[+12.000]BO[8 -------- -------- -------- "
            "---O*--- ---*O--- -------- -------- -------- *]B[f5//0.01]W[d6/-1.5/2]KM[0];)";
        const auto games = parseGgfGames(text);
        QVERIFY2(games, games.error().c_str());
        const GgfGame& ggf = games->front();
        QCOMPARE(ggf.result, std::string("+12.000"));
        const std::vector<std::pair<std::string, std::string>> others = {
            {"RB", "2100.5"}, {"RW", "1987.0"}, {"TY", "8r"}, {"KM", "0"}};
        QCOMPARE(ggf.otherProperties.size(), others.size());
        for (const auto& property : others) {
            QVERIFY(std::ranges::count(ggf.otherProperties, property) == 1);
        }
        QCOMPARE(ggf.evaluations[1], std::optional<double>(-1.5));
        QCOMPARE(ggf.seconds[0], std::optional<double>(0.01));
        const std::string written = formatGgf(ggf);
        QVERIFY(written.find("TY[8r]") != std::string::npos);
        QVERIFY(written.find("RB[2100.5]") != std::string::npos);
        const auto again = parseGgfGames(written);
        QVERIFY2(again, again.error().c_str());
        QCOMPARE(formatGgf(again->front()), written);
    }

    void roundTripsRandomGames() {
        std::mt19937_64 random(5);
        for (const int size : {4, 6, 8}) {
            for (int i = 0; i < 30; ++i) {
                const GgfGame ggf = randomGgf(size, random);
                const std::string written = formatGgf(ggf);
                QVERIFY(looksLikeGgf(written));
                const auto read = parseGgfGames(written);
                QVERIFY2(read, (read.error() + " in " + written).c_str());
                const GgfGame& back = read->front();
                QCOMPARE(back.game.start(), ggf.game.start());
                QVERIFY(std::ranges::equal(back.game.moves(), ggf.game.moves()));
                QCOMPARE(back.evaluations, ggf.evaluations);
                QCOMPARE(back.seconds, ggf.seconds);
                QCOMPARE(back.black, ggf.black);
                QCOMPARE(back.white, ggf.white);
                QCOMPARE(back.result, ggf.result);
            }
        }
    }

    void writesTheResultFromBlacksSide() {
        QCOMPARE(GameResult{12}.ggfText(), std::string("+12.000"));
        QCOMPARE(GameResult{-4}.ggfText(), std::string("-4.000"));
        QCOMPARE(GameResult{0}.ggfText(), std::string("0.000"));
    }

    void refusesMalformedGames_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");  // a piece of the message
        QTest::newRow("empty") << ""
                               << "no GGF game";
        QTest::newRow("not GGF") << "f5d6c3"
                                 << "no GGF game";
        QTest::newRow("no end") << "(;GM[Othello]B[f5]"
                                << "no end";
        QTest::newRow("no closing bracket") << "(;GM[Othello]B[f5;)"
                                            << "no closing ']'";
        QTest::newRow("no value") << "(;GM[Othello]PB;)"
                                  << "property PB at character 14";
        QTest::newRow("garbage") << "(;GM[Othello]%%;)"
                                 << "at character 14";
        QTest::newRow("go") << "(;GM[Go]B[f5];)"
                            << "not an Othello game";
        QTest::newRow("illegal move") << "(;GM[Othello]B[f5]W[a1];)"
                                      << "W[a1] at character 19: a1 is not a legal move for White";
        QTest::newRow("off the board") << "(;GM[Othello]TY[6]B[g7];)"
                                       << "B[g7] at character 19";
        QTest::newRow("wrong turn") << "(;GM[Othello]B[f5]B[d6];)"
                                    << "it is White's turn";
        QTest::newRow("pass with moves") << "(;GM[Othello]B[PA];)"
                                         << "cannot pass";
        QTest::newRow("bad evaluation") << "(;GM[Othello]B[f5/lots];)"
                                        << "is not a number";
        QTest::newRow("short board") << "(;GM[Othello]BO[8 ---- *];)"
                                     << "expected 64 squares";
        QTest::newRow("board size") << "(;GM[Othello]BO[10 - *];)"
                                    << "4, 6 or 8";
        QTest::newRow("bad square") << "(;GM[Othello]BO[4 ---a--------------- *];)"
                                    << "square d1 is 'a'";
        QTest::newRow("type size") << "(;GM[Othello]TY[10];)"
                                   << "10x10";
        QTest::newRow("second game")
            << QString::fromStdString(std::string(kNboardExample)) + "(;GM[Othello]B[a1];)"
            << "GGF game 2: B[a1]";
    }

    void refusesMalformedGames() {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        const std::string problem = problemOf(text.toStdString());
        QVERIFY2(QString::fromStdString(problem).contains(expected), problem.c_str());
    }
};

QTEST_GUILESS_MAIN(TestGgf)
#include "tst_ggf.moc"
