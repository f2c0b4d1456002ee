// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes the position lists hasami-cli solve and the window's Open read: never a crash; a
// refusal names the list and says what is wrong; what is read survives a round trip through
// formatPosition, and both readers read the same positions.
#include <sstream>
#include <string>

#include "app/cli/position_list.h"
#include "engine/formats/notation.h"
#include "engine/formats/position_list.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    std::istringstream in(text);
    const hasami::Parsed<std::vector<hasami::Position>> positions =
        hasami::cli::readPositionList(in, "list");
    const auto listed = hasami::parsePositionList(text, "list");
    if (listed) {
        FUZZ_CHECK(!listed->empty());
        for (const hasami::ListedPosition& entry : *listed) {
            FUZZ_CHECK(entry.comment.find('\n') == std::string::npos);
        }
    } else {
        FUZZ_CHECK(listed.error().starts_with("list ") && listed.error().size() > 5);
    }
    // The command line's reader refuses lines too long besides; else they agree.
    FUZZ_CHECK(!positions || listed);
    if (positions && listed) {
        FUZZ_CHECK(positions->size() == listed->size());
        for (std::size_t i = 0; i < positions->size(); ++i) {
            FUZZ_CHECK((*positions)[i] == (*listed)[i].position);
        }
    }
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
