// SPDX-License-Identifier: GPL-3.0-or-later
// What real use of the window found, each as a person meets it: Enter in the new-game
// dialog, hints at the level in force that can be stopped, messages that go when they stop
// being true or would be cut, save dialogs that keep the chosen type and folder, Esc in the
// set-up dialog, what pasting says, review totals and the graph, Analyze Game during
// self-play, the language note, the window's place, a pass due in an opened game, the Add
// Engine dialog, the keyboard cursor, a game opened while the computer plays, position lists,
// recent files, files dropped on the window, the board turned, and the board's pictures.
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include "engine/formats/notation.h"
#include "engine/game/transform.h"
#include "engine/players/levels.h"
#include "tests/support/board_text.h"
#include "tests/support/out_of_book.h"
#include "tests/support/test_session.h"
#include "tests/support/test_window.h"
#include "ui/analysis/line_editor.h"
#include "ui/board/board_painter.h"
#include "ui/dialogs/add_engine_dialog.h"
#include "ui/dialogs/new_game_dialog.h"
#include "ui/dialogs/settings_dialog.h"
#include "ui/dialogs/setup_dialog.h"
#include "ui/window/board_pictures.h"
#include "ui/window/engine_status.h"
#include "ui/window/game_files.h"
#include "ui/window/status_messages.h"
#include "ui/window/window_place.h"

using namespace hasami;
using namespace hasami::test;

namespace {

// Where file dialogs start on a first start: the documents folder, or the home folder where
// there is none.
QString documentsOrHome() {
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

constexpr int kWaitMs = 20000;

Settings twoPeople() {
    Settings settings = quickSettings();
    settings.whiteIsAi = false;
    return settings;
}

// A window on the settings given, the computer's moves and analyses from `moves` and
// `analyses` when they are given.
struct Window {
    explicit Window(const Settings& settings, MoveSource moves = {}, AnalysisSource analyses = {})
        : stored(settings),
          window(Session::Options{std::move(moves),
                                  std::move(analyses),
                                  folder.filePath(QStringLiteral("autosave.txt")),
                                  {},
                                  {},
                                  {},
                                  {}}) {}
    TestWindow* operator->() { return &window; }
    TestWindow& operator*() { return window; }

    QTemporaryDir folder;
    StoredSettings stored;
    TestWindow window;
};

// A window on the settings the windows before it kept.
struct Reopened {
    Reopened()
        : window(Session::Options{
              {}, {}, folder.filePath(QStringLiteral("autosave.txt")), {}, {}, {}, {}}) {}
    TestWindow* operator->() { return &window; }
    TestWindow& operator*() { return window; }

    QTemporaryDir folder;
    TestWindow window;
};

// The first legal move, at once.
SearchInfo atOnce(const EngineJob& job, const ProgressCallback&) {
    return firstLegalMoveOf(job);
}

// A move search that runs until it is stopped.
SearchInfo untilStopped(const EngineJob& job, const ProgressCallback&) {
    while (!job.stop->load()) QThread::msleep(2);
    return firstLegalMoveOf(job);
}

// An analysis that values every legal move at once: the first 0, the others 6 discs worse.
Analysis quickAnalysis(const EngineJob& job, const AnalysisCallback&) {
    const auto& request = std::get<AnalysisRequest>(job.task);
    Analysis analysis;
    analysis.depth = request.limits.depth;
    int score = 0;
    for (Square move : squaresOf(request.position.legalMoves())) {
        analysis.moves.push_back({move, score, analysis.depth, false, false});
        score = -6;
    }
    if (analysis.moves.empty() && request.position.mustPass()) {
        analysis.moves.push_back({kPass, 0, analysis.depth, false, false});
    }
    return analysis;
}

void play(TestWindow& window, const char* transcript) {
    const Game moves = *parseTranscript(transcript, window.position());
    for (Square move : moves.moves()) {
        if (move != kPass) window.session().playSquare(move);
    }
}

void activate(QWidget& widget) {
    widget.show();
    QApplication::setActiveWindow(&widget);
    QVERIFY(QTest::qWaitForWindowActive(&widget));
}

QAction* action(TestWindow& window, const char* name) {
    return window.part<QAction>(QString::fromLatin1(name));
}

const char* const kListed[] = {
    "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X; A2:+38",
    "-OOOOO----OOOOX--OOOOOO-XXXXXOO--XXOOX--OOXOXX----OXXO---OOO--O- X; H4:+0",
    "--OOO-------XX-OOOOOOXOO-OOOOXOOX-OOOXXO---OOXOO---OOOXO--OOOO-- X; G2:+6",
};

}  // namespace

class TestRealUse : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void enterStartsTheNewGameAfterAChange();
    void hintsSearchAtTheAnalysisDepthAndCanBeStopped();
    void messagesGoWhenTheyStopBeingTrue();
    void saveDialogsKeepTheTypeAndTheFolder();
    void escClosesTheSetUpDialog();
    void ctrlEnterAcceptsAComment();
    void pastingSaysWhatWasPasted();
    void reviewTotalsCountReviewedMovesAlone();
    void theGraphShowsValuesDuringPlay();
    void analyzeGameDuringSelfPlayPausesAndRuns();
    void choosingALanguageSaysWhenItTakesEffect();
    void longMessagesShowWhole();
    void theWindowKeepsItsPlaceAndFitsTheScreen();
    void aFirstWindowUsesTheScreen();
    void anOpenedGameSaysAPassIsDue();
    void theAddEngineDialogChecksTheCommand();
    void removeNeedsAChosenEngine();
    void theKeyboardCursorShowsAfterAKeyAlone();
    void theClockHeaderFitsOnOneLine();
    void anOpenedGameWaitsForThePerson();
    void aPositionListOffersItsPositions();
    void recentFilesOpenWhatWasOpenedAndSaved();
    void droppedGameFilesOpen();
    void aFlippedBoardIsSeenFromWhite();
    void boardPicturesWithAndWithoutValues();
};

