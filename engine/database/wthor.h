// SPDX-License-Identifier: GPL-3.0-or-later
// The WTHOR formats, in which the French Othello Federation publishes every recorded tournament
// game: a file of games a year (.wtb), one of the players' names (WTHOR.JOU) and one of the
// tournaments' names (WTHOR.TRN). Each starts with a 16-byte header; numbers are little-endian.
//
//   header: century and year, month, day of the file; N1 (4 bytes), the games; N2 (2 bytes),
//           the names; the year of the games (2 bytes); the board size (0 or 8: 8x8, 10:
//           10x10); 1 for solitaire games; the depth of the theoretical scores; a spare byte
//   game (68 bytes): tournament, Black's and White's player numbers (2 bytes each), Black's
//           final disc count, the theoretical score, then 60 moves as row * 10 + column (11 is
//           a1, 56 is f5), 0 after the last
//   name: 20 bytes a player, 26 a tournament, Latin-1, ended by a zero byte
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "engine/board/bitboard.h"
#include "engine/util/parsed.h"

namespace hasami {

inline constexpr std::size_t kWthorHeaderBytes = 16;
inline constexpr std::size_t kWthorGameBytes = 68;
inline constexpr std::size_t kWthorPlayerBytes = 20;
inline constexpr std::size_t kWthorTournamentBytes = 26;

struct WthorGame {
    int tournament = 0;
    int black = 0;  // player numbers
    int white = 0;
    int blackDiscs = 0;  // Black's disc count at the end, as the record gives it
    int theoreticalScore = 0;
    std::vector<Square> moves;  // as recorded: passes are not written
};

struct WthorGames {
    int year = 0;
    std::vector<WthorGame> games;
};

// What makes a WTHOR file unreadable, with its numbers, so that each place can say it in its
// own language (text() in English; the window: session/database_library.h).
struct WthorFault {
    enum class Kind {
        ShorterThanHeader,  // the file has `bytes`, fewer than the header's
        CutShort,           // the header announces `announced` records (`expected` bytes in all);
                            // the file has `bytes`
        OtherBoard,         // the games are on a `boardSize` x `boardSize` board
        Solitaire,          // the file holds solitaire games
        NotASquare,         // move `move` of game `game` (both from 1) is `value`, no square
    };
    enum class Records { Games, Players, Tournaments };

    Kind kind = Kind::ShorterThanHeader;
    Records records = Records::Games;
    std::size_t bytes = 0;
    long long announced = 0;
    std::size_t expected = 0;
    int boardSize = 0;
    long long game = 0;
    int move = 0;
    int value = 0;

    std::string text() const;
    bool operator==(const WthorFault&) const = default;
};

// The games of a .wtb file. Refuses a file that is not one, is cut short, holds another board
// size's or solitaire games, or a move that is no square, saying which.
std::variant<WthorGames, WthorFault> readWthorGames(std::string_view bytes);
Parsed<WthorGames> parseWthorGames(std::string_view bytes);

// The names of a WTHOR.JOU (recordBytes kWthorPlayerBytes) or WTHOR.TRN (kWthorTournamentBytes)
// file, in UTF-8, by number; or why not.
std::variant<std::vector<std::string>, WthorFault> readWthorNames(std::string_view bytes,
                                                                  std::size_t recordBytes);
Parsed<std::vector<std::string>> parseWthorNames(std::string_view bytes, std::size_t recordBytes);

}  // namespace hasami
