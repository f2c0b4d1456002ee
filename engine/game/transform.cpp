// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/game/transform.h"

#include <unordered_map>

#include "engine/board/symmetry.h"

namespace hasami {

namespace {

Square turned(Square square, int size, int symmetry) {
    return isGridSquare(square) ? transformSquare(square, size, symmetry) : square;
}

}  // namespace

Position transformPosition(const Position& position, int symmetry) {
    const int size = position.size();
    return Position::fromDiscs(size, transformDiscs(position.discs(Color::Black), size, symmetry),
                               transformDiscs(position.discs(Color::White), size, symmetry),
                               position.sideToMove());
}

std::vector<int> symmetriesKeeping(const Position& start) {
    std::vector<int> kept;
    for (int symmetry = 0; symmetry < kSymmetries; ++symmetry) {
        if (transformPosition(start, symmetry) == start) kept.push_back(symmetry);
    }
    return kept;
}

Game transformGame(const Game& game, int symmetry) {
    const int size = game.start().size();
    Game result(transformPosition(game.start(), symmetry));
    std::unordered_map<NodeId, NodeId> image{{kRootNode, kRootNode}};
    result.setComment(kRootNode, game.commentOf(kRootNode));
    // Each node's children are added in their order, so the main line stays the main line.
    std::vector<NodeId> pending{kRootNode};
    while (!pending.empty()) {
        const NodeId node = pending.back();
        pending.pop_back();
        for (NodeId child : game.childrenOf(node)) {
            const NodeId copy =
                result.addMove(image.at(node), turned(game.moveOf(child), size, symmetry));
            result.setComment(copy, game.commentOf(child));
            if (const auto& clock = game.clockAfter(child)) result.setClockAfter(copy, *clock);
            image[child] = copy;
            pending.push_back(child);
        }
    }
    result.setDetails(game.details());
    result.goToNode(image.at(game.current()));
    for (int ply = game.ply() + 1; ply <= game.length(); ++ply) {
        result.chooseContinuation(image.at(game.nodeAt(ply)));
    }
    return result;
}

AnalysisStore transformAnalyses(const AnalysisStore& store, int symmetry) {
    AnalysisStore result;
    store.forEach([&](const Position& position, const Analysis* analysis,
                      const std::optional<PositionValue>& value) {
        const Position image = transformPosition(position, symmetry);
        if (analysis) {
            Analysis copy = *analysis;
            for (MoveValue& move : copy.moves) {
                move.move = turned(move.move, position.size(), symmetry);
                for (Square& square : move.line) square = turned(square, position.size(), symmetry);
            }
            result.storeAnalysis(image, copy);
        }
        if (value) result.storeValue(image, *value);
    });
    return result;
}

std::optional<int> symmetryToF5(const Game& game) {
    if (game.start() != Position::initial(8)) return std::nullopt;
    const std::span<const NodeId> first = game.childrenOf(kRootNode);
    if (first.empty()) return std::nullopt;
    const Square f5 = squareAt(5, 4);  // column f, row 5
    for (int symmetry : symmetriesKeeping(game.start())) {
        if (transformSquare(game.moveOf(first.front()), 8, symmetry) == f5) return symmetry;
    }
    return std::nullopt;
}

}  // namespace hasami
