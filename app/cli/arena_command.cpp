// SPDX-License-Identifier: GPL-3.0-or-later
// hasami-cli arena: a round robin between players, to measure which is stronger.
#include <cstdio>
#include <set>
#include <string>

#include <QFile>

#include "app/cli/command.h"
#include "engine/formats/ggf.h"
#include "engine/formats/notation.h"
#include "engine/game/result.h"
#include "engine/match/arena.h"
#include "protocols/client/external_player.h"

namespace hasami::cli {

namespace {

void printTable(const ArenaOptions& options, const ArenaResult& result) {
    const int count = int(options.players.size());
    std::printf("\n  #  %-20s %7s %6s %7s", "player", "points", "games", "score");
    for (int j = 0; j < count; ++j) std::printf(" %6d", j + 1);
    const bool clocked = options.clock.isOn();
    if (clocked) std::printf("  %12s %10s", "lost on time", "least left");
    const bool lossMeasured = options.lossDepth > 0;
    if (lossMeasured) std::printf("  %9s %6s", "mean loss", "moves");
    std::printf("\n");
    for (int i = 0; i < count; ++i) {
        const double points = result.totalPoints(i);
        const int games = result.totalGames(i);
        std::printf("%3d  %-20s %7.1f %6d %6.1f%%", i + 1,
                    formatPlayerSpec(options.players[i]).c_str(), points, games,
                    games ? 100.0 * points / games : 0.0);
        for (int j = 0; j < count; ++j) {
            if (i == j) {
                std::printf(" %6s", "-");
            } else {
                std::printf(" %6.1f", result.points[i][j]);
            }
        }
        if (clocked) {
            std::printf("  %12d %9.3fs", result.timeLosses[i],
                        double(result.leastLeft[i].count()) / 1000);
        }
        if (lossMeasured) {
            std::printf("  %9.2f %6d", result.losses[i].mean(), result.losses[i].moves);
        }
        std::printf("\n");
    }
    std::printf("\n");
}

// The games as GGF records, one a line, the players named by their specs.
bool writeGames(const ArenaOptions& options, const ArenaResult& result, const QString& path) {
    std::string text;
    for (const ArenaGame& played : result.games) {
        Parsed<Game> game = parseTranscript(played.transcript, Position::initial(options.size));
        if (!game) continue;  // a forfeited game's transcript ends before the illegal move
        GgfGame record;
        record.black = formatPlayerSpec(options.players[played.black]);
        record.white = formatPlayerSpec(options.players[played.white]);
        if (const std::optional<GameResult> end = GameResult::of(*game)) {
            record.result = end->ggfText();
        }
        record.game = std::move(game).value();
        text += formatGgf(record);
    }
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        file.write(text.data(), qint64(text.size())) != qint64(text.size())) {
        fail(QStringLiteral("%1: cannot write the games: %2").arg(path, file.errorString()));
        return false;
    }
    return true;
}

int playRoundRobin(const ArenaOptions& options, const QString& gamesOut) {
    const ArenaResult result =
        hasami::runArena(options, [&](const ArenaGame& game, int finished, int total) {
            const char* onTime = !game.lostOnTime                   ? ""
                                 : *game.lostOnTime == Color::Black ? " (Black lost on time)"
                                                                    : " (White lost on time)";
            std::fprintf(stderr, "[%d/%d] %s (Black) vs %s (White): %+d for Black%s%s%s\n",
                         finished, total, formatPlayerSpec(options.players[game.black]).c_str(),
                         formatPlayerSpec(options.players[game.white]).c_str(), game.blackScore,
                         onTime, game.forfeit.empty() ? "" : "; ", game.forfeit.c_str());
        });
    if (options.fromStart) {
        std::set<std::string> distinct;
        for (const ArenaGame& game : result.games) distinct.insert(game.transcript);
        std::fprintf(stderr, "%zu different games of %zu from the start position\n",
                     distinct.size(), result.games.size());
        // The variety of the openings: games that part only in the endgame count once.
        constexpr std::size_t kOpeningMoves = 10;
        std::set<std::string> openings;
        for (const std::string& game : distinct) {
            openings.insert(game.substr(0, 2 * kOpeningMoves));  // two characters a move
        }
        std::fprintf(stderr, "%zu different openings (the first %zu moves) of %zu\n",
                     openings.size(), kOpeningMoves, result.games.size());
    }
    if (!gamesOut.isEmpty() && !writeGames(options, result, gamesOut)) return kFailure;
    printTable(options, result);
    for (int i = 0; i < int(options.players.size()); ++i) {
        std::printf("%s %g %d\n", formatPlayerSpec(options.players[i]).c_str(),
                    result.totalPoints(i), result.totalGames(i));
    }
    return 0;
}

void addArenaOptions(QCommandLineParser& parser) {
    parser.addOption({QStringLiteral("players"),
                      QStringLiteral("Comma-separated player specs: random, table, "
                                     "search:DEPTH, search:time=MS, minimax:DEPTH, level:N, "
                                     "gtp:COMMAND, nboard:COMMAND; a search spec may end in "
                                     ":book."),
                      QStringLiteral("SPECS")});
    parser.addOption({QStringLiteral("games"),
                      QStringLiteral("Games each pairing plays (colours alternate)."),
                      QStringLiteral("N")});
    parser.addOption(boardSizeOption());
    parser.addOption({QStringLiteral("seed"),
                      QStringLiteral("Seed of openings and random players (default 1)."),
                      QStringLiteral("K"), QStringLiteral("1")});
    parser.addOption({QStringLiteral("threads"),
                      QStringLiteral("Games played at once (default 1)."), QStringLiteral("N"),
                      QStringLiteral("1")});
    parser.addOption({QStringLiteral("clock"),
                      QStringLiteral("Play with clocks: SECONDS a side for the game, plus "
                                     "INCREMENT a move; a side whose time runs out loses."),
                      QStringLiteral("SECONDS[+INCREMENT]")});
    parser.addOption({QStringLiteral("loss-depth"),
                      QStringLiteral("Measure each player's mean loss a move against the best "
                                     "move, by analysing every move played to D plies (exact "
                                     "from 18 empties)."),
                      QStringLiteral("D")});
    parser.addOption({QStringLiteral("games-out"),
                      QStringLiteral("Write the games to FILE as GGF, one record a line."),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("from-start"),
                      QStringLiteral("Start every game from the standard start position instead "
                                     "of a random balanced opening; the players' own variety "
                                     "(the book's, the levels') makes the games differ.")});
}

}  // namespace

