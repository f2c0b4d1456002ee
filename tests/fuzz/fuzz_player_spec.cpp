// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes player specs, as given to hasami-cli and kept in settings: they never crash, and
// what parses formats back to a spec that parses the same.
#include <string_view>

#include "engine/players/player.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const hasami::Parsed<hasami::PlayerSpec> spec = hasami::parsePlayerSpec(text);
    if (!spec) {
        FUZZ_CHECK(!spec.error().empty());
        return 0;
    }
    const std::string formatted = hasami::formatPlayerSpec(*spec);
    const hasami::Parsed<hasami::PlayerSpec> again = hasami::parsePlayerSpec(formatted);
    FUZZ_CHECK(again && hasami::formatPlayerSpec(*again) == formatted);
    return 0;
}
