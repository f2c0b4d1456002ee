// SPDX-License-Identifier: GPL-3.0-or-later
// The painted board: clicks and keys become squares, and screen readers can read every cell.
#include <array>
#include <cmath>

#include <QAccessible>
#include <QSignalSpy>
#include <QTest>

#include "tests/support/board_text.h"
#include "ui/board/board_widget.h"

using namespace hasami;
using namespace hasami::test;

namespace {

// Colour vision with a dichromacy simulated by the matrices of Machado, Oliveira and Fernandes
// (2009, severity 1) on linear RGB, compared by the CIE 1976 colour difference.
using Matrix = std::array<std::array<double, 3>, 3>;
const Matrix kNormal = {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
const Matrix kProtanopia = {{{0.152286, 1.052583, -0.204868},
                             {0.114503, 0.786281, 0.099216},
                             {-0.003882, -0.048116, 1.051998}}};
const Matrix kDeuteranopia = {{{0.367322, 0.860646, -0.227968},
                               {0.280085, 0.672501, 0.047413},
                               {-0.011820, 0.042940, 0.968881}}};
const Matrix kTritanopia = {{{1.255528, -0.076749, -0.178779},
                             {-0.078411, 0.930809, 0.147602},
                             {0.004733, 0.691367, 0.303900}}};

std::array<double, 3> labSeen(const QColor& colour, const Matrix& vision) {
    auto linear = [](double c) {
        return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    const double in[3] = {linear(colour.redF()), linear(colour.greenF()), linear(colour.blueF())};
    double rgb[3];
    for (int i = 0; i < 3; ++i) {
        rgb[i] = std::clamp(vision[i][0] * in[0] + vision[i][1] * in[1] + vision[i][2] * in[2], 0.0,
                            1.0);
    }
    const double x = (0.4124 * rgb[0] + 0.3576 * rgb[1] + 0.1805 * rgb[2]) / 0.95047;
    const double y = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
    const double z = (0.0193 * rgb[0] + 0.1192 * rgb[1] + 0.9505 * rgb[2]) / 1.08883;
    auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116; };
    return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

double difference(const QColor& a, const QColor& b, const Matrix& vision) {
    const auto p = labSeen(a, vision);
    const auto q = labSeen(b, vision);
    return std::hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

}  // namespace

class TestBoardWidget : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void clickActivatesTheSquareUnderThePointer();
    void staysSquareAndScales();
    void arrowKeysMoveTheCursorAndEnterPlays();
    void typingASquareNamePlaysIt();
    void theCursorShowsOnlyWhileTheKeyboardMovesIt();
    void aTypedColumnDoesNotOutliveTheBoard();
    void accessibleTableReportsEveryCell();
    void accessibleCellPressPlays();
    void themesPaintDifferentBoards();
    void colourSafeMarksStayApartForEveryColourVision();

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

void TestBoardWidget::theCursorShowsOnlyWhileTheKeyboardMovesIt() {
    board_->setFocus();
    QVERIFY(board_->hasFocus());
    QTest::mouseClick(board_, Qt::LeftButton, {}, board_->squareRect(sq("d3")).center().toPoint());
    QVERIFY(!board_->showsCursor());
    // A shortcut (Ctrl+Z: Ctrl pressed first) is not the keyboard working the board.
    QTest::keyClick(board_, Qt::Key_Control);
    QTest::keyClick(board_, Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(!board_->showsCursor());
    QTest::keyClick(board_, Qt::Key_Right);
    QVERIFY(board_->showsCursor());
    // The pointer moving over the board takes over: the cursor goes.
    QTest::mouseMove(board_, board_->squareRect(sq("a1")).center().toPoint());
    QTRY_VERIFY(!board_->showsCursor());
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

void TestBoardWidget::themesPaintDifferentBoards() {
    auto picture = [&](const BoardStyle& style) {
        board_->setStyle(style);
        return board_->grab().toImage();
    };
    const QImage classic = picture(BoardStyle::of(BoardTheme::Classic, false));
    const QImage contrast = picture(BoardStyle::of(BoardTheme::HighContrast, false));
    QVERIFY(classic != contrast);
    // The high-contrast board is one plain colour: the felt's light does not vary across it.
    const QRectF a8 = board_->squareRect(sq("a8"));  // the felt is darkest in a corner
    const QRectF c7 = board_->squareRect(sq("c7"));
    const QPoint corner = (a8.topLeft() + QPointF(4, 4)).toPoint();
    const QPoint centre = (c7.center() + QPointF(0, c7.height() / 3)).toPoint();
    QCOMPARE(contrast.pixelColor(corner), contrast.pixelColor(centre));
    QVERIFY(classic.pixelColor(corner) != classic.pixelColor(centre));
    // Its grid lines are heavier: more of the board is line.
    auto darkPixels = [](const QImage& image) {
        int count = 0;
        for (int y = 0; y < image.height(); y += 2) {
            for (int x = 0; x < image.width(); x += 2) count += qGray(image.pixel(x, y)) < 20;
        }
        return count;
    };
    QVERIFY(darkPixels(contrast) > darkPixels(classic));
}

void TestBoardWidget::colourSafeMarksStayApartForEveryColourVision() {
    const BoardStyle safe = BoardStyle::of(BoardTheme::Classic, true);
    const QList<QColor> marks = {safe.lastMove, safe.hint, safe.bestValue};
    for (const Matrix* vision : {&kNormal, &kProtanopia, &kDeuteranopia, &kTritanopia}) {
        for (const QColor& mark : marks) {
            QVERIFY2(difference(mark, safe.feltCentre, *vision) >= 20, qPrintable(mark.name()));
            QVERIFY2(difference(mark, safe.feltEdge, *vision) >= 20, qPrintable(mark.name()));
        }
        for (int i = 0; i < marks.size(); ++i) {
            for (int j = i + 1; j < marks.size(); ++j) {
                QVERIFY(difference(marks[i], marks[j], *vision) >= 15);
            }
        }
    }
    // Shapes carry the meaning too, and the classic red dot on green is what the safe colours
    // replace: under protanopia it nearly vanishes into the felt.
    QVERIFY(safe.lastMoveDiamond && safe.boldBest);
    const BoardStyle classic = BoardStyle::of(BoardTheme::Classic, false);
    QVERIFY(difference(classic.lastMove, classic.feltCentre, kProtanopia) < 20);
    QVERIFY(difference(classic.lastMove, classic.feltCentre, kNormal) > 60);
}

QTEST_MAIN(TestBoardWidget)
#include "tst_boardwidget.moc"
