// SPDX-License-Identifier: GPL-3.0-or-later
// Moves as the Othello protocols (GTP, NBoard) write them, for both sides of a protocol:
// Hasami as an engine (serve/) and other programs' engines (client/).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/board/bitboard.h"

namespace hasami {

// A move as the protocols write it: "f5", or "PA" for a pass.
std::string protocolMoveName(Square move);
// A move as GUIs and engines send it: a square of a size x size board in either case, or PA /
// pass; nullopt if it is neither.
std::optional<Square> parseProtocolMove(std::string_view text, int size);

}  // namespace hasami
