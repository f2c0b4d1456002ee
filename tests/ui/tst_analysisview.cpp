// SPDX-License-Identifier: GPL-3.0-or-later
// The analysis a player sees: every move's value on the board (exact values checked against
// plain minimax), the game review that fills the move list and survives Save and Open, the
// evaluation graph with a point per move that shows its position when clicked, and the
// computer's own move, which analysis never holds back.
#include <algorithm>
#include <mutex>
#include <vector>

#include <QAccessible>
#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTreeWidget>

#include "engine/book/book.h"
#include "engine/formats/notation.h"
#include "engine/game/game_report.h"
#include "engine/search/search.h"
#include "session/board_search.h"
#include "tests/support/built_in_books.h"
#include "tests/support/test_window.h"
#include "ui/analysis/book_panel.h"
#include "ui/analysis/evaluation_graph.h"
#include "ui/analysis/search_progress.h"
#include "ui/board/board_widget.h"
#include "ui/dialogs/game_report_dialog.h"
#include "ui/dialogs/setup_dialog.h"
#include "ui/text/game_text.h"
#include "ui/window/engine_status.h"
#include "ui/window/main_window.h"

using namespace hasami;
using namespace hasami::test;

namespace {

constexpr int kTimeoutMs = 60000;

Settings humanVersusHuman(int size = 8) {
    Settings settings;
    settings.whiteIsAi = false;
    settings.blackIsAi = false;
    settings.level = Settings::kCustomLevel;
    settings.flipSpeed = FlipSpeed::Off;
    settings.aiDelayMs = 0;
    settings.boardSize = size;
    return settings;
}

// The value of `move` for the side to move at `position`, by plain minimax to the end.
int exactValue(const Position& position, Square move) {
    std::uint64_t leaves = 0;
    return -minimax(position.play(move), 64, leaves);
}

// A whole 4x4 game: each side plays its first legal move, passes where forced.
Game smallGame() {
    Game game(Position::initial(4));
    while (!game.isOver()) {
        const Position& position = game.position();
        game.play(position.hasMoves() ? *squaresOf(position.legalMoves()).begin() : kPass);
    }
    return game;
}

QAction* action(TestWindow& window, const char* name) {
    auto* found = window.findChild<QAction*>(QString::fromLatin1(name));
    if (!found) qFatal("no action %s", name);
    return found;
}

QString cellName(BoardWidget* board, Square square) {
    QAccessibleInterface* grid = QAccessible::queryAccessibleInterface(board);
    for (int i = 0; i < grid->childCount(); ++i) {
        QAccessibleInterface* cell = grid->child(i);
        if (cell->text(QAccessible::Name)
                .startsWith(QString::fromStdString(squareName(square)) + QLatin1Char(','))) {
            return cell->text(QAccessible::Name);
        }
    }
    return {};
}

// A stand-in for the engine's analysis that keeps the limits it is asked for. It values every
// legal move 0 at each depth from 1, with a million nodes and half a second a ply, up to the
// depth asked for; asked to go on without a depth, it reports up to 6 and then waits until
// it is stopped.
class RecordedAnalyses {
public:
    AnalysisSource source() {
        return [this](const EngineJob& job, const AnalysisCallback& progress) {
            const auto& request = std::get<AnalysisRequest>(job.task);
            {
                const std::lock_guard lock(mutex_);
                asked_.push_back(request.limits);
            }
            constexpr int kWithoutDepth = 6;
            const int last = request.limits.depth > 0 ? request.limits.depth : kWithoutDepth;
            Analysis analysis;
            for (int depth = 1; depth <= last && !job.stop->load(); ++depth) {
                analysis = {};
                for (Square move : squaresOf(request.position.legalMoves())) {
                    analysis.moves.push_back({move, 0, depth, false, false});
                }
                analysis.depth = depth;
                analysis.nodes = std::uint64_t(depth) * 1'000'000;
                analysis.seconds = depth * 0.5;
                progress(analysis);
            }
            while (request.limits.depth == 0 && !job.stop->load()) QThread::msleep(2);
            return analysis;
        };
    }
    std::vector<SearchLimits> asked() {
        const std::lock_guard lock(mutex_);
        return asked_;
    }

private:
    std::mutex mutex_;
    std::vector<SearchLimits> asked_;
};

// A two-people 8x8 game from the start, shown, with the Book panel's tab raised: the panel,
// or null if it does not come into sight.
BookPanel* showBookPanel(TestWindow& window) {
    window.applySettings(humanVersusHuman());
    window.play().newGame(8);
    window.show();
    window.part<QDockWidget>(QStringLiteral("bookDock"))->raise();
    auto* panel = window.part<BookPanel>();
    return QTest::qWaitFor([panel] { return panel->isVisible(); }) ? panel : nullptr;
}

}  // namespace

