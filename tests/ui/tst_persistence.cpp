// SPDX-License-Identifier: GPL-3.0-or-later
// Nothing is lost: games and positions through files and the clipboard, malformed input
// refused with the game untouched, and the game in progress restored after the program is
// killed in the middle of it.
#include <random>

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDate>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSet>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include "engine/formats/game_file.h"
#include "engine/formats/notation.h"
#include "session/saved_game.h"
#include "session/settings_keys.h"
#include "session/text_files.h"
#include "tests/support/board_text.h"
#include "tests/support/test_session.h"
#include "tests/support/test_window.h"
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

void play(TestWindow& window, const char* transcript) {
    const Game moves = *parseTranscript(transcript, window.position());
    for (Square move : moves.moves()) {
        if (move != kPass) window.session().playSquare(move);
    }
}

// Plays the first legal move in square order, and returns it.
Square playFirstLegalMove(TestWindow& window) {
    const Square move = *squaresOf(window.position().legalMoves()).begin();
    window.session().playSquare(move);
    return move;
}

// The child process of killedMidGameIsRestored: the game as a user runs it, playing the moves
// it is given, then waiting to be killed.
int runChild(const char* transcript) {
    useTestStorage();
    TestWindow window;
    window.show();
    play(window, transcript);
    std::printf("played %d\n", window.game().ply());
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
    void aTreeIsSavedWholeAndCopiedAsItsLine();
    void malformedInputLeavesTheGameUntouched_data();
    void malformedInputLeavesTheGameUntouched();
    void unreadableFileIsReported();
    void killedMidGameIsRestored();
    void autosaveKeepsTheAnalyses();
    void corruptAutosaveIsSetAside();
    void corruptAutosaveThatCannotBeSetAsideIsReported();
    void settingsThatCannotBeSavedAreReported();
    void damagedSettingsAreSetAside();
    void randomBytesInTheSettingsAreSetAside_data();
    void randomBytesInTheSettingsAreSetAside();
    void aGameThatCannotBeKeptInMyGamesIsSaid();
    void anUnwritableHomeAsksBeforeClosing();
    void pauseSurvivesARestart();
    void everyKeyWrittenIsInTheOneTable();
    void aCancelledOpenKeepsNothingOfTheFile();
    void unsavedChangesAreAskedAbout();
    void saveWritesTheGamesOwnFile();

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
    TestWindow window;
    play(window, "f5d6c3d3c4");
    const QString path = folder_.filePath(QStringLiteral("game.txt"));
    QVERIFY(window.files()->saveGame(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("f5d6c3d3c4\n"));  // what other programs read

    TestWindow other;
    QVERIFY(other.files()->openFile(path));
    QCOMPARE(other.position(), window.position());
    QCOMPARE(other.game().ply(), 5);
}

void TestPersistence::positionFilesOpenAsGames() {
    TestWindow window;
    window.play().newGame(6);
    play(window, "c2");
    const QString path = folder_.filePath(QStringLiteral("position.obf"));
    QVERIFY(window.files()->savePosition(path));
    TestWindow other;
    QVERIFY(other.files()->openFile(path));
    QCOMPARE(other.position(), window.position());
    QCOMPARE(other.game().ply(), 0);
}

void TestPersistence::copyAndPasteRoundTrip() {
    TestWindow window;
    play(window, "f5f6e6");
    window.files()->copyGame();
    QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("f5f6e6"));
    TestWindow other;
    QVERIFY(other.files()->paste());
    QCOMPARE(other.position(), window.position());

    window.files()->copyPosition();
    QCOMPARE(QGuiApplication::clipboard()->text(),
             QString::fromStdString(formatPosition(window.position())));
    TestWindow third;
    QVERIFY(third.files()->paste());
    QCOMPARE(third.position(), window.position());
}

