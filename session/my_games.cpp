// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/my_games.h"

#include <QDate>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QStandardPaths>

#include "engine/formats/game_file.h"
#include "engine/game/result.h"
#include "session/analysis_scheduler.h"
#include "session/game_clocks.h"
#include "session/game_session.h"
#include "session/modes/play_mode.h"
#include "session/seats.h"
#include "session/text_files.h"

namespace hasami {

QString myGamesFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/games");
}

MyGames::MyGames(GameSession& session, const Seats& seats, const GameClocks& clocks, PlayMode& play,
                 AnalysisScheduler& analysis, QString folder, QObject* parent)
    : QObject(parent),
      session_(session),
      seats_(seats),
      clocks_(clocks),
      analysis_(analysis),
      folder_(std::move(folder)) {
    connect(&play, &PlayMode::gameEnded, this, &MyGames::gameEnded);
    connect(&session, &GameSession::replaced, this, [this] {
        file_.clear();
        ended_ = kNoNode;
    });
    // The review, once it is done, goes into the file too.
    connect(&analysis, &AnalysisScheduler::reviewFinished, this, [this] {
        if (!file_.isEmpty()) store();
    });
}

void MyGames::gameEnded() {
    const Game& game = session_.game();
    const bool fromTheStart = game.start() == Position::initial(8);
    const bool byAPerson = !seats_.isComputer(Color::Black) || !seats_.isComputer(Color::White);
    if (!keeping_ || folder_.isEmpty() || !fromTheStart || !byAPerson) return;
    ended_ = game.current();
    store();
}

void MyGames::store() {
    Game game = session_.game();
    if (!keeping_ || !game.contains(ended_)) return;
    // The line that ended the game is the record's main line, shown at its end; the rest stay
    // its variations.
    game.promoteToMainLine(ended_);
    game.goToNode(ended_);
    GameDetails details = game.details();
    if (details.date.empty()) {
        details.date = QDate::currentDate().toString(Qt::ISODate).toStdString();
    }
    if (!details.result) details.result = GameResult::of(game);
    game.setDetails(details);
    if (file_.isEmpty()) {
        QDir().mkpath(folder_);
        const QString stem =
            folder_ + QLatin1Char('/') +
            QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-dd hh.mm.ss"));
        file_ = stem + QStringLiteral(".txt");
        for (int again = 2; QFile::exists(file_); ++again) {
            file_ = stem + QStringLiteral(" (%1).txt").arg(again);
        }
    }
    QString error;
    if (!writeTextFile(
            file_,
            QString::fromStdString(writeGameFile(game, clocks_.record(), analysis_.store(),
                                                 analysis_.reviewedPositions())),
            &error)) {
        emit notKept(tr("The game could not be kept in your games: %1").arg(error));
        return;
    }
    // Kept whole in My games, the game can be found again: it has no unsaved changes.
    session_.markSaved();
    emit kept(file_);
}

}  // namespace hasami
