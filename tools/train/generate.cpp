// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/train/generate.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <mutex>
#include <optional>
#include <random>
#include <sstream>
#include <vector>

#include "app/command_line/command_line.h"
#include "engine/book/book.h"
#include "engine/players/player.h"
#include "engine/search/search.h"
#include "engine/util/work_queue.h"
#include "tools/train/games.h"
#include "tools/train/label.h"
#include "tools/train/records.h"

namespace hasami::train {

namespace {

// The searchers of one thread: one labels the midgame, the other solves. Each game starts
// with clear tables, so that a game's records depend on its number alone.
struct Searchers {
    Searcher midgame;
    Searcher solver;
    Books books;  // the built-in books, which the book openings follow

    explicit Searchers(bool learned)
        : midgame(midgameOptions(learned)),
          solver(solveOptions(learned)),
          books(BuiltInBooks::read()) {}

    static SearchOptions midgameOptions(bool learned) {
        SearchOptions options;
        options.hashMegabytes = 16;
        options.exactEmpties = 0;
        options.learnedEvaluation = learned;
        return options;
    }
    static SearchOptions solveOptions(bool learned) {
        SearchOptions options;
        options.hashMegabytes = 32;
        options.learnedEvaluation = learned;
        return options;
    }
};

// A book opening's moves: those within this many discs of the book's best, the smaller
// losses likelier (a weight of exp(-loss / kBookOpeningTemperature)), for 4 to 30 plies.
constexpr double kBookOpeningLoss = 4;
constexpr double kBookOpeningTemperature = 1.5;
constexpr int kBookPliesMin = 4;
constexpr int kBookPliesMax = 30;

// How a game opens: the plies played along the book (0 for a random opening), then the
// plies of random moves that follow them.
struct Opening {
    int bookPlies = 0;
    int randomPlies = 0;
};

Opening drawOpening(const GenerateOptions& options, std::mt19937_64& random) {
    std::uniform_real_distribution<double> coin(0, 1);
    if (options.bookShare > 0 && coin(random) < options.bookShare) {
        return {std::uniform_int_distribution<int>(kBookPliesMin, kBookPliesMax)(random),
                std::uniform_int_distribution<int>(1, 2)(random)};
    }
    return {0, std::uniform_int_distribution<int>(options.openingMin, options.openingMax)(random)};
}

// The book's move for `position` while a book opening lasts, if the book has the position.
std::optional<Square> bookOpeningMove(const Books& books, const Position& position, int ply,
                                      Opening& opening, std::mt19937_64& random) {
    if (ply >= opening.bookPlies) return std::nullopt;
    const OpeningBook* book = books.bookFor(position);
    const auto chosen =
        book ? chooseBookMove(*book, position, kBookOpeningLoss, kBookOpeningTemperature, random)
             : std::nullopt;
    if (!chosen) {
        opening.bookPlies = ply;  // the book ends here: the random moves start now
        return std::nullopt;
    }
    return chosen->bestMove;
}

// The search that chooses a move of `position` and, unless outcome labels are asked for,
// labels it: an exact solve from options.solveEmpties on, a search of options.depth before.
SearchInfo searchPosition(const GenerateOptions& options, Searchers& searchers,
                          const Position& position) {
    if (position.emptyCount() <= options.solveEmpties) {
        SearchLimits exact;
        exact.exact = true;
        return searchers.solver.search(position, exact);
    }
    return searchLabel(searchers.midgame, position, options.depth,
                       options.bothParities && !options.outcomeLabels);
}

// The positions of a game kept for outcome labels, with the colour to move in each; once the
// game is over, each is labelled by its final disc difference for that colour.
class OutcomeRecords {
public:
    void keep(const Position& position) {
        records_.push_back({position.player(), position.opponent(), 0});
        sides_.push_back(position.sideToMove());
    }
    // A random move was played: the positions before it are not labelled by their own play.
    void clear() {
        records_.clear();
        sides_.clear();
    }
    void write(const Position& finished, std::vector<char>& out) const {
        const int forMover = finished.finalScore();
        for (std::size_t i = 0; i < records_.size(); ++i) {
            Record record = records_[i];
            record.score = sides_[i] == finished.sideToMove() ? forMover : -forMover;
            appendRecord(out, record);
        }
    }

private:
    std::vector<Record> records_;
    std::vector<Color> sides_;
};

// One game: an opening (random moves, or the book's moves then a random one or two), then
// the labelling search's best move (now and then a random one). Every position where the side
// to move has a move is recorded with its label: the search's, or with outcome labels, the
// game's result for each position after the last random move.
// The game's line (games.h) goes to `line`.
void playGame(const GenerateOptions& options, std::mt19937_64& random, Searchers& searchers,
              std::vector<char>& out, std::string& line) {
    searchers.midgame.clearHash();
    searchers.solver.clearHash();
    Position position = Position::initial(options.boardSize);
    Opening opening = drawOpening(options, random);
    std::uniform_real_distribution<double> coin(0, 1);
    OutcomeRecords outcome;
    for (int ply = 0; !position.isGameOver(); ++ply) {
        if (position.mustPass()) {
            position = position.pass();
            continue;
        }
        if (options.outcomeLabels && ply >= opening.bookPlies + opening.randomPlies) {
            outcome.keep(position);
        }
        if (const auto book = bookOpeningMove(searchers.books, position, ply, opening, random)) {
            if (!options.outcomeLabels) {
                appendRecord(out, {position.player(), position.opponent(),
                                   searchPosition(options, searchers, position).score});
            }
            appendGameMove(line, *book, false);
            position = position.play(*book);
            continue;
        }
        const bool randomly =
            ply < opening.bookPlies + opening.randomPlies || coin(random) < options.randomShare;
        if (options.outcomeLabels && randomly) {
            outcome.clear();
            const Square move = randomMove(position, random);
            appendGameMove(line, move, true);
            position = position.play(move);
            continue;
        }
        const SearchInfo searched = searchPosition(options, searchers, position);
        if (!options.outcomeLabels) {
            appendRecord(out, {position.player(), position.opponent(), searched.score});
        }
        const Square move = randomly ? randomMove(position, random) : searched.bestMove;
        appendGameMove(line, move, randomly);
        position = position.play(move);
    }
    finishGameLine(line, position);
    if (options.outcomeLabels) outcome.write(position, out);
}

}  // namespace

std::string GenerateOptions::signature() const {
    std::ostringstream text;
    text << "board=" << boardSize << " seed=" << seed << " solve-empties=" << solveEmpties
         << " depth=" << depth << " random-share=" << randomShare << " opening=" << openingMin
         << '-' << openingMax << (handEvaluation ? " evaluation=hand" : "")
         << (bothParities ? " both-parities" : "") << (outcomeLabels ? " labels=outcome" : "");
    if (bookShare > 0) text << " book-share=" << bookShare;
    return text.str();
}

namespace {

// The records file and, when asked for, the games file, resumed together: a stop between the
// two writes of a game leaves one a game ahead, and the run goes on from the other.
struct Outputs {
    std::optional<JournaledOutput> records;
    std::optional<JournaledOutput> games;

