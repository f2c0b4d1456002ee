// SPDX-License-Identifier: GPL-3.0-or-later
// What a board shows: the position and every mark on it, as the board widget gathers them and
// the painter (ui/board/board_painter.h) paints them.
#pragma once

#include <QColor>
#include <QString>

#include <vector>

#include <QtGlobal>

#include "engine/board/position.h"
#include "engine/search/types.h"

namespace hasami {

// A move the record goes on with, marked at a branch.
struct NextMove {
    Square square = kNoSquare;
    bool mainLine = false;  // the main line's; else a variation's, marked more faintly
};

// A next move's figures from the game database (ui/database/database_panel.h): in how many
// games it was played, and how the side to move fared in those with a result.
struct DatabaseMark {
    Square square = kNoSquare;
    int games = 0;
    int score = -1;  // the side to move's score in percent (a draw a half); -1: no result known
};

// A move's lines in the opening book, for each side (engine/book/book_lines.h).
struct BookLinesMark {
    Square square = kNoSquare;
    std::uint64_t black = 0;
    std::uint64_t white = 0;
};

// The class of the last move as a review has it, marked at its square: its glyph (?!, ?, ??;
// empty for none) in its colour, and its name ("Blunder"; empty for none) for screen readers.
struct LastMoveMark {
    QString name;
    QString glyph;
    QColor colour;
};

// What a board shows.
struct BoardScene {
    Position position = Position::initial();
    Square lastMove = kNoSquare;
    LastMoveMark lastMoveMark;  // the last move's class, as a review has it
    Bitboard playable = 0;      // marked with dots when showLegalMoves
    bool showLegalMoves = true;
    Square hint = kNoSquare;
    std::vector<MoveValue> values;         // best first
    std::vector<DatabaseMark> database;    // the database's figures, shown at the squares' top
    std::vector<BookLinesMark> bookLines;  // the book's lines, shown at the squares' foot
    Square cursor = kNoSquare;             // painted when set
    std::vector<NextMove> nextMoves;       // at a branch: the moves the record goes on with
    Bitboard wouldFlip = 0;                // outlined: the discs a move pointed at would turn over
    Bitboard flipped = 0;                  // marked: the discs the last move turned over
    Bitboard flipping = 0;                 // discs turning over ...
    qreal flipProgress = 1.0;              // ... this far (0 to 1)
    bool turned = false;  // seen from White's side: turned half a turn, h8 at the top left

    const MoveValue* valueAt(Square square) const;
    const DatabaseMark* databaseAt(Square square) const;
    const BookLinesMark* bookLinesAt(Square square) const;
    bool isBest(const MoveValue& value) const;  // (one of) the best values
};

}  // namespace hasami
