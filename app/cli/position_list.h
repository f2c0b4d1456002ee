// SPDX-License-Identifier: GPL-3.0-or-later
// Lists of positions as hasami-cli solve and analyze read them: one position per line
// ('BOARD SIDE'), anything after ';' a comment, blank lines skipped.
#pragma once

#include <istream>
#include <optional>

#include <QString>
#include <string_view>
#include <vector>

#include "engine/board/position.h"
#include "engine/util/parsed.h"

namespace hasami::cli {

// Lines longer than this are refused rather than read.
constexpr std::size_t kMaxPositionLineLength = 4096;

// The positions of `in`, or what is wrong with its first bad line, as "NAME line N: ...".
// A list without a position is refused too.
Parsed<std::vector<Position>> readPositionList(std::istream& in, std::string_view name);

// The positions of the file `name` (standard input for "-"), or nullopt with the error
// printed (see fail()).
std::optional<std::vector<Position>> readPositionFile(const QString& name);

}  // namespace hasami::cli
