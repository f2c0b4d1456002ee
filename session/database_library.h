// SPDX-License-Identifier: GPL-3.0-or-later
// The game database beside the board (Settings > Database): the games of the files and folders
// chosen (WTHOR, GGF, Hasami's game files), read and indexed on a thread of their own, the
// index kept in the cache folder, then asked, for the position shown, which games reached it
// and how each next move fared; and a game of it, as a game to open.
#pragma once

#include <memory>

#include <QObject>
#include <QStringList>

#include "engine/database/game_database.h"
#include "engine/game/game.h"

class QThread;

namespace hasami {

class DatabaseLibrary : public QObject {
    Q_OBJECT

public:
    // `cacheFolder`: where the index is kept (databaseCacheFolder(); a test's own folder).
    explicit DatabaseLibrary(QString cacheFolder, QObject* parent = nullptr);
    ~DatabaseLibrary() override;

    // Reads the games of `paths` (files or folders) afresh, unless they are the ones read or
    // being read. No path: no database.
    void setPaths(const QStringList& paths);
    const QStringList& paths() const { return paths_; }
    bool isLoading() const { return loading_ != nullptr; }
    // The database read last; null while none is chosen or before the first is read.
    const GameDatabase* database() const { return database_.get(); }
    // What the last reading met, a line each: damaged files, games cut at an illegal move.
    const QStringList& problems() const { return problems_; }

    // The game `reach` names, turned onto the board of the position it reached, with its
    // details (players, tournament as the event, year as the date, result), shown at that ply.
    Game gameOf(const GameReach& reach) const;

signals:
    void loadingChanged(bool loading);
    void changed();  // a database was read, or none is chosen

private:
    void load();
    void adopt(std::shared_ptr<GameDatabase> database, const QStringList& problems);

    QString cacheFolder_;
    QStringList paths_;
    std::shared_ptr<const GameDatabase> database_;
    QStringList problems_;
    QThread* loading_ = nullptr;
    bool again_ = false;  // the paths changed while reading: read again after
};

}  // namespace hasami
