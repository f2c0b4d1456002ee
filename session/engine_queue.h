// SPDX-License-Identifier: GPL-3.0-or-later
// The window's requests to its engine thread: each is posted to the EngineWorker tagged with
// an id, and its reports come back with it; a cancelled request's reports are dropped, so a
// stale answer can never reach the board. Moves (the computer's, a hint) come first: an
// analysis under way is stopped for them and started again once they have answered, so the
// computer's move is never late and never changed by it.
#pragma once

#include <optional>

#include <QObject>
#include <QThread>

#include "session/engine_worker.h"

namespace hasami {

class EngineQueue : public QObject {
    Q_OBJECT

public:
    // `moves` and `analyses` stand in for Hasami's engine where given (see EngineWorker).
    explicit EngineQueue(QObject* parent = nullptr, MoveSource moves = {},
                         AnalysisSource analyses = {});
    ~EngineQueue() override;  // stops every request and the engine thread

    // The threads and table memory the engine uses from the next request on.
    void setResources(const EngineResources& resources) { resources_ = resources; }
    const EngineResources& resources() const { return resources_; }
    // The opening books the engine reads from the next request on.
    void setBooks(const Books& books) { books_ = books; }
    const Books& books() const { return books_; }

    // Posts a request and returns its id. A move goes at once; an analysis replaces the one
    // before, and waits while a move is asked for.
    quint64 post(EngineTask task);
    // Drops the request: it stops, and nothing it reports arrives any more.
    void cancel(quint64 id);
    // Asks a move under way to answer now with the best move it has found.
    void hurry(quint64 id);
    // A request, current or cancelled, has not answered yet.
    bool isBusy() const { return unanswered_ > 0; }

signals:
    void progress(quint64 id, const hasami::EngineReport& report);
    void finished(quint64 id, const hasami::EngineReport& report);
    // The engine thread has answered every request, current and cancelled.
    void idle();

private:
    struct Pending {
        quint64 id = 0;
        EngineTask task;
        StopToken stop;
        quint64 postedAs = 0;  // the worker's id of its current run; 0 while it waits
    };

    void send(Pending& request);
    void takeReports();
    void postWaitingAnalysis();
    Pending* find(quint64 workerId);

    QThread thread_;
    EngineWorker* worker_ = nullptr;  // lives on thread_, deleted when it finishes
    EngineResources resources_;
    Books books_;
    std::vector<Pending> moves_;       // posted moves not yet answered
    std::optional<Pending> analysis_;  // the analysis asked for, running or waiting
    quint64 lastId_ = 0;
    quint64 lastRun_ = 0;
    int unanswered_ = 0;  // runs posted whose final report has not come back
};

}  // namespace hasami
