// SPDX-License-Identifier: GPL-3.0-or-later
// Nothing is lost: games and positions through files and the clipboard, malformed input
// refused with the game untouched, and the game in progress restored after the program is
// killed in the middle of it.
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include "engine/formats/game_file.h"
#include "tests/support/board_text.h"
#include "ui/analysis/evaluations.h"
#include "ui/session_old/game_controller.h"
#include "ui/window/game_files.h"
#include "ui/window/main_window.h"

using namespace hasami;
using namespace hasami::test;

namespace {

void useTestStorage() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("HasamiTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_persistence"));
}

void setBothSidesHuman() {
    QSettings store;
    store.setValue(QStringLiteral("game/whiteIsAi"), false);
    store.setValue(QStringLiteral("game/blackIsAi"), false);
}

void play(MainWindow& window, const char* transcript) {
    const Game moves = *parseTranscript(transcript, window.controller()->position());
    for (Square move : moves.moves()) {
        if (move != kPass) window.controller()->playSquare(move);
    }
}

// The child process of killedMidGameIsRestored: the game as a user runs it, playing the moves
// it is given, then waiting to be killed.
int runChild(const char* transcript) {
    useTestStorage();
    MainWindow window;
    window.show();
    play(window, transcript);
    std::printf("played %d\n", window.controller()->game().ply());
    std::fflush(stdout);
    return QApplication::exec();
}

}  // namespace

class TestPersistence : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void saveAndOpenRoundTrip();
    void positionFilesOpenAsGames();
    void copyAndPasteRoundTrip();
    void ggfGamesRoundTrip();
    void malformedInputLeavesTheGameUntouched_data();
    void malformedInputLeavesTheGameUntouched();
    void unreadableFileIsReported();
    void killedMidGameIsRestored();
    void autosaveKeepsTheAnalyses();
    void corruptAutosaveIsSetAside();
    void corruptAutosaveThatCannotBeSetAsideIsReported();
    void settingsThatCannotBeSavedAreReported();

private:
    QTemporaryDir folder_;
};

void TestPersistence::initTestCase() {
    useTestStorage();
    QVERIFY(folder_.isValid());
}

void TestPersistence::init() {
    QSettings().clear();
    QFile::remove(Autosave::defaultPath());
    setBothSidesHuman();
}

void TestPersistence::saveAndOpenRoundTrip() {
    MainWindow window;
    play(window, "f5d6c3d3c4");
    const QString path = folder_.filePath(QStringLiteral("game.txt"));
    QVERIFY(window.saveGame(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("f5d6c3d3c4\n"));  // what other programs read

    MainWindow other;
    QVERIFY(other.openFile(path));
    QCOMPARE(other.controller()->position(), window.controller()->position());
    QCOMPARE(other.controller()->game().ply(), 5);
}

void TestPersistence::positionFilesOpenAsGames() {
    MainWindow window;
    window.controller()->newGame(6);
    play(window, "c2");
    const QString path = folder_.filePath(QStringLiteral("position.obf"));
    QVERIFY(window.savePosition(path));
    MainWindow other;
    QVERIFY(other.openFile(path));
    QCOMPARE(other.controller()->position(), window.controller()->position());
    QCOMPARE(other.controller()->game().ply(), 0);
}

void TestPersistence::copyAndPasteRoundTrip() {
    MainWindow window;
    play(window, "f5f6e6");
    window.copyTranscript();
    QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("f5f6e6"));
    MainWindow other;
    QVERIFY(other.paste());
    QCOMPARE(other.controller()->position(), window.controller()->position());

    window.copyPosition();
    QCOMPARE(QGuiApplication::clipboard()->text(),
             QString::fromStdString(formatPosition(window.controller()->position())));
    MainWindow third;
    QVERIFY(third.paste());
    QCOMPARE(third.controller()->position(), window.controller()->position());
}