void TestRealUse::initTestCase() {
    useTestStorage("tst_real_use");
}

void TestRealUse::init() {
    QSettings().clear();
}

void TestRealUse::enterStartsTheNewGameAfterAChange() {
    Settings settings = quickSettings();
    settings.level = 5;
    {
        NewGameDialog dialog(settings);
        activate(dialog);
        auto* level = dialog.findChild<QComboBox*>(QStringLiteral("level"));
        level->setFocus();
        QTest::keyClick(level, Qt::Key_Down);
        QCOMPARE(level->currentData().toInt(), 6);
        QTest::keyClick(level, Qt::Key_Return);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.settings().level, 6);
    }
    {
        NewGameDialog dialog(settings);
        activate(dialog);
        auto* clock = dialog.findChild<QComboBox*>(QStringLiteral("clock"));
        clock->setFocus();
        QTest::keyClick(clock, Qt::Key_Down);  // a clock: the increment is enabled
        QVERIFY(dialog.findChild<QSpinBox*>(QStringLiteral("increment"))->isEnabled());
        QTest::keyClick(clock, Qt::Key_Enter, Qt::KeypadModifier);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.settings().clockMinutes, 1);
    }
    {
        NewGameDialog dialog(settings);
        activate(dialog);
        QPushButton* cancel =
            dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Cancel);
        cancel->setFocus();
        QTest::keyClick(cancel, Qt::Key_Return);
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
    }
}

void TestRealUse::hintsSearchAtTheAnalysisDepthAndCanBeStopped() {
    {
        // A hint searches as the analysis does, not as the computer's level or its custom
        // depth would.
        Settings settings = twoPeople();
        settings.level = 3;
        settings.depth = 25;  // the custom depth, not in force
        settings.analysisDepth = 16;
        Window window(settings);
        QVERIFY(levelOf(3).depth != 16);
        QCOMPARE(window->hints().limits().depth, 16);
        Settings custom = settings;
        custom.level = Settings::kCustomLevel;
        window->applySettings(custom);
        QCOMPARE(window->hints().limits().depth, 16);
        custom.analysisDepth = 20;
        window->applySettings(custom);
        QCOMPARE(window->hints().limits().depth, 20);
    }
    Window window(twoPeople(), untilStopped);
    activate(*window);
    QAction* hint = action(*window, "hintAction");
    hint->trigger();
    QVERIFY(window->hints().isSearching());
    QVERIFY2(window->message().contains(QStringLiteral("hint")), qPrintable(window->message()));
    QTest::keyClick(&*window, Qt::Key_Escape);
    QVERIFY(!window->hints().isSearching());
    QCOMPARE(window->message(), QString());
    hint->trigger();
    QVERIFY(window->hints().isSearching());
    hint->trigger();  // Hint again stops it
    QVERIFY(!window->hints().isSearching());
    QCOMPARE(window->message(), QString());
    QTRY_VERIFY(!window->engine().isBusy());
}

void TestRealUse::messagesGoWhenTheyStopBeingTrue() {
    {
        Window window(twoPeople(), atOnce);
        window->show();
        QSignalSpy hinted(&window->hints(), &Hints::hintChanged);
        window->hints().request();
        QTRY_COMPARE_WITH_TIMEOUT(hinted.size(), 1, kWaitMs);
        QVERIFY(window->message().startsWith(QStringLiteral("Hint: ")));
        play(*window, "f5");
        QCOMPARE(window->message(), QString());
    }
    // The computer's search has answered; its move only waits for the pace of play.
    Settings settings = quickSettings();
    settings.aiDelayMs = 3000;
    Window window(settings, atOnce);
    window->show();
    QSignalSpy answered(&window->play(), &PlayMode::computerAnswered);
    play(*window, "f5");
    auto* status = window->part<EngineStatus>();
    QCOMPARE(status->text(), QStringLiteral("Thinking\u2026"));
    QTRY_COMPARE_WITH_TIMEOUT(answered.size(), 1, kWaitMs);
    QVERIFY(window->playState().isThinking());  // the move waits
    QCOMPARE(status->text(), QString());
}

