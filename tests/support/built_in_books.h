// SPDX-License-Identifier: GPL-3.0-or-later
// The built-in books for the tests' players and engines, read once a test program, as the
// programs read them once where they set up the engine and hand them down.
#pragma once

#include "engine/book/book.h"

namespace hasami::test {

inline const Books& builtInBooks() {
    static const Books books(BuiltInBooks::read());
    return books;
}

// The built-in book of a board size (the 8x8 opening book, the 6x6 table).
inline const OpeningBook* builtInBook(int boardSize) {
    return builtInBooks().builtIn()->forBoard(boardSize);
}

}  // namespace hasami::test
