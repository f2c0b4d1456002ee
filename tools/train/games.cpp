// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/train/games.h"

#include <cctype>
#include <cstdio>

#include "app/command_line/command_line.h"
#include "engine/formats/notation.h"
#include "engine/util/files.h"
#include "engine/util/numbers.h"
#include "engine/util/quoted.h"
#include "engine/util/words.h"
#include "tools/train/records.h"

namespace hasami::train {

namespace {

// A game file holds a few bytes a game: a billion bytes are millions of games.
constexpr std::uintmax_t kMaxGameFileBytes = std::uintmax_t(1) << 30;

struct PlayedMove {
    Square square;
    bool random;
};

// The moves of a line's first word and the result after it, or why not.
Parsed<std::vector<char>> positionsOfLine(std::string_view line, int boardSize,
                                          bool everyPosition) {
    const std::vector<Word> words = splitWordsAt(line);
    if (words.size() != 2) return ParseError("expected the moves, a space and the result");
    const std::string_view text = words[0].text;
    std::vector<PlayedMove> moves;
    for (std::size_t at = 0; at + 1 < text.size(); at += 2) {
        const std::string_view name = text.substr(at, 2);
        const auto square = parseSquare(name, boardSize);
        if (!square) return ParseError(square.error());
        moves.push_back({*square, std::isupper(static_cast<unsigned char>(name[0])) != 0});
    }
    if (text.size() % 2 != 0) return ParseError("the moves end in half a square");
    const auto result = parseInteger(words[1].text, -std::int64_t(boardSize) * boardSize,
                                     std::int64_t(boardSize) * boardSize);
    if (!result) return ParseError(quotedInput(words[1].text, 20) + " is not a result");

    std::vector<Position> kept;
    Position position = Position::initial(boardSize);
    for (std::size_t ply = 0; ply < moves.size(); ++ply) {
        if (position.mustPass()) position = position.pass();
        if (!position.isLegal(moves[ply].square)) {
            return ParseError("move " + std::to_string(ply + 1) + " (" +
                              squareName(moves[ply].square) + ") is not legal");
        }
        if (moves[ply].random && !everyPosition) {
            kept.clear();
        } else {
            kept.push_back(position);
        }
        position = position.play(moves[ply].square);
    }
    if (position.mustPass()) position = position.pass();
    if (!position.isGameOver()) return ParseError("the game is not over");
    const int forBlack =
        position.sideToMove() == Color::Black ? position.finalScore() : -position.finalScore();
    if (forBlack != *result) {
        return ParseError("the result is " + std::to_string(forBlack) + ", not " +
                          quotedInput(words[1].text, 20));
    }
    std::vector<char> out;
    for (const Position& at : kept) {
        appendRecord(out, {at.player(), at.opponent(),
                           at.sideToMove() == Color::Black ? forBlack : -forBlack});
    }
    return out;
}

}  // namespace

void appendGameMove(std::string& line, Square move, bool random) {
    std::string name = squareName(move);
    if (random) name[0] = char(std::toupper(static_cast<unsigned char>(name[0])));
    line += name;
}

void finishGameLine(std::string& line, const Position& finished) {
    const int forBlack =
        finished.sideToMove() == Color::Black ? finished.finalScore() : -finished.finalScore();
    line += forBlack > 0 ? " +" : " ";
    line += std::to_string(forBlack);
    line += '\n';
}

Parsed<std::vector<char>> positionsOfGames(std::string_view text, int boardSize,
                                           bool everyPosition) {
    std::vector<char> out;
    int number = 0;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        const std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
        ++number;
        if (trimmed(line).empty()) continue;
        auto records = positionsOfLine(line, boardSize, everyPosition);
        if (!records) {
            return ParseError("line " + std::to_string(number) + ": " + records.error());
        }
        out.insert(out.end(), records->begin(), records->end());
    }
    return out;
}

int runPositions(const PositionsOptions& options) {
    std::vector<char> out;
    for (const std::string& input : options.inputs) {
        const auto bytes = readFileBytes(input, "the game file", kMaxGameFileBytes);
        if (!bytes) return cli::fail(QString::fromStdString(bytes.error()));
        auto records = positionsOfGames(std::string_view(bytes->data(), bytes->size()),
                                        options.boardSize, options.everyPosition);
        if (!records) {
            return cli::fail(QString::fromStdString("'" + input + "', " + records.error()));
        }
        out.insert(out.end(), records->begin(), records->end());
    }
    if (!replaceFile(options.out, out)) {
        return cli::fail(QString::fromStdString("cannot write '" + options.out + "'"));
    }
    std::fprintf(stderr, "positions: %zu positions written to '%s'\n", out.size() / kRecordBytes,
                 options.out.c_str());
    return 0;
}

}  // namespace hasami::train
