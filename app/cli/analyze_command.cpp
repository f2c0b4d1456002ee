// SPDX-License-Identifier: GPL-3.0-or-later
// hasami-cli analyze: the value of every legal move of positions, one line a move, best first;
// with --book, the opening book's values where it has the position.
#include <cstdio>

#include "app/cli/command.h"
#include "app/cli/position_list.h"
#include "engine/book/book.h"
#include "engine/formats/notation.h"
#include "engine/search/search.h"

namespace hasami::cli {

namespace {

constexpr int kDefaultDepth = 10;  // as the game's default settings
constexpr int kMaxMilliseconds = 24 * 3600 * 1000;

// The moves valued, best first: with --best, the moves only bounded are left out.
void printAnalysis(const Analysis& analysis) {
    for (const MoveValue& value : analysis.moves) {
        if (value.upperBound) continue;
        std::printf("%s %d %d %s\n", squareName(value.move).c_str(), value.score, value.depth,
                    value.book    ? "book"
                    : value.exact ? "exact"
                                  : "estimate");
    }
    std::printf("\n");
    std::fflush(stdout);
}

int runAnalyze(const PositionSource& source, const SearchLimits& limits,
               const SearchOptions& options, bool book) {
    const std::optional<std::vector<Position>> positions = positionsOf(source);
    if (!positions) return kBadInput;
    Searcher searcher(options);
    const Books books = book ? Books(BuiltInBooks::read()) : Books();
    for (const Position& position : *positions) {
        if (const OpeningBook* opening = books.bookFor(position)) {
            if (const std::optional<Analysis> fromBook = bookAnalysis(*opening, position)) {
                printAnalysis(*fromBook);
                continue;
            }
        }
        searcher.clearHash();  // each position alone: the output depends on it only
        printAnalysis(searcher.analyze(position, limits));
    }
    return 0;
}

// The limits the options ask for: at most one of --depth, --time and --exact.
Parsed<SearchLimits> limitsOf(const QCommandLineParser& parser) {
    const bool depth = parser.isSet(QStringLiteral("depth"));
    const bool time = parser.isSet(QStringLiteral("time"));
    const bool exact = parser.isSet(QStringLiteral("exact"));
    if (int(depth) + int(time) + int(exact) > 1) {
        return refusal(QStringLiteral("analyze takes one of --depth, --time and --exact"));
    }
    SearchLimits limits;
    limits.exact = exact;
    if (time) {
        const Parsed<int> milliseconds = parseNumber(parser.value(QStringLiteral("time")),
                                                     QStringLiteral("time"), 1, kMaxMilliseconds);
        if (!milliseconds) return ParseError{milliseconds.error()};
        limits.time = std::chrono::milliseconds(*milliseconds);
    } else if (!exact) {
        const Parsed<int> plies = depth ? parseNumber(parser.value(QStringLiteral("depth")),
                                                      QStringLiteral("depth"), 1, kGridSquares - 4)
                                        : Parsed<int>(kDefaultDepth);
        if (!plies) return ParseError{plies.error()};
        limits.depth = *plies;
    }
    if (parser.isSet(QStringLiteral("best"))) {
        const Parsed<int> best = parseNumber(parser.value(QStringLiteral("best")),
                                             QStringLiteral("best"), 1, kGridSquares);
        if (!best) return ParseError{best.error()};
        limits.bestMoves = *best;
    }
    return limits;
}

}  // namespace

Parsed<Action> prepareAnalyze(const Command& self, const QStringList& arguments) {
    QCommandLineParser parser;
    parser.addOptions({
        {QStringLiteral("depth"),
         QStringLiteral("Search every move this many plies deep (default %1; positions with 20 "
                        "empties or fewer are solved exactly)")
             .arg(kDefaultDepth),
         QStringLiteral("D")},
        {QStringLiteral("time"), QStringLiteral("Search each position for MS milliseconds."),
         QStringLiteral("MS")},
        {QStringLiteral("exact"), QStringLiteral("Solve every move to the end of the game.")},
        {QStringLiteral("best"),
         QStringLiteral("Value and print only the N best moves, which is faster (default: every "
                        "move)."),
         QStringLiteral("N")},
        {QStringLiteral("book"),
         QStringLiteral("Print the opening book's values of a position it has (the depth of its "
                        "searches, and 'book'); analyse the others as without it.")},
        searchThreadsOption(),
        hashOption(),
        weightsOption(),
    });
    if (auto settled = parseCommandLine(
            parser, self,
            {{QStringLiteral("POSITION|FILE|-"),
              QStringLiteral("A position ('BOARD SIDE', one argument or two), or a file of "
                             "positions one per line, or - for standard input.")}},
            arguments)) {
        return *settled;
    }
    const QStringList values = operands(parser);
    if (values.isEmpty() || values.size() > 2) {
        return refusal(QStringLiteral("analyze takes one POSITION, FILE or -"));
    }
    const Parsed<SearchLimits> limits = limitsOf(parser);
    if (!limits) return ParseError{limits.error()};
    const Parsed<PositionSource> source = sourceOf(values);
    if (!source) return ParseError{source.error()};
    const Parsed<int> threads = searchThreadsOf(parser);
    if (!threads) return ParseError{threads.error()};
    const Parsed<int> megabytes = hashMegabytesOf(parser);
    if (!megabytes) return ParseError{megabytes.error()};
    const Parsed<std::shared_ptr<const PatternWeights>> weights = weightsOf(parser);
    if (!weights) return ParseError{weights.error()};
    SearchOptions options;
    options.threads = *threads;
    options.hashMegabytes = std::size_t(*megabytes);
    options.weights = *weights;
    return Action(
        [source = *source, limits = *limits, options, book = parser.isSet(QStringLiteral("book"))] {
            return runAnalyze(source, limits, options, book);
        });
}

}  // namespace hasami::cli
