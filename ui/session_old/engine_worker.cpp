// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/session_old/engine_worker.h"

#include <random>

#include "engine/book/book.h"
#include "protocols/client/external_player.h"

namespace hasami {

namespace {

constexpr std::size_t kAnalysisHashMegabytes = 32;

}  // namespace

EngineWorker::EngineWorker(Engine engine, Analyst analyst, QObject* parent)
    : QObject(parent), engine_(std::move(engine)), analyst_(std::move(analyst)) {
    if (!engine_) {
        engine_ = [this](const SearchRequest& request, const ProgressCallback& progress) {
            use(request.resources);
            if (request.level > 0) return playLevel(request, progress);
            // The engine's best move: the book's where it has one (any of its best alike).
            if (const OpeningBook* book = builtInBookFor(request.position)) {
                if (auto fromBook = chooseBookMove(*book, request.position, 0, 0, random_)) {
                    return *fromBook;
                }
            }
            return searcher_->search(request.position, request.limits, request.stop.get(),
                                     progress);
        };
    }
    if (!analyst_) {
        analyst_ = [this](const SearchRequest& request, const AnalysisCallback& progress) {
            use(request.resources);
            // The book's values where it has them: deeper than an analysis here reaches.
            if (const OpeningBook* book = builtInBookFor(request.position)) {
                if (auto fromBook = bookAnalysis(*book, request.position)) return *fromBook;
            }
            return analysisSearcher_->analyze(request.position, request.limits, request.stop.get(),
                                              progress);
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
    if (request.analyze && !request.external.empty()) {
        SearchReport answer = analyzeExternal(request);
        answer.id = id;
        report(std::move(answer));
        return;
    }
    if (request.analyze) {
        Analysis analysis = analyst_(request, [&](const Analysis& progress) {
            report({id, {}, progress, false, {}});
        });
        report({id, {}, std::move(analysis), true, {}});
        return;
    }
    if (!request.external.empty()) {
        SearchReport answer = playExternal(request);
        answer.id = id;
        report(std::move(answer));
        return;
    }
    SearchInfo info = engine_(request, [&](const SearchInfo& progress) {
        report({id, progress, {}, false, {}});
    });
    report({id, std::move(info), {}, true, {}});
}

void EngineWorker::use(const EngineResources& resources) {
    if (table_ && resources == resources_) return;
    // The old searchers go first: their helper threads use the old table.
    levelPlayer_.reset();
    searcher_.reset();
    analysisSearcher_.reset();
    resources_ = resources;
    table_ = std::make_unique<TranspositionTable>(resources.hashMegabytes);
    SearchOptions options;
    options.threads = resources.threads;
    searcher_ = std::make_unique<Searcher>(options, *table_);
    options.hashMegabytes = kAnalysisHashMegabytes;
    analysisSearcher_ = std::make_unique<Searcher>(options);
}

SearchInfo EngineWorker::playLevel(const SearchRequest& request, const ProgressCallback& progress) {
    if (!levelPlayer_ || levelPlayed_ != request.level) {
        PlayerSpec spec;
        spec.kind = PlayerKind::Level;
        spec.level = request.level;
        spec.threads = resources_.threads;
        // Each game of a level differs from the last: its choices are drawn afresh.
        levelPlayer_ = createPlayer(spec, std::random_device()(), table_.get());
        levelPlayed_ = request.level;
    }
    levelPlayer_->setMoveTime(request.limits.time);
    return levelPlayer_->chooseMove(request.position, request.stop.get(), progress);
}

SearchReport EngineWorker::playExternal(const SearchRequest& request) {
    SearchReport answer;
    answer.final = true;
    if (!externalPlayer_ || externalSpec_ != request.external) {
        const Parsed<PlayerSpec> spec = parsePlayerSpec(request.external);
        if (!spec || spec->kind != PlayerKind::External) {
            answer.info.bestMove = kNoSquare;
            answer.problem =
                spec ? "'" + request.external + "' is not an external engine" : spec.error();
            return answer;
        }
        externalPlayer_ = createAnyPlayer(*spec);
        externalSpec_ = request.external;
    }
    externalPlayer_->setMoveTime(request.limits.time);
    externalPlayer_->followGame(request.game);
    answer.info = externalPlayer_->chooseMove(request.position, request.stop.get());
    if (!request.stop || !request.stop->load()) answer.problem = externalPlayer_->problem();
    return answer;
}

SearchReport EngineWorker::analyzeExternal(const SearchRequest& request) {
    // Without a time limit, the engine's own depth ends the analysis; this bounds it.
    constexpr std::chrono::milliseconds kLongestAnalysis{30'000};
    SearchReport answer;
    answer.final = true;
    if (!externalAnalyst_ || externalAnalystSpec_ != request.external) {
        const Parsed<PlayerSpec> spec = parsePlayerSpec(request.external);
        if (!spec || spec->kind != PlayerKind::External) {
            answer.problem =
                spec ? "'" + request.external + "' is not an external engine" : spec.error();
            return answer;
        }
        externalAnalyst_ = std::make_unique<ExternalPlayer>(spec->protocol, spec->command);
        externalAnalystSpec_ = request.external;
    }
    const auto time = request.limits.time.count() > 0 ? request.limits.time : kLongestAnalysis;
    const quint64 id = request.id;
    std::optional<Analysis> analysis =
        externalAnalyst_->analyze(request.position, request.limits.depth, time, request.stop.get(),
                                  [&](const Analysis& progress) {
                                      report({id, {}, progress, false, {}});
                                  });
    if (analysis) {
        answer.analysis = std::move(*analysis);
    } else if (!request.stop || !request.stop->load()) {
        answer.problem = externalAnalyst_->problem();
    }
    return answer;
}

void EngineWorker::report(SearchReport report) {
    {
        const std::lock_guard lock(mutex_);
        reports_.push_back(std::move(report));
    }
    emit reportsReady();
}

}  // namespace hasami
