// SPDX-License-Identifier: GPL-3.0-or-later
// The window as a board to study on: the tree of moves in the move list, chosen and edited by
// mouse, keys and menu; the moves the record goes on with marked at a branch; the discs a move
// would flip and the ones the last move flipped.
#include <unistd.h>

#include <map>

#include <QAccessible>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include "engine/formats/notation.h"
#include "tests/support/board_text.h"
#include "tests/support/reference_rules.h"
#include "tests/support/test_session.h"
#include "tests/support/test_window.h"
#include "ui/analysis/line_editor.h"
#include "ui/dialogs/game_info_dialog.h"
#include "ui/dialogs/settings_dialog.h"
#include "ui/text/game_text.h"
#include "ui/window/game_actions.h"

using namespace hasami;
using namespace hasami::test;

namespace {

const QString kLevel = QStringLiteral("\u2003\u2003");  // the list's indentation a level

Settings twoPeople() {
    Settings settings = quickSettings();
    settings.whiteIsAi = false;
    return settings;
}

// A new game between two people (the window may have restored an earlier test's game).
void startTwoPeople(TestWindow& window) {
    window.applySettings(twoPeople());
    window.play().newGame(8);
}

void play(TestWindow& window, const char* transcript) {
    const Game moves = *parseTranscript(transcript, window.position());
    for (Square move : moves.moves()) window.session().playSquare(move);
}

// The node reached from the start by `transcript`, or kNoNode.
NodeId nodeOf(const Game& game, const char* transcript) {
    NodeId node = kRootNode;
    const Game moves = *parseTranscript(transcript);
    for (Square move : moves.moves()) {
        NodeId next = kNoNode;
        for (NodeId child : game.childrenOf(node)) {
            if (game.moveOf(child) == move) next = child;
        }
        if (next == kNoNode) return kNoNode;
        node = next;
    }
    return node;
}

// The tree `f5 d6 c3 (c5 f4 (f6) e3) d3`: the main line f5 d6 c3 d3, a variation f5 d6 c5 f4
// e3, and inside it f5 d6 c5 f6.
void playTheTree(TestWindow& window) {
    play(window, "f5d6c3d3");
    window.session().goToPly(2);
    play(window, "c5f4e3");
    window.session().goToNode(nodeOf(window.game(), "f5d6c5"));
    play(window, "f6");
}

QAction* action(TestWindow& window, const char* name) {
    return window.part<QAction>(QString::fromLatin1(name));
}

// The move list's rows as text, each led by its indentation.
QStringList rows(TestWindow& window) {
    QStringList texts;
    for (int row = 0; row < window.moveList()->rowCount(); ++row) {
        texts << window.moveList()->rowText(row);
    }
    return texts;
}

void pointAt(BoardWidget* board, Square square) {
    QMouseEvent move(QEvent::MouseMove, board->squareRect(square).center(),
                     board->mapToGlobal(board->squareRect(square).center()), Qt::NoButton,
                     Qt::NoButton, Qt::NoModifier);
    QApplication::sendEvent(board, &move);
}

// An analysis that values every legal move at once, 3 discs apart, best first, each with a
// line of two moves (the move, then the first legal reply), as sure as `probability` says.
AnalysisSource linedAnalyses(int probability) {
    return [probability](const EngineJob& job, const AnalysisCallback&) {
        const auto& request = std::get<AnalysisRequest>(job.task);
        Analysis analysis;
        analysis.depth = request.limits.depth;
        analysis.probability = probability;
        int score = 4;
        for (Square move : squaresOf(request.position.legalMoves())) {
            MoveValue value{move, score, analysis.depth, false, false, probability};
            const Position after = request.position.play(move);
            value.line = {move};
            if (after.legalMoves()) value.line.push_back(firstSquare(after.legalMoves()));
            analysis.moves.push_back(value);
            score -= 3;
        }
        return analysis;
    };
}

QString spokenSquare(BoardWidget* board, Square square) {
    QAccessibleInterface* table = QAccessible::queryAccessibleInterface(board);
    const int size = board->position().size();
    return table->child(rowOf(square) * size + columnOf(square))->text(QAccessible::Name);
}

}  // namespace

class TestStudyBoard : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { useTestStorage("tst_study_board"); }
    void variationsShowInTheMoveListInFileOrder();
    void variationRowsChooseTheirMove();
    void aGameFromWhitesTurnStartsInWhitesColumn();
    void variationKeysStepAndChoose();
    void variationBranchMarkedOnTheBoard();
    void variationPromotedAndDeleted();
    void variationLineCopiedAndCommented();
    void flipOutlinedUnderThePointerAndCursor();
    void flipOfTheLastMoveMarked();
    void flipSpeedSettingReplacesAnimate();
    void principalLineOfThePositionShown();
    void principalLineOfAProbableSolve();
    void gameInfoKeptInBothFormatsAndShownInTheTitle();
    void gameInfoDialogChecksTheDate();
    void gameInfoFilledForNewGames();
    void theAccountNamesThePersonUntilTheyDo();
    void gameInfoResultFromTheBoard();
    void gameOverSaidWhenPlayEnds();
    void gameOverNotSaidForAnOpenedGame();
    void transformTurnsTheTreeCommentsClocksAndAnalyses();
    void transformOffersWhatKeepsTheStart();
    void transformNormalisesToF5();
};

