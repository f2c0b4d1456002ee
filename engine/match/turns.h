// SPDX-License-Identifier: GPL-3.0-or-later
// The rules a game between two seats follows, the same in the arena and in the window: the
// side that has no move passes, a side with a clock thinks for its share of the time it has
// left, and a side whose time runs out loses on time.
#pragma once

#include <functional>
#include <vector>

#include "engine/game/clock.h"
#include "engine/game/game.h"
#include "engine/search/types.h"

namespace hasami {

// How long a side with `left` on its clock and `increment` a move may think on a move with
// `empties` empty squares: an even share of what is left over the moves it still has to make,
// most of the increment, and a reserve kept back so that the overhead of a move never makes it
// lose on time.
Milliseconds moveBudget(Milliseconds left, Milliseconds increment, int empties);

// A move's time with `empties` empty squares when a game's moves are given `mean` each on
// average: less in the opening, where the evaluation's estimates change little with depth,
// most from 26 to 19 empties, where the endgame is decided and a win/loss solve comes within
// reach, and less again once the solve is quick. Over every count of empties from 60 to 1 the
// times average `mean` (rounding aside).
Milliseconds spreadMoveTime(Milliseconds mean, int empties);

// The time the side to move at `position` may think within `clock`, its running time already
// charged; 0 when the game has no clock.
Milliseconds moveTimeWithin(const GameClock& clock, const Position& position);

// Plays the passes that the side to move must make, one after another, through `play` (which
// plays a move and says whether it could) while `position` (the position now) must pass; the
// sides that passed, in order.
std::vector<Color> playForcedPasses(const std::function<const Position&()>& position,
                                    const std::function<bool(Square)>& play);
// The same on a game, at the node shown.
std::vector<Color> playForcedPasses(Game& game);

// Whether `side` has lost on time: its clock is on and shows no time left.
bool hasLostOnTime(const GameClock& clock, Color side);

// `mover` thought `elapsed` on the move it has just made: charges its clock and, if time
// remained, adds its increment. True when its time ran out first: it has lost on time.
bool chargeMove(GameClock& clock, Color mover, Milliseconds elapsed);

}  // namespace hasami
