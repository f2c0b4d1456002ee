// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/board/position.h"

#include "engine/board/score.h"

#include <cassert>

namespace hasami {

Position::Position(Bitboard player, Bitboard opponent, int size, Color side)
    : player_(player),
      opponent_(opponent),
      squares_(boardMask(size)),
      size_(static_cast<std::uint8_t>(size)),
      side_(side) {
    assert(isSupportedSize(size));
    assert((player & opponent) == 0);
    assert(((player | opponent) & ~squares_) == 0);
}

Position Position::initial(int size) {
    const int low = size / 2 - 1;
    const int high = size / 2;
    const Bitboard white = bit(squareAt(low, low)) | bit(squareAt(high, high));
    const Bitboard black = bit(squareAt(high, low)) | bit(squareAt(low, high));
    return fromDiscs(size, black, white, Color::Black);
}

Position Position::fromDiscs(int size, Bitboard black, Bitboard white, Color sideToMove) {
    return sideToMove == Color::Black ? Position(black, white, size, sideToMove)
                                      : Position(white, black, size, sideToMove);
}

bool Position::isLegal(Square square) const {
    if (square == kPass) return mustPass();
    return isGridSquare(square) && (legalMoves() & bit(square)) != 0;
}

Bitboard Position::flipsFor(Square square) const {
    if (!isOnBoard(square) || (empties() & bit(square)) == 0) return 0;
    return hasami::flips(player_, opponent_, square);
}

Position Position::play(Square move) const {
    assert(isLegal(move));
    if (move == kPass) return pass();
    const Child child = childOf(player_, opponent_, move, hasami::flips(player_, opponent_, move));
    return Position(child.player, child.opponent, size_, opposite(side_));
}

Position Position::pass() const {
    return Position(opponent_, player_, size_, opposite(side_));
}

int Position::finalScore() const {
    return hasami::finalScore(player_, opponent_, size_ * size_);
}

}  // namespace hasami
