// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes the GGF reader (opened files, pasted text, the NBoard engine's `set game`): it never
// crashes, and every game it accepts survives a round trip through formatGgf.
#include <algorithm>
#include <string_view>

#include "engine/formats/ggf.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto games = hasami::parseGgfGames(text);
    if (!games) {
        FUZZ_CHECK(!games.error().empty());
        return 0;
    }
    for (const hasami::GgfGame& game : *games) {
        const std::string written = hasami::formatGgf(game);
        const auto again = hasami::parseGgfGames(written);
        FUZZ_CHECK(again && again->size() == 1);
        const hasami::GgfGame& back = again->front();
        FUZZ_CHECK(back.game.start() == game.game.start() &&
                   std::ranges::equal(back.game.moves(), game.game.moves()));
        FUZZ_CHECK(hasami::formatGgf(back) == written);
    }
    return 0;
}
