// SPDX-License-Identifier: GPL-3.0-or-later
// What analysis found about the positions of a game: every move's value where a position was
// analysed (the evaluations on the board, a game review), the value of a position where only
// a search was made (the computer's own moves), and what that says of each move played: its
// loss against the best move. The game file keeps the analyses (engine/formats/game_file.h).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "engine/game/game.h"
#include "engine/search/types.h"
#include "engine/util/parsed.h"

namespace hasami {

// A position's value for its side to move.
struct PositionValue {
    int score = 0;
    int depth = 0;       // plies searched; the empties when exact
    bool exact = false;  // the final disc difference under best play
};

// A move's loss of this many discs or more against the best move is marked as a mistake.
inline constexpr int kMistakeLoss = 4;

// One move of a game as its review sees it.
struct MoveReview {
    Square move = kNoSquare;
    int score = 0;  // the move's value for its player
    int best = 0;   // the best move's value there
    bool exact = false;
    bool book = false;                         // the values are the opening book's
    Square bestMove = kNoSquare;               // a move worth `best`: `move` when it is one
    int loss() const { return best - score; }  // 0 for a best move
    bool isMistake() const { return loss() >= kMistakeLoss; }
};

class AnalysisStore {
public:
    // The analysis of `position` that values every move, if one was made.
    const Analysis* analysisOf(const Position& position) const;
    // Whether `position` is analysed to `depth` plies at least, or exactly, every move valued.
    bool isAnalysed(const Position& position, int depth) const;
    // What the board shows of `position`: the deeper of the analysis of every move and the one
    // of the best moves (Analysis::bestMoves), if either was made.
    const Analysis* boardAnalysisOf(const Position& position) const;
    // Whether the board has what it needs of `position`: an analysis to `depth` plies at least,
    // or exactly, of every move or, with `bestMoves` above 0, of that many best moves or more.
    bool isAnalysed(const Position& position, int depth, int bestMoves) const;
    // Keeps `analysis` of `position` unless what is known went as deep or was exact (with the
    // best move's line known, when it is the same best move and comes without one). An
    // analysis that does not value every legal move yet is not kept. One of the best moves
    // only is kept apart, for the board: reviews, files and transforms use the other kind.
    void storeAnalysis(const Position& position, const Analysis& analysis);
    // Keeps a search's value of `position` unless what is known went as deep or was exact.
    void storeValue(const Position& position, const PositionValue& value);
    // The best known value of `position`: its final score when the game is over, else the
    // deepest of its analysis and its searches.
    std::optional<PositionValue> valueOf(const Position& position) const;

    // Calls `visit(position, analysis or null, value)` for each position known.
    template <typename Visit>
    void forEach(Visit visit) const {
        for (const auto& [key, entry] : entries_) {
            const auto& [size, player, opponent, side] = key;
            const Position position = side == Color::Black
                                          ? Position::fromDiscs(size, player, opponent, side)
                                          : Position::fromDiscs(size, opponent, player, side);
            visit(position, entry.analysis ? &*entry.analysis : nullptr, entry.value);
        }
    }

    // Keeps what `other` knows wherever it knows more.
    void merge(const AnalysisStore& other);

    std::size_t size() const { return entries_.size(); }
    void clear() { entries_.clear(); }

private:
    struct Entry {
        std::optional<Analysis> analysis;
        std::optional<Analysis> best;  // of the best moves only
        std::optional<PositionValue> value;
    };
    using Key = std::tuple<int, Bitboard, Bitboard, Color>;
    static Key keyOf(const Position& position);

    std::map<Key, Entry> entries_;
};

// The positions a review of the game has valued (Analyze Game): the moves played from them
// count in its totals. Kept with the game (the reviewed line of engine/formats/game_file.h).
// Each keeps the analysis the review valued it by, as it was then, so that the review's values
// and totals stay as they are while deeper analyses come in (the position shown deepening).
class ReviewedPositions {
public:
    // Adds `position`, with `asReviewed` as its analysis when given (replacing the one kept).
    void add(const Position& position, const Analysis* asReviewed = nullptr);
    bool contains(const Position& position) const;
    // The analysis `position` was reviewed by; null when none is kept.
    const Analysis* analysisOf(const Position& position) const;
    const std::vector<Position>& positions() const { return positions_; }

private:
    std::vector<Position> positions_;                // sorted by AnalysisStore's key
    std::vector<std::optional<Analysis>> analyses_;  // by the index of positions_
};

// The review of `move` played from `before`, if `before` was analysed (none for a pass): the
// best value there, and the move's, which is the value of the position it leads to where that
// was analysed as deep (so that the losses of a game's moves account for its result), else the
// move's own value in the analysis of `before`.
std::optional<MoveReview> reviewMove(const Position& before, Square move,
                                     const AnalysisStore& store);

// The review of `game`'s record as one chain, from its end back to its start: each position's
// value is the best of its analysed moves, the move played worth what the position it leads to
// is worth in the chain (the game's end its final score, a pass the value after it). So each
// move's loss is what the chain's values before and after it differ by, never below zero, and
// wherever every position of a stretch is analysed, Black's losses minus White's over it are
// exactly its first value minus its last (both for Black): the review's totals account for the
// result, whatever depths the analyses were made at.
struct LineReview {
    std::vector<std::optional<MoveReview>> moves;      // by ply; none where not analysed, passes
    std::vector<std::optional<PositionValue>> values;  // by ply, 0 to the end: the chain's value
                                                       // of each position, for its side to move
};
// Positions of `asReviewed` are valued by the analysis they were reviewed by.
LineReview reviewLine(const Game& game, const AnalysisStore& store,
                      const ReviewedPositions* asReviewed = nullptr);

// The chain of `game`'s current line valued by what the review kept alone (`reviewed`, each
// position with the analysis it was reviewed by), its moves from the positions reviewed
// alone: what a review's totals and report count, which no later analysis changes.
LineReview reviewedLine(const Game& game, const ReviewedPositions& reviewed);

// The review of the move played at each ply of `game`'s record, where the position before it
// was analysed (none for the rest, and for forced passes): reviewLine's moves.
std::vector<std::optional<MoveReview>> reviewMoves(const Game& game, const AnalysisStore& store);

// Whether `analysis` values every legal move of `position` once and nothing else (the pass
// alone when it is forced).
bool valuesEveryMove(const Position& position, const Analysis& analysis);

}  // namespace hasami
