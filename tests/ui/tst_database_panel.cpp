// SPDX-License-Identifier: GPL-3.0-or-later
// The game database beside the board, on small WTHOR files written here (see
// tests/support/wthor_files.h for the games and their counts, worked out by hand): Settings >
// Database chooses the folders, the Database panel follows the position shown with its games
// and next moves, the filters apply at once, symmetric images count on request, a move of the
// panel plays on the board, and a game of the list opens with its details at the position.
#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <memory>

#include "engine/formats/notation.h"
#include "session/database_library.h"
#include "session/modes/guess_mode.h"
#include "session/modes/puzzle_mode.h"
#include "session/my_games.h"
#include "tests/support/board_text.h"
#include "tests/support/test_window.h"
#include "tests/support/wthor_files.h"
#include "ui/board/board_widget.h"
#include "ui/database/database_panel.h"
#include "ui/database/database_tables.h"
#include "ui/dialogs/database_settings.h"
#include "ui/dialogs/settings_dialog.h"
#include "ui/window/game_files.h"
#include "ui/window/tip_bar.h"
#include "ui/window/window_place.h"

using namespace hasami;
using namespace hasami::test;

namespace {

constexpr int kTimeoutMs = 30000;

Settings twoPeople() {
    Settings settings;
    settings.blackIsAi = false;
    settings.whiteIsAi = false;
    settings.flipSpeed = FlipSpeed::Off;
    settings.aiDelayMs = 0;
    settings.databaseSymmetric = false;  // exact positions, unless a test asks for images
    return settings;
}

DatabasePanel* panelOf(TestWindow& window) {
    auto* panel = window.findChild<DatabasePanel*>();
    if (!panel) qFatal("no database panel");
    return panel;
}

// The rows of the moves table: "move games black draws white".
QStringList moveRows(const DatabasePanel* panel) {
    QStringList rows;
    const QTableWidget* table = panel->movesTable();
    for (int row = 0; row < table->rowCount(); ++row) {
        QStringList cells;
        for (int column = 0; column < 5; ++column) cells << table->item(row, column)->text();
        rows << cells.join(QLatin1Char(' '));
    }
    return rows;
}

// The database of tests/support/wthor_files.h opened in `window` with its seven games counted
// at the start (null if they never are), for two people, exact positions or with `symmetric`
// images.
DatabasePanel* openDatabase(TestWindow& window, const QString& folder, bool symmetric) {
    Settings settings = twoPeople();
    settings.databasePaths = {folder};
    settings.databaseSymmetric = symmetric;
    window.applySettings(settings);
    DatabasePanel* panel = panelOf(window);
    // A busy bar while the games are read and indexed, gone once they are.
    const auto* progress = panel->findChild<QProgressBar*>(QStringLiteral("databaseProgress"));
    if (!progress) qFatal("no progress bar");
    QTest::qWait(0);
    if (window.session().database().isLoading() && progress->isHidden()) return nullptr;
    const bool read = QTest::qWaitFor([panel] { return panel->shown().games == 7; }, kTimeoutMs);
    return read && progress->isHidden() ? panel : nullptr;
}

// Plays `moves` (such as "d6c3") on from the position shown.
void playLine(TestWindow& window, const char* moves) {
    for (const char* at = moves; at[0] != '\0' && at[1] != '\0'; at += 2) {
        window.session().playSquare(sq(std::string_view(at, 2)));
    }
}

}  // namespace