void TestRealUse::saveDialogsKeepTheTypeAndTheFolder() {
    // A first start in a home without a documents folder starts in the home folder: the name
    // of a folder that does not exist would stand in the dialog as a file's name.
    {
        QTemporaryDir home;
        const QByteArray before = qgetenv("HOME");
        qputenv("HOME", home.path().toUtf8());
        const QString folder = GameFiles::startFolder();
        qputenv("HOME", before);
        QCOMPARE(folder, home.path());
    }
    const QString ggf = QStringLiteral("GGF games (*.ggf)");
    QCOMPARE(GameFiles::withExtensionOf(QStringLiteral("/a/game"), ggf),
             QStringLiteral("/a/game.ggf"));
    QCOMPARE(GameFiles::withExtensionOf(QStringLiteral("/a/game.txt"), ggf),
             QStringLiteral("/a/game.txt"));
    QCOMPARE(GameFiles::withExtensionOf(QStringLiteral("/a/game"), QStringLiteral("Games (*.txt)")),
             QStringLiteral("/a/game.txt"));
    QCOMPARE(GameFiles::startFolder(), documentsOrHome());

    QTemporaryDir folder;
    Window window(twoPeople());
    play(*window, "f5 d6");
    QList<GameFiles::FileQuestion> asked;
    // The person types a name without an extension and chooses the last type offered.
    window->files()->setFileAsker([&](const GameFiles::FileQuestion& question) {
        asked << question;
        return GameFiles::ChosenFile{folder.filePath(QStringLiteral("game")),
                                     question.filters.back()};
    });
    window->files()->chooseAndSaveGame();
    QCOMPARE(asked.size(), 1);
    QVERIFY(asked[0].save);
    QVERIFY(asked[0].filters.contains(ggf));
    // It starts in the documents folder, suggesting a file name (the date: no names are set).
    QCOMPARE(asked[0].folder,
             QDir(documentsOrHome())
                 .filePath(QDate::currentDate().toString(Qt::ISODate) + QStringLiteral(".txt")));
    QFile saved(folder.filePath(QStringLiteral("game.ggf")));
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QVERIFY(saved.readAll().startsWith("(;GM[Othello]"));
    QVERIFY(!QFile::exists(folder.filePath(QStringLiteral("game"))));
    // The folder is remembered, across runs too.
    QCOMPARE(GameFiles::startFolder(), folder.path());
    window->files()->chooseAndSavePosition();
    QCOMPARE(asked.size(), 2);
    QCOMPARE(asked[1].folder, folder.path());
    QVERIFY(QFile::exists(folder.filePath(QStringLiteral("game.obf"))));
    // A folder that went is forgotten.
    QTemporaryDir gone;
    QSettings().setValue(QStringLiteral("files/lastFolder"), gone.path() + QStringLiteral("/x"));
    QCOMPARE(GameFiles::startFolder(), documentsOrHome());
}

void TestRealUse::ctrlEnterAcceptsAComment() {
    const std::unique_ptr<QInputDialog> dialog =
        LineEditor::commentDialog(nullptr, QStringLiteral("first line"));
    activate(*dialog);
    auto* text = dialog->findChild<QPlainTextEdit*>();
    QVERIFY(text);
    text->setFocus();
    text->moveCursor(QTextCursor::End);
    // Enter starts a new line; Ctrl+Enter accepts.
    QTest::keyClick(text, Qt::Key_Return);
    QTest::keyClicks(text, QStringLiteral("second {brace}"));
    QVERIFY(dialog->isVisible());
    QTest::keyClick(text, Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(!dialog->isVisible());
    QCOMPARE(dialog->result(), int(QDialog::Accepted));
    QCOMPARE(dialog->textValue(), QStringLiteral("first line\nsecond {brace}"));
}

void TestRealUse::escClosesTheSetUpDialog() {
    SetupDialog dialog(Position::initial());
    activate(dialog);
    dialog.board()->setFocus();
    QTest::keyClick(dialog.board(), Qt::Key_C);  // half a square's name: Esc drops it first
    QTest::keyClick(dialog.board(), Qt::Key_Escape);
    QVERIFY(dialog.isVisible());
    QTest::keyClick(dialog.board(), Qt::Key_Escape);
    QVERIFY(!dialog.isVisible());
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
}

void TestRealUse::pastingSaysWhatWasPasted() {
    Window window(twoPeople());
    QApplication::clipboard()->setText(QStringLiteral("f5 d6 c3"));
    QVERIFY(window->files()->paste());
    QCOMPARE(window->message(), QStringLiteral("Pasted the game."));
    QCOMPARE(window->game().length(), 3);
    QApplication::clipboard()->setText(
        QString::fromLatin1(kListed[0]).section(QLatin1Char(';'), 0, 0));
    QVERIFY(window->files()->paste());
    QCOMPARE(window->message(), QStringLiteral("Pasted the position."));
    QCOMPARE(window->game().length(), 0);
}

void TestRealUse::reviewTotalsCountReviewedMovesAlone() {
    Window window(twoPeople(), {}, quickAnalysis);
    auto* totals = window->part<QLabel>(QStringLiteral("lossTotals"));
    play(*window, "f5 d6 c3 d3 c4");
    // The evaluations on the board value moves, but review none.
    window->analysis().setShown(true);
    window->session().goToPly(2);
    QTRY_VERIFY(window->analysis().moveReviews()[2].has_value());
    QVERIFY2(totals->text() == QStringLiteral("Not reviewed: Analyze Game values every move."),
             qPrintable(totals->text()));
    QSignalSpy finished(&window->analysis(), &AnalysisScheduler::reviewFinished);
    window->analysis().startReview();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kWaitMs);
    QCOMPARE(finished[0][0].toBool(), true);
    QVERIFY(!totals->isHidden());
    const QString reviewed = totals->text();
    QVERIFY2(reviewed.startsWith(QStringLiteral("Accuracy: Black")), qPrintable(reviewed));
    // The game turned over the board keeps its review whole: every move still reviewed (the
    // stand-in's values are not symmetric, so the start's, which is its own image, may differ).
    const int symmetry = symmetriesKeeping(Position::initial()).back();
    QVERIFY(window->session().transformGame(symmetry));
    const auto turned = window->analysis().reviewedMoves();
    for (int ply = 0; ply < 5; ++ply) QVERIFY(turned[std::size_t(ply)].has_value());
    QVERIFY2(totals->text().startsWith(QStringLiteral("Accuracy: Black")),
             qPrintable(totals->text()));
    // A move more, not reviewed: the totals say they are of the moves reviewed alone.
    window->session().goToPly(5);
    window->session().playSquare(*squaresOf(window->position().legalMoves()).begin());
    QVERIFY2(totals->text().startsWith(QStringLiteral("Reviewed 5 of 6 moves. Accuracy: Black")),
             qPrintable(totals->text()));
}

