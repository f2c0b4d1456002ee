// SPDX-License-Identifier: GPL-3.0-or-later
// Other programs' engines as players: whole games against Debian's gtp-rhino (a GTP Othello
// engine no one here wrote) and against Hasami's own engines through both protocols; engines
// that crash, hang, answer garbage or play illegal moves lose nothing but their move.
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <random>
#include <thread>

#include "engine/formats/notation.h"
#include "engine/match/arena.h"
#include "engine/search/search.h"
#include "protocols/client/external_player.h"
#include "tests/support/built_in_books.h"

using namespace hasami;

namespace {

// The size of the tables the arena gives its players (TranspositionTable's default).
constexpr int kArenaTableMegabytes = 64;

const char* const kRhino = "/usr/games/gtp-rhino";

// Hasami's own engine behind `protocol`, with a table of `hashMegabytes`.
std::string hasamiEngine(const char* protocol, int hashMegabytes = 4) {
    return std::string(HASAMI_CLI) + " " + protocol + " --depth 3 --no-book --hash " +
           std::to_string(hashMegabytes);
}

// A fake engine: a shell script with `body`, written into `folder`; its command line.
std::string fakeEngine(const QTemporaryDir& folder, const QString& name, const QString& body) {
    const QString path = folder.filePath(name + QStringLiteral(".sh"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return "/nonexistent/fake-engine";
    file.write(body.toUtf8());
    return "sh " + path.toStdString();
}

// Plays a whole game of `size` between `engine` (with `color`) and random moves, checking
// every move of the engine; returns the number of passes in the game.
int playAgainstRandom(ExternalPlayer& engine, Color color, int size, std::uint64_t seed) {
    std::mt19937_64 random(seed);
    Game game(Position::initial(size));
    int passes = 0;
    while (!game.isOver()) {
        const Position position = game.position();
        Square move = kNoSquare;
        if (position.sideToMove() == color) {
            engine.followGame(game);
            move = engine.chooseMove(position).bestMove;
            if (!position.isLegal(move)) {
                QTest::qFail(("illegal move " + squareName(move) + ": " + engine.problem()).c_str(),
                             __FILE__, __LINE__);
                return passes;
            }
        } else {
            move = randomMove(position, random);
        }
        passes += move == kPass;
        game.play(move);
    }
    return passes;
}

}  // namespace

class TestExternalPlayer : public QObject {
    Q_OBJECT

private:
    QTemporaryDir folder_;

private slots:
    void initTestCase() {
        QVERIFY(folder_.isValid());
        QVERIFY2(QFile::exists(QString::fromLatin1(kRhino)),
                 "gtp-rhino is missing: apt-get install grhino");
    }

    void readsExternalSpecs() {
        const auto spec = parsePlayerSpec("gtp:/usr/games/gtp-rhino -l 3");
        QVERIFY(spec);
        QCOMPARE(spec->kind, PlayerKind::External);
        QCOMPARE(spec->protocol, EngineProtocol::Gtp);
        QCOMPARE(spec->command, std::string("/usr/games/gtp-rhino -l 3"));
        QCOMPARE(formatPlayerSpec(*spec), std::string("gtp:/usr/games/gtp-rhino -l 3"));
        const auto nboard = parsePlayerSpec("nboard:edax -n 2:threads=3");
        QVERIFY(nboard);
        QCOMPARE(nboard->protocol, EngineProtocol::Nboard);
        QCOMPARE(nboard->command, std::string("edax -n 2:threads=3"));
        QVERIFY(!parsePlayerSpec("gtp:"));
        QVERIFY(!parsePlayerSpec("nboard:   "));
    }

    void playsWholeGamesAgainstGtpRhino() {
        int passes = 0;
        for (int game = 0; game < 4; ++game) {
            ExternalPlayer rhino(EngineProtocol::Gtp, std::string(kRhino) + " -l 1");
            passes += playAgainstRandom(rhino, game % 2 ? Color::White : Color::Black, 8, game);
            QVERIFY(rhino.problem().empty());
            QCOMPARE(rhino.name(), std::string("GTP GRhino"));
        }
        qInfo("%d passes in 4 games against gtp-rhino", passes);
    }

    void playsHasamisOwnEnginesThroughBothProtocols() {
        for (const char* protocol : {"gtp", "nboard"}) {
            for (const int size : {8, 6, 4}) {
                ExternalPlayer engine(
                    std::string(protocol) == "gtp" ? EngineProtocol::Gtp : EngineProtocol::Nboard,
                    hasamiEngine(protocol));
                playAgainstRandom(engine, Color::White, size, size);
                QVERIFY2(engine.problem().empty(), engine.problem().c_str());
                QCOMPARE(engine.name(), std::string("Hasami"));
            }
        }
    }

    void arenaScoresGamesAgainstGtpRhino() {
        ArenaOptions options;
        options.players = {*parsePlayerSpec("search:2"),
                           *parsePlayerSpec(std::string("gtp:") + kRhino + " -l 2")};
        options.gamesPerPairing = 2;
        options.makePlayer = [](const PlayerSpec& spec, std::uint64_t seed,
                                TranspositionTable* table) {
            return createAnyPlayer(spec, seed, table, test::builtInBooks());
        };
        const ArenaResult result = runArena(options);
        QCOMPARE(result.games.size(), std::size_t(2));
        for (const ArenaGame& game : result.games) {
            QVERIFY2(game.forfeit.empty(), game.forfeit.c_str());
            const auto record = parseTranscript(game.transcript);
            QVERIFY(record && record->isOver());
            QCOMPARE(record->scoreFor(Color::Black), game.blackScore);
        }
        QCOMPARE(result.totalPoints(0) + result.totalPoints(1), 2.0);
    }

    void theProtocolsAddNoErrors() {
        // The same engine, in process and behind each protocol: every pair of games from one
        // opening is the same game, so the points are even. Its table is as large as the
        // arena's own: what earlier moves left in it, deeper than asked, answers later
        // searches, so that a table of another size may play other moves.
        for (const char* protocol : {"gtp", "nboard"}) {
            ArenaOptions options;
            options.players = {*parsePlayerSpec("search:3"),
                               *parsePlayerSpec(std::string(protocol) + ":" +
                                                hasamiEngine(protocol, kArenaTableMegabytes))};
            options.gamesPerPairing = 4;
            options.seed = 17;
            options.makePlayer = [](const PlayerSpec& spec, std::uint64_t seed,
                                    TranspositionTable* table) {
                return createAnyPlayer(spec, seed, table, test::builtInBooks());
            };
            const ArenaResult result = runArena(options);
            for (const ArenaGame& game : result.games) QVERIFY(game.forfeit.empty());
            for (std::size_t i = 0; i + 1 < result.games.size(); i += 2) {
                QCOMPARE(result.games[i].transcript, result.games[i + 1].transcript);
            }
            QCOMPARE(result.totalPoints(0), result.totalPoints(1));
        }
    }

    void failingEnginesLoseTheirMoveNotTheGame_data() {
        QTest::addColumn<QString>("body");  // of the engine's script; empty: no such program
        QTest::addColumn<int>("protocol");
        QTest::addColumn<QString>("problem");
        QTest::newRow("no such program") << QString() << 0 << "did not start";
        QTest::newRow("crashes") << "read line; exit 3" << 0 << "stopped (exit code 3)";
        QTest::newRow("garbage") << "while read line; do echo garbage; echo; done" << 0
                                 << "not GTP";
        QTest::newRow("illegal move")
            << "while read line; do printf '= A1\\n\\n'; done" << 0 << "not a legal move";
        QTest::newRow("refuses") << "while read line; do printf '? no\\n\\n'; done" << 0
                                 << "refused";
        QTest::newRow("nboard crash") << "read line; exit 4" << 1 << "stopped (exit code 4)";
        QTest::newRow("nboard illegal")
            << "while read line; do case \"$line\" in ping*) echo \"pong ${line#ping }\";; "
               "go) echo '=== a1/0/0';; esac; done"
            << 1 << "not a legal move";
        // One endless line, which would take all the memory there is.
        QTest::newRow("endless line")
            << "read line; yes x | tr -d '\\n'" << 0 << "wrote a line longer than 1 MB";
        QTest::newRow("nboard endless line")
            << "read line; yes x | tr -d '\\n'" << 1 << "wrote a line longer than 1 MB";
        // Three answers (name, boardsize, clear_board), then silence.
        QTest::newRow("hangs")
            << "for i in 1 2 3; do read line; printf '= x\\n\\n'; done; sleep 600" << 0
            << "no answer in time";
    }

    void failingEnginesLoseTheirMoveNotTheGame() {
        QFETCH(QString, body);
        QFETCH(int, protocol);
        QFETCH(QString, problem);
        const std::string command =
            body.isEmpty() ? std::string("/nonexistent/engine")
                           : fakeEngine(folder_,
                                        QString::fromLatin1(QTest::currentDataTag())
                                            .replace(QLatin1Char(' '), QLatin1Char('_')),
                                        body);
        ExternalPlayer engine(protocol == 0 ? EngineProtocol::Gtp : EngineProtocol::Nboard,
                              command);
        engine.setMoveTime(std::chrono::milliseconds(100));
        const Game game = *parseTranscript("f5d6");
        engine.followGame(game);
        const SearchInfo info = engine.chooseMove(game.position());
        QCOMPARE(info.bestMove, kNoSquare);
        QVERIFY2(QString::fromStdString(engine.problem()).contains(problem),
                 engine.problem().c_str());
    }

    void analysesThroughNboardHints() {
        // Hasami's own NBoard engine analyses like the searcher in process: every legal move,
        // the same values at the same depth, heard as they come.
        ExternalPlayer engine(EngineProtocol::Nboard,
                              std::string(HASAMI_CLI) + " nboard --no-book --hash 4");
        const Game game = *parseTranscript("f5f6e6f4g5e7f7h5e3");
        engine.followGame(game);
        int heard = 0;
        const std::optional<Analysis> analysis =
            engine.analyze(game.position(), 4, std::chrono::seconds(60), nullptr,
                           [&](const Analysis&) { ++heard; });
        QVERIFY2(analysis, engine.problem().c_str());
        QVERIFY(heard > 0);
        SearchOptions options;
        options.hashMegabytes = 4;
        Searcher searcher(options);
        SearchLimits limits;
        limits.depth = 4;
        const Analysis expected = searcher.analyze(game.position(), limits);
        QCOMPARE(analysis->moves.size(), expected.moves.size());
        for (const MoveValue& value : expected.moves) {
            const auto found =
                std::find_if(analysis->moves.begin(), analysis->moves.end(),
                             [&](const MoveValue& v) { return v.move == value.move; });
            QVERIFY(found != analysis->moves.end());
            QCOMPARE(found->score, value.score);
            QCOMPARE(found->depth, 4);
        }
        // The engine is still in step: a move after the analysis is legal.
        engine.followGame(game);
        QVERIFY(game.position().isLegal(engine.chooseMove(game.position()).bestMove));
        // GTP has no analysis.
        ExternalPlayer rhino(EngineProtocol::Gtp, kRhino);
        QVERIFY(!rhino.analyze(Position::initial(), 4, std::chrono::seconds(5)));
        QVERIFY(rhino.problem().find("no analysis") != std::string::npos);
    }

    void gtpCannotStartFromASetUpPosition() {
        ExternalPlayer engine(EngineProtocol::Gtp, hasamiEngine("gtp"));
        // The start position with White to move.
        const Position setUp =
            *parsePosition("---------------------------OX------XO--------------------------- O");
        QCOMPARE(engine.chooseMove(setUp).bestMove, kNoSquare);
        QVERIFY(engine.problem().find("cannot set up") != std::string::npos);
        // NBoard can: the game goes with its start position.
        ExternalPlayer nboard(EngineProtocol::Nboard, hasamiEngine("nboard"));
        QVERIFY(setUp.isLegal(nboard.chooseMove(setUp).bestMove));
    }

    void cancelStopsTheEngine() {
        ExternalPlayer engine(EngineProtocol::Gtp,
                              std::string(HASAMI_CLI) + " gtp --depth 40 --no-book --hash 4");
        const Game game = *parseTranscript("f5f6e6f4g5e7f7h5");
        engine.followGame(game);
        std::atomic<bool> cancel{false};
        std::thread canceller([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            cancel = true;
        });
        QCOMPARE(engine.chooseMove(game.position(), &cancel).bestMove, kNoSquare);
        canceller.join();
        QVERIFY(engine.problem().empty());  // cancelled, not failed
    }

    void anUndoOrANewGameResynchronisesTheEngine() {
        // gtp-rhino plays White; the game then goes back two moves, and on in another line,
        // then starts again: each time its moves are legal in the game it is told.
        ExternalPlayer rhino(EngineProtocol::Gtp, std::string(kRhino) + " -l 1");
        for (const char* line : {"f5d6c3d3c4", "f5d6c3", "f5f6e6", "f5f6e6f4e3", "d3", "f5"}) {
            const Game game = *parseTranscript(line);
            rhino.followGame(game);
            const Square move = rhino.chooseMove(game.position()).bestMove;
            QVERIFY2(game.position().isLegal(move),
                     (line + std::string(": ") + rhino.problem()).c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TestExternalPlayer)
#include "tst_external_player.moc"
