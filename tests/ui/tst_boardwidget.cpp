// The painted board: clicks and keys become squares, and screen readers can read every cell.
#include <QAccessible>
#include <QSignalSpy>
#include <QTest>

#include "board_text.h"
#include "boardwidget.h"

using namespace hasami;
using namespace hasami::test;

class TestBoardWidget : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void clickActivatesTheSquareUnderThePointer();
    void staysSquareAndScales();
    void arrowKeysMoveTheCursorAndEnterPlays();
    void typingASquareNamePlaysIt();
    void aTypedColumnDoesNotOutliveTheBoard();
    void accessibleTableReportsEveryCell();
    void accessibleCellPressPlays();

private:
    BoardWidget* board_ = nullptr;
};

void TestBoardWidget::init() {
    board_ = new BoardWidget;
    const Position start = Position::initial();
    board_->setPosition(start, kNoSquare, start.legalMoves());
    board_->resize(400, 400);
    board_->show();
    QVERIFY(QTest::qWaitForWindowExposed(board_));
}

void TestBoardWidget::cleanup() {
    delete board_;
}

void TestBoardWidget::clickActivatesTheSquareUnderThePointer() {
    QSignalSpy activated(board_, &BoardWidget::squareActivated);
    QTest::mouseClick(board_, Qt::LeftButton, {}, board_->squareRect(sq("f5")).center().toPoint());
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.first().first().value<Square>(), sq("f5"));
    // Outside the grid (on the coordinates) nothing happens.
    QTest::mouseClick(board_, Qt::LeftButton, {}, QPoint(2, 2));
    QCOMPARE(activated.count(), 1);
}

void TestBoardWidget::staysSquareAndScales() {
    board_->resize(700, 400);
    const QRectF a1 = board_->squareRect(sq("a1"));
    const QRectF h8 = board_->squareRect(sq("h8"));
    QCOMPARE(a1.width(), a1.height());
    QVERIFY(h8.bottom() <= 400 && a1.top() >= 0);
    QVERIFY(qAbs((a1.left() + h8.right()) / 2 - 350) < 1);  // centred
    // A 6x6 board fills the same grid with larger squares.
    const Position six = Position::initial(6);
    board_->setPosition(six, kNoSquare, six.legalMoves());
    QVERIFY(board_->squareRect(sq("a1")).width() > a1.width());
    QCOMPARE(board_->squareAtPoint(board_->squareRect(sq("f6")).center()), sq("f6"));
}

void TestBoardWidget::arrowKeysMoveTheCursorAndEnterPlays() {
    board_->setFocus();
    board_->setCursor(sq("d4"));
    QSignalSpy activated(board_, &BoardWidget::squareActivated);
    QTest::keyClick(board_, Qt::Key_Right);
    QTest::keyClick(board_, Qt::Key_Right);
    QTest::keyClick(board_, Qt::Key_Down);
    QCOMPARE(board_->cursor(), sq("f5"));
    QTest::keyClick(board_, Qt::Key_Return);
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.first().first().value<Square>(), sq("f5"));
    // The cursor stops at the edge.
    for (int i = 0; i < 10; ++i) QTest::keyClick(board_, Qt::Key_Up);
    QCOMPARE(board_->cursor(), sq("f1"));
    QTest::keyClick(board_, Qt::Key_Space);
    QCOMPARE(activated.last().first().value<Square>(), sq("f1"));
}

void TestBoardWidget::typingASquareNamePlaysIt() {
    board_->setFocus();
    QSignalSpy activated(board_, &BoardWidget::squareActivated);
    QTest::keyClicks(board_, "e6");
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.first().first().value<Square>(), sq("e6"));
    QCOMPARE(board_->cursor(), sq("e6"));
    QTest::keyClicks(board_, "z9");  // not a square: ignored
    QCOMPARE(activated.count(), 1);
}

void TestBoardWidget::aTypedColumnDoesNotOutliveTheBoard() {
    // `h` typed on the 8x8 board, then a switch to 4x4: `1` alone names no square there.
    board_->setFocus();
    QSignalSpy activated(board_, &BoardWidget::squareActivated);
    QTest::keyClicks(board_, QStringLiteral("h"));
    const Position four = Position::initial(4);
    board_->setPosition(four, kNoSquare, four.legalMoves());
    QTest::keyClicks(board_, QStringLiteral("1"));
    QCOMPARE(activated.count(), 0);
    QTest::keyClicks(board_, QStringLiteral("b1"));
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.first().first().value<Square>(), sq("b1"));
}

void TestBoardWidget::accessibleTableReportsEveryCell() {
    QAccessibleInterface* board = QAccessible::queryAccessibleInterface(board_);
    QVERIFY(board);
    QCOMPARE(board->role(), QAccessible::Table);
    QVERIFY(!board->text(QAccessible::Name).isEmpty());
    QAccessibleTableInterface* table = board->tableInterface();
    QVERIFY(table);
    QCOMPARE(table->rowCount(), 8);
    QCOMPARE(table->columnCount(), 8);
    QCOMPARE(board->childCount(), 64);
    auto nameAt = [&](const char* square) {
        const Square s = sq(square);
        return table->cellAt(rowOf(s), columnOf(s))->text(QAccessible::Name);
    };
    QCOMPARE(nameAt("d4"), QStringLiteral("d4, white"));
    QCOMPARE(nameAt("e4"), QStringLiteral("e4, black"));
    QCOMPARE(nameAt("f5"), QStringLiteral("f5, empty, legal move"));
    QCOMPARE(nameAt("a1"), QStringLiteral("a1, empty"));

    const Position after = Position::initial().play(sq("f5"));
    board_->setPosition(after, sq("f5"), after.legalMoves());
    QCOMPARE(nameAt("f5"), QStringLiteral("f5, black, last move"));
    QCOMPARE(nameAt("e5"), QStringLiteral("e5, black"));

    // The focused cell follows the keyboard cursor.
    board_->setFocus();
    board_->setCursor(sq("c3"));
    QAccessibleInterface* focused = board->focusChild();
    QVERIFY(focused);
    QCOMPARE(focused->text(QAccessible::Name).left(2), QStringLiteral("c3"));
    QVERIFY(focused->state().focused);
    QCOMPARE(board->indexOfChild(focused), 2 * 8 + 2);
}

void TestBoardWidget::accessibleCellPressPlays() {
    QSignalSpy activated(board_, &BoardWidget::squareActivated);
    QAccessibleTableInterface* table =
        QAccessible::queryAccessibleInterface(board_)->tableInterface();
    QAccessibleInterface* cell = table->cellAt(rowOf(sq("d3")), columnOf(sq("d3")));
    QAccessibleActionInterface* actions = cell->actionInterface();
    QVERIFY(actions);
    actions->doAction(QAccessibleActionInterface::pressAction());
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.first().first().value<Square>(), sq("d3"));
}

QTEST_MAIN(TestBoardWidget)
#include "tst_boardwidget.moc"
