// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/players/game_reviewer.h"

#include "engine/search/search.h"

namespace hasami {

bool reviewGame(const Game& game, const ReviewStrength& strength, const Books& books,
                ReviewedPositions& reviewed,
                const std::function<void(int done, int total)>& progress,
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
        if (!position.isGameOver() && !reviewed.analysisOf(position)) {
            std::optional<Analysis> analysis;
            if (const OpeningBook* book = books.bookFor(position)) {
                analysis = bookAnalysis(*book, position);
            }
            if (!analysis) {
                SearchLimits limits;
                limits.depth = strength.depth + ply % 2;
                limits.exact = position.emptyCount() <= strength.exactEmpties;
                if (limits.exact) limits.bestMoves = 1;
                analysis = searcher.analyze(position, limits, stop);
                if (stop && stop->load()) return false;
            }
            reviewed.add(position, &*analysis);
        }
        ++done;
        if (progress) progress(done, length + 1);
    }
    return true;
}

}  // namespace hasami
