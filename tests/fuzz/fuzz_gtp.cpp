// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes the GTP engine on arbitrary lines: it never crashes, every reply is a well-formed
// success or error ending in an empty line, and the game it keeps stays a legal one.
#include <string_view>

#include "protocols/serve/gtp_engine.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    static const hasami::EngineSettings settings = [] {
        hasami::EngineSettings shallow;
        shallow.depth = 1;
        shallow.book = false;
        shallow.hashMegabytes = 1;
        return shallow;
    }();
    hasami::GtpEngine engine(settings);
    std::string_view text(reinterpret_cast<const char*>(data), size);
    while (!text.empty() && !engine.quitting()) {
        const std::size_t end = text.find('\n');
        const std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
        const std::string reply = engine.handle(line);
        if (reply.empty()) continue;
        FUZZ_CHECK((reply[0] == '=' || reply[0] == '?') && reply.ends_with("\n\n"));
    }
    return 0;
}
