// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes the reader of the analysis lines in game files and autosaves: it never crashes, takes
// all lines or none, and what it accepts is written back to the same lines.
#include <string_view>

#include "engine/formats/notation.h"
#include "engine/game/review.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const hasami::Parsed<hasami::Game> game = hasami::parseGameRecord(text);
    if (!game) return 0;
    hasami::AnalysisStore store;
    const hasami::Parsed<int> count = hasami::parseAnalyses(text, *game, store);
    if (!count) {
        FUZZ_CHECK(!count.error().empty() && store.size() == 0);
        return 0;
    }
    const std::string written = hasami::formatAnalyses(*game, store);
    hasami::AnalysisStore again;
    const hasami::Parsed<int> reread = hasami::parseAnalyses(written, *game, again);
    FUZZ_CHECK(reread && hasami::formatAnalyses(*game, again) == written);
    return 0;
}
