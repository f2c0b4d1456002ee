// SPDX-License-Identifier: GPL-3.0-or-later
// hasami-cli solve, move and bench: the engine on positions given by the user, and a fixed
// benchmark to compare builds.
#include <chrono>
#include <cstdio>
#include <random>

#include "app/cli/command.h"
#include "app/cli/position_list.h"
#include "engine/board/perft.h"
#include "engine/formats/notation.h"
#include "engine/players/player.h"
#include "engine/search/search.h"
#include "protocols/client/external_player.h"

namespace hasami::cli {

namespace {

std::string moveText(const SearchInfo& info) {
    return squareName(info.bestMove);
}

int runSolve(const PositionSource& source, int threads, int hashMegabytes) {
    const std::optional<std::vector<Position>> positions = positionsOf(source);
    if (!positions) return kBadInput;

    const auto start = std::chrono::steady_clock::now();
    SearchOptions options;
    options.threads = threads;
    options.hashMegabytes = std::size_t(hashMegabytes);
    Searcher searcher(options);
    std::uint64_t totalNodes = 0;
    SearchLimits exact;
    exact.exact = true;
    for (std::size_t i = 0; i < positions->size(); ++i) {
        searcher.clearHash();
        const SearchInfo info = searcher.search((*positions)[i], exact);
        totalNodes += info.nodes;
        std::printf("%zu %s %d %llu %.3f\n", i + 1, moveText(info).c_str(), info.score,
                    static_cast<unsigned long long>(info.nodes), info.seconds);
        std::fflush(stdout);
    }
    std::printf("total %llu %.3f\n", static_cast<unsigned long long>(totalNodes),
                secondsSince(start));
    return 0;
}

int runMove(const Position& position, const PlayerSpec& spec, quint64 seed) {
    if (position.isGameOver()) {
        std::printf("none %d\n", position.finalScore());
        return 0;
    }
    const auto player = createAnyPlayer(spec, seed, nullptr, Books(BuiltInBooks::read()));
    const SearchInfo info = player->chooseMove(position);
    if (!position.isLegal(info.bestMove)) {
        return fail(QString::fromStdString("the player gave no move: " + player->problem()));
    }
    std::printf("%s %d\n", moveText(info).c_str(), info.score);
    return 0;
}

int runBench(const std::shared_ptr<const PatternWeights>& weights) {
    std::uint64_t totalNodes = 0;
    double totalSeconds = 0;
    auto report = [&](const char* name, std::uint64_t nodes, double seconds) {
        totalNodes += nodes;
        totalSeconds += seconds;
        std::printf("%-10s %12llu nodes %8.3f s %8.1f Mn/s\n", name,
                    static_cast<unsigned long long>(nodes), seconds, nodes / seconds / 1e6);
        std::fflush(stdout);
    };

    const auto perftStart = std::chrono::steady_clock::now();
    const std::uint64_t leaves = perft(Position::initial(), 11);
    report("perft 11", leaves, secondsSince(perftStart));

    // A midgame search: the position after a common opening, 12 plies, no endgame solver.
    SearchOptions midgameOptions;
    midgameOptions.exactEmpties = 0;
    midgameOptions.weights = weights;
    Searcher midgame(midgameOptions);
    SearchLimits depth12;
    depth12.depth = 12;
    const Game opening = *parseTranscript("f5d6c3d3c4f4f6f3e6e7d7c6");
    const SearchInfo middle = midgame.search(opening.position(), depth12);
    report("midgame", middle.nodes, middle.seconds);

    // An endgame solve: FFO test position 40 (20 empties, Black wins by 38 after a2).
    SearchOptions endgameOptions;
    endgameOptions.weights = weights;
    Searcher endgame(endgameOptions);
    SearchLimits exact;
    exact.exact = true;
    const Position ffo40 =
        *parsePosition("O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X");
    const SearchInfo end = endgame.search(ffo40, exact);
    report("endgame", end.nodes, end.seconds);
    std::printf("total      %12llu nodes %8.3f s %8.1f Mn/s\n",
                static_cast<unsigned long long>(totalNodes), totalSeconds,
                totalNodes / totalSeconds / 1e6);
    // The searches' node count: one thread, fixed tables, so it changes only when the search
    // does (a test holds it; a commit that changes the search says so).
    const std::uint64_t signature = middle.nodes + end.nodes;
    std::printf("signature %llu\n", static_cast<unsigned long long>(signature));
    return 0;
}

// `count` positions with `empties` empties and a move to play, reached by seeded random play:
// the same ones on every machine.
std::vector<Position> benchPositions(int count, int empties) {
    std::mt19937_64 random(20261122);
    std::vector<Position> positions;
    while (int(positions.size()) < count) {
        Position position = Position::initial();
        while (position.emptyCount() > empties && !position.isGameOver()) {
            position = position.play(randomMove(position, random));
        }
        if (position.hasMoves()) positions.push_back(position);
    }
    return positions;
}

// What analysing every move costs against searching for the best one: `count` positions with
// 40 empties, each searched to `depth` plies for its best move by a fresh searcher and
// analysed to the same depth by another.
int runAnalysisBench(int depth, int count) {
    SearchOptions options;
    options.exactEmpties = 0;
    SearchLimits limits;
    limits.depth = depth;
    double bestSeconds = 0;
    double analysisSeconds = 0;
    int i = 0;
    for (const Position& position : benchPositions(count, 40)) {
        Searcher bestSearcher(options);
        Searcher analysisSearcher(options);
        const SearchInfo best = bestSearcher.search(position, limits);
        const Analysis analysis = analysisSearcher.analyze(position, limits);
        bestSeconds += best.seconds;
        analysisSeconds += analysis.seconds;
        std::printf(
            "%2d %2zu moves  best %8.3f s %12llu nodes  analysis %8.3f s %12llu nodes  "
            "%5.2fx\n",
            ++i, analysis.moves.size(), best.seconds, static_cast<unsigned long long>(best.nodes),
            analysis.seconds, static_cast<unsigned long long>(analysis.nodes),
            analysis.seconds / best.seconds);
        std::fflush(stdout);
    }
    std::printf("total best %.3f s  analysis %.3f s  %.2fx\n", bestSeconds, analysisSeconds,
                analysisSeconds / bestSeconds);
    return 0;
}

// The depth a search completes in `milliseconds` with Multi-ProbCut and without, on `count`
// positions with 36 empties, each searched by fresh searchers on one thread.
int runReachBench(int milliseconds, int count) {
    SearchOptions selective;
    selective.exactEmpties = 0;
    SearchOptions exhaustive = selective;
    exhaustive.selectivity = kNoSelectivity;
    SearchLimits limits;
    limits.time = std::chrono::milliseconds(milliseconds);
    double selectiveDepths = 0;
    double exhaustiveDepths = 0;
    int i = 0;
    for (const Position& position : benchPositions(count, 36)) {
        const SearchInfo without = Searcher(exhaustive).search(position, limits);
        const SearchInfo with = Searcher(selective).search(position, limits);
        exhaustiveDepths += without.depth;
        selectiveDepths += with.depth;
        std::printf("%2d  exhaustive depth %2d  selective depth %2d\n", ++i, without.depth,
                    with.depth);
        std::fflush(stdout);
    }
    std::printf("mean exhaustive depth %.2f  selective depth %.2f\n", exhaustiveDepths / count,
                selectiveDepths / count);
    return 0;
}

}  // namespace

Parsed<Action> prepareSolve(const Command& self, const QStringList& arguments) {
    QCommandLineParser parser;
    parser.addOption(searchThreadsOption());
    parser.addOption(hashOption());
    if (auto settled = parseCommandLine(
            parser, self,
            {{QStringLiteral("POSITION|FILE|-"),
              QStringLiteral("A position ('BOARD SIDE', one argument or two), or a file of "
                             "positions one per line (anything after ';' ignored), or - for "
                             "standard input.")}},
            arguments)) {
        return *settled;
    }
    const QStringList values = operands(parser);
    if (values.isEmpty() || values.size() > 2) {
        return refusal(QStringLiteral("solve takes one POSITION, FILE or -"));
    }
    const Parsed<PositionSource> source = sourceOf(values);
    if (!source) return ParseError{source.error()};
    const Parsed<int> threads = searchThreadsOf(parser);
    if (!threads) return ParseError{threads.error()};
    const Parsed<int> megabytes = hashMegabytesOf(parser);
    if (!megabytes) return ParseError{megabytes.error()};
    return Action([source = *source, threads = *threads, megabytes = *megabytes] {
        return runSolve(source, threads, megabytes);
    });
}

Parsed<Action> prepareMove(const Command& self, const QStringList& arguments) {
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("player"),
                      QStringLiteral("Who chooses: random, table, search:DEPTH, search:time=MS, "
                                     "minimax:DEPTH, level:N, gtp:COMMAND or nboard:COMMAND "
                                     "(default search:time=1000)."),
                      QStringLiteral("SPEC"), QStringLiteral("search:time=1000")});
    parser.addOption({QStringLiteral("seed"),
                      QStringLiteral("Seed of the random player's choices (default 1)."),
                      QStringLiteral("K"), QStringLiteral("1")});
    parser.addOption(searchThreadsOption());
    if (auto settled = parseCommandLine(
            parser, self,
            {{QStringLiteral("POSITION"),
              QStringLiteral("The position as 'BOARD SIDE' (one argument, quoted, or two).")}},
            arguments)) {
        return *settled;
    }
    const QStringList values = operands(parser);
    if (values.isEmpty() || values.size() > 2) {
        return refusal(QStringLiteral("move takes one POSITION: 'BOARD SIDE'"));
    }
    Parsed<Position> position = parsePosition(values.join(QLatin1Char(' ')).toStdString());
    if (!position) return ParseError{position.error()};
    const Parsed<PlayerSpec> parsedSpec =
        parsePlayerSpec(parser.value(QStringLiteral("player")).toStdString());
    if (!parsedSpec) return ParseError{parsedSpec.error()};
    if (auto problem = playerSpecProblem(*parsedSpec)) return *problem;
    PlayerSpec spec = *parsedSpec;
    if (parser.isSet(QStringLiteral("threads"))) {
        const Parsed<int> threads = searchThreadsOf(parser);
        if (!threads) return ParseError{threads.error()};
        spec.threads = *threads;
    }
    const Parsed<quint64> seed = parseSeed(parser.value(QStringLiteral("seed")));
    if (!seed) return ParseError{seed.error()};
    return Action(
        [position = *position, spec, seed = *seed] { return runMove(position, spec, seed); });
}

