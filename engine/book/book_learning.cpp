// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/book/book_learning.h"

#include <algorithm>

namespace hasami {

namespace {

// The positions of the line in the book's terms: each after its move and, when the opponent
// must pass, after the pass; from the start to the end of the game or the first illegal move.
std::vector<Position> positionsOf(const Position& start, std::span<const Square> moves) {
    Position position = start.mustPass() ? start.pass() : start;
    std::vector<Position> line{position};
    for (const Square move : moves) {
        if (move == kPass) continue;
        if (!position.isLegal(move)) break;
        position = bookChild(position, move).position;
        line.push_back(position);
    }
    return line;
}

// The moves of `position` whose positions the book holds or the line adds.
int movesInTheBook(const OpeningBook& book, const Position& position, const Position* next) {
    int count = 0;
    for (const Square move : squaresOf(position.legalMoves())) {
        const Position child = bookChild(position, move).position;
        const bool onTheLine = next && book.canonical(child) == book.canonical(*next);
        count += onTheLine || book.find(child).has_value();
    }
    return count;
}

// The entry of `position` from its analysis: the best move whose position is not in the book
// (nor the line's next) is its leaf.
BookEntry entryOf(const OpeningBook& book, const Position& position, const Position* next,
                  const Analysis& analysis) {
    BookEntry entry;
    entry.depth = analysis.exact ? position.emptyCount() : analysis.depth;
    entry.exact = analysis.exact;
    entry.value = analysis.moves.empty() ? 0 : analysis.moves.front().score;
    for (const MoveValue& move : analysis.moves) {
        if (move.upperBound || move.move == kPass) continue;
        const Position child = bookChild(position, move.move).position;
        const bool inTheBook = (next && book.canonical(child) == book.canonical(*next)) ||
                               book.find(child).has_value();
        if (inTheBook) continue;
        entry.leaf = move.move;
        entry.value = move.score;
        entry.exact = move.exact;
        break;
    }
    return entry;
}

}  // namespace

LearnReport learnLine(OpeningBook& book, const Position& start, std::span<const Square> moves,
                      Searcher& searcher, const LearnOptions& options,
                      const LearnProgress& progress, const std::atomic<bool>* cancel) {
    LearnReport report;
    if (start.size() != book.boardSize()) return report;
    const std::vector<Position> line = positionsOf(start, moves);
    report.positions = line.size();
    // The positions to search: new ones, and those searched less deeply before (a value set by
    // hand stays; an expanded position's value is its moves').
    std::vector<std::size_t> todo;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const std::optional<BookEntry> known = book.find(line[i]);
        const bool solvable = line[i].emptyCount() <= options.exactEmpties;
        const bool shallow =
            known && !known->handSet && !known->exact && (solvable || known->depth < options.depth);
        if (!known || (shallow && !known->expanded)) todo.push_back(i);
    }
    for (std::size_t done = 0; done < todo.size(); ++done) {
        const std::size_t i = todo[done];
        const Position& position = line[i];
        const Position* next = i + 1 < line.size() ? &line[i + 1] : nullptr;
        BookEntry entry;
        if (position.isGameOver()) {
            entry = {position.finalScore(), position.emptyCount(), true, false};
        } else {
            SearchLimits limits;
            limits.exact = position.emptyCount() <= options.exactEmpties;
            limits.depth = limits.exact ? 0 : options.depth;
            limits.bestMoves = movesInTheBook(book, position, next) + 1;
            searcher.clearHash();
            const Analysis analysis = searcher.analyze(position, limits, cancel);
            if (cancel && cancel->load()) {
                report.stopped = true;
                break;
            }
            entry = entryOf(book, position, next, analysis);
        }
        report.added += !book.find(position).has_value();
        book.insert(position, entry);
        ++report.searched;
        if (progress && !progress(done + 1, todo.size()) && done + 1 < todo.size()) {
            report.stopped = true;
            break;
        }
    }
    book.propagate();
    return report;
}

}  // namespace hasami