void TestPersistence::ggfGamesRoundTrip() {
    // Saved as .ggf: a GGF record with the players and the moves; opened again, the same game.
    TestWindow window;
    play(window, "f5d6c3d3c4");
    const QString path = folder_.filePath(QStringLiteral("game.ggf"));
    QVERIFY(window.files()->saveGame(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    QVERIFY(text.startsWith("(;GM[Othello]PC[Hasami]"));
    QVERIFY(text.contains("PB[Player]PW[Player]RE[?]"));
    QVERIFY(text.contains("B[f5]W[d6]B[c3]W[d3]B[c4];)"));
    TestWindow other;
    QVERIFY(other.files()->openFile(path));
    QCOMPARE(other.position(), window.position());
    QCOMPARE(other.game().ply(), 5);

    // Copied as GGF, and pasted; a file of several games asks which one to open.
    window.files()->copyGameAsGgf();
    QVERIFY(QGuiApplication::clipboard()->text().startsWith(QStringLiteral("(;GM[Othello]")));
    TestWindow third;
    QVERIFY(third.files()->paste());
    QCOMPARE(third.position(), window.position());
    QStringList offered;
    third.files()->setGameChooser([&](const QStringList& labels) {
        offered = labels;
        return 1;
    });
    QGuiApplication::clipboard()->setText(QStringLiteral(
        "(;GM[Othello]PB[Ann]PW[Bo]RE[+2.000]B[f5];)\n(;GM[Othello]PB[Cy]PW[Di]TY[6]B[c2]W[b4];)"));
    QVERIFY(third.files()->paste());
    QCOMPARE(offered.size(), 2);
    QVERIFY(offered[1].contains(QStringLiteral("Cy")));
    QCOMPARE(third.game().start(), Position::initial(6));
    QCOMPARE(third.game().ply(), 2);

    // A malformed GGF is refused, naming the property, and the game stays.
    QStringList warnings;
    third.files()->setWarning([&](const QString& message) { warnings << message; });
    QGuiApplication::clipboard()->setText(QStringLiteral("(;GM[Othello]B[f5]W[a1];)"));
    QVERIFY(!third.files()->paste());
    QCOMPARE(warnings.size(), 1);
    QVERIFY(warnings[0].contains(QStringLiteral("W[a1]")));
    QCOMPARE(third.game().ply(), 2);
}

void TestPersistence::aTreeIsSavedWholeAndCopiedAsItsLine() {
    // f5 d6 c3 d3, then back to d6 and c5 f4: a variation, shown.
    TestWindow window;
    play(window, "f5d6c3d3");
    window.session().goToPly(2);
    play(window, "c5f4");
    QCOMPARE(window.game().nodeCount(), std::size_t(7));
    QStringList done;
    connect(window.files(), &GameFiles::done, [&](const QString& message) { done << message; });
    // Hasami's own file keeps the whole tree, and opens it again.
    const QString path = folder_.filePath(QStringLiteral("tree.txt"));
    QVERIFY(window.files()->saveGame(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("f5d6c3(c5f4)d3\n"));
    TestWindow other;
    QVERIFY(other.files()->openFile(path));
    QCOMPARE(other.game().nodeCount(), std::size_t(7));
    // GGF has no variations: the line shown is saved, and the person is told.
    const QString ggf = folder_.filePath(QStringLiteral("tree.ggf"));
    QVERIFY(window.files()->saveGame(ggf));
    QVERIFY2(done.last().contains(QStringLiteral("no variations")), qPrintable(done.last()));
    QFile ggfFile(ggf);
    QVERIFY(ggfFile.open(QIODevice::ReadOnly));
    QVERIFY(ggfFile.readAll().contains("B[f5]W[d6]B[c5]W[f4];)"));
    // Copy Game copies the line shown, a plain transcript other programs read.
    window.files()->copyGame();
    QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("f5d6c5f4"));
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
    TestWindow window;
    play(window, "f5d6");
    const Game before = window.game();
    QStringList warnings;
    window.files()->setWarning([&](const QString& message) { warnings << message; });

    QGuiApplication::clipboard()->setText(QString::fromUtf8(text));
    QVERIFY(!window.files()->paste());
    const QString path = folder_.filePath(QStringLiteral("bad.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
    file.close();
    QVERIFY(!window.files()->openFile(path));

    QCOMPARE(warnings.size(), 2);
    QVERIFY(warnings[0].contains(QStringLiteral("not a game or a position")));
    QVERIFY(warnings[1].contains(QStringLiteral("bad.txt")));
    QCOMPARE(window.game().ply(), before.ply());
    QCOMPARE(window.position(), before.position());
}

void TestPersistence::unreadableFileIsReported() {
    TestWindow window;
    QStringList warnings;
    window.files()->setWarning([&](const QString& message) { warnings << message; });
    QVERIFY(!window.files()->openFile(folder_.filePath(QStringLiteral("missing.txt"))));
    QVERIFY(!window.files()->openFile(folder_.path()));  // a folder
    QCOMPARE(warnings.size(), 2);
    QVERIFY(warnings[0].contains(QStringLiteral("cannot read")));
    QCOMPARE(window.game().ply(), 0);
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

    TestWindow restarted;
    QCOMPARE(restarted.game().ply(), 6);
    QCOMPARE(restarted.position(), parseTranscript("f5d6c3d3c4f4")->position());
    QVERIFY(!restarted.seats().isComputer(Color::White));
}

void TestPersistence::autosaveKeepsTheAnalyses() {
    const Game game = *parseTranscript("f5d6c3");
    const std::string lines =
        "; analysis 0 f5 0 4 estimate d3 0 4 estimate c4 0 4 estimate e6 0 4 estimate\n";
    SavedGame saved;
    saved.game = game;
    saved.analyses = readGameFile("f5d6c3\n" + lines)->analyses;
    QCOMPARE(saved.analyses.size(), std::size_t(1));
    const QString text = formatSavedGame(saved);
    QVERIFY(text.contains(QString::fromStdString(lines)));
    const Parsed<SavedGame> read = parseSavedGame(text);
    QVERIFY2(read, read.error().c_str());
    QVERIFY(read->analyses.analysisOf(Position::initial()));
    QVERIFY(std::ranges::equal(read->game.moves(), game.moves()));
    QCOMPARE(formatSavedGame(*read), text);
    // The state lines of version 3 read back, and a damaged one is refused with the reason.
    saved.paused = true;
    saved.modified = true;
    saved.file = QStringLiteral("/home/ann/games/club final.txt");
    const Parsed<SavedGame> state = parseSavedGame(formatSavedGame(saved));
    QVERIFY2(state, state.error().c_str());
    QVERIFY(state->paused && state->modified);
    QCOMPARE(state->file, saved.file);
    QString damaged = formatSavedGame(saved);
    damaged.replace(QStringLiteral("\npaused yes\n"), QStringLiteral("\npaused maybe\n"));
    QCOMPARE(parseSavedGame(damaged).error(),
             std::string("the lines of the game's state are damaged"));

    // A window restoring it shows the start's values at once.
    QDir().mkpath(QFileInfo(Autosave::defaultPath()).absolutePath());
    QVERIFY(writeTextFile(Autosave::defaultPath(), text, nullptr));
    TestWindow restored;
    QVERIFY(restored.analysis().store().analysisOf(Position::initial()));
}

void TestPersistence::corruptAutosaveIsSetAside() {
    {
        QFile file(Autosave::defaultPath());
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("hasami-autosave 1\nblack human\nwhite ai\nply 3\nf5z9\n");
    }
    TestWindow window;
    QCOMPARE(window.game().ply(), 0);
    const QString message = window.message();
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
    const Session session(Session::Options{{}, {}, path, {}, {}, {}, {}});
    const QString problem = session.startProblems().join(QLatin1Char(' '));
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
    TestWindow window;
    const QString settingsFile = QSettings().fileName();
    QFile::remove(settingsFile);
    QVERIFY(QDir().mkpath(settingsFile + QStringLiteral("/inside")));
    window.findChild<QAction*>(QStringLiteral("blackAiAction"))->toggle();
    const QString message = window.message();
    QDir(settingsFile).removeRecursively();
    QVERIFY2(message.contains(QStringLiteral("could not be saved")), qPrintable(message));
}

void TestPersistence::damagedSettingsAreSetAside() {
    // Garbage where the settings file is: set aside whole, said, and the defaults used; the
    // next save writes a settings file of its own, without the garbage.
    const QString settingsFile = QSettings().fileName();
    QDir().mkpath(QFileInfo(settingsFile).absolutePath());
    QByteArray garbage = "[engine]\nlevel=3\n[broken\n\x01\x02 ";
    garbage += QByteArray(100000, 'x');
    {
        QFile file(settingsFile);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(garbage);
    }
    {
        TestWindow window;
        const QString message = window.message();
        QVERIFY2(message.contains(QStringLiteral("settings file was damaged")),
                 qPrintable(message));
        QCOMPARE(window.session().settings().level, Settings().level);
        window.findChild<QAction*>(QStringLiteral("blackAiAction"))->toggle();
    }
    const QDir folder = QFileInfo(settingsFile).dir();
    const QStringList aside =
        folder.entryList({QFileInfo(settingsFile).fileName() + QStringLiteral(".*.corrupt")});
    QCOMPARE(aside.size(), 1);
    QFile kept(folder.filePath(aside.front()));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), garbage);
    QFile written(settingsFile);
    QVERIFY(written.open(QIODevice::ReadOnly));
    const QByteArray now = written.readAll();
    QVERIFY(!now.contains("xxxx") && now.size() < 10000);
    QCOMPARE(QSettings().status(), QSettings::NoError);
    QFile::remove(folder.filePath(aside.front()));
}

void TestPersistence::randomBytesInTheSettingsAreSetAside_data() {
    QTest::addColumn<int>("seed");
    for (int seed = 1; seed <= 5; ++seed) QTest::newRow(qPrintable(QString::number(seed))) << seed;
}

void TestPersistence::randomBytesInTheSettingsAreSetAside() {
    // Random bytes, which Qt mostly reads without a format error: set aside all the same, said,
    // and a change of settings then saved without a word that it could not be.
    QFETCH(int, seed);
    const QString settingsFile = QSettings().fileName();
    QDir().mkpath(QFileInfo(settingsFile).absolutePath());
    std::mt19937 random(std::uint32_t(seed) * 7919u);
    QByteArray garbage;
    for (int i = 0; i < 4000; ++i) garbage += char(random() % 256);
    {
        QFile file(settingsFile);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(garbage);
    }
    {
        TestWindow window;
        QVERIFY2(window.message().contains(QStringLiteral("settings file was damaged")),
                 qPrintable(window.message()));
        window.findChild<QAction*>(QStringLiteral("blackAiAction"))->toggle();
        QVERIFY2(!window.message().contains(QStringLiteral("could not be saved")),
                 qPrintable(window.message()));
    }
    QFile written(settingsFile);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QVERIFY(!written.readAll().contains(garbage.left(40)));
    QCOMPARE(QSettings().status(), QSettings::NoError);
    const QDir folder = QFileInfo(settingsFile).dir();
    for (const QString& aside :
         folder.entryList({QFileInfo(settingsFile).fileName() + QStringLiteral(".*.corrupt")})) {
        QFile::remove(folder.filePath(aside));
    }
}

void TestPersistence::aGameThatCannotBeKeptInMyGamesIsSaid() {
    // A file stands where My games' folder should be: the finished game cannot be kept there,
    // and the window says so.
    QTemporaryDir folder;
    const QString games = folder.filePath(QStringLiteral("games"));
    QFile blocker(games);
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    TestWindow window(Session::Options{
        [](const EngineJob& job, const ProgressCallback&) { return firstLegalMoveOf(job); },
        {},
        folder.filePath(QStringLiteral("autosave.txt")),
        {},
        games,
        folder.path(),
        {}});
    Settings settings = window.settings();
    settings.blackIsAi = false;
    settings.whiteIsAi = true;
    settings.keepMyGames = true;
    settings.playerName = QStringLiteral("Ada");
    settings.aiDelayMs = 0;
    settings.boardSize = 8;
    window.session().startNewGame(settings);
    QElapsedTimer waited;
    waited.start();
    while (!window.game().isOver() && waited.elapsed() < 20000) {
        if (window.playState().isHumanTurn()) {
            window.session().playSquare(*squaresOf(window.position().legalMoves()).begin());
        } else {
            QTest::qWait(1);
        }
    }
    QVERIFY(window.game().isOver());
    QTRY_VERIFY2(window.message().contains(QStringLiteral("could not be kept in your games")),
                 qPrintable(window.message()));
}

void TestPersistence::anUnwritableHomeAsksBeforeClosing() {
    // The autosave cannot be written (a file stands where its folder should be, as an
    // unwritable home would refuse it): said at start, and closing asks to save the game.
    setBothSidesHuman();
    QTemporaryDir folder;
    QFile blocker(folder.filePath(QStringLiteral("blocker")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    TestWindow window(Session::Options{{},
                                       {},
                                       folder.filePath(QStringLiteral("blocker/autosave.txt")),
                                       {},
                                       folder.filePath(QStringLiteral("games")),
                                       folder.path(),
                                       {}});
    QVERIFY2(window.message().contains(QStringLiteral("save it before closing")),
             qPrintable(window.message()));
    QStringList asked;
    GameFiles::Changes answer = GameFiles::Changes::Cancel;
    window.files()->setChangesQuestion([&](const QString& question) {
        asked << question;
        return answer;
    });
    // An empty board has nothing to lose: it closes without a question.
    QVERIFY(window.close());
    QVERIFY(asked.isEmpty());
    window.show();
    play(window, "f5d6");
    QVERIFY(!window.close());
    QCOMPARE(asked.size(), 1);
    QVERIFY2(asked.front().contains(QStringLiteral("cannot be kept")), qPrintable(asked.front()));
    QCOMPARE(window.game().length(), 2);
    answer = GameFiles::Changes::Discard;
    QVERIFY(window.close());
    QCOMPARE(asked.size(), 2);
}

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    if (argc == 3 && QByteArray(argv[1]) == "--child") return runChild(argv[2]);
    TestPersistence test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_persistence.moc"

void TestPersistence::pauseSurvivesARestart() {
    {
        TestWindow window;
        window.seats().setComputer(Color::White, true);
        window.play().setPaused(true);
        play(window, "f5");  // the computer's turn now, but it is paused
        QVERIFY(window.playState().isPaused());
        QVERIFY(!window.playState().isThinking());
    }
    TestWindow restarted;
    QVERIFY(restarted.seats().isComputer(Color::White));
    QVERIFY(restarted.playState().isPaused());
    QVERIFY(restarted.findChild<QAction*>(QStringLiteral("pauseAction"))->isChecked());
    QVERIFY(!restarted.playState().isThinking());
    QTest::qWait(200);
    QCOMPARE(restarted.game().ply(), 1);
}

void TestPersistence::everyKeyWrittenIsInTheOneTable() {
    // The settings as the dialog saves them, a file opened and saved (the recent files) and the
    // window closed (its place): every key written is in the one table, and the table names
    // each key once.
    QSettings().clear();
    {
        TestWindow window;
        window.applySettings(Settings());
        play(window, "f5");
        const QString path = folder_.filePath(QStringLiteral("keys.txt"));
        QVERIFY(window.files()->saveGame(path));
        QVERIFY(window.files()->openFile(path));
        window.close();
    }
    QSet<QString> table;
    for (const char* key : settings_keys::kAll) table.insert(QString::fromLatin1(key));
    QCOMPARE(table.size(), int(settings_keys::kAll.size()));
    const QStringList written = QSettings().allKeys();
    QVERIFY(written.size() > 30);
    for (const char* kept : {settings_keys::kFilesRecent, settings_keys::kWindowGeometry,
                             settings_keys::kEngineLevel}) {
        QVERIFY2(written.contains(QString::fromLatin1(kept)), kept);
    }
    for (const QString& key : written) QVERIFY2(table.contains(key), qPrintable(key));
}

void TestPersistence::aCancelledOpenKeepsNothingOfTheFile() {
    // The file's analyses come with its game: an Open the person cancels leaves the analyses as
    // they were, one that goes on brings them.
    TestWindow window;
    GameFiles::Changes answer = GameFiles::Changes::Cancel;
    window.files()->setChangesQuestion([&](const QString&) { return answer; });
    play(window, "d3");
    QVERIFY(window.session().game().isModified());
    const QString path = folder_.filePath(QStringLiteral("analysed.txt"));
    QVERIFY(writeTextFile(
        path,
        QStringLiteral("f5\n; analysis 1 d6 -3 30 estimate f6 -1 30 estimate f4 -5 30 estimate\n"),
        nullptr));
    const Position afterF5 = Position::initial().play(sq("f5"));
    QVERIFY(!window.files()->openFile(path));
    QCOMPARE(window.game().length(), 1);
    QCOMPARE(window.analysis().store().analysisOf(afterF5), nullptr);
    answer = GameFiles::Changes::Discard;
    QVERIFY(window.files()->openFile(path));
    const Analysis* opened = window.analysis().store().analysisOf(afterF5);
    QVERIFY(opened != nullptr);
    QCOMPARE(opened->depth, 30);
}

void TestPersistence::unsavedChangesAreAskedAbout() {
    TestWindow window;
    QStringList questions;
    GameFiles::Changes answer = GameFiles::Changes::Cancel;
    window.files()->setChangesQuestion([&](const QString& question) {
        questions << question;
        return answer;
    });
    const QString other = folder_.filePath(QStringLiteral("other.txt"));
    QVERIFY(writeTextFile(other, QStringLiteral("e6f4\n"), nullptr));
    // A new game with no move has nothing to lose: opened without a question.
    QVERIFY(window.files()->openFile(other));
    QVERIFY(questions.isEmpty());
    const QString added = QString::fromStdString(squareName(playFirstLegalMove(window)));
    QVERIFY(window.session().game().isModified());

    // Cancel: the game stays, variation and all, for a paste and a file alike.
    QApplication::clipboard()->setText(QStringLiteral("f5d6"));
    QVERIFY(!window.files()->paste());
    QVERIFY(!window.files()->openFile(other));
    QCOMPARE(questions.size(), 2);
    QVERIFY(questions[0].contains(QStringLiteral("other.txt")));
    QCOMPARE(window.game().length(), 3);
    QVERIFY(window.session().game().isModified());

    // Save: written to its file first, then replaced; the file holds the changes.
    answer = GameFiles::Changes::Save;
    QVERIFY(window.files()->paste());
    QCOMPARE(window.game().length(), 2);
    QCOMPARE(readTextFile(other, 1000, nullptr).value_or(QString()),
             QStringLiteral("e6f4%1\n").arg(added));
    QVERIFY(!window.session().game().isModified());

    // Discard: replaced without saving.
    playFirstLegalMove(window);
    answer = GameFiles::Changes::Discard;
    QVERIFY(window.files()->openFile(other));
    QCOMPARE(questions.size(), 4);
    QCOMPARE(window.game().length(), 3);  // the file as saved above
    // Browsing along the game is no change: no question.
    window.session().goToPly(1);
    QVERIFY(!window.session().game().isModified());
    QVERIFY(window.files()->openFile(other));
    QCOMPARE(questions.size(), 4);
}

void TestPersistence::saveWritesTheGamesOwnFile() {
    TestWindow window;
    std::vector<GameFiles::FileQuestion> asked;
    const QString path = folder_.filePath(QStringLiteral("own.txt"));
    window.files()->setFileAsker([&](const GameFiles::FileQuestion& question) {
        asked.push_back(question);
        return GameFiles::ChosenFile{path, question.filters.front()};
    });
    play(window, "f5d6");
    QVERIFY(window.isWindowModified());
    // A game in no file yet: Save asks where, suggesting a name (not a folder's).
    QVERIFY(window.files()->save());
    QCOMPARE(asked.size(), std::size_t(1));
    QVERIFY2(asked[0].folder.endsWith(QDate::currentDate().toString(Qt::ISODate) +
                                      QStringLiteral(".txt")),
             qPrintable(asked[0].folder));
    QCOMPARE(window.session().game().file(), path);
    QVERIFY(!window.isWindowModified());
    QVERIFY(window.windowTitle().endsWith(QStringLiteral(" \u2014 own.txt[*]")));
    // Changed, then saved again: to the same file, without a question.
    play(window, "c3");
    QVERIFY(window.isWindowModified());
    window.findChild<QAction*>(QStringLiteral("saveAction"))->trigger();
    QCOMPARE(asked.size(), std::size_t(1));
    QCOMPARE(readTextFile(path, 1000, nullptr).value_or(QString()), QStringLiteral("f5d6c3\n"));
    QVERIFY(!window.isWindowModified());
    // Save As suggests the file's own name, in its folder.
    window.findChild<QAction*>(QStringLiteral("saveAsAction"))->trigger();
    QCOMPARE(asked.size(), std::size_t(2));
    QCOMPARE(asked[1].folder, path);

    // The file and the unsaved changes survive a restart.
    play(window, "d3");
    QVERIFY(window.isWindowModified());
    window.close();
    TestWindow restarted;
    QCOMPARE(restarted.session().game().file(), path);
    QVERIFY(restarted.session().game().isModified());
    QVERIFY(restarted.windowTitle().endsWith(QStringLiteral(" \u2014 own.txt[*]")));
}
