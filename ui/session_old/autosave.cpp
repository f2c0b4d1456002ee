// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/session_old/autosave.h"

#include <algorithm>

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

#include "engine/formats/game_file.h"
#include "engine/util/numbers.h"

namespace hasami {

namespace {

// As large as a game file may be, and the header.
constexpr qint64 kMaxAutosaveBytes = qint64(kMaxGameFileBytes) + 1024;
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

Autosave::Autosave(QString path) : path_(std::move(path)) {}

QString Autosave::defaultPath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/autosave.txt");
}

bool Autosave::store(const SavedGame& saved, QString* error) const {
    QDir().mkpath(QFileInfo(path_).absolutePath());
    return writeTextFile(path_, formatSavedGame(saved), error);
}

std::optional<SavedGame> Autosave::restore(QString* problem) const {
    if (!QFile::exists(path_)) return std::nullopt;
    QString error;
    std::optional<QString> text = readTextFile(path_, kMaxAutosaveBytes, &error);
    if (text) {
        const Parsed<SavedGame> saved = parseSavedGame(*text);
        if (saved) return *saved;
        error = QString::fromStdString(saved.error());
    }
    const QString aside =
        path_ + QDateTime::currentDateTime().toString(QStringLiteral(".yyyyMMdd-hhmmss")) +
        QStringLiteral(".corrupt");
    QFile damaged(path_);
    const bool keptAside = damaged.rename(aside);
    if (problem) {
        *problem =
            keptAside
                ? QCoreApplication::translate(
                      "Autosave", "The saved game could not be restored (%1); it was kept as %2.")
                      .arg(error, aside)
                : QCoreApplication::translate("Autosave",
                                              "The saved game could not be restored (%1), nor "
                                              "kept as %2 (%3); the next save replaces it.")
                      .arg(error, aside, damaged.errorString());
    }
    return std::nullopt;
}

std::optional<QString> readTextFile(const QString& path, qint64 maxBytes, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error) {
            *error = QCoreApplication::translate("Autosave", "cannot read %1: %2")
                         .arg(path, file.errorString());
        }
        return std::nullopt;
    }
    // The size a file claims may be wrong (a pipe, a file growing): what is read is checked.
    const QByteArray bytes = file.size() > maxBytes ? QByteArray() : file.read(maxBytes + 1);
    if (file.size() > maxBytes || bytes.size() > maxBytes) {
        if (error) {
            *error =
                QCoreApplication::translate("Autosave", "%1 is too large to be a game").arg(path);
        }
        return std::nullopt;
    }
    return QString::fromUtf8(bytes);
}

bool writeTextFile(const QString& path, const QString& text, QString* error) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0 || !file.commit()) {
        if (error) {
            *error = QCoreApplication::translate("Autosave", "cannot write %1: %2")
                         .arg(path, file.errorString());
        }
        return false;
    }
    return true;
}

}  // namespace hasami
