// SPDX-License-Identifier: GPL-3.0-or-later
// The modes of the board through the window: every click, key and move-list choice goes to
// the session's one entry, which hands it to the active mode (Play, Guess the Moves, Puzzles);
// another mode, or an intent the mode leaves to Play, ends the one before cleanly; and a step
// of the session (a move with its forced pass and the computer's turn beginning, the
// computer's answer, an undo, a puzzle's answer) draws the window once. The game in progress
// is set aside whole while puzzles are solved, and kept on disk meanwhile.
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <random>

#include "engine/puzzles/puzzle.h"
#include "engine/puzzles/puzzle_finder.h"
#include "session/autosave.h"
#include "session/modes/game_shelf.h"
#include "session/modes/guess_mode.h"
#include "session/modes/puzzle_hunt.h"
#include "session/modes/puzzle_mode.h"
#include "session/saved_game.h"
#include "tests/support/board_text.h"
#include "tests/support/random_positions.h"
#include "tests/support/test_session.h"
#include "tests/support/test_window.h"
#include "ui/analysis/book_panel.h"
#include "ui/analysis/evaluation_graph.h"
#include "ui/board/board_widget.h"
#include "ui/window/game_files.h"
#include "ui/window/tip_bar.h"
#include "ui/window/window_place.h"
#include "ui/window/window_view.h"

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

// A window for two people showing record(), the puzzles' progress kept in the temporary file
// `progress`.
std::unique_ptr<TestWindow> recordWindow(const QString& progress) {
    auto window = peopleWindow();
    window->session().mode<PuzzleMode>().setProgressPath(QDir::temp().filePath(progress));
    window->play().setGame(record());
    return window;
}

QAction* action(TestWindow& window, const char* name) {
    return window.findChild<QAction*>(QString::fromLatin1(name));
}

// Puzzles of positions of random games with 8 empties, every move's value known.
std::vector<Puzzle> somePuzzles(int count) {
    PuzzleFinder finder(PuzzleSearch{});
    std::mt19937_64 random(5);
    std::vector<Puzzle> puzzles;
    while (int(puzzles.size()) < count) {
        if (auto puzzle = finder.judge(randomLivePosition(8, 8, random)))
            puzzles.push_back(*puzzle);
    }
    return puzzles;
}

// A move of `puzzle` that does not solve it.
Square wrongMove(const Puzzle& puzzle) {
    for (const PuzzleMove& move : puzzle.moves) {
        if (!puzzle.isRight(move.move)) return move.move;
    }
    qFatal("a puzzle without a wrong move");
}

std::vector<Square> movesOf(const Game& game) {
    return {game.moves().begin(), game.moves().end()};
}

// The game the autosave keeps on disk.
Game savedGame(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) qFatal("no autosave");
    const auto saved = parseSavedGame(QString::fromUtf8(file.readAll()));
    if (!saved) qFatal("the autosave cannot be read");
    return saved->game;
}

// The questions the window asks about unsaved changes, each answered with `answer`.
struct ChangesQuestions {
    explicit ChangesQuestions(TestWindow& window) {
        window.files()->setChangesQuestion([this](const QString& question) {
            asked << question;
            return answer;
        });
    }
    ChangesQuestions(const ChangesQuestions&) = delete;
    ChangesQuestions& operator=(const ChangesQuestions&) = delete;

