// SPDX-License-Identifier: GPL-3.0-or-later
// hasami-cli lines: every line of a game file's tree of moves, one output line each.
#include <cstdio>

#include "app/cli/command.h"
#include "app/cli/text_input.h"
#include "engine/formats/game_file.h"
#include "engine/formats/ggf.h"
#include "engine/formats/notation.h"
#include "engine/util/text_place.h"
#include "engine/util/words.h"

namespace hasami::cli {

namespace {

// The game of a text Hasami opens: its own game file, or a GGF file of one game; or why not,
// with the place in the text. What of a game file is left out (damaged clock or analysis
// lines) is added to `notes`.
Parsed<Game> gameOf(std::string_view text, std::vector<std::string>& notes) {
    if (looksLikeGgf(text)) {
        Parsed<std::vector<GgfGame>> games = parseGgfGames(text);
        if (!games) return games.parseError();
        if (games->size() > 1) {
            return ParseError{"the file holds " + std::to_string(games->size()) +
                                  " GGF games; lines reads a file of one",
                              text.find("(;", text.find("(;") + 2)};
        }
        return std::move(games).value().front().game;
    }
    Parsed<GameFile> file = readGameFile(text);
    if (!file) return file.parseError();
    if (!file->clockProblem.empty()) {
        notes.push_back("the clocks are left out: " + file->clockProblem);
    }
    if (!file->analysisProblem.empty()) {
        notes.push_back("the analyses are left out: " + file->analysisProblem);
    }
    return std::move(std::move(file).value().game);
}

// The moves from the start to `node`, forced passes left out.
std::string lineTo(const Game& game, NodeId node) {
    std::vector<Square> moves;
    for (; node != kRootNode; node = game.parentOf(node)) moves.push_back(game.moveOf(node));
    return formatTranscript(std::vector<Square>(moves.rbegin(), moves.rend()));
}

int runLines(const QString& name) {
    const Parsed<std::string> text = readTextInput(name, kMaxGameFileBytes);
    if (!text) return fail(QString::fromStdString(text.error()));
    // A byte-order mark some editors write first is no part of the game, nor of its columns.
    const std::string_view content = withoutByteOrderMark(*text);
    std::vector<std::string> notes;
    const Parsed<Game> game = gameOf(content, notes);
    if (!game) {
        // Every refusal names the place; the game file's messages start with it already.
        const std::string& error = game.error();
        const bool placed = error.starts_with("line ");
        const std::string place =
            placed ? std::string()
                   : describePlace(placeIn(content, game.errorOffset().value_or(0))) + ": ";
        return fail(name + QLatin1Char(' ') + QString::fromStdString(place + error));
    }
    // Said on stderr; the moves are read all the same (docs/game-file.md).
    for (const std::string& note : notes) {
        fail(name + QStringLiteral(": ") + QString::fromStdString(note));
    }
    std::string output;
    if (game->start() != Position::initial()) output += formatPosition(game->start()) + "\n";
    for (NodeId end : lineEnds(*game)) output += lineTo(*game, end) + "\n";
    std::fputs(output.c_str(), stdout);
    return 0;
}

}  // namespace

Parsed<Action> prepareLines(const Command& self, const QStringList& arguments) {
    QCommandLineParser parser;
    const QList<Operand> operands{
        {QStringLiteral("FILE"),
         QStringLiteral("A game file Hasami opens (its own text or a GGF file of one game); "
                        "- for standard input.")}};
    if (auto settled = parseCommandLine(parser, self, operands, arguments)) return *settled;
    const QStringList files = cli::operands(parser);
    if (files.size() != 1) return refusal(QStringLiteral("lines takes one FILE (or -)"));
    return Action([name = files.front()] { return runLines(name); });
}

}  // namespace hasami::cli
