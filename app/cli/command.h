// The commands of hasami-cli, and what they share: reading numbers and board sizes from
// arguments, and reporting errors the same way.
#pragma once

#include <optional>
#include <span>

#include <QCommandLineParser>
#include <QStringList>

namespace hasami::cli {

struct Command {
    const char* name;
    const char* summary;
    // `arguments` is the whole command line: the program, the command's name, its arguments.
    int (*run)(const Command& self, const QStringList& arguments);
};

std::span<const Command> commands();

// Exit codes: 0 success, 1 a bad argument or input, 2 a failure while running.
constexpr int kBadInput = 1;

// Prints "hasami-cli: MESSAGE" on stderr and returns kBadInput.
int fail(const QString& message);

// One of a command's own positional arguments, as its help lists it.
struct Operand {
    QString name;  // as the usage line shows it, e.g. DEPTH or [FILE]
    QString description;
};

// Sets up `parser` for `command` with its help text and operands, then parses `arguments`:
// prints help and exits on --help, prints the error and exits on an unknown option or a
// negative number (which the parser would take for an option).
void parseCommandLine(QCommandLineParser& parser, const Command& command,
                      const QList<Operand>& operands, const QStringList& arguments);

// The command's own positional arguments (its name left out).
QStringList operands(const QCommandLineParser& parser);

// A whole number in [low, high] named `what` in messages; nullopt, and the error printed, if
// `text` is not one.
std::optional<int> parseNumber(const QString& text, const QString& what, int low, int high);

// The --size option shared by the commands that take a board: 4, 6 or 8.
QCommandLineOption boardSizeOption();
std::optional<int> parseBoardSize(const QCommandLineParser& parser);

}  // namespace hasami::cli
