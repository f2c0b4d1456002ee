// SPDX-License-Identifier: GPL-3.0-or-later
#include "protocols/serve/engine_settings.h"

#include <cctype>

#include "engine/formats/notation.h"
#include "engine/players/levels.h"

namespace hasami {

PlayerSpec moveSpec(const EngineSettings& settings, int protocolDepth) {
    PlayerSpec spec;
    spec.threads = settings.threads;
    if (settings.level > 0) {
        spec.kind = PlayerKind::Level;
        spec.level = settings.level;
        return spec;
    }
    spec.kind = PlayerKind::Search;
    spec.book = settings.book;
    if (settings.time.count() > 0) {
        spec.time = settings.time;
    } else if (settings.depth > 0 || protocolDepth > 0) {
        spec.depth = settings.depth > 0 ? settings.depth : protocolDepth;
    } else {
        spec.kind = PlayerKind::Level;
        spec.level = kLevelCount;
        spec.book = false;
    }
    return spec;
}

SearchLimits analysisLimits(const EngineSettings& settings, int protocolDepth) {
    SearchLimits limits;
    if (settings.time.count() > 0) {
        limits.time = settings.time;
    } else if (settings.depth > 0 || protocolDepth > 0) {
        limits.depth = settings.depth > 0 ? settings.depth : protocolDepth;
    } else {
        limits.depth = levelOf(settings.level > 0 ? settings.level : kLevelCount).depth;
    }
    return limits;
}

SearchOptions searchOptions(const EngineSettings& settings) {
    SearchOptions options;
    options.threads = settings.threads;
    options.hashMegabytes = std::size_t(settings.hashMegabytes);
    return options;
}

EngineCore::EngineCore(const EngineSettings& settings)
    : settings_(settings),
      table_(std::size_t(settings.hashMegabytes)),
      analyst_(searchOptions(settings), table_) {}

Player& EngineCore::player(int protocolDepth) {
    const PlayerSpec spec = moveSpec(settings_, protocolDepth);
    if (!player_ || !(spec == spec_)) {
        player_ = createPlayer(spec, 1, &table_);
        spec_ = spec;
    }
    return *player_;
}

}  // namespace hasami
