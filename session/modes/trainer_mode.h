// SPDX-License-Identifier: GPL-3.0-or-later
// The opening trainer, a mode: the person plays one colour from the 8x8 start through their
// repertoire, either the book's moves within a number of discs of the best (engine/book/book.h)
// or the lines they marked as theirs (my_lines.h); the computer answers from the same
// repertoire, each reply drawn among its moves there, weighted by the book's lines below it
// (engine/book/book_lines.h) and four times more when it leads to a position of the person's
// that is new or due again. Each of the person's positions is
// scheduled by spaced repetition (PuzzleProgress's boxes, kept across restarts, with the score
// of each opening by name). A move of the repertoire is played and answered; another one is a
// mistake: the board shows every move's value and the coach the repertoire's moves, and the
// person tries again or goes on with another line. The line ends where the repertoire does.
//
// The game on the board when the training starts is set aside whole and comes back when it ends
// (DrillMode).
#pragma once

#include <memory>
#include <optional>
#include <random>
#include <vector>

#include <QTimer>

#include "engine/book/book.h"
#include "session/modes/drill_mode.h"
#include "session/modes/marked_lines.h"
#include "session/modes/mode_parts.h"

namespace hasami {

class BookLineCounter;

// The moves of `position` within `maxLoss` discs of the book's best, best first: the
// repertoire's moves there; empty where the book has no moves.
std::vector<BookMove> repertoireMoves(const OpeningBook& book, const Position& position,
                                      int maxLoss);

// A move of the repertoire, with the book's value of it for its player where the book has it.
struct RepertoireMove {
    Square move = kNoSquare;
    std::optional<int> value;
};

// A move of the repertoire, or not.
struct TrainerAnswer {
    Square move = kNoSquare;
    bool right = false;
    std::vector<RepertoireMove> repertoire;  // the moves that were right there
};

class TrainerMode : public DrillMode {
    Q_OBJECT

public:
    enum class State {
        YourMove,   // the person is to find a move of the repertoire
        Replying,   // the computer is about to answer from the book
        Mistake,    // the move was no move of the repertoire
        EndOfBook,  // the repertoire goes no further on this line
    };
    // What the person trains.
    enum class Repertoire {
        NearBest,  // the book's moves within the loss of the best
        MyLines,   // the lines they marked
    };

    explicit TrainerMode(const ModeParts& parts, QObject* parent = nullptr);
    ~TrainerMode() override;

    // A square is the person's answer; nothing else moves the board while training.
    Handling handle(const Intent& intent) override;
    BoardAnalysis boardAnalysis() const override;
    bool showsDatabaseAnswers() const override { return false; }

    // The time the computer waits before it answers, and the draw of its replies (the progress
    // is kept in trainer.json of the data folder unless a test says otherwise).
    void setPace(int milliseconds) { pace_.setInterval(milliseconds); }
    void setSeed(std::uint64_t seed) { random_.seed(seed); }
    // The person's marked lines (the session's MarkedLines, which the Book panel shares).
    MyLines& myLines();

    // Starts training `color` in `repertoire` (with `books`' 8x8 book; `maxLoss` discs from the
    // best where the repertoire is the book's): the game is set aside and the first line
    // begins; false, with the reason, when the repertoire has no move at the start.
    bool start(const Books& books, Color color, Repertoire repertoire, int maxLoss, QString* why);
    Color color() const { return color_; }
    Repertoire repertoire() const { return repertoire_; }
    int maxLoss() const { return maxLoss_; }
    // The repertoire's loss from the next move on.
    void setMaxLoss(int maxLoss) { maxLoss_ = maxLoss; }
    State state() const { return state_; }
    const std::optional<TrainerAnswer>& answer() const { return answer_; }

    // The person's move in the position shown; false when it is no legal move there or it is
    // not the person's turn to find one.
    bool answer(Square square);
    // After a mistake: the same position again.
    void tryAgain();
    // A new line from the start.
    void nextLine();

    // The opening the position shown belongs to, as the openings' list names it (English, as
    // the list writes it); empty before any named line.
    std::string openingName() const;
    // progress(): the positions' schedule, the score, and each named opening's score (its
    // group, by its name in the openings' list).

signals:
    void answered(const hasami::TrainerAnswer& answer);
    // It is the person's turn to find a move, or the line has ended.
    void stateChanged();

private:
    const OpeningBook& book() const { return *books_.bookFor(Position::initial(8)); }
    std::vector<RepertoireMove> movesHere(const Position& position) const;
    void reply();
    void settle();
    void leaving() override;
    QString keyOf(const Position& position) const;
    std::vector<Square> lineSoFar() const;

    GameSession& session_;
    PlayMode& play_;
    AnalysisScheduler& analysis_;
    SessionEntry& entry_;
    MarkedLines& marked_;
    Books books_;
    std::unique_ptr<BookLineCounter> lines_;
    std::mt19937_64 random_{std::random_device()()};
    QTimer pace_;
    Color color_ = Color::Black;
    Repertoire repertoire_ = Repertoire::NearBest;
    int maxLoss_ = 2;
    State state_ = State::YourMove;
    std::optional<TrainerAnswer> answer_;
};

}  // namespace hasami
