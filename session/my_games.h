// SPDX-License-Identifier: GPL-3.0-or-later
// My games: every finished game a person played in Hasami (not the computer against itself),
// kept as a game file of the data folder with its details, comments, clock times and review,
// so that the Database panel finds them (session/database_library.h). A game is kept when it
// ends, again when it ends anew after a take-back, and again when a review of it finishes;
// Settings > Database turns the keeping off. Games of the 8x8 board from its start position
// are kept: the database holds no others.
#pragma once

#include <QObject>
#include <QString>

#include "engine/game/game.h"

namespace hasami {

class AnalysisScheduler;
class GameClocks;
class GameSession;
class PlayMode;
class Seats;

// The "games" folder of the user's data folder (XDG_DATA_HOME, else ~/.local/share).
QString myGamesFolder();

class MyGames : public QObject {
    Q_OBJECT

public:
    MyGames(GameSession& session, const Seats& seats, const GameClocks& clocks, PlayMode& play,
            AnalysisScheduler& analysis, QString folder, QObject* parent = nullptr);

    void setKeeping(bool keeping) { keeping_ = keeping; }
    bool isKeeping() const { return keeping_; }
    const QString& folder() const { return folder_; }
    // The file the game on the board is kept in; empty until it is.
    const QString& file() const { return file_; }

signals:
    void kept(const QString& file);
    void notKept(const QString& reason);

private:
    void gameEnded();
    void store();

    GameSession& session_;
    const Seats& seats_;
    const GameClocks& clocks_;
    AnalysisScheduler& analysis_;
    QString folder_;
    QString file_;
    NodeId ended_ = kNoNode;  // where the game ended
    bool keeping_ = true;
};

}  // namespace hasami