void TestRealUse::theGraphShowsValuesDuringPlay() {
    Settings settings = quickSettings();
    settings.level = 1;  // a level's searches value the positions too
    Window window(settings);
    window->play().setGame(outOfTheBook());
    QCOMPARE(window->graph()->accessibleDescription(), QStringLiteral("No move has a value yet."));
    const int ply = window->game().ply();
    window->session().playSquare(firstLegalMove(window->game()));
    QTRY_VERIFY_WITH_TIMEOUT(window->game().ply() >= ply + 2, kWaitMs);
    QVERIFY2(window->graph()->accessibleDescription().startsWith(QStringLiteral("2 values")),
             qPrintable(window->graph()->accessibleDescription()));
}

void TestRealUse::analyzeGameDuringSelfPlayPausesAndRuns() {
    Settings settings = quickSettings();
    settings.blackIsAi = true;
    settings.aiDelayMs = 100;
    Window window(settings, atOnce, quickAnalysis);
    window->session().startNewGame(settings);
    QTRY_VERIFY_WITH_TIMEOUT(window->game().ply() >= 4, kWaitMs);
    QSignalSpy finished(&window->analysis(), &AnalysisScheduler::reviewFinished);
    action(*window, "analyzeGameAction")->trigger();
    QVERIFY(window->playState().isPaused());
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kWaitMs);
    QCOMPARE(finished[0][0].toBool(), true);
    const int reviewed = window->game().ply();
    QVERIFY(window->analysis().isReviewed(window->game().positionAt(reviewed - 1)));
    // Resume goes on with the game.
    action(*window, "pauseAction")->trigger();
    QVERIFY(!window->playState().isPaused());
    QTRY_VERIFY_WITH_TIMEOUT(window->game().ply() > reviewed, kWaitMs);
}

void TestRealUse::choosingALanguageSaysWhenItTakesEffect() {
    SettingsDialog dialog(quickSettings());
    auto* language = dialog.findChild<QComboBox*>(QStringLiteral("language"));
    auto* note = dialog.findChild<QLabel*>(QStringLiteral("languageNote"));
    QVERIFY(note->isHidden());
    language->setCurrentIndex(language->findData(QStringLiteral("ja")));
    QVERIFY(!note->isHidden());
    QVERIFY(note->text().contains(QStringLiteral("next start")));
    language->setCurrentIndex(language->findData(QString()));
    QVERIFY(note->isHidden());
}

void TestRealUse::longMessagesShowWhole() {
    Window window(twoPeople());
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(&*window));
    auto* messages = window->part<StatusMessages>();
    auto* bar = window->part<QWidget>(QStringLiteral("messageBar"));
    QString words;
    for (int i = 0; i < 40; ++i) words += QStringLiteral("word%1 ").arg(i);
    words += QStringLiteral("end.");
    messages->show(words);
    QVERIFY(!bar->isHidden());
    QCOMPARE(window->part<QLabel>(QStringLiteral("messageBarText"))->text(), words);
    QCOMPARE(window->statusBar()->currentMessage(), QString());
    QCOMPARE(window->message(), words);
    messages->show(QStringLiteral("Short."));
    QVERIFY(bar->isHidden());
    QCOMPARE(window->statusBar()->currentMessage(), QStringLiteral("Short."));
}

