// SPDX-License-Identifier: GPL-3.0-or-later
// The settings that say how the engines work, handed to the parts that use them: who plays each
// colour and how (a level, a custom search, another program), the hints' and the board's
// searches, the engine thread's resources and the pace of play.
#pragma once

#include "session/settings.h"

namespace hasami {

class AnalysisScheduler;
class EngineQueue;
class Hints;
class PlayMode;
class Seats;

struct EngineParts {
    Seats& seats;
    Hints& hints;
    EngineQueue& engine;
    PlayMode& play;
    AnalysisScheduler& analysis;
};

void applyToEngine(const Settings& settings, const EngineParts& parts);

}  // namespace hasami
