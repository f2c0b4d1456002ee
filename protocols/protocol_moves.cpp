// SPDX-License-Identifier: GPL-3.0-or-later
#include "protocols/protocol_moves.h"

#include <cctype>

#include "engine/formats/notation.h"

namespace hasami {

std::string protocolMoveName(Square move) {
    return move == kPass ? "PA" : squareName(move);
}

std::optional<Square> parseProtocolMove(std::string_view text, int size) {
    std::string lower(text);
    for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (lower == "pa" || lower == "pass") return kPass;
    const Parsed<Square> square = parseSquare(lower, size);
    if (!square) return std::nullopt;
    return *square;
}

}  // namespace hasami
