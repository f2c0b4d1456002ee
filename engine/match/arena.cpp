// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/match/arena.h"

#include <algorithm>
#include <array>
#include <mutex>
#include <random>

#include "engine/formats/notation.h"
#include "engine/match/turns.h"
#include "engine/search/search.h"
#include "engine/util/work_queue.h"

namespace hasami {

namespace {

constexpr int kOpeningAttempts = 50;
constexpr int kBalancedMargin = 6;  // discs: how uneven an opening may look to a shallow search

int openingPlies(int size) {
    return size == 8 ? 6 : size == 6 ? 4 : 2;
}

std::uint64_t mixSeed(std::uint64_t seed, std::uint64_t salt) {
    std::uint64_t x = seed + 0x9E3779B97F4A7C15ULL * (salt + 1);
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

// A worker thread's transposition tables, one per seat at the board, allocated once and
// cleared before each game: games stay independent without a new table for every game.
class SeatTables {
public:
    explicit SeatTables(const std::vector<PlayerSpec>& players) {
        const bool anySearches =
            std::any_of(players.begin(), players.end(), usesTranspositionTable);
        if (!anySearches) return;
        for (auto& table : tables_) table = std::make_unique<TranspositionTable>();
    }

    // The table for the player in `seat` (0 Black, 1 White), empty; nullptr if none searches.
    TranspositionTable* forNewGame(int seat, const PlayerSpec& spec) {
        if (!usesTranspositionTable(spec)) return nullptr;
        tables_[seat]->clear();
        return tables_[seat].get();
    }

private:
    std::array<std::unique_ptr<TranspositionTable>, 2> tables_;
};

// What an arena thread keeps from game to game: the seats' tables and the judge of losses.
struct ArenaThread {
    explicit ArenaThread(const ArenaOptions& options) : tables(options.players) {
        if (options.lossDepth > 0) {
            SearchOptions judging;
            judging.exactEmpties = kLossExactEmpties;
            judging.hashMegabytes = 16;
            judging.selectivity = kNoSelectivity;  // a judge proves what it says
            judge = std::make_unique<Searcher>(judging);
        }
    }
    SeatTables tables;
    std::unique_ptr<Searcher> judge;
};

struct Scheduled {
    int first;
    int second;
    int gameIndex;  // within the pairing
};

}  // namespace

double ArenaResult::totalPoints(int player) const {
    double sum = 0;
    for (double p : points[player]) sum += p;
    return sum;
}

int ArenaResult::totalGames(int player) const {
    int sum = 0;
    for (int g : played[player]) sum += g;
    return sum;
}

std::vector<Square> arenaOpening(int size, std::uint64_t seed, int pair) {
    std::mt19937_64 random(mixSeed(seed, pair));
    SearchOptions options;
    options.hashMegabytes = 1;
    Searcher judge(options);
    SearchLimits shallow;
    shallow.depth = 4;
    std::vector<Square> moves;
    for (int attempt = 0; attempt < kOpeningAttempts; ++attempt) {
        moves.clear();
        Position position = Position::initial(size);
        for (int ply = 0; ply < openingPlies(size) && !position.isGameOver(); ++ply) {
            const Square move = randomMove(position, random);
            moves.push_back(move);
            position = position.play(move);
        }
        if (position.isGameOver()) continue;
        const int score = judge.search(position, shallow).score;
        if (score >= -kBalancedMargin && score <= kBalancedMargin) break;
    }
    return moves;
}

ArenaGame playArenaGame(Player& black, Player& white, int size, const std::vector<Square>& opening,
                        const TimeControl& clock) {
    Game game(Position::initial(size));
    for (Square move : opening) game.play(move);
    GameClock clocks(clock);
    ArenaGame result;
    result.leastLeft = {clock.initial, clock.initial};
    while (!game.isOver()) {
        playForcedPasses(game);
        const Position& position = game.position();
        const Color side = position.sideToMove();
        Player& player = side == Color::Black ? black : white;
        if (clocks.isOn()) player.setMoveTime(moveTimeWithin(clocks, position));
        const auto start = std::chrono::steady_clock::now();
        player.followGame(game);
        const Square move = player.chooseMove(position).bestMove;
        const auto elapsed =
            std::chrono::duration_cast<Milliseconds>(std::chrono::steady_clock::now() - start);
        if (chargeMove(clocks, side, elapsed)) {
            result.lostOnTime = side;
            break;
        }
        if (clocks.isOn()) {
            auto& least = result.leastLeft[side == Color::Black ? 0 : 1];
            least = std::min(least, clocks.remaining(side));
        }
        if (!game.play(move)) {  // a player that returns an illegal move forfeits below
            const std::string problem = player.problem();
            result.forfeit =
                std::string(colorName(side)) + " forfeits: " +
                (problem.empty() ? squareName(move) + " is not a legal move" : problem);
            break;
        }
    }
    result.transcript = formatTranscript(game.moves());
    if (game.isOver()) {
        result.blackScore = game.scoreFor(Color::Black);
    } else {
        const Color offender = game.position().sideToMove();
        result.blackScore = offender == Color::Black ? -size * size : size * size;
    }
    return result;
}

std::array<MoveLosses, 2> measureLosses(const Game& game, int fromPly, Searcher& judge, int depth) {
    std::array<MoveLosses, 2> losses{};
    SearchLimits limits;
    limits.depth = depth;
    for (int ply = fromPly; ply < game.length(); ++ply) {
        const Position& position = game.positionAt(ply);
        if (!position.hasMoves()) continue;
        const Analysis analysis = judge.analyze(position, limits);
        const Square played = game.moves()[ply];
        for (const MoveValue& value : analysis.moves) {
            if (value.move != played) continue;
            MoveLosses& side = losses[position.sideToMove() == Color::Black ? 0 : 1];
            side.total += analysis.moves.front().score - value.score;
            ++side.moves;
        }
    }
    return losses;
}

namespace {

// Counts a game played into the table: points, games, losses on time, the least time left
// and the losses measured.
void countGame(ArenaResult& result, const ArenaGame& played) {
    const int black = played.black;
    const int white = played.white;
    const double blackPoints = played.blackScore > 0 ? 1.0 : played.blackScore == 0 ? 0.5 : 0.0;
    result.points[black][white] += blackPoints;
    result.points[white][black] += 1.0 - blackPoints;
    ++result.played[black][white];
    ++result.played[white][black];
    if (played.lostOnTime) {
        ++result.timeLosses[*played.lostOnTime == Color::Black ? black : white];
    }
    result.leastLeft[black] = std::min(result.leastLeft[black], played.leastLeft[0]);
    result.leastLeft[white] = std::min(result.leastLeft[white], played.leastLeft[1]);
    result.losses[black] += played.losses[0];
    result.losses[white] += played.losses[1];
}

}  // namespace

ArenaResult runArena(const ArenaOptions& options,
                     const std::function<void(const ArenaGame&, int, int)>& onGame) {
    const int count = int(options.players.size());
    ArenaResult result;
    result.points.assign(count, std::vector<double>(count, 0.0));
    result.played.assign(count, std::vector<int>(count, 0));
    result.timeLosses.assign(count, 0);
    result.leastLeft.assign(count, options.clock.initial);
    result.losses.assign(count, {});

    std::vector<Scheduled> schedule;
    for (int i = 0; i < count; ++i) {
        for (int j = i + 1; j < count; ++j) {
            for (int g = 0; g < options.gamesPerPairing; ++g) schedule.push_back({i, j, g});
        }
    }
    result.games.resize(schedule.size());

    std::mutex report;
    int finished = 0;
    auto play = [&](ArenaThread& thread, std::size_t k) {
        SeatTables& tables = thread.tables;
        const Scheduled& game = schedule[k];
        // Games come in pairs from one opening, the colours swapped.
        const bool firstIsBlack = game.gameIndex % 2 == 0;
        const int black = firstIsBlack ? game.first : game.second;
        const int white = firstIsBlack ? game.second : game.first;
        const std::uint64_t gameSeed = mixSeed(options.seed, k);
        const auto make = [&](const PlayerSpec& spec, std::uint64_t seed,
                              TranspositionTable* table) {
            return options.makePlayer ? options.makePlayer(spec, seed, table)
                                      : createPlayer(spec, seed, table, Books());
        };
        auto blackPlayer =
            make(options.players[black], gameSeed, tables.forNewGame(0, options.players[black]));
        auto whitePlayer = make(options.players[white], gameSeed + 1,
                                tables.forNewGame(1, options.players[white]));
        const auto opening =
            options.fromStart
                ? std::vector<Square>()
                : arenaOpening(options.size, mixSeed(options.seed, game.first * 1000 + game.second),
                               game.gameIndex / 2);
        ArenaGame played =
            playArenaGame(*blackPlayer, *whitePlayer, options.size, opening, options.clock);
        played.black = black;
        played.white = white;
        if (thread.judge) {
            const Parsed<Game> record =
                parseTranscript(played.transcript, Position::initial(options.size));
            if (record) {
                played.losses =
                    measureLosses(*record, int(opening.size()), *thread.judge, options.lossDepth);
            }
        }
        std::lock_guard lock(report);
        result.games[k] = played;
        countGame(result, played);
        ++finished;
        if (onGame) onGame(played, finished, int(schedule.size()));
    };
    forEachInParallel(
        options.threads, schedule.size(), [&] { return ArenaThread(options); }, play);
    return result;
}

}  // namespace hasami
