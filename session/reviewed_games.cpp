// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/reviewed_games.h"

#include <algorithm>

#include <QDir>
#include <QFileInfo>

#include "engine/formats/game_file.h"
#include "session/text_files.h"

namespace hasami {

namespace {

std::vector<Color> personColours(const GameDetails& details, const QString& name) {
    std::vector<Color> colours;
    const std::string wanted = name.trimmed().toStdString();
    if (!wanted.empty() && details.black == wanted) colours.push_back(Color::Black);
    if (!wanted.empty() && details.white == wanted) colours.push_back(Color::White);
    if (colours.empty()) colours = {Color::Black, Color::White};
    return colours;
}

std::optional<ReviewedGame> reviewedGameOf(const QString& path, const QString& personName) {
    QString error;
    const std::optional<QString> text = readTextFile(path, qint64(kMaxGameFileBytes), &error);
    if (!text) return std::nullopt;
    Parsed<GameFile> file = readGameFile(text->toStdString());
    if (!file || file->reviewed.empty()) return std::nullopt;
    ReviewedGame reviewed;
    reviewed.file = path;
    reviewed.game = file->game;
    reviewed.game.goTo(reviewed.game.length());
    ReviewedPositions kept;
    for (const Position& position : file->reviewed) {
        kept.add(position, file->analyses.analysisOf(position));
    }
    reviewed.report = reportGame(reviewed.game, reviewedLine(reviewed.game, kept));
    if (reviewed.report.black.moves + reviewed.report.white.moves == 0) return std::nullopt;
    const GameDetails& details = reviewed.game.details();
    reviewed.date = QDate::fromString(QString::fromStdString(details.date), Qt::ISODate);
    if (!reviewed.date.isValid()) reviewed.date = QFileInfo(path).lastModified().date();
    reviewed.person = personColours(details, personName);
    for (const Color color : reviewed.person) {
        std::vector<MistakeExercise> mistakes =
            mistakesOf(reviewed.game, reviewed.report, color,
                       [&kept](const Position& position) { return kept.analysisOf(position); });
        reviewed.mistakes.insert(reviewed.mistakes.end(), mistakes.begin(), mistakes.end());
    }
    std::sort(reviewed.mistakes.begin(), reviewed.mistakes.end(),
              [](const MistakeExercise& a, const MistakeExercise& b) { return a.ply < b.ply; });
    return reviewed;
}

}  // namespace

std::vector<ReviewedGame> reviewedGamesIn(const QString& folder, const QString& personName) {
    std::vector<ReviewedGame> games;
    const QFileInfoList files =
        QDir(folder).entryInfoList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name);
    for (const QFileInfo& info : files) {
        if (std::optional<ReviewedGame> game = reviewedGameOf(info.filePath(), personName)) {
            games.push_back(std::move(*game));
        }
    }
    std::stable_sort(games.begin(), games.end(),
                     [](const ReviewedGame& a, const ReviewedGame& b) { return a.date < b.date; });
    return games;
}

}  // namespace hasami
