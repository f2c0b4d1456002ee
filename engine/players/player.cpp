// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/players/player.h"

#include <algorithm>
#include <random>

#include "engine/book/book.h"
#include "engine/players/levels.h"
#include "engine/players/table_player.h"
#include "engine/search/search.h"
#include "engine/util/numbers.h"
#include "engine/util/words.h"

namespace hasami {

namespace {

// No search goes deeper than a whole game: 60 moves from the 8x8 start.
constexpr int kMaxSpecDepth = kGridSquares - 4;
constexpr std::int64_t kMaxMilliseconds = 24LL * 3600 * 1000;
constexpr std::string_view kThreadsSuffix = ":threads=";
constexpr std::string_view kWeightsSuffix = ":weights=";
constexpr std::string_view kSelectivitySuffix = ":selectivity=";
// The most discs a level below the top gives away in the opening book.
constexpr double kBookLevelLoss = 3;

std::optional<std::int64_t> parseWhole(std::string_view text, std::int64_t low, std::int64_t high) {
    return parseInteger(text, low, high);
}

// Chooses any legal move alike. It looks one ply ahead only to value a forced pass, as the
// other players value theirs: a search of one ply, exact near the end.
class RandomPlayer final : public Player {
public:
    explicit RandomPlayer(std::uint64_t seed) : random_(seed), valuer_(valuerOptions()) {}

    SearchInfo chooseMove(const Position& position, const std::atomic<bool>* cancel,
                          const ProgressCallback&) override {
        if (position.mustPass()) {
            SearchLimits limits;
            limits.depth = 1;
            return valuer_.search(position, withinMoveTime(limits), cancel);
        }
        if (auto forced = choiceWithoutMoves(position)) return *forced;
        SearchInfo info;
        info.bestMove = randomMove(position, random_);
        return info;
    }

private:
    static SearchOptions valuerOptions() {
        SearchOptions options;
        options.hashMegabytes = 1;
        return options;
    }

    std::mt19937_64 random_;
    Searcher valuer_;
};

// The book's move for `position` among those losing at most `maxLoss` discs (see
// chooseBookMove), if the book of its board has moves for it.
std::optional<SearchInfo> bookMove(const Books& books, const Position& position, double maxLoss,
                                   double temperature, std::mt19937_64& random) {
    const OpeningBook* book = books.bookFor(position);
    if (!book) return std::nullopt;
    return chooseBookMove(*book, position, maxLoss, temperature, random);
}

class SearchPlayer final : public Player {
public:
    SearchPlayer(const SearchLimits& limits, const SearchOptions& options, bool book,
                 std::uint64_t seed, TranspositionTable* table, Books books)
        : limits_(limits),
          searcher_(table ? Searcher(options, *table) : Searcher(options)),
          book_(book),
          books_(std::move(books)),
          random_(seed) {}

    SearchInfo chooseMove(const Position& position, const std::atomic<bool>* cancel,
                          const ProgressCallback& progress) override {
        if (book_) {
            // The best book moves, one of them at random when several are as good.
            if (auto fromBook = bookMove(books_, position, 0, 0, random_)) return *fromBook;
        }
        return searcher_.search(position, withinMoveTime(limits_), cancel, progress);
    }

private:
    SearchLimits limits_;
    Searcher searcher_;
    bool book_;
    Books books_;
    std::mt19937_64 random_;
};

// A level below the top: every move's value, then a choice weighted by what each loses. The
// top level plays the engine's best move.
class LevelPlayer final : public Player {
public:
    LevelPlayer(const Level& level, int threads, std::uint64_t seed, TranspositionTable* table,
                Books books)
        : level_(level),
          searcher_(table ? Searcher(optionsOf(level, threads), *table)
                          : Searcher(optionsOf(level, threads))),
          books_(std::move(books)),
          random_(seed) {}

