// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes the reader of saved games, opened files and pasted text: it never crashes, and
// what it accepts survives a round trip through formatGameRecord.
#include <algorithm>
#include <string_view>

#include "engine/formats/notation.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const hasami::Parsed<hasami::Game> game = hasami::parseGameRecord(text);
    if (!game) {
        FUZZ_CHECK(!game.error().empty());
        return 0;
    }
    const hasami::Parsed<hasami::Game> again =
        hasami::parseGameRecord(hasami::formatGameRecord(*game));
    FUZZ_CHECK(again && again->start() == game->start() &&
               std::ranges::equal(again->moves(), game->moves()));
    return 0;
}
