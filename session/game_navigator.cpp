// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/game_navigator.h"

namespace hasami {

bool GameNavigator::allows(const Intent& intent) const {
    const Game& game = session_.game();
    const NodeId node = intent.node;
    switch (intent.kind) {
        case Intent::Kind::GoToPly:
            return intent.ply != game.ply() && intent.ply >= 0 && intent.ply <= game.length();
        case Intent::Kind::GoToNode:
            return game.contains(node) && node != game.current();
        case Intent::Kind::RemoveLine:
            return game.contains(node) && node != kRootNode;
        case Intent::Kind::RemoveMovesAfter:
            return game.contains(node) && !game.childrenOf(node).empty();
        case Intent::Kind::ChooseContinuation:
            return game.contains(node) && node != kRootNode &&
                   game.continuationAfter(game.parentOf(node)) != node;
        case Intent::Kind::PromoteVariation:
        case Intent::Kind::PromoteToMainLine:
            return game.contains(node) && !game.isOnMainLine(node);
        case Intent::Kind::PlaySquare:
        case Intent::Kind::Undo:
        case Intent::Kind::Redo:
            break;
    }
    return false;
}

void GameNavigator::apply(const Intent& intent) {
    if (!allows(intent)) return;
    const Game& game = session_.game();
    switch (intent.kind) {
        case Intent::Kind::GoToPly:
            session_.goTo(intent.ply);
            break;
        case Intent::Kind::GoToNode:
            session_.goToNode(intent.node);
            break;
        case Intent::Kind::RemoveLine:
            session_.remove(intent.node);
            break;
        case Intent::Kind::RemoveMovesAfter:
            while (!game.childrenOf(intent.node).empty()) {
                session_.remove(game.childrenOf(intent.node).back());
            }
            break;
        case Intent::Kind::ChooseContinuation:
            session_.chooseContinuation(intent.node);
            break;
        case Intent::Kind::PromoteVariation:
            session_.promoteVariation(intent.node);
            break;
        case Intent::Kind::PromoteToMainLine:
            session_.promoteToMainLine(intent.node);
            break;
        case Intent::Kind::PlaySquare:
        case Intent::Kind::Undo:
        case Intent::Kind::Redo:
            break;
    }
}

}  // namespace hasami
