// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes the position lists hasami-cli solve reads: never a crash; a refusal names the list
// and says what is wrong; what is read survives a round trip through formatPosition.
#include <sstream>
#include <string>

#include "app/cli/position_list.h"
#include "engine/formats/notation.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
    const hasami::Parsed<std::vector<hasami::Position>> positions =
        hasami::cli::readPositionList(in, "list");
    if (!positions) {
        FUZZ_CHECK(positions.error().starts_with("list ") && positions.error().size() > 5);
        return 0;
    }
    FUZZ_CHECK(!positions->empty());
    for (const hasami::Position& position : *positions) {
        const hasami::Parsed<hasami::Position> again =
            hasami::parsePosition(hasami::formatPosition(position));
        FUZZ_CHECK(again && *again == position);
    }
    return 0;
}
