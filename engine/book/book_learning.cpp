// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/book/book_learning.h"

#include <algorithm>
#include <optional>

#include "engine/book/position_table.h"

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

// The entry of `position` from a search as `options` ask (solved from their empties), its leaf
// the best move whose position is not in the book (nor `next`); nullopt when it was cancelled.
std::optional<BookEntry> searchEntry(const OpeningBook& book, const Position& position,
                                     const Position* next, Searcher& searcher,
                                     const LearnOptions& options, const std::atomic<bool>* cancel) {
    if (position.isGameOver()) {
        return BookEntry{position.finalScore(), position.emptyCount(), true, false};
    }
    SearchLimits limits;
    limits.exact = position.emptyCount() <= options.exactEmpties;
    limits.depth = limits.exact ? 0 : options.depth;
    limits.bestMoves = movesInTheBook(book, position, next) + 1;
    searcher.clearHash();
    const Analysis analysis = searcher.analyze(position, limits, cancel);
    if (cancel && cancel->load()) return std::nullopt;
    return entryOf(book, position, next, analysis);
}

// Walks the book from `start` through the moves within `maxLoss` of the best (either side's),
// each position once, those with fewer than `leastEmpties` empties and finished games left out:
// `visit(position, entry)` says whether to go on through its moves, and `leaf(position, move)`
// hears of each leaf within the loss.
template <typename Visit, typename Leaf>
void walkWithinLoss(const OpeningBook& book, const Position& start, const DeviateOptions& options,
                    Visit&& visit, Leaf&& leaf) {
    PositionTable<bool> seen;
    std::vector<Position> todo{start};
    while (!todo.empty()) {
        const Position position = todo.back();
        todo.pop_back();
        const Position image = book.canonical(position);
        if (!seen.emplace({image.player(), image.opponent()}).second) continue;
        const std::optional<BookEntry> entry = book.find(position);
        if (!entry || position.emptyCount() < options.leastEmpties || position.isGameOver() ||
            !visit(position, *entry)) {
            continue;
        }
        const std::vector<BookMove> moves = book.movesOf(position);
        for (const BookMove& move : moves) {
            if (move.value < moves.front().value - options.maxLoss) break;  // best first
            if (move.leaf) {
                leaf(position, move.move);
            } else {
                todo.push_back(bookChild(position, move.move).position);
            }
        }
    }
}

// The leaves to expand and the positions whose leaf is not named, reached from `start` through
// the book's moves within `maxLoss` of the best.
struct Deviations {
    std::vector<std::pair<Position, Square>> leaves;
    std::vector<Position> unnamed;  // to search for their leaf
};

