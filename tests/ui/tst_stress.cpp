// Thousands of random user actions while the engine searches: clicks anywhere, switching
// sides, undo and redo, new games, board sizes, hints, move now, pause. After each the game
// record must be a legal game and the window must show what the record says.
#include <random>

#include <QLabel>
#include <QStandardPaths>
#include <QTest>

#include "boardwidget.h"
#include "gamecontroller.h"
#include "mainwindow.h"
#include "notation.h"

using namespace hasami;

namespace {

constexpr int kActions = 3000;

}  // namespace

class TestStress : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void randomActionsKeepTheGameLegal();

private:
    void checkConsistency(const MainWindow& window, int action);
};

void TestStress::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("HasamiTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_stress"));
    QSettings().clear();
    QFile::remove(Autosave::defaultPath());
}

void TestStress::checkConsistency(const MainWindow& window, int action) {
    const Game& game = window.controller()->game();
    // The record replays legally from its start, and the cursor shows its position.
    Position replay = game.start();
    for (int ply = 0; ply < game.length(); ++ply) {
        const Square move = game.moves()[ply];
        QVERIFY2(replay.isLegal(move), qPrintable(QStringLiteral("action %1: illegal %2 at ply %3")
                                                      .arg(action)
                                                      .arg(QString::fromStdString(squareName(move)))
                                                      .arg(ply)));
        replay = replay.play(move);
        QCOMPARE(game.positionAt(ply + 1), replay);
    }
    const Position& position = game.position();
    QCOMPARE(window.board()->position(), position);
    QCOMPARE(window.blackScoreLabel()->text(),
             QStringLiteral("\u25cf Black %1").arg(position.discCount(Color::Black)));
    QCOMPARE(window.whiteScoreLabel()->text(),
             QStringLiteral("White %1 \u25cb").arg(position.discCount(Color::White)));
    // The engine never thinks for a side that a person plays, nor after the end.
    if (window.controller()->isThinking()) {
        QVERIFY(window.controller()->isAi(position.sideToMove()));
        QVERIFY(!position.isGameOver());
    }
}

void TestStress::randomActionsKeepTheGameLegal() {
    MainWindow window;
    Settings settings = window.settings();
    settings.depth = 4;
    settings.aiDelayMs = 0;
    settings.animate = false;
    window.applySettings(settings);
    window.setConfirmation([](const QString&) { return true; });
    window.show();

    std::mt19937 random(20261122);
    auto pick = [&](int count) { return std::uniform_int_distribution<int>(0, count - 1)(random); };
    GameController* controller = window.controller();
    int movesPlayed = 0;
    QObject::connect(controller, &GameController::movePlayed, [&] { ++movesPlayed; });
    for (int action = 0; action < kActions; ++action) {
        switch (pick(20)) {
            case 0:
                controller->setAi(Color::Black, !controller->isAi(Color::Black));
                break;
            case 1:
                controller->setAi(Color::White, !controller->isAi(Color::White));
                break;
            case 2:
                controller->undo();
                break;
            case 3:
                controller->redo();
                break;
            case 4:
                if (pick(10) == 0) controller->newGame(controller->position().size());
                break;
            case 5:
                if (pick(20) == 0) {
                    settings.boardSize = (pick(3) + 2) * 2;
                    window.applySettings(settings);
                }
                break;
            case 6:
                controller->requestHint();
                break;
            case 7:
                controller->moveNow();
                break;
            case 8:
                controller->setPaused(!controller->isPaused());
                break;
            case 9:
                controller->goToPly(pick(controller->game().length() + 1));
                break;
            default: {  // a click anywhere on the widget, on the board or off it
                BoardWidget* board = window.board();
                QTest::mouseClick(board, Qt::LeftButton, {},
                                  QPoint(pick(board->width()), pick(board->height())));
                break;
            }
        }
        QTest::qWait(pick(4));  // let the engine's results arrive between actions
        checkConsistency(window, action);
        if (QTest::currentTestFailed()) return;
    }
    qInfo("%d random actions, %d moves played", kActions, movesPlayed);
    QVERIFY(movesPlayed > 100);
}

QTEST_MAIN(TestStress)
#include "tst_stress.moc"