void TestStudyBoard::variationsShowInTheMoveListInFileOrder() {
    TestWindow window;
    startTwoPeople(window);
    playTheTree(window);
    // In two columns, as the game file orders the tree: each variation beneath the row of the
    // move it replaces, one level further in, numbered by pairs of moves; the line it left
    // goes on in a new row, "…" in the column already played.
    const QStringList expected = {
        QStringLiteral("Start"),
        QStringLiteral("1 | f5 | d6"),
        QStringLiteral("2 | c3"),
        kLevel + QStringLiteral("2 | c5 | f4"),
        kLevel + kLevel + QStringLiteral("2 | \u2026 | f6"),
        kLevel + QStringLiteral("3 | e3"),
        QStringLiteral("2 | \u2026 | d3"),
    };
    QCOMPARE(rows(window), expected);
    // The node shown is the current cell; the moves off the current line say so.
    MoveListView* list = window.moveList();
    QCOMPARE(list->nodeAt(list->currentRow(), list->currentColumn()), window.game().current());
    QCOMPARE(list->currentItem(), list->item(4, MoveListView::kWhiteColumn));
    const std::map<std::string, bool> onLine = {{"f5", true},  {"d6", true},  {"c3", false},
                                                {"c5", true},  {"f4", false}, {"f6", true},
                                                {"e3", false}, {"d3", false}};
    int moves = 0;
    for (int row = 0; row < list->rowCount(); ++row) {
        for (int column : {MoveListView::kBlackColumn, MoveListView::kWhiteColumn}) {
            const QTableWidgetItem* cell = list->item(row, column);
            if (!cell || list->nodeAt(row, column) == kNoNode) continue;
            ++moves;
            const bool said = cell->data(Qt::AccessibleDescriptionRole).toString().isEmpty();
            QCOMPARE(said, onLine.at(cell->text().toStdString()));
        }
    }
    QCOMPARE(moves, 8);
    QCOMPARE(list->item(3, MoveListView::kBlackColumn)->data(Qt::AccessibleTextRole).toString(),
             QStringLiteral("Variation: Move 3, Black c5"));
}

void TestStudyBoard::aGameFromWhitesTurnStartsInWhitesColumn() {
    TestWindow window;
    startTwoPeople(window);
    window.play().setGame(Game(parseTranscript("f5")->position()));
    play(window, "d6c3d3");
    QCOMPARE(rows(window), QStringList({QStringLiteral("Start"), QStringLiteral("1 | \u2026 | d6"),
                                        QStringLiteral("2 | c3 | d3")}));
    QCOMPARE(window.moveList()
                 ->item(1, MoveListView::kWhiteColumn)
                 ->data(Qt::AccessibleTextRole)
                 .toString(),
             QStringLiteral("Move 1, White d6"));
    QCOMPARE(window.moveList()->currentItem(),
             window.moveList()->item(2, MoveListView::kWhiteColumn));
}

void TestStudyBoard::variationRowsChooseTheirMove() {
    TestWindow window;
    startTwoPeople(window);
    playTheTree(window);
    MoveListView* list = window.moveList();
    emit list->itemClicked(list->item(5, MoveListView::kBlackColumn));  // e3, in the variation
    QCOMPARE(window.game().current(), nodeOf(window.game(), "f5d6c5f4e3"));
    QCOMPARE(window.board()->position(), parseTranscript("f5d6c5f4e3")->position());
    emit list->itemActivated(list->item(6, MoveListView::kWhiteColumn));  // d3, the main line's end
    QCOMPARE(window.game().current(), nodeOf(window.game(), "f5d6c3d3"));
    QCOMPARE(list->rowCount(), 7);  // choosing a move keeps every other
}

