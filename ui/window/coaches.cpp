// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/coaches.h"

#include "session/modes/guess_mode.h"
#include "session/modes/puzzle_mode.h"
#include "session/modes/trainer_mode.h"
#include "session/session.h"
#include "ui/window/game_actions.h"
#include "ui/window/guess_coach.h"
#include "ui/window/puzzle_coach.h"
#include "ui/window/trainer_coach.h"

namespace hasami {

QList<Coach*> makeCoaches(Session& session, const GameActions& actions, QWidget* window) {
    return {
        new GuessCoach(session.mode<GuessMode>(), session.modes(), session.game(),
                       actions.guessMoves, window),
        new PuzzleCoach(session.mode<PuzzleMode>(), session.modes(), session.database(),
                        actions.puzzles, window),
        new TrainerCoach(session.mode<TrainerMode>(), session.modes(), session.book(),
                         actions.trainOpenings, window),
    };
}

}  // namespace hasami