void TestPersistence::ggfGamesRoundTrip() {
    // Saved as .ggf: a GGF record with the players and the moves; opened again, the same game.
    MainWindow window;
    play(window, "f5d6c3d3c4");
    const QString path = folder_.filePath(QStringLiteral("game.ggf"));
    QVERIFY(window.saveGame(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    QVERIFY(text.startsWith("(;GM[Othello]PC[Hasami]"));
    QVERIFY(text.contains("PB[Player]PW[Player]RE[?]"));
    QVERIFY(text.contains("B[f5]W[d6]B[c3]W[d3]B[c4];)"));
    MainWindow other;
    QVERIFY(other.openFile(path));
    QCOMPARE(other.controller()->position(), window.controller()->position());
    QCOMPARE(other.controller()->game().ply(), 5);

    // Copied as GGF, and pasted; a file of several games asks which one to open.
    window.files()->copyGameAsGgf();
    QVERIFY(QGuiApplication::clipboard()->text().startsWith(QStringLiteral("(;GM[Othello]")));
    MainWindow third;
    QVERIFY(third.paste());
    QCOMPARE(third.controller()->position(), window.controller()->position());
    QStringList offered;
    third.files()->setGameChooser([&](const QStringList& labels) {
        offered = labels;
        return 1;
    });
    QGuiApplication::clipboard()->setText(QStringLiteral(
        "(;GM[Othello]PB[Ann]PW[Bo]RE[+2.000]B[f5];)\n(;GM[Othello]PB[Cy]PW[Di]TY[6]B[c2]W[b4];)"));
    QVERIFY(third.paste());
    QCOMPARE(offered.size(), 2);
    QVERIFY(offered[1].contains(QStringLiteral("Cy")));
    QCOMPARE(third.controller()->game().start(), Position::initial(6));
    QCOMPARE(third.controller()->game().ply(), 2);

    // A malformed GGF is refused, naming the property, and the game stays.
    QStringList warnings;
    third.setWarning([&](const QString& message) { warnings << message; });
    QGuiApplication::clipboard()->setText(QStringLiteral("(;GM[Othello]B[f5]W[a1];)"));
    QVERIFY(!third.paste());
    QCOMPARE(warnings.size(), 1);
    QVERIFY(warnings[0].contains(QStringLiteral("W[a1]")));
    QCOMPARE(third.controller()->game().ply(), 2);
}

void TestPersistence::malformedInputLeavesTheGameUntouched_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("prose") << QByteArray("Shall we play a game?");
    QTest::newRow("illegal move") << QByteArray("f5f5");
    QTest::newRow("short board") << QByteArray("----OX---- X");
    QTest::newRow("binary") << QByteArray("\x00\x01\xfe\xff", 4);
}

void TestPersistence::malformedInputLeavesTheGameUntouched() {
    QFETCH(QByteArray, text);
    MainWindow window;
    play(window, "f5d6");
    const Game before = window.controller()->game();
    QStringList warnings;
    window.setWarning([&](const QString& message) { warnings << message; });

    QGuiApplication::clipboard()->setText(QString::fromUtf8(text));
    QVERIFY(!window.paste());
    const QString path = folder_.filePath(QStringLiteral("bad.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
    file.close();
    QVERIFY(!window.openFile(path));

    QCOMPARE(warnings.size(), 2);
    QVERIFY(warnings[0].contains(QStringLiteral("not a game or a position")));
    QVERIFY(warnings[1].contains(QStringLiteral("bad.txt")));
    QCOMPARE(window.controller()->game().ply(), before.ply());
    QCOMPARE(window.controller()->position(), before.position());
}

void TestPersistence::unreadableFileIsReported() {
    MainWindow window;
    QStringList warnings;
    window.setWarning([&](const QString& message) { warnings << message; });
    QVERIFY(!window.openFile(folder_.filePath(QStringLiteral("missing.txt"))));
    QVERIFY(!window.openFile(folder_.path()));  // a folder
    QCOMPARE(warnings.size(), 2);
    QVERIFY(warnings[0].contains(QStringLiteral("cannot read")));
    QCOMPARE(window.controller()->game().ply(), 0);
}

void TestPersistence::killedMidGameIsRestored() {
    QProcess child;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    child.setProcessEnvironment(environment);
    child.start(QCoreApplication::applicationFilePath(),
                {QStringLiteral("--child"), QStringLiteral("f5d6c3d3c4f4")});
    QVERIFY(child.waitForStarted());
    QByteArray output;
    while (!output.contains("played")) {
        QVERIFY2(child.waitForReadyRead(20000), "the child did not report its moves");
        output += child.readAllStandardOutput();
    }
    QVERIFY2(output.contains("played 6"), output.constData());
    child.kill();  // SIGKILL: no chance to save anything on the way out
    QVERIFY(child.waitForFinished());

    MainWindow restarted;
    QCOMPARE(restarted.controller()->game().ply(), 6);
    QCOMPARE(restarted.controller()->position(), parseTranscript("f5d6c3d3c4f4")->position());
    QVERIFY(!restarted.controller()->isAi(Color::White));
}

void TestPersistence::autosaveKeepsTheAnalyses() {
    const Game game = *parseTranscript("f5d6c3");
    const std::string lines =
        "; analysis 0 f5 0 4 estimate d3 0 4 estimate c4 0 4 estimate e6 0 4 estimate\n";
    SavedGame saved{game, false, true, {}, readGameFile("f5d6c3\n" + lines)->analyses, {}};
    QCOMPARE(saved.analyses.size(), std::size_t(1));
    const QString text = formatSavedGame(saved);
    QVERIFY(text.contains(QString::fromStdString(lines)));
    const Parsed<SavedGame> read = parseSavedGame(text);
    QVERIFY2(read, read.error().c_str());
    QVERIFY(read->analyses.analysisOf(Position::initial()));
    QVERIFY(std::ranges::equal(read->game.moves(), game.moves()));
    QCOMPARE(formatSavedGame(*read), text);

    // A window restoring it shows the start's values at once.
    QVERIFY(Autosave().store(saved));
    MainWindow restored;
    QVERIFY(restored.evaluations()->store().analysisOf(Position::initial()));
}

void TestPersistence::corruptAutosaveIsSetAside() {
    {
        QFile file(Autosave::defaultPath());
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("hasami-autosave 1\nblack human\nwhite ai\nply 3\nf5z9\n");
    }
    MainWindow window;
    QCOMPARE(window.controller()->game().ply(), 0);
    const QString message = window.statusBar()->currentMessage();
    QVERIFY2(message.contains(QStringLiteral("could not be restored")), qPrintable(message));
    // The damaged file is kept for the user, and a fresh autosave replaces it.
    const QDir folder = QFileInfo(Autosave::defaultPath()).dir();
    QVERIFY(!folder.entryList({QStringLiteral("autosave.txt.*.corrupt")}).isEmpty());
    QVERIFY(QFile::exists(Autosave::defaultPath()));
    for (const QString& name : folder.entryList({QStringLiteral("*.corrupt")})) {
        QFile::remove(folder.filePath(name));
    }
}

void TestPersistence::corruptAutosaveThatCannotBeSetAsideIsReported() {
    // A file name so long that the name it would be kept under is longer than a file system
    // allows: the rename fails, and the message must not claim the file was kept.
    QTemporaryDir folder;
    const QString path = folder.filePath(QString(240, QLatin1Char('a')) + QStringLiteral(".txt"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a saved game\n");
    }
    QString problem;
    QVERIFY(!Autosave(path).restore(&problem));
    QVERIFY2(problem.contains(QStringLiteral("nor kept as")), qPrintable(problem));
    QVERIFY2(!problem.contains(QStringLiteral("it was kept")), qPrintable(problem));
    QVERIFY(QFile::exists(path));
}

void TestPersistence::settingsThatCannotBeSavedAreReported() {
    // A folder where the settings file should be: writing it fails.
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("blocked.conf"));
    QVERIFY(QDir().mkpath(path + QStringLiteral("/inside")));
    QSettings blocked(path, QSettings::IniFormat);
    QString error;
    QVERIFY(!Settings().save(blocked, &error));
    QVERIFY2(error.contains(QStringLiteral("could not be saved")), qPrintable(error));

    QSettings writable(folder.filePath(QStringLiteral("ok.conf")), QSettings::IniFormat);
    QVERIFY(Settings().save(writable, &error));

    // The window tells the person when a change of settings is not kept.
    MainWindow window;
    const QString settingsFile = QSettings().fileName();
    QFile::remove(settingsFile);
    QVERIFY(QDir().mkpath(settingsFile + QStringLiteral("/inside")));
    window.findChild<QAction*>(QStringLiteral("blackAiAction"))->toggle();
    const QString message = window.statusBar()->currentMessage();
    QDir(settingsFile).removeRecursively();
    QVERIFY2(message.contains(QStringLiteral("could not be saved")), qPrintable(message));
}

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    if (argc == 3 && QByteArray(argv[1]) == "--child") return runChild(argv[2]);
    TestPersistence test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_persistence.moc"
