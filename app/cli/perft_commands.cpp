// hasami-cli perft and tree: counting the game tree, to check and time the move generator.
#include <chrono>
#include <cstdio>

#include "command.h"
#include "perft.h"

namespace hasami::cli {

int runPerft(const Command& self, const QStringList& arguments) {
    QCommandLineParser parser;
    parser.addOption(boardSizeOption());
    parseCommandLine(parser, self,
                     {{QStringLiteral("DEPTH"), QStringLiteral("The deepest ply to count.")}},
                     arguments);
    const QStringList values = operands(parser);
    if (values.size() != 1) {
        return fail(QStringLiteral("perft takes one DEPTH (see hasami-cli perft --help)"));
    }
    const std::optional<int> size = parseBoardSize(parser);
    const std::optional<int> depth = parseNumber(values[0], QStringLiteral("depth"), 0, 64);
    if (!size || !depth) return kBadInput;

    const Position start = Position::initial(*size);
    for (int d = 1; d <= *depth; ++d) {
        const auto begin = std::chrono::steady_clock::now();
        const std::uint64_t leaves = perft(start, d);
        const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - begin;
        std::printf("%d %llu %.3f\n", d, static_cast<unsigned long long>(leaves), elapsed.count());
        std::fflush(stdout);
    }
    return 0;
}

int runTree(const Command& self, const QStringList& arguments) {
    QCommandLineParser parser;
    QCommandLineOption size = boardSizeOption();
    size.setDefaultValue(QStringLiteral("4"));
    size.setDescription(QStringLiteral("Board size; only 4 can be counted in full (default 4)."));
    parser.addOption(size);
    parseCommandLine(parser, self, {}, arguments);
    if (!operands(parser).isEmpty()) {
        return fail(QStringLiteral("tree takes no arguments besides --size"));
    }
    const std::optional<int> boardSize = parseBoardSize(parser);
    if (!boardSize) return kBadInput;
    if (*boardSize != 4) {
        return fail(QStringLiteral("the complete game tree of the %1x%1 board is far too large to "
                                   "count; only --size 4 is possible")
                        .arg(*boardSize));
    }
    const GameTreeCount count = countGameTree(Position::initial(*boardSize));
    std::printf("nodes %llu\ngames %llu\n", static_cast<unsigned long long>(count.nodes),
                static_cast<unsigned long long>(count.games));
    return 0;
}

}  // namespace hasami::cli
