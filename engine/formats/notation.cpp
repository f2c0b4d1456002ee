// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/formats/notation.h"

#include <cctype>
#include <cstdio>
#include <optional>

#include "engine/util/text_place.h"
#include "engine/util/words.h"

namespace hasami {

namespace {

char lower(char c) {
    return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
}

// A character as a user can read it in a message, control and non-ASCII bytes escaped.
std::string quoted(char c) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x20 && byte < 0x7F) return std::string("'") + c + "'";
    char escaped[8];
    std::snprintf(escaped, sizeof escaped, "0x%02X", byte);
    return std::string("byte ") + escaped;
}

std::string quoted(std::string_view text) {
    return quotedInput(text, 16);
}

std::string boardSizeName(int size) {
    return std::to_string(size) + "x" + std::to_string(size);
}

// A square name that is off a size x size board, or not a square name at all.
std::string squareProblem(char column, char row, int size) {
    const char lastColumn = static_cast<char>('a' + size - 1);
    const char lastRow = static_cast<char>('0' + size);
    const bool letter = lower(column) >= 'a' && lower(column) <= 'z';
    const bool digit = row >= '0' && row <= '9';
    if (!letter || (!digit && lower(column) > lastColumn)) {
        return quoted(column) + " is not a column letter (a.." + lastColumn + ")";
    }
    if (!digit) {
        return "column " + std::string(1, lower(column)) +
               " must be followed by a row number (1.." + lastRow + "), not " + quoted(row);
    }
    return std::string{lower(column), row} + " is not a square of the " + boardSizeName(size) +
           " board (a1.." + lastColumn + lastRow + ")";
}

bool isSquareOf(char column, char row, int size) {
    const int c = lower(column) - 'a';
    const int r = row - '1';
    return c >= 0 && c < size && r >= 0 && r < size;
}

}  // namespace

std::string legalMovesText(const Position& position) {
    std::string text;
    for (Square square : squaresOf(position.legalMoves())) {
        if (!text.empty()) text += ' ';
        text += squareName(square);
    }
    return text;
}

std::string squareName(Square square) {
    if (square == kPass) return "pass";
    if (square < 0 || square >= kPass) return "none";
    return {static_cast<char>('a' + columnOf(square)), static_cast<char>('1' + rowOf(square))};
}

Parsed<Square> parseSquare(std::string_view text, int size) {
    if (text.size() != 2) {
        return ParseError{quoted(text) +
                          " is not a square name: expected a column letter and a "
                          "row number, like f5"};
    }
    if (!isSquareOf(text[0], text[1], size)) {
        return ParseError{squareProblem(text[0], text[1], size)};
    }
    return squareAt(lower(text[0]) - 'a', text[1] - '1');
}

std::string_view colorName(Color color) {
    return color == Color::Black ? "Black" : "White";
}

char colorLetter(Color color) {
    return color == Color::Black ? 'X' : 'O';
}

std::string formatTranscript(std::span<const Square> moves, bool writePasses) {
    std::string text;
    for (Square move : moves) {
        if (move != kPass || writePasses) text += squareName(move);
    }
    return text;
}

Parsed<Game> parseTranscript(std::string_view text, const Position& start) {
    Game game(start);
    const int size = start.size();
    int moveNumber = 0;
    std::size_t i = 0;
    while (i < text.size()) {
        if (isSpace(text[i]) || text[i] == ',') {
            ++i;
            continue;
        }
        const std::size_t offset = i;
        Square move = kNoSquare;
        if (startsWithNoCase(text.substr(i), "pass")) {
            move = kPass;
            i += 4;
        } else if (startsWithNoCase(text.substr(i), "ps")) {
            move = kPass;
            i += 2;
        } else if (i + 1 < text.size() && isSquareOf(text[i], text[i + 1], size)) {
            move = squareAt(lower(text[i]) - 'a', text[i + 1] - '1');
            i += 2;
        } else {
            const char row = i + 1 < text.size() ? text[i + 1] : ' ';
            return ParseError{"transcript " + atCharacter(offset) + ": " +
                              squareProblem(text[i], row, size)};
        }
        ++moveNumber;
        const Position& position = game.position();
        const std::string where =
            "transcript move " + std::to_string(moveNumber) + " (" + atCharacter(offset) + "): ";
        if (position.isGameOver()) {
            return ParseError{where + "the game is already over, " + squareName(move) +
                              " cannot follow"};
        }
        if (move == kPass) {
            if (!game.play(kPass)) {
                return ParseError{where + "pass is not allowed, " +
                                  std::string(colorName(position.sideToMove())) +
                                  " has legal moves (" + legalMovesText(position) + ")"};
            }
            continue;
        }
        if (position.mustPass()) game.play(kPass);  // the pass the transcript left implicit
        if (!game.play(move)) {
            const Position& now = game.position();
            return ParseError{where + squareName(move) + " is not a legal move for " +
                              std::string(colorName(now.sideToMove())) +
                              " (legal: " + legalMovesText(now) + ")"};
        }
    }
    if (game.position().mustPass()) game.play(kPass);
    return game;
}

