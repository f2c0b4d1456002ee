// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/players/game_reviewer.h"

#include "engine/search/search.h"

namespace hasami {

bool reviewGame(const Game& game, const ReviewStrength& strength, const Books& books,
                AnalysisStore& store, const std::function<void(int done, int total)>& progress,
                const std::atomic<bool>* stop) {
    SearchOptions options;
    options.threads = strength.threads;
    options.hashMegabytes = strength.hashMegabytes;
    options.exactEmpties = strength.exactEmpties;
    Searcher searcher(options);
    const int length = game.length();
    int done = 0;
    for (int ply = length; ply >= 0; --ply) {
        if (stop && stop->load()) return false;
        const Position& position = game.positionAt(ply);
        const int depth = strength.depth + ply % 2;
        const bool exact = position.emptyCount() <= strength.exactEmpties;
        if (!position.isGameOver() &&
            !(exact ? store.analysisOf(position) && store.analysisOf(position)->exact
                    : store.isAnalysed(position, depth))) {
            std::optional<Analysis> analysis;
            if (const OpeningBook* book = books.bookFor(position)) {
                analysis = bookAnalysis(*book, position);
            }
            if (!analysis) {
                SearchLimits limits;
                limits.depth = depth;
                limits.exact = exact;
                analysis = searcher.analyze(position, limits, stop);
                if (stop && stop->load()) return false;
            }
            store.storeAnalysis(position, *analysis);
        }
        ++done;
        if (progress) progress(done, length + 1);
    }
    return true;
}

}  // namespace hasami