    QStringList asked;
    GameFiles::Changes answer = GameFiles::Changes::Cancel;
};

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
        QVERIFY(session.isActive<PlayMode>());

        // Play: the click is a move.
        click(window, sq("f5"));
        QCOMPARE(window.game().length(), 1);
        QCOMPARE(window.board()->lastMove(), sq("f5"));

        // Guess the Moves in the record, White's moves: the click is a guess. The record's
        // move is played after it, then Black's reply; nothing else is.
        window.play().setGame(record());
        QSignalSpy modes(&session, &Session::modeChanged);
        QString why;
        QVERIFY2(startGuessing(session, window.game(), Color::White, &why), qPrintable(why));
        QCOMPARE(modes.count(), 1);
        QVERIFY(session.isActive<GuessMode>());
        QCOMPARE(window.game().length(), 1);
        QVERIFY(!action(window, "hintAction")->isEnabled());  // a hint would tell
        // So would the Book panel.
        window.show();
        window.part<QDockWidget>(QStringLiteral("bookDock"))->raise();
        auto* book = window.part<BookPanel>();
        QTRY_VERIFY(book->isVisible());
        QCOMPARE(book->tree()->topLevelItemCount(), 0);
        QVERIFY(book->tree()->isHidden());
        QCOMPARE(book->note()->text(),
                 QStringLiteral("The book keeps its moves to itself while you guess or solve."));
        // The bar beside the board shows the whole of its text when it wraps to more lines,
        // and the board keeps its size.
        auto* bar = window.findChild<TipBar*>(QStringLiteral("guessBar"));
        window.resize(900, 700);
        bar->text()->setText(QStringLiteral("One line."));
        QCoreApplication::processEvents();
        const QSize boardSize = window.board()->size();
        bar->text()->setText(
            QString(QStringLiteral("A judgement long enough to wrap. ")).repeated(5));
        QTRY_VERIFY(bar->text()->height() >= bar->text()->heightForWidth(bar->text()->width()));
        QVERIFY(bar->text()->heightForWidth(bar->text()->width()) >
                2 * bar->text()->fontMetrics().lineSpacing());  // it does wrap
        QCOMPARE(window.board()->size(), boardSize);
        GuessMode& guess = session.mode<GuessMode>();
        // The graph keeps the value of the position asked about to itself, too.
        QTRY_VERIFY_WITH_TIMEOUT(
            window.analysis().store().isAnalysed(window.position(), AnalysisScheduler::kBoardDepth),
            kTimeoutMs);
        QTest::qWait(2 * WindowView::kAnalysisDisplayMs);  // drawn
        for (const EvaluationGraph::Point& point : window.graph()->points()) {
            QVERIFY(point.ply != window.game().ply());
        }
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
        QVERIFY(startGuessing(session, window.game(), Color::White, &why));
        auto* bar = window.findChild<TipBar*>(QStringLiteral("guessBar"));
        QVERIFY(bar && !bar->isHidden());
        click(window, sq("d6"));
        QTRY_VERIFY_WITH_TIMEOUT(session.mode<GuessMode>().asksForGuess(), kTimeoutMs);
        QCOMPARE(window.game().ply(), 3);

        // Undo is Play's: the guessing ends first (the record whole again), then the move is
        // taken back, and the board's clicks are moves again.
        action(window, "undoAction")->trigger();
        QVERIFY(session.isActive<PlayMode>());
        QVERIFY(!session.mode<GuessMode>().isActive());
        QVERIFY(bar->isHidden());
        QCOMPARE(window.game().length(), 10);
        QCOMPARE(window.game().ply(), 2);
        QVERIFY(action(window, "hintAction")->isEnabled());
        click(window, sq("c3"));  // the record's own move, along its line
        QCOMPARE(window.game().ply(), 3);
        QCOMPARE(window.game().length(), 10);

        // A new game mid-way through a guessing: Play again, with the new game.
        QVERIFY(startGuessing(session, window.game(), Color::Black, &why));
        QVERIFY(session.isActive<GuessMode>());
        session.startNewGame(session.settings());
        QVERIFY(session.isActive<PlayMode>());
        QCOMPARE(window.game().length(), 0);
        click(window, sq("f5"));
        QCOMPARE(window.game().length(), 1);
    }

    void anotherBoardSizeDuringPuzzlesBringsTheGameBackFirst() {
        const auto held = recordWindow(QStringLiteral("tst_modes_size.json"));
        TestWindow& window = *held;
        Session& session = window.session();
        click(window, sq("c6"));  // a move of the person's own: a change not saved
        QVERIFY(session.game().isModified());
        const std::vector<Square> moves = movesOf(window.game());
        ChangesQuestions questions(window);
        QString why;
        QVERIFY(startPuzzles(session, somePuzzles(1), &why));
        Settings six = session.settings();
        six.boardSize = 6;
        // The puzzles end, the game set aside comes back, and its changes are asked about:
        // cancelled, it stays, and so does the board's size.
        window.applySettings(six);
        QVERIFY(session.isActive<PlayMode>());
        QCOMPARE(questions.asked.size(), 1);
        QCOMPARE(movesOf(window.game()), moves);
        QVERIFY(session.game().isModified());
        QCOMPARE(session.settings().boardSize, 8);
        QVERIFY(!session.autosave().isHeld());
        QCOMPARE(movesOf(savedGame(session.autosave().path())), moves);
        // Discarded: the new board.
        QVERIFY(startPuzzles(session, somePuzzles(1), &why));
        questions.answer = GameFiles::Changes::Discard;
        window.applySettings(six);
        QCOMPARE(questions.asked.size(), 2);
        QVERIFY(session.isActive<PlayMode>());
        QCOMPARE(window.position(), Position::initial(6));
        // The session on its own ends the mode before it replaces the game, too.
        Settings eight = session.settings();
        eight.boardSize = 8;
        session.applySettings(eight);
        QVERIFY(startPuzzles(session, somePuzzles(1), &why));
        session.applySettings(six);
        QVERIFY(session.isActive<PlayMode>());
        QVERIFY(!session.autosave().isHeld());
        QCOMPARE(savedGame(session.autosave().path()).start(), Position::initial(6));
    }

    void aBoardSizeChosenDuringAPuzzleAsksOfThePersonsGame() {
        const auto held = peopleWindow();
        TestWindow& window = *held;
        Session& session = window.session();
        // A 6x6 game against the computer playing White, with a change not saved.
        Settings six = session.settings();
        six.boardSize = 6;
        session.applySettings(six);
        session.setComputer(Color::White, true);
        session.play().setPaused(true);
        click(window, *squaresOf(window.position().legalMoves()).begin());
        QVERIFY(session.game().isModified());
        const std::vector<Square> moves = movesOf(window.game());
        ChangesQuestions questions(window);
        // During 8x8 puzzles, Settings shows who plays the person's game, and 8x8 chosen asks
        // about the 6x6 game: cancelled, it comes back as it was, at 6x6, White the computer's.
        QString why;
        QVERIFY(startPuzzles(session, somePuzzles(1), &why));
        QCOMPARE(window.position().size(), 8);
        // The puzzle's own players (none) are not the settings' (kept for the next start).
        QVERIFY(session.settings().whiteIsAi);
        Settings eight = session.settings();
        eight.boardSize = 8;
        eight.whiteIsAi = session.shelf().isComputer(Color::White);
        QVERIFY(eight.whiteIsAi);
        window.applySettings(eight);
        QCOMPARE(questions.asked.size(), 1);
        QVERIFY(session.isActive<PlayMode>());
        QCOMPARE(movesOf(window.game()), moves);
        QCOMPARE(window.position().size(), 6);
        QCOMPARE(session.settings().boardSize, 6);
        QVERIFY(session.seats().isComputer(Color::White));
        // Discarded: a new 8x8 game, White still the computer's.
        QVERIFY(startPuzzles(session, somePuzzles(1), &why));
        questions.answer = GameFiles::Changes::Discard;
        window.applySettings(eight);
        QCOMPARE(questions.asked.size(), 2);
        QCOMPARE(window.position(), Position::initial(8));
        QVERIFY(session.seats().isComputer(Color::White));
        // Other settings changed during a puzzle leave it on, and who plays goes to the game
        // set aside.
        QVERIFY(startPuzzles(session, somePuzzles(1), &why));
        Settings same = session.settings();
        same.whiteIsAi = false;
        same.blackIsAi = false;
        window.applySettings(same);
        QVERIFY(!session.isActive<PlayMode>());
        QVERIFY(!session.shelf().isComputer(Color::White));
    }

    void aClickWhileSolvingAPuzzle() {
        const auto held = peopleWindow();
        TestWindow& window = *held;
        Session& session = window.session();
        session.mode<PuzzleMode>().setProgressPath(
            QDir::temp().filePath(QStringLiteral("tst_modes_puzzles.json")));
        QFile::remove(QDir::temp().filePath(QStringLiteral("tst_modes_puzzles.json")));
        // A game in progress, with changes.
        for (const char* move : {"f5", "d6", "c3"}) click(window, sq(move));
        const Game before = window.game();
        const std::vector<Puzzle> puzzles = somePuzzles(2);
        QString why;
        QVERIFY2(startPuzzles(session, puzzles, &why), qPrintable(why));
        QVERIFY(session.isActive<PuzzleMode>());
        auto* bar = window.findChild<TipBar*>(QStringLiteral("puzzleBar"));
        QVERIFY(bar && !bar->isHidden());
        QVERIFY(!action(window, "hintAction")->isEnabled());  // a hint would tell
        const Puzzle* shown = session.mode<PuzzleMode>().current();
        QVERIFY(shown);
        QCOMPARE(window.position(), shown->position);
        QVERIFY(window.board()->moveValues().empty());  // no value gives the answer away
        // The person's game stays on disk meanwhile: a crash or kill now loses none of it.
        QCOMPARE(movesOf(savedGame(window.session().autosave().path())), movesOf(before));

        // A square that is no move is refused with the reason; a wrong move is judged wrong
        // at once, in one step, with every move's value on the board.
        QSignalSpy refused(&session, &Session::refused);
        Square empty = kNoSquare;
        for (Square square : squaresOf(shown->position.empties() & ~shown->position.legalMoves())) {
            empty = square;
        }
        if (empty != kNoSquare) {
            click(window, empty);
            QCOMPARE(refused.count(), 1);
            QVERIFY(!session.mode<PuzzleMode>().isAnswered());
        }
        QSignalSpy redraws(&session, &Session::changed);
        const Square wrong = wrongMove(*shown);
        click(window, wrong);
        QCOMPARE(redraws.count(), 1);
        QVERIFY(session.mode<PuzzleMode>().isAnswered());
        QVERIFY(!session.mode<PuzzleMode>().answer()->right);
        QCOMPARE(window.position(), shown->position);  // the move is not played
        QCOMPARE(window.board()->moveValues().size(), shown->moves.size());
        for (const MoveValue& value : window.board()->moveValues()) {
            QCOMPARE(shown->valueOf(value.move), std::optional<int>(value.score));
        }
        QVERIFY(bar->text()->text().contains(QString::fromStdString(squareName(wrong))));
        QCOMPARE(session.mode<PuzzleMode>().progress().tried(), 1);
        QCOMPARE(session.mode<PuzzleMode>().progress().solved(), 0);

        // The next puzzle; its best move is right.
        window.findChild<QPushButton*>(QStringLiteral("puzzleNext"))->click();
        const Puzzle* second = session.mode<PuzzleMode>().current();
        QVERIFY(second && second != shown);
        QCOMPARE(window.position(), second->position);
        click(window, second->best().front());
        QVERIFY(session.mode<PuzzleMode>().answer()->right);
        QCOMPARE(session.mode<PuzzleMode>().progress().streak(), 1);
        // Answered, a click is a move played on: the mode goes on.
        click(window, second->best().front());
        QCOMPARE(window.game().length(), 1);
        QVERIFY(session.isActive<PuzzleMode>());

        // Stop: the game in progress comes back whole, with its changes, and is kept again.
        window.findChild<QPushButton*>(QStringLiteral("puzzleStop"))->click();
        QVERIFY(session.isActive<PlayMode>());
        QVERIFY(bar->isHidden());
        QCOMPARE(movesOf(window.game()), movesOf(before));
        QVERIFY(session.game().isModified());
        click(window, *squaresOf(window.position().legalMoves()).begin());
        QCOMPARE(window.game().length(), 4);
        QCOMPARE(savedGame(window.session().autosave().path()).length(), 4);
        // The progress is kept: a restart finds the score where it was.
        PuzzleProgress again;
        QString problem;
        again.load(QDir::temp().filePath(QStringLiteral("tst_modes_puzzles.json")), &problem);
        QVERIFY(problem.isEmpty());
        QCOMPARE(again.tried(), 2);
        QCOMPARE(again.solved(), 1);
    }

    void damagedPuzzleProgressIsSaid() {
        // A damaged progress file is set aside; the person hears it with the first puzzle, whose
        // task does not replace it unheard.
        const auto held = peopleWindow();
        TestWindow& window = *held;
        Session& session = window.session();
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("puzzles.json"));
        session.mode<PuzzleMode>().setProgressPath(path);
        QFile damaged(path);
        QVERIFY(damaged.open(QIODevice::WriteOnly));
        damaged.write("{\"solved\": [tru");
        damaged.close();
        QString why;
        QVERIFY2(startPuzzles(session, somePuzzles(2), &why), qPrintable(why));
        const QString bar = window.findChild<TipBar*>(QStringLiteral("puzzleBar"))->text()->text();
        QVERIFY2(bar.contains(QStringLiteral(".corrupt")), qPrintable(bar));
        QVERIFY2(window.message().contains(QStringLiteral(".corrupt")),
                 qPrintable(window.message()));
        // Said once: the next puzzle shows its task alone.
        window.findChild<QPushButton*>(QStringLiteral("puzzleNext"))->click();
        const QString next = window.findChild<TipBar*>(QStringLiteral("puzzleBar"))->text()->text();
        QVERIFY2(!next.contains(QStringLiteral(".corrupt")), qPrintable(next));
        session.endMode();
    }

    // The bars of Guess the Moves and Puzzles stand beside the board, above the move list: the
    // board keeps its size when one appears, and the bar is in sight.
    void theBoardKeepsItsSizeWhenAModeBegins() {
        const auto held = recordWindow(QStringLiteral("tst_modes_size.json"));
        TestWindow& window = *held;
        Session& session = window.session();
        placeFirstWindow(window, QRect(0, 0, 1280, 900), QSize(820, 720));  // a first start
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::qWait(50);
        const QSizeF board = window.board()->squareRect(0).size();
        QString why;
        QVERIFY(startPuzzles(session, somePuzzles(1), &why));
        auto* puzzleBar = window.findChild<TipBar*>(QStringLiteral("puzzleBar"));
        QTRY_VERIFY(puzzleBar->isVisible());
        QTest::qWait(50);
        QCOMPARE(window.board()->squareRect(0).size(), board);
        // Its controls are all in sight, none cut by the side's width.
        for (auto* control : puzzleBar->findChildren<QWidget*>()) {
            if (control->isHidden() || control == puzzleBar->text()) continue;
            const QRect where(control->mapTo(puzzleBar, QPoint(0, 0)), control->size());
            QVERIFY2(puzzleBar->rect().contains(where), qPrintable(control->objectName()));
        }
        session.endMode();
        QTRY_VERIFY(!puzzleBar->isVisible());
        QVERIFY(startGuessing(session, window.game(), Color::White, &why));
        auto* guessBar = window.findChild<TipBar*>(QStringLiteral("guessBar"));
        QTRY_VERIFY(guessBar->isVisible());
        QTest::qWait(50);
        QCOMPARE(window.board()->squareRect(0).size(), board);
        session.endMode();
        QTRY_VERIFY(!guessBar->isVisible());
    }

    void switchingModesMidWay() {
        const auto held = recordWindow(QStringLiteral("tst_modes_switch.json"));
        TestWindow& window = *held;
        Session& session = window.session();
        const Game game = window.game();
        const std::vector<Puzzle> puzzles = somePuzzles(1);
        QString why;
        // Puzzles, then Guess the Moves: the game comes back first, and is the one guessed.
        QVERIFY(startPuzzles(session, puzzles, &why));
        QVERIFY(startGuessing(session, session.game().game(), Color::White, &why));
        QVERIFY(session.isActive<GuessMode>());
        QVERIFY(!session.mode<PuzzleMode>().isActive());
        QVERIFY(window.findChild<TipBar*>(QStringLiteral("puzzleBar"))->isHidden());
        // Guessing, then puzzles: the record whole again, set aside, and back at the end.
        QVERIFY(startPuzzles(session, puzzles, &why));
        QVERIFY(session.isActive<PuzzleMode>());
        QVERIFY(!session.mode<GuessMode>().isActive());
        QCOMPARE(window.position(), puzzles.front().position);
        session.endMode();
        QCOMPARE(movesOf(window.game()), movesOf(game));
        // A new game mid-puzzle: Play, with the new game.
        QVERIFY(startPuzzles(session, puzzles, &why));
        session.startNewGame(session.settings());
        QVERIFY(session.isActive<PlayMode>());
        QCOMPARE(window.game().length(), 0);
        QCOMPARE(window.position(), Position::initial());
        // The built-in puzzles start from the menu.
        action(window, "puzzlesAction")->trigger();
        QVERIFY(session.isActive<PuzzleMode>());
        QVERIFY(session.mode<PuzzleMode>().current());
    }

    void aSeatAGuessAndASolutionDrawOnceEach() {
        const auto held = peopleWindow();
        TestWindow& window = *held;
        Session& session = window.session();
        QSignalSpy redraws(&session, &Session::changed);
        // A seat taken from the menu, with the computer's turn beginning: one drawing.
        window.play().setPaused(true);
        redraws.clear();
        action(window, "whiteAiAction")->trigger();
        QVERIFY(window.seats().isComputer(Color::White));
        QCOMPARE(redraws.count(), 1);
        action(window, "whiteAiAction")->trigger();
        QCOMPARE(redraws.count(), 2);

        // A guess answered: the record's move and the reply after it, drawn once.
        window.play().setGame(record());
        QString why;
        QVERIFY(startGuessing(session, window.game(), Color::White, &why));
        GuessMode& guess = session.mode<GuessMode>();
        QTRY_VERIFY_WITH_TIMEOUT(
            window.analysis().store().isAnalysed(window.position(), AnalysisScheduler::kBoardDepth),
            kTimeoutMs);
        redraws.clear();
        click(window, sq("f4"));
        QTRY_VERIFY_WITH_TIMEOUT(guess.results().size() == 1 && guess.asksForGuess(), kTimeoutMs);
        QCOMPARE(window.game().length(), 3);
        QCOMPARE(redraws.count(), 1);

        // Show Solution: the puzzle answered, its line played in and the position shown again,
        // once.
        session.mode<PuzzleMode>().setProgressPath(
            QDir::temp().filePath(QStringLiteral("tst_modes_redraws.json")));
        QVERIFY(startPuzzles(session, somePuzzles(1), &why));
        redraws.clear();
        window.findChild<QPushButton*>(QStringLiteral("puzzleSolution"))->click();
        QVERIFY(session.mode<PuzzleMode>().isAnswered());
        QVERIFY(window.game().length() > 0);
        QCOMPARE(redraws.count(), 1);
    }

    void theKeyboardCursorComesOnlyWithTheKeyboard() {
        const auto held = peopleWindow();
        TestWindow& window = *held;
        Session& session = window.session();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        BoardWidget* board = window.board();
        window.play().setGame(record());
        QString why;
        // A click on Stop Guessing: the bar goes, and the focus with it, to the board; no
        // cursor is drawn, since the keyboard was not used.
        QVERIFY(startGuessing(session, window.game(), Color::White, &why));
        auto* stop = window.findChild<QPushButton*>(QStringLiteral("guessBarButton"));
        QTest::mouseClick(stop, Qt::LeftButton);
        QVERIFY(session.isActive<PlayMode>());
        QVERIFY(!board->showsCursor());
        // Next puzzle and Stop Puzzles, clicked, the same.
        session.mode<PuzzleMode>().setProgressPath(
            QDir::temp().filePath(QStringLiteral("tst_modes_cursor.json")));
        QVERIFY(startPuzzles(session, somePuzzles(3), &why));
        QTest::mouseClick(window.findChild<QPushButton*>(QStringLiteral("puzzleNext")),
                          Qt::LeftButton);
        QVERIFY(!board->showsCursor());
        QTest::mouseClick(window.findChild<QPushButton*>(QStringLiteral("puzzleStop")),
                          Qt::LeftButton);
        QVERIFY(session.isActive<PlayMode>());
        QVERIFY(!board->showsCursor());
        // Tab to the board, and the arrows: drawn.
        board->clearFocus();
        for (int i = 0; i < 20 && !board->hasFocus(); ++i) QTest::keyClick(&window, Qt::Key_Tab);
        QVERIFY(board->hasFocus());
        QVERIFY(board->showsCursor());
    }

    void aHuntSaysHowFarItIsAndWhenItFindsNothing() {
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QTemporaryDir folder;
        Session::Options options = standIns();
        options.myGames = folder.filePath(QStringLiteral("none kept yet"));
        QVERIFY(QDir().mkpath(options.myGames));
        TestWindow window(options);
        window.show();
        auto* bar = window.findChild<TipBar*>(QStringLiteral("puzzleBar"));
        // No game of one's own yet: said so in the bar (not a folder that cannot be read), which
        // stays until it is closed; the same before the folder is made.
        action(window, "puzzlesFromMyGamesAction")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(
            bar->text()->text().startsWith(QStringLiteral("You have no games of your own yet")),
            kTimeoutMs);
        QVERIFY(!bar->text()->text().contains(QStringLiteral("cannot be read")));
        QTest::qWait(50);
        QVERIFY(bar->isVisible());
        QVERIFY(window.session().isActive<PlayMode>());
        QCOMPARE(window.message(), bar->text()->text());
        auto* close = window.findChild<QPushButton*>(QStringLiteral("puzzleStop"));
        QCOMPARE(close->text(), QStringLiteral("Close"));
        close->click();
        QVERIFY(bar->isHidden());
        QVERIFY(QDir(options.myGames).removeRecursively());
        action(window, "puzzlesFromMyGamesAction")->trigger();
        QVERIFY(bar->text()->text().startsWith(QStringLiteral("You have no games of your own")));
        close->click();
        // A long search counts its games as the rest of the window does: 137,548.
        emit window.findChild<PuzzleHunt*>()->progress(2, 137548, 0);
        QVERIFY2(bar->text()->text().contains(QStringLiteral("2 of 137,548 games")),
                 qPrintable(bar->text()->text()));
        QLocale::setDefault(before);
    }

    void aSharedBestMoveIsSaidToBeShared() {
        const auto held = peopleWindow();
        TestWindow& window = *held;
        Session& session = window.session();
        session.mode<PuzzleMode>().setProgressPath(
            QDir::temp().filePath(QStringLiteral("tst_modes_shared.json")));
        // b2 and d2 both -22, a2 -26: two answers, better than the other by 4 discs.
        const auto line = parsePuzzleLine(
            "-OOO------O--XXOXOXOXXXOOOOOOOXOOOXXOOXOOOOXXOOOOXOOXOOOXXXXXXXO X b2,d2 -22 ; best "
            "exact 0.67 b2:-22,d2:-22,a2:-26 b2a1d2e1f1a2passh1g1e2");
        QVERIFY(line && *line);
        QString why;
        QVERIFY2(startPuzzles(session, {**line}, &why), qPrintable(why));
        const QString said = window.findChild<TipBar*>(QStringLiteral("puzzleBar"))->text()->text();
        QVERIFY2(said.startsWith(QStringLiteral("Black to move: 2 moves share the best value, "
                                                "better than any other by 4 discs. Find one.")),
                 qPrintable(said));
        click(window, sq("d2"));
        QVERIFY(session.mode<PuzzleMode>().answer()->right);
    }

    void theTitleNamesTheGameSetAside() {
        const auto held = peopleWindow();
        TestWindow& window = *held;
        Session& session = window.session();
        session.mode<PuzzleMode>().setProgressPath(
            QDir::temp().filePath(QStringLiteral("tst_modes_title.json")));
        session.openGame(record(), {}, QStringLiteral("/tmp/takizawa.txt"));
        QVERIFY(!session.game().isModified());
        QVERIFY(window.windowTitle().contains(QStringLiteral("takizawa.txt")));
        // Guessing plays the record's moves, a puzzle's answer a move of its own: the title
        // keeps the file's name, unmarked.
        QString why;
        QVERIFY(startGuessing(session, window.game(), Color::White, &why));
        QVERIFY(window.windowTitle().contains(QStringLiteral("takizawa.txt")));
        QVERIFY(!window.isWindowModified());
        const std::vector<Puzzle> puzzles = somePuzzles(1);
        QVERIFY(startPuzzles(session, puzzles, &why));
        click(window, wrongMove(puzzles.front()));
        QVERIFY(session.mode<PuzzleMode>().isAnswered());
        QVERIFY(window.windowTitle().contains(QStringLiteral("takizawa.txt")));
        QVERIFY(!window.isWindowModified());
        session.endMode();
        QVERIFY(!window.isWindowModified());
    }

    void changesPastEveryDoorAreDrawnOnceWhenTheirEventIsOver() {
        // Changes made outside any step (here straight on the game, as no part of the window
        // does) are one step too: nothing is drawn in the middle of them, and once the event
        // that made them is over the window is drawn once.
        const auto held = peopleWindow();
        TestWindow& window = *held;
        Session& session = window.session();
        window.play().setGame(record());
        QSignalSpy redraws(&session, &Session::changed);
        GameDetails details;
        details.event = "Club final";
        session.game().setDetails(details);
        session.game().setComment(session.game().game().current(), "the quiet move");
        session.game().setModified(false);
        QCOMPARE(redraws.count(), 0);
        QTRY_COMPARE(redraws.count(), 1);
        QTest::qWait(20);
        QCOMPARE(redraws.count(), 1);
        // Through the door, drawn once before it returns.
        session.act([&] { session.game().setComment(session.game().game().current(), "again"); });
        QCOMPARE(redraws.count(), 2);
    }

    void pauseStopOpenPasteAndNewGameDrawOnceEach() {
        const auto held = peopleWindow();
        TestWindow& window = *held;
        Session& session = window.session();
        window.play().setGame(record());
        QSignalSpy redraws(&session, &Session::changed);

        // Pause, and on again.
        action(window, "pauseAction")->trigger();
        QCOMPARE(redraws.count(), 1);
        action(window, "pauseAction")->trigger();
        QCOMPARE(redraws.count(), 2);

        // Stop in Guess the Moves: the game comes back, drawn once.
        QString why;
        QVERIFY(startGuessing(session, window.game(), Color::White, &why));
        redraws.clear();
        window.findChild<QPushButton*>(QStringLiteral("guessBarButton"))->click();
        QVERIFY(session.isActive<PlayMode>());
        QCOMPARE(window.game().length(), 10);
        QCOMPARE(redraws.count(), 1);

        // Stop in Puzzles.
        action(window, "puzzlesAction")->trigger();
        QVERIFY(session.isActive<PuzzleMode>());
        redraws.clear();
        window.findChild<QPushButton*>(QStringLiteral("puzzleStop"))->click();
        QVERIFY(session.isActive<PlayMode>());
        QCOMPARE(window.game().length(), 10);
        QCOMPARE(redraws.count(), 1);

        // Paste a game.
        QApplication::clipboard()->setText(QStringLiteral("f5d6c3"));
        redraws.clear();
        action(window, "pasteAction")->trigger();
        QCOMPARE(window.game().length(), 3);
        QCOMPARE(redraws.count(), 1);

        // Open a game file.
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("game.txt"));
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("f5f6e6\n");
        }
        redraws.clear();
        QVERIFY(window.files()->openFile(path));
        QCOMPARE(window.game().length(), 3);
        QCOMPARE(redraws.count(), 1);

        // Opened and pasted while a mode is on: the mode ends and the game replaced, one step.
        action(window, "puzzlesAction")->trigger();
        QVERIFY(session.isActive<PuzzleMode>());
        redraws.clear();
        QVERIFY(window.files()->openFile(path));
        QVERIFY(session.isActive<PlayMode>());
        QCOMPARE(movesOf(window.game()), (std::vector<Square>{sq("f5"), sq("f6"), sq("e6")}));
        QCOMPARE(redraws.count(), 1);
        QVERIFY(startGuessing(session, record(), Color::White, &why));
        redraws.clear();
        action(window, "pasteAction")->trigger();
        QVERIFY(session.isActive<PlayMode>());
        QCOMPARE(movesOf(window.game()), (std::vector<Square>{sq("f5"), sq("d6"), sq("c3")}));
        QCOMPARE(redraws.count(), 1);

        // A new game.
        redraws.clear();
        session.startNewGame(session.settings());
        QCOMPARE(window.game().length(), 0);
        QCOMPARE(redraws.count(), 1);
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
        QTRY_VERIFY(window.playState().isHumanTurn());
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
