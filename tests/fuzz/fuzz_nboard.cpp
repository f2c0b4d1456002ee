// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes the NBoard engine's line reader and the commands that change its game: it never
// crashes, a refused line is answered with a status saying why, and the game stays legal.
#include <string>
#include <string_view>

#include "protocols/serve/nboard_engine.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    hasami::EngineSettings settings;
    settings.depth = 1;
    settings.book = false;
    settings.hashMegabytes = 1;
    std::string last;
    hasami::NboardEngine engine(settings, [&](const std::string& line) { last = line; });
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        const std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
        const auto command = hasami::parseNboardCommand(line);
        if (!command) FUZZ_CHECK(!command.error().empty());
        // Searches stay out: they take time, and the engine's tests cover them.
        if (command && (command->kind == hasami::NboardCommand::Kind::Go ||
                        command->kind == hasami::NboardCommand::Kind::Hint ||
                        command->kind == hasami::NboardCommand::Kind::Analyze)) {
            continue;
        }
        last.clear();
        if (!engine.handle(line)) break;
        if (!command) FUZZ_CHECK(last.starts_with("status ") && last.size() > 7);
        const hasami::Game& game = engine.game();
        FUZZ_CHECK(game.ply() == game.length());
    }
    return 0;
}
