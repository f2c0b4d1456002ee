// SPDX-License-Identifier: GPL-3.0-or-later
// The engine on a worker thread: the engine façade (engine/players/engine.h) and other
// programs' engines run here, so that the window never waits for them. Every job carries an
// id, echoed with its reports, and a stop token its requester may set at any time.
//
// Jobs and reports pass between the threads through the worker's own mailboxes, under a
// mutex; Qt's queued signals only wake the other side and carry no data. The hand-over is then
// plain C++ that ThreadSanitizer checks in full, even though Qt's event queue (built without
// it) is invisible to it.
#pragma once

#include <atomic>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <variant>
#include <vector>

#include <QObject>

#include "engine/game/game.h"
#include "engine/players/engine.h"

namespace hasami {

class ExternalPlayer;
class Player;

using StopToken = std::shared_ptr<std::atomic<bool>>;

// Another program's engine (a gtp:COMMAND or nboard:COMMAND player spec) chooses the move,
// told the game up to the node shown.
struct ExternalMoveRequest {
    std::string spec;
    Game game;
    std::chrono::milliseconds timeCap{0};  // a clock's budget; 0: its own limit
};
// Another program's engine (an NBoard one) analyses a position.
struct ExternalAnalysisRequest {
    std::string spec;
    Position position;
    SearchLimits limits;
};
using EngineTask =
    std::variant<MoveRequest, AnalysisRequest, ExternalMoveRequest, ExternalAnalysisRequest>;

// Whether a task chooses a move (the computer's, a hint) rather than analysing.
bool choosesMove(const EngineTask& task);

struct EngineJob {
    quint64 id = 0;
    EngineTask task;
    StopToken stop;             // set by the requester to end the job early
    EngineResources resources;  // taken on before the job runs
    Books books;                // the opening books the engine reads for it
};

struct EngineReport {
    quint64 id = 0;
    SearchInfo info;     // a move's answer
    Analysis analysis;   // an analysis's answer
    bool final = false;  // the answer; otherwise progress after an iteration
    // Why the answer has none: what went wrong with another program's engine.
    std::string problem;
};

// What may stand in for Hasami's engine on the worker's thread (tests, other engines): the
// answer to a move or an analysis job; by default the engine façade answers.
using MoveSource = std::function<SearchInfo(const EngineJob& job, const ProgressCallback&)>;
using AnalysisSource = std::function<Analysis(const EngineJob& job, const AnalysisCallback&)>;

class EngineWorker : public QObject {
    Q_OBJECT

public:
    explicit EngineWorker(MoveSource moves = {}, AnalysisSource analyses = {},
                          QObject* parent = nullptr);
    ~EngineWorker() override;

    // From any thread: queues a job, to run on the worker's thread after those before it.
    // It reports progress after each iteration and a final report at the end (also when
    // stopped: the best move found so far).
    void post(EngineJob job);
    // From any thread: the reports made since the last call, oldest first.
    std::vector<EngineReport> takeReports();

signals:
    void reportsReady();  // emitted on the worker's thread when takeReports() has something new
    void jobPosted();     // wakes the worker's thread for a posted job

private:
    void runPosted();
    void run(const EngineJob& job);
    void report(EngineReport report);
    EngineReport playExternal(const EngineJob& job, const ExternalMoveRequest& request);
    EngineReport analyzeExternal(const EngineJob& job, const ExternalAnalysisRequest& request);
    Engine& engine(const EngineJob& job);  // the façade, set up for `job`

    std::mutex mutex_;
    std::deque<EngineJob> jobs_;         // guarded by mutex_
    std::vector<EngineReport> reports_;  // guarded by mutex_
    // Only on the worker's thread:
    std::unique_ptr<Engine> engine_;  // made on first use
    std::unique_ptr<Player> externalPlayer_;
    std::string externalSpec_;  // the spec of externalPlayer_
    std::unique_ptr<ExternalPlayer> externalAnalyst_;
    std::string externalAnalystSpec_;  // the spec of externalAnalyst_
    MoveSource moves_;
    AnalysisSource analyses_;
};

}  // namespace hasami
