// SPDX-License-Identifier: GPL-3.0-or-later
// A Reversi position: the discs of both sides, who is to move, and the board size.
// A small value type (four words): copy it freely; playing a move returns a new position.
#pragma once

#include <cstdint>

#include "engine/board/bitboard.h"
#include "engine/board/movegen.h"

namespace hasami {

enum class Color : std::uint8_t { Black, White };

constexpr Color opposite(Color color) {
    return color == Color::Black ? Color::White : Color::Black;
}

class Position {
public:
    Position() : Position(initial()) {}  // the 8x8 start

    // The usual start: the four centre squares set crosswise, white on d4 and e5 for 8x8
    // (the diagonal running from the top-left), Black to move.
    static Position initial(int size = 8);

    // The discs given per colour. Preconditions: a supported size, disjoint sets inside the
    // board (the parsers in notation.h check this for outside input).
    static Position fromDiscs(int size, Bitboard black, Bitboard white, Color sideToMove);

    int size() const { return size_; }
    Bitboard squares() const { return squares_; }
    Color sideToMove() const { return side_; }

    Bitboard player() const { return player_; }
    Bitboard opponent() const { return opponent_; }
    Bitboard discs(Color color) const { return color == side_ ? player_ : opponent_; }
    Bitboard empties() const { return squares_ & ~(player_ | opponent_); }
    // A square of this board (not kPass, kNoSquare or a square off a small board).
    bool isOnBoard(Square square) const { return isGridSquare(square) && (squares_ & bit(square)); }
    int discCount(Color color) const { return popcount(discs(color)); }
    int emptyCount() const { return popcount(empties()); }

    Bitboard legalMoves() const { return hasami::legalMoves(player_, opponent_, empties()); }
    bool isLegal(Square square) const;  // a legal disc move, or the pass when it is forced
    bool hasMoves() const { return legalMoves() != 0; }
    bool opponentHasMoves() const { return hasami::legalMoves(opponent_, player_, empties()) != 0; }
    bool mustPass() const { return !hasMoves() && opponentHasMoves(); }
    bool isGameOver() const { return !hasMoves() && !opponentHasMoves(); }

    // Discs flipped by playing `square`; 0 when the square is not a legal move.
    Bitboard flipsFor(Square square) const;

    // The position after a legal move (kPass included). Precondition: isLegal(move).
    Position play(Square move) const;
    Position pass() const;

    // Disc difference for the side to move, empties going to the side with more discs:
    // the score of a finished game under the usual tournament rule.
    int finalScore() const;

    bool operator==(const Position&) const = default;

private:
    Position(Bitboard player, Bitboard opponent, int size, Color side);

    Bitboard player_ = 0;
    Bitboard opponent_ = 0;
    Bitboard squares_ = 0;
    std::uint8_t size_ = 8;
    Color side_ = Color::Black;
};

}  // namespace hasami