namespace {

// The bench command's options: the fixed suite, or instead one of five other measures.
struct BenchOptions {
    QCommandLineOption deepening{
        QStringLiteral("deepening"),
        QStringLiteral("Instead of the fixed suite: the time and nodes of each iteration of "
                       "searches to --depth (default 18) plies on midgame positions with 36 "
                       "empties, the time from 12 to 16 plies, and the depth reached in 100 ms.")};
    QCommandLineOption threads = searchThreadsOption();
    QCommandLineOption selectivity{
        QStringLiteral("selectivity"),
        QStringLiteral("With --deepening: how often Multi-ProbCut's cuts are right, in percent: "
                       "73 (as against the clock), 87, 95 (the default), 98, 99 or 100 (no "
                       "cuts)."),
        QStringLiteral("P")};
    QCommandLineOption analysis{
        QStringLiteral("analysis"),
        QStringLiteral("Instead of the fixed suite: the time of analysing every move against "
                       "searching for the best move, on positions with 40 empties.")};
    QCommandLineOption reach{
        QStringLiteral("reach"),
        QStringLiteral("Instead of the fixed suite: the depth a search completes in a given "
                       "time with Multi-ProbCut and without, on positions with 36 empties.")};
    QCommandLineOption database{
        QStringLiteral("database"),
        QStringLiteral("Instead of the fixed suite: how fast a game database opens and answers, "
                       "on WTHOR files of games the levels play, written into FOLDER unless "
                       "they are there."),
        QStringLiteral("FOLDER")};
    QCommandLineOption judgement{
        QStringLiteral("judgement"),
        QStringLiteral("Instead of the fixed suite: along the perfect game (Takizawa 2023), the "
                       "value of the move played and of the best move, at --depth (default 16) "
                       "with the book and without for the first 36 moves, exactly for the "
                       "last 24.")};
    QCommandLineOption book{
        QStringLiteral("book"),
        QStringLiteral("Instead of the fixed suite: how fast an Edax book of 1,000,000 positions "
                       "(or --positions) is imported and exported, and in how much memory, on "
                       "random openings written into FILE unless it is there."),
        QStringLiteral("FILE")};
    QCommandLineOption depth{QStringLiteral("depth"),
                             QStringLiteral("With --analysis: plies searched (default 12)."),
                             QStringLiteral("D"), QStringLiteral("12")};
    QCommandLineOption time{QStringLiteral("time"),
                            QStringLiteral("With --reach: milliseconds a search (default 1000)."),
                            QStringLiteral("MS"), QStringLiteral("1000")};
    QCommandLineOption positions{
        QStringLiteral("positions"),
        QStringLiteral("With --analysis or --reach: how many positions (default 20); with --book, "
                       "how many the book written has (default 1000000)."),
        QStringLiteral("N"), QStringLiteral("20")};
    QCommandLineOption games{
        QStringLiteral("games"),
        QStringLiteral("With --database: how many games it writes (default 137000)."),
        QStringLiteral("N"), QStringLiteral("137000")};
    QCommandLineOption weights{
        QStringLiteral("weights"),
        QStringLiteral("With --judgement or the fixed suite: evaluate with the 8x8 pattern "
                       "weights of FILE (made by hasami-train fit) instead of the built-in ones."),
        QStringLiteral("FILE")};
};

Parsed<Action> databaseBench(const QCommandLineParser& parser, const BenchOptions& options) {
    const Parsed<int> count =
        parseNumber(parser.value(options.games), QStringLiteral("games"), 1, 1'000'000);
    if (!count) return ParseError{count.error()};
    return Action([folder = parser.value(options.database).toStdString(), count = *count] {
        return runDatabaseBench(folder, count);
    });
}

// The 8x8 weights of --weights (null without it), or why they are refused.
Parsed<std::shared_ptr<const PatternWeights>> eightWeightsOf(const QCommandLineParser& parser,
                                                             const BenchOptions& options) {
    Parsed<std::shared_ptr<const PatternWeights>> weights = weightsOf(parser);
    if (weights && *weights && (*weights)->layout().boardSize() != 8) {
        return refusal(QStringLiteral("'%1' holds weights for another board: the benchmarks are "
                                      "played on 8x8")
                           .arg(parser.value(options.weights)));
    }
    return weights;
}

Parsed<Action> judgementBench(const QCommandLineParser& parser, const BenchOptions& options) {
    if (parser.isSet(options.games)) return refusal(QStringLiteral("--games goes with --database"));
    if (parser.isSet(options.time)) return refusal(QStringLiteral("--time goes with --reach"));
    if (parser.isSet(options.positions)) {
        return refusal(QStringLiteral("--positions goes with --analysis or --reach"));
    }
    const Parsed<int> plies =
        parser.isSet(options.depth)
            ? parseNumber(parser.value(options.depth), QStringLiteral("depth"), 1, 30)
            : Parsed<int>(16);
    if (!plies) return ParseError{plies.error()};
    const Parsed<std::shared_ptr<const PatternWeights>> weights = eightWeightsOf(parser, options);
    if (!weights) return ParseError{weights.error()};
    return Action(
        [plies = *plies, weights = *weights] { return runJudgementBench(plies, weights); });
}

Parsed<Action> deepeningBench(const QCommandLineParser& parser, const BenchOptions& options) {
    for (const QCommandLineOption* other : {&options.time, &options.games, &options.weights}) {
        if (parser.isSet(*other)) {
            return refusal(QStringLiteral("--deepening takes --depth, --positions and --threads"));
        }
    }
    const Parsed<int> plies =
        parser.isSet(options.depth)
            ? parseNumber(parser.value(options.depth), QStringLiteral("depth"), 1, 30)
            : Parsed<int>(18);
    if (!plies) return ParseError{plies.error()};
    const Parsed<int> count =
        parseNumber(parser.value(options.positions), QStringLiteral("positions"), 1, 1000);
    if (!count) return ParseError{count.error()};
    const Parsed<int> threads = searchThreadsOf(parser);
    if (!threads) return ParseError{threads.error()};
    int selectivity = SearchOptions{}.selectivity;
    if (parser.isSet(options.selectivity)) {
        const auto chosen = selectivityOfPercent(parser.value(options.selectivity).toInt());
        if (!chosen) {
            return refusal(
                QStringLiteral("--selectivity needs one of 73, 87, 95, 98, 99 and 100 (percent)"));
        }
        selectivity = *chosen;
    }
    return Action([plies = *plies, count = *count, threads = *threads, selectivity] {
        return runDeepeningBench(plies, count, threads, selectivity);
    });
}

// The fixed suite, --analysis or --reach, each with only its own options.
Parsed<Action> searchBench(const QCommandLineParser& parser, const BenchOptions& options) {
    const bool analysis = parser.isSet(options.analysis);
    const bool reach = parser.isSet(options.reach);
    if (parser.isSet(options.games)) return refusal(QStringLiteral("--games goes with --database"));
    if (!analysis && (parser.isSet(options.depth) || (!reach && parser.isSet(options.positions)))) {
        return refusal(QStringLiteral("--depth and --positions go with --analysis"));
    }
    if (!reach && parser.isSet(options.time)) {
        return refusal(QStringLiteral("--time goes with --reach"));
    }
    if (!analysis && !reach) {
        const Parsed<std::shared_ptr<const PatternWeights>> weights =
            eightWeightsOf(parser, options);
        if (!weights) return ParseError{weights.error()};
        return Action([weights = *weights] { return runBench(weights); });
    }
    if (parser.isSet(options.weights)) {
        return refusal(QStringLiteral("--weights goes with --judgement or the fixed suite"));
    }
    const Parsed<int> count =
        parseNumber(parser.value(options.positions), QStringLiteral("positions"), 1, 1000);
    if (!count) return ParseError{count.error()};
    if (reach) {
        const Parsed<int> milliseconds =
            parseNumber(parser.value(options.time), QStringLiteral("time"), 1, 3'600'000);
        if (!milliseconds) return ParseError{milliseconds.error()};
        return Action([milliseconds = *milliseconds, count = *count] {
            return runReachBench(milliseconds, count);
        });
    }
    const Parsed<int> plies =
        parseNumber(parser.value(options.depth), QStringLiteral("depth"), 1, 30);
    if (!plies) return ParseError{plies.error()};
    return Action([plies = *plies, count = *count] { return runAnalysisBench(plies, count); });
}

}  // namespace

