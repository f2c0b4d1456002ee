#include "command.h"

#include <cstdio>

#include <QCoreApplication>
#include <QRegularExpression>

#include "bitboard.h"

namespace hasami::cli {

int fail(const QString& message) {
    std::fprintf(stderr, "hasami-cli: %s\n", qPrintable(message));
    return kBadInput;
}

namespace {

// Boards in the one-line position form start with '-' as often as not, and the parser would
// take them for options: such arguments are marked before parsing and unmarked by operands().
const QChar kBoardMark(0xE000);  // a private-use character no user types

bool looksLikeBoard(const QString& argument) {
    static const QRegularExpression board(QStringLiteral("^-[-.XxOo]{15,}"));
    return board.match(argument).hasMatch();
}

}  // namespace

void parseCommandLine(QCommandLineParser& parser, const Command& command,
                      const QList<Operand>& operands, const QStringList& arguments) {
    parser.setApplicationDescription(QString::fromUtf8(command.summary));
    parser.addHelpOption();
    const QString name = QString::fromUtf8(command.name);
    parser.addPositionalArgument(name, QStringLiteral("The command."), name);
    for (const Operand& operand : operands) {
        parser.addPositionalArgument(operand.name, operand.description);
    }
    static const QRegularExpression negativeNumber(QStringLiteral("^-[0-9]"));
    for (const QString& argument : arguments.mid(2)) {
        if (negativeNumber.match(argument).hasMatch()) {
            std::exit(fail(QStringLiteral("%1: '%2' is negative; numbers must be 0 or more")
                               .arg(QString::fromUtf8(command.name), argument)));
        }
    }
    QStringList marked = arguments;
    for (QString& argument : marked) {
        if (looksLikeBoard(argument)) argument.prepend(kBoardMark);
    }
    parser.process(marked);
}

QStringList operands(const QCommandLineParser& parser) {
    QStringList values = parser.positionalArguments().mid(1);
    for (QString& value : values) {
        if (value.startsWith(kBoardMark)) value.remove(0, 1);
    }
    return values;
}

std::optional<int> parseNumber(const QString& text, const QString& what, int low, int high) {
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value < low || value > high) {
        fail(QStringLiteral("%1 '%2' is not a whole number from %3 to %4")
                 .arg(what, text)
                 .arg(low)
                 .arg(high));
        return std::nullopt;
    }
    return value;
}

QCommandLineOption boardSizeOption() {
    return QCommandLineOption(QStringLiteral("size"),
                              QStringLiteral("Board size: 4, 6 or 8 (default 8)."),
                              QStringLiteral("N"), QStringLiteral("8"));
}

std::optional<int> parseBoardSize(const QCommandLineParser& parser) {
    const QString text = parser.value(QStringLiteral("size"));
    bool ok = false;
    const int size = text.toInt(&ok);
    if (!ok || !isSupportedSize(size)) {
        fail(QStringLiteral("board size '%1' is not supported: use 4, 6 or 8").arg(text));
        return std::nullopt;
    }
    return size;
}

}  // namespace hasami::cli