std::string formatPosition(const Position& position) {
    const int size = position.size();
    std::string text;
    text.reserve(size * size + 2);
    for (int row = 0; row < size; ++row) {
        for (int column = 0; column < size; ++column) {
            const Bitboard square = bit(squareAt(column, row));
            if (position.discs(Color::Black) & square) {
                text += 'X';
            } else if (position.discs(Color::White) & square) {
                text += 'O';
            } else {
                text += '-';
            }
        }
    }
    text += ' ';
    text += colorLetter(position.sideToMove());
    return text;
}

namespace {

struct Discs {
    Bitboard black = 0;
    Bitboard white = 0;
};

// The discs of a board of `size` written row by row in `board`, which starts at column
// `begin` of the line.
Parsed<Discs> parseBoardSquares(std::string_view board, int size, std::size_t begin) {
    Discs discs;
    for (std::size_t i = 0; i < board.size(); ++i) {
        const Square square = squareAt(int(i) % size, int(i) / size);
        switch (board[i]) {
            case 'X':
            case 'x':
            case '*':
                discs.black |= bit(square);
                break;
            case 'O':
            case 'o':
                discs.white |= bit(square);
                break;
            case '-':
            case '.':
                break;
            default:
                return ParseError{"board square " + std::to_string(i + 1) + " (" +
                                  squareName(square) + ", " + atCharacter(begin + i) +
                                  "): " + quoted(board[i]) + " is not X, *, O, - or ."};
        }
    }
    return discs;
}

Parsed<Color> parseSide(const Word& side) {
    if (side.text.empty()) {
        return ParseError{"the side to move is missing after the board: add X or O"};
    }
    if (side.text == "X" || side.text == "x" || side.text == "*") return Color::Black;
    if (side.text == "O" || side.text == "o") return Color::White;
    return ParseError{"side to move " + quoted(side.text) + " (" + atCharacter(side.begin) +
                      ") is not X (or *) or O"};
}

}  // namespace

Parsed<Position> parsePosition(std::string_view line) {
    const std::string_view content = line.substr(0, line.find(';'));
    const std::vector<Word> words = splitWordsAt(content);
    Word board = words.empty() ? Word{} : words[0];
    Word side = words.size() < 2 ? Word{{}, board.end()} : words[1];
    if (board.text.empty()) {
        return ParseError{
            "empty position: expected the board (16, 36 or 64 squares) and the "
            "side to move, like '" +
            formatPosition(Position::initial()) + "'"};
    }
    const std::size_t length = board.text.size();
    if (side.text.empty() && (length == 17 || length == 37 || length == 65)) {
        side = {board.text.substr(length - 1), board.begin + length - 1};  // written together
        board.text.remove_suffix(1);
    }
    int size = 0;
    for (int candidate : {4, 6, 8}) {
        if (board.text.size() == std::size_t(candidate) * std::size_t(candidate)) size = candidate;
    }
    if (size == 0) {
        return ParseError{"the board has " + std::to_string(board.text.size()) +
                          " squares; expected 16 (4x4), 36 (6x6) or 64 (8x8)"};
    }
    const Parsed<Discs> discs = parseBoardSquares(board.text, size, board.begin);
    if (!discs) return ParseError{discs.error()};
    const Parsed<Color> sideToMove = parseSide(side);
    if (!sideToMove) return ParseError{sideToMove.error()};
    if (words.size() > 2) {
        const Word& rest = words[2];
        return ParseError{"unexpected " + quoted(content.substr(rest.begin)) + " " +
                          atCharacter(rest.begin) +
                          " after the side to move (a comment must start with ';')"};
    }
    return Position::fromDiscs(size, discs->black, discs->white, *sideToMove);
}

}  // namespace hasami
