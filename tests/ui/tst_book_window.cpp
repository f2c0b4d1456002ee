// SPDX-License-Identifier: GPL-3.0-or-later
// The opening book in the window: Settings > Book chooses it (the built-in one, the person's own,
// another file; a file that cannot be read is told and the built-in book used), Game > Learn
// This Game is offered only for a book that grows and says why not otherwise, the status bar
// shows the learning under way with the time left, and Stop ends it keeping what was searched.
#include <QAbstractButton>
#include <QAction>
#include <QCheckBox>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSet>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>

#include "engine/book/book_file.h"
#include "engine/formats/notation.h"
#include "session/book_keeper.h"
#include "tests/support/book_window.h"
#include "tests/support/out_of_book.h"
#include "tests/support/test_session.h"
#include "tests/support/test_window.h"
#include "ui/analysis/book_growth.h"
#include "ui/analysis/book_panel.h"
#include "ui/analysis/book_work.h"
#include "ui/dialogs/book_settings.h"
#include "ui/dialogs/settings_dialog.h"
#include "ui/text/game_text.h"
#include "ui/window/game_actions.h"

using namespace hasami;
using namespace hasami::test;

namespace {

constexpr int kTimeoutMs = 60000;

// The settings as Settings > Book leaves them after `choose` has set its page.
template <typename Choose>
Settings throughTheBookPage(TestWindow& window, Choose&& choose) {
    SettingsDialog dialog(window.settings());
    auto* page = dialog.findChild<BookSettingsPage*>();
    if (!page) return window.settings();
    choose(*page);
    return dialog.settings();
}

// Two people at the board, with the person's own book grown at `depth` plies.
Settings myBookAt(int depth) {
    Settings settings = humanVersusHuman();
    settings.book = BookChoice::Mine;
    settings.bookDepth = depth;
    return settings;
}

bool writeText(const QString& path, const QByteArray& text) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
}

// A window whose own book and autosave are files of `folder`.
Session::Options ownBookIn(const QTemporaryDir& folder) {
    return {{}, {}, folder.filePath(QStringLiteral("autosave.txt")), {},
            {}, {}, folder.filePath(QStringLiteral("book.bin"))};
}

}  // namespace

class TestBookWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { useTestStorage("tst_book_window"); }
    void init() { QSettings().clear(); }

    void theBookPageChoosesTheBook() {
        QTemporaryDir folder;
        TestWindow window(Session::Options{{},
                                           {},
                                           folder.filePath(QStringLiteral("autosave.txt")),
                                           {},
                                           {},
                                           {},
                                           folder.filePath(QStringLiteral("book.bin"))});
        window.applySettings(humanVersusHuman());
        window.session().playSquare(Square(37));  // f5
        QAction* learn = window.findChild<GameActions*>()->learnGame;
        // The built-in book: no learning, and the action says why.
        QCOMPARE(window.session().book().choice(), BookChoice::BuiltIn);
        QVERIFY(!learn->isEnabled());
        QVERIFY(learn->toolTip().contains(QStringLiteral("built-in")));

        // My own book, learning every game, at 6 plies.
        Settings chosen = throughTheBookPage(window, [](BookSettingsPage& page) {
            page.findChild<QRadioButton*>(QStringLiteral("myBook"))->click();
            page.findChild<QCheckBox*>(QStringLiteral("learnGames"))->setChecked(true);
            page.findChild<QSpinBox*>(QStringLiteral("bookDepth"))->setValue(6);
        });
        QCOMPARE(chosen.book, BookChoice::Mine);
        QVERIFY(chosen.learnGames);
        QCOMPARE(chosen.bookDepth, 6);
        window.applySettings(chosen);
        QCOMPARE(window.session().book().choice(), BookChoice::Mine);
        QVERIFY(learn->isEnabled());
        QVERIFY(window.session().engine().books() == window.session().book().books());

        // Another program's book: read, not grown.
        const QString theirs = folder.filePath(QStringLiteral("theirs.txt"));
        QFile text(theirs);
        QVERIFY(text.open(QIODevice::WriteOnly));
        text.write(QByteArray(27, '-') + "OX------XO" + QByteArray(27, '-') + " X,20,F5,1\n");
        text.close();
        chosen = throughTheBookPage(window, [&](BookSettingsPage& page) {
            page.chooseFile(theirs);
            QVERIFY(page.findChild<QCheckBox*>(QStringLiteral("learnGames"))->isEnabled());
        });
        QCOMPARE(chosen.book, BookChoice::File);
        QCOMPARE(chosen.bookFile, theirs);
        window.applySettings(chosen);
        QCOMPARE(window.session().book().file(), theirs);
        QVERIFY(!learn->isEnabled());
        QVERIFY(learn->toolTip().contains(QStringLiteral("import")));

        // A file that cannot be read: said, and the built-in book used.
        const QString broken = folder.filePath(QStringLiteral("broken.dat"));
        QFile bad(broken);
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("not a book at all");
        bad.close();
        QSignalSpy refused(&window.session(), &Session::refused);
        window.applySettings(
            throughTheBookPage(window, [&](BookSettingsPage& page) { page.chooseFile(broken); }));
        QCOMPARE(refused.count(), 1);
        QVERIFY(refused.first().first().toString().contains(QStringLiteral("broken.dat")));
        QCOMPARE(window.session().book().choice(), BookChoice::BuiltIn);
        QVERIFY(!window.session().book().books().chosen());

        // Kept for the next start, as the person chose it.
        QSettings store;
        QCOMPARE(Settings::load(store).bookFile, broken);
    }

    void learningRunsInTheBackgroundAndStops() {
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("book.bin"));
        TestWindow window(Session::Options{
            {}, {}, folder.filePath(QStringLiteral("autosave.txt")), {}, {}, {}, file});
        Settings settings = humanVersusHuman();
        settings.book = BookChoice::Mine;
        settings.bookDepth = 16;  // a position takes long enough to stop in the middle
        window.applySettings(settings);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.play().setGame(outOfTheBook());
        for (int i = 0; i < 10 && !window.game().position().isGameOver(); ++i) {
            window.session().playSquare(*squaresOf(window.game().position().legalMoves()).begin());
        }
        auto* work = window.findChild<BookWork*>();
        QVERIFY(work);
        QVERIFY(!work->isVisible());
        QSignalSpy finished(&window.session().book(), &BookKeeper::workFinished);
        window.findChild<GameActions*>()->learnGame->trigger();
        QVERIFY(window.session().book().isWorking());
        QTRY_VERIFY_WITH_TIMEOUT(work->isVisible(), kTimeoutMs);
        auto* label = work->findChild<QLabel*>(QStringLiteral("bookWorkLabel"));
        QTRY_VERIFY_WITH_TIMEOUT(label->text().contains(QStringLiteral(" of ")), kTimeoutMs);
        QVERIFY(label->text().startsWith(QStringLiteral("Learning")));
        // The board stays in play while the book learns.
        const int ply = window.game().ply();
        window.session().playSquare(*squaresOf(window.game().position().legalMoves()).begin());
        QCOMPARE(window.game().ply(), ply + 1);
        work->findChild<QToolButton*>(QStringLiteral("stopBookWork"))->click();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kTimeoutMs);
        QVERIFY(!work->isVisible());
        QVERIFY(finished.first().first().toString().contains(QStringLiteral("stopped")));
        QVERIFY(QFile::exists(file));
        QVERIFY(readBookFile(file.toStdString()));
    }

    void theBookPanelSetsValuesAndDeletesMoves() {
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("book.bin"));
        TestWindow window(Session::Options{
            {}, {}, folder.filePath(QStringLiteral("autosave.txt")), {}, {}, {}, file});
        Settings settings = myBookAt(4);
        BookPanel* panel = showBookPanel(window, settings);
        QVERIFY(panel);
        QVERIFY(panel->addLineButton()->isEnabled());
        const BookKeeper& book = window.session().book();
        const Position start = Position::initial(8);
        QSignalSpy said(panel, &BookPanel::done);

        // A value set by hand: the move's, for its player; its position's, for the other.
        QTreeWidgetItem* first = panel->tree()->topLevelItem(0);
        const Square move = panel->lineOf(first).front();
        panel->setValueQuestion([](const QString&, int) { return std::optional(5); });
        panel->editActions(first).at(0)->trigger();
        QCOMPARE(said.count(), 1);
        QCOMPARE(book.books().chosen()->valueOf(start.play(move)), std::optional(-5));
        QTRY_VERIFY(panel->tree()
                        ->topLevelItem(0)
                        ->text(BookPanel::kValueColumn)
                        .contains(QStringLiteral("+5")));
        QVERIFY(QFile::exists(file));

        // A move deleted with what follows: asked first; "no" changes nothing.
        first = panel->tree()->topLevelItem(0);
        panel->tree()->expandItem(first);
        QVERIFY(first->childCount() > 0);
        QTreeWidgetItem* reply = first->child(0);
        const std::vector<Square> line = panel->lineOf(reply);
        const Position after = start.play(line[0]).play(line[1]);
        QVERIFY(book.books().chosen()->find(after));
        QString asked;
        panel->setConfirmation([&](const QString& question) {
            asked = question;
            return false;
        });
        panel->editActions(reply).at(2)->trigger();
        QVERIFY(!asked.isEmpty());
        QVERIFY(book.books().chosen()->find(after));
        panel->setConfirmation([](const QString&) { return true; });
        panel->editActions(panel->tree()->topLevelItem(0)->child(0)).at(2)->trigger();
        QVERIFY(!book.books().chosen()->find(after));
        QVERIFY(said.last().first().toString().contains(QStringLiteral("removed")));
        QVERIFY(!readBookFile(file.toStdString())->find(after));
    }

    void theBookPanelSearchesAgainAndAddsTheLineShown() {
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("book.bin"));
        TestWindow window(Session::Options{
            {}, {}, folder.filePath(QStringLiteral("autosave.txt")), {}, {}, {}, file});
        Settings settings = myBookAt(4);
        BookPanel* panel = showBookPanel(window, settings);
        QVERIFY(panel);
        QVERIFY(panel->addLineButton()->isEnabled());
        const BookKeeper& book = window.session().book();
        const Position start = Position::initial(8);
        const Square move = panel->lineOf(panel->tree()->topLevelItem(0)).front();
        QVERIFY(
            window.session().book().setValue(start.play(move), 3).contains(QStringLiteral("hand")));
        // Searched again in the background: a search's value in place of the hand's.
        QSignalSpy finished(&window.session().book(), &BookKeeper::workFinished);
        panel->editActions(panel->tree()->topLevelItem(0)).at(1)->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kTimeoutMs);
        QVERIFY(!book.books().chosen()->find(start.play(move))->handSet);

        // Add This Line: the line to the position shown, out of the book, is learnt.
        window.play().setGame(outOfTheBook());
        const Position shown = window.game().position();
        QVERIFY(!book.books().chosen()->find(shown));
        panel->addLineButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, kTimeoutMs);
        QVERIFY(book.books().chosen()->find(shown));

        // The built-in book: nothing to edit.
        settings.book = BookChoice::BuiltIn;
        window.applySettings(settings);
        QVERIFY(!panel->addLineButton()->isEnabled());
        QVERIFY(!window.session().book().setValue(start, 1).isEmpty());
    }

    void aValueSetByHandIsMarkedAndSearchedAgainOnce() {
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("book.bin"));
        TestWindow window(ownBookIn(folder));
        BookPanel* panel = showBookPanel(window, myBookAt(4));
        QVERIFY(panel);
        QSignalSpy finished(&window.session().book(), &BookKeeper::workFinished);
        // The moves shown below `item` (the top when null), each once, by name.
        const auto movesBelow = [&](QTreeWidgetItem* item) {
            QStringList names;
            const int count = item ? item->childCount() : panel->tree()->topLevelItemCount();
            for (int i = 0; i < count; ++i) {
                QTreeWidgetItem* row = item ? item->child(i) : panel->tree()->topLevelItem(i);
                names << GameText::moveName(panel->lineOf(row).back());
            }
            return names;
        };
        // On a reply below the first move: set by hand, marked in the value and the name read.
        panel->tree()->expandItem(panel->tree()->topLevelItem(0));
        QTreeWidgetItem* reply = panel->tree()->topLevelItem(0)->child(0);
        const std::vector<Square> line = panel->lineOf(reply);
        const QStringList before = movesBelow(panel->tree()->topLevelItem(0));
        panel->setValueQuestion([](const QString&, int) { return std::optional(7); });
        panel->editActions(reply).at(0)->trigger();
        QTRY_VERIFY(panel->tree()->topLevelItem(0)->text(BookPanel::kValueColumn) != QString());
        // The panel is rebuilt from the start: the line is found again.
        const auto rowOf = [&]() -> QTreeWidgetItem* {
            QTreeWidgetItem* top = nullptr;
            for (int i = 0; i < panel->tree()->topLevelItemCount(); ++i) {
                if (panel->lineOf(panel->tree()->topLevelItem(i)).back() == line[0]) {
                    top = panel->tree()->topLevelItem(i);
                }
            }
            if (!top) return nullptr;
            panel->tree()->expandItem(top);
            for (int i = 0; i < top->childCount(); ++i) {
                if (panel->lineOf(top->child(i)) == line) return top->child(i);
            }
            return nullptr;
        };
        QTreeWidgetItem* set = rowOf();
        QVERIFY(set);
        QVERIFY2(set->text(BookPanel::kValueColumn).contains(QStringLiteral("by hand")),
                 qPrintable(set->text(BookPanel::kValueColumn)));
        QVERIFY(set->data(BookPanel::kMoveColumn, Qt::AccessibleTextRole)
                    .toString()
                    .contains(QStringLiteral("by hand")));
        // Searched again: the move is there once, no longer by hand, and every other reply too.
        panel->editActions(set).at(1)->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kTimeoutMs);
        set = rowOf();
        QVERIFY(set);
        QVERIFY(!set->text(BookPanel::kValueColumn).contains(QStringLiteral("by hand")));
        QStringList after = movesBelow(set->parent());
        QCOMPARE(after.removeDuplicates(), 0);
        QCOMPARE(QSet<QString>(after.begin(), after.end()),
                 QSet<QString>(before.begin(), before.end()));
        QStringList top = movesBelow(nullptr);
        QCOMPARE(top.removeDuplicates(), 0);
        QCOMPARE(top.size(), 4);
    }

    void deletingAMoveKeepsThePositionAndUndoBringsItBack() {
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("book.bin"));
        TestWindow window(ownBookIn(folder));
        BookPanel* panel = showBookPanel(window, myBookAt(4));
        QVERIFY(panel);
        QVERIFY(!panel->undoButton()->isEnabled());
        BookKeeper& book = window.session().book();
        // After f5 f6 (the Diagonal opening), f7 deleted: the position shown keeps its other
        // moves.
        window.play().setGame(*parseTranscript("f5f6"));
        QTRY_VERIFY(panel->tree()->topLevelItemCount() > 1);
        const int moves = panel->tree()->topLevelItemCount();
        QTreeWidgetItem* last = panel->tree()->topLevelItem(moves - 1);
        const Square deleted = panel->lineOf(last).back();
        const Position shown = window.game().position();
        const std::size_t size = book.books().chosen()->size();
        panel->setConfirmation([](const QString&) { return true; });
        panel->editActions(last).at(2)->trigger();
        QVERIFY(book.books().chosen()->find(shown));
        QVERIFY(!book.books().chosen()->find(shown.play(deleted)));
        QTRY_COMPARE(panel->tree()->topLevelItemCount(), moves - 1);
        QVERIFY(panel->undoButton()->isEnabled());
        const Parsed<OpeningBook> saved = readBookFile(file.toStdString());
        QVERIFY(saved && saved->find(shown) &&
                saved->movesOf(shown).size() == std::size_t(moves - 1));
        // Undo: the move and all below it come back, on the disk too.
        panel->undoButton()->click();
        QCOMPARE(book.books().chosen()->size(), size);
        QTRY_COMPARE(panel->tree()->topLevelItemCount(), moves);
        QVERIFY(!panel->undoButton()->isEnabled());
        QCOMPARE(readBookFile(file.toStdString())->size(), size);
        // The versions before are kept, each with its time.
        QVERIFY(!book.backups().empty());
        QVERIFY(book.backups().front().written > 0);
    }

    void solvedValuesAndProvenDrawsAreMarked() {
        // A book of two positions: the start, solved as a draw with f5, and after f5 d6, solved
        // as a win by 2 for Black with c3.
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("solved.bin"));
        const Position start = Position::initial(8);
        const Position f5d6 = start.play(Square(37)).play(Square(43));
        OpeningBook solved(8);
        solved.insert(start, {0, 60, true, false, false, Square(37)});
        solved.insert(f5d6, {2, 58, true, false, false, Square(18)});
        solved.propagate();
        QVERIFY(!saveBookFile(solved, file.toStdString()));
        TestWindow window(Session::Options{{},
                                           {},
                                           folder.filePath(QStringLiteral("autosave.txt")),
                                           {},
                                           {},
                                           {},
                                           folder.filePath(QStringLiteral("book.bin"))});
        Settings settings = humanVersusHuman();
        settings.book = BookChoice::File;
        settings.bookFile = file;
        window.applySettings(settings);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.findChild<QDockWidget*>(QStringLiteral("bookDock"))->raise();
        auto* panel = window.findChild<BookPanel*>();
        QTRY_COMPARE(panel->tree()->topLevelItemCount(), 1);
        QTreeWidgetItem* f5 = panel->tree()->topLevelItem(0);
        QCOMPARE(f5->text(BookPanel::kValueColumn), QStringLiteral("0 proven draw"));
        QVERIFY(f5->data(BookPanel::kMoveColumn, Qt::AccessibleTextRole)
                    .toString()
                    .contains(QStringLiteral("proven draw")));
        window.session().playSquare(Square(37));
        window.session().playSquare(Square(43));
        QTRY_COMPARE(panel->tree()->topLevelItemCount(), 1);
        QCOMPARE(panel->tree()->topLevelItem(0)->text(BookPanel::kValueColumn),
                 QStringLiteral("+2 exact"));
    }

    void growingAsksHowFarAndWhatKind() {
        BookGrowthDialog dialog;
        QVERIFY(!dialog.enhance());
        QCOMPARE(dialog.options().maxLoss, 4);
        QCOMPARE(dialog.options().leastEmpties, 36);
        QCOMPARE(dialog.options().most, std::size_t(200));
        dialog.findChild<QRadioButton*>(QStringLiteral("enhanceBook"))->click();
        dialog.findChild<QSpinBox*>(QStringLiteral("growthLoss"))->setValue(2);
        dialog.findChild<QSpinBox*>(QStringLiteral("growthEmpties"))->setValue(40);
        dialog.findChild<QSpinBox*>(QStringLiteral("growthPositions"))->setValue(0);
        QVERIFY(dialog.enhance());
        QCOMPARE(dialog.options().maxLoss, 2);
        QCOMPARE(dialog.options().leastEmpties, 40);
        QCOMPARE(dialog.options().most, std::size_t(0));  // no limit
        for (auto* control : dialog.findChildren<QWidget*>()) {
            if (qobject_cast<QSpinBox*>(control) || qobject_cast<QRadioButton*>(control)) {
                QVERIFY(!control->accessibleName().isEmpty());
            }
        }
    }

    void theBookMenuImportsAndExports() {
        QTemporaryDir folder;
        TestWindow window(Session::Options{{},
                                           {},
                                           folder.filePath(QStringLiteral("autosave.txt")),
                                           {},
                                           {},
                                           {},
                                           folder.filePath(QStringLiteral("book.bin"))});
        window.applySettings(humanVersusHuman());  // the built-in book
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* actions = window.findChild<GameActions*>();
        auto* menu = window.findChild<QMenu*>(QStringLiteral("bookMenu"));
        QVERIFY(menu);
        QCOMPARE(menu->actions(), (QList<QAction*>{actions->learnGame, actions->importBook,
                                                   actions->exportBook, actions->bookVersions}));
        // The built-in book takes nothing in, and says why; it goes out.
        QVERIFY(!actions->importBook->isEnabled());
        QVERIFY(actions->importBook->toolTip().contains(QStringLiteral("built-in")));
        QVERIFY(actions->exportBook->isEnabled());
        auto* work = window.findChild<BookWork*>();
        QSignalSpy said(work, &BookWork::done);
        const QString out = folder.filePath(QStringLiteral("out.dat"));
        work->exportTo(out);
        QTRY_VERIFY(said.count() >= 2);  // under way, then done
        QVERIFY(said.last().first().toString().contains(QStringLiteral("out.dat")));
        QVERIFY(readBookFile(out.toStdString()));
        // My own book takes it in again: nothing new, and nothing lost.
        window.applySettings(myBookAt(4));
        QVERIFY(actions->importBook->isEnabled());
        work->importFrom(out);
        QTRY_VERIFY(said.count() >= 4);
        QVERIFY2(said.last().first().toString().contains(QStringLiteral("new positions: 0")),
                 qPrintable(said.last().first().toString()));
        QVERIFY(!window.findChild<QMessageBox*>(QStringLiteral("bookWorkMessage")));
        // A damaged file: told in a box of its own, naming the line and what is wrong, and the
        // book as it was.
        const QString damaged = folder.filePath(QStringLiteral("damaged.txt"));
        QVERIFY(writeText(damaged,
                          "---------------------------OX------XO--------------------------- "
                          "X,20,--,0\nnot a position,1,--,0\n"));
        const std::size_t size = window.session().book().books().chosen()->size();
        work->importFrom(damaged);
        QTRY_VERIFY(window.findChild<QMessageBox*>(QStringLiteral("bookWorkMessage")));
        const QString told =
            window.findChild<QMessageBox*>(QStringLiteral("bookWorkMessage"))->text();
        QVERIFY2(told.contains(QStringLiteral("line 2")), qPrintable(told));
        QVERIFY(told.contains(QStringLiteral("could not be imported")));
        QCOMPARE(window.session().book().books().chosen()->size(), size);
    }

    void theProgressTellsTheTimeLeftAndTheGamesWaiting() {
        QCOMPARE(BookWork::describe({3, 12, 40, 0, QStringLiteral("Learning")}),
                 QStringLiteral("Learning: 3 of 12 positions, about 40 s left"));
        QCOMPARE(BookWork::describe({3, 12, 150, 2, {}}),
                 QStringLiteral("Learning: 3 of 12 positions, about 3 min left (2 more waiting)"));
        QCOMPARE(BookWork::describe({0, 0, -1, 0, QStringLiteral("Deviating")}),
                 QStringLiteral("Deviating\u2026"));
        QCOMPARE(BookWork::describe({25, 0, -1, 0, QStringLiteral("Deviating")}),
                 QStringLiteral("Deviating: 25 positions"));
    }
};

QTEST_MAIN(TestBookWindow)
#include "tst_book_window.moc"
