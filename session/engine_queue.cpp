// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/engine_queue.h"

#ifdef __linux__
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace hasami {

namespace {

// On Linux a thread's nice value is its own, and the threads it starts inherit it.
void lowerThisThreadsPriority() {
#ifdef __linux__
    constexpr int kEngineNice = 5;
    setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), kEngineNice);
#endif
}

StopToken freshStop() {
    return std::make_shared<std::atomic<bool>>(false);
}

}  // namespace

EngineQueue::EngineQueue(QObject* parent, MoveSource moves, AnalysisSource analyses)
    : QObject(parent) {
    worker_ = new EngineWorker(std::move(moves), std::move(analyses));
    worker_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    connect(worker_, &EngineWorker::reportsReady, this, &EngineQueue::takeReports);
    thread_.setObjectName(QStringLiteral("engine"));
    // The engine thread, and the helper threads its searchers make (which inherit it), yield
    // to the window's: a search on every core must not make the board stutter.
    connect(
        &thread_, &QThread::started, this, [] { lowerThisThreadsPriority(); },
        Qt::DirectConnection);
    thread_.start();
}

EngineQueue::~EngineQueue() {
    for (Pending& move : moves_) move.stop->store(true);
    if (analysis_) analysis_->stop->store(true);
    thread_.quit();
    thread_.wait();
}

void EngineQueue::send(Pending& request) {
    request.postedAs = ++lastRun_;
    ++unanswered_;
    worker_->post({request.postedAs, request.task, request.stop, resources_, books_});
}

quint64 EngineQueue::post(EngineTask task) {
    const quint64 id = ++lastId_;
    if (choosesMove(task)) {
        // An analysis under way gives way: its run stops and its reports are stale.
        if (analysis_ && analysis_->postedAs != 0) {
            analysis_->stop->store(true);
            analysis_->postedAs = 0;
        }
        moves_.push_back({id, std::move(task), freshStop(), 0});
        send(moves_.back());
        return id;
    }
    if (analysis_) analysis_->stop->store(true);
    analysis_ = Pending{id, std::move(task), freshStop(), 0};
    postWaitingAnalysis();
    return id;
}

void EngineQueue::postWaitingAnalysis() {
    if (!analysis_ || analysis_->postedAs != 0 || !moves_.empty()) return;
    analysis_->stop = freshStop();
    send(*analysis_);
}

void EngineQueue::cancel(quint64 id) {
    if (analysis_ && analysis_->id == id) {
        analysis_->stop->store(true);
        analysis_.reset();
        return;
    }
    for (auto it = moves_.begin(); it != moves_.end(); ++it) {
        if (it->id != id) continue;
        it->stop->store(true);
        moves_.erase(it);
        break;
    }
    postWaitingAnalysis();
}

void EngineQueue::hurry(quint64 id) {
    for (Pending& move : moves_) {
        if (move.id == id) move.stop->store(true);
    }
}

EngineQueue::Pending* EngineQueue::find(quint64 workerId) {
    if (analysis_ && analysis_->postedAs == workerId) return &*analysis_;
    for (Pending& move : moves_) {
        if (move.postedAs == workerId) return &move;
    }
    return nullptr;
}

void EngineQueue::takeReports() {
    for (const EngineReport& report : worker_->takeReports()) {
        if (report.final) --unanswered_;
        Pending* request = find(report.id);
        if (!request) continue;  // stale: cancelled, or an analysis that gave way
        const quint64 id = request->id;
        if (!report.final) {
            emit progress(id, report);
            continue;
        }
        if (analysis_ && analysis_->id == id) {
            analysis_.reset();
        } else {
            std::erase_if(moves_, [id](const Pending& move) { return move.id == id; });
        }
        emit finished(id, report);
    }
    postWaitingAnalysis();  // if the moves it waited for have answered
    if (unanswered_ == 0) emit idle();
}

}  // namespace hasami
