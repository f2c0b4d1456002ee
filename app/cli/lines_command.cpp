// SPDX-License-Identifier: GPL-3.0-or-later
// hasami-cli lines: every line of a game file's tree of moves, one output line each.
#include <cstdio>

#include "app/cli/command.h"
#include "app/cli/game_input.h"
#include "engine/formats/game_file.h"
#include "engine/formats/notation.h"

namespace hasami::cli {

namespace {

// The moves from the start to `node`, forced passes left out.
std::string lineTo(const Game& game, NodeId node) {
    std::vector<Square> moves;
    for (; node != kRootNode; node = game.parentOf(node)) moves.push_back(game.moveOf(node));
    return formatTranscript(std::vector<Square>(moves.rbegin(), moves.rend()));
}

int runLines(const QString& name) {
    std::vector<std::string> notes;
    const Parsed<std::vector<ReadGame>> games = readGames(name, notes);
    if (!games) return fail(QString::fromStdString(games.error()));
    if (games->size() > 1) {
        return fail(name +
                    QStringLiteral(": the file holds %1 GGF games; lines reads a file of one")
                        .arg(games->size()));
    }
    // Said on stderr; the moves are read all the same (docs/game-file.md).
    for (const std::string& note : notes) fail(QString::fromStdString(note));
    const Game* game = &games->front().game;
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
