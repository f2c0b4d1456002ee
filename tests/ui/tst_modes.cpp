// SPDX-License-Identifier: GPL-3.0-or-later
// The modes of the board through the window: every click, key and move-list choice goes to
// the session's one entry, which hands it to the active mode (Play or Guess the Moves here);
// another mode, or an intent the mode leaves to Play, ends the one before cleanly; and a step
// of the session (a move with its forced pass and the computer's turn beginning, the
// computer's answer, an undo) draws the window once.
#include <QAction>
#include <QSignalSpy>
#include <QTest>

#include "session/modes/guess_mode.h"
#include "tests/support/board_text.h"
#include "tests/support/test_session.h"
#include "tests/support/test_window.h"
#include "ui/board/board_widget.h"
#include "ui/window/tip_bar.h"

using namespace hasami;
using namespace hasami::test;

namespace {

constexpr int kTimeoutMs = 20000;

// The computer's stand-in: the first legal move in square order, at once.
SearchInfo firstLegalMoveAnswer(const EngineJob& job, const ProgressCallback&) {
    const Position& position = positionOf(job);
    SearchInfo info;
    info.bestMove = position.mustPass() ? kPass : *squaresOf(position.legalMoves()).begin();
    info.depth = 1;
    return info;
}

// The analyses' stand-in: every legal move valued 0, so that every guess is good.
Analysis evenValues(const EngineJob& job, const AnalysisCallback&) {
    const Position& position = positionOf(job);
    Analysis analysis;
    for (Square move : squaresOf(position.legalMoves())) {
        analysis.moves.push_back({move, 0, AnalysisScheduler::kBoardDepth, false, false});
    }
    analysis.depth = AnalysisScheduler::kBoardDepth;
    return analysis;
}

Session::Options standIns() {
    Session::Options options;
    options.moves = firstLegalMoveAnswer;
    options.analyses = evenValues;
    return options;
}

// The first moves of the perfect game (Takizawa 2023).
Game record() {
    const std::string line = "f5d6c3d3c4f4f6f3e6e7";
    Game game;
    for (std::size_t i = 0; i < line.size(); i += 2) game.play(sq(line.substr(i, 2)));
    return game;
}

// A window where people play both colours, with the stand-ins.
std::unique_ptr<TestWindow> peopleWindow() {
    Settings settings = quickSettings();
    settings.whiteIsAi = false;
    const StoredSettings stored(settings);
    auto window = std::make_unique<TestWindow>(standIns());
    window->show();
    return window;
}

QAction* action(TestWindow& window, const char* name) {
    return window.findChild<QAction*>(QString::fromLatin1(name));
}

}  // namespace

