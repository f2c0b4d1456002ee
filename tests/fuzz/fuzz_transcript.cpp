// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes the transcript parser on each board size (chosen by the first byte): it never
// crashes, and every game it accepts is legal and survives a round trip.
#include <algorithm>
#include <string_view>

#include "engine/formats/notation.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    if (size == 0) return 0;
    const int boardSize = 4 + 2 * (data[0] % 3);
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    const hasami::Position start = hasami::Position::initial(boardSize);
    const hasami::Parsed<hasami::Game> game = hasami::parseTranscript(text, start);
    if (!game) {
        FUZZ_CHECK(!game.error().empty());
        return 0;
    }
    hasami::Position replay = start;
    for (hasami::Square move : game->moves()) {
        FUZZ_CHECK(replay.isLegal(move));
        replay = replay.play(move);
    }
    FUZZ_CHECK(replay == game->position());
    for (bool writePasses : {false, true}) {
        const hasami::Parsed<hasami::Game> again =
            hasami::parseTranscript(hasami::formatTranscript(game->moves(), writePasses), start);
        FUZZ_CHECK(again && std::ranges::equal(again->moves(), game->moves()));
    }
    return 0;
}
