// SPDX-License-Identifier: GPL-3.0-or-later
// Hasami's NBoard engine: in process, scripted sessions of whole games, hints, passes and
// malformed lines; through a pipe, `hasami-cli nboard` answering ping during a long search.
#include <QProcess>
#include <QTest>

#include <mutex>
#include <random>
#include <regex>

#include "engine/formats/ggf.h"
#include "engine/formats/notation.h"
#include "protocols/protocol_moves.h"
#include "protocols/serve/nboard_engine.h"
#include "tests/support/built_in_books.h"
#include "tests/support/shallow_engine.h"

using namespace hasami;

namespace {

// An engine whose output lines are kept.
struct Session {
    std::mutex mutex;
    std::vector<std::string> lines;
    NboardEngine engine;

    explicit Session(const EngineSettings& settings = test::shallowEngine(3))
        : engine(settings, [this](const std::string& line) {
              std::lock_guard lock(mutex);
              lines.push_back(line);
          }) {}

    // Sends `line`, waits for any search it starts, and returns the lines it produced.
    std::vector<std::string> say(const std::string& line) {
        std::size_t before = 0;
        {
            std::lock_guard lock(mutex);
            before = lines.size();
        }
        engine.handle(line);
        engine.finishSearch();
        std::lock_guard lock(mutex);
        return {lines.begin() + std::ptrdiff_t(before), lines.end()};
    }
};

std::string ggfOf(const Game& game) {
    GgfGame ggf;
    ggf.game = game;
    std::string text = formatGgf(ggf);
    text.pop_back();
    return text;
}

// The move of an "=== MOVE/EVAL/TIME" line among `lines`; fails the test if there is none or
// the line is malformed.
std::string movePlayed(const std::vector<std::string>& lines) {
    static const std::regex reply(R"(=== ([a-h][1-8]/-?\d+\.\d\d/\d+\.\d\d|PA))");
    for (const std::string& line : lines) {
        std::smatch match;
        if (std::regex_match(line, match, reply)) return match[1].str().substr(0, 2);
    }
    QTest::qFail("no well-formed === line", __FILE__, __LINE__);
    return {};
}

}  // namespace

class TestNboardEngine : public QObject {
    Q_OBJECT

private slots:
    void readsCommandLines() {
        using Kind = NboardCommand::Kind;
        QCOMPARE(parseNboardCommand("nboard 2")->kind, Kind::Nboard);
        QCOMPARE(parseNboardCommand("set depth 12")->number, 12);
        QCOMPARE(parseNboardCommand("set game (;GM[Othello];)")->text,
                 std::string("(;GM[Othello];)"));
        QCOMPARE(parseNboardCommand("move F5/1.5/0.2")->text, std::string("F5"));
        QCOMPARE(parseNboardCommand("ping 77")->number, 77);
        QCOMPARE(parseNboardCommand("hint 3")->kind, Kind::Hint);
        QCOMPARE(parseNboardCommand("set contempt -100")->number, -100);
        QCOMPARE(parseNboardCommand("")->kind, Kind::Ignored);
        QCOMPARE(parseNboardCommand("frobnicate 3")->kind, Kind::Ignored);
        for (const char* bad :
             {"set depth", "set depth x", "set depth 0", "hint", "hint many", "move", "nboard"}) {
            QVERIFY2(!parseNboardCommand(bad), bad);
        }
        // A ping is read whatever follows it: one without a good number says why.
        for (const char* bad : {"ping", "ping -1", "ping 2147483648"}) {
            const auto ping = parseNboardCommand(bad);
            QVERIFY2(ping && ping->kind == Kind::Ping && ping->number == 0, bad);
            QVERIFY2(!ping->text.empty(), bad);
        }
    }

    void playsAWholeGameWithPasses() {
        // The engine plays both sides of 6x6 and 4x4 games, told each move with `move`; a
        // pass position gets "=== PA".
        for (const int size : {6, 4}) {
            Session session;
            QCOMPARE(session.say("nboard 2"), std::vector<std::string>{"set myname Hasami"});
            session.say("set depth 3");
            session.say("set game " + ggfOf(Game(Position::initial(size))));
            Game game(Position::initial(size));
            int passes = 0;
            while (!game.isOver()) {
                const std::string move = movePlayed(session.say("go"));
                const std::optional<Square> square = parseProtocolMove(move, size);
                QVERIFY2(square && game.play(*square), move.c_str());
                passes += *square == kPass;
                session.say("move " + move);
                QCOMPARE(session.engine.game().position(), game.position());
            }
            qInfo("%dx%d: %d passes", size, size, passes);
        }
    }

    void hintsAreWellFormedEvenInAPassPosition() {
        static const std::regex hint(R"((search|book) ([a-h][1-8]|PA) -?\d+\.\d\d \d+ \d+%?)");
        std::mt19937_64 random(4);
        int passPositions = 0;
        for (int round = 0; round < 40 && passPositions < 3; ++round) {
            // A random 4x4 game, stopped where the side to move must pass, if it has one.
            Game game(Position::initial(4));
            while (!game.isOver() && !game.position().mustPass()) {
                game.play(randomMove(game.position(), random));
            }
            if (game.isOver()) continue;
            ++passPositions;
            Session session;
            session.say("set game " + ggfOf(game));
            const auto lines = session.say("hint 3");
            int searches = 0;
            for (const std::string& line : lines) {
                if (line.starts_with("status") || line.starts_with("nodestats")) continue;
                QVERIFY2(std::regex_match(line, hint), line.c_str());
                QVERIFY2(line.find(" PA ") != std::string::npos, line.c_str());
                ++searches;
            }
            QVERIFY(searches > 0);
            QCOMPARE(movePlayed(session.say("go")), std::string("PA"));
        }
        QVERIFY(passPositions > 0);
        // From the 8x8 start the hints come from the book.
        EngineSettings withBook = test::shallowEngine(3);
        withBook.book = true;
        withBook.books = test::builtInBooks();
        Session session(withBook);
        session.say("set game " + ggfOf(Game()));
        const auto lines = session.say("hint 4");
        QCOMPARE(std::count_if(lines.begin(), lines.end(),
                               [](const std::string& line) {
                                   return std::regex_match(line, hint) && line.starts_with("book");
                               }),
                 4);
    }

