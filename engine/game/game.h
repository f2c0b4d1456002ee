// SPDX-License-Identifier: GPL-3.0-or-later
// A game: the tree of every move tried from its start position, and the node shown. Playing a
// move where the record already goes on differently makes a variation beside it: nothing is
// ever dropped but by remove(). The first child of each node is its main line.
//
// The current line is what undo, redo, browsing and a review walk: the path from the start to
// the node shown, continued by the child last visited at each node (else the main-line
// child), as the analysis boards of Lichess and ChessBase do. Positions, moves and plies
// without a node id are the current line's. A node also keeps a comment and the clock times
// after its move; analyses are kept by position elsewhere (AnalysisStore), so that
// transpositions share them.
#pragma once

#include <chrono>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/board/position.h"
#include "engine/game/result.h"

namespace hasami {

using NodeId = int;
inline constexpr NodeId kNoNode = -1;
inline constexpr NodeId kRootNode = 0;

// The time each side had left on its clock after a move.
struct ClockTimes {
    std::chrono::milliseconds black{0};
    std::chrono::milliseconds white{0};
    bool operator==(const ClockTimes&) const = default;
};

// What a game's record says of it besides its moves. Each is one line of text; the date is
// written YYYY-MM-DD; the result is Black's margin (written "36-28", engine/game/result.h).
struct GameDetails {
    std::string black;  // the players' names
    std::string white;
    std::string event;
    std::string place;
    std::string date;
    std::string round;
    std::optional<GameResult> result;
    std::string note;
    bool operator==(const GameDetails&) const = default;
    bool empty() const { return *this == GameDetails(); }
};

class Game {
public:
    explicit Game(const Position& start = Position::initial());

    // The tree. Ids stay valid until their node is removed; the root is kRootNode.
    bool contains(NodeId node) const;                  // a node of the tree, not removed
    std::size_t nodeCount() const { return living_; }  // the root included
    NodeId parentOf(NodeId node) const { return nodes_[node].parent; }
    std::span<const NodeId> childrenOf(NodeId node) const { return nodes_[node].children; }
    Square moveOf(NodeId node) const { return nodes_[node].move; }  // kNoSquare for the root
    // The moves from the start to `node`, and those of the main line (each node's first
    // child), forced passes included.
    std::vector<Square> movesTo(NodeId node) const;
    std::vector<Square> mainLineMoves() const;
    const Position& positionOf(NodeId node) const { return nodes_[node].position; }
    int depthOf(NodeId node) const { return nodes_[node].depth; }  // moves from the start
    // Whether `node` is on the main line: the first child all the way from the root.
    bool isOnMainLine(NodeId node) const;
    const std::string& commentOf(NodeId node) const { return nodes_[node].comment; }
    // Blanks at either end of a comment are left out (the game file escapes a '}' of it).
    void setComment(NodeId node, std::string_view comment);
    const std::optional<ClockTimes>& clockAfter(NodeId node) const { return nodes_[node].clock; }
    void setClockAfter(NodeId node, const ClockTimes& times) { nodes_[node].clock = times; }

    // The child of `parent` that plays `move`, made if there is none yet (after the others: a
    // variation when there are some); kNoNode if the move is not legal there. The node shown
    // and the current line stay as they are.
    NodeId addMove(NodeId parent, Square move);
    // Adds every move of `other`'s tree that this one lacks (the same start position, else
    // nothing), after the moves already here; a comment or clock times of `other` go to a move
    // that has none. The node shown and the current line stay. True if anything was added.
    bool merge(const Game& other);
    // Moves the variation that `node` is on one place up among its siblings (to the main line
    // when it was the first variation); false if `node` is on the main line.
    bool promoteVariation(NodeId node);
    // Makes the line through `node` the main line; false if it already is.
    bool promoteToMainLine(NodeId node);
    // Removes `node` and every move after it (not the root). The node shown moves back to
    // `node`'s parent when it was among them.
    bool remove(NodeId node);

    // Makes the current line go on with `child` after its parent, which must be on the
    // current line at the node shown or after it; the node shown stays. False otherwise.
    bool chooseContinuation(NodeId child);
    // The node the current line goes on with after `node` (kNoNode at the line's end).
    NodeId continuationAfter(NodeId node) const { return continuationOf(node); }

    // The node shown, and going to any node of the tree: the current line then passes
    // through it.
    NodeId current() const { return lineNodes_[ply_]; }
    bool goToNode(NodeId node);

    const Position& start() const { return nodes_[kRootNode].position; }
    const Position& position() const { return positionOf(current()); }
    int ply() const { return ply_; }  // moves played up to the node shown
    // The current line: its moves from the start (forced passes included), their number, and
    // the node and position after the first `ply` of them, 0 <= ply <= length().
    std::span<const Square> moves() const { return lineMoves_; }
    int length() const { return int(lineMoves_.size()); }
    NodeId nodeAt(int ply) const { return lineNodes_.at(ply); }
    const Position& positionAt(int ply) const { return positionOf(nodeAt(ply)); }
    std::span<const Square> playedMoves() const { return {lineMoves_.data(), std::size_t(ply_)}; }
    Square lastMove() const { return ply_ > 0 ? lineMoves_[ply_ - 1] : kNoSquare; }

    // Plays a legal move (kPass when it is forced) at the node shown: goes on along the
    // record where it has the move there, else makes a variation. False and no change if the
    // move is not legal.
    bool play(Square move);

    // Along the current line; nothing is dropped.
    bool canUndo() const { return ply_ > 0; }
    bool canRedo() const { return ply_ < length(); }
    bool undo();
    bool redo();
    bool goTo(int ply);  // false and no change if ply is outside 0..length()

    // The moves from the start to the node shown, as a game of its own (with the details).
    Game playedLine() const;

    const GameDetails& details() const { return details_; }
    // Keeps each detail on one line: line breaks become spaces, blanks at the ends go.
    void setDetails(const GameDetails& details);

    bool isOver() const { return position().isGameOver(); }
    // Final disc difference from `color`'s side, empties to the winner (for a finished game).
    int scoreFor(Color color) const;

private:
    struct Node {
        Square move = kNoSquare;
        Position position;
        NodeId parent = kNoNode;
        int depth = 0;
        std::vector<NodeId> children;  // the main line's first
        NodeId visited = kNoNode;      // the child last visited, if any
        std::string comment;
        std::optional<ClockTimes> clock;
        bool removed = false;
    };

    // The child the current line goes on with after `node`, or kNoNode at a leaf.
    NodeId continuationOf(NodeId node) const;
    // Marks the path from the root to `node` as visited and makes it the current line, shown.
    void showNode(NodeId node);
    // Builds the current line again: through the node shown, then along the visited children.
    void rebuildLine(NodeId shown);

    std::vector<Node> nodes_;
    GameDetails details_;
    std::size_t living_ = 1;
    std::vector<NodeId> lineNodes_;  // the current line's nodes, the root first
    std::vector<Square> lineMoves_;  // their moves
    int ply_ = 0;                    // the node shown is lineNodes_[ply_]
};

}  // namespace hasami