class TestDatabasePanel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("HasamiTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_database_panel"));
        QVERIFY(folder_.isValid());
        writeWthorDatabase(folder_.path());
    }

    void init() {
        QSettings().clear();
        QFile::remove(Autosave::defaultPath());
        QDir(myGamesFolder()).removeRecursively();
    }

    void databaseSettingsChooseTheFolders() {
        TestWindow window;
        SettingsDialog dialog(window.settings());
        auto* page = dialog.findChild<DatabaseSettingsPage*>();
        QVERIFY(page);
        QVERIFY(page->paths().isEmpty());
        QVERIFY(page->symmetric());  // on by default
        page->addPath(folder_.path());
        page->addPath(folder_.path() + QStringLiteral("/"));  // the same folder: once
        QCOMPARE(page->paths(), QStringList{folder_.path()});
        dialog.findChild<QCheckBox*>(QStringLiteral("databaseSymmetric"))->setChecked(false);
        window.applySettings(dialog.settings());
        QCOMPARE(window.settings().databasePaths, QStringList{folder_.path()});
        QVERIFY(!window.settings().databaseSymmetric);
        QTRY_VERIFY_WITH_TIMEOUT(window.session().database().database() != nullptr, kTimeoutMs);
        QCOMPARE(window.session().database().database()->games().size(), std::size_t(7));
        // Kept for the next start.
        TestWindow reopened;
        QCOMPARE(reopened.settings().databasePaths, QStringList{folder_.path()});
    }

    void theReadingSaysHowFarItHasGot() {
        TestWindow window;
        QSignalSpy percents(&window.session().database(), &DatabaseLibrary::loadingProgress);
        DatabasePanel* panel = openDatabase(window, folder_.path(), false);
        QVERIFY(panel);
        QVERIFY(percents.size() >= 2);
        QCOMPARE(percents.first().at(0).toInt(), 0);
        QCOMPARE(percents.last().at(0).toInt(), 100);
        int before = -1;
        for (const QList<QVariant>& said : percents) {
            QVERIFY(said.at(0).toInt() > before);
            before = said.at(0).toInt();
        }
        QCOMPARE(window.session().database().loadingPercent(), -1);
        // While it reads, the bar says the percentage.
        auto* bar = panel->findChild<QProgressBar*>(QStringLiteral("databaseProgress"));
        QCOMPARE(bar->format(), QStringLiteral("Reading the database: %p%"));
        QVERIFY(bar->isHidden());
    }

    void databasePanelFollowsThePositionShown() {
        TestWindow window;
        DatabasePanel* panel = openDatabase(window, folder_.path(), false);
        QVERIFY(panel);
        QCOMPARE(moveRows(panel), (QStringList{QStringLiteral("f5 6 50% 17% 33%"),
                                               QStringLiteral("d3 1 0% 0% 100%")}));
        QVERIFY2(panel->status()->text().contains(QStringLiteral("7 of the 7 games")),
                 qPrintable(panel->status()->text()));
        QCOMPARE(panel->gamesTable()->rowCount(), 7);
        // The Tiger: G1, G4 and G2 by transposition; G4 ends there.
        playLine(window, "f5d6c3d3c4");
        QTRY_COMPARE(panel->shown().games, 3);
        QCOMPARE(moveRows(panel), QStringList{QStringLiteral("f4 2 50% 50% 0%")});
        // Browsing back follows too.
        window.session().goToPly(1);
        QTRY_COMPARE(panel->shown().games, 6);
        // Every table has an accessible name, and its cells their text.
        QVERIFY(!panel->movesTable()->accessibleName().isEmpty());
        QVERIFY(!panel->gamesTable()->accessibleName().isEmpty());
    }

    void databaseFiltersApplyAtOnce() {
        TestWindow window;
        DatabasePanel* panel = openDatabase(window, folder_.path(), false);
        QVERIFY(panel);
        auto* player = panel->findChild<QLineEdit*>(QStringLiteral("databasePlayer"));
        QTest::keyClicks(player, QStringLiteral("ROSE"));  // either colour, any case
        QTRY_COMPARE(panel->shown().games, 3);
        player->clear();
        panel->findChild<QLineEdit*>(QStringLiteral("databaseTournament"))
            ->setText(QStringLiteral("japan"));
        QTRY_COMPARE(panel->shown().games, 4);
        panel->findChild<QSpinBox*>(QStringLiteral("databaseTo"))->setValue(2004);
        QTRY_COMPARE(panel->shown().games, 0);
        QCOMPARE(panel->movesTable()->rowCount(), 0);
        QCOMPARE(panel->gamesTable()->rowCount(), 0);
    }

    void databaseCountsSymmetricImagesOnRequest() {
        TestWindow window;
        DatabasePanel* panel = openDatabase(window, folder_.path(), false);
        QVERIFY(panel);
        // d3 c5 is f5 d6 turned about the a8-h1 diagonal: no game played it as such.
        playLine(window, "d3c5");
        QTRY_COMPARE(panel->shown().games, 0);
        auto* images = panel->findChild<QCheckBox*>(QStringLiteral("databaseSymmetricImages"));
        images->setChecked(true);
        QTRY_COMPARE(panel->shown().games, 5);
        QVERIFY(window.settings().databaseSymmetric);  // kept as the setting
        // c3, the move two of them played after f5 d6 (both won by Black), is f6 on this board.
        QVERIFY(moveRows(panel).contains(QStringLiteral("f6 2 100% 0% 0%")));
    }

    void databaseMovePlaysAndGameOpens() {
        TestWindow window;
        DatabasePanel* panel = openDatabase(window, folder_.path(), false);
        QVERIFY(panel);
        // Activating the first row (f5) plays it.
        QTableWidget* moves = panel->movesTable();
        emit moves->cellActivated(0, 0);
        QCOMPARE(window.game().moves().size(), std::size_t(1));
        QCOMPARE(window.game().moves()[0], sq("f5"));
        QTRY_COMPARE(panel->shown().games, 6);

        // Opening Tamenori's game against Rose (G1) from the Tiger's position.
        playLine(window, "d6c3d3c4");
        QTRY_COMPARE(panel->shown().games, 3);
        QTableWidget* games = panel->gamesTable();
        int row = -1;
        for (int i = 0; i < games->rowCount(); ++i) {
            if (games->item(i, 0)->text() == QStringLiteral("Tamenori Hideshi")) row = i;
        }
        QVERIFY(row >= 0);
        emit games->cellActivated(row, 0);
        const Game& opened = window.game();
        QCOMPARE(opened.length(), 6);  // f5d6c3d3c4f4
        QCOMPARE(opened.ply(), 5);     // at the position shown
        QCOMPARE(opened.details().black, std::string("Tamenori Hideshi"));
        QCOMPARE(opened.details().white, std::string("Brian Rose"));
        QCOMPARE(opened.details().event, std::string("Championnat de France"));
        QCOMPARE(opened.details().date, std::string("2001"));
        QVERIFY(opened.details().result);
        QCOMPARE(opened.details().result->discsText(), std::string("40-24"));
        QVERIFY(window.message().contains(QStringLiteral("Tamenori Hideshi")));
    }

    void databaseGameOfAnImageOpensTurnedOntoTheBoard() {
        TestWindow window;
        DatabasePanel* panel = openDatabase(window, folder_.path(), true);
        QVERIFY(panel);
        playLine(window, "d3c5");
        QTRY_COMPARE(panel->shown().games, 5);
        const Position shown = window.position();
        emit panel->gamesTable()->cellActivated(0, 0);
        // Whichever game it is, it opens at this very position.
        QCOMPARE(window.position(), shown);
        QCOMPARE(window.game().ply(), 2);
        QCOMPARE(window.game().moves()[0], sq("d3"));
    }

    void databaseFiguresOnTheBoard() {
        TestWindow window;
        DatabasePanel* panel = openDatabase(window, folder_.path(), false);
        QVERIFY(panel);
        BoardWidget* board = window.board();
        QVERIFY(board->databaseMarks().empty());  // off by default
        panel->findChild<QCheckBox*>(QStringLiteral("databaseOnBoard"))->setChecked(true);
        QVERIFY(window.settings().databaseOnBoard);
        // f5: 6 games, Black 3 wins, 1 draw, 2 losses: (3 + 0.5) / 6 = 58%; d3: 1 game, lost.
        QTRY_COMPARE(board->databaseMarks().size(), std::size_t(2));
        const DatabaseMark* f5 = board->scene().databaseAt(sq("f5"));
        QVERIFY(f5 && f5->games == 6 && f5->score == 58);
        QCOMPARE(board->scene().databaseAt(sq("d3"))->score, 0);
        QAccessibleInterface* grid = QAccessible::queryAccessibleInterface(board);
        QString f5Name;
        for (int i = 0; i < grid->childCount(); ++i) {
            const QString name = grid->child(i)->text(QAccessible::Name);
            if (name.startsWith(QStringLiteral("f5,"))) f5Name = name;
        }
        QVERIFY2(f5Name.endsWith(QStringLiteral(", 6 games in the database, 58 percent")),
                 qPrintable(f5Name));
        // White to move after f5: White's score. d6 (G1, G2, G4, G5, G6): Black won three, drew
        // one, lost one, so White (1 + 0.5) / 5 = 30%.
        playLine(window, "f5");
        QTRY_VERIFY(board->scene().databaseAt(sq("d6")) != nullptr);
        QCOMPARE(board->scene().databaseAt(sq("d6"))->games, 5);
        QCOMPARE(board->scene().databaseAt(sq("d6"))->score, 30);
        panel->findChild<QCheckBox*>(QStringLiteral("databaseOnBoard"))->setChecked(false);
        QTRY_VERIFY(board->databaseMarks().empty());
    }

    void myGamesAreSearchableAndDeletable() {
        TestWindow window;
        Settings settings = twoPeople();
        settings.playerName = QStringLiteral("Ada");
        window.session().startNewGame(settings);
        while (!window.game().isOver()) {
            window.session().playSquare(*squaresOf(window.position().legalMoves()).begin());
        }
        const DatabaseLibrary& library = window.session().database();
        QTRY_VERIFY_WITH_TIMEOUT(library.myGames() && library.myGames()->games().size() == 1,
                                 kTimeoutMs);
        DatabasePanel* panel = panelOf(window);
        auto* source = panel->findChild<QComboBox*>(QStringLiteral("databaseSource"));
        source->setCurrentIndex(source->findData(int(LibraryGames::Mine)));
        QCOMPARE(panel->looksIn(), LibraryGames::Mine);
        QTRY_COMPARE(panel->shown().games, 1);  // the end of the game shown
        window.session().goToPly(0);
        QTRY_COMPARE(panel->movesTable()->rowCount(), 1);
        const QString first = QString::fromStdString(squareName(window.game().moves()[0]));
        QCOMPARE(moveRows(panel).front().section(QLatin1Char(' '), 0, 1), first + " 1");
        QCOMPARE(panel->gamesTable()->item(0, 0)->text(), QStringLiteral("Ada"));

        // With the database: all games, or the database's alone.
        settings.databasePaths = {folder_.path()};
        window.applySettings(settings);
        source->setCurrentIndex(source->findData(int(LibraryGames::All)));
        QTRY_COMPARE_WITH_TIMEOUT(panel->shown().games, 8, kTimeoutMs);
        source->setCurrentIndex(source->findData(int(LibraryGames::Database)));
        QTRY_COMPARE(panel->shown().games, 7);

        // Opened, the kept game comes back whole, at the position shown.
        source->setCurrentIndex(source->findData(int(LibraryGames::Mine)));
        QTRY_COMPARE(panel->shown().games, 1);
        const std::vector<Square> played(window.game().moves().begin(),
                                         window.game().moves().end());
        window.play().newGame(8);
        QTRY_COMPARE(panel->shown().games, 1);
        emit panel->gamesTable()->cellActivated(0, 0);
        QCOMPARE(window.game().details().black, std::string("Ada"));
        QCOMPARE(std::vector<Square>(window.game().moves().begin(), window.game().moves().end()),
                 played);
        QCOMPARE(window.game().ply(), 0);

        // Only a game of the person's can be deleted, after a question.
        auto* remove = panel->findChild<QPushButton*>(QStringLiteral("databaseDeleteGame"));
        QVERIFY(!remove->isEnabled());
        panel->gamesTable()->selectRow(0);
        QVERIFY(remove->isEnabled());
        QTimer::singleShot(0, [] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (box) box->button(QMessageBox::Yes)->click();
        });
        remove->click();
        QTRY_VERIFY_WITH_TIMEOUT(library.myGames() == nullptr || library.myGames()->games().empty(),
                                 kTimeoutMs);
        QVERIFY(QDir(myGamesFolder()).entryList(QDir::Files).isEmpty());
        QTRY_VERIFY(panel->status()->text().contains(QStringLiteral("None of your games")));
        source->setCurrentIndex(source->findData(int(LibraryGames::Database)));
        panel->gamesTable()->selectRow(0);
        QVERIFY(!remove->isEnabled());
    }

    void guessTheMovesOfADatabaseGame() {
        TestWindow window;
        DatabasePanel* panel = openDatabase(window, folder_.path(), false);
        QVERIFY(panel);
        // Tamenori against Rose (G1): f5 d6 c3 d3 c4 f4, opened at its start.
        openTamenoriGame(window, panel);
        guessWhite(window);
        GuessMode& guess = window.session().mode<GuessMode>();
        QVERIFY(guess.isActive());
        auto* bar = window.findChild<TipBar*>(QStringLiteral("guessBar"));
        QVERIFY(bar && !bar->isHidden());
        QVERIFY(bar->text()->text().contains(QStringLiteral("White")));
        QCOMPARE(window.game().length(), 1);  // f5 played for Black
        // White's three moves guessed with the board: d6 (played), then e3 (not legal), c5.
        emit window.board()->squareActivated(sq("d6"));
        QTRY_VERIFY_WITH_TIMEOUT(guess.results().size() == 1, kTimeoutMs);
        QVERIFY(guess.results()[0].good);
        QTRY_VERIFY(bar->text()->text().startsWith(QStringLiteral("Good: d6 was played")));
        QTRY_VERIFY(guess.asksForGuess());
        QCOMPARE(window.game().length(), 3);  // d6, then Black's c3
        emit window.board()->squareActivated(sq("a1"));
        QVERIFY(window.message().contains(QStringLiteral("not a legal move")));
        QCOMPARE(guess.results().size(), std::size_t(1));
        emit window.board()->squareActivated(sq("d3"));  // played
        QTRY_VERIFY_WITH_TIMEOUT(guess.results().size() == 2, kTimeoutMs);
        QTRY_VERIFY(guess.asksForGuess());
        emit window.board()->squareActivated(sq("f4"));  // played
        QTRY_VERIFY_WITH_TIMEOUT(!guess.isActive(), kTimeoutMs);
        auto* summary = window.findChild<QMessageBox*>(QStringLiteral("guessSummary"));
        QVERIFY(summary);
        QVERIFY2(summary->text().startsWith(QStringLiteral("Good guesses: 3 of 3 (100%).")),
                 qPrintable(summary->text()));
        QCOMPARE(window.game().length(), 6);
        // The bar says the game is over, with Close, until the summary is closed.
        QVERIFY(!bar->isHidden());
        QVERIFY(bar->text()->text().startsWith(QStringLiteral("The game is over.")));
        QCOMPARE(window.findChild<QPushButton*>(QStringLiteral("guessBarButton"))->text(),
                 QStringLiteral("Close"));
        // The board plays moves again.
        summary->close();
        QTRY_VERIFY(bar->isHidden());
        window.session().goToPly(5);
        emit window.board()->squareActivated(sq("f4"));
        QCOMPARE(window.game().ply(), 6);
    }

    void thePanelFitsANarrowSide() {
        // The panel asks no more width than its widest option and its fields' labels need, so
        // that at 200% on a 1920-pixel screen it fits beside the board without scroll bars.
        TestWindow window;
        DatabasePanel* panel = panelOf(window);
        QVERIFY(panel);
        const int widest = std::max(
            panel->findChild<QCheckBox*>(QStringLiteral("databaseSymmetricImages"))
                ->sizeHint()
                .width(),
            panel->findChild<QCheckBox*>(QStringLiteral("databaseOnBoard"))->sizeHint().width());
        QVERIFY2(
            panel->minimumSizeHint().width() <= widest + 2 * panel->fontMetrics().height(),
            qPrintable(
                QStringLiteral("%1 against %2").arg(panel->minimumSizeHint().width()).arg(widest)));
    }

    void countsAreWrittenAsTheHeaderWritesThem() {
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        const std::unique_ptr<QTableWidgetItem> count(numberItem(137548, true));
        QCOMPARE(count->text(), QStringLiteral("137,548"));
        const std::unique_ptr<QTableWidgetItem> year(numberItem(2024, false));
        QCOMPARE(year->text(), QStringLiteral("2024"));
        // Sorted as numbers, not as text.
        const std::unique_ptr<QTableWidgetItem> nine(numberItem(9, true));
        const std::unique_ptr<QTableWidgetItem> ten(numberItem(10, true));
        QVERIFY(*nine < *ten);
        QVERIFY(!(*count < *ten));
        QLocale::setDefault(before);
    }

    void puzzlesKeepTheGamesToThemselves() {
        TestWindow window;
        DatabasePanel* panel = openDatabase(window, folder_.path(), false);
        QVERIFY(panel);
        panel->findChild<QCheckBox*>(QStringLiteral("databaseOnBoard"))->setChecked(true);
        QTRY_VERIFY(window.board()->scene().databaseAt(sq("f5")));
        // A puzzle's position may be a game's of the database: its next move is the answer.
        window.findChild<QAction*>(QStringLiteral("puzzlesAction"))->trigger();
        QVERIFY(window.session().mode<PuzzleMode>().isActive());
        QTRY_VERIFY(panel->status()->text().startsWith(QStringLiteral("Hidden while")));
        QCOMPARE(panel->movesTable()->rowCount(), 0);
        QCOMPARE(panel->gamesTable()->rowCount(), 0);
        for (Square square = 0; square < 64; ++square) {
            QVERIFY(!window.board()->scene().databaseAt(square));
        }
        window.session().endMode();
        QTRY_VERIFY(panel->movesTable()->rowCount() > 0);
        panel->findChild<QCheckBox*>(QStringLiteral("databaseOnBoard"))->setChecked(false);
    }

    void stoppingTheGuessesKeepsTheGame() {
        TestWindow window;
        DatabasePanel* panel = openDatabase(window, folder_.path(), false);
        QVERIFY(panel);
        openTamenoriGame(window, panel);
        panel->findChild<QCheckBox*>(QStringLiteral("databaseOnBoard"))->setChecked(true);
        QTRY_VERIFY(window.board()->scene().databaseAt(sq("f5")));  // the games' first move
        guessWhite(window);
        GuessMode& guess = window.session().mode<GuessMode>();
        QVERIFY(guess.isActive());
        // The panel and the board keep the answers to themselves while the person guesses.
        QTRY_VERIFY(panel->status()->text().startsWith(QStringLiteral("Hidden while")));
        QCOMPARE(panel->movesTable()->rowCount(), 0);
        QCOMPARE(panel->gamesTable()->rowCount(), 0);
        for (Square square = 0; square < 64; ++square) {
            QVERIFY(!window.board()->scene().databaseAt(square));
        }
        emit window.board()->squareActivated(sq("d6"));
        QTRY_VERIFY_WITH_TIMEOUT(guess.results().size() == 1, kTimeoutMs);
        QTRY_VERIFY(guess.asksForGuess());
        auto* bar = window.findChild<TipBar*>(QStringLiteral("guessBar"));
        auto* stop = bar->findChild<QPushButton*>(QStringLiteral("guessBarButton"));
        QVERIFY(!bar->isHidden() && !stop->isHidden());
        stop->click();
        QVERIFY(!guess.isActive());
        // The game is whole again, at the position the guessing reached; Redo goes on.
        QCOMPARE(window.game().length(), 6);
        QCOMPARE(window.game().ply(), 3);
        QVERIFY(window.findChild<QAction*>(QStringLiteral("redoAction"))->isEnabled());
        // The bar goes; the status bar says the guessing stopped; the panel shows again.
        QVERIFY(bar->isHidden());
        QTRY_VERIFY(panel->movesTable()->rowCount() > 0);
        panel->findChild<QCheckBox*>(QStringLiteral("databaseOnBoard"))->setChecked(false);
        QVERIFY(window.message().contains(QStringLiteral("Guessing has stopped")));

        // A guessing that ends with the game keeps its summary on the bar, its button Close,
        // until it is closed (or the summary, or another game takes the board).
        guessWhite(window);
        QVERIFY(guess.isActive() && !bar->isHidden() && !stop->isHidden());
        for (const char* move : {"d3", "f4"}) {  // White's two moves left, as played
            QTRY_VERIFY_WITH_TIMEOUT(guess.asksForGuess(), kTimeoutMs);
            emit window.board()->squareActivated(sq(move));
        }
        QTRY_VERIFY_WITH_TIMEOUT(!guess.isActive(), kTimeoutMs);
        QVERIFY(!bar->isHidden() && !stop->isHidden());
        QCOMPARE(stop->text(), QStringLiteral("Close"));
        QVERIFY(bar->text()->text().contains(QStringLiteral("The game is over")));
        delete window.findChild<QMessageBox*>(QStringLiteral("guessSummary"));
        stop->click();
        QVERIFY(bar->isHidden());
        QCOMPARE(window.game().length(), 6);  // Close changes nothing of the game
    }

    void openingADatabaseGameAsksFirst() {
        TestWindow window;
        DatabasePanel* panel = openDatabase(window, folder_.path(), false);
        QVERIFY(panel);
        QStringList asked;
        window.files()->setChangesQuestion([&](const QString& question) {
            asked << question;
            return GameFiles::Changes::Cancel;
        });
        playLine(window, "f5d6c3d3c4");
        QTRY_COMPARE(panel->shown().games, 3);
        emit panel->gamesTable()->cellActivated(0, 0);
        // The moves played are not saved: asked, and kept when the person cancels.
        QCOMPARE(asked.size(), 1);
        QCOMPARE(window.game().length(), 5);
        QVERIFY(window.session().game().isModified());
    }

    void skippedFilesAreNamedInThePanel() {
        // The database's games, and beside them a year's file cut short, a zip file and a file
        // that cannot be read (/proc/self/mem answers with EIO, as a failing disk does).
        QTemporaryDir damaged;
        writeWthorDatabase(damaged.path());
        QFile cut(damaged.filePath(QStringLiteral("WTH_2001.wtb")));
        QVERIFY(cut.open(QIODevice::ReadWrite));
        QVERIFY(cut.resize(cut.size() - 30));
        cut.close();
        QFile zip(damaged.filePath(QStringLiteral("WTH_2003.zip")));
        QVERIFY(zip.open(QIODevice::WriteOnly) && zip.write("PK") == 2);
        zip.close();
        QVERIFY(QFile::link(QStringLiteral("/proc/self/mem"),
                            damaged.filePath(QStringLiteral("WTH_2004.wtb"))));
        TestWindow window;
        Settings settings = twoPeople();
        settings.databasePaths = {damaged.path()};
        window.applySettings(settings);
        DatabasePanel* panel = panelOf(window);
        QTRY_VERIFY_WITH_TIMEOUT(
            !window.session().database().isLoading() &&
                window.session().database().gameCount(LibraryGames::Database) > 0,
            kTimeoutMs);
        // The games read are counted; each file skipped is named with why.
        QTRY_VERIFY(
            panel->status()->text().contains(QStringLiteral("games reached this position")));
        const QString said = panel->status()->text();
        QVERIFY2(said.contains(QStringLiteral("WTH_2001.wtb: cut short")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("WTH_2003.zip")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("WTH_2004.wtb: cannot be read (reading failed")),
                 qPrintable(said));
    }

    // In a window of 1280 x 900 the panel fits its dock: no scroll bar of its own, the games'
    // columns all within the table, none squeezed below a year's width, a few games in sight,
    // and Delete Game whole.
    void thePanelFitsItsDockAt1280x900() {
        TestWindow window;
        DatabasePanel* panel = openDatabase(window, folder_.path(), false);
        QVERIFY(panel);
        // The window as it first opens in a screen of 1280 x 900 (restoreWindowPlace).
        placeFirstWindow(window, QRect(0, 0, 1280, 900), QSize(820, 720));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* dock = window.findChild<QDockWidget*>(QStringLiteral("databaseDock"));
        dock->raise();
        QTRY_VERIFY(panel->isVisible());
        QTest::qWait(50);  // the layout settles
        auto* scroll = window.findChild<QScrollArea*>(QStringLiteral("databaseScroll"));
        const QTableWidget* games = panel->gamesTable();
        QVERIFY(!scroll->verticalScrollBar()->isVisible());
        QVERIFY(!scroll->horizontalScrollBar()->isVisible());
        const QHeaderView* header = games->horizontalHeader();
        const int least = games->fontMetrics().horizontalAdvance(QStringLiteral("2025"));
        int width = 0;
        for (int column = 0; column < games->columnCount(); ++column) {
            QVERIFY2(header->sectionSize(column) >= least,
                     qPrintable(QStringLiteral("column %1: %2 px")
                                    .arg(column)
                                    .arg(header->sectionSize(column))));
            width += header->sectionSize(column);
        }
        QVERIFY2(width <= games->viewport()->width(),
                 qPrintable(QStringLiteral("%1 px of columns in %2 px")
                                .arg(width)
                                .arg(games->viewport()->width())));
        QVERIFY(!games->horizontalScrollBar()->isVisible());
        QVERIFY(games->viewport()->height() >= 5 * games->verticalHeader()->defaultSectionSize());
        // A name too long for its column is read whole in the cell's tip.
        QVERIFY(games->item(0, 0)->toolTip().contains(games->item(0, 0)->text()));
        const auto* remove = panel->findChild<QPushButton*>(QStringLiteral("databaseDeleteGame"));
        const QRect inView(remove->mapTo(scroll->viewport(), QPoint(0, 0)), remove->size());
        QVERIFY(scroll->viewport()->rect().contains(inView));
    }

    void theGamesChoiceIsKept() {
        {
            TestWindow window;
            auto* source = panelOf(window)->findChild<QComboBox*>(QStringLiteral("databaseSource"));
            QCOMPARE(source->currentData().toInt(), int(LibraryGames::All));
            source->setCurrentIndex(source->findData(int(LibraryGames::Mine)));
        }
        TestWindow again;
        auto* source = panelOf(again)->findChild<QComboBox*>(QStringLiteral("databaseSource"));
        QCOMPARE(source->currentData().toInt(), int(LibraryGames::Mine));
        source->setCurrentIndex(source->findData(int(LibraryGames::All)));
    }

    void noDatabaseSaysWhereToChooseOne() {
        TestWindow window;
        DatabasePanel* panel = panelOf(window);
        QVERIFY(panel->status()->text().contains(QStringLiteral("Settings")));
        QCOMPARE(panel->movesTable()->rowCount(), 0);
        // A folder without games: said, nothing else changes.
        QTemporaryDir empty;
        Settings settings = twoPeople();
        settings.databasePaths = {empty.path()};
        window.applySettings(settings);
        QTRY_VERIFY_WITH_TIMEOUT(!window.session().database().isLoading() &&
                                     window.session().database().database() != nullptr,
                                 kTimeoutMs);
        QTRY_VERIFY(panel->status()->text().contains(QStringLiteral("No game could be read")));
        QCOMPARE(window.game().length(), 0);
    }

private:
    // Tamenori against Rose (G1): f5 d6 c3 d3 c4 f4, opened from the panel, shown at its start.
    static void openTamenoriGame(TestWindow& window, DatabasePanel* panel) {
        playLine(window, "f5d6c3d3c4");
        QTRY_COMPARE(panel->shown().games, 3);
        QTableWidget* games = panel->gamesTable();
        for (int i = 0; i < games->rowCount(); ++i) {
            if (games->item(i, 0)->text() == QStringLiteral("Tamenori Hideshi")) {
                emit games->cellActivated(i, 0);
            }
        }
        QCOMPARE(window.game().length(), 6);
        window.session().goToPly(0);
    }
    // Game > Guess the Moves…, White's.
    static void guessWhite(TestWindow& window) {
        window.findChild<QAction*>(QStringLiteral("guessMovesAction"))->trigger();
        auto* question = window.findChild<QMessageBox*>(QStringLiteral("guessColour"));
        QVERIFY(question);
        question->findChild<QPushButton*>(QStringLiteral("guessWhite"))->click();
    }

    QTemporaryDir folder_;
};

QTEST_MAIN(TestDatabasePanel)
#include "tst_database_panel.moc"
