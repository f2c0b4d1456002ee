// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes the autosave reader: a damaged file never crashes the game, and what it accepts
// survives a round trip, cursor, players and analysis lines included.
#include <algorithm>

#include "session/saved_game.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    const QString text =
        QString::fromUtf8(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const hasami::Parsed<hasami::SavedGame> saved = hasami::parseSavedGame(text);
    if (!saved) return 0;
    const hasami::Parsed<hasami::SavedGame> again =
        hasami::parseSavedGame(hasami::formatSavedGame(*saved));
    FUZZ_CHECK(again);
    FUZZ_CHECK(again->game.ply() == saved->game.ply());
    FUZZ_CHECK(std::ranges::equal(again->game.moves(), saved->game.moves()));
    FUZZ_CHECK(again->blackIsAi == saved->blackIsAi && again->whiteIsAi == saved->whiteIsAi);
    FUZZ_CHECK(again->game.current() == saved->game.current() ||
               again->game.nodeCount() >= saved->game.nodeCount());
    FUZZ_CHECK(hasami::formatSavedGame(*again) == hasami::formatSavedGame(*saved));
    return 0;
}
