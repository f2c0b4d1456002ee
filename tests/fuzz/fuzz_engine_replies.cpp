// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes the readers of other programs' engines' answers (GTP reply lines, NBoard's move and
// hint lines), in a position the first byte chooses: they never crash, and every move they
// accept is legal there, every value within the board's scores.
#include <string_view>

#include "engine/board/position.h"
#include "protocols/client/engine_replies.h"
#include "tests/fuzz/fuzz_check.h"

namespace {

// Positions of each board size, one of them where the side to move must pass.
hasami::Position positionFor(unsigned char choice) {
    switch (choice % 4) {
        case 0:
            return hasami::Position::initial(8);
        case 1:
            return hasami::Position::initial(6);
        case 2:
            return hasami::Position::initial(4);
        default:
            return hasami::Position::fromDiscs(4, 0x1, 0x2, hasami::Color::White);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    if (size == 0) return 0;
    const hasami::Position position = positionFor(data[0]);
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    if (const auto reply = hasami::parseGtpReplyLine(text)) {
        FUZZ_CHECK(reply->text.size() < text.size());
    }
    if (const auto move = hasami::parseNboardMoveReply(text, position)) {
        FUZZ_CHECK(position.isLegal(move->move));
        FUZZ_CHECK(!move->eval || (*move->eval >= -64 && *move->eval <= 64));
    }
    if (const auto hint = hasami::parseNboardHint(text, position)) {
        FUZZ_CHECK(position.isLegal(hint->move));
        FUZZ_CHECK(hint->score >= -64 && hint->score <= 64);
        FUZZ_CHECK(hint->depth >= 0 && hint->depth <= 64);
    }
    return 0;
}
