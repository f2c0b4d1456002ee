// SPDX-License-Identifier: GPL-3.0-or-later
// Puzzles, a mode (engine/puzzles/puzzle.h): the board shows a puzzle's position, and the
// person's click on it is the answer, told right or wrong at once, with the value of every move
// shown on the board (the puzzle's own, exact where it was solved; the board's analysis where
// it has none). The solution can be played out on the board, and the person may play on from
// there as in a game; Next brings the next puzzle, as the spaced repetition of PuzzleProgress
// chooses it among those of the grade asked for. The score, the streak and each puzzle's
// return are kept across restarts.
//
// The game on the board when the puzzles start is set aside whole and comes back when they end
// (DrillMode).
#pragma once

#include <optional>
#include <vector>

#include "engine/puzzles/puzzle.h"
#include "session/modes/drill_mode.h"
#include "session/modes/mode_parts.h"
#include "session/modes/puzzle_progress.h"

namespace hasami {

// An answer, judged.
struct PuzzleAnswer {
    Square move = kNoSquare;
    bool right = false;
    std::optional<int> value;  // the move's value, when the puzzle knows it
};

class PuzzleMode : public DrillMode {
    Q_OBJECT

public:
    explicit PuzzleMode(const ModeParts& parts, QObject* parent = nullptr);

    // Before the answer a square is the answer (refused when it is no legal move); after it,
    // every intent is Play's, the mode going on.
    Handling handle(const Intent& intent) override;
    BoardAnalysis boardAnalysis() const override;
    // A puzzle from a game is that game's position: its games would name the move played.
    bool showsDatabaseAnswers() const override { return false; }

    // Starts the puzzles of `puzzles` (8x8 positions), named `source` in messages, sets the
    // game aside and shows the first; false, with the reason, when there is none.
    bool start(std::vector<Puzzle> puzzles, const QString& source, QString* why);
    const QString& source() const { return source_; }

    // The grade to draw from (nullopt: any); the next puzzle is of it.
    void setGrade(std::optional<PuzzleGrade> grade);
    std::optional<PuzzleGrade> grade() const { return grade_; }
    // How many puzzles there are of the grade asked for.
    int countOfGrade() const;

    const Puzzle* current() const;
    bool isAnswered() const { return answer_.has_value(); }
    const std::optional<PuzzleAnswer>& answer() const { return answer_; }
    // The person's answer at the puzzle's position; false when it is not a legal move there
    // (or the puzzle is answered already).
    bool answer(Square square);
    // The next puzzle (the one shown, left unanswered, comes back soon).
    void next();
    // Plays the solution line out from the puzzle's position (answering it, as failed, if it
    // was not answered yet); false when the puzzle has no line.
    bool showSolution();

signals:
    void shown(const hasami::Puzzle& puzzle);
    void answered(const hasami::PuzzleAnswer& answer);

private:
    void leaving() override;
    void show(std::size_t index);
    std::vector<QString> keysOfGrade() const;

    GameSession& session_;
    PlayMode& play_;
    AnalysisScheduler& analysis_;
    std::vector<Puzzle> puzzles_;
    QString source_;
    std::optional<PuzzleGrade> grade_;
    std::optional<std::size_t> current_;
    std::optional<PuzzleAnswer> answer_;
};

}  // namespace hasami
