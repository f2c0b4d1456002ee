// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/players/engine.h"

#include "engine/book/book.h"
#include "engine/search/search.h"

namespace hasami {

namespace {

PlayerSpec specOf(const PlayStyle& style, int threads) {
    PlayerSpec spec;
    spec.threads = threads;
    if (const auto* level = std::get_if<LevelPlay>(&style)) {
        spec.kind = PlayerKind::Level;
        spec.level = level->level;
        return spec;
    }
    const SearchPlay& search = std::get<SearchPlay>(style);
    spec.kind = PlayerKind::Search;
    spec.depth = search.limits.depth;
    spec.time = search.limits.time;
    spec.book = search.book;
    return spec;
}

}  // namespace

Engine::Engine(const EngineResources& resources, std::uint64_t seed) : seeds_(seed) {
    setResources(resources);
}

Engine::~Engine() {
    // The searchers go first: their helper threads use the table.
    player_.reset();
    analyst_.reset();
}

void Engine::setResources(const EngineResources& resources) {
    if (table_ && resources == resources_) return;
    player_.reset();
    analyst_.reset();
    resources_ = resources;
    table_ = std::make_unique<TranspositionTable>(resources.hashMegabytes);
    SearchOptions options;
    options.threads = resources.threads;
    if (resources.analysisHashMegabytes > 0) {
        options.hashMegabytes = resources.analysisHashMegabytes;
        analyst_ = std::make_unique<Searcher>(options);
    } else {
        analyst_ = std::make_unique<Searcher>(options, *table_);
    }
}

void Engine::setBooks(const Books& books) {
    if (books == books_) return;
    books_ = books;
    player_.reset();  // made again with them
}

Player& Engine::playerFor(const PlayStyle& style) {
    const PlayerSpec spec = specOf(style, resources_.threads);
    if (!player_ || !(spec == playerSpec_)) {
        player_ = createPlayer(spec, seeds_(), table_.get(), books_);
        playerSpec_ = spec;
    }
    return *player_;
}

SearchInfo Engine::chooseMove(const MoveRequest& request, const std::atomic<bool>* stop,
                              const ProgressCallback& progress) {
    if (auto forced = choiceWithoutMoves(request.position)) return *forced;
    Player& player = playerFor(request.style);
    player.setMoveTime(request.timeCap);
    return player.chooseMove(request.position, stop, progress);
}

Analysis Engine::analyze(const AnalysisRequest& request, const std::atomic<bool>* stop,
                         const AnalysisCallback& progress) {
    if (request.book) {
        if (const OpeningBook* book = books_.bookFor(request.position)) {
            if (auto fromBook = bookAnalysis(*book, request.position)) return *fromBook;
        }
    }
    return analyst_->analyze(request.position, request.limits, stop, progress);
}

SearchInfo Engine::evaluate(const Position& position, const SearchLimits& limits,
                            const std::atomic<bool>* stop) {
    return analyst_->search(position, limits, stop);
}

}  // namespace hasami
