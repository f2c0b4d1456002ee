// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/train/generate.h"

#include <atomic>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <random>
#include <sstream>
#include <vector>

#include "app/command_line/command_line.h"
#include "engine/book/book.h"
#include "engine/players/player.h"
#include "engine/search/search.h"
#include "engine/util/numbers.h"
#include "engine/util/words.h"
#include "engine/util/work_queue.h"
#include "tools/train/label.h"
#include "tools/train/records.h"

namespace hasami::train {

namespace {

// The searchers of one thread: one labels the midgame, the other solves. Each game starts
// with clear tables, so that a game's records depend on its number alone.
struct Searchers {
    Searcher midgame;
    Searcher solver;

    explicit Searchers(bool learned)
        : midgame(midgameOptions(learned)), solver(solveOptions(learned)) {}

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
std::optional<Square> bookOpeningMove(const Position& position, int ply, Opening& opening,
                                      std::mt19937_64& random) {
    if (ply >= opening.bookPlies) return std::nullopt;
    const OpeningBook* book = builtInBookFor(position);
    const auto chosen =
        book ? chooseBookMove(*book, position, kBookOpeningLoss, kBookOpeningTemperature, random)
             : std::nullopt;
    if (!chosen) {
        opening.bookPlies = ply;  // the book ends here: the random moves start now
        return std::nullopt;
    }
    return chosen->bestMove;
}

// One game: an opening (random moves, or the book's moves then a random one or two), then
// the labelling search's best move (now and then a random one). Every position where the side
// to move has a move is recorded with its label.
void playGame(const GenerateOptions& options, std::mt19937_64& random, Searchers& searchers,
              std::vector<char>& out) {
    searchers.midgame.clearHash();
    searchers.solver.clearHash();
    Position position = Position::initial(options.boardSize);
    Opening opening = drawOpening(options, random);
    std::uniform_real_distribution<double> coin(0, 1);
    for (int ply = 0; !position.isGameOver(); ++ply) {
        if (position.mustPass()) {
            position = position.pass();
            continue;
        }
        SearchLimits exact;
        exact.exact = true;
        const SearchInfo labelled =
            position.emptyCount() <= options.solveEmpties
                ? searchers.solver.search(position, exact)
                : searchLabel(searchers.midgame, position, options.depth, options.bothParities);
        appendRecord(out, {position.player(), position.opponent(), labelled.score});
        if (const auto book = bookOpeningMove(position, ply, opening, random)) {
            position = position.play(*book);
            continue;
        }
        const bool randomly =
            ply < opening.bookPlies + opening.randomPlies || coin(random) < options.randomShare;
        position = position.play(randomly ? randomMove(position, random) : labelled.bestMove);
    }
}

struct Journal {
    int games = 0;
    std::uintmax_t bytes = 0;
};

// The journal's state, or why it cannot be used: made with other options, or damaged.
Parsed<Journal> readJournal(const std::string& path, const std::string& signature) {
    std::ifstream in(path);
    if (!in) return Journal{};
    std::string line;
    std::getline(in, line);
    // "games N bytes B SIGNATURE": the signature is the rest of the line.
    const std::vector<Word> words = splitWordsAt(line);
    const auto games = words.size() > 1 ? parseInteger(words[1].text, 0, INT32_MAX) : std::nullopt;
    const auto bytes = words.size() > 3 ? parseUnsigned(words[3].text) : std::nullopt;
    if (!games || !bytes || words[0].text != "games" || words[2].text != "bytes") {
        return ParseError{"the journal '" + path + "' is damaged: remove it and the records"};
    }
    const std::string made(words.size() > 4 ? trimmed(std::string_view(line).substr(words[4].begin))
                                            : std::string_view());
    if (made != signature) {
        return ParseError{"'" + path + "' records games made with other options (" + made +
                          "); resume with the same, or write to another file"};
    }
    return Journal{int(*games), *bytes};
}

bool writeJournal(const std::string& path, const Journal& journal, const std::string& signature) {
    const std::string line = "games " + std::to_string(journal.games) + " bytes " +
                             std::to_string(journal.bytes) + ' ' + signature + '\n';
    return replaceFile(path, line);
}

// The journal of options.out, with the file cut back to the games it holds whole (a run that
// stopped may have left part of the next one), or why the run cannot go on.
Parsed<Journal> resumeOutput(const GenerateOptions& options, const std::string& journalPath,
                             const std::string& signature) {
    Parsed<Journal> journal = readJournal(journalPath, signature);
    if (!journal) return journal;
    if (!std::ofstream(options.out, std::ios::binary | std::ios::app)) {
        return ParseError{"cannot write '" + options.out + "'"};
    }
    std::error_code error;
    if (std::filesystem::file_size(options.out, error) < journal->bytes || error) {
        return ParseError{"cannot resume '" + options.out + "': it is shorter than its journal"};
    }
    std::filesystem::resize_file(options.out, journal->bytes, error);
    if (error) return ParseError{"cannot write '" + options.out + "'"};
    return journal;
}

}  // namespace

std::string GenerateOptions::signature() const {
    std::ostringstream text;
    text << "board=" << boardSize << " seed=" << seed << " solve-empties=" << solveEmpties
         << " depth=" << depth << " random-share=" << randomShare << " opening=" << openingMin
         << '-' << openingMax << (handEvaluation ? " evaluation=hand" : "")
         << (bothParities ? " both-parities" : "");
    if (bookShare > 0) text << " book-share=" << bookShare;
    return text.str();
}

std::string journalOf(const std::string& out) {
    return out + ".journal";
}

int runGenerate(const GenerateOptions& options) {
    const std::string journalPath = journalOf(options.out);
    const std::string signature = options.signature();
    const Parsed<Journal> resumed = resumeOutput(options, journalPath, signature);
    if (!resumed) return cli::fail(QString::fromStdString(resumed.error()));
    Journal journal = *resumed;
    if (journal.games >= options.games) {
        std::fprintf(stderr, "generate: '%s' already holds %d games\n", options.out.c_str(),
                     journal.games);
        return 0;
    }
    if (journal.games > 0) {
        std::fprintf(stderr, "generate: resuming '%s' after %d games\n", options.out.c_str(),
                     journal.games);
    }
    std::ofstream file(options.out, std::ios::binary | std::ios::app);
    // Games finish out of order on several threads; they are written in order, so that the
    // journal's count says which are in.
    std::mutex mutex;
    std::map<int, std::vector<char>> finished;
    std::atomic<bool> failed{false};
    std::uintmax_t positions = 0;
    const int first = journal.games;
    const auto start = std::chrono::steady_clock::now();
    auto lastReport = start;
    auto play = [&](Searchers& searchers, std::size_t item) {
        if (failed) return;
        const int game = first + int(item);
        std::mt19937_64 random(options.seed * 1000003 + std::uint64_t(game));
        std::vector<char> records;
        playGame(options, random, searchers, records);
        const std::lock_guard lock(mutex);
        if (failed) return;
        finished.emplace(game, std::move(records));
        for (auto next = finished.find(journal.games); next != finished.end();
             next = finished.find(journal.games)) {
            file.write(next->second.data(), std::streamsize(next->second.size()));
            file.flush();
            journal.bytes += next->second.size();
            positions += next->second.size() / kRecordBytes;
            ++journal.games;
            finished.erase(next);
            if (!file || !writeJournal(journalPath, journal, signature)) {
                failed = true;
                return;
            }
        }
        const auto now = std::chrono::steady_clock::now();
        if (now - lastReport >= std::chrono::seconds(10) || journal.games == options.games) {
            lastReport = now;
            const double seconds = std::chrono::duration<double>(now - start).count();
            const int done = journal.games - first;
            const double left = done > 0 ? seconds / done * (options.games - journal.games) : 0;
            std::fprintf(stderr, "generate: %s %d/%d games, %ju positions this run, %s, %s left\n",
                         progressBar(journal.games, options.games).c_str(), journal.games,
                         options.games, positions, duration(seconds).c_str(),
                         duration(left).c_str());
        }
    };
    forEachInParallel(
        options.threads, std::size_t(options.games - first),
        [&] { return Searchers(!options.handEvaluation); }, play);
    if (failed) {
        std::fprintf(stderr, "hasami-train: writing '%s' failed after %d games\n",
                     options.out.c_str(), journal.games);
        return cli::kFailure;
    }
    return 0;
}

}  // namespace hasami::train
