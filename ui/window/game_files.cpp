// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/game_files.h"

#include <algorithm>

#include <QAction>
#include <QClipboard>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMessageBox>
#include <QRegularExpression>

#include "engine/formats/game_file.h"
#include "engine/formats/ggf.h"
#include "engine/formats/notation.h"
#include "engine/formats/position_list.h"
#include "engine/game/clock.h"
#include "engine/game/result.h"
#include "engine/game/review.h"
#include "engine/util/numbers.h"
#include "session/analysis_scheduler.h"
#include "session/game_clocks.h"
#include "session/game_session.h"
#include "session/modes/guess_mode.h"
#include "session/modes/play_state.h"
#include "session/seats.h"
#include "session/session.h"
#include "session/text_files.h"
#include "ui/text/game_text.h"
#include "ui/window/game_actions.h"

namespace hasami {

namespace {

constexpr qint64 kMaxOpenBytes = qint64(kMaxGameFileBytes);
constexpr int kShownCommentLength = 40;  // of a listed position's comment, in a choice

}  // namespace

GameFiles::GameFiles(Session& session, QWidget* window)
    : QObject(window), FileQuestions(window), session_(session), window_(window) {}

void GameFiles::connectActions(const GameActions& a) const {
    connect(a.open, &QAction::triggered, this, &GameFiles::chooseAndOpen);
    connect(a.save, &QAction::triggered, this, &GameFiles::save);
    connect(a.saveGame, &QAction::triggered, this, &GameFiles::chooseAndSaveGame);
    connect(a.savePosition, &QAction::triggered, this, &GameFiles::chooseAndSavePosition);
    connect(a.copyGame, &QAction::triggered, this, &GameFiles::copyGame);
    connect(a.copyGameAsGgf, &QAction::triggered, this, &GameFiles::copyGameAsGgf);
    connect(a.copyPosition, &QAction::triggered, this, &GameFiles::copyPosition);
    connect(a.paste, &QAction::triggered, this, &GameFiles::paste);
}

bool GameFiles::mayReplaceGame() {
    GameSession& game = session_.game();
    if (!game.isModified()) return true;
    const QString name = QFileInfo(game.file()).fileName();
    const QString question =
        name.isEmpty()
            ? tr("The game on the board has changes that are not saved. Save it first?")
            : tr("The game %1 has changes that are not saved. Save them first?").arg(name);
    switch (askChanges_(question)) {
        case Changes::Save:
            return save();
        case Changes::Discard:
            return true;
        case Changes::Cancel:
            break;
    }
    return false;
}

bool GameFiles::replaceGame(const std::function<void()>& replace) {
    return session_.replaceGame([this] { return mayReplaceGame(); }, replace);
}

bool GameFiles::openGame(const Game& game) {
    return replaceGame([&] { session_.openGame(game, ClockRecord()); });
}

bool GameFiles::open(const Game& game, const ClockRecord& clock, const Source& source,
                     const std::function<void()>& alongWith) {
    const bool replaced = replaceGame([&] {
        if (alongWith) alongWith();
        session_.openGame(game, clock, source.path);
    });
    if (!replaced) return false;
    const Game& opened = session_.game().game();
    const bool anyMove = std::any_of(opened.moves().begin(), opened.moves().end(),
                                     [](Square move) { return move != kPass; });
    QString message = !source.clipboard ? tr("Opened %1.").arg(source.name)
                      : anyMove         ? tr("Pasted the game.")
                                        : tr("Pasted the position.");
    // A position reached by a forced pass says so: the side to move before had none.
    if (opened.lastMove() == kPass) {
        message = GameText::sentences(
            message, GameText::passes(opened.positionAt(opened.ply() - 1).sideToMove()));
    }
    const Seats& seats = session_.seats();
    if (session_.playState().isPaused() &&
        (seats.isComputer(Color::Black) || seats.isComputer(Color::White))) {
        message =
            GameText::sentences(message, tr("The computer waits: resume (P) to let it play."));
    }
    emit done(message);
    return true;
}

bool GameFiles::loadPositionList(const QString& text, const Source& source) {
    const auto positions = parsePositionList(text.toStdString(), source.name.toStdString());
    if (!positions || positions->size() < 2) return false;
    QStringList labels;
    for (std::size_t i = 0; i < positions->size(); ++i) {
        const ListedPosition& listed = (*positions)[i];
        QString label = tr("%1. %2 to move, %n empty squares", "", listed.position.emptyCount())
                            .arg(i + 1)
                            .arg(GameText::colorName(listed.position.sideToMove()));
        const QString comment = QString::fromStdString(listed.comment);
        if (!comment.isEmpty()) {
            label += QStringLiteral(" \u2014 ") +
                     (comment.size() > kShownCommentLength
                          ? comment.left(kShownCommentLength) + QStringLiteral("\u2026")
                          : comment);
        }
        labels << label;
    }
    const int chosen = choose_(labels);
    if (chosen < 0 || chosen >= labels.size()) return true;  // the person chose none
    open(Game((*positions)[std::size_t(chosen)].position), ClockRecord(),
         Source{source.name, source.clipboard, {}});
    return true;
}

bool GameFiles::loadGgf(const QString& text, const Source& source) {
    const auto games = parseGgfGames(text.toStdString());
    if (!games) {
        warn_(tr("%1 is not a GGF game Hasami can read: %2")
                  .arg(source.name, QString::fromStdString(games.error())));
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
    return open((*games)[index].game, ClockRecord(), Source{source.name, source.clipboard, {}});
}

std::string GameFiles::gameAsGgf() const {
    const Game& game = session_.game().game();
    GgfGame ggf;
    ggf.game = game;
    ggf.place = "Hasami";
    ggf.date = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    const Seats& seats = session_.seats();
    const auto name = [&](Color color) {
        return seats.isComputer(color) ? seats.recordName(color) : std::string("Player");
    };
    ggf.black = name(Color::Black);
    ggf.white = name(Color::White);
    // The record's own details where it has them; the result a number, as GGF writes it.
    const GameDetails& details = game.details();
    setGgfDetails(ggf, details);
    const std::optional<GameResult> result = game.isOver() ? GameResult::of(game) : details.result;
    ggf.result = result ? result->ggfText() : "?";
    const auto reviews = reviewMoves(game, session_.analysis().store());
    for (std::size_t i = 0; i < std::size_t(game.length()); ++i) {
        ggf.evaluations.push_back(i < reviews.size() && reviews[i]
                                      ? std::optional<double>(reviews[i]->score)
                                      : std::nullopt);
    }
    return formatGgf(ggf);
}

bool GameFiles::loadGameText(const QString& text, const Source& source) {
    if (looksLikeGgf(text.toStdString())) return loadGgf(text, source);
    const Parsed<GameFile> file = readGameFile(text.toStdString());
    if (!file) {
        if (loadPositionList(text, source)) return true;
        warn_(tr("%1 is not a game or a position Hasami can read: %2")
                  .arg(source.name, QString::fromStdString(file.error())));
        return false;
    }
    // The file's analyses come with its game, once the game may be replaced.
    const bool opened = open(file->game, file->clock, source, [&] {
        session_.analysis().merge(file->analyses);
        session_.analysis().addReviewed(file->reviewed);
    });
    if (!opened) return false;
    if (!file->analysisProblem.empty()) {
        warn_(tr("%1 is opened, but its analysis is damaged and is left out: %2")
                  .arg(source.name, QString::fromStdString(file->analysisProblem)));
    }
    if (!file->clockProblem.empty()) {
        warn_(tr("%1 is opened, but its clock line is damaged and is left out: %2")
                  .arg(source.name, QString::fromStdString(file->clockProblem)));
    }
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
    if (!loadGameText(*text, Source{QFileInfo(path).fileName(), false, path})) return false;
    emit fileUsed(path);
    return true;
}

bool GameFiles::saveGame(const QString& path) {
    const Game& game = session_.game().game();
    if (path.endsWith(QStringLiteral(".ggf"), Qt::CaseInsensitive)) {
        // GGF has no variations: the line shown is written, and the person told when that
        // leaves moves out.
        const bool oneLine = int(game.nodeCount()) == game.length() + 1;
        if (!writeText(path, QString::fromStdString(gameAsGgf()),
                       oneLine ? tr("Saved the game to %1.").arg(path)
                               : tr("Saved the line shown to %1: GGF keeps no variations, "
                                    "so they are left out of it.")
                                     .arg(path))) {
            return false;
        }
        emit fileUsed(path);
        return true;
    }
    if (!writeText(path,
                   QString::fromStdString(writeGameFile(game, session_.clocks().record(),
                                                        session_.analysis().store(),
                                                        session_.analysis().reviewedPositions())),
                   tr("Saved the game to %1.").arg(path))) {
        return false;
    }
    session_.game().markSaved(path);
    emit fileUsed(path);
    return true;
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
    return loadGameText(QGuiApplication::clipboard()->text(),
                        Source{tr("The clipboard"), true, {}});
}

void GameFiles::chooseAndOpen() {
    const QString path =
        askForFile({tr("Open Game or Position"),
                    startFolder(),
                    {tr("Games and positions (*.txt *.obf *.ggf)"), tr("All files (*)")},
                    false});
    if (!path.isEmpty()) openFile(path);
}

bool GameFiles::save() {
    const QString& file = session_.game().file();
    return file.isEmpty() ? chooseAndSaveGame() : saveGame(file);
}

QString GameFiles::suggestedName() const {
    const QString& file = session_.game().file();
    if (!file.isEmpty()) return QFileInfo(file).fileName();
    const GameDetails& details = session_.game().game().details();
    QStringList parts;
    for (const std::string& name : {details.black, details.white}) {
        if (!name.empty()) parts << QString::fromStdString(name);
    }
    parts << QDate::currentDate().toString(Qt::ISODate);
    // Characters a file name cannot hold, or should not, become dashes.
    static const QRegularExpression unsafe(QStringLiteral("[/\\:*?\"<>|\\s]+"));
    return parts.join(QLatin1Char('-')).replace(unsafe, QStringLiteral("-")) +
           QStringLiteral(".txt");
}

bool GameFiles::chooseAndSaveGame() {
    const QString& file = session_.game().file();
    const QString folder = file.isEmpty() ? startFolder() : QFileInfo(file).absolutePath();
    const QString path = askForFile({tr("Save Game"),
                                     QDir(folder).filePath(suggestedName()),
                                     {tr("Games (*.txt)"), tr("GGF games (*.ggf)")},
                                     true});
    return !path.isEmpty() && saveGame(path);
}

void GameFiles::chooseAndSavePosition() {
    const QString path =
        askForFile({tr("Save Position"), startFolder(), {tr("Positions (*.obf)")}, true});
    if (!path.isEmpty()) savePosition(path);
}

}  // namespace hasami
