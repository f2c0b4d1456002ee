// SPDX-License-Identifier: GPL-3.0-or-later
// Turning a whole game over the board: its tree with every comment, clock time and detail,
// the node shown and the line after it, and what the analyses of its positions know. The
// symmetries are those of engine/board/symmetry.h; a game from the standard start keeps its
// start only under the identity, the half turn and the two diagonal reflections.
#pragma once

#include <optional>
#include <vector>

#include "engine/game/game.h"
#include "engine/game/review.h"

namespace hasami {

// The image of `position` under `symmetry`, the same side to move.
Position transformPosition(const Position& position, int symmetry);
// The symmetries that leave `start` as it is, the identity first.
std::vector<int> symmetriesKeeping(const Position& start);
// The game turned by `symmetry`: its start, every move of its tree in the same order, the
// comments, clock times and details, the node shown and the line shown.
Game transformGame(const Game& game, int symmetry);
// What `store` knows, of the images of its positions.
AnalysisStore transformAnalyses(const AnalysisStore& store, int symmetry);
// The symmetry that keeps the start of an 8x8 game from the standard start and turns its
// first move to f5, as the databases store games; none for another board, another start, or
// a game without moves.
std::optional<int> symmetryToF5(const Game& game);

}  // namespace hasami
