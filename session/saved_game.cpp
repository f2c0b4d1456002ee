// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/saved_game.h"

#include <algorithm>

#include <QStringList>

#include "engine/formats/game_file.h"
#include "engine/util/numbers.h"

namespace hasami {

namespace {

const QString kHeader = QStringLiteral("hasami-autosave 2");
const QString kHeaderVersion1 = QStringLiteral("hasami-autosave 1");

QString player(bool ai) {
    return ai ? QStringLiteral("ai") : QStringLiteral("human");
}

std::optional<bool> parsePlayer(const QString& line, const QString& color) {
    if (line == color + QStringLiteral(" ai")) return true;
    if (line == color + QStringLiteral(" human")) return false;
    return std::nullopt;
}

}  // namespace

QString formatSavedGame(const SavedGame& saved) {
    const std::vector<NodeId> order = nodesInFileOrder(saved.game);
    const auto shown = std::find(order.begin(), order.end(), saved.game.current());
    return kHeader +
           QStringLiteral("\nblack %1\nwhite %2\nnode %3\n")
               .arg(player(saved.blackIsAi), player(saved.whiteIsAi))
               .arg(shown - order.begin()) +
           QString::fromStdString(writeGameFile(saved.game, saved.clock, saved.analyses));
}

Parsed<SavedGame> parseSavedGame(const QString& text) {
    const QStringList lines = text.split(QLatin1Char('\n'));
    const bool version1 = !lines.isEmpty() && lines[0] == kHeaderVersion1;
    if (lines.size() < 5 || (lines[0] != kHeader && !version1)) {
        return ParseError{"not a Hasami autosave (its first line is not '" + kHeader.toStdString() +
                          "')"};
    }
    const std::optional<bool> black = parsePlayer(lines[1], QStringLiteral("black"));
    const std::optional<bool> white = parsePlayer(lines[2], QStringLiteral("white"));
    if (!black || !white) return ParseError{"the players' lines are damaged"};
    const QString shownTag = version1 ? QStringLiteral("ply ") : QStringLiteral("node ");
    const std::optional<std::int64_t> shown =
        lines[3].startsWith(shownTag)
            ? parseInteger(lines[3].mid(shownTag.size()).toStdString(), 0, 1 << 30)
            : std::nullopt;
    if (!shown) return ParseError{"the line of the position shown is damaged"};
    Parsed<GameFile> file = readGameFile(lines.mid(4).join(QLatin1Char('\n')).toStdString());
    if (!file) return ParseError{"the game is damaged: " + file.error()};
    if (!file->clockProblem.empty()) return ParseError{file->clockProblem};
    GameFile read = std::move(file).value();
    SavedGame saved{std::move(read.game), *black, *white, read.clock, std::move(read.analyses),
                    read.analysisProblem};
    // Version 1 counted the moves played along its one line; version 2 numbers the nodes.
    const std::vector<NodeId> order = nodesInFileOrder(saved.game);
    const bool found = version1 ? saved.game.goTo(int(*shown))
                                : *shown < std::int64_t(order.size()) &&
                                      saved.game.goToNode(order[std::size_t(*shown)]);
    if (!found) {
        return ParseError{"the position shown, " + std::to_string(*shown) +
                          ", is not one of the game"};
    }
    return saved;
}

}  // namespace hasami
