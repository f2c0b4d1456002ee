// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/train/train_commands.h"

#include <algorithm>
#include <thread>

#include "engine/eval/patterns.h"
#include "engine/search/search.h"
#include "tools/train/book_build.h"
#include "tools/train/fit.h"
#include "tools/train/games.h"
#include "tools/train/generate.h"
#include "tools/train/label.h"
#include "tools/train/measure.h"
#include "tools/train/probcut_fit.h"

namespace hasami::train {

namespace {

using cli::Action;
using cli::Command;

// Reads option `name` of `parser` into `target` as a number within [low, high]; returns the
// refusal if it is not one.
template <typename T, typename Reader>
std::optional<ParseError> readOption(const QCommandLineParser& parser, const char* name, T& target,
                                     Reader read) {
    const QString key = QString::fromLatin1(name);
    if (!parser.isSet(key)) return std::nullopt;
    auto value = read(parser.value(key), key);
    if (!value) return ParseError{value.error()};
    target = *value;
    return std::nullopt;
}

auto wholeIn(int low, int high) {
    return [=](const QString& text, const QString& what) {
        return cli::parseNumber(text, what, low, high);
    };
}

auto decimalIn(double low, double high) {
    return [=](const QString& text, const QString& what) {
        return cli::parseDecimal(text, what, low, high);
    };
}

QCommandLineOption valueOption(const char* name, const QString& description) {
    return {QString::fromLatin1(name), description, QStringLiteral("N")};
}

// The board of --board: 8 or 6, the boards with a pattern layout.
std::optional<ParseError> readBoard(const QCommandLineParser& parser, int& boardSize) {
    return readOption(parser, "board", boardSize, [](const QString& text, const QString&) {
        auto size = cli::parseNumber(text, QStringLiteral("board size"), 4, 8);
        if (size && !patterns::Layout::of(*size)) {
            return decltype(size)(
                ParseError{QStringLiteral("board size '%1' has no pattern evaluation (8 or 6)")
                               .arg(text)
                               .toStdString()});
        }
        return size;
    });
}

QCommandLineOption boardOption() {
    return {QStringLiteral("board"), QStringLiteral("The board: 8 or 6 (default 8)."),
            QStringLiteral("SIZE")};
}

QCommandLineOption bothParitiesOption() {
    return {QStringLiteral("both-parities"),
            QStringLiteral("Label by the mean of searches of --depth and one ply more: an even "
                           "depth undervalues the side to move, an odd one overvalues it.")};
}

// The options of generate.
QList<QCommandLineOption> generateOptions() {
    return {
        {QStringLiteral("out"),
         QStringLiteral("The records file, appended to (needed). Its journal, FILE.journal, "
                        "lets a stopped run resume where it stopped."),
         QStringLiteral("FILE")},
        boardOption(),
        valueOption("games", QStringLiteral("Games in the file when done (default 1000).")),
        valueOption("threads",
                    QStringLiteral("Games played at once (default: one per processor).")),
        valueOption("seed", QStringLiteral("Seed of the random choices (default 1).")),
        valueOption("solve-empties",
                    QStringLiteral("Positions with this many empties or fewer are solved "
                                   "exactly (default 18).")),
        valueOption("depth", QStringLiteral("Depth of the search that labels the positions before "
                                            "that (default 6).")),
        valueOption("random-share",
                    QStringLiteral("Share of random moves after the opening (default 0.05).")),
        valueOption("opening-min", QStringLiteral("Fewest random opening moves (default 2).")),
        valueOption("opening-max", QStringLiteral("Most random opening moves (default 14).")),
        valueOption("book-share",
                    QStringLiteral("Share of games that open along the opening book instead: "
                                   "4 to 30 plies of its moves within 4 discs of the best, then "
                                   "one or two random moves (default 0).")),
        {QStringLiteral("hand-evaluation"),
         QStringLiteral("Search with the hand-weighted evaluation, for a board whose learned "
                        "weights are still to be made.")},
        bothParitiesOption(),
        {QStringLiteral("games-out"),
         QStringLiteral("Also append each game to this games file, one line of moves (random "
                        "ones in capitals) and Black's result, with a journal of its own: the "
                        "record that `positions` makes the positions again from."),
         QStringLiteral("FILE")},
        {QStringLiteral("outcome-labels"),
         QStringLiteral("Label each position by the final disc difference of its game, played on "
                        "by the searches, instead of by its own search; only positions after the "
                        "game's last random move are kept.")},
    };
}

Parsed<Action> prepareGenerate(const Command& self, const QStringList& arguments) {
    QCommandLineParser parser;
    parser.addOptions(generateOptions());
    if (auto settled = cli::parseCommandLine(parser, self, {}, arguments)) return *settled;
    if (!cli::operands(parser).isEmpty()) {
        return cli::refusal(QStringLiteral("generate takes options only"));
    }
    GenerateOptions options;
    options.threads = std::clamp(int(std::thread::hardware_concurrency()), 1, kMaxThreads);
    if (!parser.isSet(QStringLiteral("out"))) {
        return cli::refusal(QStringLiteral("generate needs --out FILE"));
    }
    options.out = parser.value(QStringLiteral("out")).toStdString();
    std::uint64_t seed = options.seed;
    for (auto problem : {
             readBoard(parser, options.boardSize),
             readOption(parser, "games", options.games, wholeIn(1, 100'000'000)),
             readOption(parser, "threads", options.threads, wholeIn(1, kMaxThreads)),
             readOption(parser, "seed", seed,
                        [](const QString&text, const QString&) { return cli::parseSeed(text); }),
             readOption(parser, "solve-empties", options.solveEmpties, wholeIn(0, 36)),
             readOption(parser, "depth", options.depth, wholeIn(1, 20)),
             readOption(parser, "random-share", options.randomShare, decimalIn(0, 1)),
             readOption(parser, "opening-min", options.openingMin, wholeIn(0, 60)),
             readOption(parser, "opening-max", options.openingMax, wholeIn(0, 60)),
             readOption(parser, "book-share", options.bookShare, decimalIn(0, 1)),
         }) {
        if (problem) return *problem;
    }
    options.seed = seed;
    options.handEvaluation = parser.isSet(QStringLiteral("hand-evaluation"));
    options.bothParities = parser.isSet(QStringLiteral("both-parities"));
    options.outcomeLabels = parser.isSet(QStringLiteral("outcome-labels"));
    options.gamesOut = parser.value(QStringLiteral("games-out")).toStdString();
    if (!options.gamesOut.empty() && options.gamesOut == options.out) {
        return cli::refusal(QStringLiteral("--games-out names the records file"));
    }
    if (options.openingMin > options.openingMax) {
        return cli::refusal(QStringLiteral("--opening-min is above --opening-max"));
    }
    return Action([options] { return runGenerate(options); });
}

Parsed<Action> preparePositions(const Command& self, const QStringList& arguments) {
    QCommandLineParser parser;
    parser.addOptions({
        {QStringLiteral("out"), QStringLiteral("The records file, replaced (needed)."),
         QStringLiteral("FILE")},
        boardOption(),
        {QStringLiteral("every-position"),
         QStringLiteral("Keep every position where the side to move has a move, not only those "
                        "after the game's last random move, for `label` to label again.")},
    });
    if (auto settled = cli::parseCommandLine(parser, self, {}, arguments)) return *settled;
    PositionsOptions options;
    for (const QString& input : cli::operands(parser)) {
        options.inputs.push_back(input.toStdString());
    }
    if (options.inputs.empty()) return cli::refusal(QStringLiteral("positions needs a games file"));
    if (!parser.isSet(QStringLiteral("out"))) {
        return cli::refusal(QStringLiteral("positions needs --out FILE"));
    }
    options.out = parser.value(QStringLiteral("out")).toStdString();
    if (auto problem = readBoard(parser, options.boardSize)) return *problem;
    options.everyPosition = parser.isSet(QStringLiteral("every-position"));
    return Action([options] { return runPositions(options); });
}

// Sets options.shapes from the value of --shapes (none: the standard ones); false for a value
// that names no shapes of the board.
bool readShapes(const QString& shapes, FitOptions& options) {
    if (shapes == QLatin1String("extended") && options.boardSize == 8) {
        options.shapes = patterns::Shapes::extended;
        return true;
    }
    if (shapes == QLatin1String("counts") && options.boardSize == 8) {
        options.shapes = patterns::Shapes::counts;
        return true;
    }
    return shapes.isEmpty() || shapes == QLatin1String("standard");
}

Parsed<Action> prepareFit(const Command& self, const QStringList& arguments) {
    QCommandLineParser parser;
    parser.addOptions({
        {QStringLiteral("in"),
         QStringLiteral("A records file written by generate; repeat it, or list more files "
                        "after it (needed)."),
         QStringLiteral("FILE")},
        {QStringLiteral("out"), QStringLiteral("The weights file to write (needed)."),
         QStringLiteral("WEIGHTS")},
        boardOption(),
        valueOption("lambda", QStringLiteral("Ridge regularisation (default 8).")),
        valueOption("iterations",
                    QStringLiteral("Conjugate-gradient iterations per phase (default 150).")),
        valueOption("window",
                    QStringLiteral("A phase also learns from positions this many phases away "
                                   "(default 1).")),
        valueOption("threads", QStringLiteral("Phases fitted at once (default 2).")),
        valueOption("phases", QStringLiteral("Fit no more than this many phases now, and leave "
                                             "the rest to a later call with the same options "
                                             "(default: all).")),
        valueOption("phase-width",
                    QStringLiteral("The empties each phase spans: 4 (the default), 2 or 1.")),
        {QStringLiteral("keep-patterns"),
         QStringLiteral("Keep the pattern and mobility weights of this weights file and fit "
                        "only each phase's bias and parity weight."),
         QStringLiteral("WEIGHTS")},
        {QStringLiteral("shapes"),
         QStringLiteral("The pattern shapes: standard (the default), or on 8x8 extended, with "
                        "the corner triangle and the corner with its block as well, or counts, "
                        "the standard ones with a weight for each count of discs and of moves."),
         QStringLiteral("SHAPES")},
    });
    if (auto settled = cli::parseCommandLine(
            parser, self, {{QStringLiteral("[FILE...]"), QStringLiteral("More records files.")}},
            arguments)) {
        return *settled;
    }
    FitOptions options;
    options.keepPatterns = parser.value(QStringLiteral("keep-patterns")).toStdString();
    for (const QString& file : parser.values(QStringLiteral("in")) + cli::operands(parser)) {
        options.inputs.push_back(file.toStdString());
    }
    if (options.inputs.empty() || !parser.isSet(QStringLiteral("out"))) {
        return cli::refusal(QStringLiteral("fit needs --in FILE... and --out WEIGHTS"));
    }
    options.out = parser.value(QStringLiteral("out")).toStdString();
    for (auto problem : {
             readBoard(parser, options.boardSize),
             readOption(parser, "lambda", options.lambda, decimalIn(0, 1e9)),
             readOption(parser, "iterations", options.iterations, wholeIn(1, 100'000)),
             readOption(parser, "window", options.window, wholeIn(0, 15)),
             readOption(parser, "threads", options.threads, wholeIn(1, kMaxThreads)),
             readOption(parser, "phase-width", options.phaseWidth, wholeIn(1, 4)),
             readOption(parser, "phases", options.phases, wholeIn(1, INT32_MAX)),
         }) {
        if (problem) return *problem;
    }
    if (options.phaseWidth == 3) {
        return cli::refusal(QStringLiteral("--phase-width is 4, 2 or 1"));
    }
    if (!readShapes(parser.value(QStringLiteral("shapes")), options)) {
        return cli::refusal(QStringLiteral("--shapes is standard, or extended or counts on 8x8"));
    }
    return Action([options] { return runFit(options); });
}

Parsed<Action> prepareProbCut(const Command& self, const QStringList& arguments) {
    QCommandLineParser parser;
    parser.addOptions({
        {QStringLiteral("out"), QStringLiteral("The table to write (needed)."),
         QStringLiteral("FILE")},
        boardOption(),
        valueOption("games", QStringLiteral("Self-play games to sample (default 400).")),
        valueOption("positions", QStringLiteral("Positions measured from each (default 5).")),
        valueOption("threads", QStringLiteral("Games measured at once (default 1).")),
        valueOption("seed", QStringLiteral("Seed of the random choices (default 1).")),
        valueOption("depth", QStringLiteral("The deepest search measured (default 10).")),
        valueOption("min-depth",
                    QStringLiteral("Fit only the midgame models of this many plies and deeper "
                                   "(default 3, every model): the lines to add to a table "
                                   "fitted shallower.")),
        valueOption("solve-empties",
                    QStringLiteral("Positions with this many empties or fewer are also "
                                   "solved (default 20).")),
    });
    if (auto settled = cli::parseCommandLine(parser, self, {}, arguments)) return *settled;
    if (!cli::operands(parser).isEmpty()) {
        return cli::refusal(QStringLiteral("probcut takes options only"));
    }
    if (!parser.isSet(QStringLiteral("out"))) {
        return cli::refusal(QStringLiteral("probcut needs --out FILE"));
    }
    ProbCutOptions options;
    options.out = parser.value(QStringLiteral("out")).toStdString();
    std::uint64_t seed = options.seed;
    for (auto problem : {
             readBoard(parser, options.boardSize),
             readOption(parser, "games", options.games, wholeIn(1, 1'000'000)),
             readOption(parser, "positions", options.positionsPerGame, wholeIn(1, 60)),
             readOption(parser, "threads", options.threads, wholeIn(1, kMaxThreads)),
             readOption(parser, "seed", seed,
                        [](const QString&text, const QString&) { return cli::parseSeed(text); }),
             readOption(parser, "depth", options.depth,
                        wholeIn(kProbCutMinDepth, kProbCutMaxDepth)),
             readOption(parser, "min-depth", options.minDepth,
                        wholeIn(kProbCutMinDepth, kProbCutMaxDepth)),
             readOption(parser, "solve-empties", options.solveEmpties, wholeIn(0, 30)),
         }) {
        if (problem) return *problem;
    }
    if (options.minDepth > options.depth) {
        return cli::refusal(QStringLiteral("--min-depth must not be deeper than --depth"));
    }
    options.seed = seed;
    return Action([options] { return runProbCut(options); });
}

Parsed<Action> prepareMeasure(const Command& self, const QStringList& arguments) {
    QCommandLineParser parser;
    parser.addOptions({
        {QStringLiteral("in"),
         QStringLiteral("A records file whose labels are exact up to --exact-empties; repeat "
                        "it, or list more files after it (needed)."),
         QStringLiteral("FILE")},
        {QStringLiteral("weights"),
         QStringLiteral("A weights file to measure beside the built-in weights; repeat it for "
                        "more."),
         QStringLiteral("WEIGHTS")},
        boardOption(),
        valueOption("exact-empties",
                    QStringLiteral("Measure the records with this many empties or fewer "
                                   "(default 24).")),
        valueOption("depth", QStringLiteral("Depth of the searches measured (default 4).")),
        valueOption("threads", QStringLiteral("Positions searched at once (default 2).")),
    });
    if (auto settled = cli::parseCommandLine(
            parser, self, {{QStringLiteral("[FILE...]"), QStringLiteral("More records files.")}},
            arguments)) {
        return *settled;
    }
    MeasureOptions options;
    for (const QString& file : parser.values(QStringLiteral("in")) + cli::operands(parser)) {
        options.inputs.push_back(file.toStdString());
    }
    for (const QString& file : parser.values(QStringLiteral("weights"))) {
        options.weights.push_back(file.toStdString());
    }
    if (options.inputs.empty()) return cli::refusal(QStringLiteral("measure needs --in FILE..."));
    for (auto problem : {
             readBoard(parser, options.boardSize),
             readOption(parser, "exact-empties", options.exactEmpties, wholeIn(0, 60)),
             readOption(parser, "depth", options.depth, wholeIn(1, 20)),
             readOption(parser, "threads", options.threads, wholeIn(1, kMaxThreads)),
         }) {
        if (problem) return *problem;
    }
    return Action([options] { return runMeasure(options); });
}

// The band of --empties, LOW-HIGH, into options; a refusal if it is not one of 0 to 64.
std::optional<ParseError> readBand(const QString& band, LabelOptions& options) {
    const QStringList ends = band.split(QLatin1Char('-'));
    const auto low = ends.size() == 2 ? cli::parseNumber(ends[0], QStringLiteral("empties"), 0, 64)
                                      : Parsed<int>(ParseError{});
    const auto high = ends.size() == 2 ? cli::parseNumber(ends[1], QStringLiteral("empties"), 0, 64)
                                       : Parsed<int>(ParseError{});
    if (!low || !high || *low > *high) {
        return cli::refusal(
            QStringLiteral("empties '%1' is not a band LOW-HIGH of 0 to 64").arg(band));
    }
    options.lowEmpties = *low;
    options.highEmpties = *high;
    return std::nullopt;
}

Parsed<Action> prepareLabel(const Command& self, const QStringList& arguments) {
    QCommandLineParser parser;
    parser.addOptions({
        {QStringLiteral("in"),
         QStringLiteral("A records file; repeat it, or list more files after it (needed)."),
         QStringLiteral("FILE")},
        {QStringLiteral("out"),
         QStringLiteral("The records file to write: every record of the input in order, those "
                        "of the band labelled again (needed; may be the input)."),
         QStringLiteral("FILE")},
        {QStringLiteral("empties"),
         QStringLiteral("The band of empties labelled again, as LOW-HIGH (needed)."),
         QStringLiteral("LOW-HIGH")},
        {QStringLiteral("weights"),
         QStringLiteral("The weights file the searches evaluate with (default: the built-in "
                        "weights)."),
         QStringLiteral("WEIGHTS")},
        boardOption(),
        valueOption("depth", QStringLiteral("Depth of each search; positions with this many "
                                            "empties or fewer are solved (default 8).")),
        valueOption("threads", QStringLiteral("Searches at once (default 2).")),
        valueOption("runs", QStringLiteral("Label no more than this many runs of 64 records "
                                           "now, and leave the rest to a later call with the "
                                           "same options (default: all).")),
        bothParitiesOption(),
        {QStringLiteral("blend"),
         QStringLiteral("Label by the mean of the search's label and the record's own (the "
                        "result of its game, say).")},
    });
    if (auto settled = cli::parseCommandLine(
            parser, self, {{QStringLiteral("[FILE...]"), QStringLiteral("More records files.")}},
            arguments)) {
        return *settled;
    }
    LabelOptions options;
    for (const QString& file : parser.values(QStringLiteral("in")) + cli::operands(parser)) {
        options.inputs.push_back(file.toStdString());
    }
    if (options.inputs.empty() || !parser.isSet(QStringLiteral("out")) ||
        !parser.isSet(QStringLiteral("empties"))) {
        return cli::refusal(
            QStringLiteral("label needs --in FILE..., --out FILE and --empties "
                           "LOW-HIGH"));
    }
    options.out = parser.value(QStringLiteral("out")).toStdString();
    options.weights = parser.value(QStringLiteral("weights")).toStdString();
    options.bothParities = parser.isSet(QStringLiteral("both-parities"));
    options.blend = parser.isSet(QStringLiteral("blend"));
    for (auto problem : {
             readBand(parser.value(QStringLiteral("empties")), options),
             readBoard(parser, options.boardSize),
             readOption(parser, "depth", options.depth, wholeIn(1, 30)),
             readOption(parser, "threads", options.threads, wholeIn(1, kMaxThreads)),
             readOption(parser, "runs", options.runs, wholeIn(1, INT32_MAX)),
         }) {
        if (problem) return *problem;
    }
    return Action([options] { return runLabel(options); });
}

QList<QCommandLineOption> bookOptionList() {
    return {
        {QStringLiteral("book"),
         QStringLiteral("The book file: read if it exists, extended, and rewritten after every "
                        "round, so that a stopped run resumes from it (needed)."),
         QStringLiteral("FILE")},
        {QStringLiteral("board"), QStringLiteral("The board: 8, 6 or 4 (default 8)."),
         QStringLiteral("SIZE")},
        valueOption("positions", QStringLiteral("Positions in the book when done (default "
                                                "10000).")),
        valueOption("depth", QStringLiteral("Depth of each position's search (default 16).")),
        valueOption("exact-empties",
                    QStringLiteral("Positions with this many empties or fewer are solved "
                                   "exactly (default 20).")),
        valueOption("threads",
                    QStringLiteral("Positions searched at once (default: one per processor).")),
        valueOption("width", QStringLiteral("Lines losing more discs than this against the "
                                            "book's best are not expanded (default 6).")),
        valueOption("loss-weight",
                    QStringLiteral("Plies a disc lost counts as when choosing what to expand "
                                   "next (default 1).")),
        {QStringLiteral("one-side"),
         QStringLiteral("Count only the losses of the side that lost less, so that the book "
                        "holds every reply to one side's best play: with --width 0 and exact "
                        "values, a table for perfect play.")},
        {QStringLiteral("report"),
         QStringLiteral("Print the book's size, depth, and the values of the start and of the "
                        "named openings, instead of building.")},
        {QStringLiteral("refresh"),
         QStringLiteral("Keep the book's positions and search again every one that holds its "
                        "own search's value, with --depth, --exact-empties and --weights, then "
                        "propagate: resumes where a stopped refresh stopped.")},
        valueOption("runs", QStringLiteral("With --refresh: stop after this many runs of 16 "
                                           "positions; the same command goes on.")),
        {QStringLiteral("weights"),
         QStringLiteral("The searches' weights file (default: the built-in weights)."),
         QStringLiteral("FILE")},
    };
}

Parsed<Action> prepareBook(const Command& self, const QStringList& arguments) {
    QCommandLineParser parser;
    parser.addOptions(bookOptionList());
    if (auto settled = cli::parseCommandLine(parser, self, {}, arguments)) return *settled;
    if (!cli::operands(parser).isEmpty()) {
        return cli::refusal(QStringLiteral("book takes options only"));
    }
    if (!parser.isSet(QStringLiteral("book"))) {
        return cli::refusal(QStringLiteral("book needs --book FILE"));
    }
    BookOptions options;
    options.book = parser.value(QStringLiteral("book")).toStdString();
    options.threads = std::clamp(int(std::thread::hardware_concurrency()), 1, kMaxThreads);
    for (auto problem : {
             readOption(parser, "board", options.boardSize,
                        [](const QString&text, const QString&) {
                            auto size = cli::parseNumber(text, QStringLiteral("board size"), 4, 8);
                            if (size && *size % 2 != 0) {
                                return decltype(size)(ParseError{
                                    "board size '" + text.toStdString() + "': 4, 6 or 8"});
                            }
                            return size;
                        }),
             readOption(parser, "positions", options.positions, wholeIn(1, 100'000'000)),
             readOption(parser, "depth", options.depth, wholeIn(1, 40)),
             readOption(parser, "exact-empties", options.exactEmpties, wholeIn(0, 60)),
             readOption(parser, "threads", options.threads, wholeIn(1, kMaxThreads)),
             readOption(parser, "width", options.width, decimalIn(0, 128)),
             readOption(parser, "loss-weight", options.lossWeight, decimalIn(0, 1000)),
             readOption(parser, "runs", options.runs, wholeIn(1, INT32_MAX)),
         }) {
        if (problem) return *problem;
    }
    options.report = parser.isSet(QStringLiteral("report"));
    options.oneSide = parser.isSet(QStringLiteral("one-side"));
    options.refresh = parser.isSet(QStringLiteral("refresh"));
    options.weights = parser.value(QStringLiteral("weights")).toStdString();
    if (options.refresh && (options.report || parser.isSet(QStringLiteral("positions")))) {
        return cli::refusal(
            QStringLiteral("--refresh keeps the book's positions: it goes with "
                           "neither --report nor --positions"));
    }
    if (!options.refresh && parser.isSet(QStringLiteral("runs"))) {
        return cli::refusal(QStringLiteral("--runs goes with --refresh"));
    }
    return Action([options] { return runBook(options); });
}

}  // namespace

const cli::Program& hasamiTrain() {
    static const Command table[] = {
        {"generate",
         "Play self-play games from random openings and append their positions to a records "
         "file, each labelled by a search of its own: exact near the end, of a fixed depth "
         "before.",
         prepareGenerate},
        {"positions",
         "Make the records of the games in games files again (generate --games-out), each "
         "position after a game's last random move labelled by the game's result.",
         preparePositions},
        {"fit",
         "Fit the pattern weights to records files by ridge regression, print the held-out "
         "errors, and write the weights file.",
         prepareFit},
        {"measure",
         "Measure the hand-weighted evaluation, the built-in weights and weights files against "
         "exactly labelled records: "
         "the mean error of the static evaluation and of a shallow search, per stage.",
         prepareMeasure},
        {"label",
         "Label the records of a band of empties again by searches with given weights, the "
         "others copied: run from the end backwards, with weights fitted to the bands below, to "
         "take out the lean that labels inherit from the evaluation at their leaves.",
         prepareLabel},
        {"book",
         "Build or extend an opening book by best-first expansion from the start: deep "
         "searches of the positions near the best lines, values propagated by negamax.",
         prepareBook},
        {"probcut",
         "Fit the Multi-ProbCut models: search positions of self-play games to every depth, "
         "solve those near the end, and write the table of engine/data/probcut.txt.",
         prepareProbCut},
    };
    static const cli::Program program{
        "hasami-train", "Learns the weights of the Hasami evaluations from self-play.", table};
    return program;
}

}  // namespace hasami::train
