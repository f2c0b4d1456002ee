// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/puzzles/puzzle_finder.h"

#include "engine/search/search.h"

namespace hasami {

PuzzleFinder::PuzzleFinder(const PuzzleSearch& search) : search_(search) {
    SearchOptions options;
    options.threads = search.threads;
    options.hashMegabytes = search.hashMegabytes;
    options.exactEmpties = search.exactEmpties;
    searcher_ = std::make_unique<Searcher>(options);
}

PuzzleFinder::~PuzzleFinder() = default;

SearchLimits PuzzleFinder::limitsFor(const Position& position) const {
    SearchLimits limits;
    if (position.emptyCount() <= search_.exactEmpties) {
        limits.exact = true;
    } else {
        limits.depth = search_.depth;
    }
    return limits;
}

std::optional<Puzzle> PuzzleFinder::judge(const Position& position, const std::atomic<bool>* stop) {
    if (!position.hasMoves()) return std::nullopt;
    const Analysis analysis = searcher_->analyze(position, limitsFor(position), stop);
    if (stop && stop->load()) return std::nullopt;
    const bool exactWanted = position.emptyCount() <= search_.exactEmpties;
    if (exactWanted && !analysis.exact) return std::nullopt;
    return puzzleOf(position, analysis, search_.rules);
}

bool PuzzleFinder::mayBeWrong(const Position& position, Square move,
                              const std::atomic<bool>* stop) {
    const SearchInfo whole = searcher_->search(position, limitsFor(position), stop);
    const Position after = position.play(move);
    const SearchInfo reply = searcher_->search(after, limitsFor(after), stop);
    const int loss = whole.score + reply.score;  // the position's value less the move's
    // An estimate errs by a few discs: the analysis of every move decides.
    const int enough = whole.exact ? 1 : search_.rules.estimateMargin / 2;
    return loss >= enough;
}

std::vector<Puzzle> PuzzleFinder::inGame(const Position& start, std::span<const Square> moves,
                                         const std::atomic<bool>* stop) {
    std::vector<Puzzle> found;
    Position position = start;
    for (Square move : moves) {
        if (stop && stop->load()) break;
        if (move != kPass && position.mustPass()) position = position.pass();
        if (!position.isLegal(move)) break;
        if (move == kPass) {
            position = position.pass();
            continue;
        }
        const int empties = position.emptyCount();
        const auto key =
            std::tuple(position.player(), position.opponent(), int(position.sideToMove()));
        const bool looked = empties >= search_.minEmpties && empties <= search_.maxEmpties &&
                            std::popcount(position.legalMoves()) >= 2 && seen_.insert(key).second;
        if (looked && mayBeWrong(position, move, stop)) {
            std::optional<Puzzle> puzzle = judge(position, stop);
            if (puzzle && !puzzle->isRight(move)) found.push_back(std::move(*puzzle));
        }
        position = position.play(move);
    }
    return found;
}

}  // namespace hasami
