// SPDX-License-Identifier: GPL-3.0-or-later
// A new game as a person starts one: the levels in the settings (a middle one on a first
// start, old settings kept), the new-game dialog and its remembered answers, Ctrl+N then Enter,
// and the clocks beside the scores, saved and restored with the game.
#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "engine/players/levels.h"
#include "tests/support/board_text.h"
#include "tests/support/test_window.h"
#include "ui/board/board_widget.h"
#include "ui/dialogs/new_game_dialog.h"
#include "ui/dialogs/settings_dialog.h"
#include "ui/text/game_text.h"
#include "ui/window/main_window.h"
#include "ui/window/scoreboard.h"

using namespace hasami;
using namespace hasami::test;
using namespace std::chrono_literals;

namespace {

// Runs `answer` on the dialog that the next modal exec() opens, from inside its event loop.
template <typename Answer>
void whenModalOpens(Answer answer) {
    QTimer::singleShot(0, [answer] {
        auto* dialog = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        answer(*dialog);
    });
}

void choose(NewGameDialog& dialog, NewGameDialog::Seats seats, int level, int size, int minutes,
            int increment) {
    dialog.findChild<QRadioButton*>(QStringLiteral("seats%1").arg(int(seats)))->click();
    auto* levels = dialog.findChild<QComboBox*>(QStringLiteral("level"));
    levels->setCurrentIndex(levels->findData(level));
    auto* sizes = dialog.findChild<QComboBox*>(QStringLiteral("newGameBoardSize"));
    sizes->setCurrentIndex(sizes->findData(size));
    auto* clock = dialog.findChild<QComboBox*>(QStringLiteral("clock"));
    clock->setCurrentIndex(clock->findData(minutes));
    dialog.findChild<QSpinBox*>(QStringLiteral("increment"))->setValue(increment);
}

// Starts a game for two people in `window` with a clock of `minutes` + `increment`, as the
// new-game dialog would.
Settings startForTwo(TestWindow& window, int minutes, int increment = 0) {
    Settings wanted = window.settings();
    wanted.blackIsAi = false;
    wanted.whiteIsAi = false;
    wanted.clockMinutes = minutes;
    wanted.clockIncrement = increment;
    wanted.newGameSeats = int(NewGameDialog::Seats::TwoPeople);
    window.session().startNewGame(wanted);
    return wanted;
}

}  // namespace

class TestNewGame : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void aFirstStartPlaysAMiddleLevel();
    void settingsFromBeforeTheLevelsKeepTheirDepth();
    void theSettingsDialogChoosesALevelOrACustomDepth();
    void everySettingsPageHasItsTabInSight();
    void newGameAsksAndRemembers();
    void everyKeyOfTheNewGameDialogIsItsOwn();
    void controlNThenEnterStartsTheSameGameAgain();
    void twoPeopleAndTheComputerAloneSeatTheSides();
    void clocksShowBesideTheScores();
    void clocksAreSavedAndRestored();
    void aDamagedClockLineIsReportedAndLeftOut();

private:
    QTemporaryDir folder_;
};

void TestNewGame::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("HasamiTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_newgame"));
    QVERIFY(folder_.isValid());
}

void TestNewGame::init() {
    QSettings().clear();
    QFile::remove(Autosave::defaultPath());
}

void TestNewGame::aFirstStartPlaysAMiddleLevel() {
    TestWindow window;
    QCOMPARE(window.settings().level, 5);
    QCOMPARE(window.computerLevel(), 5);
    QVERIFY(window.settings().level > 1 && window.settings().level < kLevelCount);
}

