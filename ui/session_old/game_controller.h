// SPDX-License-Identifier: GPL-3.0-or-later
// The one place that knows whose turn it is and whether that side is a person or the engine.
// Owns the game record and its clocks; asks the engine (on its worker thread) for moves and
// hints; plays forced passes; undo, redo and browsing move a cursor through the record.
//
// The clocks of a clocked game run for the side to move while the game is live: not while it
// is paused, while a person browses its record, while the computer's move waits for the pace
// of play, or once the game has ended. A side whose time runs out loses on time; a move taken
// back while the clocks run makes the game unrated.
#pragma once

#include <optional>

#include <QElapsedTimer>
#include <array>
#include <string>

#include <QObject>
#include <QThread>
#include <QTimer>

#include "engine/game/clock.h"
#include "engine/game/game.h"
#include "ui/session_old/engine_worker.h"

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
    // The game has ended: no move is possible, or a side lost on time.
    bool isFinished() const { return position().isGameOver() || clock_.lostOnTime.has_value(); }
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

    // The computer plays its moves within `limits` (and answers hints within them) ...
    void setSearchLimits(const SearchLimits& limits) { limits_ = limits; }
    const SearchLimits& searchLimits() const { return limits_; }
    // ... unless a level (1 to kLevelCount) is set, which then chooses its moves (0: none).
    void setLevel(int level) { level_ = level; }
    int level() const { return level_; }
    // Another program's engine plays `color` when the computer does (a gtp:COMMAND or
    // nboard:COMMAND player spec, shown as `name`); an empty spec: Hasami's own engine.
    void setExternalEngine(Color color, const std::string& spec, const QString& name);
    // Another program's engine (an NBoard one) makes the analyses instead of Hasami's own;
    // an empty spec: Hasami's.
    void setAnalysisEngine(const std::string& spec, const QString& name);
    // The name of the engine that plays `color` for the computer.
    QString engineName(Color color) const;
    // The threads and table memory the engine uses from its next search on.
    void setEngineResources(const EngineResources& resources) { resources_ = resources; }
    const EngineResources& engineResources() const { return resources_; }

    // The clocks as they stand now, running time charged, and what they say of the game (off
    // when the game has no clock).
    ClockRecord clock() const;
    // What `color` has left now, its running time included.
    Milliseconds timeLeft(Color color) const;
    // The side whose clock runs now, if one does.
    std::optional<Color> clockRunning() const { return runningSide_; }
    void setAiDelay(int milliseconds) { aiDelayMs_ = milliseconds; }

public slots:
    // A new game on the size x size board, with clocks if `timeControl` is on.
    void newGame(int size, const hasami::TimeControl& timeControl = {});
    // Replaces the game (and the cursor) with `game` and its clocks, as after opening a saved
    // one. A clocked game that goes on comes back paused: its clocks start when play resumes.
    void setGame(const hasami::Game& game, const hasami::ClockRecord& clock = {});
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
    // A move, or a clock running out, has just ended the game (not opening a finished one).
    void gameEnded();
    // `color`'s time ran out: it has lost, and the game has ended.
    void lostOnTime(hasami::Color color);
    // A clock started, stopped or was charged; timeLeft() has changed.
    void clockChanged();
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
    void onSearchFinished(quint64 id, const hasami::SearchInfo& info, const std::string& problem);
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

    // Starts or stops the clocks as the state of the game asks (see above).
    void syncClock();
    // Charges the running side for the time since its clock started, and stops it.
    void stopClock();
    void onFlagTimer();
    // Whether the running side's time has run out, declaring its loss if so.
    bool timeRanOut();
    void replaceGame(const Game& game, const ClockRecord& clock, bool paused);
    // The time the computer may spend on the move it is asked for now.
    SearchLimits moveLimits() const;

    Game game_;
    std::array<std::string, 2> externalSpecs_;  // per colour; empty: Hasami's own engine
    std::array<QString, 2> externalNames_;
    std::string analysisSpec_;  // empty: Hasami's own analysis
    QString analysisName_;
    std::string pendingProblem_;  // why the pending move is none: an external engine's failure
    bool ai_[2] = {false, true};
    bool paused_ = false;
    Square hint_ = kNoSquare;
    SearchLimits limits_;
    int level_ = 0;
    EngineResources resources_;
    int aiDelayMs_ = 0;

    ClockRecord clock_;
    std::optional<Color> runningSide_;
    QElapsedTimer runningFor_;  // since runningSide_'s clock started
    QTimer flagTimer_;          // fires when the running side's time would run out
    bool browsing_ = false;     // a person looks at an earlier position of the record
    bool moveHeld_ = false;     // the computer's move waits for the pace of play

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
