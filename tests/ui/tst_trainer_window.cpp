// SPDX-License-Identifier: GPL-3.0-or-later
// The opening trainer in the window: its coach bar, the Book panel's marked lines, and the
// training of those lines.
#include <QAction>
#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include "engine/book/book.h"
#include "engine/formats/notation.h"
#include "session/modes/my_lines.h"
#include "session/modes/trainer_mode.h"
#include "tests/support/book_window.h"
#include "tests/support/built_in_books.h"
#include "ui/text/game_text.h"
#include "ui/window/game_actions.h"
#include "ui/window/tip_bar.h"
#include "ui/window/trainer_coach.h"

using namespace hasami;
using namespace hasami::test;

namespace {

// The window's opening trainer, its lines and progress kept in `folder`, answering at once.
TrainerMode& trainerIn(TestWindow& window, const QTemporaryDir& folder) {
    auto& trainer = window.session().mode<TrainerMode>();
    window.session().markedLines().setPath(folder.filePath(QStringLiteral("my_lines.json")));
    trainer.setProgressPath(folder.filePath(QStringLiteral("trainer.json")));
    trainer.setPace(0);
    return trainer;
}

// Whether the Book panel's `item` carries the star of the person's lines.
bool starred(const QTreeWidgetItem* item) {
    return item->text(BookPanel::kMoveColumn).endsWith(QChar(0x2605));
}

}  // namespace

class TestTrainerWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { useTestStorage("tst_trainer_window"); }
    void init() { QSettings().clear(); }

    void aDamagedFileOfMyLinesIsToldAtTheStart() {
        // The lines' file of the data folder damaged (random bytes, empty, a folder): the window
        // starts, says so, and the next start finds the file set aside.
        const QString path = MyLines::defaultPath();
        QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
        for (const QByteArray& damage : {QByteArray("garbage\n"), QByteArray()}) {
            QFile::remove(path);
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(damage);
            file.close();
            TestWindow window;
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QTRY_VERIFY2(
                window.message().contains(QStringLiteral("marked lines could not be read")),
                qPrintable(window.message()));
            QVERIFY(window.session().mode<TrainerMode>().myLines().empty());
        }
        QFile::remove(path);
        QVERIFY(QDir().mkpath(path));  // a folder where the file should be
        {
            TestWindow window;
            window.show();
            QTRY_VERIFY(window.message().contains(QStringLiteral("marked lines")));
        }
        QDir(path).removeRecursively();
    }

    void theTrainerCoachesALine() {
        QTemporaryDir folder;
        TestWindow window(Session::Options{{},
                                           {},
                                           folder.filePath(QStringLiteral("autosave.txt")),
                                           {},
                                           {},
                                           {},
                                           folder.filePath(QStringLiteral("book.bin"))});
        window.applySettings(humanVersusHuman());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.session().playSquare(Square(37));  // the person's game, set aside meanwhile
        TrainerMode& trainer = trainerIn(window, folder);
        auto* coach = window.findChild<TrainerCoach*>();
        QVERIFY(coach);
        QVERIFY(window.findChild<QAction*>(QStringLiteral("trainOpeningsAction"))->isEnabled());
        coach->begin(Color::White, TrainerMode::Repertoire::NearBest);
        QVERIFY(coach->bar()->isVisible());
        QTRY_COMPARE(trainer.state(), TrainerMode::State::YourMove);
        QVERIFY(coach->bar()->text()->text().contains(QStringLiteral("Your move with White")));
        auto* tryAgain = coach->bar()->findChild<QPushButton*>(QStringLiteral("trainerTryAgain"));
        QVERIFY(!tryAgain->isEnabled());
        // A move out of the repertoire: the book's moves are named, Try Again offered.
        const Position asked = window.game().position();
        const std::vector<BookMove> right =
            repertoireMoves(*test::builtInBook(8), asked, trainer.maxLoss());
        QVERIFY(!right.empty());
        Square wrong = kNoSquare;
        for (const Square move : squaresOf(asked.legalMoves())) {
            if (std::none_of(right.begin(), right.end(),
                             [&](const BookMove& m) { return m.move == move; })) {
                wrong = move;
            }
        }
        QVERIFY(wrong != kNoSquare);
        window.session().playSquare(wrong);
        QCOMPARE(trainer.state(), TrainerMode::State::Mistake);
        QVERIFY(coach->bar()->text()->text().contains(QStringLiteral("not in your repertoire")));
        QVERIFY(coach->bar()->text()->text().contains(GameText::moveName(right.front().move)));
        QVERIFY(tryAgain->isEnabled());
        tryAgain->click();
        // The right answer is one step, drawn once; the book's reply after it one more.
        QSignalSpy redraws(&window.session(), &Session::changed);
        window.session().playSquare(right.front().move);
        QCOMPARE(redraws.count(), 1);
        QTRY_VERIFY(trainer.state() != TrainerMode::State::Replying);
        QCOMPARE(redraws.count(), 2);
        QVERIFY(coach->bar()->text()->text().contains(QStringLiteral("Right: 1 of 2")));
        // Stopped: the bar goes, the person's game comes back, drawn once.
        redraws.clear();
        coach->bar()->findChild<QPushButton*>(QStringLiteral("trainerStop"))->click();
        QVERIFY(!coach->bar()->isVisible());
        QCOMPARE(window.game().length(), 1);
        QCOMPARE(redraws.count(), 1);
    }

    void theBookPanelMarksMyLines() {
        QTemporaryDir folder;
        TestWindow window(Session::Options{
            {}, {}, folder.filePath(QStringLiteral("autosave.txt")), {}, {}, {}, {}});
        TrainerMode& trainer = trainerIn(window, folder);
        BookPanel* panel = showBookPanel(window, humanVersusHuman());  // the built-in book
        QVERIFY(panel);
        // At the start there is no line to mark; a move's menu marks its own.
        QVERIFY(!panel->markButton()->isEnabled());
        const Square opening = panel->lineOf(panel->tree()->topLevelItem(0)).front();
        QAction* mark = panel->editActions(panel->tree()->topLevelItem(0)).back();
        QCOMPARE(mark->text(), QStringLiteral("&Mark as My Line"));
        mark->trigger();
        QTRY_VERIFY(starred(panel->tree()->topLevelItem(0)));
        QVERIFY(panel->tree()
                    ->topLevelItem(0)
                    ->data(BookPanel::kMoveColumn, Qt::AccessibleTextRole)
                    .toString()
                    .contains(QStringLiteral("one of your lines")));
        QVERIFY(!starred(panel->tree()->topLevelItem(1)));
        // Mark as My Line: the line played to the position shown, the book's reply added.
        window.session().playSquare(opening);
        QTRY_VERIFY(panel->tree()->topLevelItemCount() > 0);
        QVERIFY(!panel->markButton()->isEnabled());  // marked already
        const Square reply = panel->lineOf(panel->tree()->topLevelItem(0)).front();
        window.session().playSquare(reply);
        QTRY_VERIFY(panel->markButton()->isEnabled());
        // Pressed from the keyboard, it hands the keyboard back to the board.
        window.activateWindow();
        panel->markButton()->setFocus();
        QTRY_VERIFY(panel->markButton()->hasFocus());
        QTest::keyClick(panel->markButton(), Qt::Key_Space);
        QVERIFY(!panel->markButton()->isEnabled());  // it is one of them now
        QTRY_VERIFY(window.findChild<BoardWidget*>()->hasFocus());
        QCOMPARE(trainer.myLines().lines(), (std::vector<std::vector<Square>>{{opening, reply}}));

        // Removed through the menu of the opening's move: the star goes with the lines.
        window.play().setGame(Game(Position::initial(8)));
        QTRY_COMPARE(panel->tree()->topLevelItemCount(), 4);
        QTreeWidgetItem* marked = nullptr;
        for (int i = 0; i < 4; ++i) {
            if (starred(panel->tree()->topLevelItem(i))) marked = panel->tree()->topLevelItem(i);
        }
        QVERIFY(marked && panel->lineOf(marked).front() == opening);
        QAction* remove = panel->editActions(marked).back();
        QCOMPARE(remove->text(), QStringLiteral("&Remove from My Lines"));
        remove->trigger();
        QVERIFY(trainer.myLines().empty());
        QTRY_VERIFY(!starred(panel->tree()->topLevelItem(0)));
    }

    void theTrainerTrainsMyLines() {
        QTemporaryDir folder;
        TestWindow window(Session::Options{
            {}, {}, folder.filePath(QStringLiteral("autosave.txt")), {}, {}, {}, {}});
        window.applySettings(humanVersusHuman());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        TrainerMode& trainer = trainerIn(window, folder);
        const Square f5 = *parseSquare("f5");
        const Square d6 = *parseSquare("d6");
        QString problem;
        QVERIFY(trainer.myLines().mark({f5, d6}, &problem));
        // The question offers the marked lines, chosen.
        window.findChild<QAction*>(QStringLiteral("trainOpeningsAction"))->trigger();
        QMessageBox* question = nullptr;
        QTRY_VERIFY((question = window.findChild<QMessageBox*>(QStringLiteral("trainerColour"))));
        QVERIFY(question->checkBox()->isEnabled());
        QVERIFY(question->checkBox()->isChecked());
        question->findChild<QPushButton*>(QStringLiteral("trainBlack"))->click();
        QTRY_COMPARE(trainer.state(), TrainerMode::State::YourMove);
        QCOMPARE(trainer.repertoire(), TrainerMode::Repertoire::MyLines);
        auto* coach = window.findChild<TrainerCoach*>();
        QVERIFY(!coach->bar()->findChild<QSpinBox*>(QStringLiteral("trainerLoss"))->isEnabled());
        // The reply is the line's, and the line ends there.
        window.session().playSquare(f5);
        QTRY_COMPARE(trainer.state(), TrainerMode::State::EndOfBook);
        QCOMPARE(window.game().playedMoves()[1], d6);
        QVERIFY(coach->bar()->text()->text().contains(QStringLiteral("Your lines end here")));
        coach->bar()->findChild<QPushButton*>(QStringLiteral("trainerStop"))->click();
        QVERIFY(!coach->bar()->isVisible());
    }
};

QTEST_MAIN(TestTrainerWindow)
#include "tst_trainer_window.moc"