void TestNewGame::settingsFromBeforeTheLevelsKeepTheirDepth() {
    {
        QSettings store;
        store.setValue(QStringLiteral("engine/depth"), 7);
        store.setValue(QStringLiteral("engine/moveSeconds"), 4);
    }
    TestWindow window;
    QCOMPARE(window.settings().level, Settings::kCustomLevel);
    QCOMPARE(window.computerLevel(), 0);
    QCOMPARE(window.computerLimits().depth, 7);
    QCOMPARE(window.computerLimits().time, 4000ms);
    // A level out of range is reported and replaced.
    QSettings store;
    store.setValue(QStringLiteral("engine/level"), kLevelCount + 1);
    QStringList problems;
    QCOMPARE(Settings::load(store, &problems).level, Settings::kFirstLevel);
    QCOMPARE(problems.size(), 1);
    QVERIFY(problems.first().contains(QStringLiteral("engine/level")));
}

void TestNewGame::everyKeyOfTheNewGameDialogIsItsOwn() {
    // Alt and a letter reaches one control only: the letters after '&' differ, in English and
    // in the levels' names alike.
    NewGameDialog dialog(Settings{});
    QStringList texts;
    for (const auto* button : dialog.findChildren<QAbstractButton*>()) texts << button->text();
    for (const auto* label : dialog.findChildren<QLabel*>()) texts << label->text();
    QSet<QChar> keys;
    for (const QString& text : texts) {
        const qsizetype at = text.indexOf(QLatin1Char('&'));
        if (at < 0 || at + 1 >= text.size() || text[at + 1] == QLatin1Char('&')) continue;
        const QChar key = text[at + 1].toLower();
        QVERIFY2(!keys.contains(key), qPrintable(text));
        keys.insert(key);
    }
    QVERIFY(keys.size() >= 7);  // the four seats, level, board and clock
}

void TestNewGame::theSettingsDialogChoosesALevelOrACustomDepth() {
    Settings given;
    given.clockMinutes = 5;  // kept though the dialog does not show it
    given.sound = false;
    SettingsDialog dialog(given);
    auto* level = dialog.findChild<QComboBox*>(QStringLiteral("level"));
    auto* depth = dialog.findChild<QSpinBox*>(QStringLiteral("depth"));
    QCOMPARE(level->count(), kLevelCount + 1);
    QCOMPARE(level->currentData().toInt(), given.level);
    QVERIFY(!depth->isEnabled());  // a level sets its own depth
    level->setCurrentIndex(level->findData(Settings::kCustomLevel));
    QVERIFY(depth->isEnabled());
    depth->setValue(12);
    const Settings chosen = dialog.settings();
    QCOMPARE(chosen.level, Settings::kCustomLevel);
    QCOMPARE(chosen.depth, 12);
    QCOMPARE(chosen.clockMinutes, 5);
    QVERIFY(!chosen.sound);
}

void TestNewGame::everySettingsPageHasItsTabInSight() {
    // At its smallest, the dialog still shows every page's tab whole (no tab behind arrows).
    SettingsDialog dialog(Settings{});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.resize(dialog.minimumSizeHint());
    QApplication::processEvents();
    auto* pages = dialog.findChild<QTabWidget*>(QStringLiteral("pages"));
    QVERIFY(pages);
    QTabBar* tabs = pages->tabBar();
    QVERIFY(tabs->count() >= 6);
    for (int i = 0; i < tabs->count(); ++i) {
        QVERIFY2(tabs->rect().contains(tabs->tabRect(i)), qPrintable(tabs->tabText(i)));
    }
}

