#include "engineworker.h"

namespace hasami {

EngineWorker::EngineWorker(Engine engine, QObject* parent)
    : QObject(parent), engine_(std::move(engine)) {
    if (!engine_) {
        engine_ = [this](const SearchRequest& request, const ProgressCallback& progress) {
            return searcher_.search(request.position, request.limits, request.stop.get(), progress);
        };
    }
    // Queued once the worker lives on its own thread: runPosted() runs there.
    connect(this, &EngineWorker::requestPosted, this, &EngineWorker::runPosted);
}

void EngineWorker::post(SearchRequest request) {
    {
        const std::lock_guard lock(mutex_);
        requests_.push_back(std::move(request));
    }
    emit requestPosted();
}

std::vector<SearchReport> EngineWorker::takeReports() {
    const std::lock_guard lock(mutex_);
    return std::exchange(reports_, {});
}

void EngineWorker::runPosted() {
    SearchRequest request;
    {
        const std::lock_guard lock(mutex_);
        if (requests_.empty()) return;
        request = std::move(requests_.front());
        requests_.pop_front();
    }
    const quint64 id = request.id;
    SearchInfo info = engine_(request, [&](const SearchInfo& progress) {
        report({id, progress, false});
    });
    report({id, std::move(info), true});
}

void EngineWorker::report(SearchReport report) {
    {
        const std::lock_guard lock(mutex_);
        reports_.push_back(std::move(report));
    }
    emit reportsReady();
}

}  // namespace hasami
