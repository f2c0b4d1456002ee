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

const char* nameOf(WthorFault::Records records, bool one) {
    switch (records) {
        case WthorFault::Records::Games:
            return one ? "game" : "games";
        case WthorFault::Records::Players:
            return one ? "player" : "players";
        case WthorFault::Records::Tournaments:
            return one ? "tournament" : "tournaments";
    }
    return "";
}

// The records' bytes after the header, when the file holds `count` records of `size` bytes.
std::variant<std::string_view, WthorFault> recordsOf(std::string_view bytes, long long count,
                                                     std::size_t size,
                                                     WthorFault::Records records) {
    WthorFault fault;
    fault.records = records;
    fault.bytes = bytes.size();
    if (bytes.size() < kWthorHeaderBytes) return fault;
    const std::size_t expected = kWthorHeaderBytes + std::size_t(count) * size;
    if (bytes.size() < expected) {
        fault.kind = WthorFault::Kind::CutShort;
        fault.announced = count;
        fault.expected = expected;
        return fault;
    }
    return bytes.substr(kWthorHeaderBytes, std::size_t(count) * size);
}

template <typename T>
Parsed<T> parsed(std::variant<T, WthorFault> read) {
    if (auto* fault = std::get_if<WthorFault>(&read)) return ParseError{fault->text()};
    return std::get<T>(std::move(read));
}

}  // namespace

std::string WthorFault::text() const {
    const std::string size = std::to_string(boardSize);
    switch (kind) {
        case Kind::ShorterThanHeader:
            return std::string("not a WTHOR ") + nameOf(records, true) +
                   " file: " + std::to_string(bytes) + " bytes, shorter than its header";
        case Kind::CutShort:
            return "cut short: its header announces " + std::to_string(announced) + " " +
                   nameOf(records, announced == 1) + " (" + std::to_string(expected) +
                   " bytes), the file has " + std::to_string(bytes) + " bytes";
        case Kind::OtherBoard:
            return "its games are on a " + size + "x" + size + " board, not 8x8";
        case Kind::Solitaire:
            return "it holds solitaire games, not games";
        case Kind::NotASquare:
            return "game " + std::to_string(game) + ": move " + std::to_string(move) + " is " +
                   std::to_string(value) + ", not a square";
    }
    return {};
}

std::variant<WthorGames, WthorFault> readWthorGames(std::string_view bytes) {
    const long long count = bytes.size() >= kWthorHeaderBytes ? longWord(bytes, 4) : 0;
    const auto records = recordsOf(bytes, count, kWthorGameBytes, WthorFault::Records::Games);
    if (const auto* fault = std::get_if<WthorFault>(&records)) return *fault;
    const std::string_view games = std::get<std::string_view>(records);
    WthorFault fault;
    fault.bytes = bytes.size();
    const int boardSize = byteAt(bytes, 12);
    if (boardSize != 0 && boardSize != 8) {
        fault.kind = WthorFault::Kind::OtherBoard;
        fault.boardSize = boardSize;
        return fault;
    }
    if (byteAt(bytes, 13) == 1) {
        fault.kind = WthorFault::Kind::Solitaire;
        return fault;
    }
    WthorGames result;
    result.year = word(bytes, 10);
    result.games.reserve(std::size_t(count));
    for (long long index = 0; index < count; ++index) {
        const std::string_view record =
            games.substr(std::size_t(index) * kWthorGameBytes, kWthorGameBytes);
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
                fault.kind = WthorFault::Kind::NotASquare;
                fault.game = index + 1;
                fault.move = i + 1;
                fault.value = move;
                return fault;
            }
            game.moves.push_back(squareAt(column - 1, row - 1));
        }
        result.games.push_back(std::move(game));
    }
    return result;
}

Parsed<WthorGames> parseWthorGames(std::string_view bytes) {
    return parsed(readWthorGames(bytes));
}

std::variant<std::vector<std::string>, WthorFault> readWthorNames(std::string_view bytes,
                                                                  std::size_t recordBytes) {
    const long long count = bytes.size() >= kWthorHeaderBytes ? word(bytes, 8) : 0;
    const auto records =
        recordsOf(bytes, count, recordBytes,
                  recordBytes == kWthorPlayerBytes ? WthorFault::Records::Players
                                                   : WthorFault::Records::Tournaments);
    if (const auto* fault = std::get_if<WthorFault>(&records)) return *fault;
    const std::string_view all = std::get<std::string_view>(records);
    std::vector<std::string> names;
    names.reserve(std::size_t(count));
    for (long long index = 0; index < count; ++index) {
        std::string_view name = all.substr(std::size_t(index) * recordBytes, recordBytes);
        name = name.substr(0, name.find('\0'));
        while (!name.empty() && name.back() == ' ') name.remove_suffix(1);
        names.push_back(fromLatin1(name));
    }
    return names;
}

Parsed<std::vector<std::string>> parseWthorNames(std::string_view bytes, std::size_t recordBytes) {
    return parsed(readWthorNames(bytes, recordBytes));
}

}  // namespace hasami
