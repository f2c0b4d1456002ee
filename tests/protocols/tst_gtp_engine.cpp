// SPDX-License-Identifier: GPL-3.0-or-later
// Hasami's GTP engine, driven in process by scripted sessions: whole games on every board with
// passes, every reply well formed, malformed lines answered with errors that change nothing.
#include <QElapsedTimer>
#include <QTest>

#include <random>
#include <regex>

#include "engine/formats/notation.h"
#include "protocols/protocol_moves.h"
#include "protocols/serve/gtp_engine.h"
#include "tests/support/shallow_engine.h"

using namespace hasami;

namespace {

// The result of a successful reply ("= result\n\n"); fails the test otherwise.
std::string ok(GtpEngine& engine, const std::string& line) {
    const std::string reply = engine.handle(line);
    if (reply.size() < 3 || reply[0] != '=' || !reply.ends_with("\n\n")) {
        QTest::qFail(("'" + line + "' got '" + reply + "'").c_str(), __FILE__, __LINE__);
        return {};
    }
    const std::string text = reply.substr(1, reply.size() - 3);
    return text.empty() ? text : text.substr(1);
}

bool refused(GtpEngine& engine, const std::string& line) {
    const std::string reply = engine.handle(line);
    return reply.starts_with("? ") && reply.ends_with("\n\n");
}

}  // namespace

class TestGtpEngine : public QObject {
    Q_OBJECT

private slots:
    void readsCommandLines() {
        const auto command = parseGtpCommand("12 play\tblack  d3 # the first move\r");
        QVERIFY(command);
        QCOMPARE(command->id, std::string("12"));
        QCOMPARE(command->name, std::string("play"));
        QCOMPARE(command->arguments, (std::vector<std::string>{"black", "d3"}));
        QVERIFY(parseGtpCommand("   # only a comment")->name.empty());
        QVERIFY(!parseGtpCommand("42"));
    }

    void answersTheAdministrativeCommands() {
        GtpEngine engine(test::shallowEngine(2));
        QCOMPARE(ok(engine, "protocol_version"), std::string("2"));
        QCOMPARE(ok(engine, "name"), std::string("Hasami"));
        QCOMPARE(ok(engine, "version"), std::string(HASAMI_VERSION));
        QCOMPARE(ok(engine, "known_command genmove"), std::string("true"));
        QCOMPARE(ok(engine, "known_command komi"), std::string("true"));
        QCOMPARE(ok(engine, "known_command frobnicate"), std::string("false"));
        const std::string list = ok(engine, "list_commands");
        for (const char* name :
             {"protocol_version", "name", "version", "known_command", "list_commands", "boardsize",
              "clear_board", "komi", "play", "genmove", "undo", "final_score", "showboard",
              "time_settings", "time_left", "quit"}) {
            QVERIFY2(std::regex_search(list, std::regex(std::string("(^|\n)") + name + "($|\n)")),
                     name);
        }
        // An id comes back with the reply.
        QCOMPARE(engine.handle("7 name"), std::string("=7 Hasami\n\n"));
        QCOMPARE(engine.handle("8 frobnicate"), std::string("?8 unknown command\n\n"));
        QCOMPARE(engine.handle(""), std::string());
        QCOMPARE(ok(engine, "quit"), std::string());
        QVERIFY(engine.quitting());
    }

    void takesKomiAndTheControllersClock() {
        GtpEngine engine(test::shallowEngine(2));
        QCOMPARE(ok(engine, "komi 6.5"), std::string());
        QCOMPARE(ok(engine, "komi 0"), std::string());
        QVERIFY(refused(engine, "komi"));
        QVERIFY(refused(engine, "komi six"));
        QCOMPARE(ok(engine, "time_settings 300 10 5"), std::string());
        QCOMPARE(ok(engine, "time_left black 120 0"), std::string());
        QCOMPARE(ok(engine, "time_left w 0.5 0"), std::string());
        QCOMPARE(ok(engine, "time_settings 0 0 0"), std::string());  // no time limit
        for (const char* line : {"time_settings 300", "time_settings a 0 0", "time_settings -1 0 0",
                                 "time_left purple 10 0", "time_left b soon 0", "time_left b 10"}) {
            QVERIFY2(refused(engine, line), line);
        }
        // The game is unchanged by all of it.
        QCOMPARE(engine.game().position(), Position::initial());
    }

    void theControllersClockCapsTheMoveTime() {
        // A search that would take hours answers within its share of the clock.
        EngineSettings settings = test::shallowEngine(60);
        GtpEngine engine(settings);
        QCOMPARE(ok(engine, "time_settings 2 0 0"), std::string());
        QElapsedTimer timer;
        timer.start();
        const std::string move = ok(engine, "genmove b");
        QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
        QVERIFY(Position::initial().isLegal(*parseProtocolMove(move, 8)));
        QCOMPARE(ok(engine, "time_left w 1 0"), std::string());
        timer.start();
        QVERIFY(!ok(engine, "genmove w").empty());
        QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
    }