    SearchInfo chooseMove(const Position& position, const std::atomic<bool>* cancel,
                          const ProgressCallback& progress) override {
        // In the book, the top level plays one of its best moves (or their equals within the
        // book's tolerance); the others any move within a small loss, weighted as in their own
        // choices.
        const double bookLoss =
            level_.temperature > 0 ? std::clamp(level_.temperature, 1.0, kBookLevelLoss) : 0.0;
        if (auto fromBook = bookMove(books_, position, bookLoss, level_.temperature, random_)) {
            return *fromBook;
        }
        SearchLimits limits = levelLimits(level_);
        // The best-move levels play the small boards perfectly: past the 6x6 table, they
        // solve, whatever their time without a clock.
        limits.exact = level_.temperature <= 0 && position.size() < 8;
        if (limits.exact) limits.time = std::chrono::milliseconds(0);
        if (level_.clockPaced && moveTime().count() > 0) {
            limits.time = moveTime();
            limits.shareOfClock = true;
        }
        limits = withinMoveTime(limits);
        // The top level, and a pass a level must make, are a search: its value is the level's.
        if (level_.temperature <= 0 || position.mustPass()) {
            return searcher_.search(position, limits, cancel, progress);
        }
        if (auto forced = choiceWithoutMoves(position)) return *forced;
        const Analysis analysis = searcher_.analyze(position, limits, cancel);
        if (progress && !analysis.moves.empty()) {  // the position's value: its best move's
            SearchInfo best;
            best.bestMove = analysis.moves.front().move;
            best.score = analysis.moves.front().score;
            best.depth = analysis.depth;
            best.exact = analysis.exact;
            best.nodes = analysis.nodes;
            best.seconds = analysis.seconds;
            best.principalVariation = {best.bestMove};
            progress(best);
        }
        SearchInfo info;
        info.bestMove = chooseByLoss(analysis, level_.temperature, random_);
        for (const MoveValue& value : analysis.moves) {
            if (value.move == info.bestMove) info.score = value.score;
        }
        info.depth = analysis.depth;
        info.exact = analysis.exact;
        info.nodes = analysis.nodes;
        info.seconds = analysis.seconds;
        return info;
    }

private:
    static SearchOptions optionsOf(const Level& level, int threads) {
        SearchOptions options;
        options.exactEmpties = level.exactEmpties;
        options.threads = threads;
        // The levels below 10 were calibrated on exhaustive searches; those that think for a
        // time cut as boldly as any search against the clock.
        if (level.temperature > 0) options.selectivity = kNoSelectivity;
        if (level.moveTime.count() > 0) options.selectivity = kTimedSelectivity;
        return options;
    }

    Level level_;
    Searcher searcher_;
    Books books_;
    std::mt19937_64 random_;
};

class MinimaxPlayer final : public Player {
public:
    explicit MinimaxPlayer(int depth) : depth_(depth) {}

