// SPDX-License-Identifier: GPL-3.0-or-later
// What to analyse now, and in what order, and what was found: the values of every move of the
// position shown while evaluations are shown, a review of the whole current line, and the
// values the computer's own searches find. The engine queue lets the computer's moves and
// hints go first. Everything found is kept in an AnalysisStore by position, so it stays true
// through undo, redo, browsing and variations, and is saved with the game. The session looks
// again at what to analyse once each of its steps is over (refresh).
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include <QObject>

#include "engine/game/review.h"
#include "session/board_search.h"
#include "session/modes/mode.h"

namespace hasami {

class EngineQueue;
class GameSession;
class PlayMode;
class Seats;
struct EngineReport;

class AnalysisScheduler : public QObject {
    Q_OBJECT

public:
    // The depth of the evaluations a mode asks for (every move valued, to judge a guess or tell
    // a puzzle); closer to the end, every move is solved exactly.
    static constexpr int kBoardDepth = 12;
    // Analyze Game's depth after `ply` moves: the settings' analysis depth, one more after an
    // odd number of moves, so that every search ends with the same side to move and the values
    // of consecutive positions do not saw-tooth; the endgame is solved exactly.
    int reviewDepth(int ply) const { return std::max(1, search_.depth) + ply % 2; }

    AnalysisScheduler(GameSession& session, Seats& seats, PlayMode& play, EngineQueue& engine,
                      QObject* parent = nullptr);

    const AnalysisStore& store() const { return store_; }
    // Adds what `found` knows (an opened or restored game's), said when the step is over.
    void merge(const AnalysisStore& found);
    // What was found and reviewed, turned by a symmetry of the board with the game
    // (engine/game/transform.h): the analyses and which moves Analyze Game has reviewed.
    void transform(int symmetry);
    bool isShown() const { return shown_; }
    bool isReviewing() const { return review_.has_value(); }
    // Another program's engine (an NBoard one) makes the analyses instead of Hasami's own,
    // named `name` in messages; an empty spec: Hasami's.
    void setEngine(const std::string& spec, const QString& name);
    // How the board's evaluations search while the settings decide what the board shows.
    void setBoardSearch(const BoardSearch& search);
    // The search for the position shown: under way, or the last one's figures.
    const BoardActivity& activity() const { return activity_; }
    // The board's evaluations value the `count` best moves only and show those (0: every move).
    // Hasami's engine then shows the other moves worse faster; another program's values all.
    void setValuedMoves(int count);
    // What the active mode wants of the board's analysis (session/modes/mode.h): as the
    // settings say, or every move of the position shown valued whether or not evaluations are
    // shown, and then none shown on the board (a guess is judged by them; they would give it
    // away) or all (a puzzle's answer is told).
    void setBoardAnalysis(BoardAnalysis wanted);

    // The values to show on the board now: the current position's moves, best first (none
    // when evaluations are hidden or nothing is known yet).
    std::vector<MoveValue> boardValues() const;
    // The review of each move of the current line (see reviewMoves).
    std::vector<std::optional<MoveReview>> moveReviews() const;
    // The same for the moves that Analyze Game has reviewed alone, valued by what it kept: what
    // the totals and the report count (hasami::reviewedLine), which browsing never changes.
    std::vector<std::optional<MoveReview>> reviewedMoves() const;
    LineReview reviewedLine() const;
    // Whether Analyze Game has reviewed the move played from `position`.
    bool isReviewed(const Position& position) const;
    // The positions Analyze Game has reviewed, and those an opened or restored game brings.
    const std::vector<Position>& reviewedPositions() const { return reviewed_.positions(); }
    // The positions reviewed, each with the analysis the review valued it by.
    const ReviewedPositions& reviewed() const { return reviewed_; }
    void addReviewed(std::span<const Position> positions);

public slots:
    // Starts, keeps or stops an analysis for what is wanted now: when a step of the session
    // is over (ViewChanges), and when what is wanted changes here.
    void refresh();
    void setShown(bool shown);
    // Analyses every position of the current line, one after another, in the background. The
    // computer, if it would move meanwhile, is paused, so that the line stays as it is.
    void startReview();
    void cancelReview();
    // Stops the search of the position shown (Esc): its values stay as deep as they got, and
    // the board's evaluations search again once another position is shown.
    void stopBoardSearch();

signals:
    // Something new is known: by the person's or the session's change, or by an engine's
    // report (reported: many a second while a search deepens; the window draws them together).
    void changed();
    void reported();
    void activityChanged();
    void reviewProgress(int done, int total);
    void reviewFinished(bool complete);  // complete: every position was analysed
    void analysisFailed(const QString& reason);

private:
    enum class Purpose { Board, Review };
    struct Job {
        quint64 id = 0;
        Position position;
        Purpose purpose = Purpose::Board;
        int depth = 0;
    };
    struct Review {
        std::vector<Square> moves;  // the line reviewed: a change of it ends the review
        std::vector<int> plies;     // the positions still to analyse, by ply
        int total = 0;
    };

    bool wantsBoardAnalysis() const;
    // The settings' search, or the modes' own: every move to kBoardDepth, no more.
    BoardSearch boardSearch() const;
    void setActivity(bool running, const Analysis* found);
    // The best moves the board's analysis values exactly (0: every move).
    int boardBestMoves() const { return everyMove() ? 0 : valuedMoves_; }
    bool hidden() const { return wanted_ == BoardAnalysis::HiddenEveryMove; }
    bool everyMove() const { return wanted_ != BoardAnalysis::AsSettingsSay; }
    void continueReview();
    void onReport(quint64 id, const EngineReport& report, bool final);
    void startJob(const Position& position, Purpose purpose, int depth);
    void stopJob();
    void endReview(bool complete);
    // The value the computer's answer gives the position its move leads to.
    void keepAnswer(const SearchInfo& info);

    GameSession& session_;
    Seats& seats_;
    PlayMode& play_;
    EngineQueue& engine_;
    AnalysisStore store_;
    bool shown_ = false;
    bool merged_ = false;  // merged since the last refresh
    BoardAnalysis wanted_ = BoardAnalysis::AsSettingsSay;
    int valuedMoves_ = 0;
    BoardSearch search_;
    BoardActivity activity_;
    std::optional<Position> activityOf_;  // the position the activity's figures are about
    // The position whose board search has ended (its limit reached, or stopped): not searched
    // again while it is shown.
    std::optional<Position> settled_;
    std::string engineSpec_;  // empty: Hasami's own analysis
    QString engineName_;
    std::optional<Job> job_;
    std::optional<Review> review_;
    ReviewedPositions reviewed_;  // the positions Analyze Game has analysed
};

}  // namespace hasami
