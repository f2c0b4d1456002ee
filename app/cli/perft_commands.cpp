// SPDX-License-Identifier: GPL-3.0-or-later
// hasami-cli perft and tree: counting the game tree, to check and time the move generator.
#include <chrono>
#include <cstdio>

#include "app/cli/command.h"
#include "engine/board/perft.h"

namespace hasami::cli {

namespace {

int runPerft(int size, int depth) {
    const Position start = Position::initial(size);
    for (int d = 1; d <= depth; ++d) {
        const auto begin = std::chrono::steady_clock::now();
        const std::uint64_t leaves = perft(start, d);
        const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - begin;
        std::printf("%d %llu %.3f\n", d, static_cast<unsigned long long>(leaves), elapsed.count());
        std::fflush(stdout);
    }
    return 0;
}

}  // namespace

Parsed<Action> preparePerft(const Command& self, const QStringList& arguments) {
    QCommandLineParser parser;
    parser.addOption(boardSizeOption());
    if (auto settled = parseCommandLine(
            parser, self, {{QStringLiteral("DEPTH"), QStringLiteral("The deepest ply to count.")}},
            arguments)) {
        return *settled;
    }
    const QStringList values = operands(parser);
    if (values.size() != 1) {
        return refusal(QStringLiteral("perft takes one DEPTH (see hasami-cli perft --help)"));
    }
    const Parsed<int> size = parseBoardSize(parser);
    if (!size) return ParseError{size.error()};
    const Parsed<int> depth = parseNumber(values[0], QStringLiteral("depth"), 0, 64);
    if (!depth) return ParseError{depth.error()};
    return Action([size = *size, depth = *depth] { return runPerft(size, depth); });
}

Parsed<Action> prepareTree(const Command& self, const QStringList& arguments) {
    QCommandLineParser parser;
    QCommandLineOption size = boardSizeOption();
    size.setDefaultValue(QStringLiteral("4"));
    size.setDescription(QStringLiteral("Board size; only 4 can be counted in full (default 4)."));
    parser.addOption(size);
    if (auto settled = parseCommandLine(parser, self, {}, arguments)) return *settled;
    if (!operands(parser).isEmpty()) {
        return refusal(QStringLiteral("tree takes no arguments besides --size"));
    }
    const Parsed<int> boardSize = parseBoardSize(parser);
    if (!boardSize) return ParseError{boardSize.error()};
    if (*boardSize != 4) {
        return refusal(QStringLiteral("the complete game tree of the %1x%1 board is far too large "
                                      "to count; only --size 4 is possible")
                           .arg(*boardSize));
    }
    return Action([] {
        const GameTreeCount count = countGameTree(Position::initial(4));
        std::printf("nodes %llu\ngames %llu\n", static_cast<unsigned long long>(count.nodes),
                    static_cast<unsigned long long>(count.games));
        return 0;
    });
}

}  // namespace hasami::cli
