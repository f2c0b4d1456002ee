// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/database_library.h"

#include <algorithm>
#include <filesystem>
#include <functional>
#include <utility>

#include <QDir>
#include <QFile>
#include <QThread>

#include "engine/formats/game_file.h"
#include "engine/game/result.h"
#include "engine/game/transform.h"
#include "session/database_problem_text.h"
#include "session/text_files.h"

namespace hasami {

namespace {

// Shows `game` at the position its main line reaches after `moves` moves (forced passes
// counted on the way, and one the position then calls for).
void showAfter(Game& game, int moves) {
    int ply = 0;
    for (int played = 0; ply < game.length() && played < moves; ++ply) {
        if (game.moves()[std::size_t(ply)] != kPass) ++played;
    }
    while (ply < game.length() && game.moves()[std::size_t(ply)] == kPass) ++ply;
    game.goTo(ply);
}

// The game of a database's record, with its details.
Game recordedGame(const DatabaseGame& played) {
    Game game(Position::initial(8));
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
    if (played.blackMargin) details.result = GameResult{*played.blackMargin};
    game.setDetails(details);
    return game;
}

// The game a kept file holds, its main line the current line; nullopt when it cannot be read.
std::optional<Game> keptGame(const std::string& path) {
    QString error;
    const std::optional<QString> text =
        readTextFile(QString::fromStdString(path), qint64(kMaxGameFileBytes), &error);
    if (!text) return std::nullopt;
    Parsed<GameFile> file = readGameFile(text->toStdString());
    if (!file) return std::nullopt;
    return file->game;  // its main line the current one (readGameFile)
}

}  // namespace

DatabaseLibrary::DatabaseLibrary(QString cacheFolder, QString myGamesFolder, QObject* parent)
    : QObject(parent),
      cacheFolder_(std::move(cacheFolder)),
      myGamesFolder_(std::move(myGamesFolder)) {
    reloadMyGames();
}

DatabaseLibrary::~DatabaseLibrary() {
    // A reading under way finishes first: it uses nothing of this but what it was given.
    for (QThread* loading : {database_.loading, mine_.loading}) {
        if (loading) loading->wait();
    }
}

void DatabaseLibrary::setPaths(const QStringList& paths) {
    if (paths == database_.paths) return;
    database_.paths = paths;
    if (database_.loading) {
        database_.again = true;
        return;
    }
    load(database_, cacheFolder_);
}

void DatabaseLibrary::reloadMyGames() {
    mine_.paths = myGamesFolder_.isEmpty() || !QDir(myGamesFolder_).exists()
                      ? QStringList()
                      : QStringList{myGamesFolder_};
    if (mine_.loading) {
        mine_.again = true;
        return;
    }
    load(mine_, QString());  // few games: indexed in memory
}

namespace {

// The games of `paths`, indexed with `cache`, saying how far it has got in percent: the files'
// bytes read make the first 40, the games indexed the rest (little when the index is kept in
// the cache).
std::shared_ptr<GameDatabase> readGames(const std::vector<std::string>& paths,
                                        const std::string& cache,
                                        std::vector<DatabaseProblem>& problems,
                                        const std::function<void(int percent)>& tell) {
    auto games = std::make_shared<GameDatabase>();
    constexpr double kReading = 0.4;
    const auto share = [&](double done) { tell(int(done * 100)); };
    std::vector<std::pair<std::string, std::uintmax_t>> files;
    std::uintmax_t bytes = 0;
    for (const std::string& path : paths) {
        for (std::string& file : GameDatabase::filesOf(path, problems)) {
            std::error_code error;
            const std::uintmax_t size = std::filesystem::file_size(file, error);
            files.emplace_back(std::move(file), error ? 0 : size);
            bytes += error ? 0 : size;
        }
    }
    std::uintmax_t read = 0;
    share(0);
    for (const auto& [file, size] : files) {
        games->add(file, problems);
        read += size;
        share(kReading * double(read) / double(std::max<std::uintmax_t>(bytes, 1)));
    }
    for (DatabaseProblem& note : games->notes()) problems.push_back(std::move(note));
    games->buildIndex(cache, problems, [&](std::size_t done, std::size_t total) {
        share(kReading + (1 - kReading) * double(done) / double(std::max<std::size_t>(total, 1)));
    });
    share(1);
    return games;
}

}  // namespace

void DatabaseLibrary::load(Shelf& shelf, const QString& cacheFolder) {
    shelf.again = false;
    if (shelf.paths.isEmpty()) {
        shelf.games.reset();
        shelf.problems.clear();
        emit changed();
        return;
    }
    std::vector<std::string> paths;
    for (const QString& path : shelf.paths) paths.push_back(path.toStdString());
    const std::string cache = cacheFolder.toStdString();
    const bool told = &shelf == &database_;  // the person's few games read at once
    shelf.loading = QThread::create([this, &shelf, paths, cache, told] {
        std::vector<DatabaseProblem> problems;
        int percentSaid = -1;
        const auto games = readGames(paths, cache, problems, [&](int percent) {
            if (!told || percent == percentSaid) return;
            percentSaid = percent;
            QMetaObject::invokeMethod(
                this, [this, percent] { setLoadingPercent(percent); }, Qt::QueuedConnection);
        });
        QStringList said;
        for (const DatabaseProblem& problem : problems) said << DatabaseProblemText::of(problem);
        QMetaObject::invokeMethod(
            this, [this, &shelf, games, said] { adopt(shelf, games, said); }, Qt::QueuedConnection);
    });
    connect(shelf.loading, &QThread::finished, shelf.loading, &QObject::deleteLater);
    shelf.loading->start(QThread::LowPriority);
    emit loadingChanged(true);
}

void DatabaseLibrary::setLoadingPercent(int percent) {
    if (!database_.loading || percent == loadingPercent_) return;
    loadingPercent_ = percent;
    emit loadingProgress(percent);
}

void DatabaseLibrary::adopt(Shelf& shelf, std::shared_ptr<GameDatabase> games,
                            const QStringList& problems) {
    shelf.loading = nullptr;
    if (&shelf == &database_) loadingPercent_ = -1;
    if (shelf.again) {
        load(shelf, &shelf == &database_ ? cacheFolder_ : QString());
        return;
    }
    shelf.games = std::move(games);
    shelf.problems = problems;
    emit loadingChanged(isLoading());
    emit changed();
}

int DatabaseLibrary::gameCount(LibraryGames which) const {
    int count = 0;
    if (database_.games && which != LibraryGames::Mine) {
        count += int(database_.games->games().size());
    }
    if (mine_.games && which != LibraryGames::Database) count += int(mine_.games->games().size());
    return count;
}

PositionCount DatabaseLibrary::countAt(const Position& position, const DatabaseFilter& filter,
                                       bool symmetric, LibraryGames which) const {
    PositionCount count;
    if (database_.games && which != LibraryGames::Mine) {
        count = database_.games->countAt(position, filter, symmetric);
    }
    if (mine_.games && which != LibraryGames::Database) {
        count = combinedCount(count, mine_.games->countAt(position, filter, symmetric));
    }
    return count;
}

std::vector<LibraryReach> DatabaseLibrary::gamesAt(const Position& position,
                                                   const DatabaseFilter& filter, bool symmetric,
                                                   LibraryGames which) const {
    std::vector<LibraryReach> reached;
    for (const bool mine : {false, true}) {
        const Shelf& shelf = mine ? mine_ : database_;
        if (!shelf.games || which == (mine ? LibraryGames::Database : LibraryGames::Mine)) {
            continue;
        }
        for (const GameReach& reach : shelf.games->gamesAt(position, filter, symmetric)) {
            reached.push_back({reach, mine});
        }
    }
    return reached;
}

const DatabaseGame* DatabaseLibrary::gameAt(const LibraryReach& reach) const {
    const Shelf& shelf = shelfOf(reach);
    if (!shelf.games || reach.reach.game >= shelf.games->games().size()) return nullptr;
    return &shelf.games->games()[reach.reach.game];
}

Game DatabaseLibrary::gameOf(const LibraryReach& reach) const {
    const DatabaseGame* played = gameAt(reach);
    if (!played) return Game(Position::initial(8));
    std::optional<Game> game;
    if (reach.mine) game = keptGame(mine_.games->fileOf(*played));
    if (!game) game = recordedGame(*played);
    showAfter(*game, reach.reach.ply);
    return reach.reach.symmetry == 0 ? *game : transformGame(*game, reach.reach.symmetry);
}

bool DatabaseLibrary::deleteMyGame(const LibraryReach& reach, QString* error,
                                   const std::optional<DatabaseGame>& asked) {
    const DatabaseGame* played = reach.mine ? gameAt(reach) : nullptr;
    if (!played) {
        *error = tr("It is not one of your games.");
        return false;
    }
    if (asked && (played->moves != asked->moves || played->black != asked->black ||
                  played->white != asked->white)) {
        *error = tr("Your games were read again meanwhile; nothing was deleted.");
        return false;
    }
    QFile file(QString::fromStdString(mine_.games->fileOf(*played)));
    if (!file.remove()) {
        *error = tr("%1 could not be deleted: %2").arg(file.fileName(), file.errorString());
        return false;
    }
    reloadMyGames();
    return true;
}

}  // namespace hasami
