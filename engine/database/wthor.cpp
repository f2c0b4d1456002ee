// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/database/wthor.h"

namespace hasami {

namespace {

constexpr int kMovesInARecord = 60;
constexpr std::size_t kMovesOffset = 8;

int byteAt(std::string_view bytes, std::size_t at) {
    return static_cast<unsigned char>(bytes[at]);
}

int word(std::string_view bytes, std::size_t at) {
    return byteAt(bytes, at) | byteAt(bytes, at + 1) << 8;
}

long long longWord(std::string_view bytes, std::size_t at) {
    return static_cast<long long>(word(bytes, at)) | static_cast<long long>(word(bytes, at + 2))
                                                         << 16;
}

// Latin-1 to UTF-8: every byte is the code point of its character.
std::string fromLatin1(std::string_view text) {
    std::string utf8;
    for (char c : text) {
        const auto code = static_cast<unsigned char>(c);
        if (code < 0x80) {
            utf8.push_back(c);
        } else {
            utf8.push_back(static_cast<char>(0xc0 | code >> 6));
            utf8.push_back(static_cast<char>(0x80 | (code & 0x3f)));
        }
    }
    return utf8;
}

// The records' bytes after the header, when the file holds `count` records of `size` bytes.
Parsed<std::string_view> recordsOf(std::string_view bytes, long long count, std::size_t size,
                                   std::string_view what) {
    if (bytes.size() < kWthorHeaderBytes) {
        return ParseError{"not a WTHOR " + std::string(what) + " file: " +
                          std::to_string(bytes.size()) + " bytes, shorter than its header"};
    }
    const std::size_t expected = kWthorHeaderBytes + std::size_t(count) * size;
    if (bytes.size() < expected) {
        return ParseError{"cut short: its header announces " + std::to_string(count) + " " +
                          std::string(what) + (count == 1 ? "" : "s") + " (" +
                          std::to_string(expected) + " bytes), the file has " +
                          std::to_string(bytes.size()) + " bytes"};
    }
    return bytes.substr(kWthorHeaderBytes, std::size_t(count) * size);
}

}  // namespace

Parsed<WthorGames> parseWthorGames(std::string_view bytes) {
    const long long count = bytes.size() >= kWthorHeaderBytes ? longWord(bytes, 4) : 0;
    const Parsed<std::string_view> records = recordsOf(bytes, count, kWthorGameBytes, "game");
    if (!records) return records.parseError();
    const int boardSize = byteAt(bytes, 12);
    if (boardSize != 0 && boardSize != 8) {
        return ParseError{"its games are on a " + std::to_string(boardSize) + "x" +
                          std::to_string(boardSize) + " board, not 8x8"};
    }
    if (byteAt(bytes, 13) == 1) return ParseError{"it holds solitaire games, not games"};
    WthorGames result;
    result.year = word(bytes, 10);
    result.games.reserve(std::size_t(count));
    for (long long index = 0; index < count; ++index) {
        const std::string_view record =
            records->substr(std::size_t(index) * kWthorGameBytes, kWthorGameBytes);
        WthorGame game;
        game.tournament = word(record, 0);
        game.black = word(record, 2);
        game.white = word(record, 4);
        game.blackDiscs = byteAt(record, 6);
        game.theoreticalScore = byteAt(record, 7);
        for (int i = 0; i < kMovesInARecord; ++i) {
            const int move = byteAt(record, kMovesOffset + std::size_t(i));
            if (move == 0) break;
            const int row = move / 10;
            const int column = move % 10;
            if (row < 1 || row > 8 || column < 1 || column > 8) {
                return ParseError{"game " + std::to_string(index + 1) + ": move " +
                                  std::to_string(i + 1) + " is " + std::to_string(move) +
                                  ", not a square"};
            }
            game.moves.push_back(squareAt(column - 1, row - 1));
        }
        result.games.push_back(std::move(game));
    }
    return result;
}

Parsed<std::vector<std::string>> parseWthorNames(std::string_view bytes, std::size_t recordBytes) {
    const long long count = bytes.size() >= kWthorHeaderBytes ? word(bytes, 8) : 0;
    const Parsed<std::string_view> records = recordsOf(
        bytes, count, recordBytes, recordBytes == kWthorPlayerBytes ? "player" : "tournament");
    if (!records) return records.parseError();
    std::vector<std::string> names;
    names.reserve(std::size_t(count));
    for (long long index = 0; index < count; ++index) {
        std::string_view name = records->substr(std::size_t(index) * recordBytes, recordBytes);
        name = name.substr(0, name.find('\0'));
        while (!name.empty() && name.back() == ' ') name.remove_suffix(1);
        names.push_back(fromLatin1(name));
    }
    return names;
}

}  // namespace hasami
