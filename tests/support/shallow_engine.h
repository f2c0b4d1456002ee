// SPDX-License-Identifier: GPL-3.0-or-later
// Engine settings for protocol tests: a shallow search without the book and a small table,
// so that whole games take a moment.
#pragma once

#include "protocols/serve/engine_settings.h"

namespace hasami::test {

inline EngineSettings shallowEngine(int depth) {
    EngineSettings settings;
    settings.depth = depth;
    settings.book = false;
    settings.hashMegabytes = 4;
    return settings;
}

}  // namespace hasami::test