    void playsWholeGamesAgainstItselfOnEveryBoard() {
        for (const int size : {8, 6, 4}) {
            GtpEngine engine(test::shallowEngine(2));
            ok(engine, "boardsize " + std::to_string(size));
            ok(engine, "clear_board");
            Game game(Position::initial(size));
            int passes = 0;
            while (!game.isOver()) {
                const Color mover = game.position().mustPass()
                                        ? opposite(game.position().sideToMove())
                                        : game.position().sideToMove();
                if (game.position().mustPass()) {
                    game.play(kPass);
                    ++passes;
                }
                const std::string reply =
                    ok(engine, std::string("genmove ") + (mover == Color::Black ? "b" : "w"));
                const std::optional<Square> move = parseProtocolMove(reply, size);
                QVERIFY2(move && *move != kPass && game.play(*move), reply.c_str());
            }
            QCOMPARE(engine.game().position(), game.position());
            const int score = game.scoreFor(Color::Black);
            const std::string expected = score > 0   ? "B+" + std::to_string(score)
                                         : score < 0 ? "W+" + std::to_string(-score)
                                                     : "0";
            QCOMPARE(ok(engine, "final_score"), expected);
            QCOMPARE(ok(engine, "genmove black"), std::string("pass"));  // the game is over
            qInfo("%dx%d: %d passes", size, size, passes);
        }
    }

    void takesMovesFromTheOtherSideWithImplicitPasses() {
        // A 4x4 game of random moves, sent with play: forced passes left out, or sent.
        std::mt19937_64 random(3);
        for (int round = 0; round < 20; ++round) {
            GtpEngine engine(test::shallowEngine(2));
            ok(engine, "boardsize 4");
            Game game(Position::initial(4));
            while (!game.isOver()) {
                const Position& position = game.position();
                const Square move = randomMove(position, random);
                const std::string color = position.sideToMove() == Color::Black ? "black" : "white";
                if (move == kPass && round % 2 == 0) {
                    game.play(move);
                    continue;
                }
                ok(engine, "play " + color + " " + (move == kPass ? "pass" : squareName(move)));
                game.play(move);
            }
            QCOMPARE(engine.game().position(), game.position());
        }
    }

    void refusesWhatIsWrongAndChangesNothing() {
        GtpEngine engine(test::shallowEngine(2));
        ok(engine, "play b d3");
        const Position before = engine.game().position();
        for (const char* line :
             {"play", "play b", "play purple c3", "play w z9", "play w d3", "play w a1",
              "play b c5", "play w pass", "genmove", "genmove purple", "genmove black",
              "boardsize 9", "boardsize", "known_command", "xyzzy", "play w c3 c5"}) {
            QVERIFY2(refused(engine, line), line);
            QCOMPARE(engine.game().position(), before);
        }
        ok(engine, "undo");
        QCOMPARE(engine.game().position(), Position::initial(8));
        QVERIFY(refused(engine, "undo"));
        // showboard draws the board with the side to move.
        const std::string board = ok(engine, "showboard");
        QVERIFY(board.find("4 . . . O X . . .") != std::string::npos);
        QVERIFY(board.find("Black to move") != std::string::npos);
    }

    void undoTakesBackAMoveAndThePassItImplied() {
        // 4x4: after a1... any game with a forced pass: undo after the move that followed the
        // pass restores the position before that move, pass and all.
        std::mt19937_64 random(9);
        for (int round = 0; round < 50; ++round) {
            GtpEngine engine(test::shallowEngine(2));
            ok(engine, "boardsize 4");
            Game game(Position::initial(4));
            while (!game.isOver()) {
                const Position position = game.position();
                if (position.mustPass()) {
                    game.play(kPass);
                    continue;
                }
                const Square move = randomMove(position, random);
                const int lengthBefore = game.length();
                const bool afterPass = lengthBefore > 0 && game.moves().back() == kPass;
                const std::string color = position.sideToMove() == Color::Black ? "b" : "w";
                ok(engine, "play " + color + " " + squareName(move));
                if (afterPass) {
                    ok(engine, "undo");
                    QCOMPARE(engine.game().position(), game.positionAt(lengthBefore - 1));
                    ok(engine, "play " + color + " " + squareName(move));
                }
                game.play(move);
                QCOMPARE(engine.game().position(), game.position());
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestGtpEngine)
#include "tst_gtp_engine.moc"
