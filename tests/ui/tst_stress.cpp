// SPDX-License-Identifier: GPL-3.0-or-later
// Ten thousand random user actions while the engine searches: clicks anywhere, keys, switching
// sides, undo and redo, browsing, new games, all three board sizes, settings changes, hints,
// move now, pause. The actions follow from the seed; the engine's answers arrive when they
// do. After each action the game record must be a legal game and the window must show what
// the record says.
#include <iterator>
#include <map>
#include <random>

#include <QAction>
#include <QLabel>
#include <QStandardPaths>
#include <QTest>

#include "engine/formats/notation.h"
#include "tests/support/test_window.h"
#include "ui/board/board_widget.h"
#include "ui/window/main_window.h"

using namespace hasami;
using namespace hasami::test;

namespace {

constexpr int kActions = 10000;

constexpr Qt::Key kKeys[] = {Qt::Key_Left,   Qt::Key_Right, Qt::Key_Up,    Qt::Key_Down,
                             Qt::Key_Return, Qt::Key_Space, Qt::Key_Escape};

}  // namespace

class TestStress : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void randomActionsKeepTheGameLegal();

private:
    void checkConsistency(TestWindow& window, int action);
};

void TestStress::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("HasamiTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_stress"));
    QSettings().clear();
    QFile::remove(Autosave::defaultPath());
}

void TestStress::checkConsistency(TestWindow& window, int action) {
    const Game& game = window.game();
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
    QCOMPARE(game.start().size(), window.settings().boardSize);
    // Every node of the tree follows from its parent by a legal move.
    for (NodeId node = 1; node < NodeId(game.nodeCount() * 4 + 16); ++node) {
        if (!game.contains(node)) continue;
        const Position& parent = game.positionOf(game.parentOf(node));
        QVERIFY(parent.isLegal(game.moveOf(node)));
        QCOMPARE(game.positionOf(node), parent.play(game.moveOf(node)));
    }
    const PlayMode& play = window.play();
    const GameClocks& clocks = window.clocks();
    QCOMPARE(window.board()->playable(), play.state().isHumanTurn() ? position.legalMoves() : 0);
    QCOMPARE(window.scoreboard()->blackCountLabel()->text(),
             QStringLiteral("Black %1").arg(position.discCount(Color::Black)));
    QCOMPARE(window.scoreboard()->whiteCountLabel()->text(),
             QStringLiteral("White %1").arg(position.discCount(Color::White)));
    // The engine never thinks for a side that a person plays, nor after the end.
    if (window.playState().isThinking()) {
        QVERIFY(window.seats().isComputer(position.sideToMove()));
        QVERIFY(!play.state().isFinished());
    }
    // A clock runs only for the side to move of a live game, and one that has run out ended it.
    if (clocks.running()) {
        QCOMPARE(*clocks.running(), position.sideToMove());
        QVERIFY(!play.state().isFinished() && !play.state().isPaused());
    }
    if (const auto loser = clocks.record().lostOnTime) {
        QVERIFY(clocks.timeLeft(*loser) <= std::chrono::milliseconds(0));
        QVERIFY(!play.state().isHumanTurn());
    }
}

// A person doing random things to the window, each action drawn from the seed.
class RandomUser {
public:
    RandomUser(TestWindow& window, const Settings& settings, unsigned seed)
        : window_(window), settings_(settings), random_(seed) {}

    int pick(int count) { return std::uniform_int_distribution<int>(0, count - 1)(random_); }

    void act() {
        const int kind = pick(24);
        if (kind < 10) {
            controlTheGame(kind);
        } else if (kind == 10) {
            changeSettings();
        } else if (kind == 11) {
            useTheKeyboard();
        } else {
            clickSomewhere();
        }
    }