    SearchInfo chooseMove(const Position& position, const std::atomic<bool>*,
                          const ProgressCallback&) override {
        if (position.mustPass()) {  // the pass, valued as every move is
            SearchInfo info;
            info.bestMove = kPass;
            info.score = minimax(position, depth_, info.nodes);
            info.depth = depth_;
            return info;
        }
        if (auto forced = choiceWithoutMoves(position)) return *forced;
        SearchInfo info;
        info.score = -kScoreBound - 1;
        for (Square square : squaresOf(position.legalMoves())) {
            const int score = -minimax(position.play(square), depth_ - 1, info.nodes);
            if (score > info.score) {
                info.score = score;
                info.bestMove = square;
            }
        }
        info.depth = depth_;
        return info;
    }

private:
    int depth_;
};

}  // namespace

SearchLimits Player::withinMoveTime(SearchLimits limits) const {
    return withinTime(limits, moveTime_);
}

std::optional<SearchInfo> choiceWithoutMoves(const Position& position) {
    if (position.hasMoves()) return std::nullopt;
    SearchInfo info;
    info.exact = position.isGameOver();
    info.bestMove = info.exact ? kNoSquare : kPass;
    if (info.exact) info.score = position.finalScore();
    return info;
}

Square nthSquare(Bitboard set, int index) {
    for (int i = 0; i < index; ++i) set = withoutFirst(set);
    return firstSquare(set);
}

Square randomMove(const Position& position, std::mt19937_64& random) {
    const Bitboard moves = position.legalMoves();
    if (!moves) return kPass;
    return nthSquare(moves, std::uniform_int_distribution<int>(0, popcount(moves) - 1)(random));
}

namespace {

// A spec ending in `:threads=N` at `at`: the spec before it, searching with N threads.
Parsed<PlayerSpec> parseThreadedSpec(std::string_view text, std::size_t at) {
    const std::string_view name = text.substr(0, text.find(':'));
    const auto threads = parseWhole(text.substr(at + kThreadsSuffix.size()), 1, kMaxThreads);
    const bool twice = text.substr(0, at).find(kThreadsSuffix) != std::string_view::npos;
    if ((name != "search" && name != "level") || !threads || twice) {
        return ParseError{"player '" + std::string(text.substr(0, 40)) +
                          "': threads=N goes with search and level specs, once, N from 1 to " +
                          std::to_string(kMaxThreads)};
    }
    Parsed<PlayerSpec> rest = parsePlayerSpec(text.substr(0, at));
    if (!rest) return rest;
    PlayerSpec threaded = *rest;
    threaded.threads = int(*threads);
    return threaded;
}

// A spec ending in :weights=FILE, found at `at`.
Parsed<PlayerSpec> parseWeightedSpec(std::string_view text, std::size_t at) {
    const std::string_view file = text.substr(at + kWeightsSuffix.size());
    Parsed<PlayerSpec> rest = parsePlayerSpec(text.substr(0, at));
    if (!rest) return rest;
    if (rest->kind != PlayerKind::Search || file.empty() || rest->handEvaluation) {
        return ParseError{"player '" + std::string(text.substr(0, 40)) +
                          "': weights=FILE goes last in a search spec, once, without :hand"};
    }
    PlayerSpec weighted = *rest;
    weighted.weights = std::string(file);
    return weighted;
}

// Takes a trailing :selectivity=P off `argument` into `spec`; false if P is not one of the
// selectivity levels' percentages.
bool takeSelectivity(std::string_view& argument, PlayerSpec& spec) {
    const std::size_t at = argument.rfind(kSelectivitySuffix);
    if (spec.selectivity != 0 || at == std::string_view::npos) return true;
    const std::string_view digits = argument.substr(at + kSelectivitySuffix.size());
    if (digits.find(':') != std::string_view::npos) return true;  // a flag follows
    const auto percent = parseWhole(digits, 1, 100);
    if (!percent || !selectivityOfPercent(int(*percent))) return false;
    spec.selectivity = int(*percent);
    argument = argument.substr(0, at);
    return true;
}

// A search:... or minimax:... spec, `argument` what follows the colon.
Parsed<PlayerSpec> parseSearchSpec(std::string_view name, std::string_view argument,
                                   const std::string& quotedText) {
    PlayerSpec spec;
    spec.kind = name == "search" ? PlayerKind::Search : PlayerKind::Minimax;
    for (bool more = spec.kind == PlayerKind::Search; more;) {
        more = false;
        const int selectivity = spec.selectivity;
        if (!takeSelectivity(argument, spec)) {
            return ParseError{"player " + quotedText +
                              ": selectivity=P needs one of 73, 87, 95, 98, 99 and 100 (percent)"};
        }
        more = spec.selectivity != selectivity;
        for (auto [suffix, flag] : {std::pair{std::string_view(":null"), &spec.nullMove},
                                    std::pair{std::string_view(":hand"), &spec.handEvaluation},
                                    std::pair{std::string_view(":exhaustive"), &spec.exhaustive},
                                    std::pair{std::string_view(":book"), &spec.book}}) {
            if (!*flag && argument.ends_with(suffix)) {
                *flag = true;
                argument.remove_suffix(suffix.size());
                more = true;
            }
        }
    }
    if (spec.kind == PlayerKind::Search && argument.starts_with("time=")) {
        const auto milliseconds = parseWhole(argument.substr(5), 1, kMaxMilliseconds);
        if (!milliseconds) {
            return ParseError{"player " + quotedText +
                              ": time=MS needs a whole number of milliseconds, at least 1"};
        }
        spec.time = std::chrono::milliseconds(*milliseconds);
        return spec;
    }
    const auto depth = parseWhole(argument, 1, kMaxSpecDepth);
    if (!depth) {
        return ParseError{"player " + quotedText + ": " + std::string(name) +
                          ":DEPTH needs a depth from 1 to " + std::to_string(kMaxSpecDepth)};
    }
    spec.depth = int(*depth);
    return spec;
}

}  // namespace

Parsed<PlayerSpec> parsePlayerSpec(std::string_view text) {
    // An external engine: everything after the protocol is its command line, colons included.
    for (const auto& [prefix, protocol] :
         {std::pair{std::string_view("gtp:"), EngineProtocol::Gtp},
          std::pair{std::string_view("nboard:"), EngineProtocol::Nboard}}) {
        if (!text.starts_with(prefix)) continue;
        const std::string_view command = trimmed(text.substr(prefix.size()));
        if (command.empty()) {
            return ParseError{"player '" + std::string(text.substr(0, 40)) + "': " +
                              std::string(prefix) + "COMMAND needs the engine's command line"};
        }
        PlayerSpec spec;
        spec.kind = PlayerKind::External;
        spec.protocol = protocol;
        spec.command = std::string(command);
        return spec;
    }
    if (const std::size_t at = text.find(kWeightsSuffix); at != std::string_view::npos) {
        return parseWeightedSpec(text, at);
    }
    if (const std::size_t at = text.rfind(kThreadsSuffix); at != std::string_view::npos) {
        return parseThreadedSpec(text, at);
    }
    PlayerSpec spec;
    const std::size_t colon = text.find(':');
    const std::string_view name = text.substr(0, colon);
    const std::string_view argument =
        colon == std::string_view::npos ? std::string_view() : text.substr(colon + 1);
    std::string quotedText(1, '\'');
    quotedText.append(text.substr(0, 40)).push_back('\'');
    if (name == "random" || name == "table") {
        if (colon != std::string_view::npos) {
            return ParseError{"player " + quotedText + ": " + std::string(name) +
                              " takes no argument"};
        }
        spec.kind = name == "random" ? PlayerKind::Random : PlayerKind::Table;
        return spec;
    }
    if (name == "level") {
        const auto level = parseWhole(argument, 1, kLevelCount);
        if (!level) {
            return ParseError{"player " + quotedText + ": level:N needs a level from 1 to " +
                              std::to_string(kLevelCount)};
        }
        spec.kind = PlayerKind::Level;
        spec.level = int(*level);
        return spec;
    }
    if (name != "search" && name != "minimax") {
        return ParseError{"unknown player " + quotedText +
                          "; use random, table, search:DEPTH, search:time=MS, minimax:DEPTH, "
                          "level:N, gtp:COMMAND or nboard:COMMAND"};
    }
    return parseSearchSpec(name, argument, quotedText);
}

std::string formatPlayerSpec(const PlayerSpec& spec) {
    if (spec.kind == PlayerKind::External) {
        return (spec.protocol == EngineProtocol::Gtp ? "gtp:" : "nboard:") + spec.command;
    }
    if (!spec.weights.empty()) {
        PlayerSpec builtIn = spec;
        builtIn.weights.clear();
        return formatPlayerSpec(builtIn) + std::string(kWeightsSuffix) + spec.weights;
    }
    if (spec.threads > 1) {
        PlayerSpec alone = spec;
        alone.threads = 1;
        return formatPlayerSpec(alone) + std::string(kThreadsSuffix) + std::to_string(spec.threads);
    }
    switch (spec.kind) {
        case PlayerKind::Random:
            return "random";
        case PlayerKind::Table:
            return "table";
        case PlayerKind::Minimax:
            return "minimax:" + std::to_string(spec.depth);
        case PlayerKind::Level:
            return "level:" + std::to_string(spec.level);
        case PlayerKind::External:
            return {};  // formatted above
        case PlayerKind::Search: {
            std::string suffix = spec.nullMove ? ":null" : "";
            if (spec.handEvaluation) suffix += ":hand";
            if (spec.exhaustive) suffix += ":exhaustive";
            if (spec.selectivity != 0) {
                suffix += std::string(kSelectivitySuffix) + std::to_string(spec.selectivity);
            }
            if (spec.book) suffix += ":book";
            if (spec.time.count() > 0) {
                return "search:time=" + std::to_string(spec.time.count()) + suffix;
            }
            return "search:" + std::to_string(spec.depth) + suffix;
        }
    }
    return {};
}

std::optional<ParseError> playerSpecProblem(const PlayerSpec& spec) {
    if (spec.weights.empty()) return std::nullopt;
    const auto weights = patternWeightsFile(spec.weights);
    if (!weights) return ParseError{weights.error()};
    return std::nullopt;
}

bool usesTranspositionTable(const PlayerSpec& spec) {
    return spec.kind == PlayerKind::Search || spec.kind == PlayerKind::Level;
}

std::unique_ptr<Player> createPlayer(const PlayerSpec& spec, std::uint64_t seed,
                                     TranspositionTable* table, const Books& books) {
    switch (spec.kind) {
        case PlayerKind::Random:
            return std::make_unique<RandomPlayer>(seed);
        case PlayerKind::Table:
            return std::make_unique<TablePlayer>();
        case PlayerKind::Minimax:
            return std::make_unique<MinimaxPlayer>(spec.depth);
        case PlayerKind::Level:
            return std::make_unique<LevelPlayer>(levelOf(spec.level), spec.threads, seed, table,
                                                 books);
        case PlayerKind::External:
            return nullptr;
        case PlayerKind::Search: {
            SearchLimits limits;
            limits.depth = spec.depth;
            limits.time = spec.time;
            SearchOptions options;
            options.nullMove = spec.nullMove;
            options.learnedEvaluation = !spec.handEvaluation;
            options.threads = spec.threads;
            if (!spec.weights.empty()) {
                // The callers have checked the file (playerSpecProblem): it is read already.
                const auto weights = patternWeightsFile(spec.weights);
                if (weights) options.weights = *weights;
            }
            // Searches against the clock cut more boldly: deeper, they play better at equal
            // time; searches to a depth keep the surer cuts, which play better at equal depth.
            if (spec.time.count() > 0) options.selectivity = kTimedSelectivity;
            if (const auto chosen = selectivityOfPercent(spec.selectivity)) {
                options.selectivity = *chosen;
            }
            if (spec.exhaustive) {
                options.selectivity = kNoSelectivity;
                options.selectiveSolve = false;
            }
            return std::make_unique<SearchPlayer>(limits, options, spec.book, seed, table, books);
        }
    }
    return nullptr;
}

}  // namespace hasami
