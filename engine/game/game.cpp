// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/game/game.h"

namespace hasami {

Game::Game(const Position& start) : positions_{start} {}

bool Game::play(Square move) {
    const Position& current = position();
    if (!current.isLegal(move)) return false;
    const Position next = current.play(move);
    moves_.resize(ply_);
    positions_.resize(ply_ + 1);
    moves_.push_back(move);
    positions_.push_back(next);
    ++ply_;
    return true;
}

bool Game::undo() {
    return goTo(ply_ - 1);
}

bool Game::redo() {
    return goTo(ply_ + 1);
}

bool Game::goTo(int ply) {
    if (ply < 0 || ply > length()) return false;
    ply_ = ply;
    return true;
}

int Game::scoreFor(Color color) const {
    const Position& current = position();
    const int score = current.finalScore();
    return color == current.sideToMove() ? score : -score;
}

}  // namespace hasami
