// SPDX-License-Identifier: GPL-3.0-or-later
// Lists of positions as hasami-cli solve and analyze read them: one position per line
// ('BOARD SIDE'), anything after ';' a comment, blank lines skipped.
#pragma once

#include <istream>
#include <optional>

#include <QString>
#include <QStringList>
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
// printed (see fail()). A folder is refused, naming it.
std::optional<std::vector<Position>> readPositionFile(const QString& name);

// Where a command's positions come from: one given on the command line, or a file (or "-").
struct PositionSource {
    std::optional<Position> position;
    QString file;
};
// A position written on the command line (one argument, or board and side apart), or else the
// name of a file. Text meant as a position (two arguments, or one with a space or the look of
// a board) that is not one is refused with the reason, unless a file has that name.
Parsed<PositionSource> sourceOf(const QStringList& values);
// The positions of `source`, or nullopt with the error printed.
std::optional<std::vector<Position>> positionsOf(const PositionSource& source);

}  // namespace hasami::cli