class TestAnalysisView : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("HasamiTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_analysisview"));
        // The interface writes its numbers as the person's locale does; these tests read English.
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void init() {
        QSettings().clear();
        QFile::remove(Autosave::defaultPath());
    }

    void blindPlayHidesTheEnginesOpinionUntilTheEnd() {
        // A person plays Black against the computer at 10 empties, evaluations shown, blind:
        // the board, the move list and the graph show no value; out of blind play they do.
        TestWindow window;
        Settings settings = humanVersusHuman();
        settings.whiteIsAi = true;
        settings.depth = 4;
        settings.blindPlay = true;
        window.applySettings(settings);
        const Position position =
            *parsePosition("--XXXXX-OOXXXX--OOOXXOXXOOXOXXXXOXOXOXXXOOOOXOXX--OOOOOX---OOOO- X");
        window.play().setGame(Game(position));
        window.show();
        action(window, "showEvaluationsAction")->trigger();
        QVERIFY(window.session().isBlind());
        BoardWidget* board = window.board();
        QTRY_VERIFY_WITH_TIMEOUT(!window.analysis().boardValues().empty(), kTimeoutMs);
        QVERIFY(board->moveValues().empty());
        QVERIFY(window.graph()->points().empty());
        // Blind play off: the values come back at once.
        settings.blindPlay = false;
        window.applySettings(settings);
        QVERIFY(!window.session().isBlind());
        QTRY_VERIFY_WITH_TIMEOUT(!board->moveValues().empty(), kTimeoutMs);
        // Two people on one board are never blind.
        settings.blindPlay = true;
        settings.whiteIsAi = false;
        window.applySettings(settings);
        QVERIFY(!window.session().isBlind());
    }

    void evaluationsShowEveryMovesExactValue() {
        TestWindow window;
        window.applySettings(humanVersusHuman());
        // 10 empties: every move is solved exactly at once.
        const Position position =
            *parsePosition("--XXXXX-OOXXXX--OOOXXOXXOOXOXXXXOXOXOXXXOOOOXOXX--OOOOOX---OOOO- X");
        window.play().setGame(Game(position));
        window.show();
        action(window, "showEvaluationsAction")->trigger();
        BoardWidget* board = window.board();
        const int legal = popcount(position.legalMoves());
        QTRY_VERIFY_WITH_TIMEOUT(
            int(board->moveValues().size()) == legal && board->moveValues().front().exact,
            kTimeoutMs);
        int best = -kInfinity;
        for (const MoveValue& value : board->moveValues()) {
            QVERIFY(position.isLegal(value.move));
            QCOMPARE(value.score, exactValue(position, value.move));
            QVERIFY(value.exact);
            best = std::max(best, value.score);
        }
        QCOMPARE(board->moveValues().front().score, best);
        // The board's cells say the values after what the square is: "b1, empty, legal move,
        // plus 4, exact[, best move]".
        for (const MoveValue& value : board->moveValues()) {
            const QString number = value.score > 0   ? QStringLiteral("plus %1").arg(value.score)
                                   : value.score < 0 ? QStringLiteral("minus %1").arg(-value.score)
                                                     : QStringLiteral("even");
            QString expected = QString::fromStdString(squareName(value.move)) +
                               QStringLiteral(", empty, legal move, ") + number +
                               QStringLiteral(", exact");
            if (value.score == best) expected += QStringLiteral(", best move");
            QCOMPARE(cellName(board, value.move), expected);
        }
        // Hidden again: no values.
        action(window, "showEvaluationsAction")->trigger();
        QVERIFY(board->moveValues().empty());
    }

    void evaluationsOfTheBestMovesOnly() {
        TestWindow window;
        Settings settings = humanVersusHuman();
        settings.valuedMoves = 2;
        window.applySettings(settings);
        const Position position =
            *parsePosition("--XXXXX-OOXXXX--OOOXXOXXOOXOXXXXOXOXOXXXOOOOXOXX--OOOOOX---OOOO- X");
        QVERIFY(popcount(position.legalMoves()) > 2);
        window.play().setGame(Game(position));
        window.show();
        action(window, "showEvaluationsAction")->trigger();
        BoardWidget* board = window.board();
        QTRY_VERIFY_WITH_TIMEOUT(!board->moveValues().empty() && board->moveValues().front().exact,
                                 kTimeoutMs);
        // The two best values, as minimax gives them; the other moves have none.
        std::vector<int> values;
        for (Square move : squaresOf(position.legalMoves())) {
            values.push_back(exactValue(position, move));
        }
        std::sort(values.rbegin(), values.rend());
        QCOMPARE(int(board->moveValues().size()), 2);
        for (std::size_t i = 0; i < 2; ++i) {
            const MoveValue& value = board->moveValues()[i];
            QCOMPARE(value.score, exactValue(position, value.move));
            QCOMPARE(value.score, values[i]);
        }
        // All moves again: every move gets its value.
        settings.valuedMoves = 0;
        window.applySettings(settings);
        QTRY_VERIFY_WITH_TIMEOUT(int(board->moveValues().size()) == popcount(position.legalMoves()),
                                 kTimeoutMs);
    }

    void evaluationsFollowTheGameAndItsHistory() {
        TestWindow window;
        window.applySettings(humanVersusHuman(6));
        window.show();
        action(window, "showEvaluationsAction")->trigger();
        BoardWidget* board = window.board();
        QTRY_VERIFY_WITH_TIMEOUT(board->moveValues().size() == 4, kTimeoutMs);
        const Square first = board->moveValues().front().move;
        window.session().playSquare(first);
        // The next position's values replace the last ones, for White's moves.
        QTRY_VERIFY_WITH_TIMEOUT(!board->moveValues().empty() &&
                                     window.position().isLegal(board->moveValues().front().move) &&
                                     board->valueAt(first) == nullptr,
                                 kTimeoutMs);
        // Browsing back shows the start's values again, at once: they are kept.
        window.session().goToPly(0);
        QCOMPARE(int(board->moveValues().size()), 4);
    }

    void reviewFillsTheMoveListAndSurvivesSaveAndOpen() {
        TestWindow window;
        window.applySettings(humanVersusHuman(4));
        const Game game = smallGame();
        window.play().setGame(game);
        window.show();
        QSignalSpy finished(&window.analysis(), &AnalysisScheduler::reviewFinished);
        action(window, "analyzeGameAction")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kTimeoutMs);
        QCOMPARE(finished.first().first().toBool(), true);

        // Every move (passes aside) has its exact value and loss in the list.
        const auto reviews = window.analysis().moveReviews();
        int moves = 0;
        for (int ply = 0; ply < game.length(); ++ply) {
            const Square move = game.moves()[ply];
            if (move == kPass) continue;
            ++moves;
            const Position& before = game.positionAt(ply);
            QVERIFY(reviews[ply]);
            QCOMPARE(reviews[ply]->score, exactValue(before, move));
            int best = -kInfinity;
            for (Square square : squaresOf(before.legalMoves())) {
                best = std::max(best, exactValue(before, square));
            }
            QCOMPARE(reviews[ply]->loss(), best - reviews[ply]->score);
            const QString text = window.moveList()->itemOf(game.nodeAt(ply + 1))->text();
            QVERIFY2(text.contains(reviews[ply]->score > 0   ? QStringLiteral("+")
                                   : reviews[ply]->score < 0 ? QStringLiteral("\u2212")
                                                             : QStringLiteral("0")),
                     qPrintable(text));
            // Marked ?!, ? or ?? as the expected score it lost says.
            const MoveClass kind = assessMove(*reviews[ply], before, ply).kind;
            QCOMPARE(text.contains(QLatin1Char('?')), kind >= MoveClass::Inaccuracy);
            QCOMPARE(MoveListView::classOf(window.moveList()->itemOf(game.nodeAt(ply + 1))), kind);
        }
        auto* totals = window.findChild<QLabel*>(QStringLiteral("lossTotals"));
        QVERIFY(totals && totals->isVisible() && totals->text().contains(QStringLiteral("Black")));
        // The review ended whole: its report is open, each side's accuracy and discs lost.
        auto* report = window.findChild<GameReportDialog*>();
        QVERIFY(report && report->isVisible());
        const QString table = report->tableText();
        QVERIFY2(table.startsWith(QStringLiteral("Accuracy | ")), qPrintable(table));
        const GameReport figures = reportGame(game, window.analysis().reviewedLine());
        QVERIFY(table.contains(QStringLiteral("Discs lost | %1 | %2")
                                   .arg(figures.black.discLoss)
                                   .arg(figures.white.discLoss)));
        // Solved exactly: the losses account for the result.
        QCOMPARE(figures.black.discLoss - figures.white.discLoss,
                 *figures.startValue - *figures.result);
        report->close();
        // The graph: one point per move.
        QCOMPARE(int(window.graph()->points().size()), moves);

        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("reviewed.txt"));
        QVERIFY(window.files()->saveGame(path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("; analysis 0 "));

        TestWindow reopened;  // a fresh window knows nothing of the review until it opens it
        reopened.applySettings(humanVersusHuman(4));
        QVERIFY(reopened.files()->openFile(path));
        const auto read = reopened.analysis().moveReviews();
        QVERIFY(!reopened.analysis().isReviewing());
        for (int ply = 0; ply < game.length(); ++ply) {
            QCOMPARE(bool(read[ply]), bool(reviews[ply]));
            if (read[ply]) QCOMPARE(read[ply]->score, reviews[ply]->score);
        }
        QCOMPARE(reopened.moveList()->rowText(1), window.moveList()->rowText(1));
        // The review's totals come back with the file, and at the next start with the game the
        // autosave restores.
        const QString said = totals->text();
        QVERIFY(!said.startsWith(QStringLiteral("Not reviewed")));
        QCOMPARE(reopened.findChild<QLabel*>(QStringLiteral("lossTotals"))->text(), said);
        TestWindow restarted;
        QCOMPARE(restarted.game().length(), game.length());
        QCOMPARE(restarted.findChild<QLabel*>(QStringLiteral("lossTotals"))->text(), said);
    }

    void aChangedGameLosesTheReviewOfWhatChanged() {
        TestWindow window;
        window.applySettings(humanVersusHuman(4));
        const Game game = smallGame();
        window.play().setGame(game);
        QSignalSpy finished(&window.analysis(), &AnalysisScheduler::reviewFinished);
        action(window, "analyzeGameAction")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kTimeoutMs);
        // Back to the start, a different first move: the new moves have no values.
        window.session().goToPly(0);
        const Position start = window.position();
        Square other = kNoSquare;
        for (Square square : squaresOf(start.legalMoves())) {
            if (square != game.moves()[0]) other = square;
        }
        window.session().playSquare(other);
        const Position second = window.position();
        window.session().playSquare(*squaresOf(second.legalMoves()).begin());
        const auto reviews = window.analysis().moveReviews();
        QCOMPARE(int(reviews.size()), 2);  // the rest of the old record is gone
        QVERIFY(reviews[0]);               // the start position is unchanged: its values still hold
        QCOMPARE(reviews[0]->move, other);
        QVERIFY(!reviews[1]);  // a position never analysed
    }

    void clickingTheGraphShowsThatPosition() {
        TestWindow window;
        window.applySettings(humanVersusHuman(4));
        window.play().setGame(smallGame());
        window.show();
        QSignalSpy finished(&window.analysis(), &AnalysisScheduler::reviewFinished);
        action(window, "analyzeGameAction")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kTimeoutMs);
        EvaluationGraph* graph = window.graph();
        const int ply = graph->points()[2].ply;
        QTest::mouseClick(graph, Qt::LeftButton, {}, graph->pointPosition(ply).toPoint());
        QCOMPARE(window.game().ply(), ply);
        graph->setFocus();
        QTest::keyClick(graph, Qt::Key_Right);
        QCOMPARE(window.game().ply(), graph->points()[3].ply);
    }

    void theOpeningIsNamed() {
        TestWindow window;
        window.applySettings(humanVersusHuman());
        window.show();
        QLabel* label = window.part<QLabel>(QStringLiteral("openingName"));
        QVERIFY(!label->isVisible());
        for (const char* move : {"e6", "f4", "c3", "c4", "d3"}) {  // the Tiger, reflected
            window.session().playSquare(*parseSquare(move));
        }
        QVERIFY(label->isVisible());
        QCOMPARE(label->text(), QStringLiteral("Opening: Tiger"));
        window.session().goToPly(0);
        QVERIFY(!label->isVisible());
    }

    void theEditorMakesALegalStart() {
        TestWindow window;
        window.applySettings(humanVersusHuman());
        window.show();
        SetupDialog dialog(window.position(), &window);
        dialog.show();
        BoardWidget* board = dialog.board();
        auto clickAt = [&](const char* name) {
            QTest::mouseClick(
                board, Qt::LeftButton, {},
                board->squareRect(*parseSquare(name, dialog.position().size())).center().toPoint());
        };
        QVERIFY(dialog.isAcceptable());  // the standard start

        dialog.clearBoard();
        QVERIFY(!dialog.isAcceptable());
        QVERIFY(dialog.verdict().contains(QStringLiteral("centre")));

        // Every size: a 6x6 start, then a white disc next to it and White to move.
        dialog.setBoardSize(6);
        QCOMPARE(dialog.position(), Position::initial(6));
        dialog.setTool(SetupDialog::Tool::White);
        clickAt("a1");  // apart from the others: refused
        QVERIFY(!dialog.isAcceptable());
        QVERIFY(dialog.verdict().contains(QStringLiteral("touch")));
        dialog.setTool(SetupDialog::Tool::Empty);
        clickAt("a1");
        dialog.setTool(SetupDialog::Tool::White);
        clickAt("e4");
        dialog.setSideToMove(Color::White);
        QVERIFY(dialog.isAcceptable());
        const Position edited = dialog.position();
        QCOMPARE(edited.sideToMove(), Color::White);
        QCOMPARE(edited.discCount(Color::White), 3);

        // Keyboard: the cursor and Enter place the tool's disc too.
        board->setFocus();
        board->setCursor(*parseSquare("b5", 6));
        dialog.setTool(SetupDialog::Tool::Black);
        QTest::keyClick(board, Qt::Key_Return);
        QCOMPARE(dialog.position().discCount(Color::Black), edited.discCount(Color::Black) + 1);
        dialog.setTool(SetupDialog::Tool::Empty);
        QTest::keyClick(board, Qt::Key_Return);
        QCOMPARE(dialog.position(), edited);

        window.play().setGame(Game(edited));
        QCOMPARE(window.game().start(), edited);
        QCOMPARE(window.game().length(), 0);
        QVERIFY(!window.game().canUndo());

        // A board of one colour is a finished game, and said so.
        dialog.restoreStart();
        dialog.setTool(SetupDialog::Tool::Black);
        for (const char* square : {"c3", "d4"}) clickAt(square);
        QVERIFY(dialog.isAcceptable());
        QVERIFY(dialog.verdict().contains(QStringLiteral("finished game")));
    }

    void theBooksLinesStandUnderItsMoves() {
        TestWindow window;
        window.applySettings(humanVersusHuman());
        window.play().newGame(8);
        window.show();
        BoardWidget* board = window.board();
        QVERIFY(board->bookLines().empty());
        action(window, "showEvaluationsAction")->trigger();
        // The four first moves are one under the board's symmetries: the same lines for each.
        QTRY_COMPARE_WITH_TIMEOUT(board->bookLines().size(), std::size_t(4), kTimeoutMs);
        // No search was made: the panel says where the values come from.
        QTRY_COMPARE_WITH_TIMEOUT(window.part<QLabel>(QStringLiteral("searchProgress"))->text(),
                                  QStringLiteral("The values come from the opening book."),
                                  kTimeoutMs);
        const BookLinesMark first = board->bookLines().front();
        QVERIFY(first.black > 1 && first.white >= 1);
        for (const BookLinesMark& mark : board->bookLines()) {
            QVERIFY(window.position().isLegal(mark.square));
            QCOMPARE(mark.black, first.black);
            QCOMPARE(mark.white, first.white);
        }
        // A screen reader hears them with the square's value.
        QAccessibleInterface* table = QAccessible::queryAccessibleInterface(board);
        const Square square = first.square;
        const QString spoken =
            table->child(rowOf(square) * 8 + columnOf(square))->text(QAccessible::Name);
        QVERIFY2(spoken.contains(QStringLiteral(", book lines: Black %1, White %2")
                                     .arg(first.black)
                                     .arg(first.white)),
                 qPrintable(spoken));
        // Out of the book, or with the values hidden, none.
        action(window, "showEvaluationsAction")->trigger();
        QVERIFY(board->bookLines().empty());
    }

    void theBookPanelShowsTheBooksTree() {
        TestWindow window;
        BookPanel* panel = showBookPanel(window);
        QVERIFY(panel);
        QTreeWidget* tree = panel->tree();
        // From the start: the four first moves, best first, Black's, with the lines each side
        // must know below them, as the board shows them.
        QCOMPARE(tree->topLevelItemCount(), 4);
        action(window, "showEvaluationsAction")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(window.board()->bookLines().size(), std::size_t(4), kTimeoutMs);
        for (int i = 0; i < 4; ++i) {
            const QTreeWidgetItem* item = tree->topLevelItem(i);
            const std::vector<Square> line = panel->lineOf(item);
            QCOMPARE(line.size(), std::size_t(1));
            QVERIFY(window.position().isLegal(line[0]));
            QCOMPARE(item->text(BookPanel::kMoveColumn),
                     QString::fromStdString(squareName(line[0])));
            // Black's disc drawn as the move's icon, dark in any theme.
            const QImage disc = item->icon(BookPanel::kMoveColumn).pixmap(16, 16).toImage();
            QVERIFY(disc.pixelColor(disc.width() / 2, disc.height() / 2).lightness() < 60);
            const BookLinesMark* mark = window.board()->scene().bookLinesAt(line[0]);
            QVERIFY(mark);
            QCOMPARE(item->text(BookPanel::kBlackColumn),
                     QLocale().toString(qulonglong(mark->black)));
            QCOMPARE(item->text(BookPanel::kWhiteColumn),
                     QLocale().toString(qulonglong(mark->white)));
            QVERIFY(item->data(BookPanel::kMoveColumn, Qt::AccessibleTextRole)
                        .toString()
                        .startsWith(QStringLiteral("Black ")));
        }
        // A move opens into White's answers, legal there, best first.
        QTreeWidgetItem* first = tree->topLevelItem(0);
        QCOMPARE(first->childCount(), 0);
        first->setExpanded(true);
        QVERIFY(first->childCount() > 1);
        const Position after = window.position().play(panel->lineOf(first)[0]);
        int previous = kInfinity;
        for (int i = 0; i < first->childCount(); ++i) {
            const QTreeWidgetItem* answer = first->child(i);
            const std::vector<Square> line = panel->lineOf(answer);
            QCOMPARE(line.size(), std::size_t(2));
            QVERIFY(after.isLegal(line[1]));
            const QImage disc = answer->icon(BookPanel::kMoveColumn).pixmap(16, 16).toImage();
            QVERIFY(disc.pixelColor(disc.width() / 2, disc.height() / 2).lightness() > 200);
            const int value = answer->text(BookPanel::kValueColumn)
                                  .section(QLatin1Char(' '), 0, 0)
                                  .replace(QChar(0x2212), QLatin1Char('-'))
                                  .toInt();
            QVERIFY(value <= previous);
            previous = value;
        }
    }

    void theBookPanelPlaysALineAndSaysWhereTheBookEnds() {
        TestWindow window;
        BookPanel* panel = showBookPanel(window);
        QVERIFY(panel);
        QTreeWidget* tree = panel->tree();
        QTreeWidgetItem* first = tree->topLevelItem(0);
        first->setExpanded(true);
        QVERIFY(first->childCount() > 0);
        // Activating an answer plays the line to it; the panel follows the board.
        const std::vector<Square> chosen = panel->lineOf(first->child(0));
        QSignalSpy redraws(&window.session(), &Session::changed);
        emit tree->itemActivated(first->child(0), 0);
        QCOMPARE(window.game().length(), 2);
        QCOMPARE(redraws.count(), 1);  // the line is one step, drawn once
        QCOMPARE(window.game().moves()[0], chosen[0]);
        QCOMPARE(window.game().moves()[1], chosen[1]);
        QVERIFY(tree->topLevelItemCount() > 0);
        QCOMPARE(panel->lineOf(tree->topLevelItem(0)).size(), std::size_t(1));
        QVERIFY(window.position().isLegal(panel->lineOf(tree->topLevelItem(0))[0]));
        // Out of the book: no move, and a note that says so.
        window.play().setGame(
            Game(parseTranscript("f5f4f3f6d3f2g6c3b3b2g4g3b1d2c4c5f1g2g1g5c6a1h6a2")->position()));
        QTRY_VERIFY(tree->isHidden());
        QCOMPARE(tree->topLevelItemCount(), 0);
        QCOMPARE(panel->note()->text(),
                 QStringLiteral("The book goes no further than this position."));
        // No book for 4x4.
        window.play().newGame(4);
        QCOMPARE(panel->note()->text(),
                 QStringLiteral("There is no opening book for this board size."));
    }

    void searchFiguresAreShort() {
        QCOMPARE(GameText::count(812), QStringLiteral("812"));
        QCOMPARE(GameText::count(12'400), QStringLiteral("12.4 k"));
        QCOMPARE(GameText::count(3'140'000), QStringLiteral("3.1 M"));
        QCOMPARE(GameText::count(1'250'000'000), QStringLiteral("1.25 G"));
        SearchInfo figures;
        figures.depth = 14;
        figures.nodes = 12'400'000;
        figures.seconds = 4;
        QCOMPARE(GameText::searchFigures(figures),
                 QStringLiteral("depth 14 \u00b7 12.4 M nodes \u00b7 3.1 M nodes/s \u00b7 4.0 s"));
        figures.exact = true;
        figures.nodes = 0;
        QCOMPARE(GameText::searchFigures(figures), QStringLiteral("exact \u00b7 4.0 s"));
    }

    void theStatusBarAndThePanelCountTheSameTime() {
        // A search that last reported after 4 s and has run 9 s: both say 9 s, at the last
        // report's speed; once stopped, both leave the status bar and the panel keeps its own.
        BoardActivity activity;
        activity.running = true;
        activity.figures.depth = 20;
        activity.figures.nodes = 12'000'000;
        activity.figures.seconds = 4;
        activity.since = std::chrono::steady_clock::now() - std::chrono::milliseconds(9020);
        SearchProgress progress;
        EngineStatus status;
        progress.showActivity(activity);
        status.showAnalysis(activity);
        const QString expected = QStringLiteral(
            "Analysing: depth 20 \u00b7 12.0 M nodes \u00b7 3.0 M nodes/s \u00b7 9.0 s");
        QCOMPARE(progress.text(), expected);
        QCOMPARE(status.text(), expected);
        activity.running = false;
        progress.showActivity(activity);
        status.showAnalysis(activity);
        QVERIFY2(progress.text().endsWith(QStringLiteral("4.0 s")), qPrintable(progress.text()));
        QCOMPARE(status.text(), QString());
    }

    void theBoardsSearchDeepensUntilStopped() {
        RecordedAnalyses analyses;
        QTemporaryDir folder;
        TestWindow window(Session::Options{{},
                                           analyses.source(),
                                           folder.filePath(QStringLiteral("autosave.txt")),
                                           {},
                                           {},
                                           {},
                                           {}});
        Settings settings = humanVersusHuman();
        settings.analysisDepth = 10;
        settings.analysisDeepens = true;
        window.applySettings(settings);
        window.show();
        action(window, "showEvaluationsAction")->trigger();
        auto* progress = window.part<QLabel>(QStringLiteral("searchProgress"));
        auto* status = window.part<EngineStatus>();
        // It goes on past the depth without a limit, its figures in the Evaluation panel and the
        // status bar as it goes.
        QTRY_VERIFY_WITH_TIMEOUT(progress->text().contains(QStringLiteral("depth 6")), kTimeoutMs);
        QVERIFY2(progress->text().startsWith(QStringLiteral(
                     "Analysing: depth 6 \u00b7 6.0 M nodes \u00b7 2.0 M nodes/s \u00b7 ")),
                 qPrintable(progress->text()));
        QVERIFY(progress->text().endsWith(QStringLiteral(" s\nEsc stops the search.")));
        QVERIFY2(status->text().startsWith(QStringLiteral("Analysing: depth 6 \u00b7 6.0 M nodes")),
                 qPrintable(status->text()));
        QCOMPARE(analyses.asked().size(), std::size_t(1));
        QCOMPARE(analyses.asked()[0].depth, 0);
        QCOMPARE(analyses.asked()[0].time, std::chrono::milliseconds(0));
        // The board draws the reports together, a moment later.
        QTRY_VERIFY(!window.board()->moveValues().empty() &&
                    window.board()->moveValues().front().depth == 6);
        QVERIFY(window.analysis().activity().running);

        // Esc stops it; what it found stays, and so does the search's account.
        QTest::keyClick(&window, Qt::Key_Escape);
        QVERIFY(!window.analysis().activity().running);
        QCOMPARE(progress->text(),
                 QStringLiteral(
                     "Searched: depth 6 \u00b7 6.0 M nodes \u00b7 2.0 M nodes/s \u00b7 3.0 s"));
        QCOMPARE(status->text(), QString());
        QTRY_VERIFY_WITH_TIMEOUT(!window.engine().isBusy(), kTimeoutMs);
        QCOMPARE(window.board()->moveValues().front().depth, 6);
        // Stopped, the position is not searched again while it is shown...
        window.analysis().setShown(false);
        window.analysis().setShown(true);
        QTest::qWait(50);
        QCOMPARE(analyses.asked().size(), std::size_t(1));
        // ...and the next one is.
        window.session().playSquare(*squaresOf(window.position().legalMoves()).begin());
        QTRY_COMPARE_WITH_TIMEOUT(analyses.asked().size(), std::size_t(2), kTimeoutMs);
        QCOMPARE(analyses.asked()[1].depth, 0);
        QVERIFY(window.analysis().activity().running);
        QVERIFY(progress->text().startsWith(QStringLiteral("Analysing")));
    }

    void theEnginesReportsAreDrawnTogether() {
        // Thirty reports in a burst, one a depth: the move list is filled again a few times,
        // not thirty.
        RecordedAnalyses analyses;
        QTemporaryDir folder;
        TestWindow window(Session::Options{{},
                                           analyses.source(),
                                           folder.filePath(QStringLiteral("autosave.txt")),
                                           {},
                                           {},
                                           {},
                                           {}});
        Settings settings = humanVersusHuman();
        settings.analysisDepth = 30;
        settings.analysisDeepens = false;
        window.applySettings(settings);
        window.show();
        QSignalSpy refills(window.moveList()->model(), &QAbstractItemModel::rowsRemoved);
        action(window, "showEvaluationsAction")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!window.board()->moveValues().empty() &&
                                     window.board()->moveValues().front().depth == 30,
                                 kTimeoutMs);
        QVERIFY2(refills.count() <= 4, qPrintable(QString::number(refills.count())));
    }

    void theReviewSearchesAsDeepAsTheSettingsSayEndingOnOneSide() {
        // Analyze Game at the analysis depth of the settings, 7: seven plies after an even
        // number of moves, eight after an odd one, so that every search ends after the same
        // side's move.
        RecordedAnalyses analyses;
        QTemporaryDir folder;
        TestWindow window(Session::Options{{},
                                           analyses.source(),
                                           folder.filePath(QStringLiteral("autosave.txt")),
                                           {},
                                           {},
                                           {},
                                           {}});
        Settings settings = humanVersusHuman();
        settings.analysisDepth = 7;
        settings.analysisDeepens = false;
        window.applySettings(settings);
        Game game;
        for (const char* move : {"f5", "d6", "c3", "d3", "c4"}) {
            QVERIFY(game.play(*parseSquare(move)));
        }
        window.play().setGame(game);
        QSignalSpy finished(&window.analysis(), &AnalysisScheduler::reviewFinished);
        action(window, "analyzeGameAction")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kTimeoutMs);
        const std::vector<SearchLimits> asked = analyses.asked();
        QCOMPARE(asked.size(), std::size_t(5));
        for (std::size_t ply = 0; ply < asked.size(); ++ply) {
            QCOMPARE(asked[ply].depth, ply % 2 == 0 ? 7 : 8);
        }
    }

    void theBoardsSearchKeepsToTheAnalysisDepthAndTime() {
        RecordedAnalyses analyses;
        QTemporaryDir folder;
        TestWindow window(Session::Options{{},
                                           analyses.source(),
                                           folder.filePath(QStringLiteral("autosave.txt")),
                                           {},
                                           {},
                                           {},
                                           {}});
        Settings settings = humanVersusHuman();
        settings.level = 3;  // the computer's level has no say
        settings.analysisDepth = 5;
        settings.analysisSeconds = 7;
        settings.analysisDeepens = false;
        window.applySettings(settings);
        window.show();
        action(window, "showEvaluationsAction")->trigger();
        auto* progress = window.part<QLabel>(QStringLiteral("searchProgress"));
        QTRY_VERIFY_WITH_TIMEOUT(!window.analysis().activity().running &&
                                     progress->text().startsWith(QStringLiteral("Searched")),
                                 kTimeoutMs);
        QCOMPARE(progress->text(),
                 QStringLiteral(
                     "Searched: depth 5 \u00b7 5.0 M nodes \u00b7 2.0 M nodes/s \u00b7 2.5 s"));
        QCOMPARE(analyses.asked().size(), std::size_t(1));
        QCOMPARE(analyses.asked()[0].depth, 5);
        QCOMPARE(analyses.asked()[0].time, std::chrono::milliseconds(7000));
        QCOMPARE(window.part<EngineStatus>()->text(), QString());
        // Another depth in the settings searches the position shown again, to it.
        settings.analysisDepth = 8;
        window.applySettings(settings);
        QTRY_COMPARE_WITH_TIMEOUT(analyses.asked().size(), std::size_t(2), kTimeoutMs);
        QCOMPARE(analyses.asked()[1].depth, 8);
        QTRY_VERIFY_WITH_TIMEOUT(!window.analysis().activity().running, kTimeoutMs);
        // A mode's analysis (a guess judged, a puzzle told) values every move to its own depth,
        // whatever the settings say.
        QVERIFY(AnalysisScheduler::kBoardDepth > 8);
        window.analysis().setBoardAnalysis(BoardAnalysis::ShownEveryMove);
        QTRY_COMPARE_WITH_TIMEOUT(analyses.asked().size(), std::size_t(3), kTimeoutMs);
        QCOMPARE(analyses.asked()[2].depth, AnalysisScheduler::kBoardDepth);
        QCOMPARE(analyses.asked()[2].time, std::chrono::milliseconds(0));
        QCOMPARE(analyses.asked()[2].bestMoves, 0);
        window.analysis().setBoardAnalysis(BoardAnalysis::AsSettingsSay);
    }

    void theComputersMoveComesFirst() {
        // The computer plays White at depth 1; evaluations are on throughout. Every reply must
        // be the engine's own choice for the position it was asked about, whatever the
        // analysis does meanwhile: one of the opening book's best moves while the book has the
        // position (drawn among equals, within the book's tolerance), the depth-1 search's
        // move after.
        TestWindow window;
        Settings settings = humanVersusHuman();
        settings.whiteIsAi = true;
        settings.depth = 1;
        window.applySettings(settings);
        window.show();
        action(window, "showEvaluationsAction")->trigger();
        PlayMode& play = window.play();
        int searched = 0;
        for (int move = 0; move < 6 && !window.game().isOver(); ++move) {
            QTRY_VERIFY_WITH_TIMEOUT(play.state().isHumanTurn(), kTimeoutMs);
            const Position before = window.position();
            window.session().playSquare(*squaresOf(before.legalMoves()).begin());
            const Position asked = window.position();
            if (play.state().isHumanTurn()) continue;  // White had to pass
            QTRY_VERIFY_WITH_TIMEOUT(window.position() != asked, kTimeoutMs);
            const Square played = window.game().moves()[window.game().ply() - 1];
            const OpeningBook* book = test::builtInBooks().bookFor(asked);
            if (const auto fromBook = book ? bookAnalysis(*book, asked) : std::nullopt) {
                const int best = fromBook->moves.front().score;
                const auto found =
                    std::find_if(fromBook->moves.begin(), fromBook->moves.end(),
                                 [&](const MoveValue& value) { return value.move == played; });
                QVERIFY(found != fromBook->moves.end());
                const bool exact = found->exact && fromBook->moves.front().exact;
                QVERIFY(best - found->score <= (exact ? 0 : kBookTolerance));
                continue;
            }
            Searcher reference;
            SearchLimits limits;
            limits.depth = 1;
            QCOMPARE(played, reference.search(asked, limits).bestMove);
            ++searched;
        }
        QVERIFY(searched > 0);  // the game left the book
    }
};

QTEST_MAIN(TestAnalysisView)
#include "tst_analysisview.moc"
