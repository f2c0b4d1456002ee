// hasami-cli: the engine from the command line (move generator checks, benchmarks, analysis).
#include <QCoreApplication>

#include "command.h"

int main(int argc, char* argv[]) {
    using namespace hasami::cli;
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("hasami-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HASAMI_VERSION));

    const hasami::Parsed<Action> action = prepareInvocation(QCoreApplication::arguments());
    if (!action) return fail(QString::fromStdString(action.error()));
    return (*action)();
}