void TestNewGame::newGameAsksAndRemembers() {
    {
        TestWindow window;
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        auto* elsewhere = window.findChild<QLineEdit*>();
        QVERIFY(elsewhere);
        elsewhere->setFocus();
        QTRY_VERIFY(elsewhere->hasFocus());
        whenModalOpens([](NewGameDialog& dialog) {
            choose(dialog, NewGameDialog::Seats::PlayBlack, 3, 6, 5, 2);
            dialog.accept();
        });
        window.showNewGame();
        // The new game gives the board the keyboard: a square typed next is played.
        // (The window's own focus: the test's display may leave no window active.)
        QTRY_COMPARE(window.focusWidget(), window.findChild<BoardWidget*>());
        QVERIFY(!window.seats().isComputer(Color::Black));
        QVERIFY(window.seats().isComputer(Color::White));
        QCOMPARE(window.computerLevel(), 3);
        QCOMPARE(window.position().size(), 6);
        QCOMPARE(window.clocks().record().clock.control(), (TimeControl{5min, 2s}));
        QCOMPARE(window.clocks().running(), std::optional(Color::Black));
        // Cancelling changes nothing.
        whenModalOpens([](NewGameDialog& dialog) {
            choose(dialog, NewGameDialog::Seats::TwoPeople, 1, 4, 0, 0);
            dialog.reject();
        });
        window.showNewGame();
        QCOMPARE(window.position().size(), 6);
        QCOMPARE(window.computerLevel(), 3);
    }
    // The answers are kept for the next start and the next dialog.
    TestWindow reopened;
    QCOMPARE(reopened.settings().level, 3);
    QCOMPARE(reopened.settings().boardSize, 6);
    QCOMPARE(reopened.settings().clockMinutes, 5);
    QCOMPARE(reopened.settings().clockIncrement, 2);
    NewGameDialog dialog(reopened.settings());
    QVERIFY(dialog.findChild<QRadioButton*>(QStringLiteral("seats0"))->isChecked());
    QCOMPARE(dialog.settings(), reopened.settings());
    // Who plays changed since (as Guess the Moves or the tool bar change it): the dialog still
    // offers the last answer.
    reopened.seats().setComputer(Color::White, false);
    QVERIFY(!reopened.settings().whiteIsAi);
    NewGameDialog again(reopened.settings());
    QVERIFY(again.findChild<QRadioButton*>(QStringLiteral("seats0"))->isChecked());
}

void TestNewGame::controlNThenEnterStartsTheSameGameAgain() {
    TestWindow window;
    Settings wanted = window.settings();
    wanted.level = 2;
    window.session().startNewGame(wanted);
    wanted = startForTwo(window, 1);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.session().playSquare(sq("f5"));
    QCOMPARE(window.game().ply(), 1);
    bool opened = false;
    QTimer::singleShot(0, [&] {
        QWidget* dialog = QApplication::activeModalWidget();
        opened = qobject_cast<NewGameDialog*>(dialog) != nullptr;
        if (dialog) QTest::keyClick(dialog, Qt::Key_Return);
    });
    QTest::keyClick(&window, Qt::Key_N, Qt::ControlModifier);
    QVERIFY(opened);
    QCOMPARE(window.game().ply(), 0);
    QCOMPARE(window.settings(), wanted);
    QCOMPARE(window.clocks().record().clock.control().initial, 1min);
}

void TestNewGame::twoPeopleAndTheComputerAloneSeatTheSides() {
    const std::pair<NewGameDialog::Seats, std::pair<bool, bool>> cases[] = {
        {NewGameDialog::Seats::PlayBlack, {false, true}},
        {NewGameDialog::Seats::PlayWhite, {true, false}},
        {NewGameDialog::Seats::TwoPeople, {false, false}},
        {NewGameDialog::Seats::ComputerAlone, {true, true}},
    };
    for (const auto& [seats, ai] : cases) {
        NewGameDialog dialog(Settings{});
        choose(dialog, seats, 1, 4, 0, 0);
        const Settings chosen = dialog.settings();
        QCOMPARE(chosen.blackIsAi, ai.first);
        QCOMPARE(chosen.whiteIsAi, ai.second);
        QCOMPARE(NewGameDialog::seatsOf(chosen), seats);
        // Two people need no level.
        QCOMPARE(dialog.findChild<QComboBox*>(QStringLiteral("level"))->isEnabled(),
                 seats != NewGameDialog::Seats::TwoPeople);
    }
}