class TestModes : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { useTestStorage("tst_modes"); }

    void init() {
        QSettings().clear();
        QFile::remove(Autosave::defaultPath());
    }

    void aClickGoesToTheActiveMode() {
        const auto held = peopleWindow();
        TestWindow& window = *held;
        Session& session = window.session();
        QVERIFY(session.mode().kind() == Mode::Kind::Play);

        // Play: the click is a move.
        click(window, sq("f5"));
        QCOMPARE(window.game().length(), 1);
        QCOMPARE(window.board()->lastMove(), sq("f5"));

        // Guess the Moves in the record, White's moves: the click is a guess. The record's
        // move is played after it, then Black's reply; nothing else is.
        window.play().setGame(record());
        QSignalSpy modes(&session, &Session::modeChanged);
        QString why;
        QVERIFY2(session.startGuessing(window.game(), Color::White, &why), qPrintable(why));
        QCOMPARE(modes.count(), 1);
        QVERIFY(session.mode().kind() == Mode::Kind::Guess);
        QCOMPARE(window.game().length(), 1);
        QVERIFY(!action(window, "hintAction")->isEnabled());  // a hint would tell
        // The bar above the board keeps its height, and the board its size, when its text
        // wraps to a second line.
        auto* bar = window.findChild<TipBar*>(QStringLiteral("guessBar"));
        window.resize(900, 700);
        bar->text()->setText(QStringLiteral("One line."));
        QCoreApplication::processEvents();
        const int barHeight = bar->height();
        const QSize boardSize = window.board()->size();
        bar->text()->setText(
            QString(QStringLiteral("A judgement long enough to wrap. ")).repeated(3));
        QCoreApplication::processEvents();
        QVERIFY(bar->text()->heightForWidth(bar->text()->width()) >
                bar->text()->fontMetrics().lineSpacing());  // it does wrap
        QCOMPARE(bar->height(), barHeight);
        QCOMPARE(window.board()->size(), boardSize);
        GuessMode& guess = session.guess();
        click(window, sq("f4"));  // legal, not the record's d6
        QTRY_VERIFY_WITH_TIMEOUT(guess.results().size() == 1, kTimeoutMs);
        QCOMPARE(guess.results()[0].guess, sq("f4"));
        QTRY_VERIFY_WITH_TIMEOUT(guess.asksForGuess(), kTimeoutMs);
        QCOMPARE(window.game().length(), 3);  // d6 as recorded, then c3
        QCOMPARE(window.game().moves()[1], sq("d6"));
        // A square that is no legal move is refused with the reason; nothing is judged.
        QSignalSpy refused(&session, &Session::refused);
        click(window, sq("a1"));
        QCOMPARE(refused.count(), 1);
        QVERIFY(window.message().contains(QStringLiteral("a1")));
        QCOMPARE(guess.results().size(), std::size_t(1));
        QCOMPARE(window.game().length(), 3);
    }

    void anotherIntentEndsTheModeBefore() {
        const auto held = peopleWindow();
        TestWindow& window = *held;
        Session& session = window.session();
        window.play().setGame(record());
        QString why;
        QVERIFY(session.startGuessing(window.game(), Color::White, &why));
        auto* bar = window.findChild<TipBar*>(QStringLiteral("guessBar"));
        QVERIFY(bar && !bar->isHidden());
        click(window, sq("d6"));
        QTRY_VERIFY_WITH_TIMEOUT(session.guess().asksForGuess(), kTimeoutMs);
        QCOMPARE(window.game().ply(), 3);

        // Undo is Play's: the guessing ends first (the record whole again), then the move is
        // taken back, and the board's clicks are moves again.
        action(window, "undoAction")->trigger();
        QVERIFY(session.mode().kind() == Mode::Kind::Play);
        QVERIFY(!session.guess().isActive());
        QVERIFY(bar->isHidden());
        QCOMPARE(window.game().length(), 10);
        QCOMPARE(window.game().ply(), 2);
        QVERIFY(action(window, "hintAction")->isEnabled());
        click(window, sq("c3"));  // the record's own move, along its line
        QCOMPARE(window.game().ply(), 3);
        QCOMPARE(window.game().length(), 10);

        // A new game mid-way through a guessing: Play again, with the new game.
        QVERIFY(session.startGuessing(window.game(), Color::Black, &why));
        QVERIFY(session.mode().kind() == Mode::Kind::Guess);
        session.startNewGame(session.settings());
        QVERIFY(session.mode().kind() == Mode::Kind::Play);
        QCOMPARE(window.game().length(), 0);
        click(window, sq("f5"));
        QCOMPARE(window.game().length(), 1);
    }

    void aStepDrawsTheWindowOnce() {
        const StoredSettings stored(quickSettings());  // the computer plays White, at once
        TestWindow window(standIns());
        window.show();
        Session& session = window.session();
        QSignalSpy redraws(&session, &Session::changed);

        // The person's move: the tree, whose turn, the computer thinking: one drawing.
        click(window, sq("f5"));
        QCOMPARE(redraws.count(), 1);
        // The computer's answer and the person's turn: one more.
        QTRY_COMPARE_WITH_TIMEOUT(window.game().length(), 2, kTimeoutMs);
        QTRY_VERIFY(window.play().isHumanTurn());
        QCOMPARE(redraws.count(), 2);
        QCOMPARE(window.board()->lastMove(), window.game().lastMove());

        // Undo: the computer's move and the person's, one drawing.
        action(window, "undoAction")->trigger();
        QCOMPARE(window.game().ply(), 0);
        QCOMPARE(redraws.count(), 3);

        // A move that forces the other side to pass, with the pass played and said: once.
        window.session().seats().setComputer(Color::White, false);
        // Black to move: c1 flips b1, and White's a2 then brackets nothing.
        window.play().setGame(Game(drawn({"XO--", "O---", "----", "----"}, Color::Black)));
        redraws.clear();
        QSignalSpy passed(&window.play(), &PlayMode::passed);
        click(window, sq("c1"));
        QCOMPARE(passed.count(), 1);
        QCOMPARE(redraws.count(), 1);
    }
};

QTEST_MAIN(TestModes)
#include "tst_modes.moc"
