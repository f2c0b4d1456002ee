// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/session_old/autosave.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

#include "engine/formats/notation.h"

namespace hasami {

namespace {

constexpr qint64 kMaxAutosaveBytes = 1 << 17;
const QString kHeader = QStringLiteral("hasami-autosave 1");

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
    return kHeader +
           QStringLiteral("\nblack %1\nwhite %2\nply %3\n")
               .arg(player(saved.blackIsAi), player(saved.whiteIsAi))
               .arg(saved.game.ply()) +
           QString::fromStdString(formatGameRecord(saved.game) + formatClockLine(saved.clock) +
                                  saved.analyses);
}

Parsed<SavedGame> parseSavedGame(const QString& text) {
    const QStringList lines = text.split(QLatin1Char('\n'));
    if (lines.size() < 5 || lines[0] != kHeader) {
        return ParseError{"not a Hasami autosave (its first line is not '" + kHeader.toStdString() +
                          "')"};
    }
    const std::optional<bool> black = parsePlayer(lines[1], QStringLiteral("black"));
    const std::optional<bool> white = parsePlayer(lines[2], QStringLiteral("white"));
    if (!black || !white) return ParseError{"the players' lines are damaged"};
    bool plyOk = false;
    const int ply =
        lines[3].startsWith(QStringLiteral("ply ")) ? lines[3].mid(4).toInt(&plyOk) : -1;
    if (!plyOk) return ParseError{"the ply line is damaged"};
    const Parsed<Game> game = parseGameRecord(lines.mid(4).join(QLatin1Char('\n')).toStdString());
    if (!game) return ParseError{"the game is damaged: " + game.error()};
    // The analysis lines are comments to the game's reader; they are kept for their own.
    std::string analyses;
    for (const QString& line : lines.mid(4)) {
        if (line.startsWith(QStringLiteral("; analysis "))) {
            analyses += line.toStdString() + '\n';
        }
    }
    const Parsed<ClockRecord> clock = parseClockLine(text.toStdString());
    if (!clock) return ParseError{clock.error()};
    SavedGame saved{*game, *black, *white, std::move(analyses), *clock};
    if (!saved.game.goTo(ply)) {
        return ParseError{"the ply " + std::to_string(ply) + " is outside the game"};
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
