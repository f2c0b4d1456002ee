// SPDX-License-Identifier: GPL-3.0-or-later
// A game record: the start position and every move played, forced passes included.
// Undo and redo move a cursor through the record; playing a move at the cursor drops the
// moves after it.
#pragma once

#include <span>
#include <vector>

#include "engine/board/position.h"

namespace hasami {

class Game {
public:
    explicit Game(const Position& start = Position::initial());

    const Position& start() const { return positions_.front(); }
    const Position& position() const { return positions_[ply_]; }
    // The position after the first `ply` moves of the record, 0 <= ply <= length().
    const Position& positionAt(int ply) const { return positions_.at(ply); }

    int ply() const { return ply_; }              // moves played up to the current position
    int length() const { return moves_.size(); }  // moves in the record, redo tail included
    std::span<const Square> moves() const { return moves_; }
    std::span<const Square> playedMoves() const { return {moves_.data(), std::size_t(ply_)}; }
    Square lastMove() const { return ply_ > 0 ? moves_[ply_ - 1] : kNoSquare; }

    // Plays a legal move (kPass when it is forced) at the cursor; false and no change if the
    // move is illegal.
    bool play(Square move);

    bool canUndo() const { return ply_ > 0; }
    bool canRedo() const { return ply_ < length(); }
    bool undo();
    bool redo();
    bool goTo(int ply);  // false and no change if ply is outside 0..length()

    bool isOver() const { return position().isGameOver(); }
    // Final disc difference from `color`'s side, empties to the winner (for a finished game).
    int scoreFor(Color color) const;

private:
    std::vector<Square> moves_;
    std::vector<Position> positions_;  // positions_[i]: after the first i moves
    int ply_ = 0;
};

}  // namespace hasami
