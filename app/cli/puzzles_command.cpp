// SPDX-License-Identifier: GPL-3.0-or-later
// hasami-cli puzzles: the puzzles of game files, GGF, WTHOR folders and lists of positions,
// one line each or as JSON, to share or to open in the window.
#include <chrono>
#include <cstdio>
#include <string>

#include <QFileInfo>

#include "app/cli/command.h"
#include "app/cli/text_input.h"
#include "engine/database/game_database.h"
#include "engine/formats/position_list.h"
#include "engine/puzzles/puzzle_finder.h"

namespace hasami::cli {

namespace {

constexpr std::size_t kMaxListBytes = 64u << 20;
constexpr auto kProgressEvery = std::chrono::seconds(5);

struct PuzzleQuery {
    QStringList paths;
    PuzzleSearch search;
    int count = 0;  // 0: every puzzle found
    bool json = false;
    bool details = false;
};

// A list of positions (.obf), rather than games.
bool isPositionList(const QString& path) {
    return QFileInfo(path).isFile() && path.endsWith(QStringLiteral(".obf"), Qt::CaseInsensitive);
}

// Reports now and then how far the search has come, on stderr.
class Progress {
public:
    void report(std::size_t done, std::size_t total, std::size_t found) {
        const auto now = std::chrono::steady_clock::now();
        if (now - last_ < kProgressEvery) return;
        last_ = now;
        std::fprintf(stderr, "puzzles: %zu of %zu looked at, %zu puzzles\n", done, total, found);
    }

private:
    std::chrono::steady_clock::time_point last_ = std::chrono::steady_clock::now();
};

bool enough(const PuzzleQuery& query, const std::vector<Puzzle>& found) {
    return query.count > 0 && int(found.size()) >= query.count;
}

// The puzzles of a list of positions: each position within the empties that makes one.
bool fromList(const QString& path, PuzzleFinder& finder, const PuzzleQuery& query,
              std::vector<Puzzle>& found) {
    const Parsed<std::string> text = readTextInput(path, kMaxListBytes);
    if (!text) return fail(QString::fromStdString(text.error())), false;
    const Parsed<std::vector<ListedPosition>> list = parsePositionList(*text, path.toStdString());
    if (!list) return fail(QString::fromStdString(list.error())), false;
    Progress progress;
    for (std::size_t i = 0; i < list->size() && !enough(query, found); ++i) {
        const Position& position = (*list)[i].position;
        const int empties = position.emptyCount();
        if (position.size() != kGridSize || empties < query.search.minEmpties ||
            empties > query.search.maxEmpties) {
            continue;
        }
        if (std::optional<Puzzle> puzzle = finder.judge(position)) found.push_back(*puzzle);
        progress.report(i + 1, list->size(), found.size());
    }
    return true;
}

// The puzzles of the games of files and folders: where a player went wrong.
bool fromGames(const QStringList& paths, PuzzleFinder& finder, const PuzzleQuery& query,
               std::vector<Puzzle>& found) {
    if (paths.isEmpty()) return true;
    GameDatabase database;
    std::vector<DatabaseProblem> problems;
    for (const QString& path : paths) database.add(path.toStdString(), problems);
    if (!problems.empty()) return fail(QString::fromStdString(problems.front().text())), false;
    for (const DatabaseProblem& note : database.notes()) {
        std::fprintf(stderr, "puzzles: %s\n", note.text().c_str());
    }
    if (database.games().empty()) {
        return fail(QStringLiteral("no game could be read from %1")
                        .arg(paths.join(QStringLiteral(", ")))),
               false;
    }
    Progress progress;
    const std::vector<DatabaseGame>& games = database.games();
    for (std::size_t i = 0; i < games.size() && !enough(query, found); ++i) {
        for (Puzzle& puzzle : finder.inGame(Position::initial(), games[i].moves)) {
            found.push_back(std::move(puzzle));
        }
        progress.report(i + 1, games.size(), found.size());
    }
    return true;
}

int runPuzzles(const PuzzleQuery& query) {
    for (const QString& path : query.paths) {
        if (!QFileInfo::exists(path)) {
            return fail(QStringLiteral("%1: no such file or folder").arg(path));
        }
    }
    PuzzleFinder finder(query.search);
    std::vector<Puzzle> found;
    QStringList gamePaths;
    for (const QString& path : query.paths) {
        if (!isPositionList(path)) {
            gamePaths.push_back(path);
        } else if (!fromList(path, finder, query, found)) {
            return kBadInput;
        }
    }
    if (!enough(query, found) && !fromGames(gamePaths, finder, query, found)) return kBadInput;
    if (query.count > 0 && int(found.size()) > query.count) found.resize(std::size_t(query.count));
    sortPuzzles(found);
    std::string text;
    if (query.json) {
        text = formatPuzzlesJson(found) + "\n";
    } else {
        for (const Puzzle& puzzle : found) text += formatPuzzleLine(puzzle, query.details) + "\n";
    }
    std::fputs(text.c_str(), stdout);
    return 0;
}

// --empties A-B, within the board's 1 to 60.
Parsed<std::pair<int, int>> emptiesOf(const QString& text) {
    const QStringList parts = text.split(QLatin1Char('-'));
    constexpr int kMostEmpties = 60;
    if (parts.size() == 2) {
        const Parsed<int> low = parseNumber(parts[0], QStringLiteral("--empties"), 1, kMostEmpties);
        const Parsed<int> high =
            parseNumber(parts[1], QStringLiteral("--empties"), 1, kMostEmpties);
        if (low && high && *low <= *high) return std::pair(*low, *high);
    }
    return refusal(QStringLiteral("--empties '%1' is not A-B, two numbers of empties from 1 to "
                                  "60, the smaller first")
                       .arg(text));
}

// The search's numbers of the command line into `query`; a message for a bad one.
std::optional<ParseError> readSearch(const QCommandLineParser& parser, PuzzleQuery& query) {
    if (parser.isSet(QStringLiteral("empties"))) {
        const Parsed<std::pair<int, int>> range =
            emptiesOf(parser.value(QStringLiteral("empties")));
        if (!range) return ParseError{range.error()};
        query.search.minEmpties = range->first;
        query.search.maxEmpties = range->second;
    }
    if (parser.isSet(QStringLiteral("count"))) {
        const Parsed<int> count =
            parseNumber(parser.value(QStringLiteral("count")), QStringLiteral("count"), 1, 1000000);
        if (!count) return ParseError{count.error()};
        query.count = *count;
    }
    if (parser.isSet(QStringLiteral("depth"))) {
        const Parsed<int> depth =
            parseNumber(parser.value(QStringLiteral("depth")), QStringLiteral("depth"), 1, 40);
        if (!depth) return ParseError{depth.error()};
        query.search.depth = *depth;
    }
    if (parser.isSet(QStringLiteral("exact-empties"))) {
        const Parsed<int> exact = parseNumber(parser.value(QStringLiteral("exact-empties")),
                                              QStringLiteral("exact-empties"), 0, 30);
        if (!exact) return ParseError{exact.error()};
        query.search.exactEmpties = *exact;
    }
    const Parsed<int> threads = searchThreadsOf(parser);
    if (!threads) return ParseError{threads.error()};
    query.search.threads = *threads;
    return std::nullopt;
}

}  // namespace

Parsed<Action> preparePuzzles(const Command& self, const QStringList& arguments) {
    QCommandLineParser parser;
    const PuzzleSearch defaults;
    parser.addOptions({
        {QStringLiteral("from"),
         QStringLiteral("Where to look: game files, GGF files, WTHOR files or folders (with "
                        "WTHOR.JOU and WTHOR.TRN), or .obf lists of positions; more may follow "
                        "as operands."),
         QStringLiteral("PATH")},
        {QStringLiteral("empties"),
         QStringLiteral("Only positions with A to B empty squares (default %1-%2).")
             .arg(defaults.minEmpties)
             .arg(defaults.maxEmpties),
         QStringLiteral("A-B")},
        {QStringLiteral("count"), QStringLiteral("Stop after N puzzles."), QStringLiteral("N")},
        {QStringLiteral("depth"),
         QStringLiteral("Search positions of more than %1 empties this many plies deep (default "
                        "%2); those up to %1 are solved exactly.")
             .arg(defaults.exactEmpties)
             .arg(defaults.depth),
         QStringLiteral("D")},
        {QStringLiteral("exact-empties"),
         QStringLiteral("Solve positions of up to N empty squares exactly (default %1), every "
                        "move's value; Hasami's built-in puzzles are solved to their last.")
             .arg(defaults.exactEmpties),
         QStringLiteral("N")},
        {QStringLiteral("json"), QStringLiteral("Print one line of JSON.")},
        {QStringLiteral("details"),
         QStringLiteral("Add to each line '; KIND exact|estimate DIFFICULTY MOVE:VALUE,... "
                        "LINE', as Hasami's puzzle files keep them.")},
        searchThreadsOption(),
    });
    if (auto settled = parseCommandLine(
            parser, self, {{QStringLiteral("[PATH...]"), QStringLiteral("More places to look.")}},
            arguments)) {
        return *settled;
    }
    PuzzleQuery query;
    query.paths = parser.values(QStringLiteral("from")) + operands(parser);
    if (!parser.isSet(QStringLiteral("from"))) {
        return refusal(QStringLiteral("puzzles needs --from PATH"));
    }
    if (std::optional<ParseError> bad = readSearch(parser, query)) return *bad;
    query.json = parser.isSet(QStringLiteral("json"));
    query.details = parser.isSet(QStringLiteral("details"));
    if (query.json && query.details) {
        return refusal(QStringLiteral("puzzles takes --json or --details, not both"));
    }
    return Action([query = std::move(query)] { return runPuzzles(query); });
}

}  // namespace hasami::cli
