// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/game_input.h"

#include "app/cli/text_input.h"
#include "engine/formats/game_file.h"
#include "engine/formats/ggf.h"
#include "engine/util/text_place.h"
#include "engine/util/words.h"

namespace hasami::cli {

namespace {

Parsed<std::vector<ReadGame>> gamesOf(std::string_view text, std::vector<std::string>& notes) {
    std::vector<ReadGame> games;
    if (looksLikeGgf(text)) {
        Parsed<std::vector<GgfGame>> ggf = parseGgfGames(text);
        if (!ggf) return ggf.parseError();
        for (GgfGame& game : std::move(ggf).value()) games.push_back({std::move(game.game), {}});
        return games;
    }
    Parsed<GameFile> file = readGameFile(text);
    if (!file) return file.parseError();
    if (!file->clockProblem.empty()) {
        notes.push_back("the clocks are left out: " + file->clockProblem);
    }
    if (!file->analysisProblem.empty()) {
        notes.push_back("the analyses are left out: " + file->analysisProblem);
    }
    GameFile read = std::move(file).value();
    games.push_back({std::move(read.game), std::move(read.analyses)});
    return games;
}

}  // namespace

Parsed<std::vector<ReadGame>> readGames(const QString& name, std::vector<std::string>& notes) {
    const Parsed<std::string> text = readTextInput(name, kMaxGameFileBytes);
    if (!text) return ParseError{text.error()};
    // A byte-order mark some editors write first is no part of the game, nor of its columns.
    const std::string_view content = withoutByteOrderMark(*text);
    std::vector<std::string> found;
    Parsed<std::vector<ReadGame>> games = gamesOf(content, found);
    for (const std::string& note : found) notes.push_back(name.toStdString() + ": " + note);
    if (games) return games;
    // Every refusal names the place; the game file's messages start with it already.
    const std::string& error = games.error();
    const std::string place =
        error.starts_with("line ")
            ? std::string()
            : describePlace(placeIn(content, games.errorOffset().value_or(0))) + ": ";
    return ParseError{name.toStdString() + " " + place + error};
}

}  // namespace hasami::cli
