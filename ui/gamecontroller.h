// The one place that knows whose turn it is and whether that side is a person or the engine.
// Owns the game record; asks the engine (on its worker thread) for moves and hints; plays
// forced passes; undo, redo and browsing move a cursor through the record.
#pragma once

#include <optional>

#include <QElapsedTimer>
#include <QObject>
#include <QThread>
#include <QTimer>

#include "engineworker.h"
#include "game.h"

namespace hasami {

class GameController : public QObject {
    Q_OBJECT

public:
    // `engine` answers the controller's move and hint requests on the engine thread, `analyst`
    // its analyses (default: Searchers).
    explicit GameController(QObject* parent = nullptr, Engine engine = {}, Analyst analyst = {});
    ~GameController() override;  // stops any search and the engine thread

    const Game& game() const { return game_; }
    const Position& position() const { return game_.position(); }
    bool isAi(Color color) const { return ai_[static_cast<int>(color)]; }
    bool isHumanTurn() const;  // the game goes on and a person is to move
    bool isThinking() const { return request_ == Request::Move; }
    bool isHinting() const { return request_ == Request::Hint; }
    bool isPaused() const { return paused_; }
    // A request, current or cancelled, is still running on the engine thread.
    bool isEngineBusy() const { return unanswered_ > 0; }
    Square hint() const { return hint_; }

    // Analysis of any position on the engine thread, reported as analysisProgress and
    // analysisFinished with the id returned; a new request replaces the one before. The
    // computer's own moves and a person's hints come first: their search stops a running
    // analysis, which starts again when they are answered.
    quint64 analyze(const Position& position, const SearchLimits& limits);
    void stopAnalysis();
    bool isAnalyzing() const { return analysis_.has_value(); }

    void setSearchLimits(const SearchLimits& limits) { limits_ = limits; }
    const SearchLimits& searchLimits() const { return limits_; }
    void setAiDelay(int milliseconds) { aiDelayMs_ = milliseconds; }

public slots:
    void newGame(int size);
    // Replaces the game (and the cursor) with `game`, as after opening a saved one.
    void setGame(const hasami::Game& game);
    // A person plays `square`; refused (moveRejected) if it is not their turn or not legal.
    void playSquare(hasami::Square square);
    // Gives `color` to the engine or takes it back, at any moment.
    void setAi(hasami::Color color, bool ai);
    // Back to the previous position where a person is to move (one move if none plays).
    void undo();
    void redo();
    // Shows the position after `ply` moves; pauses the engine if it would move there.
    void goToPly(int ply);
    void requestHint();
    void moveNow();  // the engine plays the best move it has found so far
    void setPaused(bool paused);

signals:
    void positionChanged();  // the record, the cursor or the side to move changed
    void movePlayed(hasami::Square move, const hasami::Position& before);
    void moveRejected(const QString& reason);
    // The engine failed to give a usable answer; the game is kept and the engine paused.
    void engineFailed(const QString& reason);
    // The engine thread has answered every request, current and cancelled.
    void engineIdle();
    void passed(hasami::Color color);
    void gameOver(int blackScore);
    void aiChanged(hasami::Color color, bool ai);
    void pausedChanged(bool paused);
    void thinkingChanged(bool thinking);
    void engineProgress(const hasami::SearchInfo& info);
    void hintChanged(hasami::Square square);
    void analysisProgress(quint64 id, const hasami::Analysis& analysis);
    void analysisFinished(quint64 id, const hasami::Analysis& analysis);

private:
    enum class Request { None, Move, Hint };

    // An analysis asked for; posted to the worker (postedAs != 0) whenever no move or hint
    // search is under way.
    struct AnalysisJob {
        quint64 id = 0;
        Position position;
        SearchLimits limits;
        quint64 postedAs = 0;
        StopToken stop;
    };

    void takeReports();  // what the worker has reported since the last call
    void onAnalysisReport(const SearchReport& report);
    void postAnalysis();   // posts the analysis asked for if nothing comes first
    void yieldAnalysis();  // stops a posted analysis for a move or hint search
    void onSearchFinished(quint64 id, const hasami::SearchInfo& info);
    void onSearchProgress(quint64 id, const hasami::SearchInfo& info);
    void playPendingMove();

    // Plays `move` at the cursor, keeping the rest of the record if it is the move recorded
    // next there. False, with nothing changed, if the move is not legal there.
    [[nodiscard]] bool advance(Square move);
    // After a move (announcePasses) or a jump in the record (undo, redo, browsing): forced
    // passes, the end of the game, and the engine's turn.
    void settle(bool announcePasses);
    void startEngineIfItsTurn();
    void step(int direction);  // undo (-1) or redo (+1)
    void startRequest(Request kind);
    void cancelRequest();
    void clearHint();
    bool personMovesAt(const Position& position) const;

    Game game_;
    bool ai_[2] = {false, true};
    bool paused_ = false;
    Square hint_ = kNoSquare;
    SearchLimits limits_;
    int aiDelayMs_ = 0;

    QThread engineThread_;
    EngineWorker* worker_ = nullptr;  // lives on engineThread_, deleted when it finishes
    Request request_ = Request::None;
    quint64 requestId_ = 0;  // the move or hint search posted, 0 if none
    quint64 lastPostId_ = 0;
    std::optional<AnalysisJob> analysis_;
    quint64 lastAnalysisId_ = 0;
    int unanswered_ = 0;  // requests posted whose final report has not come back
    StopToken stop_;
    bool moveNowAsked_ = false;
    QElapsedTimer requestClock_;
    QTimer delayTimer_;  // holds an engine move back until the AI move delay has passed
    Square pendingMove_ = kNoSquare;
};

}  // namespace hasami
