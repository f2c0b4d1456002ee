// The engine on a worker thread: searches requested by the controller run here, so the user
// interface never waits for them. Every request carries an id, echoed with its results, and a
// stop token the controller may set at any time from its own thread.
#pragma once

#include <atomic>
#include <memory>

#include <QObject>

#include "search.h"

namespace hasami {

using StopToken = std::shared_ptr<std::atomic<bool>>;

class EngineWorker : public QObject {
    Q_OBJECT

public:
    explicit EngineWorker(QObject* parent = nullptr);

public slots:
    // Searches `position` within `limits` until done or `stop` is set; emits progress after
    // each iteration and finished at the end (also when stopped: the best move found so far).
    void search(quint64 id, const hasami::Position& position, const hasami::SearchLimits& limits,
                const hasami::StopToken& stop);

signals:
    void progress(quint64 id, const hasami::SearchInfo& info);
    void finished(quint64 id, const hasami::SearchInfo& info);

private:
    Searcher searcher_;  // kept between searches: its table remembers earlier moves
};

}  // namespace hasami