Parsed<Action> prepareArena(const Command& self, const QStringList& arguments) {
    QCommandLineParser parser;
    addArenaOptions(parser);
    if (auto settled = parseCommandLine(parser, self, {}, arguments)) return *settled;
    if (!operands(parser).isEmpty()) {
        return refusal(QStringLiteral("arena takes options only (see hasami-cli arena --help)"));
    }
    if (!parser.isSet(QStringLiteral("players")) || !parser.isSet(QStringLiteral("games"))) {
        return refusal(QStringLiteral("arena needs --players SPEC,SPEC,... and --games N"));
    }
    ArenaOptions options;
    for (const QString& text : parser.value(QStringLiteral("players")).split(QLatin1Char(','))) {
        const Parsed<PlayerSpec> spec = parsePlayerSpec(text.trimmed().toStdString());
        if (!spec) return ParseError{spec.error()};
        if (auto problem = playerSpecProblem(*spec)) return *problem;
        options.players.push_back(*spec);
    }
    if (options.players.size() < 2) {
        return refusal(QStringLiteral("arena needs at least two players"));
    }
    const Parsed<int> games =
        parseNumber(parser.value(QStringLiteral("games")), QStringLiteral("games"), 1, 100000);
    if (!games) return ParseError{games.error()};
    const Parsed<int> size = parseBoardSize(parser);
    if (!size) return ParseError{size.error()};
    const Parsed<int> threads =
        parseNumber(parser.value(QStringLiteral("threads")), QStringLiteral("threads"), 1, 64);
    if (!threads) return ParseError{threads.error()};
    const Parsed<quint64> seed = parseSeed(parser.value(QStringLiteral("seed")));
    if (!seed) return ParseError{seed.error()};
    if (parser.isSet(QStringLiteral("clock"))) {
        const Parsed<TimeControl> clock =
            parseTimeControl(parser.value(QStringLiteral("clock")).toStdString());
        if (!clock) return ParseError{clock.error()};
        options.clock = *clock;
    }
    if (parser.isSet(QStringLiteral("loss-depth"))) {
        const Parsed<int> depth = parseNumber(parser.value(QStringLiteral("loss-depth")),
                                              QStringLiteral("loss-depth"), 1, 30);
        if (!depth) return ParseError{depth.error()};
        options.lossDepth = *depth;
    }
    options.gamesPerPairing = *games;
    options.size = *size;
    options.threads = *threads;
    options.seed = *seed;
    options.fromStart = parser.isSet(QStringLiteral("from-start"));
    options.makePlayer = [books = Books(BuiltInBooks::read())](const PlayerSpec& spec,
                                                               std::uint64_t seed,
                                                               TranspositionTable* table) {
        return createAnyPlayer(spec, seed, table, books);
    };
    return Action([options, gamesOut = parser.value(QStringLiteral("games-out"))] {
        return playRoundRobin(options, gamesOut);
    });
}

}  // namespace hasami::cli
