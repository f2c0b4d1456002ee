// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/engine_settings.h"

#include "engine/players/levels.h"
#include "session/analysis_scheduler.h"
#include "session/engine_queue.h"
#include "session/hints.h"
#include "session/modes/play_mode.h"
#include "session/seats.h"

namespace hasami {

namespace {

// The analyses keep a table of their own, so that they never change the computer's moves.
constexpr std::size_t kAnalysisHashMegabytes = 32;

SearchLimits limitsOf(const Settings& settings) {
    SearchLimits limits;
    limits.depth = settings.depth;
    limits.time = std::chrono::seconds(settings.moveSeconds);
    return limits;
}

// A hint searches as the board's evaluations do (Settings > Analysis), whatever the
// computer's level: to the analysis depth, within its time.
SearchLimits hintLimits(const Settings& settings) {
    SearchLimits limits;
    limits.depth = settings.analysisDepth;
    limits.time = std::chrono::seconds(settings.analysisSeconds);
    return limits;
}

ComputerPlayer computerPlayer(const Settings& settings, bool black) {
    ComputerPlayer player;
    if (settings.level > 0) {
        player.style = LevelPlay{settings.level};
    } else {
        player.style = SearchPlay{limitsOf(settings), true};
    }
    player.externalSpec = settings.engineSpecFor(black).toStdString();
    player.externalName = settings.engineNameFor(black);
    return player;
}

}  // namespace

void applyToEngine(const Settings& settings, const EngineParts& parts) {
    for (Color color : {Color::Black, Color::White}) {
        parts.seats.setComputerPlayer(color, computerPlayer(settings, color == Color::Black));
    }
    parts.hints.setLimits(hintLimits(settings));
    parts.engine.setResources({settings.searchThreads(),
                               std::size_t(settings.searchHashMegabytes()),
                               kAnalysisHashMegabytes});
    parts.play.setPace(settings.aiDelayMs);
    parts.analysis.setEngine(settings.analysisEngineSpec().toStdString(),
                             settings.analysisEngineName());
    parts.analysis.setValuedMoves(settings.valuedMoves);
    parts.analysis.setBoardSearch({settings.analysisDepth,
                                   std::chrono::seconds(settings.analysisSeconds),
                                   settings.analysisDeepens});
}

}  // namespace hasami
