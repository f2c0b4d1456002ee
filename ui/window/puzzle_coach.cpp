// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/puzzle_coach.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QPushButton>

#include "session/database_library.h"
#include "session/modes/mode_switch.h"
#include "session/modes/puzzle_hunt.h"
#include "session/modes/puzzle_mode.h"
#include "session/session_entry.h"
#include "ui/text/game_text.h"
#include "ui/window/menu_action.h"
#include "ui/window/tip_bar.h"

namespace hasami {

namespace {

QString movesText(const std::vector<Square>& moves) {
    QStringList names;
    for (Square move : moves) names << GameText::moveName(move);
    return names.join(QLatin1Char(' '));
}

QString gradeName(PuzzleGrade grade) {
    switch (grade) {
        case PuzzleGrade::Easy:
            return PuzzleCoach::tr("Easy");
        case PuzzleGrade::Medium:
            return PuzzleCoach::tr("Medium");
        case PuzzleGrade::Hard:
            return PuzzleCoach::tr("Hard");
    }
    return {};
}

// What the person is to find.
QString task(const Puzzle& puzzle) {
    const bool black = puzzle.position.sideToMove() == Color::Black;
    switch (puzzle.kind) {
        case PuzzleKind::Win:
            return black ? PuzzleCoach::tr("Black to move and win.")
                         : PuzzleCoach::tr("White to move and win.");
        case PuzzleKind::KeepDraw:
            return black
                       ? PuzzleCoach::tr("Black to move: find the only move that keeps the draw.")
                       : PuzzleCoach::tr("White to move: find the only move that keeps the draw.");
        case PuzzleKind::BestBy:
            break;
    }
    const int shared = int(puzzle.best().size());
    if (shared > 1 && puzzle.margin > 0) {
        // Each of them is an answer: none is better than the other.
        return (black ? PuzzleCoach::tr("Black to move: %n moves share the best value, better "
                                        "than any other by %1 discs. Find one.",
                                        "", shared)
                      : PuzzleCoach::tr("White to move: %n moves share the best value, better "
                                        "than any other by %1 discs. Find one.",
                                        "", shared))
            .arg(puzzle.margin);
    }
    if (puzzle.margin <= 0) {
        return black ? PuzzleCoach::tr("Black to move: find the best move.")
                     : PuzzleCoach::tr("White to move: find the best move.");
    }
    if (puzzle.margin == 1) {
        return black ? PuzzleCoach::tr(
                           "Black to move: find the best move, better than any other "
                           "by 1 disc.")
                     : PuzzleCoach::tr(
                           "White to move: find the best move, better than any other "
                           "by 1 disc.");
    }
    return (black ? PuzzleCoach::tr("Black to move: find the best move, better than any other by "
                                    "%1 discs.")
                  : PuzzleCoach::tr("White to move: find the best move, better than any other by "
                                    "%1 discs."))
        .arg(puzzle.margin);
}

}  // namespace

PuzzleCoach::PuzzleCoach(PuzzleMode& puzzles, const CoachParts& parts)
    : Coach(parts.window),
      mode_(puzzles),
      modes_(parts.modes),
      entry_(parts.entry),
      library_(parts.database),
      window_(parts.window),
      actions_{makeAction(window_, tr("&Solve Puzzles"), "puzzlesAction", control(Qt::Key_J)),
               makeAction(window_, tr("Puzzles from a &File\u2026"), "puzzlesFromFileAction"),
               makeAction(window_, tr("Puzzles from &My Games"), "puzzlesFromMyGamesAction"),
               makeAction(window_, tr("Puzzles from the &Database"), "puzzlesFromDatabaseAction")},
      hunt_(new PuzzleHunt(this)),
      bar_(new TipBar(QStringLiteral("puzzleBar"))),
      grade_(new QComboBox),
      solution_(new QPushButton(tr("Show &Solution"))),
      next_(new QPushButton(tr("&Next Puzzle"))),
      stop_(new QPushButton(tr("Stop Puzzles"))) {
    bar_->hide();
    bar_->setClosable(false);
    bar_->reserveLines(2);
    grade_->setObjectName(QStringLiteral("puzzleGrade"));
    grade_->setAccessibleName(tr("Puzzle grade"));
    grade_->addItem(tr("Every grade"));
    grade_->addItem(tr("Easy: 8 to 12 empties"), int(PuzzleGrade::Easy));
    grade_->addItem(tr("Medium: 13 to 19 empties"), int(PuzzleGrade::Medium));
    grade_->addItem(tr("Hard: 20 to 26 empties"), int(PuzzleGrade::Hard));
    solution_->setObjectName(QStringLiteral("puzzleSolution"));
    next_->setObjectName(QStringLiteral("puzzleNext"));
    stop_->setObjectName(QStringLiteral("puzzleStop"));
    // The grade on a row of its own, the buttons under it: the bar stands in the side's width.
    bar_->addControl(grade_);
    for (QPushButton* button : {solution_, next_, stop_}) bar_->addControl(button, 1);
    connectMenu();
    connect(grade_, &QComboBox::activated, this, [this] {
        const QVariant grade = grade_->currentData();
        entry_.act([&] {
            mode_.setGrade(grade.isValid() ? std::optional<PuzzleGrade>(PuzzleGrade(grade.toInt()))
                                           : std::nullopt);
        });
    });
    connect(solution_, &QPushButton::clicked, this, &PuzzleCoach::showSolution);
    connect(next_, &QPushButton::clicked, this, [this] { entry_.act([this] { mode_.next(); }); });
    connect(stop_, &QPushButton::clicked, this, [this] {
        if (hunt_->isRunning()) {
            hunt_->stop();  // what was found so far is started
        } else if (mode_.isActive()) {
            modes_.endMode();
        } else {
            bar_->hide();  // a search that found nothing, said
        }
    });
    connectHunt();
    connect(&mode_, &PuzzleMode::shown, this, &PuzzleCoach::showPuzzle);
    connect(&mode_, &PuzzleMode::answered, this, &PuzzleCoach::showAnswer);
    connect(&mode_, &PuzzleMode::finished, this, &PuzzleCoach::showEnd);
    connect(&mode_, &PuzzleMode::progressProblem, this, [this](const QString& problem) {
        progressProblem_ = problem;
        emit done(problem);
    });
}

void PuzzleCoach::connectHunt() {
    connect(hunt_, &PuzzleHunt::progress, this, [this](int done, int total, int found) {
        const QLocale locale;
        bar_->text()->setText(
            tr("Looking for puzzles: %1 of %2 games, puzzles found: %3.")
                .arg(locale.toString(done), locale.toString(total), locale.toString(found)));
    });
    connect(hunt_, &PuzzleHunt::found, this,
            [this](const std::vector<Puzzle>& puzzles, const QString& source) {
                QString why;
                if (!beginMode(modes_, mode_, [&](PuzzleMode& mode) {
                        return mode.start(puzzles, source, &why);
                    })) {
                    bar_->hide();
                    emit done(why);
                }
            });
    // Nothing found stays said in the bar, where the search was shown, until it is closed.
    connect(hunt_, &PuzzleHunt::failed, this, [this](const QString& reason) {
        bar_->text()->setText(reason);
        stop_->setText(tr("Close"));
        emit done(reason);
    });
}

void PuzzleCoach::startBuiltIn() {
    hunt_->stop();
    QString why;
    if (!beginMode(modes_, mode_, [&](PuzzleMode& mode) {
            return mode.start(builtInPuzzles(), tr("Hasami's puzzles"), &why);
        })) {
        emit done(why);
    }
}

void PuzzleCoach::chooseFile() {
    const QString path = QFileDialog::getOpenFileName(
        window_, tr("Puzzles from a File"), QString(),
        tr("Puzzles, positions and games (*.txt *.obf *.ggf *.wtb);;All files (*)"));
    if (!path.isEmpty()) huntIn({path}, QFileInfo(path).fileName());
}

void PuzzleCoach::huntInMyGames() {
    // No game of one's own yet: said so, not a folder that cannot be read.
    const QDir mine(library_.myGamesFolder());
    if (!mine.exists() || mine.isEmpty(QDir::Files | QDir::NoDotAndDotDot)) {
        const QString none =
            tr("You have no games of your own yet: the games you play to their end "
               "are kept for this (Settings > Database).");
        showControls(false);
        bar_->text()->setText(none);
        stop_->setText(tr("Close"));
        bar_->show();
        emit done(none);
        return;
    }
    huntIn({library_.myGamesFolder()}, tr("My games"));
}

void PuzzleCoach::huntIn(const QStringList& paths, const QString& source) {
    if (paths.isEmpty() || (paths.size() == 1 && paths.front().isEmpty())) {
        emit done(tr("There are no games in %1 yet.").arg(source));
        return;
    }
    modes_.endMode();
    showControls(false);
    bar_->text()->setText(tr("Looking for puzzles in %1\u2026").arg(source));
    bar_->show();
    hunt_->start(paths, source);
}

void PuzzleCoach::showControls(bool puzzles) {
    grade_->setVisible(puzzles);
    solution_->setVisible(puzzles);
    next_->setVisible(puzzles);
    stop_->setText(puzzles ? tr("Stop Puzzles") : tr("Stop Looking"));
}

void PuzzleCoach::showPuzzle(const Puzzle& puzzle) {
    showControls(true);
    const int index = mode_.grade() ? grade_->findData(int(*mode_.grade())) : 0;
    grade_->setCurrentIndex(index);
    solution_->setEnabled(!puzzle.line.empty());
    const QString where =
        tr("%1, %2 empty squares.").arg(gradeName(puzzle.grade())).arg(puzzle.empties());
    const QString problem = std::exchange(progressProblem_, QString());
    bar_->text()->setText(GameText::sentences(
        problem, GameText::sentences(GameText::sentences(task(puzzle), where), tally())));
    bar_->show();
    emit done(GameText::sentences(problem, task(puzzle)));
}

void PuzzleCoach::showAnswer(const PuzzleAnswer& answer) {
    const Puzzle* puzzle = mode_.current();
    if (!puzzle) return;
    const QString best =
        tr("%1 (%2)").arg(movesText(puzzle->best()), GameText::signedNumber(puzzle->value()));
    QString said;
    if (answer.move == kNoSquare) {
        said = tr("The answer: %1.").arg(best);
    } else if (answer.right) {
        said = answer.value ? tr("Right: %1 is worth %2.")
                                  .arg(GameText::moveName(answer.move),
                                       GameText::signedNumber(*answer.value))
                            : tr("Right: %1.").arg(GameText::moveName(answer.move));
    } else {
        said = answer.value ? tr("Not this one: %1 is worth %2. The answer: %3.")
                                  .arg(GameText::moveName(answer.move),
                                       GameText::signedNumber(*answer.value), best)
                            : tr("Not this one. The answer: %1.").arg(best);
    }
    const QString values = puzzle->exact ? tr("The board shows every move's exact value.")
                                         : tr("The board shows every move's value.");
    bar_->text()->setText(GameText::sentences(GameText::sentences(said, values), tally()));
    emit done(said);
}

void PuzzleCoach::showSolution() {
    PuzzleMode& mode = mode_;
    const Puzzle* puzzle = mode.current();
    bool shown = false;
    entry_.act([&] { shown = puzzle && mode.showSolution(); });
    if (!shown) return;
    const QString line = tr("Solution: %1.").arg(movesText(puzzle->line));
    bar_->text()->setText(GameText::sentences(line, tally()));
    emit done(line);
}

void PuzzleCoach::showEnd() {
    bar_->hide();
    const PuzzleProgress& progress = mode_.progress();
    emit done(GameText::sentences(
        tr("Puzzles have stopped; your game is back on the board."),
        tally().isEmpty()
            ? QString()
            : tr("Solved %1 of %2 in all.").arg(progress.solved()).arg(progress.tried())));
}

QString PuzzleCoach::tally() const {
    const PuzzleProgress& progress = mode_.progress();
    if (progress.tried() == 0) return {};
    return tr("Solved %1 of %2; streak %3, best %4.")
        .arg(progress.solved())
        .arg(progress.tried())
        .arg(progress.streak())
        .arg(progress.bestStreak());
}

QString PuzzleCoach::title() const {
    return tr("Puzzles");
}

void PuzzleCoach::connectMenu() {
    connect(actions_[0], &QAction::triggered, this, &PuzzleCoach::startBuiltIn);
    connect(actions_[1], &QAction::triggered, this, &PuzzleCoach::chooseFile);
    connect(actions_[2], &QAction::triggered, this, &PuzzleCoach::huntInMyGames);
    connect(actions_[3], &QAction::triggered, this,
            [this] { huntIn(library_.paths(), tr("the database")); });
}

void PuzzleCoach::addToMenu(QMenu* game) const {
    QMenu* menu = game->addMenu(tr("P&uzzles"));
    menu->setObjectName(QStringLiteral("puzzlesMenu"));
    menu->addActions(actions_);
}

}  // namespace hasami