    void refusesMalformedLinesAndKeepsTheGame() {
        Session session;
        session.say("set game " + ggfOf(*parseTranscript("f5d6")));
        const Position before = session.engine.game().position();
        for (const char* line : {"set game (;GM[Othello]B[a1];)", "set game nonsense", "move z9",
                                 "move a1", "move PA", "set depth -3", "hint x"}) {
            const auto lines = session.say(line);
            QCOMPARE(lines.size(), std::size_t(1));
            QVERIFY2(lines[0].starts_with("status ") && lines[0].size() > 8, lines[0].c_str());
            QCOMPARE(session.engine.game().position(), before);
        }
        QVERIFY(session.say("unknown command").empty());
        QCOMPARE(session.say("learn"), std::vector<std::string>{"learned"});
        QCOMPARE(session.say("ping 5"), std::vector<std::string>{"pong 5"});
        QVERIFY(!session.engine.handle("quit"));
    }

    void aPingIsAlwaysAnswered() {
        Session session;
        QCOMPARE(session.say("ping 2147483647"), std::vector<std::string>{"pong 2147483647"});
        QCOMPARE(session.say("ping 0"), std::vector<std::string>{"pong 0"});
        // Without a good number: pong 0, after a status saying why.
        for (const char* line : {"ping", "ping x", "ping -1", "ping 2147483648", "ping 5 6"}) {
            const auto lines = session.say(line);
            QCOMPARE(lines.size(), std::size_t(2));
            QVERIFY2(lines[0].starts_with("status ping needs"), lines[0].c_str());
            QCOMPARE(lines[1], std::string("pong 0"));
        }
    }

    void aRefusedGameLeavesNoGame() {
        Session session;
        // A fresh engine plays from the start.
        QVERIFY(Position::initial().isLegal(*parseSquare(movePlayed(session.say("go")))));
        session.say("set game " + ggfOf(*parseTranscript("f5d6")));
        const auto refused = session.say("set game (;GM[Othello]B[f5]W[a1];)");
        QCOMPARE(refused.size(), std::size_t(1));
        QVERIFY(refused[0].starts_with("status "));
        // The old game is not answered for: go, hint, analyze and move are refused.
        for (const char* line : {"go", "hint 3", "analyze", "move c3"}) {
            const auto lines = session.say(line);
            QCOMPARE(lines.size(), std::size_t(1));
            QVERIFY2(lines[0].starts_with("status no game"), lines[0].c_str());
        }
        // A valid game brings it back.
        session.say("set game " + ggfOf(*parseTranscript("f5d6c3")));
        const std::string move = movePlayed(session.say("go"));
        QVERIFY(parseTranscript("f5d6c3")->position().isLegal(*parseSquare(move)));
    }

    void analyzesTheGame() {
        Session session;
        session.say("set game " + ggfOf(*parseTranscript("f5d6c3d3c4")));
        const auto lines = session.say("analyze");
        std::vector<int> plies;
        for (const std::string& line : lines) {
            std::smatch match;
            if (std::regex_match(line, match, std::regex(R"(analysis (\d+) -?\d+\.\d\d)"))) {
                plies.push_back(std::stoi(match[1]));
            }
        }
        QCOMPARE(plies, (std::vector<int>{5, 4, 3, 2, 1, 0}));
    }

    void pingInterruptsALongSearchThroughAPipe() {
        QProcess engine;
        engine.start(QStringLiteral(HASAMI_CLI),
                     {QStringLiteral("nboard"), QStringLiteral("--no-book")});
        QVERIFY(engine.waitForStarted());
        // A position searched, without the book, to a depth that would take hours.
        const std::string game = ggfOf(*parseTranscript("f5f6e6f4g5e7f7h5"));
        engine.write(("nboard 2\nset depth 40\nset game " + game + "\nhint 1\n").c_str());
        // The first iterations come at once.
        QString output;
        while (!output.contains(QStringLiteral("\nsearch "))) {
            QVERIFY(engine.waitForReadyRead(60000));
            output += QString::fromUtf8(engine.readAll());
        }
        engine.write("ping 9\n");
        while (!output.contains(QStringLiteral("pong 9\n"))) {
            QVERIFY2(engine.waitForReadyRead(60000), "no pong");
            output += QString::fromUtf8(engine.readAll());
        }
        // Nothing of the stopped search comes after the pong.
        engine.write("quit\n");
        QVERIFY(engine.waitForFinished(30000));
        output += QString::fromUtf8(engine.readAll());
        QVERIFY(output.endsWith(QStringLiteral("pong 9\n")));
        QCOMPARE(engine.exitCode(), 0);
        QVERIFY(output.startsWith(QStringLiteral("set myname Hasami\n")));
    }
};

QTEST_GUILESS_MAIN(TestNboardEngine)
#include "tst_nboard_engine.moc"
