// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/database_library.h"

#include <QThread>

#include "engine/game/transform.h"

namespace hasami {

DatabaseLibrary::DatabaseLibrary(QString cacheFolder, QObject* parent)
    : QObject(parent), cacheFolder_(std::move(cacheFolder)) {}

DatabaseLibrary::~DatabaseLibrary() {
    // A reading under way finishes first: it uses nothing of this but what it was given.
    if (loading_) loading_->wait();
}

void DatabaseLibrary::setPaths(const QStringList& paths) {
    if (paths == paths_) return;
    paths_ = paths;
    if (loading_) {
        again_ = true;
        return;
    }
    load();
}

void DatabaseLibrary::load() {
    again_ = false;
    if (paths_.isEmpty()) {
        database_.reset();
        problems_.clear();
        emit changed();
        return;
    }
    std::vector<std::string> paths;
    for (const QString& path : paths_) paths.push_back(path.toStdString());
    const std::string cache = cacheFolder_.toStdString();
    loading_ = QThread::create([this, paths, cache] {
        auto database = std::make_shared<GameDatabase>();
        std::vector<std::string> problems;
        for (const std::string& path : paths) database->add(path, problems);
        if (database->cutGames() > 0) {
            problems.push_back(std::to_string(database->cutGames()) +
                               (database->cutGames() == 1 ? " game has" : " games have") +
                               " a move that is not legal: each is used up to that move");
        }
        database->buildIndex(cache, problems);
        QStringList said;
        for (const std::string& problem : problems) said << QString::fromStdString(problem);
        QMetaObject::invokeMethod(
            this, [this, database, said] { adopt(database, said); }, Qt::QueuedConnection);
    });
    connect(loading_, &QThread::finished, loading_, &QObject::deleteLater);
    loading_->start(QThread::LowPriority);
    emit loadingChanged(true);
}

void DatabaseLibrary::adopt(std::shared_ptr<GameDatabase> database, const QStringList& problems) {
    loading_ = nullptr;
    if (again_) {
        load();
        return;
    }
    database_ = std::move(database);
    problems_ = problems;
    emit loadingChanged(false);
    emit changed();
}

Game DatabaseLibrary::gameOf(const GameReach& reach) const {
    Game game(Position::initial(8));
    if (!database_ || reach.game >= database_->games().size()) return game;
    const DatabaseGame& played = database_->games()[reach.game];
    for (Square move : played.moves) {
        if (game.position().mustPass()) game.play(kPass);
        game.play(move);
    }
    if (game.position().mustPass()) game.play(kPass);
    GameDetails details;
    details.black = played.black;
    details.white = played.white;
    details.event = played.tournament;
    if (played.year > 0) details.date = std::to_string(played.year);
    if (played.blackMargin) {
        const int black = (64 + *played.blackMargin) / 2;
        details.result = std::to_string(black) + "-" + std::to_string(64 - black);
    }
    game.setDetails(details);
    // The ply of the position reached, counting the passes played on the way.
    int ply = 0;
    for (int moves = 0; ply < game.length() && moves < reach.ply; ++ply) {
        if (game.moves()[std::size_t(ply)] != kPass) ++moves;
    }
    while (ply < game.length() && game.moves()[std::size_t(ply)] == kPass) ++ply;
    game.goTo(ply);
    return reach.symmetry == 0 ? game : transformGame(game, reach.symmetry);
}

}  // namespace hasami
