// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/game_files.h"

#include <QClipboard>
#include <QDateTime>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QInputDialog>
#include <QMessageBox>

#include "engine/formats/game_file.h"
#include "engine/formats/ggf.h"
#include "engine/formats/notation.h"
#include "engine/game/clock.h"
#include "engine/game/review.h"
#include "session/analysis_scheduler.h"
#include "session/game_clocks.h"
#include "session/game_session.h"
#include "session/referee.h"
#include "session/seats.h"
#include "session/session.h"
#include "session/text_files.h"

namespace hasami {

namespace {

constexpr qint64 kMaxOpenBytes = qint64(kMaxGameFileBytes);

}  // namespace

GameFiles::GameFiles(Session& session, QWidget* window)
    : QObject(window), session_(session), window_(window) {
    warn_ = [this](const QString& message) {
        QMessageBox::warning(window_, tr("Hasami"), message);
    };
    choose_ = [this](const QStringList& labels) {
        bool ok = false;
        const QString chosen = QInputDialog::getItem(
            window_, tr("Open Game"), tr("The file holds %n games. Open:", "", labels.size()),
            labels, 0, false, &ok);
        return ok ? int(labels.indexOf(chosen)) : -1;
    };
}

bool GameFiles::loadGgf(const QString& text, const QString& source) {
    const auto games = parseGgfGames(text.toStdString());
    if (!games) {
        warn_(tr("%1 is not a GGF game Hasami can read: %2")
                  .arg(source, QString::fromStdString(games.error())));
        return false;
    }
    std::size_t index = 0;
    if (games->size() > 1) {
        QStringList labels;
        for (std::size_t i = 0; i < games->size(); ++i) {
            const GgfGame& ggf = (*games)[i];
            labels << tr("%1. %2 – %3, %4 moves %5")
                          .arg(i + 1)
                          .arg(QString::fromStdString(ggf.black.empty() ? "?" : ggf.black),
                               QString::fromStdString(ggf.white.empty() ? "?" : ggf.white))
                          .arg(ggf.game.length())
                          .arg(QString::fromStdString(ggf.result));
        }
        const int chosen = choose_(labels);
        if (chosen < 0 || chosen >= labels.size()) return false;
        index = std::size_t(chosen);
    }
    session_.referee().setGame((*games)[index].game, ClockRecord());
    emit done(tr("Opened %1.").arg(source));
    return true;
}

std::string GameFiles::gameAsGgf() const {
    const Game& game = session_.game().game();
    GgfGame ggf;
    ggf.game = game;
    ggf.place = "Hasami";
    ggf.date = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    const Seats& seats = session_.seats();
    const auto name = [&](Color color) {
        if (!seats.isComputer(color)) return std::string("Player");
        const ComputerPlayer& player = seats.computerPlayer(color);
        if (!player.externalSpec.empty()) return player.externalName.toStdString();
        const auto* level = std::get_if<LevelPlay>(&player.style);
        return "Hasami" + (level ? " level " + std::to_string(level->level) : std::string());
    };
    ggf.black = name(Color::Black);
    ggf.white = name(Color::White);
    ggf.result = game.isOver() ? ggfResult(game.scoreFor(Color::Black)) : "?";
    const auto reviews = reviewMoves(game, session_.analysis().store());
    for (std::size_t i = 0; i < std::size_t(game.length()); ++i) {
        ggf.evaluations.push_back(i < reviews.size() && reviews[i]
                                      ? std::optional<double>(reviews[i]->score)
                                      : std::nullopt);
    }
    return formatGgf(ggf);
}

bool GameFiles::loadGameText(const QString& text, const QString& source) {
    if (looksLikeGgf(text.toStdString())) return loadGgf(text, source);
    const Parsed<GameFile> file = readGameFile(text.toStdString());
    if (!file) {
        warn_(tr("%1 is not a game or a position Hasami can read: %2")
                  .arg(source, QString::fromStdString(file.error())));
        return false;
    }
    session_.analysis().merge(file->analyses);
    session_.referee().setGame(file->game, file->clock);
    if (!file->analysisProblem.empty()) {
        warn_(tr("%1 is opened, but its analysis is damaged and is left out: %2")
                  .arg(source, QString::fromStdString(file->analysisProblem)));
    }
    if (!file->clockProblem.empty()) {
        warn_(tr("%1 is opened, but its clock line is damaged and is left out: %2")
                  .arg(source, QString::fromStdString(file->clockProblem)));
    }
    emit done(tr("Opened %1.").arg(source));
    return true;
}

bool GameFiles::writeText(const QString& path, const QString& text, const QString& doneMessage) {
    QString error;
    if (!writeTextFile(path, text, &error)) {
        warn_(error);
        return false;
    }
    emit done(doneMessage);
    return true;
}

bool GameFiles::openFile(const QString& path) {
    QString error;
    const std::optional<QString> text = readTextFile(path, kMaxOpenBytes, &error);
    if (!text) {
        warn_(error);
        return false;
    }
    return loadGameText(*text, QFileInfo(path).fileName());
}

bool GameFiles::saveGame(const QString& path) {
    const Game& game = session_.game().game();
    if (path.endsWith(QStringLiteral(".ggf"), Qt::CaseInsensitive)) {
        // GGF has no variations: the line shown is written, and the person told when that
        // leaves moves out.
        const bool oneLine = int(game.nodeCount()) == game.length() + 1;
        return writeText(path, QString::fromStdString(gameAsGgf()),
                         oneLine ? tr("Saved the game to %1.").arg(path)
                                 : tr("Saved the line shown to %1: GGF keeps no variations, "
                                      "so they are left out of it.")
                                       .arg(path));
    }
    return writeText(path,
                     QString::fromStdString(writeGameFile(game, session_.clocks().record(),
                                                          session_.analysis().store())),
                     tr("Saved the game to %1.").arg(path));
}

bool GameFiles::savePosition(const QString& path) {
    return writeText(
        path,
        QString::fromStdString(formatPosition(session_.game().position())) + QLatin1Char('\n'),
        tr("Saved the position to %1.").arg(path));
}

void GameFiles::copyGame() {
    QGuiApplication::clipboard()->setText(
        QString::fromStdString(writeGameLine(session_.game().game())).trimmed());
    emit done(tr("Copied the game."));
}

void GameFiles::copyGameAsGgf() {
    QGuiApplication::clipboard()->setText(QString::fromStdString(gameAsGgf()).trimmed());
    emit done(tr("Copied the game as GGF."));
}

void GameFiles::copyPosition() {
    QGuiApplication::clipboard()->setText(
        QString::fromStdString(formatPosition(session_.game().position())));
    emit done(tr("Copied the position."));
}

bool GameFiles::paste() {
    return loadGameText(QGuiApplication::clipboard()->text(), tr("The clipboard"));
}

void GameFiles::chooseAndOpen() {
    const QString path =
        QFileDialog::getOpenFileName(window_, tr("Open Game or Position"), QString(),
                                     tr("Games and positions (*.txt *.obf *.ggf);;All files (*)"));
    if (!path.isEmpty()) openFile(path);
}

void GameFiles::chooseAndSaveGame() {
    const QString path = QFileDialog::getSaveFileName(window_, tr("Save Game"), QString(),
                                                      tr("Games (*.txt);;GGF games (*.ggf)"));
    if (!path.isEmpty()) saveGame(path);
}

void GameFiles::chooseAndSavePosition() {
    const QString path = QFileDialog::getSaveFileName(window_, tr("Save Position"), QString(),
                                                      tr("Positions (*.obf)"));
    if (!path.isEmpty()) savePosition(path);
}

}  // namespace hasami