Deviations deviationsOf(const OpeningBook& book, const Position& start,
                        const DeviateOptions& options) {
    Deviations found;
    walkWithinLoss(
        book, start, options,
        [&](const Position& position, const BookEntry& entry) {
            // A leaf not named, or whose position came into the book by another line since:
            // the position is searched again for it.
            const bool stale = !entry.expanded && entry.leaf != kNoSquare &&
                               book.find(bookChild(position, entry.leaf).position).has_value();
            if (!entry.expanded && (entry.leaf == kNoSquare || stale)) {
                if (!entry.handSet) found.unnamed.push_back(position);
                return false;
            }
            return true;
        },
        [&](const Position& position, Square leaf) { found.leaves.emplace_back(position, leaf); });
    return found;
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
    if (progress && !todo.empty() && !progress(0, todo.size())) {
        report.stopped = true;
        todo.clear();
    }
    for (std::size_t done = 0; done < todo.size(); ++done) {
        const std::size_t i = todo[done];
        const Position& position = line[i];
        const Position* next = i + 1 < line.size() ? &line[i + 1] : nullptr;
        const std::optional<BookEntry> entry =
            searchEntry(book, position, next, searcher, options, cancel);
        if (!entry) {
            report.stopped = true;
            break;
        }
        report.added += !book.find(position).has_value();
        book.insert(position, *entry);
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

namespace hasami {

LearnReport deviateBook(OpeningBook& book, const Position& start, Searcher& searcher,
                        const DeviateOptions& options, const LearnProgress& progress,
                        const std::atomic<bool>* cancel) {
    LearnReport report;
    if (start.size() != book.boardSize()) return report;
    // The searches the round under way plans (each leaf: its position, then its parent again),
    // told with those done, so that the time left can be told.
    std::size_t planned = 1;
    // Searches `position` and puts it in the book; false when cancelled or told to stop.
    const auto search = [&](const Position& position) {
        const std::optional<BookEntry> entry =
            searchEntry(book, position, nullptr, searcher, options.search, cancel);
        if (!entry) return false;
        report.added += !book.find(position).has_value();
        book.insert(position, *entry);
        ++report.searched;
        planned = std::max(planned, report.searched);
        return !progress || progress(report.searched, planned);
    };
    const auto full = [&] { return options.most > 0 && report.added >= options.most; };
    bool going = book.find(start) || search(start);
    while (going && !full()) {
        const Deviations deviations = deviationsOf(book, start, options);
        if (deviations.leaves.empty() && deviations.unnamed.empty()) break;
        const std::size_t room =
            options.most > 0 ? options.most - report.added : deviations.leaves.size();
        planned = report.searched + deviations.unnamed.size() +
                  2 * std::min(deviations.leaves.size(), room);
        for (const Position& position : deviations.unnamed) {
            if (!(going = search(position))) break;
        }
        for (const auto& [parent, leaf] : deviations.leaves) {
            if (!going || full()) break;
            // The leaf's position (unless another line added it this round), then its parent
            // again for its next leaf.
            const Position child = bookChild(parent, leaf).position;
            going = (book.find(child) || search(child)) && search(parent);
        }
        book.propagate();
    }
    report.stopped = !going;
    report.positions = book.size();
    book.propagate();
    return report;
}

}  // namespace hasami

namespace hasami {

namespace {

// The positions reached from `start` through the book's moves within `maxLoss` of the best
// that a search of `depth` would know better, the fullest first.
std::vector<Position> shallowPositions(const OpeningBook& book, const Position& start,
                                       const DeviateOptions& options) {
    std::vector<Position> found;
    walkWithinLoss(
        book, start, options,
        [&](const Position& position, const BookEntry& entry) {
            if (!entry.expanded && !entry.exact && !entry.handSet &&
                entry.depth < options.search.depth) {
                found.push_back(position);
            }
            return true;
        },
        [](const Position&, Square) {});
    std::stable_sort(found.begin(), found.end(), [](const Position& a, const Position& b) {
        return a.emptyCount() < b.emptyCount();
    });
    return found;
}

}  // namespace

GrowthPlan growthPlanOf(const OpeningBook& book, const Position& start,
                        const DeviateOptions& options) {
    const Deviations deviations = deviationsOf(book, start, options);
    return {deviations.leaves.size(), deviations.unnamed.size(),
            shallowPositions(book, start, options).size()};
}

LearnReport enhanceBook(OpeningBook& book, const Position& start, Searcher& searcher,
                        const DeviateOptions& options, const LearnProgress& progress,
                        const std::atomic<bool>* cancel) {
    LearnReport report;
    if (start.size() != book.boardSize()) return report;
    bool going = true;
    while (going && !(options.most > 0 && report.searched >= options.most)) {
        const std::vector<Position> shallow = shallowPositions(book, start, options);
        if (shallow.empty()) break;
        for (std::size_t done = 0; done < shallow.size(); ++done) {
            const Position& position = shallow[done];
            if (options.most > 0 && report.searched >= options.most) break;
            const std::optional<BookEntry> entry =
                searchEntry(book, position, nullptr, searcher, options.search, cancel);
            if (!entry) {
                going = false;
                break;
            }
            book.insert(position, *entry);
            ++report.searched;
            if (progress && !progress(done + 1, shallow.size())) {
                going = false;
                break;
            }
        }
        book.propagate();
    }
    report.stopped = !going;
    report.positions = book.size();
    return report;
}

namespace {

// The book's children of `position` (the positions its moves lead to that the book holds).
template <typename Visit>
void forEachChildInTheBook(const OpeningBook& book, const Position& position, Visit&& visit) {
    for (const Square move : squaresOf(position.legalMoves())) {
        const Position child = bookChild(position, move).position;
        if (book.find(child)) visit(child);
    }
}

DiscsKey keyOf(const OpeningBook& book, const Position& position) {
    const Position image = book.canonical(position);
    return {image.player(), image.opponent()};
}

}  // namespace

std::size_t removeSubtree(OpeningBook& book, const Position& position) {
    if (!book.find(position)) return 0;
    // Below: every position reached from `position` through the book's moves.
    PositionTable<Position> below;
    std::vector<Position> todo{position};
    while (!todo.empty()) {
        const Position at = todo.back();
        todo.pop_back();
        const auto [slot, fresh] = below.emplace(keyOf(book, at));
        if (!fresh) continue;
        *slot = at;
        forEachChildInTheBook(book, at, [&](const Position& child) { todo.push_back(child); });
    }
    // Kept: those of them another position of the book reaches, not through `position`.
    const DiscsKey removed = keyOf(book, position);
    PositionTable<bool> kept;
    const auto reach = [&](const Position& child) {
        const DiscsKey key = keyOf(book, child);
        if (!(key == removed) && below.find(key) && kept.emplace(key).second) {
            todo.push_back(child);
        }
    };
    book.forEachPosition([&](const Position& at, const BookEntry&) {
        if (!below.find(keyOf(book, at))) forEachChildInTheBook(book, at, reach);
    });
    while (!todo.empty()) {
        const Position at = todo.back();
        todo.pop_back();
        forEachChildInTheBook(book, at, reach);
    }
    std::size_t count = 0;
    below.forEach([&](const DiscsKey& key, const Position& at) {
        if (!kept.find(key)) count += book.erase(at);
    });
    book.propagate();
    return count;
}

void setHandValue(OpeningBook& book, const Position& position, int value) {
    BookEntry entry = book.find(position).value_or(BookEntry{});
    entry.value = value;
    entry.exact = false;
    entry.handSet = true;
    book.insert(position, entry);
    book.propagate();
}

bool searchAgain(OpeningBook& book, const Position& position, Searcher& searcher,
                 const LearnOptions& options, const std::atomic<bool>* cancel) {
    const std::optional<BookEntry> entry =
        searchEntry(book, position, nullptr, searcher, options, cancel);
    if (!entry) return false;
    book.insert(position, *entry);
    book.propagate();
    return true;
}

}  // namespace hasami
