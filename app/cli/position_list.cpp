// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/position_list.h"

#include <fstream>

#include <QFileInfo>
#include <iostream>
#include <string>

#include "app/cli/command.h"
#include "engine/formats/notation.h"
#include "engine/formats/position_list.h"
#include "engine/util/words.h"

namespace hasami::cli {

namespace {

enum class LineRead { Line, TooLong, End, Failed };

// Reads one line of at most `limit` characters into `line`, never holding more than that: a
// longer line is left unread past the limit, and the list refused.
LineRead readBoundedLine(std::istream& in, std::string& line, std::size_t limit) {
    line.clear();
    std::streambuf* source = in.rdbuf();
    if (!source) return LineRead::End;
    for (;;) {
        int next = 0;
        // A file's read error (a failing disk, a lost mount) comes as an exception from its
        // buffer: a refusal, as any other unreadable file.
        try {
            next = source->sbumpc();
        } catch (const std::ios_base::failure&) {
            return LineRead::Failed;
        }
        if (next == std::char_traits<char>::eof()) {
            return line.empty() ? LineRead::End : LineRead::Line;
        }
        if (next == '\n') return LineRead::Line;
        if (line.size() == limit) return LineRead::TooLong;
        line.push_back(char(next));
    }
}

}  // namespace

Parsed<std::vector<Position>> readPositionList(std::istream& in, std::string_view name) {
    std::vector<Position> positions;
    std::string line;
    line.reserve(kMaxPositionLineLength);
    for (int number = 1;; ++number) {
        const LineRead read = readBoundedLine(in, line, kMaxPositionLineLength);
        if (read == LineRead::End) break;
        if (read == LineRead::Failed) {
            return ParseError{"cannot read " + std::string(name) + ": reading failed at line " +
                              std::to_string(number)};
        }
        if (read == LineRead::TooLong) {
            return positionListError(name, number,
                                     "longer than " + std::to_string(kMaxPositionLineLength) +
                                         " characters, not a position");
        }
        // A byte-order mark some editors write first is no part of the position.
        const std::string_view text =
            number == 1 ? withoutByteOrderMark(line) : std::string_view(line);
        const Parsed<std::optional<ListedPosition>> listed = parseListedLine(text);
        if (!listed) return positionListError(name, number, listed.error());
        if (*listed) positions.push_back((*listed)->position);
    }
    if (positions.empty()) return ParseError{std::string(name) + " holds no position"};
    return positions;
}

std::optional<std::vector<Position>> readPositionFile(const QString& name) {
    std::ifstream file;
    if (QFileInfo(name).isDir()) {
        fail(QStringLiteral("cannot read '%1': it is a folder").arg(name));
        return std::nullopt;
    }
    if (name != QLatin1String("-")) {
        file.open(name.toStdString(), std::ios::binary);
        if (!file) {
            fail(QStringLiteral("cannot read '%1'").arg(name));
            return std::nullopt;
        }
    }
    const Parsed<std::vector<Position>> positions =
        readPositionList(file.is_open() ? file : std::cin, name.toStdString());
    if (!positions) {
        fail(QString::fromStdString(positions.error()));
        return std::nullopt;
    }
    return *positions;
}

Parsed<PositionSource> sourceOf(const QStringList& values) {
    const Parsed<Position> position = parsePosition(values.join(QLatin1Char(' ')).toStdString());
    if (position) return PositionSource{*position, {}};
    const bool meantAsPosition =
        values.size() == 2 || values[0].contains(QLatin1Char(' ')) || looksLikeBoard(values[0]);
    if (meantAsPosition && (values.size() == 2 || !QFileInfo::exists(values[0]))) {
        return ParseError{position.error()};
    }
    return PositionSource{std::nullopt, values[0]};
}

std::optional<std::vector<Position>> positionsOf(const PositionSource& source) {
    if (source.position) return std::vector<Position>{*source.position};
    return readPositionFile(source.file);
}

}  // namespace hasami::cli