void TestStudyBoard::variationKeysStepAndChoose() {
    TestWindow window;
    startTwoPeople(window);
    playTheTree(window);
    MoveListView* list = window.moveList();
    list->setFocus();
    const Game& game = window.game();
    window.session().goToNode(nodeOf(game, "f5d6c3d3"));
    QTest::keyClick(list, Qt::Key_Left);
    QCOMPARE(game.current(), nodeOf(game, "f5d6c3"));
    QTest::keyClick(list, Qt::Key_Home);
    QCOMPARE(game.ply(), 0);
    QTest::keyClick(list, Qt::Key_End);
    QCOMPARE(game.current(), nodeOf(game, "f5d6c3d3"));
    QTest::keyClick(list, Qt::Key_Left);
    QTest::keyClick(list, Qt::Key_Left);
    QTest::keyClick(list, Qt::Key_Right);  // f5 d6 c3 again
    QCOMPARE(game.current(), nodeOf(game, "f5d6c3"));
    // c3 has an alternative, c5: Down shows it, Up comes back.
    QTest::keyClick(list, Qt::Key_Down);
    QCOMPARE(game.current(), nodeOf(game, "f5d6c5"));
    QTest::keyClick(list, Qt::Key_Down);  // no third
    QCOMPARE(game.current(), nodeOf(game, "f5d6c5"));
    // After c5 the record branches (f4, f6): Down and Up choose the move the line goes on
    // with, and the node shown stays.
    QTest::keyClick(list, Qt::Key_Down);
    QCOMPARE(game.current(), nodeOf(game, "f5d6c5"));
    QCOMPARE(game.length(), 4);
    QCOMPARE(game.moves()[3], sq("f6"));
    QTest::keyClick(list, Qt::Key_Up);
    QCOMPARE(game.moves()[3], sq("f4"));
    QTest::keyClick(list, Qt::Key_End);
    QCOMPARE(game.current(), nodeOf(game, "f5d6c5f4e3"));
    QCOMPARE(list->rowCount(), 7);
}

void TestStudyBoard::variationBranchMarkedOnTheBoard() {
    TestWindow window;
    startTwoPeople(window);
    playTheTree(window);
    window.session().goToNode(nodeOf(window.game(), "f5d6"));
    const std::vector<NextMove>& next = window.board()->nextMoves();
    QCOMPARE(next.size(), std::size_t(2));
    QCOMPARE(next[0].square, sq("c3"));
    QVERIFY(next[0].mainLine);
    QCOMPARE(next[1].square, sq("c5"));
    QVERIFY(!next[1].mainLine);
    // No branch, no marks: one move goes on from f5.
    window.session().goToNode(nodeOf(window.game(), "f5"));
    QVERIFY(window.board()->nextMoves().empty());
    // The marks are painted: the board differs from one without them.
    window.session().goToNode(nodeOf(window.game(), "f5d6"));
    window.board()->resize(400, 400);
    const QImage marked = window.board()->grab().toImage();
    window.board()->setNextMoves({});
    QVERIFY(window.board()->grab().toImage() != marked);
}

void TestStudyBoard::variationPromotedAndDeleted() {
    TestWindow window;
    startTwoPeople(window);
    playTheTree(window);
    QStringList asked;
    bool answer = false;
    window.setConfirmation([&](const QString& question) {
        asked << question;
        return answer;
    });
    const Game& game = window.game();
    // From inside the nested variation, one step: f6 before f4.
    window.session().goToNode(nodeOf(game, "f5d6c5f6"));
    QVERIFY(action(window, "promoteOneStepAction")->isEnabled());
    action(window, "promoteOneStepAction")->trigger();
    QCOMPARE(game.moveOf(game.childrenOf(nodeOf(game, "f5d6c5")).front()), sq("f6"));
    QVERIFY(!game.isOnMainLine(game.current()));
    // Then to the main line.
    action(window, "promoteVariationAction")->trigger();
    QVERIFY(game.isOnMainLine(game.current()));
    QCOMPARE(game.moveOf(game.childrenOf(nodeOf(game, "f5d6")).front()), sq("c5"));
    QVERIFY(!action(window, "promoteVariationAction")->isEnabled());
    QCOMPARE(rows(window).at(2), QStringLiteral("2 | c5"));
    // Deleting asks first; no keeps every move.
    const std::size_t nodes = game.nodeCount();
    window.session().goToNode(nodeOf(game, "f5d6c3"));
    action(window, "deleteVariationAction")->trigger();
    QCOMPARE(asked.size(), 1);
    QVERIFY2(asked[0].contains(QStringLiteral("3. c3")), qPrintable(asked[0]));
    QCOMPARE(game.nodeCount(), nodes);
    answer = true;
    action(window, "deleteVariationAction")->trigger();
    QCOMPARE(nodeOf(game, "f5d6c3"), kNoNode);
    QCOMPARE(game.nodeCount(), nodes - 2);  // c3 and d3
    QCOMPARE(game.current(), nodeOf(game, "f5d6"));
    // The moves after this one, variations included.
    window.session().goToNode(nodeOf(game, "f5d6c5"));
    QVERIFY(action(window, "deleteMovesAfterAction")->isEnabled());
    action(window, "deleteMovesAfterAction")->trigger();
    QCOMPARE(asked.size(), 3);
    QVERIFY(game.childrenOf(game.current()).empty());
    QCOMPARE(game.nodeCount(), std::size_t(4));  // the start, f5, d6, c5
    QVERIFY(!action(window, "deleteMovesAfterAction")->isEnabled());
    QCOMPARE(window.moveList()->rowCount(), 3);  // the start, f5 d6, c5
}

