// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes the one-line position parser: it never crashes, and what it accepts survives a round
// trip through formatPosition unchanged.
#include <string_view>

#include "engine/formats/notation.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const hasami::Parsed<hasami::Position> position = hasami::parsePosition(text);
    if (!position) {
        FUZZ_CHECK(!position.error().empty());
        return 0;
    }
    const hasami::Parsed<hasami::Position> again =
        hasami::parsePosition(hasami::formatPosition(*position));
    FUZZ_CHECK(again && *again == *position);
    return 0;
}
