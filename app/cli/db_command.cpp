// SPDX-License-Identifier: GPL-3.0-or-later
// hasami-cli db: the games of a database that reached a position, and how each next move
// played there fared.
#include <cstdio>
#include <string>

#include <QStandardPaths>

#include "app/cli/command.h"
#include "engine/database/game_database.h"
#include "engine/database/position_index.h"
#include "engine/formats/notation.h"

namespace hasami::cli {

namespace {

constexpr int kLatestYear = 9999;

struct DbQuery {
    QStringList paths;
    Position position;
    DatabaseFilter filter;
    bool json = false;
};

std::string textOf(const PositionCount& count) {
    std::string text = "games " + std::to_string(count.games) + "\n";
    for (const MoveCount& move : count.moves) {
        text += squareName(move.move) + " " + std::to_string(move.games) + " " +
                std::to_string(move.blackWins) + " " + std::to_string(move.draws) + " " +
                std::to_string(move.whiteWins) + "\n";
    }
    return text;
}

std::string jsonOf(const PositionCount& count) {
    std::string text = "{\"games\": " + std::to_string(count.games) + ", \"moves\": [";
    for (std::size_t i = 0; i < count.moves.size(); ++i) {
        const MoveCount& move = count.moves[i];
        if (i > 0) text += ", ";
        text += "{\"move\": \"" + squareName(move.move) +
                "\", \"games\": " + std::to_string(move.games) +
                ", \"black_wins\": " + std::to_string(move.blackWins) +
                ", \"draws\": " + std::to_string(move.draws) +
                ", \"white_wins\": " + std::to_string(move.whiteWins) + "}";
    }
    return text + "]}\n";
}

int runDb(const DbQuery& query) {
    GameDatabase database;
    std::vector<DatabaseProblem> problems;
    for (const QString& path : query.paths) database.add(path.toStdString(), problems);
    for (DatabaseProblem& note : database.notes()) problems.push_back(std::move(note));
    for (const DatabaseProblem& problem : problems) fail(QString::fromStdString(problem.text()));
    if (database.games().empty()) {
        return fail(QStringLiteral("no game could be read from %1")
                        .arg(query.paths.join(QStringLiteral(", "))));
    }
    // The index is kept where the window keeps it, so that either finds it made.
    std::vector<DatabaseProblem> indexProblems;
    // The window's folder too (session/database_cache.h), so that either finds the other's;
    // without a home (Qt's cache folder would be /.cache, at the root), none.
    std::string folder;
    if (qEnvironmentVariableIsEmpty("XDG_CACHE_HOME") && qEnvironmentVariableIsEmpty("HOME")) {
        fail(QStringLiteral("no home folder (HOME is not set): the index is not kept"));
    } else {
        folder = indexFolderIn(
            QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation).toStdString());
    }
    database.buildIndex(folder, indexProblems);
    for (const DatabaseProblem& problem : indexProblems) {
        fail(QString::fromStdString(problem.text()));
    }
    const PositionCount count = database.countAt(query.position, query.filter);
    const std::string text = query.json ? jsonOf(count) : textOf(count);
    std::fputs(text.c_str(), stdout);
    return 0;
}

}  // namespace

Parsed<Action> prepareDb(const Command& self, const QStringList& arguments) {
    QCommandLineParser parser;
    parser.addOptions({
        {QStringLiteral("player"),
         QStringLiteral("Only the games of a player (either colour) whose name holds TEXT, in "
                        "any case."),
         QStringLiteral("TEXT")},
        {QStringLiteral("tournament"),
         QStringLiteral("Only the games of a tournament whose name holds TEXT, in any case."),
         QStringLiteral("TEXT")},
        {QStringLiteral("from"), QStringLiteral("Only the games of YEAR and later."),
         QStringLiteral("YEAR")},
        {QStringLiteral("to"), QStringLiteral("Only the games of YEAR and earlier."),
         QStringLiteral("YEAR")},
        {QStringLiteral("moves"),
         QStringLiteral("The position these moves reach from the start (a transcript such as "
                        "f5d6c3); the start position without it."),
         QStringLiteral("MOVES")},
        {QStringLiteral("json"), QStringLiteral("Print one line of JSON.")},
    });
    if (auto settled = parseCommandLine(
            parser, self,
            {{QStringLiteral("PATH..."),
              QStringLiteral("A database file (WTHOR .wtb with the WTHOR.JOU and WTHOR.TRN beside "
                             "it, GGF, a Hasami game file) or a folder of them.")}},
            arguments)) {
        return *settled;
    }
    DbQuery query;
    query.paths = operands(parser);
    if (query.paths.isEmpty()) return refusal(QStringLiteral("db takes one PATH or more"));
    query.json = parser.isSet(QStringLiteral("json"));
    query.filter.player = parser.value(QStringLiteral("player")).toStdString();
    query.filter.tournament = parser.value(QStringLiteral("tournament")).toStdString();
    for (const char* name : {"from", "to"}) {
        const QString option = QString::fromLatin1(name);
        if (!parser.isSet(option)) continue;
        const Parsed<int> year =
            parseNumber(parser.value(option), QStringLiteral("--%1").arg(option), 0, kLatestYear);
        if (!year) return ParseError{year.error()};
        (option == QLatin1String("from") ? query.filter.from : query.filter.to) = *year;
    }
    query.position = Position::initial(8);
    if (parser.isSet(QStringLiteral("moves"))) {
        const Parsed<Game> game =
            parseTranscript(parser.value(QStringLiteral("moves")).toStdString());
        if (!game || game->start().size() != 8) {
            return refusal(
                QStringLiteral("--moves '%1' is not a game from the 8x8 start: %2")
                    .arg(parser.value(QStringLiteral("moves")),
                         QString::fromStdString(game ? "another board's moves" : game.error())));
        }
        query.position = game->position();
    }
    return Action([query = std::move(query)] { return runDb(query); });
}

}  // namespace hasami::cli