void TestStudyBoard::variationLineCopiedAndCommented() {
    QTemporaryDir folder;
    TestWindow window;
    startTwoPeople(window);
    playTheTree(window);
    const Game& game = window.game();
    window.session().goToNode(nodeOf(game, "f5d6c5f4"));
    action(window, "copyLineAction")->trigger();
    QCOMPARE(QApplication::clipboard()->text().remove(QLatin1Char(' ')).toLower(),
             QStringLiteral("f5d6c5f4"));
    // A comment on a move: asked for, shown under it, read aloud, kept in the file.
    QString offered = QStringLiteral("none");
    window.findChild<LineEditor*>()->setCommentAsker([&](const QString& comment) {
        offered = comment;
        return std::optional<QString>(QStringLiteral("The quiet move"));
    });
    action(window, "commentAction")->trigger();
    QCOMPARE(offered, QString());
    QCOMPARE(game.commentOf(game.current()), std::string("The quiet move"));
    MoveListView* list = window.moveList();
    // f4 ends its row; the comment has the next one, across both columns.
    QCOMPARE(list->currentItem(), list->item(3, MoveListView::kWhiteColumn));
    QCOMPARE(list->rowText(4), kLevel + QStringLiteral(" | The quiet move"));
    QCOMPARE(list->columnSpan(4, MoveListView::kBlackColumn), 2);
    emit list->itemClicked(list->item(4, MoveListView::kBlackColumn));
    QCOMPARE(game.current(), nodeOf(game, "f5d6c5f4"));
    QVERIFY(list->currentItem()
                ->data(Qt::AccessibleTextRole)
                .toString()
                .contains(QStringLiteral("Comment: The quiet move")));
    const QString path = folder.filePath(QStringLiteral("commented.txt"));
    QVERIFY(window.files()->saveGame(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll().simplified();
    QVERIFY2(text.contains("f4 {The quiet move}"), text.constData());
    QVERIFY(text.contains("(c5"));
    // Cancelled: the comment stays.
    window.findChild<LineEditor*>()->setCommentAsker(
        [](const QString&) { return std::optional<QString>(); });
    action(window, "commentAction")->trigger();
    QCOMPARE(game.commentOf(game.current()), std::string("The quiet move"));
    // The list offers the tree's actions on its moves.
    QVERIFY(list->actions().contains(action(window, "commentAction")));
    QVERIFY(list->actions().contains(action(window, "deleteVariationAction")));
}

void TestStudyBoard::flipOutlinedUnderThePointerAndCursor() {
    TestWindow window;
    startTwoPeople(window);
    play(window, "f5d6c3");
    BoardWidget* board = window.board();
    board->resize(400, 400);
    const Position& position = window.position();
    for (Square square : squaresOf(position.legalMoves())) {
        pointAt(board, square);
        QCOMPARE(board->wouldFlip(), referenceFlips(position, square));
    }
    // Not a legal move: nothing outlined.
    pointAt(board, sq("a1"));
    QCOMPARE(board->wouldFlip(), Bitboard(0));
    // The keyboard cursor on a legal move, the pointer gone.
    QEvent leave(QEvent::Leave);
    QApplication::sendEvent(board, &leave);
    window.show();
    board->setFocus();
    QTest::keyClick(board, Qt::Key_Right);
    QTRY_VERIFY(board->showsCursor());
    const Square cursor = board->cursor();
    QCOMPARE(board->wouldFlip(), (position.legalMoves() & bit(cursor))
                                     ? referenceFlips(position, cursor)
                                     : Bitboard(0));
    board->setCursor(sq("d3"));
    QVERIFY(position.legalMoves() & bit(sq("d3")));
    QCOMPARE(board->wouldFlip(), referenceFlips(position, sq("d3")));
    QVERIFY(board->wouldFlip() != 0);
}

void TestStudyBoard::flipOfTheLastMoveMarked() {
    TestWindow window;
    startTwoPeople(window);
    BoardWidget* board = window.board();
    QCOMPARE(board->flipped(), Bitboard(0));
    play(window, "f5d6c3");
    const Position before = parseTranscript("f5d6")->position();
    QCOMPARE(board->flipped(), referenceFlips(before, sq("c3")));
    Settings settings = window.settings();
    settings.markFlipped = false;
    window.applySettings(settings);
    QCOMPARE(board->flipped(), Bitboard(0));
    settings.markFlipped = true;
    window.applySettings(settings);
    window.session().goToPly(0);
    QCOMPARE(board->flipped(), Bitboard(0));
}

void TestStudyBoard::flipSpeedSettingReplacesAnimate() {
    {
        QSettings store;
        store.clear();
        store.setValue(QStringLiteral("board/animate"), false);
    }
    {
        QSettings store;
        QCOMPARE(Settings::load(store).flipSpeed, FlipSpeed::Off);
        store.setValue(QStringLiteral("board/animate"), true);
        QCOMPARE(Settings::load(store).flipSpeed, FlipSpeed::Normal);
        Settings slow;
        slow.flipSpeed = FlipSpeed::Slow;
        slow.save(store);
        QCOMPARE(store.value(QStringLiteral("board/flipSpeed")).toString(), QStringLiteral("slow"));
        QVERIFY(!store.contains(QStringLiteral("board/animate")));
        QCOMPARE(Settings::load(store).flipSpeed, FlipSpeed::Slow);
        QCOMPARE(Settings().flipSpeed, FlipSpeed::Normal);
        QVERIFY(Settings().markFlipped);
    }
    Settings settings;
    settings.flipSpeed = FlipSpeed::Fast;
    SettingsDialog dialog(settings);
    auto* speed = dialog.findChild<QComboBox*>(QStringLiteral("flipSpeed"));
    QVERIFY(speed);
    QCOMPARE(speed->count(), 4);
    QCOMPARE(speed->currentText(), QStringLiteral("Fast"));
    speed->setCurrentIndex(speed->findData(int(FlipSpeed::Off)));
    QCOMPARE(dialog.settings().flipSpeed, FlipSpeed::Off);
}

void TestStudyBoard::principalLineOfThePositionShown() {
    QTemporaryDir folder;
    TestWindow window(Session::Options{
        {}, linedAnalyses(100), folder.filePath(QStringLiteral("autosave.txt")), {}, {}, {}, {}});
    startTwoPeople(window);
    auto* line = window.part<QLabel>(QStringLiteral("principalLine"));
    QVERIFY(line->isHidden());
    window.analysis().setShown(true);
    QTRY_VERIFY(!window.board()->moveValues().empty());
    // The start's first legal move in square order (d3) is valued best, +4, with its line.
    const Position start = Position::initial();
    const Square best = firstSquare(start.legalMoves());
    const Square reply = firstSquare(start.play(best).legalMoves());
    const QString depth = QString::number(window.board()->moveValues().front().depth);
    const QString expected = QStringLiteral("Best line: +4 (depth %1): %2 %3")
                                 .arg(depth, QString::fromStdString(squareName(best)),
                                      QString::fromStdString(squareName(reply)));
    QCOMPARE(line->text(), expected);
    QVERIFY(!line->isHidden());
    // Each value on the board says its depth, and pointing at it shows its line.
    QVERIFY2(
        spokenSquare(window.board(), best).contains(QStringLiteral("estimate, depth ") + depth),
        qPrintable(spokenSquare(window.board(), best)));
    QCOMPARE(window.board()->valueTip(best),
             QStringLiteral("+4 (depth %1): %2 %3")
                 .arg(depth, QString::fromStdString(squareName(best)),
                      QString::fromStdString(squareName(reply))));
    QCOMPARE(window.board()->valueTip(sq("a1")), QString());
    // The line follows the position shown.
    play(window, "f5");
    QTRY_VERIFY(line->text().contains(
        QString::fromStdString(squareName(firstSquare(window.position().legalMoves())))));
    // Hidden with the evaluations.
    window.analysis().setShown(false);
    QVERIFY(line->isHidden());
}

void TestStudyBoard::principalLineOfAProbableSolve() {
    QTemporaryDir folder;
    TestWindow window(Session::Options{
        {}, linedAnalyses(87), folder.filePath(QStringLiteral("autosave.txt")), {}, {}, {}, {}});
    startTwoPeople(window);
    window.analysis().setShown(true);
    QTRY_VERIFY(!window.board()->moveValues().empty());
    auto* line = window.part<QLabel>(QStringLiteral("principalLine"));
    QVERIFY2(line->text().startsWith(QStringLiteral("Best line: +4 (probable, 87%): ")),
             qPrintable(line->text()));
    const Square best = firstSquare(Position::initial().legalMoves());
    QVERIFY(spokenSquare(window.board(), best).contains(QStringLiteral("probable, 87 percent")));
    QCOMPARE(GameText::valueCaption(window.board()->moveValues().front()), QStringLiteral("87%"));
}

namespace {

GameDetails someDetails() {
    return GameDetails{"Ann",        "Bob", "Club final",  "Paris",
                       "2026-11-25", "3",   GameResult{8}, "Adjourned at move 40"};
}

QByteArray fileText(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Plays the first legal move until the game is over.
void playToTheEnd(TestWindow& window) {
    while (!window.position().isGameOver()) {
        window.session().playSquare(firstSquare(window.position().legalMoves()));
    }
}

}  // namespace

void TestStudyBoard::gameInfoKeptInBothFormatsAndShownInTheTitle() {
    QTemporaryDir folder;
    TestWindow window;
    startTwoPeople(window);
    play(window, "f5d6c3");
    // As the Game Info dialog's answer is applied: one step of the session.
    window.session().act([&] { window.session().game().setDetails(someDetails()); });
    QVERIFY2(window.windowTitle().startsWith(QStringLiteral("Hasami \u2014 Ann vs Bob, Club final "
                                                            "\u2014 ")),
             qPrintable(window.windowTitle()));
    // Hasami's game file: header lines that other programs skip.
    const QString text = folder.filePath(QStringLiteral("game.txt"));
    QVERIFY(window.files()->saveGame(text));
    const QByteArray saved = fileText(text);
    for (const char* line : {"; black Ann\n", "; white Bob\n", "; event Club final\n",
                             "; place Paris\n", "; date 2026-11-25\n", "; round 3\n",
                             "; result 36-28\n", "; note Adjourned at move 40\n"}) {
        QVERIFY2(saved.contains(line), line);
    }
    // GGF: PB, PW, PC, DT, RE, and EV, RO, GC as SGF names them.
    const QString ggf = folder.filePath(QStringLiteral("game.ggf"));
    QVERIFY(window.files()->saveGame(ggf));
    const QByteArray written = fileText(ggf);
    for (const char* property : {"PB[Ann]", "PW[Bob]", "PC[Paris]", "DT[2026-11-25]", "RE[+8.000]",
                                 "EV[Club final]", "RO[3]", "GC[Adjourned at move 40]"}) {
        QVERIFY2(written.contains(property), property);
    }
    // Both read back.
    for (const QString& path : {text, ggf}) {
        TestWindow reopened;
        startTwoPeople(reopened);
        QVERIFY(reopened.files()->openFile(path));
        QCOMPARE(reopened.game().details(), someDetails());
        QVERIFY(reopened.windowTitle().contains(QStringLiteral("Ann vs Bob, Club final")));
    }
}

void TestStudyBoard::gameInfoDialogChecksTheDate() {
    GameInfoDialog dialog(someDetails(), QString());
    QCOMPARE(dialog.details(), someDetails());
    auto* date = dialog.findChild<QLineEdit*>(QStringLiteral("date"));
    auto* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    for (const char* bad : {"25/11/2026", "2026-13-01", "2026-02-30", "26-11-25", "199", "19999"}) {
        date->setText(QString::fromLatin1(bad));
        QVERIFY2(!ok->isEnabled(), bad);
    }
    date->setText(QString());
    QVERIFY(ok->isEnabled());
    date->setText(QStringLiteral("2024-02-29"));
    QVERIFY(ok->isEnabled());
    date->setText(QStringLiteral("1999"));  // a year alone, as a database game has it
    QVERIFY(ok->isEnabled());
    auto* note = dialog.findChild<QLineEdit*>(QStringLiteral("note"));
    note->setText(QStringLiteral("  Blitz  "));
    QCOMPARE(dialog.details().note, std::string("Blitz"));
    QCOMPARE(note->accessibleName(), QStringLiteral("Note"));
    // An unfinished game's result is typed; a finished one's is the board's.
    QVERIFY(!dialog.findChild<QLineEdit*>(QStringLiteral("result"))->isReadOnly());
    GameInfoDialog finished(GameDetails(), QStringLiteral("40-24"));
    auto* result = finished.findChild<QLineEdit*>(QStringLiteral("result"));
    QVERIFY(result->isReadOnly());
    QVERIFY(finished.details().result);
    QCOMPARE(finished.details().result->blackMargin, 16);
    // A typed result is one: Black's and White's discs, or Black's margin.
    auto* typed = dialog.findChild<QLineEdit*>(QStringLiteral("result"));
    QCOMPARE(typed->text(), QStringLiteral("36-28"));  // someDetails' +8
    for (const char* bad : {"Black won", "40-30", "+70", "?"}) {
        typed->setText(QString::fromLatin1(bad));
        QVERIFY2(!ok->isEnabled(), bad);
    }
    typed->setText(QStringLiteral(" 30-34 "));
    QVERIFY(ok->isEnabled());
    QCOMPARE(dialog.details().result, std::optional<GameResult>(GameResult{-4}));
    typed->clear();
    QVERIFY(ok->isEnabled());
    QCOMPARE(dialog.details().result, std::nullopt);
}

void TestStudyBoard::gameInfoFilledForNewGames() {
    TestWindow window;
    Settings settings = quickSettings();
    settings.playerName = QStringLiteral("Ann");
    settings.level = 5;
    window.session().startNewGame(settings);
    const GameDetails& details = window.game().details();
    QCOMPARE(details.black, std::string("Ann"));
    QCOMPARE(details.white, std::string("Hasami level 5"));
    QCOMPARE(QString::fromStdString(details.date), QDate::currentDate().toString(Qt::ISODate));
    QVERIFY(window.windowTitle().contains(QStringLiteral("Ann vs Hasami level 5")));
    // The name is a setting, kept.
    QSettings store;
    QCOMPARE(Settings::load(store).playerName, QStringLiteral("Ann"));
    SettingsDialog dialog(settings);
    auto* name = dialog.findChild<QLineEdit*>(QStringLiteral("playerName"));
    QCOMPARE(name->text(), QStringLiteral("Ann"));
    name->setText(QStringLiteral("Ann  Lee "));
    QCOMPARE(dialog.settings().playerName, QStringLiteral("Ann Lee"));
    // A new game's details are no unsaved change of it.
    QVERIFY(!window.session().game().isModified());
}

void TestStudyBoard::theAccountNamesThePersonUntilTheyDo() {
    // The account's name as the system's tools give it: getent's GECOS field, else the login.
    QProcess getent;
    getent.start(QStringLiteral("getent"), {QStringLiteral("passwd"), QString::number(getuid())});
    QVERIFY(getent.waitForFinished());
    const QStringList fields = QString::fromLocal8Bit(getent.readAllStandardOutput()).split(':');
    QVERIFY(fields.size() >= 5);
    const QString gecos = fields[4].section(QLatin1Char(','), 0, 0).simplified();
    const QString expected = gecos.isEmpty() ? fields[0] : gecos;
    QVERIFY(!expected.isEmpty());
    QSettings store;
    store.remove(QStringLiteral("game/playerName"));
    QCOMPARE(Settings::load(store).playerName, expected);
    TestWindow window;
    Settings settings = Settings::load(store);
    settings.level = 3;
    window.session().startNewGame(settings);
    QCOMPARE(window.game().details().black, expected.toStdString());
    QVERIFY(!window.windowTitle().contains(QStringLiteral("? vs")));
    // A name set empty on purpose stays empty.
    store.setValue(QStringLiteral("game/playerName"), QString());
    QCOMPARE(Settings::load(store).playerName, QString());
}

void TestStudyBoard::gameInfoResultFromTheBoard() {
    std::mt19937_64 random(5);
    for (int size : {4, 6}) {
        for (int i = 0; i < 20; ++i) {
            Game game(Position::initial(size));
            while (!game.isOver()) {
                const Position& position = game.position();
                if (position.mustPass()) {
                    game.play(kPass);
                    continue;
                }
                std::vector<Square> moves;
                for (Square move : squaresOf(position.legalMoves())) moves.push_back(move);
                game.play(moves[random() % moves.size()]);
            }
            // Counted here from the discs: the empty squares go to the one with more.
            const Position& end = game.position();
            int black = end.discCount(Color::Black);
            int white = end.discCount(Color::White);
            const int empties = size * size - black - white;
            if (black > white) black += empties;
            if (white > black) white += empties;
            if (black == white) {
                black += empties / 2;
                white += empties / 2;
            }
            QCOMPARE(GameInfoDialog::boardResult(game),
                     QStringLiteral("%1-%2").arg(black).arg(white));
        }
    }
    QCOMPARE(GameInfoDialog::boardResult(Game()), QString());
}

void TestStudyBoard::gameOverSaidWhenPlayEnds() {
    TestWindow window;
    window.applySettings(twoPeople());
    window.play().newGame(4);
    QVERIFY(!window.findChild<QMessageBox*>(QStringLiteral("gameOverNotice")));
    playToTheEnd(window);
    auto* box = window.findChild<QMessageBox*>(QStringLiteral("gameOverNotice"));
    QVERIFY(box);
    QTRY_VERIFY(box->isVisible());
    const int blackScore = window.game().scoreFor(Color::Black);
    QCOMPARE(box->text(), GameText::result(window.position(), blackScore));
    QVERIFY(
        box->text().contains(blackScore == 0 ? QStringLiteral("Draw") : QStringLiteral("wins")));
    QVERIFY(box->findChild<QPushButton*>(QStringLiteral("gameOverNewGame")));
    // Analyze Game from the message starts the review.
    box->findChild<QPushButton*>(QStringLiteral("gameOverAnalyze"))->click();
    QVERIFY(window.analysis().isReviewing());
    QTRY_VERIFY_WITH_TIMEOUT(!window.analysis().isReviewing(), 20000);
    // The message closes with its button (and goes); browsing back and to the end again says
    // nothing new.
    QTRY_VERIFY(!window.findChild<QMessageBox*>(QStringLiteral("gameOverNotice")));
    window.session().goToPly(2);
    window.session().goToPly(window.game().length());
    QVERIFY(!window.findChild<QMessageBox*>(QStringLiteral("gameOverNotice")));
}

void TestStudyBoard::gameOverNotSaidForAnOpenedGame() {
    QTemporaryDir folder;
    QString path = folder.filePath(QStringLiteral("over.txt"));
    {
        TestWindow window;
        window.applySettings(twoPeople());
        window.play().newGame(4);
        playToTheEnd(window);
        QVERIFY(window.files()->saveGame(path));
    }
    TestWindow window;
    startTwoPeople(window);
    QVERIFY(window.files()->openFile(path));
    QVERIFY(window.game().isOver());
    QVERIFY(!window.findChild<QMessageBox*>(QStringLiteral("gameOverNotice")));
}

namespace {

// A square's name under a half turn of the 8x8 board, and under the reflection in the
// a1-h8 diagonal, worked out from the names alone.
QString halfTurned(const QString& name) {
    return QString(QChar('a' + 'h' - name[0].unicode())) + QChar('1' + '8' - name[1].unicode());
}
QString transposed(const QString& name) {
    return QString(QChar('a' + name[1].unicode() - '1')) + QChar('1' + name[0].unicode() - 'a');
}

// The move list's rows with every square name turned by `turn`.
QStringList turnedRows(const QStringList& rows, QString (*turn)(const QString&)) {
    QStringList result;
    static const QRegularExpression square(QStringLiteral("\\b[a-h][1-8]\\b"));
    for (QString row : rows) {
        QRegularExpressionMatchIterator found = square.globalMatch(row);
        while (found.hasNext()) {
            const QRegularExpressionMatch match = found.next();
            row.replace(match.capturedStart(), 2, turn(match.captured()));
        }
        result << row;
    }
    return result;
}

}  // namespace

void TestStudyBoard::transformTurnsTheTreeCommentsClocksAndAnalyses() {
    QTemporaryDir folder;
    TestWindow window(Session::Options{
        {}, linedAnalyses(100), folder.filePath(QStringLiteral("autosave.txt")), {}, {}, {}, {}});
    startTwoPeople(window);
    playTheTree(window);
    const Game& game = window.game();
    window.session().goToNode(nodeOf(game, "f5d6c5f4"));
    window.session().game().setComment(game.current(), "The quiet move");
    const ClockTimes times{std::chrono::milliseconds(61000), std::chrono::milliseconds(59000)};
    window.session().game().setClockAfter(game.current(), times);
    window.session().game().setDetails(someDetails());
    window.analysis().setShown(true);
    QTRY_VERIFY(!window.board()->moveValues().empty());
    const std::vector<MoveValue> before = window.board()->moveValues();
    const QStringList rowsBefore = rows(window);
    const QString lineBefore = window.moveList()->currentItem()->text();

    action(window, "rotateHalfAction")->trigger();
    // The whole tree, in the same order, every square turned; the same move shown.
    QCOMPARE(rows(window), turnedRows(rowsBefore, halfTurned));
    QCOMPARE(window.moveList()->currentItem()->text(), turnedRows({lineBefore}, halfTurned)[0]);
    QCOMPARE(window.game().start(), Position::initial());
    QCOMPARE(window.position(), parseTranscript("c4e3f4c5")->position());
    QCOMPARE(game.commentOf(game.current()), std::string("The quiet move"));
    QCOMPARE(game.clockAfter(game.current()), std::optional<ClockTimes>(times));
    QCOMPARE(game.details(), someDetails());
    // What the analysis knew, on the turned squares, at once.
    const std::vector<MoveValue> after = window.board()->moveValues();
    QCOMPARE(after.size(), before.size());
    for (std::size_t i = 0; i < after.size(); ++i) {
        QCOMPARE(QString::fromStdString(squareName(after[i].move)),
                 halfTurned(QString::fromStdString(squareName(before[i].move))));
        QCOMPARE(after[i].score, before[i].score);
    }
    // Twice is the game as it was.
    action(window, "rotateHalfAction")->trigger();
    QCOMPARE(rows(window), rowsBefore);
}

void TestStudyBoard::transformOffersWhatKeepsTheStart() {
    TestWindow window;
    startTwoPeople(window);
    play(window, "f5d6");
    // From the standard start: the half turn and the two diagonals alone.
    for (const char* name :
         {"rotateRightAction", "rotateLeftAction", "mirrorColumnsAction", "mirrorRowsAction"}) {
        QVERIFY2(!action(window, name)->isEnabled(), name);
    }
    for (const char* name :
         {"rotateHalfAction", "mirrorDiagonalAction", "mirrorAntiDiagonalAction"}) {
        QVERIFY2(action(window, name)->isEnabled(), name);
    }
    const QStringList before = rows(window);
    action(window, "mirrorDiagonalAction")->trigger();
    QCOMPARE(rows(window), turnedRows(before, transposed));
    QCOMPARE(window.game().start(), Position::initial());
    // From a set-up start, every way.
    const Position setUp = parseTranscript("f5d6c3")->position();
    window.play().setGame(Game(setUp));
    play(window, "d3");
    for (const auto& [turn, symmetry] : window.part<GameActions>()->transforms) {
        QVERIFY2(turn->isEnabled(), qPrintable(turn->objectName()));
    }
    action(window, "rotateRightAction")->trigger();
    QVERIFY(window.game().start() != setUp);
    QCOMPARE(window.game().length(), 1);
    action(window, "rotateLeftAction")->trigger();
    QCOMPARE(window.game().start(), setUp);
    QCOMPARE(window.game().moves()[0], sq("d3"));
}

void TestStudyBoard::transformNormalisesToF5() {
    TestWindow window;
    startTwoPeople(window);
    // Each first move: normalised, the game starts f5 and every move is legal where it stands.
    for (const char* first : {"d3", "c4", "e6"}) {
        window.play().newGame(8);
        play(window, first);
        const Square reply = firstSquare(window.position().legalMoves());
        window.session().playSquare(reply);
        QVERIFY(action(window, "normaliseToF5Action")->isEnabled());
        action(window, "normaliseToF5Action")->trigger();
        QCOMPARE(window.game().moves()[0], sq("f5"));
        QCOMPARE(window.game().length(), 2);
        QVERIFY(parseTranscript(formatTranscript(window.game().moves())));
        QVERIFY(!action(window, "normaliseToF5Action")->isEnabled());  // f5 already
    }
}

QTEST_MAIN(TestStudyBoard)
#include "tst_study_board.moc"
