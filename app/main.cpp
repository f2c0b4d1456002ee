// SPDX-License-Identifier: GPL-3.0-or-later
// hasami: the desktop game.
#include <QApplication>
#include <QCommandLineParser>
#include <QEvent>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QTimer>
#include <QTranslator>

#include <time.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <future>
#include <iterator>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "engine/book/book.h"
#include "engine/data/builtin_data.h"
#include "engine/eval/pattern_weights.h"
#include "engine/util/machine.h"
#include "engine/util/numbers.h"
#include "session/damaged_settings.h"
#include "session/session.h"
#include "session/single_instance.h"
#include "ui/window/game_files.h"
#include "ui/window/main_window.h"
#include "ui/window/mode_list.h"

namespace {

// Installs the translation of Hasami and of Qt's own dialogs for the language the settings
// choose, else for the system's.
void installTranslations(QApplication& app) {
    QSettings store;
    const QString chosen = hasami::Settings::load(store).language;
    const QLocale locale = chosen.isEmpty() ? QLocale::system() : QLocale(chosen);
    // Dates and numbers as the language chosen writes them, too.
    if (!chosen.isEmpty()) QLocale::setDefault(locale);
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

// The hidden option of the start-up benchmark (docs/architecture.md).
const QCommandLineOption& reportStartOption() {
    static const QCommandLineOption option = [] {
        QCommandLineOption made(QStringLiteral("report-start"));
        made.setFlags(QCommandLineOption::HiddenFromHelp);
        return made;
    }();
    return option;
}

void describeCommandLine(QCommandLineParser& parser) {
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Reversi (Othello) for the desktop."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption(reportStartOption());
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QCoreApplication::translate("main", "A game or position to open."),
                                 QStringLiteral("[file]"));
}

void nameApplication() {
    QCoreApplication::setApplicationName(QStringLiteral("Hasami"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HASAMI_VERSION));
    QCoreApplication::setOrganizationName(QStringLiteral("Hasami"));
}

// Milliseconds since the process started, from the kernel's record of its start (in clock
// ticks since boot, /proc/self/stat's 22nd field), or nothing where that cannot be read.
std::optional<double> millisecondsSinceStart() {
    std::ifstream in("/proc/self/stat");
    const std::string stat((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    // The fields after the command's name, which is in parentheses and may hold spaces.
    const std::size_t close = stat.rfind(')');
    if (close == std::string::npos) return std::nullopt;
    std::istringstream fields(stat.substr(close + 1));
    std::string field;
    for (int i = 3; i <= 22 && fields >> field; ++i) {
        if (i < 22) continue;
        timespec now{};
        const long ticks = sysconf(_SC_CLK_TCK);
        if (ticks <= 0 || clock_gettime(CLOCK_BOOTTIME, &now) != 0) return std::nullopt;
        const double started = std::stod(field) * 1000.0 / double(ticks);
        return double(now.tv_sec) * 1000.0 + double(now.tv_nsec) / 1e6 - started;
    }
    return std::nullopt;
}

// The start-up benchmark: when the window has first been painted, says on stdout how long
// after the process started, and quits.
class StartReport : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Paint && !reported_) {
            reported_ = true;
            if (const auto elapsed = millisecondsSinceStart()) {
                std::printf("window up %.0f ms after the process started\n", *elapsed);
            } else {
                std::printf("window up; the process's start cannot be read\n");
            }
            std::fflush(stdout);
            QTimer::singleShot(0, qApp, &QCoreApplication::quit);
        }
        return QObject::eventFilter(watched, event);
    }

private:
    bool reported_ = false;
};

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

// Whether another window already has the data folder (and the game in progress): it is then
// asked to come forward and to open `file`, and this start says so and ends. A window that
// does not answer is named; this start ends too rather than write over its game.
std::optional<int> handedToAnotherWindow(hasami::SingleInstance& instance, const QString& file) {
    switch (instance.claim(file)) {
        case hasami::SingleInstance::Role::First:
            return std::nullopt;
        case hasami::SingleInstance::Role::Unguarded:
            std::fprintf(stderr, "hasami: cannot lock '%s': a second window would not be noticed\n",
                         qPrintable(instance.lockPath()));
            return std::nullopt;
        case hasami::SingleInstance::Role::Handed:
            std::fprintf(stderr, "hasami: already open: the window is brought forward\n");
            return EXIT_SUCCESS;
        case hasami::SingleInstance::Role::Unheard:
            break;
    }
    QMessageBox::warning(nullptr, QApplication::translate("main", "Hasami is already open"),
                         QApplication::translate("main",
                                                 "Hasami is already open in another window, "
                                                 "which does not answer. Close it (or end it) "
                                                 "and start Hasami again: two windows would "
                                                 "write over each other's game."));
    return EXIT_FAILURE;
}

// Brings `window` forward when a later start asks, and opens the file it names.
void answerLaterStarts(hasami::SingleInstance& instance, hasami::MainWindow& window) {
    QObject::connect(&instance, &hasami::SingleInstance::activationRequested, &window,
                     [&window](const QString& file) {
                         if (window.isMinimized()) window.showNormal();
                         window.raise();
                         window.activateWindow();
                         if (!file.isEmpty()) {
                             window.findChild<hasami::GameFiles*>()->openFile(file);
                         }
                     });
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
    hasami::settleHomeFolder();
    // A pipe's reader that goes makes a write into it fail, said, not end the window.
    std::signal(SIGPIPE, SIG_IGN);
    QApplication app(argc, argv);
    hasami::useTheCLocaleForNumbers();
    nameApplication();
    // Before anything reads the settings: a damaged file is set aside, said once the window is up.
    hasami::setDamagedSettingsAside();
    QApplication::setDesktopFileName(QStringLiteral("org.hasami.Hasami"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/org.hasami.Hasami.svg")));
    installTranslations(app);

    QCommandLineParser parser;
    describeCommandLine(parser);
    parser.process(app);
    const QString file = parser.positionalArguments().value(0);
    hasami::SingleInstance instance;
    if (const std::optional<int> exit = handedToAnotherWindow(instance, file)) return *exit;

    // The built-in data is checked on another core while the window is built (the weights by
    // their header and checksum); an engine that needs the weights first waits for them.
    // The built-in books are read once, here, and handed to the session.
    hasami::Session::Options options;
    options.books = hasami::BuiltInBooks::read();
    std::future<std::vector<std::string>> dataProblems =
        std::async(std::launch::async,
                   [books = options.books] { return hasami::builtInDataProblems(*books); });
    options.modes = hasami::modeMakers();
    hasami::Session session(options);
    hasami::MainWindow window(session);

    // A damaged data file would make the computer play badly without saying why: refuse to
    // start, naming it.
    if (const std::vector<std::string> problems = dataProblems.get(); !problems.empty()) {
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

    StartReport startReport;
    if (parser.isSet(reportStartOption())) window.installEventFilter(&startReport);
    window.show();
    // The weights expanded for the evaluation, once the window is up: the first search would
    // otherwise wait for them.
    const std::future<void> weightsReady =
        std::async(std::launch::async, [] { hasami::builtInWeights(8); });
    answerLaterStarts(instance, window);
    if (!file.isEmpty()) window.findChild<hasami::GameFiles*>()->openFile(file);
    return app.exec();
}
