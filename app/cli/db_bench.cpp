// SPDX-License-Identifier: GPL-3.0-or-later
// hasami-cli bench --database: how fast a database of tournament size opens and answers, on
// WTHOR files it writes once into a folder. The games are the levels' own: a pool of games
// that levels 1 to 6 play against each other from the start (so that openings repeat as in
// real play), and the others each the start of a pool game, cut at a random ply, played on at
// random.
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "app/cli/command.h"
#include "engine/database/game_database.h"
#include "engine/database/wthor.h"
#include "engine/players/player.h"

namespace hasami::cli {

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

constexpr int kFirstYear = 1977;
constexpr int kYears = 49;
constexpr int kPlayers = 2000;
constexpr int kTournaments = 300;
constexpr int kPoolGames = 2000;

// The resident memory of this process now and at its peak, in megabytes (Linux).
std::pair<double, double> memoryMegabytes() {
    std::ifstream status("/proc/self/status");
    std::string line;
    double now = 0;
    double peak = 0;
    while (std::getline(status, line)) {
        if (line.starts_with("VmRSS:")) now = std::stod(line.substr(6)) / 1024;
        if (line.starts_with("VmHWM:")) peak = std::stod(line.substr(6)) / 1024;
    }
    return {now, peak};
}

void appendNumber(std::string& bytes, unsigned value, int size) {
    for (int i = 0; i < size; ++i) bytes.push_back(char(value >> (8 * i) & 0xff));
}

std::string wthorHeader(unsigned records, unsigned names, unsigned year) {
    std::string bytes = {char(20), char(25), char(1), char(1)};
    appendNumber(bytes, records, 4);
    appendNumber(bytes, names, 2);
    appendNumber(bytes, year, 2);
    bytes += std::string{char(8), char(0), char(0), char(0)};
    return bytes;
}

std::string namesFile(const char* stem, int count, std::size_t recordBytes) {
    std::string bytes = wthorHeader(0, unsigned(count), 0);
    for (int i = 0; i < count; ++i) {
        std::string name = std::string(stem) + " " + std::to_string(i);
        name.resize(recordBytes, '\0');
        bytes += name;
    }
    return bytes;
}

// A game of `first` against `second` from the start, forced passes left out.
std::vector<Square> levelGame(Player& first, Player& second) {
    std::vector<Square> moves;
    Position position = Position::initial(8);
    while (!position.isGameOver()) {
        if (position.mustPass()) position = position.pass();
        Player& mover = moves.size() % 2 == 0 ? first : second;
        const Square move = mover.chooseMove(position).bestMove;
        if (!position.isLegal(move) || move == kPass) break;
        moves.push_back(move);
        position = position.play(move);
    }
    return moves;
}

// A game of the pool, or when `vary`, its first moves (6 to 35 of them) played on at random
// to the end.
std::vector<Square> variedGame(std::vector<Square> moves, bool vary, std::mt19937_64& random) {
    if (!vary) return moves;
    moves.resize(std::min(moves.size(), std::size_t(6 + random() % 30)));
    Position position = Position::initial(8);
    for (Square move : moves) {
        if (position.mustPass()) position = position.pass();
        position = position.play(move);
    }
    while (!position.isGameOver()) {
        if (position.mustPass()) position = position.pass();
        const Square move = randomMove(position, random);
        moves.push_back(move);
        position = position.play(move);
    }
    return moves;
}

// Writes `games` games into `folder` as WTHOR files, one a year; false if it could not.
bool writeDatabase(const fs::path& folder, int games) {
    std::mt19937_64 random(20261125);
    std::vector<std::vector<Square>> pool;
    std::vector<std::unique_ptr<Player>> levels;
    const Books books(BuiltInBooks::read());
    for (int level = 1; level <= 6; ++level) {
        PlayerSpec spec;
        spec.kind = PlayerKind::Level;
        spec.level = level;
        levels.push_back(createPlayer(spec, random(), nullptr, books));
    }
    std::fprintf(stderr, "playing %d games of the levels...\n", kPoolGames);
    while (int(pool.size()) < std::min(games, kPoolGames)) {
        pool.push_back(
            levelGame(*levels[random() % levels.size()], *levels[random() % levels.size()]));
    }
    std::vector<std::string> years(kYears);
    std::vector<unsigned> counts(kYears);
    for (int game = 0; game < games; ++game) {
        const std::vector<Square> moves =
            variedGame(pool[std::size_t(game) % pool.size()], game >= int(pool.size()), random);
        Position end = Position::initial(8);
        for (Square move : moves) {
            if (end.mustPass()) end = end.pass();
            end = end.play(move);
        }
        const int year = int(random() % kYears);
        std::string& bytes = years[std::size_t(year)];
        appendNumber(bytes, unsigned(random() % kTournaments), 2);
        appendNumber(bytes, unsigned(random() % kPlayers), 2);
        appendNumber(bytes, unsigned(random() % kPlayers), 2);
        bytes.push_back(char(end.discCount(Color::Black)));
        bytes.push_back(char(end.discCount(Color::Black)));
        for (std::size_t i = 0; i < 60; ++i) {
            const Square move = i < moves.size() ? moves[i] : kNoSquare;
            bytes.push_back(i < moves.size() ? char((rowOf(move) + 1) * 10 + columnOf(move) + 1)
                                             : char(0));
        }
        ++counts[std::size_t(year)];
    }
    std::error_code error;
    fs::create_directories(folder, error);
    const auto write = [&](const fs::path& path, const std::string& bytes) {
        std::ofstream out(path, std::ios::binary);
        out.write(bytes.data(), std::streamsize(bytes.size()));
        return bool(out.flush());
    };
    for (int year = 0; year < kYears; ++year) {
        const std::string name = "WTH_" + std::to_string(kFirstYear + year) + ".wtb";
        if (!write(folder / name,
                   wthorHeader(counts[std::size_t(year)], 0, unsigned(kFirstYear + year)) +
                       years[std::size_t(year)])) {
            return false;
        }
    }
    return write(folder / "WTHOR.JOU", namesFile("Player", kPlayers, kWthorPlayerBytes)) &&
           write(folder / "WTHOR.TRN",
                 namesFile("Tournament", kTournaments, kWthorTournamentBytes));
}

// Browsing: every position of 100 games to move 40 for each filter, as a player steps through
// them; a filter's first lookup, which sorts the games by it, apart.
void benchLookups(const GameDatabase& database) {
    std::mt19937_64 random(7);
    DatabaseFilter player;
    player.player = "player 1";
    DatabaseFilter years;
    years.from = 1990;
    years.to = 2010;
    int lookups = 0;
    double total = 0;
    double slowest = 0;
    double slowestFilter = 0;
    for (const DatabaseFilter& filter : {DatabaseFilter{}, player, years}) {
        auto start = Clock::now();
        database.countAt(Position::initial(8), filter);
        slowestFilter = std::max(slowestFilter, secondsSince(start));
        for (int i = 0; i < 100; ++i) {
            const DatabaseGame& game = database.games()[random() % database.games().size()];
            Position position = Position::initial(8);
            const std::size_t last = std::min<std::size_t>(game.moves.size(), 40);
            for (std::size_t ply = 0; ply <= last; ++ply) {
                start = Clock::now();
                database.countAt(position, filter, i % 2 == 0);
                const double seconds = secondsSince(start);
                total += seconds;
                slowest = std::max(slowest, seconds);
                ++lookups;
                if (ply == last) break;
                if (position.mustPass()) position = position.pass();
                position = position.play(game.moves[ply]);
            }
        }
    }
    std::printf("lookups %d (half with symmetric images): mean %.2f ms, slowest %.2f ms\n", lookups,
                1000 * total / lookups, 1000 * slowest);
    std::printf("a new filter's first lookup: at most %.1f ms\n", 1000 * slowestFilter);
}

}  // namespace

