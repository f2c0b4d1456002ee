// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes the reader of game files (opened files, pasted text, autosaves): variations,
// comments, the start line, clock, clock-time and analysis lines. It never crashes, says where
// what it refuses is wrong, and what it accepts is written back to a file that reads back the
// same.
#include <string_view>

#include "engine/formats/game_file.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const hasami::Parsed<hasami::GameFile> file = hasami::readGameFile(text);
    if (!file) {
        FUZZ_CHECK(!file.error().empty() && file.errorOffset().has_value());
        FUZZ_CHECK(*file.errorOffset() <= text.size());
        return 0;
    }
    FUZZ_CHECK(file->analysisProblem.empty() || file->analyses.size() == 0);
    const std::string written = hasami::writeGameFile(file->game, file->clock, file->analyses);
    const hasami::Parsed<hasami::GameFile> again = hasami::readGameFile(written);
    FUZZ_CHECK(again && again->clockProblem.empty() && again->analysisProblem.empty());
    FUZZ_CHECK(again->game.start() == file->game.start());
    FUZZ_CHECK(again->game.nodeCount() >= file->game.nodeCount());
    FUZZ_CHECK(hasami::writeGameFile(again->game, again->clock, again->analyses) == written);
    return 0;
}
