// SPDX-License-Identifier: GPL-3.0-or-later
// Retry Your Mistakes, a mode: after a review, the board goes to each Mistake and Blunder of
// one colour in turn (engine/game/mistakes.h), the game up to it in the move list, and the
// person looks for a better move. An answer is taken when it gives away less than a Good move's
// expected score against the best: a best move, or one "good enough", said as such; a wrong one
// is told its loss and may be tried again. Hint names the best move's column, Show plays it,
// Skip goes on; the end sums up what was found. The board's values stay hidden until the answer
// (BoardAnalysis::HiddenEveryMove, then shown). The game reviewed is set aside whole while it
// lasts (GameShelf) and comes back as it was.
#pragma once

#include <optional>
#include <vector>

#include "engine/game/mistakes.h"
#include "session/modes/mode.h"
#include "session/modes/mode_parts.h"

namespace hasami {

class RetryMode : public Mode {
    Q_OBJECT

public:
    struct Tally {
        int best = 0;        // found with a best move
        int goodEnough = 0;  // found with a move good enough
        int shown = 0;       // the answer shown
        int skipped = 0;
        int wrongTries = 0;  // answers not taken, over all the mistakes
        int hints = 0;
    };

    explicit RetryMode(const ModeParts& parts, QObject* parent = nullptr);

    Handling handle(const Intent& intent) override;
    void end() override { stop(); }
    BoardAnalysis boardAnalysis() const override {
        return answered_ ? BoardAnalysis::ShownEveryMove : BoardAnalysis::HiddenEveryMove;
    }
    bool showsDatabaseAnswers() const override { return false; }

    // The mistakes of `color` in the review of the game shown, as exercises: what start asks.
    std::vector<MistakeExercise> mistakesToRetry(Color color) const;
    // Starts with `color`'s mistakes; false, with the reason, when the game shown has none
    // (or is not reviewed).
    bool start(Color color, QString* why);
    void stop();
    bool isActive() const { return active_; }
    Color color() const { return color_; }

    const MistakeExercise* current() const;
    int index() const { return int(index_); }  // of the exercise shown, from 0
    int count() const { return int(exercises_.size()); }
    // The exercise shown has been answered (found or shown): next() goes on.
    bool isAnswered() const { return answered_; }
    const Tally& tally() const { return tally_; }

    // The person's answer; false when it is not a legal move there or nothing is asked.
    bool answer(Square square);
    // The best move's column, counted as a hint; none when nothing is asked.
    std::optional<Square> hint();
    // Plays the best move: the exercise counts as shown.
    void show();
    // Leaves the exercise unanswered and goes to the next.
    void skip();
    // After an answer, the next exercise; after the last, the end.
    void next();

signals:
    void started();
    void asked(const hasami::MistakeExercise& exercise);
    void answered(hasami::Square answer, hasami::AnswerGrade grade);
    // Every mistake was gone through (`complete`), or the retrying was stopped.
    void finished(bool complete);

private:
    void ask();
    void finish(bool complete);

    GameSession& session_;
    PlayMode& play_;
    AnalysisScheduler& analysis_;
    GameShelf& shelf_;
    bool active_ = false;
    bool answered_ = false;
    bool moving_ = false;  // the mode itself changes the board
    Color color_ = Color::Black;
    Game record_;  // the game reviewed, as it was
    std::vector<MistakeExercise> exercises_;
    std::size_t index_ = 0;
    Tally tally_;
};

}  // namespace hasami
