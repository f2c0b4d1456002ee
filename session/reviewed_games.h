// SPDX-License-Identifier: GPL-3.0-or-later
// The reviewed games of My games (session/my_games.h) as the person's record: each game's report
// (engine/game/game_report.h) as its kept review has it, the colours the person played (the
// side named as the person is named in Settings; both when neither is), and their mistakes as
// exercises (engine/game/mistakes.h). What the mistakes drill and Progress read. A file that
// cannot be read is left out.
#pragma once

#include <vector>

#include <QDate>
#include <QString>

#include "engine/game/mistakes.h"

namespace hasami {

struct ReviewedGame {
    QString file;
    QDate date;  // the game's own date, else the file's
    Game game;
    GameReport report;
    std::vector<Color> person;              // the colours the person played
    std::vector<MistakeExercise> mistakes;  // the person's Mistakes and Blunders
};

// The games of `folder` with a review of at least one move, oldest first.
std::vector<ReviewedGame> reviewedGamesIn(const QString& folder, const QString& personName);

}  // namespace hasami
