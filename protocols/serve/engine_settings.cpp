// SPDX-License-Identifier: GPL-3.0-or-later
#include "protocols/serve/engine_settings.h"

#include "engine/match/turns.h"
#include "engine/players/levels.h"

namespace hasami {

PlayStyle playStyle(const EngineSettings& settings, int protocolDepth, int empties) {
    if (settings.level > 0) return LevelPlay{settings.level};
    SearchPlay search;
    search.book = settings.book;
    if (settings.time.count() > 0) {
        search.limits.time = settings.time;
    } else if (settings.gameTime.count() > 0) {
        search.limits.time = spreadMoveTime(settings.gameTime, empties);
    } else if (settings.depth > 0 || protocolDepth > 0) {
        search.limits.depth = settings.depth > 0 ? settings.depth : protocolDepth;
    } else {
        return LevelPlay{kBestMoveLevel};
    }
    return search;
}

SearchLimits analysisLimits(const EngineSettings& settings, int protocolDepth) {
    SearchLimits limits;
    if (settings.time.count() > 0 || settings.gameTime.count() > 0) {
        limits.time = settings.time.count() > 0 ? settings.time : settings.gameTime;
    } else if (settings.depth > 0 || protocolDepth > 0) {
        limits.depth = settings.depth > 0 ? settings.depth : protocolDepth;
    } else {
        limits = levelLimits(levelOf(settings.level > 0 ? settings.level : kBestMoveLevel));
    }
    return limits;
}

EngineResources engineResources(const EngineSettings& settings) {
    EngineResources resources;
    resources.threads = settings.threads;
    resources.hashMegabytes = std::size_t(settings.hashMegabytes);
    return resources;
}

}  // namespace hasami
