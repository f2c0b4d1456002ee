// SPDX-License-Identifier: GPL-3.0-or-later
// What the engine finds about the game's positions, asked for and kept: the values of every
// move of the position on the board while evaluations are shown, and a review of the whole
// game. Analyses run on the engine thread through the game controller, which lets the
// computer's own moves go first; everything found is kept in an AnalysisStore by position,
// so it stays true through undo, redo and browsing, and is saved with the game.
#pragma once

#include <optional>

#include <QObject>

#include "engine/game/review.h"

namespace hasami {

class GameController;

class Evaluations : public QObject {
    Q_OBJECT

public:
    // The depths of the evaluations on the board and of a review; closer to the end, every move
    // is solved exactly.
    static constexpr int kBoardDepth = 12;
    static constexpr int kReviewDepth = 10;

    explicit Evaluations(GameController* controller, QObject* parent = nullptr);

    const AnalysisStore& store() const { return store_; }
    AnalysisStore& store() { return store_; }
    bool isShown() const { return shown_; }
    bool isReviewing() const { return review_.has_value(); }

    // The values to show on the board now: the current position's moves, best first (none
    // when evaluations are hidden or nothing is known yet).
    std::vector<MoveValue> boardValues() const;
    // The review of each move of the game's record (see reviewMoves).
    std::vector<std::optional<MoveReview>> moveReviews() const;

public slots:
    void setShown(bool shown);
    // Analyses every position of the game, one after another, in the background.
    void startReview();
    void cancelReview();

signals:
    void changed();  // something new is known
    void reviewProgress(int done, int total);
    void reviewFinished(bool complete);  // complete: every position was analysed

private:
    enum class Purpose { Board, Review };
    struct Job {
        quint64 id = 0;
        Position position;
        Purpose purpose = Purpose::Board;
    };
    struct Review {
        std::vector<Square> moves;  // the record reviewed: a change of it ends the review
        std::vector<int> plies;     // the positions still to analyse, by ply
        int total = 0;
    };

    void refresh();  // starts, keeps or stops an analysis for what is wanted now
    bool wantsBoardAnalysis() const;
    void continueReview();
    void onAnalysis(quint64 id, const Analysis& analysis, bool final);
    void startJob(const Position& position, Purpose purpose, int depth);
    void endReview(bool complete);

    GameController* controller_;
    AnalysisStore store_;
    bool shown_ = false;
    std::optional<Job> job_;
    std::optional<Review> review_;
};

}  // namespace hasami
