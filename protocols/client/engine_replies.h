// SPDX-License-Identifier: GPL-3.0-or-later
// What another program's engine answers, read: the lines of GTP replies and NBoard's move and
// hint lines. Pure functions of the text, so that tests and fuzz targets drive them without a
// process; whatever the text, they give a value or nothing, never a crash.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/board/position.h"
#include "engine/search/types.h"

namespace hasami {

// The first line of a GTP reply: "= TEXT" (success) or "? TEXT" (a refusal), with an id after
// the sign where the command had one. Nullopt when the line is neither.
struct GtpReplyLine {
    bool success = false;
    std::string text;  // after the sign and the id, leading spaces dropped
};
std::optional<GtpReplyLine> parseGtpReplyLine(std::string_view line);

// NBoard's answer to go, the text after "===": MOVE[/EVAL[/TIME]]. The move must be legal in
// `position`; the evaluation (in discs, the first of a pair "a,b") is read when there is one.
struct NboardMoveReply {
    Square move = kNoSquare;
    std::optional<double> eval;
};
std::optional<NboardMoveReply> parseNboardMoveReply(std::string_view text,
                                                    const Position& position);

// One NBoard hint line, "search PV EVAL 0 DEPTH" or "book PV EVAL GAMES DEPTH", as the value
// of its first move, if that is a legal move of `position`. A depth ending in % is a solve:
// 100% exact, less a probable one (its depth the empties).
std::optional<MoveValue> parseNboardHint(std::string_view line, const Position& position);

}  // namespace hasami