    int done() const { return games ? std::min(records->done(), games->done()) : records->done(); }
    // The path that could not be written, if one could not.
    std::optional<std::string> add(int game, std::vector<char> bytes, const std::string& line,
                                   const GenerateOptions& options) {
        if (!records->add(game, std::move(bytes))) return options.out;
        if (games && !games->add(game, std::vector<char>(line.begin(), line.end()))) {
            return options.gamesOut;
        }
        return std::nullopt;
    }
};

Parsed<Outputs> resumeOutputs(const GenerateOptions& options) {
    Outputs outputs;
    Parsed<JournaledOutput> records =
        JournaledOutput::resume(options.out, "games", options.signature());
    if (!records) return ParseError(records.error());
    outputs.records.emplace(std::move(records).value());
    if (!options.gamesOut.empty()) {
        Parsed<JournaledOutput> games =
            JournaledOutput::resume(options.gamesOut, "games", options.signature());
        if (!games) return ParseError(games.error());
        outputs.games.emplace(std::move(games).value());
    }
    return outputs;
}

}  // namespace

int runGenerate(const GenerateOptions& options) {
    Parsed<Outputs> resumed = resumeOutputs(options);
    if (!resumed) return cli::fail(QString::fromStdString(resumed.error()));
    Outputs output = std::move(resumed).value();
    if (output.done() >= options.games) {
        std::fprintf(stderr, "generate: '%s' already holds %d games\n", options.out.c_str(),
                     output.done());
        return 0;
    }
    if (output.done() > 0) {
        std::fprintf(stderr, "generate: resuming '%s' after %d games\n", options.out.c_str(),
                     output.done());
    }
    std::mutex mutex;
    std::atomic<bool> failed{false};
    std::string failedPath;
    std::uintmax_t positions = 0;
    const int first = output.done();
    ProgressReport progress("generate", "games", std::uint64_t(options.games),
                            std::uint64_t(first));
    auto play = [&](Searchers& searchers, std::size_t item) {
        if (failed) return;
        const int game = first + int(item);
        std::mt19937_64 random(options.seed * 1000003 + std::uint64_t(game));
        std::vector<char> records;
        std::string line;
        playGame(options, random, searchers, records, line);
        const std::lock_guard lock(mutex);
        if (failed) return;
        positions += records.size() / kRecordBytes;
        if (auto unwritten = output.add(game, std::move(records), line, options)) {
            failedPath = std::move(*unwritten);
            failed = true;
            return;
        }
        progress.update(std::uint64_t(output.done()),
                        ", " + std::to_string(positions) + " positions this run");
    };
    forEachInParallel(
        options.threads, std::size_t(options.games - first),
        [&] { return Searchers(!options.handEvaluation); }, play);
    if (failed) {
        std::fprintf(stderr, "hasami-train: writing '%s' failed after %d games\n",
                     failedPath.c_str(), output.done());
        return cli::kFailure;
    }
    return 0;
}

}  // namespace hasami::train
