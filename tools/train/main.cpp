// SPDX-License-Identifier: GPL-3.0-or-later
// hasami-train: learns the weights of the 8x8 pattern evaluation (engine/eval/patterns.h).
#include <QCoreApplication>

#include "engine/util/numbers.h"
#include "tools/train/train_commands.h"

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    hasami::useTheCLocaleForNumbers();
    QCoreApplication::setApplicationName(QStringLiteral("hasami-train"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HASAMI_VERSION));
    const hasami::Parsed<hasami::cli::Action> action =
        hasami::cli::prepareInvocation(hasami::train::hasamiTrain(), QCoreApplication::arguments());
    if (!action) return hasami::cli::fail(QString::fromStdString(action.error()));
    return (*action)();
}