void TestRealUse::theWindowKeepsItsPlaceAndFitsTheScreen() {
    const QSize screen = QGuiApplication::primaryScreen()->availableGeometry().size();
    QTemporaryDir folder;
    const Session::Options options{{}, {}, folder.filePath(QStringLiteral("autosave.txt")), {}, {},
                                   {}, {}};
    {
        TestWindow first(options);
        first.show();
        QVERIFY2(first.frameGeometry().width() <= screen.width() &&
                     first.frameGeometry().height() <= screen.height(),
                 qPrintable(QStringLiteral("%1 x %2 on a screen of %3 x %4")
                                .arg(first.width())
                                .arg(first.height())
                                .arg(screen.width())
                                .arg(screen.height())));
        // A first window uses the screen: most of its height, centred, the panels with room.
        QCOMPARE(first.size(), firstWindowSize(screen, QSize(820, 720).boundedTo(screen)));
        auto* moves = first.findChild<QDockWidget*>(QStringLiteral("moveDock"));
        QVERIFY(moves);
        QVERIFY2(
            moves->width() >= first.width() / 4,
            qPrintable(QStringLiteral("panel %1 of %2").arg(moves->width()).arg(first.width())));
        first.resize(560, 470);
        first.close();
    }
    {
        TestWindow second(options);
        second.show();
        QCOMPARE(second.size(), QSize(560, 470));
        second.close();
    }
    // A damaged record of it is no harm: the window fits the screen again.
    QSettings().setValue(QStringLiteral("window/geometry"), QByteArray("garbage"));
    TestWindow again(options);
    again.show();
    QVERIFY(again.frameGeometry().width() <= screen.width());
    QVERIFY(again.frameGeometry().height() <= screen.height());
}

void TestRealUse::aFirstWindowUsesTheScreen() {
    // 1280 x 900 with a panel of 30 px: 90% of the height, 1.5 times that at most as width.
    QCOMPARE(firstWindowSize(QSize(1280, 870), QSize(820, 720)), QSize(1152, 783));
    QCOMPARE(firstWindowSize(QSize(1920, 1050), QSize(820, 720)), QSize(1417, 945));
    // A small screen: as large as asked where 90% of the screen has room for it.
    QCOMPARE(firstWindowSize(QSize(1024, 700), QSize(820, 720)), QSize(921, 630));
    QCOMPARE(firstWindowSize(QSize(1100, 1000), QSize(1000, 720)), QSize(990, 900));
}

void TestRealUse::anOpenedGameSaysAPassIsDue() {
    Window window(twoPeople());
    // White to move has no legal move; Black has.
    QApplication::clipboard()->setText(QStringLiteral("XXX-O----------- O"));
    QVERIFY(window->files()->paste());
    QVERIFY2(window->message().contains(QStringLiteral("White has no legal move and passes")),
             qPrintable(window->message()));
    QCOMPARE(window->position().sideToMove(), Color::Black);
}

