// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/engine_worker.h"

#include <random>

#include "protocols/client/external_player.h"

namespace hasami {

namespace {

// Without a time limit, another engine's own depth ends its analysis; this bounds it.
constexpr std::chrono::milliseconds kLongestExternalAnalysis{30'000};

bool stopped(const EngineJob& job) {
    return job.stop && job.stop->load();
}

// The external engine a spec names, or why there is none.
Parsed<PlayerSpec> externalSpec(const std::string& text) {
    Parsed<PlayerSpec> spec = parsePlayerSpec(text);
    if (spec && spec->kind != PlayerKind::External) {
        return ParseError{"'" + text + "' is not an external engine"};
    }
    return spec;
}

}  // namespace

bool choosesMove(const EngineTask& task) {
    return std::holds_alternative<MoveRequest>(task) ||
           std::holds_alternative<ExternalMoveRequest>(task);
}

EngineWorker::EngineWorker(MoveSource moves, AnalysisSource analyses, QObject* parent)
    : QObject(parent), moves_(std::move(moves)), analyses_(std::move(analyses)) {
    // Queued once the worker lives on its own thread: runPosted() runs there.
    connect(this, &EngineWorker::jobPosted, this, &EngineWorker::runPosted);
}

EngineWorker::~EngineWorker() = default;

void EngineWorker::post(EngineJob job) {
    {
        const std::lock_guard lock(mutex_);
        jobs_.push_back(std::move(job));
    }
    emit jobPosted();
}

std::vector<EngineReport> EngineWorker::takeReports() {
    const std::lock_guard lock(mutex_);
    return std::exchange(reports_, {});
}

void EngineWorker::runPosted() {
    EngineJob job;
    {
        const std::lock_guard lock(mutex_);
        if (jobs_.empty()) return;
        job = std::move(jobs_.front());
        jobs_.pop_front();
    }
    run(job);
}

Engine& EngineWorker::engine(const EngineJob& job) {
    // Each game of a level differs from the last: the engine's choices are drawn afresh.
    if (!engine_) engine_ = std::make_unique<Engine>(job.resources, std::random_device()());
    engine_->setResources(job.resources);
    engine_->setBooks(job.books);
    return *engine_;
}

void EngineWorker::run(const EngineJob& job) {
    const quint64 id = job.id;
    const std::atomic<bool>* stop = job.stop.get();
    EngineReport answer;
    if (const auto* move = std::get_if<MoveRequest>(&job.task)) {
        const ProgressCallback progress = [&](const SearchInfo& info) {
            report({id, info, {}, false, {}});
        };
        answer.info =
            moves_ ? moves_(job, progress) : engine(job).chooseMove(*move, stop, progress);
    } else if (const auto* analysis = std::get_if<AnalysisRequest>(&job.task)) {
        const AnalysisCallback progress = [&](const Analysis& found) {
            report({id, {}, found, false, {}});
        };
        answer.analysis =
            analyses_ ? analyses_(job, progress) : engine(job).analyze(*analysis, stop, progress);
    } else if (const auto* external = std::get_if<ExternalMoveRequest>(&job.task)) {
        answer = playExternal(job, *external);
    } else {
        answer = analyzeExternal(job, std::get<ExternalAnalysisRequest>(job.task));
    }
    answer.id = id;
    answer.final = true;
    report(std::move(answer));
}

EngineReport EngineWorker::playExternal(const EngineJob& job, const ExternalMoveRequest& request) {
    EngineReport answer;
    if (!externalPlayer_ || externalSpec_ != request.spec) {
        const Parsed<PlayerSpec> spec = externalSpec(request.spec);
        if (!spec) {
            answer.info.bestMove = kNoSquare;
            answer.problem = spec.error();
            return answer;
        }
        externalPlayer_ = createAnyPlayer(*spec, 1, nullptr, job.books);
        externalSpec_ = request.spec;
    }
    externalPlayer_->setMoveTime(request.timeCap);
    externalPlayer_->followGame(request.game);
    answer.info = externalPlayer_->chooseMove(request.game.position(), job.stop.get());
    if (!stopped(job)) answer.problem = externalPlayer_->problem();
    return answer;
}

EngineReport EngineWorker::analyzeExternal(const EngineJob& job,
                                           const ExternalAnalysisRequest& request) {
    EngineReport answer;
    if (!externalAnalyst_ || externalAnalystSpec_ != request.spec) {
        const Parsed<PlayerSpec> spec = externalSpec(request.spec);
        if (!spec) {
            answer.problem = spec.error();
            return answer;
        }
        externalAnalyst_ = std::make_unique<ExternalPlayer>(spec->protocol, spec->command);
        externalAnalystSpec_ = request.spec;
    }
    const auto time =
        request.limits.time.count() > 0 ? request.limits.time : kLongestExternalAnalysis;
    const quint64 id = job.id;
    std::optional<Analysis> analysis =
        externalAnalyst_->analyze(request.position, request.limits.depth, time, job.stop.get(),
                                  [&](const Analysis& progress) {
                                      report({id, {}, progress, false, {}});
                                  });
    if (analysis) {
        answer.analysis = std::move(*analysis);
    } else if (!stopped(job)) {
        answer.problem = externalAnalyst_->problem();
    }
    return answer;
}

void EngineWorker::report(EngineReport report) {
    {
        const std::lock_guard lock(mutex_);
        reports_.push_back(std::move(report));
    }
    emit reportsReady();
}

}  // namespace hasami
