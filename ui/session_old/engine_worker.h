// SPDX-License-Identifier: GPL-3.0-or-later
// The engine on a worker thread: searches requested by the controller run here, so the user
// interface never waits for them. Every request carries an id, echoed with its reports, and a
// stop token the controller may set at any time from its own thread.
//
// Requests and reports pass between the threads through the worker's own mailboxes, under a
// mutex; Qt's queued signals only wake the other side and carry no data. The hand-over is then
// plain C++ that ThreadSanitizer checks in full, even though Qt's event queue (built without
// it) is invisible to it.
#pragma once

#include <atomic>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <random>
#include <string>
#include <vector>

#include <QObject>

#include "engine/game/game.h"
#include "engine/players/player.h"
#include "engine/search/search.h"
#include "protocols/client/external_player.h"

namespace hasami {

using StopToken = std::shared_ptr<std::atomic<bool>>;

// What the engine may use: threads searching each position together, and its table's memory.
struct EngineResources {
    int threads = 1;
    std::size_t hashMegabytes = 64;

    bool operator==(const EngineResources&) const = default;
};

struct SearchRequest {
    quint64 id = 0;
    Position position;
    SearchLimits limits;
    StopToken stop;        // set by the requester to end the search early
    bool analyze = false;  // every move's value (an Analysis), not the best move
    // The level of play (1 to kLevelCount) that chooses the move, within the time of `limits`;
    // 0: the engine's best move within `limits`.
    int level = 0;
    // The worker takes these on before it answers (a new table and searchers if they change).
    EngineResources resources;
    // Another program's engine chooses the move instead (a gtp:COMMAND or nboard:COMMAND
    // player spec), told `game`, the game so far; or, for an analysis, analyses the position
    // (an NBoard engine); empty: Hasami's own engine.
    std::string external;
    Game game;
};

struct SearchReport {
    quint64 id = 0;
    SearchInfo info;     // a search's answer
    Analysis analysis;   // an analysis's answer
    bool final = false;  // the answer; otherwise progress after an iteration
    // Why the answer has no move: what went wrong with an external engine.
    std::string problem;
};

// What answers a request on the worker's thread: by default the built-in Searcher; tests and
// other engines may stand in for it.
using Engine =
    std::function<SearchInfo(const SearchRequest& request, const ProgressCallback& progress)>;
// What answers an analysis request: by default a Searcher of its own, so that analysis never
// changes what the engine's table holds for its own moves.
using Analyst =
    std::function<Analysis(const SearchRequest& request, const AnalysisCallback& progress)>;

class EngineWorker : public QObject {
    Q_OBJECT

public:
    explicit EngineWorker(Engine engine = {}, Analyst analyst = {}, QObject* parent = nullptr);

    // From any thread: queues a search, to run on the worker's thread after those before it.
    // It reports progress after each iteration and a final report at the end (also when
    // stopped: the best move found so far).
    void post(SearchRequest request);

    // From any thread: the reports made since the last call, oldest first.
    std::vector<SearchReport> takeReports();

signals:
    // Emitted on the worker's thread when takeReports() has something new.
    void reportsReady();
    // Wakes the worker's thread for a posted request.
    void requestPosted();

private:
    void runPosted();
    void report(SearchReport report);
    // The move of `request.level`, played by a player of that level kept from move to move.
    SearchInfo playLevel(const SearchRequest& request, const ProgressCallback& progress);
    // The move of an external engine, kept running from move to move; the problem if it
    // gave none.
    SearchReport playExternal(const SearchRequest& request);
    // An external engine's analysis (NBoard `hint`), its progress reported as it comes.
    SearchReport analyzeExternal(const SearchRequest& request);
    // Makes the table and searchers `resources` ask for, unless they are the ones in use.
    void use(const EngineResources& resources);

    std::mutex mutex_;
    std::deque<SearchRequest> requests_;  // guarded by mutex_
    std::vector<SearchReport> reports_;   // guarded by mutex_
    // Only on the worker's thread:
    EngineResources resources_;                  // what the table and searchers use
    std::unique_ptr<TranspositionTable> table_;  // remembers earlier moves
    std::unique_ptr<Searcher> searcher_;
    std::unique_ptr<Player> levelPlayer_;
    int levelPlayed_ = 0;  // the level of levelPlayer_
    std::unique_ptr<Searcher> analysisSearcher_;
    std::unique_ptr<Player> externalPlayer_;
    std::string externalSpec_;  // the spec of externalPlayer_
    std::unique_ptr<ExternalPlayer> externalAnalyst_;
    std::string externalAnalystSpec_;                 // the spec of externalAnalyst_
    std::mt19937_64 random_{std::random_device()()};  // draws among equal book moves
    Engine engine_;
    Analyst analyst_;
};

}  // namespace hasami
