// hasami-cli: the engine from the command line (move generator checks, benchmarks, analysis).
#include <cstdio>

#include <QCoreApplication>

#include "command.h"

namespace hasami::cli {

int runPerft(const Command& self, const QStringList& arguments);
int runTree(const Command& self, const QStringList& arguments);
int runSolve(const Command& self, const QStringList& arguments);
int runMove(const Command& self, const QStringList& arguments);
int runArena(const Command& self, const QStringList& arguments);
int runBench(const Command& self, const QStringList& arguments);

std::span<const Command> commands() {
    static const Command table[] = {
        {"perft",
         "Count the leaves of the game tree at each depth up to DEPTH, printing "
         "'<depth> <leaves> <seconds>' per line (a forced pass is a ply).",
         runPerft},
        {"tree",
         "Count the complete game tree of the 4x4 board, printing 'nodes <count>' and "
         "'games <count>'.",
         runTree},
        {"solve",
         "Solve positions exactly, printing '<index> <move> <score> <nodes> <seconds>' "
         "per position, then 'total <nodes> <seconds>'.",
         runSolve},
        {"move", "Choose a move for a position, printing '<move> <score>'.", runMove},
        {"arena",
         "Play a round robin between players, printing a table, then "
         "'<spec> <points> <games>' per player.",
         runArena},
        {"bench", "Time a fixed suite (perft, a midgame search, an endgame solve).", runBench},
    };
    return table;
}

namespace {

void printUsage(std::FILE* stream) {
    std::fprintf(stream,
                 "Usage: hasami-cli COMMAND [options] [arguments]\n"
                 "The Hasami Reversi engine from the command line.\n\nCommands:\n");
    for (const Command& command : commands()) {
        std::fprintf(stream, "  %-8s %s\n", command.name, command.summary);
    }
    std::fprintf(stream,
                 "\nRun 'hasami-cli COMMAND --help' for a command's options.\n"
                 "Options: -h, --help  this text;  -v, --version  the version.\n");
}

const Command* findCommand(const QString& name) {
    for (const Command& command : commands()) {
        if (name == QLatin1String(command.name)) return &command;
    }
    return nullptr;
}

}  // namespace

}  // namespace hasami::cli

int main(int argc, char* argv[]) {
    using namespace hasami::cli;
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("hasami-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HASAMI_VERSION));

    QStringList arguments = QCoreApplication::arguments();
    const QString name = arguments.value(1);
    if (name.isEmpty()) {
        printUsage(stderr);
        return kBadInput;
    }
    if (name == QLatin1String("-h") || name == QLatin1String("--help") ||
        (name == QLatin1String("help") && arguments.size() == 2)) {
        printUsage(stdout);
        return 0;
    }
    if (name == QLatin1String("-v") || name == QLatin1String("--version")) {
        std::printf("hasami-cli %s\n", HASAMI_VERSION);
        return 0;
    }
    if (name == QLatin1String("help")) {  // `help COMMAND` is `COMMAND --help`
        arguments = QStringList{arguments[0], arguments[2], QStringLiteral("--help")};
    }
    const Command* command = findCommand(arguments[1]);
    if (!command) {
        return fail(QStringLiteral("unknown command '%1'; run 'hasami-cli --help' for the list")
                        .arg(arguments[1]));
    }
    return command->run(*command, arguments);
}
