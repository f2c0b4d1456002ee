// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/autosave.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include "session/analysis_scheduler.h"
#include "session/game_clocks.h"
#include "session/game_session.h"
#include "session/modes/play_mode.h"
#include "session/saved_game.h"
#include "session/seats.h"
#include "session/text_files.h"

namespace hasami {

namespace {

// Renames a damaged file aside, saying what happened in a message.
QString setAside(const QString& path, const QString& error) {
    QString why;
    const QString aside = setFileAside(path, &why);
    if (!aside.isEmpty()) {
        return QCoreApplication::translate(
                   "Autosave", "The saved game could not be restored (%1); it was kept as %2.")
            .arg(error, aside);
    }
    return QCoreApplication::translate("Autosave",
                                       "The saved game could not be restored (%1), nor "
                                       "kept as %2 (%3); the next save replaces it.")
        .arg(error, path + QStringLiteral(".corrupt"), why);
}

}  // namespace

Autosave::Autosave(GameSession& session, Seats& seats, GameClocks& clocks, PlayMode& play,
                   AnalysisScheduler& analysis, QString path, QObject* parent)
    : QObject(parent),
      session_(session),
      seats_(seats),
      clocks_(clocks),
      play_(play),
      analysis_(analysis),
      path_(std::move(path)) {
    clockSave_.setInterval(kClockSaveMs);
    connect(&clockSave_, &QTimer::timeout, this, &Autosave::store);
}

QString Autosave::defaultPath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/autosave.txt");
}

void Autosave::keepFromNowOn() {
    connect(&analysis_, &AnalysisScheduler::reviewFinished, this, &Autosave::store);
    connect(&clocks_, &GameClocks::changed, this, [this] {
        if (clocks_.running() && !clockSave_.isActive()) clockSave_.start();
        if (!clocks_.running()) clockSave_.stop();
    });
    store();
}

bool Autosave::store() {
    if (held_) return true;
    QDir().mkpath(QFileInfo(path_).absolutePath());
    const SavedGame saved{session_.game(),
                          seats_.isComputer(Color::Black),
                          seats_.isComputer(Color::White),
                          clocks_.record(),
                          analysis_.store(),
                          {},
                          play_.state().isPaused(),
                          session_.isModified(),
                          session_.file(),
                          analysis_.reviewedPositions()};
    QString error;
    if (writeTextFile(path_, formatSavedGame(saved), &error)) {
        failure_.clear();
        return true;
    }
    failure_ = tr("The game could not be saved: %1").arg(error);
    emit storeFailed(failure_);
    return false;
}

void Autosave::restore(QStringList& problems) {
    if (!QFile::exists(path_)) return;
    QString error;
    std::optional<QString> text = readTextFile(path_, kMaxSavedGameBytes, &error);
    if (text) {
        const Parsed<SavedGame> saved = parseSavedGame(*text);
        if (!saved) {
            error = QString::fromStdString(saved.error());
        } else {
            seats_.setComputer(Color::Black, saved->blackIsAi);
            seats_.setComputer(Color::White, saved->whiteIsAi);
            analysis_.merge(saved->analyses);
            analysis_.addReviewed(saved->reviewed);
            if (!saved->analysisProblem.empty()) {
                problems << tr("The saved game's analysis was damaged and is left out: %1")
                                .arg(QString::fromStdString(saved->analysisProblem));
            }
            play_.setGame(saved->game, saved->clock);
            // As it was: paused if it was (a clocked game is paused anyway), its file and its
            // unsaved changes.
            if (saved->paused) play_.setPaused(true);
            session_.markSaved(saved->file);
            session_.setModified(saved->modified);
            return;
        }
    }
    problems << setAside(path_, error);
}

}  // namespace hasami
