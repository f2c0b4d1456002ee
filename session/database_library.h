// SPDX-License-Identifier: GPL-3.0-or-later
// The game database beside the board: the games of the files and folders chosen in Settings >
// Database (WTHOR, GGF, Hasami's game files), and the person's own games kept in the data
// folder (session/my_games.h), each read and indexed on a thread of their own, the large
// database's index kept in the cache folder; then asked, for the position shown, which games
// reached it and how each next move fared, in either or both; and a game of them, as a game to
// open.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include <QObject>
#include <QStringList>

#include "engine/database/game_database.h"
#include "engine/game/game.h"

class QThread;

namespace hasami {

// Which games a question takes in: the database chosen, the person's own, or both.
enum class LibraryGames { All, Database, Mine };

// A game that reached a position, and which of the two it is in.
struct LibraryReach {
    GameReach reach;
    bool mine = false;
};

class DatabaseLibrary : public QObject {
    Q_OBJECT

public:
    // `cacheFolder`: where the index is kept (databaseCacheFolder(); a test's own folder).
    // `myGamesFolder`: where the person's games are kept (myGamesFolder()); empty: none.
    DatabaseLibrary(QString cacheFolder, QString myGamesFolder, QObject* parent = nullptr);
    ~DatabaseLibrary() override;

    // Reads the games of `paths` (files or folders) afresh, unless they are the ones read or
    // being read. No path: no database.
    void setPaths(const QStringList& paths);
    const QStringList& paths() const { return database_.paths; }
    // Reads the person's games again (one was kept or deleted).
    void reloadMyGames();
    const QString& myGamesFolder() const { return myGamesFolder_; }

    bool isLoading() const { return database_.loading || mine_.loading; }
    // How far the reading and indexing of the database has got, in percent; -1 while it is
    // not being read.
    int loadingPercent() const { return loadingPercent_; }
    // The database read last; null while none is chosen or before the first is read.
    const GameDatabase* database() const { return database_.games.get(); }
    // The person's games as read last; null before the first reading.
    const GameDatabase* myGames() const { return mine_.games.get(); }
    // What the last readings met, a line each in the person's language (DatabaseProblemText):
    // damaged files, games cut at an illegal move.
    QStringList problems() const { return database_.problems + mine_.problems; }

    // The games `which` takes in, as read last.
    int gameCount(LibraryGames which) const;
    // The counts of GameDatabase::countAt over the games `which` takes in.
    PositionCount countAt(const Position& position, const DatabaseFilter& filter, bool symmetric,
                          LibraryGames which) const;
    // The games of GameDatabase::gamesAt over them: the database's, then the person's.
    std::vector<LibraryReach> gamesAt(const Position& position, const DatabaseFilter& filter,
                                      bool symmetric, LibraryGames which) const;
    // The game `reach` names; null when it is not there (any more).
    const DatabaseGame* gameAt(const LibraryReach& reach) const;

    // The game `reach` names, turned onto the board of the position it reached and shown at
    // that ply: a database game with its details (players, tournament as the event, year as the
    // date, result); one of the person's games as its file keeps it (comments, review, clock
    // times included).
    Game gameOf(const LibraryReach& reach) const;
    // Deletes the file of one of the person's games, then reads them again; false, with the
    // reason, when it cannot. With `asked`, only if the game there is still that one (the games
    // may have been read again since the person chose it).
    bool deleteMyGame(const LibraryReach& reach, QString* error,
                      const std::optional<DatabaseGame>& asked = std::nullopt);

signals:
    void loadingChanged(bool loading);
    void loadingProgress(int percent);
    void changed();  // a database was read, or none is chosen

private:
    // One set of games and its reading.
    struct Shelf {
        QStringList paths;
        std::shared_ptr<const GameDatabase> games;
        QStringList problems;
        QThread* loading = nullptr;
        bool again = false;  // the paths changed while reading: read again after
    };

    void load(Shelf& shelf, const QString& cacheFolder);
    void adopt(Shelf& shelf, std::shared_ptr<GameDatabase> games, const QStringList& problems);
    void setLoadingPercent(int percent);
    const Shelf& shelfOf(const LibraryReach& reach) const { return reach.mine ? mine_ : database_; }

    QString cacheFolder_;
    QString myGamesFolder_;
    Shelf database_;
    Shelf mine_;
    int loadingPercent_ = -1;
};

}  // namespace hasami
