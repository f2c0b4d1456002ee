// SPDX-License-Identifier: GPL-3.0-or-later
// What Hasami's command-line programs (hasami-cli, hasami-train) share: a program of commands,
// a command line read into the work it asks for without doing any, numbers, seeds, board sizes
// and weights from arguments, and errors reported the same way.
#pragma once

#include <functional>
#include <memory>
#include <span>
#include <string>

#include <QCommandLineParser>
#include <QStringList>

#include "engine/eval/pattern_weights.h"
#include "engine/util/parsed.h"

namespace hasami::cli {

// A command line read and checked: the work it asks for, ready to run; returns the exit code.
using Action = std::function<int()>;

struct Command {
    const char* name;
    const char* summary;
    // Reads the command's arguments and checks them, doing none of its work: no output, no
    // file read. `arguments` is the whole command line: the program, the command's name, its
    // arguments.
    Parsed<Action> (*prepare)(const Command& self, const QStringList& arguments);
};

// A program made of commands: hasami-cli, hasami-train.
struct Program {
    const char* name;
    const char* summary;  // one line: what the program is for
    std::span<const Command> commands;
};

// Reads a whole command line (the program first) into what it asks for: a command's work, the
// usage, help or version text, or what is wrong with it. Prints nothing and runs nothing.
Parsed<Action> prepareInvocation(const Program& program, const QStringList& arguments);

// Exit codes: 0 success, 1 a bad argument or input, 2 a failure while running.
constexpr int kBadInput = 1;
constexpr int kFailure = 2;

// Prints "PROGRAM: MESSAGE" on stderr (PROGRAM: the application's name) and returns kBadInput.
int fail(const QString& message);

// A refusal, for a command's prepare().
ParseError refusal(const QString& message);

// One of a command's own positional arguments, as its help lists it.
struct Operand {
    QString name;  // as the usage line shows it, e.g. DEPTH or [FILE]
    QString description;
};

// Sets up `parser` for `command` with its help text and operands, then parses `arguments`.
// Returns the command's whole answer when parsing settles it: the help text for --help, or the
// error for an unknown option or a negative number (which the parser would take for an
// option); nullopt when the command goes on to read its options and operands.
std::optional<Parsed<Action>> parseCommandLine(QCommandLineParser& parser, const Command& command,
                                               const QList<Operand>& operands,
                                               const QStringList& arguments);

// Whether `text` starts like the board of a one-line position (16 or more of - . X O).
bool looksLikeBoard(const QString& text);

// The command's own positional arguments (its name left out).
QStringList operands(const QCommandLineParser& parser);

// A whole number in [low, high] named `what` in the message if `text` is not one.
Parsed<int> parseNumber(const QString& text, const QString& what, int low, int high);
// A decimal number in [low, high], likewise.
Parsed<double> parseDecimal(const QString& text, const QString& what, double low, double high);

// A seed of random choices: any whole number from 0 to 2^64 - 1.
Parsed<quint64> parseSeed(const QString& text);

// --threads N: the threads that search each position together.
QCommandLineOption searchThreadsOption();
// Its value, from 1 to kMaxThreads.
Parsed<int> searchThreadsOf(const QCommandLineParser& parser);

// --hash MB: the megabytes of the transposition table (64 unless given).
QCommandLineOption hashOption();
// Its value, from 1 MB to the largest table this machine allows (half its memory).
Parsed<int> hashMegabytesOf(const QCommandLineParser& parser);

// --weights FILE: pattern weights (made by hasami-train fit) to evaluate with instead of the
// built-in ones.
QCommandLineOption weightsOption();
// The weights of its file, read once; nullptr when the option is not given.
Parsed<std::shared_ptr<const PatternWeights>> weightsOf(const QCommandLineParser& parser);

// The --size option shared by the commands that take a board: 4, 6 or 8.
QCommandLineOption boardSizeOption();
Parsed<int> parseBoardSize(const QCommandLineParser& parser);

}  // namespace hasami::cli