int runDatabaseBench(const std::string& folderName, int games) {
    const fs::path folder(folderName);
    const fs::path cache = folder / "cache";
    std::error_code error;
    if (!fs::exists(folder / "WTHOR.JOU", error)) {
        const auto start = Clock::now();
        if (!writeDatabase(folder, games)) {
            return fail(QStringLiteral("cannot write the database into '%1'")
                            .arg(QString::fromStdString(folderName)));
        }
        std::printf("written %d games in %.1f s\n", games, secondsSince(start));
    }
    fs::remove_all(cache, error);
    const double before = memoryMegabytes().first;
    std::vector<DatabaseProblem> problems;

    // First: the files read, the index made and kept.
    auto start = Clock::now();
    GameDatabase database;
    database.add(folder.string(), problems);
    const double read = secondsSince(start);
    start = Clock::now();
    database.buildIndex(cache.string(), problems);
    const double built = secondsSince(start);
    const double memory = memoryMegabytes().first - before;
    for (const DatabaseProblem& problem : problems) fail(QString::fromStdString(problem.text()));
    std::printf("games %zu\n", database.games().size());
    std::printf("first open: read %.2f s, index made and kept %.2f s\n", read, built);
    std::printf("memory of the open database %.0f MB\n", memory);

    // Again, as a later start finds it.
    {
        start = Clock::now();
        GameDatabase again;
        again.add(folder.string(), problems);
        again.buildIndex(cache.string(), problems);
        std::printf("open with the index kept: %.2f s\n", secondsSince(start));
    }

    benchLookups(database);
    std::printf("peak memory of this benchmark %.0f MB\n", memoryMegabytes().second);
    return 0;
}

}  // namespace hasami::cli
