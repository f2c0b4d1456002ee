// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/game_session.h"

namespace hasami {

GameSession::GameSession(QObject* parent) : QObject(parent) {}

void GameSession::replace(const Game& game, const QString& file) {
    game_ = game;
    file_ = file;
    setModified(false);
    emit replaced();
    emit changed();
}

void GameSession::merge(const Game& other) {
    if (game_.merge(other)) edited();
}

void GameSession::setModified(bool modified) {
    if (modified == modified_) return;
    modified_ = modified;
    emit savedStateChanged();
}

void GameSession::markSaved(const QString& file) {
    const bool moved = !file.isEmpty() && file != file_;
    if (moved) file_ = file;
    if (modified_) {
        setModified(false);
    } else if (moved) {
        emit savedStateChanged();
    }
}

void GameSession::edited() {
    setModified(true);
    emit changed();
}

bool GameSession::play(Square move, const std::optional<ClockTimes>& clockAfter) {
    const Position before = game_.position();
    const std::size_t nodes = game_.nodeCount();
    if (!game_.play(move)) return false;
    if (clockAfter) game_.setClockAfter(game_.current(), *clockAfter);
    // A move the tree had already is a step along it, not a change.
    if (game_.nodeCount() != nodes) setModified(true);
    emit movePlayed(move, before);
    emit changed();
    return true;
}

bool GameSession::goTo(int ply) {
    if (ply == game_.ply() || !game_.goTo(ply)) return false;
    emit changed();
    return true;
}

bool GameSession::goToNode(NodeId node) {
    if (node == game_.current() || !game_.goToNode(node)) return false;
    emit changed();
    return true;
}

bool GameSession::chooseContinuation(NodeId child) {
    if (game_.continuationAfter(game_.parentOf(child)) == child ||
        !game_.chooseContinuation(child)) {
        return false;
    }
    emit changed();
    return true;
}

void GameSession::setDetails(const GameDetails& details) {
    if (details == game_.details()) return;
    game_.setDetails(details);
    edited();
}

void GameSession::setComment(NodeId node, std::string_view comment) {
    if (!game_.contains(node)) return;
    game_.setComment(node, comment);
    edited();
}

bool GameSession::promoteVariation(NodeId node) {
    if (!game_.promoteVariation(node)) return false;
    edited();
    return true;
}

bool GameSession::promoteToMainLine(NodeId node) {
    if (!game_.promoteToMainLine(node)) return false;
    edited();
    return true;
}

bool GameSession::remove(NodeId node) {
    if (!game_.remove(node)) return false;
    edited();
    return true;
}

}  // namespace hasami