    // Asks the session for something, as the tool bar and menus do.
    void controlTheGame(int kind) {
        PlayMode& play = window_.play();
        Seats& seats = window_.seats();
        Settings& settings = settings_;
        TestWindow& window = window_;
        switch (kind) {
            case 0:
                seats.setComputer(Color::Black, !seats.isComputer(Color::Black));
                break;
            case 1:
                seats.setComputer(Color::White, !seats.isComputer(Color::White));
                break;
            case 2:
                window_.session().undo();
                break;
            case 3:
                if (pick(2) == 0) {
                    window_.session().redo();
                } else {  // a variation promoted or removed, where the node shown is on one
                    const char* name =
                        pick(2) == 0 ? "promoteVariationAction" : "deleteVariationAction";
                    window.findChild<QAction*>(QString::fromLatin1(name))->trigger();
                }
                break;
            case 4:  // a new game, now and then with short clocks that may run out
                if (pick(10) == 0) {
                    const TimeControl clock{std::chrono::milliseconds(50 + pick(500)),
                                            std::chrono::milliseconds(pick(2) * pick(300))};
                    play.newGame(window.position().size(), pick(3) == 0 ? clock : TimeControl());
                }
                break;
            case 5:  // another board size, about every 150 actions
                if (pick(6) == 0) {
                    settings.boardSize = (pick(3) + 2) * 2;
                    window.applySettings(settings);
                }
                break;
            case 6:
                window.hints().request();
                break;
            case 7:
                play.moveNow();
                break;
            case 8:
                play.setPaused(!play.state().isPaused());
                break;
            case 9:
                window_.session().goToPly(pick(window.game().length() + 1));
                break;
        }
    }

    // Settings that do not end the game, often while the engine thinks.
    void changeSettings() {
        settings_.level = pick(3) == 0 ? 1 + pick(4) : Settings::kCustomLevel;
        settings_.depth = 1 + pick(5);
        settings_.moveSeconds = pick(3) == 0 ? 1 : 0;
        settings_.showLegalMoves = pick(2) == 0;
        settings_.flipSpeed = FlipSpeed(pick(4));
        settings_.aiDelayMs = pick(3) == 0 ? 5 : 0;
        window_.applySettings(settings_);
    }

    // The keyboard: the cursor, playing it, or a typed square name.
    void useTheKeyboard() {
        BoardWidget* board = window_.board();
        board->setFocus();
        if (pick(2) == 0) {
            QTest::keyClick(board, kKeys[pick(std::size(kKeys))]);
        } else {
            QTest::keyClicks(board, QString(QChar('a' + pick(8))) + QChar('1' + pick(8)));
        }
    }

    // A click anywhere on the board widget, on the board or off it.
    void clickSomewhere() {
        BoardWidget* board = window_.board();
        QTest::mouseClick(board, Qt::LeftButton, {},
                          QPoint(pick(board->width()), pick(board->height())));
    }

private:
    TestWindow& window_;
    Settings settings_;
    std::mt19937 random_;
};

void TestStress::randomActionsKeepTheGameLegal() {
    TestWindow window;
    Settings settings = window.settings();
    settings.level = Settings::kCustomLevel;
    settings.depth = 4;
    settings.aiDelayMs = 0;
    settings.flipSpeed = FlipSpeed::Off;
    window.applySettings(settings);
    window.setConfirmation([](const QString&) { return true; });
    window.resize(480, 400);  // small: painting is not what this test is about
    window.show();

    RandomUser user(window, settings, 20261122);
    std::map<int, int> movesBySize;
    QObject::connect(&window.session().game(), &GameSession::movePlayed,
                     [&] { ++movesBySize[window.position().size()]; });
    int flagFalls = 0;
    QObject::connect(&window.play(), &PlayMode::lostOnTime, [&] { ++flagFalls; });
    for (int action = 0; action < kActions; ++action) {
        user.act();
        QTest::qWait(user.pick(4));  // let the engine's results arrive between actions
        checkConsistency(window, action);
        if (QTest::currentTestFailed()) return;
    }
    qInfo(
        "%d random actions; moves played on 4x4, 6x6, 8x8: %d, %d, %d; games lost on time: "
        "%d; moves in the last tree: %zu",
        kActions, movesBySize[4], movesBySize[6], movesBySize[8], flagFalls,
        window.game().nodeCount() - 1);
    for (int size : {4, 6, 8}) QVERIFY(movesBySize[size] > 50);
}

QTEST_MAIN(TestStress)
#include "tst_stress.moc"