void TestNewGame::clocksShowBesideTheScores() {
    TestWindow window;
    startForTwo(window, 0);
    window.show();
    QLabel* black = window.scoreboard()->clockLabel(Color::Black);
    QLabel* white = window.scoreboard()->clockLabel(Color::White);
    QVERIFY(!black->isVisible());  // no clock, no time shown
    startForTwo(window, 1);
    QVERIFY(black->isVisible() && white->isVisible());
    QCOMPARE(white->text(), QStringLiteral("1:00"));
    // Black's time counts down while it thinks; White's stands.
    QTRY_VERIFY_WITH_TIMEOUT(black->text() == QStringLiteral("0:59"), 5000);
    QCOMPARE(white->text(), QStringLiteral("1:00"));
    QVERIFY(black->font().bold() && !white->font().bold());
    // Under 20 seconds the tenths show, and a fallen flag says so.
    QCOMPARE(GameText::clockTime(19'990ms), QStringLiteral("0:19.9"));
    QCOMPARE(GameText::clockTime(20'000ms), QStringLiteral("0:20"));
    QCOMPARE(GameText::clockTime(61'001ms), QStringLiteral("1:02"));
    QCOMPARE(GameText::clockTime(-5ms), QStringLiteral("0:00.0"));
    window.play().newGame(8, TimeControl{100ms, 0ms});
    QTRY_VERIFY_WITH_TIMEOUT(window.clocks().record().lostOnTime.has_value(), 5000);
    QVERIFY(window.turnLabel()->text().contains(QStringLiteral("time ran out")));
    QVERIFY(window.message().contains(QStringLiteral("White wins on time")));
}

void TestNewGame::clocksAreSavedAndRestored() {
    const QString path = folder_.filePath(QStringLiteral("clocked.txt"));
    ClockRecord saved;
    {
        TestWindow window;
        startForTwo(window, 5, 3);
        for (const char* move : {"f5", "d6", "c3"}) window.session().playSquare(sq(move));
        window.session().undo();  // taken back to Black's turn: unrated
        QTest::qWait(20);
        window.play().setPaused(true);  // the clocks stand still from here
        saved = window.clocks().record();
        QVERIFY(window.files()->saveGame(path));
        QVERIFY(saved.unrated);
        QVERIFY(saved.clock.remaining(Color::Black) < 306s);  // two increments, less its thinking
    }  // closing the window keeps the game and its clocks
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    QVERIFY2(text.contains("; clock 300+3 black "), text.constData());
    QVERIFY(text.contains(" unrated"));

    TestWindow restored;  // from the autosave
    QVERIFY(restored.clocks().record().clock.isOn());
    QVERIFY(restored.clocks().record().unrated);
    QCOMPARE(restored.clocks().record().clock.control(), (TimeControl{300s, 3s}));
    // It comes back paused, its clocks stopped where the window closed.
    QVERIFY(restored.playState().isPaused());
    QVERIFY(!restored.clocks().running());
    QVERIFY(restored.clocks().record() == saved);
    restored.play().setPaused(false);
    QCOMPARE(restored.clocks().running(), std::optional(Color::Black));

    TestWindow opened;
    QVERIFY(opened.files()->openFile(path));
    QVERIFY(opened.clocks().record() == saved);
    QVERIFY(opened.playState().isPaused());
}

void TestNewGame::aDamagedClockLineIsReportedAndLeftOut() {
    const QString path = folder_.filePath(QStringLiteral("damaged.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("f5d6\n; clock 300 black soon white 12\n");
    file.close();
    TestWindow window;
    QStringList warnings;
    window.files()->setWarning([&](const QString& warning) { warnings << warning; });
    QVERIFY(window.files()->openFile(path));
    QCOMPARE(window.game().ply(), 2);
    QVERIFY(!window.clocks().record().clock.isOn());
    QCOMPARE(warnings.size(), 1);
    QVERIFY(warnings.first().contains(QStringLiteral("clock line")));
}

QTEST_MAIN(TestNewGame)
#include "tst_newgame.moc"
