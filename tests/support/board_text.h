// SPDX-License-Identifier: GPL-3.0-or-later
// Positions drawn in tests as they look: one string per row, `X` black, `O` white, `-` empty.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

#include <QTest>

#include "engine/formats/notation.h"

namespace hasami::test {

inline Position drawn(std::initializer_list<std::string_view> rows, Color sideToMove) {
    std::string line;
    for (std::string_view row : rows) line += row;
    line += sideToMove == Color::Black ? " X" : " O";
    const Parsed<Position> position = parsePosition(line);
    if (!position) qFatal("bad board in a test: %s", position.error().c_str());
    return *position;
}

inline Square sq(std::string_view name) {
    const Parsed<Square> square = parseSquare(name);
    if (!square) qFatal("bad square in a test: %s", square.error().c_str());
    return *square;
}

inline Bitboard squares(std::initializer_list<std::string_view> names) {
    Bitboard set = 0;
    for (std::string_view name : names) set |= bit(sq(name));
    return set;
}

// Square sets printed as names when a comparison fails.
inline std::string names(Bitboard set) {
    std::string text;
    for (Square square : squaresOf(set)) text += squareName(square) + " ";
    return text;
}

}  // namespace hasami::test

#define COMPARE_SQUARES(actual, expected) \
    QCOMPARE(hasami::test::names(actual), hasami::test::names(expected))
