// SPDX-License-Identifier: GPL-3.0-or-later
// Text forms of squares, moves, transcripts and positions, and their parsers.
//   square     `f5`: column letter a..h, row number 1..8, row 1 at the top (case-insensitive)
//   transcript `f5d6c3d3`: moves in order, separators optional, passes implicit or written
//              `pass` / `ps`
//   position   `BOARD SIDE`: size*size squares row by row (`X`, `x` or `*` black, `O` or `o`
//              white, `-` or `.` empty), then the side to move (`X`, `x`, `*`, `O` or `o`);
//              anything after `;` is ignored (the .obf form)
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/board/position.h"
#include "engine/game/game.h"
#include "engine/util/parsed.h"
#include "engine/util/quoted.h"

namespace hasami {

// "f5", or "pass" for kPass.
std::string squareName(Square square);
// A square of a size x size board; refuses anything else, with a message saying why.
Parsed<Square> parseSquare(std::string_view text, int size = 8);

// The legal moves of `position` as messages name them: "d3 c4 f5 e6".
std::string legalMovesText(const Position& position);

std::string_view colorName(Color color);  // "Black" or "White"
char colorLetter(Color color);            // 'X' or 'O'

// Moves run together (`f5d6c3`); passes are left implicit unless `writePasses` is set, then
// each is written `pass` between spaces-free neighbours (`f5passd6`).
std::string formatTranscript(std::span<const Square> moves, bool writePasses = false);
// The game that plays `text` from `start`, forced passes inserted where the transcript leaves
// them implicit. Refuses unknown text, squares off the board and illegal moves, naming the
// move and its place in the text.
Parsed<Game> parseTranscript(std::string_view text, const Position& start = Position::initial());

std::string formatPosition(const Position& position);  // `BOARD SIDE`, empties as `-`
// One line: the board size follows from the board's length (16, 36 or 64 squares).
Parsed<Position> parsePosition(std::string_view line);

}  // namespace hasami
