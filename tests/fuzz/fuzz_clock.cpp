// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes the readers of time controls and of game files' clock lines (chosen by the first
// byte): they never crash, and whatever they accept is written back the same.
#include <string_view>

#include "engine/formats/game_file.h"
#include "engine/game/clock.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    if (size == 0) return 0;
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    if (data[0] % 2 == 0) {
        const hasami::Parsed<hasami::TimeControl> control = hasami::parseTimeControl(text);
        if (!control) {
            FUZZ_CHECK(!control.error().empty());
            return 0;
        }
        FUZZ_CHECK(control->isOn());
        const auto again = hasami::parseTimeControl(hasami::formatTimeControl(*control));
        FUZZ_CHECK(again && *again == *control);
        return 0;
    }
    const hasami::Parsed<hasami::ClockRecord> record = hasami::parseClockLine(text);
    if (!record) {
        FUZZ_CHECK(!record.error().empty());
        return 0;
    }
    const auto again = hasami::parseClockLine(hasami::formatClockLine(*record));
    FUZZ_CHECK(again && *again == *record);
    return 0;
}
