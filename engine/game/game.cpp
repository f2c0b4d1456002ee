// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/game/game.h"

#include <algorithm>

#include "engine/util/words.h"

namespace hasami {

Game::Game(const Position& start) {
    Node root;
    root.position = start;
    nodes_.push_back(std::move(root));
    lineNodes_.push_back(kRootNode);
}

bool Game::contains(NodeId node) const {
    return node >= 0 && node < NodeId(nodes_.size()) && !nodes_[node].removed;
}

bool Game::isOnMainLine(NodeId node) const {
    for (; node != kRootNode; node = parentOf(node)) {
        if (childrenOf(parentOf(node)).front() != node) return false;
    }
    return true;
}

void Game::setComment(NodeId node, std::string_view comment) {
    nodes_[node].comment = trimmed(comment);
}

NodeId Game::addMove(NodeId parent, Square move) {
    for (NodeId child : childrenOf(parent)) {
        if (moveOf(child) == move) return child;
    }
    const Position& before = positionOf(parent);
    if (!before.isLegal(move)) return kNoNode;
    Node node;
    node.move = move;
    node.position = before.play(move);
    node.parent = parent;
    node.depth = depthOf(parent) + 1;
    const NodeId id = NodeId(nodes_.size());
    nodes_.push_back(std::move(node));
    nodes_[parent].children.push_back(id);
    ++living_;
    // A new node at the end of the current line lengthens it.
    if (lineNodes_.back() == parent && continuationOf(parent) == id) rebuildLine(current());
    return id;
}

bool Game::merge(const Game& other) {
    if (other.start() != start()) return false;
    bool added = false;
    // Pairs of the same node in both trees, walked from the root.
    std::vector<std::pair<NodeId, NodeId>> pending{{kRootNode, kRootNode}};
    while (!pending.empty()) {
        const auto [theirs, ours] = pending.back();
        pending.pop_back();
        for (const NodeId child : other.childrenOf(theirs)) {
            const std::size_t before = nodes_.size();
            const NodeId mine = addMove(ours, other.moveOf(child));
            if (mine == kNoNode) continue;
            added = added || nodes_.size() != before;
            if (commentOf(mine).empty() && !other.commentOf(child).empty()) {
                nodes_[mine].comment = other.commentOf(child);
                added = true;
            }
            if (!clockAfter(mine) && other.clockAfter(child)) {
                nodes_[mine].clock = other.clockAfter(child);
                added = true;
            }
            pending.emplace_back(child, mine);
        }
    }
    return added;
}

NodeId Game::continuationOf(NodeId node) const {
    const Node& n = nodes_[node];
    if (n.children.empty()) return kNoNode;
    return contains(n.visited) ? n.visited : n.children.front();
}

void Game::rebuildLine(NodeId shown) {
    std::vector<NodeId> path;
    for (NodeId node = shown; node != kNoNode; node = parentOf(node)) path.push_back(node);
    std::reverse(path.begin(), path.end());
    ply_ = int(path.size()) - 1;
    for (NodeId next = continuationOf(shown); next != kNoNode; next = continuationOf(next)) {
        path.push_back(next);
    }
    lineNodes_ = std::move(path);
    lineMoves_.clear();
    for (std::size_t i = 1; i < lineNodes_.size(); ++i) lineMoves_.push_back(moveOf(lineNodes_[i]));
}

void Game::showNode(NodeId node) {
    for (NodeId child = node; child != kRootNode; child = parentOf(child)) {
        nodes_[parentOf(child)].visited = child;
    }
    rebuildLine(node);
}

bool Game::chooseContinuation(NodeId child) {
    if (!contains(child) || child == kRootNode) return false;
    const NodeId parent = parentOf(child);
    const int depth = depthOf(parent);
    if (depth < ply_ || depth >= int(lineNodes_.size()) || lineNodes_[depth] != parent) {
        return false;
    }
    nodes_[parent].visited = child;
    rebuildLine(current());
    return true;
}

bool Game::goToNode(NodeId node) {
    if (!contains(node)) return false;
    showNode(node);
    return true;
}

bool Game::play(Square move) {
    const NodeId child = addMove(current(), move);
    if (child == kNoNode) return false;
    showNode(child);
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

bool Game::promoteVariation(NodeId node) {
    if (!contains(node)) return false;
    // The first node of the variation that `node` is on: the nearest that is not a first child.
    while (node != kRootNode && childrenOf(parentOf(node)).front() == node) node = parentOf(node);
    if (node == kRootNode) return false;
    std::vector<NodeId>& siblings = nodes_[parentOf(node)].children;
    const auto at = std::find(siblings.begin(), siblings.end(), node);
    std::iter_swap(at, at - 1);
    rebuildLine(current());
    return true;
}

bool Game::promoteToMainLine(NodeId node) {
    if (!contains(node) || isOnMainLine(node)) return false;
    for (; node != kRootNode; node = parentOf(node)) {
        std::vector<NodeId>& siblings = nodes_[parentOf(node)].children;
        const auto at = std::find(siblings.begin(), siblings.end(), node);
        std::rotate(siblings.begin(), at, at + 1);
    }
    rebuildLine(current());
    return true;
}

bool Game::remove(NodeId node) {
    if (!contains(node) || node == kRootNode) return false;
    const NodeId parent = parentOf(node);
    std::vector<NodeId>& siblings = nodes_[parent].children;
    siblings.erase(std::find(siblings.begin(), siblings.end(), node));
    if (nodes_[parent].visited == node) nodes_[parent].visited = kNoNode;
    // Removed iteratively from the deepest: a long line must not overflow the stack.
    std::vector<NodeId> pending{node};
    while (!pending.empty()) {
        const NodeId next = pending.back();
        pending.pop_back();
        nodes_[next].removed = true;
        --living_;
        for (NodeId child : nodes_[next].children) pending.push_back(child);
    }
    NodeId shown = current();
    if (!contains(shown)) shown = parent;
    rebuildLine(shown);
    return true;
}

Game Game::playedLine() const {
    Game line(start());
    for (Square move : playedMoves()) line.play(move);
    line.details_ = details_;
    return line;
}

void Game::setDetails(const GameDetails& details) {
    details_ = details;
    for (std::string* text : {&details_.black, &details_.white, &details_.event, &details_.place,
                              &details_.date, &details_.round, &details_.note}) {
        std::replace_if(
            text->begin(), text->end(), [](char c) { return c == '\n' || c == '\r'; }, ' ');
        *text = std::string(trimmed(*text));
    }
}

int Game::scoreFor(Color color) const {
    const Position& now = position();
    const int score = now.finalScore();
    return color == now.sideToMove() ? score : -score;
}

std::vector<Square> Game::movesTo(NodeId node) const {
    std::vector<Square> moves;
    for (; node != kRootNode; node = parentOf(node)) moves.push_back(moveOf(node));
    std::reverse(moves.begin(), moves.end());
    return moves;
}

std::vector<Square> Game::mainLineMoves() const {
    std::vector<Square> moves;
    for (NodeId node = kRootNode; !childrenOf(node).empty();) {
        node = childrenOf(node).front();
        moves.push_back(moveOf(node));
    }
    return moves;
}

}  // namespace hasami
