// SPDX-License-Identifier: GPL-3.0-or-later
// Opening books between programs: Edax's book file (`.dat`, as Edax 4 reads and writes it) and
// a text form of one position a line, read and written; and a book of any of these, or of
// Hasami's own form (engine/book/book.h), told by its content.
//
// Edax's book file, all numbers little-endian:
//   header (42 bytes): u32 "EDAX" 0x45444158, u32 "BOOK" 0x424f4f4b, u8 version 4, u8 release;
//          the date (i16 year, u8 month, day, hour, minute, second, one spare byte); the
//          options (i32 level, least empties, midgame error, endgame error, verbosity); i32
//          positions
//   per position: u64 player discs, u64 opponent discs (the least image under the board's
//          symmetries, bit 0 a1, bit 63 h8); u32 wins, draws, losses and lines below it; i16
//          value, lower and upper bound for the side to move; u8 links, u8 level; per link an
//          i8 value and a u8 move (0-63, 64 the pass) to a position in the book; then the leaf,
//          the best move whose position is not in the book, as i8 value and u8 move (65: none)
//
// The text form, Edax's too, a line a position:
//   `<64 squares, X the side to move, O the other, - empty> X,<level>,<leaf>,<value>`
// the leaf a square (`F5`), `--` for none or `PA` for the pass, the value the leaf's (or, with
// none, the position's). Hasami adds `,exact` where the value is exact, which Edax passes over.
//
// Positions of the side that must pass are Edax's own: Hasami keeps the position after the pass
// (book.h), writes both, and reads the second.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/book/book.h"
#include "engine/util/parsed.h"

namespace hasami {

// The date an Edax book file records.
struct EdaxDate {
    int year = 2000;
    int month = 1;
    int day = 1;
    int hour = 0;
    int minute = 0;
    int second = 0;

    static EdaxDate now();  // the local time
};

// Whether `bytes` start as an Edax book file.
bool isEdaxBook(std::span<const char> bytes);
// The 8x8 book `book` as an Edax book file made at `date`; the same bytes for the same book.
// Refuses another board's book.
Parsed<std::vector<char>> edaxBookBytes(const OpeningBook& book, const EdaxDate& date);
// The book of an Edax book file, propagated; or what is wrong with the file. Links to positions
// the file lacks are left out, and told in `note` when it is given (empty when there are none).
Parsed<OpeningBook> readEdaxBook(std::span<const char> bytes, std::string* note = nullptr);

// The 8x8 book `book` in the text form, in the book's order. Refuses another board's book.
Parsed<std::string> bookText(const OpeningBook& book);
// The book of the text form, propagated; or the first bad line, as "line N: ...".
Parsed<OpeningBook> readBookText(std::string_view text);

// The forms a book is written in for another program.
enum class BookForm { Edax, Text };
// `book` (8x8) as a file of `form`, an Edax file dated now; refuses another board's book.
Parsed<std::vector<char>> bookBytes(const OpeningBook& book, BookForm form);

// What the first bytes of a book file (kBookHeadBytes of them, or the whole of a shorter file)
// say is wrong with a file of `fileBytes` bytes, before the rest is read: a header of another
// version, one that announces more or fewer positions than the file's size holds, bytes that
// are no text. Nothing when the rest is to be read.
inline constexpr std::size_t kBookHeadBytes = 64;
std::optional<std::string> bookHeadProblem(std::span<const char> head, std::uintmax_t fileBytes);

// A book file of Hasami's form, Edax's or the text form, told by its content; what was left
// out, in `note` when it is given (readEdaxBook).
Parsed<OpeningBook> readAnyBook(std::span<const char> bytes, std::string* note = nullptr);

}  // namespace hasami
