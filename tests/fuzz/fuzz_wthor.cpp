// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes the WTHOR readers (games, players' and tournaments' names): never a crash, a refusal
// says why, what is read keeps to the format (60 moves at most, each a square of the board).
#include <string_view>

#include "engine/database/wthor.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    const hasami::Parsed<hasami::WthorGames> games = hasami::parseWthorGames(bytes);
    if (games) {
        FUZZ_CHECK(games->games.size() * hasami::kWthorGameBytes + hasami::kWthorHeaderBytes <=
                   size);
        for (const hasami::WthorGame& game : games->games) {
            FUZZ_CHECK(game.moves.size() <= 60);
            for (hasami::Square move : game.moves) FUZZ_CHECK(hasami::isGridSquare(move));
        }
    } else {
        FUZZ_CHECK(!games.error().empty());
    }
    for (std::size_t record : {hasami::kWthorPlayerBytes, hasami::kWthorTournamentBytes}) {
        const auto names = hasami::parseWthorNames(bytes, record);
        if (!names) FUZZ_CHECK(!names.error().empty());
    }
    return 0;
}
