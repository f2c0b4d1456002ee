// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/saved_game.h"

#include <algorithm>

#include <QStringList>

#include "engine/formats/game_file.h"
#include "engine/util/numbers.h"

namespace hasami {

namespace {

const QString kHeader = QStringLiteral("hasami-autosave 3");
const QString kHeaderVersion2 = QStringLiteral("hasami-autosave 2");
const QString kHeaderVersion1 = QStringLiteral("hasami-autosave 1");
const QString kFileTag = QStringLiteral("file");

QString player(bool ai) {
    return ai ? QStringLiteral("ai") : QStringLiteral("human");
}

// A line "TAG YES" (true) or "TAG NO" (false); nullopt for anything else.
std::optional<bool> parseChoice(const QString& line, const QString& tag, const QString& yes,
                                const QString& no) {
    if (line == tag + QLatin1Char(' ') + yes) return true;
    if (line == tag + QLatin1Char(' ') + no) return false;
    return std::nullopt;
}

std::optional<bool> parsePlayer(const QString& line, const QString& color) {
    return parseChoice(line, color, QStringLiteral("ai"), QStringLiteral("human"));
}

QString yesNo(bool yes) {
    return yes ? QStringLiteral("yes") : QStringLiteral("no");
}

std::optional<bool> parseYesNo(const QString& line, const QString& tag) {
    return parseChoice(line, tag, QStringLiteral("yes"), QStringLiteral("no"));
}

// Version 3's lines after the node shown: paused, modified, file; nullopt if damaged.
std::optional<SavedGame> parseState(const QStringList& lines) {
    SavedGame state;
    const auto paused = parseYesNo(lines[4], QStringLiteral("paused"));
    const auto modified = parseYesNo(lines[5], QStringLiteral("modified"));
    const QString& file = lines[6];
    if (!paused || !modified ||
        !(file == kFileTag || file.startsWith(kFileTag + QLatin1Char(' ')))) {
        return std::nullopt;
    }
    state.paused = *paused;
    state.modified = *modified;
    state.file = file.mid(kFileTag.size() + 1);
    return state;
}

}  // namespace

QString formatSavedGame(const SavedGame& saved) {
    const std::vector<NodeId> order = nodesInFileOrder(saved.game);
    const auto shown = std::find(order.begin(), order.end(), saved.game.current());
    // A file's name has no line break (the name is one line of the header).
    QString file = saved.file;
    file.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return kHeader +
           QStringLiteral("\nblack %1\nwhite %2\nnode %3\npaused %4\nmodified %5\n")
               .arg(player(saved.blackIsAi), player(saved.whiteIsAi))
               .arg(shown - order.begin())
               .arg(yesNo(saved.paused), yesNo(saved.modified)) +
           (file.isEmpty() ? kFileTag : kFileTag + QLatin1Char(' ') + file) + QLatin1Char('\n') +
           QString::fromStdString(
               writeGameFile(saved.game, saved.clock, saved.analyses, saved.reviewed));
}

Parsed<SavedGame> parseSavedGame(const QString& text) {
    const QStringList lines = text.split(QLatin1Char('\n'));
    const bool version1 = !lines.isEmpty() && lines[0] == kHeaderVersion1;
    const bool version3 = !lines.isEmpty() && lines[0] == kHeader;
    const qsizetype headerLines = version3 ? 7 : 4;
    if (lines.size() < headerLines + 1 || (!version3 && !version1 && lines[0] != kHeaderVersion2)) {
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
    const std::optional<SavedGame> state = version3 ? parseState(lines) : SavedGame();
    if (!state) return ParseError{"the lines of the game's state are damaged"};
    Parsed<GameFile> file =
        readGameFile(lines.mid(headerLines).join(QLatin1Char('\n')).toStdString());
    if (!file) return ParseError{"the game is damaged: " + file.error()};
    if (!file->clockProblem.empty()) return ParseError{file->clockProblem};
    GameFile read = std::move(file).value();
    SavedGame saved{std::move(read.game),
                    *black,
                    *white,
                    read.clock,
                    std::move(read.analyses),
                    read.analysisProblem,
                    state->paused,
                    state->modified,
                    state->file,
                    std::move(read.reviewed)};
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
