// SPDX-License-Identifier: GPL-3.0-or-later
// The simple player of docs/engine.md ("Players and the arena"), kept as the baseline every
// stronger player must beat: alpha-beta to depth 6 over a square-weight table (one for the
// first part of the game, one for later), a mobility term and a term against flipping many
// discs early; near the end it counts discs and searches deeper, to the end of the game.
#pragma once

#include "engine/board/geometry.h"
#include "engine/players/player.h"

namespace hasami {

class TablePlayer final : public Player {
public:
    SearchInfo chooseMove(const Position& position, const std::atomic<bool>* cancel = nullptr,
                          const ProgressCallback& progress = {}) override;

    // The search depth the player uses with `empties` empty squares on a board of `squares`.
    static int depthFor(int empties, int squares);
    // Its evaluation of (player to move, opponent), in its own units; discs near the end.
    static int evaluate(Bitboard player, Bitboard opponent, const Geometry& geometry);

private:
    int search(Bitboard player, Bitboard opponent, int depth, int alpha, int beta);

    const Geometry* geometry_ = nullptr;
    const std::atomic<bool>* cancel_ = nullptr;
    std::uint64_t nodes_ = 0;
};

}  // namespace hasami