void TestRealUse::theAddEngineDialogChecksTheCommand() {
    EngineQueue engine;
    AddEngineDialog dialog(&engine);
    QVERIFY(dialog.minimumWidth() >= dialog.fontMetrics().averageCharWidth() * 50);
    QVERIFY(dialog.findChild<QPushButton*>(QStringLiteral("browseEngine")));
    QVERIFY(dialog.findChild<QPushButton*>(QStringLiteral("testEngine")));
    QVERIFY(!AddEngineDialog::commandProblem(QStringLiteral("/no/such/engine -l 3")).isEmpty());
    QVERIFY(!AddEngineDialog::commandProblem(QStringLiteral("no-such-engine-here")).isEmpty());
    QVERIFY(!AddEngineDialog::commandProblem(QStringLiteral("/tmp")).isEmpty());
    QVERIFY(!AddEngineDialog::commandProblem(QString()).isEmpty());
    QCOMPARE(AddEngineDialog::commandProblem(QStringLiteral("sh -c true")), QString());
    dialog.findChild<QLineEdit*>(QStringLiteral("engineCommand"))
        ->setText(QStringLiteral("/no/such/engine"));
    dialog.show();
    dialog.accept();
    QVERIFY(dialog.isVisible());  // refused, saying why
    QVERIFY(dialog.findChild<QLabel*>(QStringLiteral("engineTestResult"))
                ->text()
                .contains(QStringLiteral("/no/such/engine")));
    // A program that is no engine fails its test, saying so; the dialog stays alive meanwhile.
    auto* result = dialog.findChild<QLabel*>(QStringLiteral("engineTestResult"));
    auto* test = dialog.findChild<QPushButton*>(QStringLiteral("testEngine"));
    dialog.findChild<QLineEdit*>(QStringLiteral("engineCommand"))
        ->setText(QStringLiteral("sh -c true"));
    test->click();
    QVERIFY(!test->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(result->text().startsWith(QStringLiteral("The engine failed")), 20000);
    QVERIFY(test->isEnabled());
    // Hasami itself, as an NBoard engine, answers a legal first move.
    dialog.findChild<QLineEdit*>(QStringLiteral("engineName"))->setText(QStringLiteral("Me"));
    dialog.findChild<QComboBox*>(QStringLiteral("engineProtocol"))->setCurrentIndex(1);
    dialog.findChild<QLineEdit*>(QStringLiteral("engineCommand"))
        ->setText(QStringLiteral(HASAMI_CLI) + QStringLiteral(" nboard"));
    test->click();
    QTRY_VERIFY_WITH_TIMEOUT(result->text().startsWith(QStringLiteral("Me works: it answered")),
                             20000);
    // Without the session's queue there is nothing to test with.
    QVERIFY(!AddEngineDialog(nullptr)
                 .findChild<QPushButton*>(QStringLiteral("testEngine"))
                 ->isEnabled());
}

void TestRealUse::removeNeedsAChosenEngine() {
    Settings settings = quickSettings();
    SettingsDialog empty(settings);
    QVERIFY(!empty.findChild<QPushButton*>(QStringLiteral("removeEngine"))->isEnabled());
    settings.engineNames = {QStringLiteral("Shell")};
    settings.engineSpecs = {QStringLiteral("gtp:sh")};
    SettingsDialog one(settings);
    auto* remove = one.findChild<QPushButton*>(QStringLiteral("removeEngine"));
    QVERIFY(!remove->isEnabled());
    one.findChild<QListWidget*>(QStringLiteral("engines"))->setCurrentRow(0);
    QVERIFY(remove->isEnabled());
    remove->click();
    QVERIFY(!remove->isEnabled());
}

void TestRealUse::theKeyboardCursorShowsAfterAKeyAlone() {
    Window window(twoPeople());
    activate(*window);
    BoardWidget* board = window->board();
    board->setFocus();
    click(*window, sq("f5"));
    QVERIFY(board->hasFocus());
    QVERIFY(!board->showsCursor());
    QTest::keyClick(board, Qt::Key_Right);
    QVERIFY(board->showsCursor());
    click(*window, sq("f6"));
    QVERIFY(!board->showsCursor());
}

void TestRealUse::theClockHeaderFitsOnOneLine() {
    Settings settings = quickSettings();
    settings.clockMinutes = 5;
    settings.clockIncrement = 3;
    Window window(settings, untilStopped);
    window->session().startNewGame(settings);
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(&*window));
    play(*window, "f5");  // White to move, the computer thinking
    QVERIFY(window->turnLabel()->text().contains(QStringLiteral("thinking")));
    QApplication::processEvents();
    const QLabel* turn = window->turnLabel();
    const int needed = turn->heightForWidth(turn->contentsRect().width());
    QVERIFY2(needed < 2 * turn->fontMetrics().lineSpacing(),
             qPrintable(QStringLiteral("%1 px tall at %2 px wide").arg(needed).arg(turn->width())));
    window->session().seats().setComputer(Color::White, false);
    QTRY_VERIFY(!window->engine().isBusy());
}

void TestRealUse::anOpenedGameWaitsForThePerson() {
    Window window(quickSettings(), atOnce);  // the computer plays White
    QApplication::clipboard()->setText(QStringLiteral("f5"));
    QVERIFY(window->files()->paste());
    QVERIFY(window->playState().isPaused());
    QVERIFY(!window->playState().isThinking());
    QVERIFY(window->message().contains(QStringLiteral("resume")));
    QTest::qWait(50);
    QCOMPARE(window->game().length(), 1);
    // Choosing who plays lets it go on.
    window->seats().setComputer(Color::Black, true);
    QVERIFY(!window->playState().isPaused());
    QTRY_VERIFY_WITH_TIMEOUT(window->game().length() >= 2, kWaitMs);
    window->seats().setComputer(Color::Black, false);
    window->seats().setComputer(Color::White, false);
    // Resume does as well.
    Window other(quickSettings(), atOnce);
    QApplication::clipboard()->setText(QStringLiteral("f5"));
    QVERIFY(other->files()->paste());
    QVERIFY(other->playState().isPaused());
    action(*other, "pauseAction")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(other->game().length() == 2, kWaitMs);
}