Parsed<Action> prepareBench(const Command& self, const QStringList& arguments) {
    QCommandLineParser parser;
    const BenchOptions options;
    parser.addOptions({options.analysis, options.reach, options.depth, options.time,
                       options.positions, options.database, options.games, options.judgement,
                       options.weights, options.book, options.deepening, options.threads,
                       options.selectivity});
    if (auto settled = parseCommandLine(parser, self, {}, arguments)) return *settled;
    if (!operands(parser).isEmpty()) return refusal(QStringLiteral("bench takes no arguments"));
    int measures = 0;
    for (const QCommandLineOption* measure :
         {&options.analysis, &options.reach, &options.database, &options.judgement, &options.book,
          &options.deepening}) {
        if (parser.isSet(*measure)) ++measures;
    }
    if (measures > 1) {
        return refusal(QStringLiteral(
            "bench takes one of --analysis and --reach, or else --database, --judgement or "
            "--book (or --deepening)"));
    }
    if (parser.isSet(options.deepening)) return deepeningBench(parser, options);
    if (parser.isSet(options.threads)) {
        return refusal(QStringLiteral("--threads goes with --deepening"));
    }
    if (parser.isSet(options.selectivity)) {
        return refusal(QStringLiteral("--selectivity goes with --deepening"));
    }
    if (parser.isSet(options.weights) && parser.isSet(options.database)) {
        return refusal(QStringLiteral("--weights goes with --judgement or the fixed suite"));
    }
    if (parser.isSet(options.database)) return databaseBench(parser, options);
    if (parser.isSet(options.book)) {
        const Parsed<int> count = parser.isSet(options.positions)
                                      ? parseNumber(parser.value(options.positions),
                                                    QStringLiteral("positions"), 1, 10'000'000)
                                      : Parsed<int>(1'000'000);
        if (!count) return ParseError{count.error()};
        return Action([file = parser.value(options.book).toStdString(), count = *count] {
            return runBookBench(file, std::size_t(count));
        });
    }
    if (parser.isSet(options.judgement)) return judgementBench(parser, options);
    return searchBench(parser, options);
}

}  // namespace hasami::cli
