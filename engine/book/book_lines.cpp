// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/book/book_lines.h"

#include <algorithm>
#include <limits>

namespace hasami {

namespace {

constexpr std::uint64_t kMost = std::numeric_limits<std::uint64_t>::max();

std::uint64_t plus(std::uint64_t a, std::uint64_t b) {
    return a > kMost - b ? kMost : a + b;  // a book so wide it cannot be known: as many as can be
}

}  // namespace

std::size_t BookLineCounter::KeyHash::operator()(const Key& key) const {
    return std::hash<Bitboard>()(key.player * 0x9E3779B97F4A7C15ULL ^ key.opponent);
}

BookLines BookLineCounter::afterMove(const Position& position, Square move) {
    const BookChild child = bookChild(position, move);
    const BookLines below = linesOf(child.position);
    // After a pass the mover is to move again.
    return child.sameSide ? below : BookLines{below.other, below.mover};
}

BookLines BookLineCounter::linesOf(const Position& position) {
    const Position canonical = book_.canonical(position);
    const Key key{canonical.player(), canonical.opponent()};
    if (const auto found = known_.find(key); found != known_.end()) return found->second;
    const std::vector<BookMove> moves = book_.movesOf(position);
    BookLines lines;
    if (!moves.empty()) {
        // The mover needs one of its best moves, the one of fewest lines; the other player
        // every move the mover may make.
        lines.mover = kMost;
        lines.other = 0;
        const int best = moves.front().value;  // best first
        for (const BookMove& move : moves) {
            const BookLines after = afterMove(position, move.move);
            if (move.value == best) lines.mover = std::min(lines.mover, after.mover);
            lines.other = plus(lines.other, after.other);
        }
    }
    known_.emplace(key, lines);
    return lines;
}

std::vector<BookMoveLines> BookLineCounter::movesOf(const Position& position) {
    std::vector<BookMoveLines> lines;
    const bool blackMoves = position.sideToMove() == Color::Black;
    for (const BookMove& move : book_.movesOf(position)) {
        const BookLines after = afterMove(position, move.move);
        lines.push_back({move.move, blackMoves ? after.mover : after.other,
                         blackMoves ? after.other : after.mover});
    }
    return lines;
}

}  // namespace hasami
