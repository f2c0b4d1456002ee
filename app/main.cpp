// SPDX-License-Identifier: GPL-3.0-or-later
// hasami: the desktop game.
#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QTranslator>

#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "engine/data/builtin_data.h"
#include "engine/util/numbers.h"
#include "session/session.h"
#include "ui/window/game_files.h"
#include "ui/window/main_window.h"

namespace {

// Installs the translation of Hasami and of Qt's own dialogs for the language the settings
// choose, else for the system's.
void installTranslations(QApplication& app) {
    QSettings store;
    const QString chosen = hasami::Settings::load(store).language;
    const QLocale locale = chosen.isEmpty() ? QLocale::system() : QLocale(chosen);
    auto* hasamiTranslation = new QTranslator(&app);
    if (hasamiTranslation->load(locale, QStringLiteral("hasami"), QStringLiteral("_"),
                                QStringLiteral(":/i18n"))) {
        QApplication::installTranslator(hasamiTranslation);
    }
    auto* qtTranslation = new QTranslator(&app);
    if (qtTranslation->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                            QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QApplication::installTranslator(qtTranslation);
    }
}

void describeCommandLine(QCommandLineParser& parser) {
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Reversi (Othello) for the desktop."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QCoreApplication::translate("main", "A game or position to open."),
                                 QStringLiteral("[file]"));
}

void nameApplication() {
    QCoreApplication::setApplicationName(QStringLiteral("Hasami"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HASAMI_VERSION));
    QCoreApplication::setOrganizationName(QStringLiteral("Hasami"));
}

// Whether the command line asks for the help or the version only, which need no display.
bool asksForTextOnly(int argc, char* argv[]) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view argument = argv[i];
        if (argument == "-h" || argument == "--help" || argument == "--help-all" ||
            argument == "-v" || argument == "--version") {
            return true;
        }
    }
    return false;
}

}  // namespace

int main(int argc, char* argv[]) {
    if (asksForTextOnly(argc, argv)) {
        QCoreApplication app(argc, argv);
        hasami::useTheCLocaleForNumbers();
        nameApplication();
        QCommandLineParser parser;
        describeCommandLine(parser);
        parser.process(app);  // prints the text and exits
        return EXIT_SUCCESS;
    }
    QApplication app(argc, argv);
    hasami::useTheCLocaleForNumbers();
    nameApplication();
    QApplication::setDesktopFileName(QStringLiteral("org.hasami.Hasami"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/org.hasami.Hasami.svg")));
    installTranslations(app);

    QCommandLineParser parser;
    describeCommandLine(parser);
    parser.process(app);

    // A damaged data file would make the computer play badly without saying why: refuse to
    // start, naming it.
    if (const std::vector<std::string> problems = hasami::builtInDataProblems();
        !problems.empty()) {
        QString message;
        for (const std::string& problem : problems) {
            std::fprintf(stderr, "hasami: %s\n", problem.c_str());
            message += QString::fromStdString(problem) + QLatin1Char('\n');
        }
        QMessageBox::critical(nullptr, QApplication::translate("main", "Hasami cannot start"),
                              QApplication::translate("main",
                                                      "The program's data is damaged; please "
                                                      "reinstall Hasami.\n\n%1")
                                  .arg(message));
        return EXIT_FAILURE;
    }

    hasami::Session session;
    hasami::MainWindow window(session);
    window.show();
    if (!parser.positionalArguments().isEmpty()) {
        window.findChild<hasami::GameFiles*>()->openFile(parser.positionalArguments().first());
    }
    return app.exec();
}
