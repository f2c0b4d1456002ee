// SPDX-License-Identifier: GPL-3.0-or-later
// hasami-cli: the engine from the command line (move generator checks, benchmarks, analysis).
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>

#include <QCoreApplication>

#include "app/cli/command.h"
#include "engine/book/book.h"
#include "engine/data/builtin_data.h"
#include "engine/util/numbers.h"

int main(int argc, char* argv[]) {
    using namespace hasami::cli;
    // A reader that goes (`| head`, a pipe closed) makes a write fail, said, not end the program.
    std::signal(SIGPIPE, SIG_IGN);
    QCoreApplication app(argc, argv);
    hasami::useTheCLocaleForNumbers();
    QCoreApplication::setApplicationName(QStringLiteral("hasami-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HASAMI_VERSION));

    // A damaged data file built into the engine: refuse to work with it, naming it.
    if (const std::vector<std::string> problems =
            hasami::builtInDataProblems(*hasami::BuiltInBooks::read());
        !problems.empty()) {
        return fail(QString::fromStdString(problems.front()));
    }
    const hasami::Parsed<Action> action = prepareInvocation(QCoreApplication::arguments());
    if (!action) return fail(QString::fromStdString(action.error()));
    const int code = (*action)();
    // What could not be written (a full disk, a closed standard output) is an error, not a
    // cut output with success.
    if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
        const int error = errno;
        return fail(QStringLiteral("cannot write the standard output: %1")
                        .arg(QString::fromLocal8Bit(std::strerror(error != 0 ? error : EIO))));
    }
    return code;
}