void TestRealUse::aPositionListOffersItsPositions() {
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("suite.obf"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    for (const char* line : kListed) file.write(QByteArray(line) + "\n");
    file.close();
    Window window(twoPeople());
    QStringList offered;
    window->files()->setGameChooser([&](const QStringList& labels) {
        offered = labels;
        return 1;
    });
    QVERIFY(window->files()->openFile(path));
    QCOMPARE(offered.size(), 3);
    QVERIFY2(offered[1].startsWith(QStringLiteral("2. Black to move, 22 empty squares")),
             qPrintable(offered[1]));
    QVERIFY(offered[1].contains(QStringLiteral("H4:+0")));
    QCOMPARE(window->position(), *parsePosition(kListed[1]));
    // None chosen: the game stays.
    window->files()->setGameChooser([](const QStringList&) { return -1; });
    play(*window, "h4");
    const Position before = window->position();
    QVERIFY(window->files()->openFile(path));
    QCOMPARE(window->position(), before);
}

namespace {

// The paths Game > Open Recent offers, in its order.
QStringList recentPaths(TestWindow& window) {
    QStringList paths;
    for (QAction* entry : window.part<QMenu>(QStringLiteral("recentMenu"))->actions()) {
        if (entry->objectName().startsWith(QStringLiteral("recentFile"))) {
            paths << entry->toolTip();
        }
    }
    return paths;
}

Square at(const char* name) {
    return *parseSquare(name);
}

// How far apart two pictures of a square are: the mean difference of their pixels' channels,
// 0 to 255 (painting the same square elsewhere on the felt may differ by a shade).
double difference(const QImage& a, const QImage& b) {
    const QSize size = a.size().boundedTo(b.size());
    double sum = 0;
    for (int y = 0; y < size.height(); ++y) {
        for (int x = 0; x < size.width(); ++x) {
            const QRgb p = a.pixel(x, y);
            const QRgb q = b.pixel(x, y);
            sum += std::abs(qRed(p) - qRed(q)) + std::abs(qGreen(p) - qGreen(q)) +
                   std::abs(qBlue(p) - qBlue(q));
        }
    }
    return sum / (3.0 * std::max(1, size.width() * size.height()));
}

QAction* recentEntry(TestWindow& window, int index) {
    return window.part<QAction>(QStringLiteral("recentFile%1").arg(index));
}

}  // namespace

void TestRealUse::recentFilesOpenWhatWasOpenedAndSaved() {
    QTemporaryDir folder;
    const QString first = folder.filePath(QStringLiteral("first.txt"));
    const QString second = folder.filePath(QStringLiteral("second.ggf"));
    {
        Window window(twoPeople());
        QVERIFY(recentPaths(*window).isEmpty());
        QVERIFY(!action(*window, "clearRecentFiles")->isEnabled());
        play(*window, "f5 d6");
        QVERIFY(window->files()->saveGame(first));
        play(*window, "c3");
        QVERIFY(window->files()->saveGame(second));
        QCOMPARE(recentPaths(*window), QStringList({second, first}));
        QCOMPARE(recentEntry(*window, 0)->text(), QStringLiteral("&1 second.ggf"));
        // Saved again, a file moves to the top, once.
        QVERIFY(window->files()->saveGame(first));
        QCOMPARE(recentPaths(*window), QStringList({first, second}));
    }
    // The list outlives the window; an entry opens its game.
    Reopened window;
    QCOMPARE(recentPaths(*window), QStringList({first, second}));
    window->session().startNewGame(twoPeople());
    recentEntry(*window, 1)->trigger();
    QCOMPARE(formatTranscript(window->game().moves()), std::string("f5d6c3"));
    QCOMPARE(recentPaths(*window), QStringList({second, first}));
    // A file that is gone says so and leaves the list; the game on the board stays.
    QVERIFY(QFile::remove(first));
    recentEntry(*window, 1)->trigger();
    QVERIFY2(window->message().contains(QStringLiteral("no longer there")),
             qPrintable(window->message()));
    QCOMPARE(recentPaths(*window), QStringList({second}));
    QCOMPARE(formatTranscript(window->game().moves()), std::string("f5d6c3"));
    action(*window, "clearRecentFiles")->trigger();
    QVERIFY(recentPaths(*window).isEmpty());
    // What the store holds that is not a list of full paths is left out.
    QSettings().setValue(QStringLiteral("files/recent"),
                         QStringList({QStringLiteral("relative.txt"), second, second}));
    Reopened again;
    QCOMPARE(recentPaths(*again), QStringList({second}));
    QSettings().setValue(QStringLiteral("files/recent"), 42);
    Reopened damaged;
    QVERIFY(recentPaths(*damaged).size() <= 1);
}

void TestRealUse::droppedGameFilesOpen() {
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("dropped.txt"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("f5 d6 c3 d3\n");
    }
    Window window(twoPeople());
    window->show();
    QMimeData files;
    files.setUrls({QUrl::fromLocalFile(path)});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &files, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&*window, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &files, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&*window, &drop);
    QVERIFY(drop.isAccepted());
    QCOMPARE(formatTranscript(window->game().moves()), std::string("f5d6c3d3"));
    QCOMPARE(recentPaths(*window), QStringList({path}));
    // Text alone is not a file: the drag is not taken.
    QMimeData text;
    text.setText(QStringLiteral("f5 d6"));
    QDragEnterEvent textEnter(QPoint(10, 10), Qt::CopyAction, &text, Qt::LeftButton,
                              Qt::NoModifier);
    textEnter.ignore();
    QApplication::sendEvent(&*window, &textEnter);
    QVERIFY(!textEnter.isAccepted());
}

