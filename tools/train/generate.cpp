#include "generate.h"

#include <atomic>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <random>
#include <vector>

#include "command.h"
#include "player.h"
#include "records.h"
#include "search.h"
#include "work_queue.h"

namespace hasami::train {

namespace {

// The searchers of one thread: one plays the early moves, the other solves.
struct Searchers {
    Searcher player;
    Searcher solver;

    Searchers() : player(playOptions()), solver(solveOptions()) {}

    static SearchOptions playOptions() {
        SearchOptions options;
        options.hashMegabytes = 8;
        options.exactEmpties = 0;
        return options;
    }
    static SearchOptions solveOptions() {
        SearchOptions options;
        options.hashMegabytes = 32;
        return options;
    }
};

// The moves of one game: random at first, then a shallow search's (now and then a random one);
// every position from options.solveEmpties on is solved, and the positions before take the
// score of the first one solved (or of the end, if the game ends before).
void playGame(const GenerateOptions& options, std::mt19937_64& random, Searchers& searchers,
              std::vector<char>& out) {
    Position position = Position::initial();
    std::vector<Position> unsolved;
    auto labelUnsolved = [&](const Position& known, int score) {
        for (const Position& earlier : unsolved) {
            const int sign = earlier.sideToMove() == known.sideToMove() ? 1 : -1;
            appendRecord(out, {earlier.player(), earlier.opponent(), sign * score});
        }
        unsolved.clear();
    };
    const int opening =
        std::uniform_int_distribution<int>(options.openingMin, options.openingMax)(random);
    std::uniform_real_distribution<double> coin(0, 1);
    for (int ply = 0; !position.isGameOver(); ++ply) {
        if (position.mustPass()) {
            position = position.pass();
            continue;
        }
        Square move;
        if (position.emptyCount() <= options.solveEmpties) {
            SearchLimits exact;
            exact.exact = true;
            const SearchInfo solved = searchers.solver.search(position, exact);
            labelUnsolved(position, solved.score);
            appendRecord(out, {position.player(), position.opponent(), solved.score});
            move =
                coin(random) < options.randomShare ? randomMove(position, random) : solved.bestMove;
        } else {
            unsolved.push_back(position);
            if (ply < opening || coin(random) < options.midgameRandomShare) {
                move = randomMove(position, random);
            } else {
                SearchLimits limits;
                limits.depth = options.depth;
                move = searchers.player.search(position, limits).bestMove;
            }
        }
        position = position.play(move);
    }
    labelUnsolved(position, position.finalScore());
}

}  // namespace

int runGenerate(const GenerateOptions& options) {
    std::ofstream file(options.out, std::ios::binary | std::ios::app);
    if (!file) {
        return cli::fail(
            QStringLiteral("cannot write '%1'").arg(QString::fromStdString(options.out)));
    }
    std::uintmax_t whole = std::filesystem::file_size(options.out);  // bytes of whole games
    std::mutex fileMutex;
    std::atomic<bool> writeFailed{false};
    int done = 0;
    auto play = [&](Searchers& searchers, std::size_t game) {
        if (writeFailed) return;
        std::mt19937_64 random(options.seed * 1000003 + game);
        std::vector<char> records;
        playGame(options, random, searchers, records);
        const std::lock_guard lock(fileMutex);
        // A game's records go out whole or not at all: the file stays a list of records.
        file.write(records.data(), std::streamsize(records.size()));
        file.flush();
        if (!file) {
            writeFailed = true;
            return;
        }
        whole += records.size();
        if (++done % 100 == 0) std::fprintf(stderr, "%d games\n", done);
    };
    forEachInParallel(
        options.threads, std::size_t(options.games), [] { return Searchers(); }, play);
    if (writeFailed) {
        file.close();
        std::error_code ignored;  // the file stays as it was after the last whole game if it can
        std::filesystem::resize_file(options.out, whole, ignored);
        std::fprintf(stderr, "hasami-train: writing '%s' failed after %d games\n",
                     options.out.c_str(), done);
        return cli::kFailure;
    }
    return 0;
}

}  // namespace hasami::train
