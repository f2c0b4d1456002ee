// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/command_line/command_line.h"

#include <cstdio>

#include <QCoreApplication>
#include <QRegularExpression>

#include "engine/board/bitboard.h"
#include "engine/search/types.h"
#include "engine/util/machine.h"
#include "engine/util/numbers.h"

namespace hasami::cli {

int fail(const QString& message) {
    std::fprintf(stderr, "%s: %s\n", qPrintable(QCoreApplication::applicationName()),
                 qPrintable(message));
    return kBadInput;
}

ParseError refusal(const QString& message) {
    return ParseError{message.toStdString()};
}

namespace {

int printUsage(const Program& program, std::FILE* stream) {
    std::fprintf(stream, "Usage: %s COMMAND [options] [arguments]\n%s\n\nCommands:\n", program.name,
                 program.summary);
    for (const Command& command : program.commands) {
        std::fprintf(stream, "  %-8s %s\n", command.name, command.summary);
    }
    std::fprintf(stream,
                 "\nRun '%s COMMAND --help' for a command's options.\n"
                 "Options: -h, --help  this text;  -v, --version  the version.\n",
                 program.name);
    return 0;
}

const Command* findCommand(const Program& program, const QString& name) {
    for (const Command& command : program.commands) {
        if (name == QLatin1String(command.name)) return &command;
    }
    return nullptr;
}

// Boards in the one-line position form start with '-' as often as not, and the parser would
// take them for options: such arguments are marked before parsing and unmarked by operands().
const QChar kBoardMark(0xE000);  // a private-use character no user types

}  // namespace

bool looksLikeBoard(const QString& text) {
    static const QRegularExpression board(QStringLiteral("^[-.XxOo]{16,}"));
    return board.match(text).hasMatch();
}

Parsed<Action> prepareInvocation(const Program& program, const QStringList& arguments) {
    const QString name = arguments.value(1);
    if (name.isEmpty()) {
        return Action([&program] { return printUsage(program, stderr) + kBadInput; });
    }
    if (name == QLatin1String("-h") || name == QLatin1String("--help") ||
        (name == QLatin1String("help") && arguments.size() == 2)) {
        return Action([&program] { return printUsage(program, stdout); });
    }
    if (name == QLatin1String("-v") || name == QLatin1String("--version")) {
        return Action([&program] {
            std::printf("%s %s\n", program.name, HASAMI_VERSION);
            return 0;
        });
    }
    QStringList commandLine = arguments;
    if (name == QLatin1String("help")) {  // `help COMMAND` is `COMMAND --help`
        commandLine = QStringList{arguments[0], arguments[2], QStringLiteral("--help")};
    }
    const Command* command = findCommand(program, commandLine[1]);
    if (!command) {
        return refusal(QStringLiteral("unknown command '%1'; run '%2 --help' for the list")
                           .arg(commandLine[1], QLatin1String(program.name)));
    }
    return command->prepare(*command, commandLine);
}

std::optional<Parsed<Action>> parseCommandLine(QCommandLineParser& parser, const Command& command,
                                               const QList<Operand>& operands,
                                               const QStringList& arguments) {
    parser.setApplicationDescription(QString::fromUtf8(command.summary));
    const QCommandLineOption help = parser.addHelpOption();
    const QString name = QString::fromUtf8(command.name);
    parser.addPositionalArgument(name, QStringLiteral("The command."), name);
    for (const Operand& operand : operands) {
        parser.addPositionalArgument(operand.name, operand.description);
    }
    static const QRegularExpression negativeNumber(QStringLiteral("^-[0-9]"));
    for (const QString& argument : arguments.mid(2)) {
        if (negativeNumber.match(argument).hasMatch()) {
            return refusal(QStringLiteral("%1: '%2' is negative; numbers must be 0 or more")
                               .arg(name, argument));
        }
    }
    QStringList marked = arguments;
    for (QString& argument : marked) {
        if (argument.startsWith(QLatin1Char('-')) && looksLikeBoard(argument)) {
            argument.prepend(kBoardMark);
        }
    }
    if (!parser.parse(marked)) return refusal(parser.errorText());
    // --help-all would add Qt's own options, which a command-line tool does not take.
    if (parser.isSet(help) || parser.isSet(QStringLiteral("help-all"))) {
        return Action([text = parser.helpText()] {
            std::fputs(qPrintable(text), stdout);
            return 0;
        });
    }
    return std::nullopt;
}

QStringList operands(const QCommandLineParser& parser) {
    QStringList values = parser.positionalArguments().mid(1);
    for (QString& value : values) {
        if (value.startsWith(kBoardMark)) value.remove(0, 1);
    }
    return values;
}

Parsed<int> parseNumber(const QString& text, const QString& what, int low, int high) {
    const Parsed<std::int64_t> value =
        parseRangedInteger(text.toStdString(), what.toStdString(), low, high);
    if (!value) return ParseError{value.error()};
    return int(*value);
}

Parsed<double> parseDecimal(const QString& text, const QString& what, double low, double high) {
    const std::optional<double> value = hasami::parseDecimal(text.toStdString());
    if (!value || !(*value >= low && *value <= high)) {
        return refusal(QStringLiteral("%1 '%2' is not a number from %3 to %4")
                           .arg(what, text)
                           .arg(low)
                           .arg(high));
    }
    return *value;
}

Parsed<quint64> parseSeed(const QString& text) {
    const std::optional<std::uint64_t> seed = parseUnsigned(text.toStdString());
    if (!seed) return refusal(QStringLiteral("seed '%1' is not a whole number").arg(text));
    return quint64(*seed);
}

QCommandLineOption searchThreadsOption() {
    return QCommandLineOption(
        QStringLiteral("threads"),
        QStringLiteral("Threads searching each position together (default 1)."),
        QStringLiteral("N"), QStringLiteral("1"));
}

Parsed<int> searchThreadsOf(const QCommandLineParser& parser) {
    return parseNumber(parser.value(QStringLiteral("threads")), QStringLiteral("threads"), 1,
                       kMaxThreads);
}

QCommandLineOption hashOption() {
    return QCommandLineOption(QStringLiteral("hash"),
                              QStringLiteral("Megabytes of the transposition table (default 64)."),
                              QStringLiteral("MB"), QStringLiteral("64"));
}

Parsed<int> hashMegabytesOf(const QCommandLineParser& parser) {
    Parsed<int> megabytes =
        parseNumber(parser.value(QStringLiteral("hash")), QStringLiteral("hash"), 1, 1 << 24);
    if (!megabytes) return megabytes;
    // A table larger than the machine allows would fail only once the work has started.
    if (*megabytes > int(largestTableMegabytes())) {
        return refusal(QStringLiteral("--hash %1: this machine allows a table of at most %2 MB "
                                      "(half its memory)")
                           .arg(*megabytes)
                           .arg(largestTableMegabytes()));
    }
    return megabytes;
}

QCommandLineOption weightsOption() {
    return QCommandLineOption(QStringLiteral("weights"),
                              QStringLiteral("Evaluate positions of its board with the pattern "
                                             "weights of FILE (made by hasami-train fit) "
                                             "instead of the built-in ones."),
                              QStringLiteral("FILE"));
}

Parsed<std::shared_ptr<const PatternWeights>> weightsOf(const QCommandLineParser& parser) {
    if (!parser.isSet(QStringLiteral("weights"))) {
        return std::shared_ptr<const PatternWeights>();
    }
    return patternWeightsFile(parser.value(QStringLiteral("weights")).toStdString());
}

QCommandLineOption boardSizeOption() {
    return QCommandLineOption(QStringLiteral("size"),
                              QStringLiteral("Board size: 4, 6 or 8 (default 8)."),
                              QStringLiteral("N"), QStringLiteral("8"));
}

Parsed<int> parseBoardSize(const QCommandLineParser& parser) {
    const QString text = parser.value(QStringLiteral("size"));
    const std::optional<std::int64_t> size = parseInteger(text.toStdString(), 4, 8);
    if (!size || !isSupportedSize(int(*size))) {
        return refusal(QStringLiteral("board size '%1' is not supported: use 4, 6 or 8").arg(text));
    }
    return int(*size);
}

}  // namespace hasami::cli