void TestRealUse::aFlippedBoardIsSeenFromWhite() {
    {
        Window window(twoPeople());
        activate(*window);
        BoardWidget* board = window->board();
        QVERIFY(!board->isTurned());
        const QRectF grid = board->squareRect(at("a1")).united(board->squareRect(at("h8")));
        QVERIFY(board->squareRect(at("a1")).center().x() < grid.center().x());
        action(*window, "flipBoardAction")->trigger();
        QVERIFY(board->isTurned());
        // a1 at the bottom right, h8 at the top left.
        const QPointF a1 = board->squareRect(at("a1")).center();
        QVERIFY(a1.x() > grid.center().x() && a1.y() > grid.center().y());
        QCOMPARE(board->squareAtPoint(a1), at("a1"));
        // A click plays the square under it: f5 is where c4 is on a board seen from Black.
        const QPointF f5 = board->squareRect(at("f5")).center();
        QVERIFY(f5.x() < grid.center().x() && f5.y() < grid.center().y());
        QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier, f5.toPoint());
        QCOMPARE(formatTranscript(window->game().moves()), std::string("f5"));
        // The arrows move the way they point.
        board->setFocus();
        QTest::keyClick(board, Qt::Key_Right);
        const Square start = board->cursor();
        QTest::keyClick(board, Qt::Key_Right);
        QCOMPARE(columnOf(board->cursor()), std::max(0, columnOf(start) - 1));
        QVERIFY(window->settings().boardTurned);
    }
    Reopened reopened;
    QVERIFY(reopened->board()->isTurned());
    QVERIFY(action(*reopened, "flipBoardAction")->isChecked());
}

void TestRealUse::boardPicturesWithAndWithoutValues() {
    Window window(twoPeople());
    window->show();
    play(*window, "f5");  // Black on c4..f5: not the same turned half round
    auto* pictures = window->part<BoardPictures>();
    BoardWidget* board = window->board();
    const Square d3 = at("d3");
    board->setMoveValues({{d3, 12, 10, false, false}});
    const QImage withValues = pictures->picture(true);
    const QImage plain = pictures->picture(false);
    QCOMPARE(withValues.size(), QSize(BoardPictures::kPixels, BoardPictures::kPixels));
    const QRectF grid =
        BoardPainter::gridRect(QRectF(0, 0, BoardPictures::kPixels, BoardPictures::kPixels));
    // The value is written on d3 in one picture only; the rest of the board is the same.
    const QRect d3Rect = BoardPainter::squareRect(grid, 8, d3).toRect();
    QVERIFY(withValues.copy(d3Rect) != plain.copy(d3Rect));
    const QRect d4Rect = BoardPainter::squareRect(grid, 8, at("d4")).toRect();
    QCOMPARE(withValues.copy(d4Rect), plain.copy(d4Rect));
    // The plain picture leaves the last move's marks out (f5's dot, e5's ring).
    const QRect f5Rect = BoardPainter::squareRect(grid, 8, at("f5")).toRect();
    QVERIFY(withValues.copy(f5Rect) != plain.copy(f5Rect));
    // The plain picture is the position alone: the legal moves' dots are left out, as they are
    // on a board that does not show them.
    QVERIFY(window->settings().showLegalMoves);
    Settings noDots = window->settings();
    noDots.showLegalMoves = false;
    window->applySettings(noDots);
    QCOMPARE(pictures->picture(false), plain);
    Settings dots = window->settings();
    dots.showLegalMoves = true;
    window->applySettings(dots);
    // Turned, the disc on f5 is painted where c4 is seen from Black, and c4 is empty.
    const QRect c4Rect = BoardPainter::squareRect(grid, 8, at("c4")).toRect();
    action(*window, "flipBoardAction")->trigger();
    const QImage turned = pictures->picture(false);
    QVERIFY2(difference(turned.copy(c4Rect), plain.copy(f5Rect)) < 8,
             qPrintable(QString::number(difference(turned.copy(c4Rect), plain.copy(f5Rect)))));
    // (a disc against an empty square; no last move's dot in either)
    QVERIFY(difference(turned.copy(c4Rect), plain.copy(c4Rect)) > 20);
    action(*window, "flipBoardAction")->trigger();

    // Saved as PNG, with the values as the choice says.
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("board.png"));
    QVERIFY(action(*window, "pictureValuesAction")->isChecked());
    QVERIFY(pictures->save(path));
    QImage saved(path, "png");
    QCOMPARE(saved.size(), withValues.size());
    QCOMPARE(saved.convertToFormat(QImage::Format_ARGB32),
             withValues.convertToFormat(QImage::Format_ARGB32));
    // The plain picture is the picture of the same position with no last move.
    const Position shown = board->position();
    const Bitboard playable = board->playable();
    board->setPosition(shown, kNoSquare, playable);
    board->setFlipped(0);
    QCOMPARE(pictures->picture(false), plain);
    action(*window, "pictureValuesAction")->trigger();
    QVERIFY(!window->settings().pictureValues);
    QVERIFY(pictures->save(path));
    QCOMPARE(QImage(path, "png").convertToFormat(QImage::Format_ARGB32),
             plain.convertToFormat(QImage::Format_ARGB32));
    action(*window, "copyBoardPictureAction")->trigger();
    QCOMPARE(QApplication::clipboard()->image().size(), plain.size());
    // A folder that is not there: a warning, nothing written.
    QString warned;
    pictures->setWarning([&](const QString& message) { warned = message; });
    QVERIFY(!pictures->save(folder.filePath(QStringLiteral("no/such/folder/board.png"))));
    QVERIFY(warned.contains(QStringLiteral("Could not save the picture")));
}

QTEST_MAIN(TestRealUse)
#include "tst_real_use.moc"
