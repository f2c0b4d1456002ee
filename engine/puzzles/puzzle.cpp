// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/puzzles/puzzle.h"

#include <algorithm>
#include <cstdlib>
#include <tuple>

#include "engine/formats/notation.h"
#include "engine/formats/position_list.h"
#include "engine/util/embedded_file.h"
#include "engine/util/numbers.h"
#include "engine/util/words.h"

HASAMI_EMBED_FILE(hasami_puzzles_8, HASAMI_PUZZLES_8);

namespace hasami {

namespace {

constexpr int kEasiestHard = 20;    // empties from which a puzzle is hard
constexpr int kEasiestMedium = 13;  // ... and medium
// A wrong move that loses this many discs counts half as much in the difficulty as one that
// loses nothing: small losses are the tempting ones.
constexpr double kTemptingLoss = 8.0;
constexpr int kValueLimit = 64;

bool isWinning(int value) {
    return value > 0;
}

}  // namespace

PuzzleGrade puzzleGradeOf(int empties) {
    if (empties >= kEasiestHard) return PuzzleGrade::Hard;
    if (empties >= kEasiestMedium) return PuzzleGrade::Medium;
    return PuzzleGrade::Easy;
}

std::vector<Square> Puzzle::best() const {
    std::vector<Square> squares;
    for (const PuzzleMove& move : moves) {
        if (move.value == value()) squares.push_back(move.move);
    }
    return squares;
}

bool Puzzle::isRight(Square move) const {
    const std::optional<int> moveValue = valueOf(move);
    if (!moveValue) return false;
    return kind == PuzzleKind::Win ? isWinning(*moveValue) : *moveValue == value();
}

std::optional<int> Puzzle::valueOf(Square move) const {
    for (const PuzzleMove& each : moves) {
        if (each.move == move) return each.value;
    }
    return std::nullopt;
}

std::optional<Puzzle> classifyPuzzle(Puzzle puzzle, const PuzzleRules& rules) {
    std::stable_sort(puzzle.moves.begin(), puzzle.moves.end(),
                     [](const PuzzleMove& a, const PuzzleMove& b) { return a.value > b.value; });
    if (puzzle.moves.size() < 2) return std::nullopt;
    const int best = puzzle.value();
    const auto count = [&](auto&& test) {
        return int(std::count_if(puzzle.moves.begin(), puzzle.moves.end(),
                                 [&](const PuzzleMove& move) { return test(move.value); }));
    };
    const int moveCount = int(puzzle.moves.size());
    const int winners = count([](int value) { return isWinning(value); });
    const int bests = count([best](int value) { return value == best; });
    if (puzzle.exact && isWinning(best) && 2 * winners <= moveCount) {
        puzzle.kind = PuzzleKind::Win;
    } else if (puzzle.exact && best == 0 && bests == 1) {
        puzzle.kind = PuzzleKind::KeepDraw;
    } else {
        puzzle.kind = PuzzleKind::BestBy;
    }
    // The margin and the difficulty come from the wrong moves.
    int bestWrong = -kValueLimit - 1;
    double difficulty = 0;
    for (const PuzzleMove& move : puzzle.moves) {
        if (puzzle.isRight(move.move)) continue;
        bestWrong = std::max(bestWrong, move.value);
        difficulty += kTemptingLoss / (kTemptingLoss + double(best - move.value));
    }
    if (bestWrong < -kValueLimit) return std::nullopt;  // every move is right
    puzzle.margin = best - bestWrong;
    puzzle.difficulty = difficulty;
    if (puzzle.kind == PuzzleKind::BestBy &&
        (puzzle.margin < (puzzle.exact ? rules.margin : rules.estimateMargin) ||
         std::abs(best) > rules.decidedValue)) {
        return std::nullopt;
    }
    return puzzle;
}

std::optional<Puzzle> puzzleOf(const Position& position, const Analysis& analysis,
                               const PuzzleRules& rules) {
    Puzzle puzzle;
    puzzle.position = position;
    puzzle.exact = analysis.exact;
    for (const MoveValue& move : analysis.moves) {
        if (move.upperBound || move.move == kPass) return std::nullopt;
        puzzle.moves.push_back({move.move, move.score});
    }
    if (!analysis.moves.empty()) puzzle.line = analysis.moves.front().line;
    return classifyPuzzle(std::move(puzzle), rules);
}

void sortPuzzles(std::vector<Puzzle>& puzzles) {
    std::stable_sort(puzzles.begin(), puzzles.end(), [](const Puzzle& a, const Puzzle& b) {
        return std::tuple(int(a.grade()), a.difficulty, formatPosition(a.position)) <
               std::tuple(int(b.grade()), b.difficulty, formatPosition(b.position));
    });
}

std::string_view puzzleKindName(PuzzleKind kind) {
    switch (kind) {
        case PuzzleKind::Win:
            return "win";
        case PuzzleKind::KeepDraw:
            return "draw";
        case PuzzleKind::BestBy:
            return "best";
    }
    return "best";
}

std::optional<PuzzleKind> parsePuzzleKind(std::string_view name) {
    for (PuzzleKind kind : {PuzzleKind::Win, PuzzleKind::KeepDraw, PuzzleKind::BestBy}) {
        if (name == puzzleKindName(kind)) return kind;
    }
    return std::nullopt;
}

std::string formatPuzzleLine(const Puzzle& puzzle, bool details) {
    std::string text = formatPosition(puzzle.position) + " ";
    const std::vector<Square> best = puzzle.best();
    for (std::size_t i = 0; i < best.size(); ++i) {
        if (i > 0) text += ',';
        text += squareName(best[i]);
    }
    text += ' ';
    text += std::to_string(puzzle.value());
    if (!details) return text;
    text += " ; ";
    text += puzzleKindName(puzzle.kind);
    text += puzzle.exact ? " exact " : " estimate ";
    text += formatDecimal(puzzle.difficulty, 2) + " ";
    for (std::size_t i = 0; i < puzzle.moves.size(); ++i) {
        if (i > 0) text += ',';
        text += squareName(puzzle.moves[i].move);
        text += ':';
        text += std::to_string(puzzle.moves[i].value);
    }
    text += ' ';
    text += puzzle.line.empty() ? std::string("-") : formatTranscript(puzzle.line, true);
    return text;
}

namespace {

Parsed<std::vector<Square>> parseSquares(std::string_view text, const Position& position) {
    std::vector<Square> squares;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        const Parsed<Square> square = parseSquare(text.substr(start, comma - start));
        if (!square) return ParseError{square.error()};
        if (!position.isLegal(*square) || *square == kPass) {
            return ParseError{squareName(*square) + " is no move here"};
        }
        squares.push_back(*square);
        start = comma + 1;
    }
    return squares;
}

Parsed<int> parseValue(std::string_view text) {
    const std::optional<std::int64_t> value = parseInteger(text, -kValueLimit, kValueLimit);
    if (!value) return ParseError{"the value '" + std::string(text) + "' is no disc difference"};
    return int(*value);
}

// The details after ';': kind, exact|estimate, difficulty, move:value,..., line.
Parsed<Puzzle> withDetails(Puzzle puzzle, std::string_view details) {
    const std::vector<std::string_view> words = splitWords(details);
    constexpr std::size_t kFields = 5;
    if (words.size() != kFields) {
        return ParseError{
            "the details after ';' are not 'KIND exact|estimate DIFFICULTY "
            "MOVE:VALUE,... LINE'"};
    }
    const std::optional<PuzzleKind> kind = parsePuzzleKind(words[0]);
    if (!kind) {
        return ParseError{"the kind " + std::string(words[0]) + " is none of win, draw, best"};
    }
    if (words[1] != "exact" && words[1] != "estimate") {
        return ParseError{std::string(words[1]).append(" is neither exact nor estimate")};
    }
    const std::optional<double> difficulty = parseDecimal(words[2]);
    if (!difficulty || *difficulty < 0) return ParseError{"the difficulty is no number"};
    std::vector<PuzzleMove> moves;
    std::string_view list = words[3];
    while (!list.empty()) {
        const std::size_t comma = list.find(',');
        const std::string_view item = list.substr(0, comma);
        list = comma == std::string_view::npos ? std::string_view() : list.substr(comma + 1);
        const std::size_t colon = item.find(':');
        if (colon == std::string_view::npos) return ParseError{"a move's value is missing"};
        const Parsed<std::vector<Square>> square =
            parseSquares(item.substr(0, colon), puzzle.position);
        if (!square) return ParseError{square.error()};
        const Parsed<int> value = parseValue(item.substr(colon + 1));
        if (!value) return ParseError{value.error()};
        moves.push_back({square->front(), *value});
    }
    std::vector<Square> line;
    if (words[4] != "-") {
        const Parsed<Game> game = parseTranscript(words[4], puzzle.position);
        if (!game) return ParseError{"the line: " + game.error()};
        line.assign(game->moves().begin(), game->moves().end());
    }
    const std::vector<Square> best = puzzle.best();
    puzzle.moves = std::move(moves);
    puzzle.exact = words[1] == "exact";
    puzzle.line = std::move(line);
    const std::optional<Puzzle> classified = classifyPuzzle(puzzle, PuzzleRules{0, 0, kValueLimit});
    if (!classified || classified->best() != best || classified->kind != *kind) {
        return ParseError{"the moves' values do not agree with the best moves and the kind"};
    }
    Puzzle read = *classified;
    read.difficulty = *difficulty;
    return read;
}

}  // namespace

Parsed<std::optional<Puzzle>> parsePuzzleLine(std::string_view line) {
    const std::size_t semicolon = line.find(';');
    const std::string_view main = trimmed(line.substr(0, semicolon));
    if (main.empty()) return std::optional<Puzzle>();
    const std::vector<std::string_view> words = splitWords(main);
    constexpr std::size_t kWords = 4;  // board, side, best moves, value
    if (words.size() != kWords) return ParseError{"a puzzle is 'BOARD SIDE BEST,... VALUE'"};
    const Parsed<Position> position =
        parsePosition(std::string(words[0]) + " " + std::string(words[1]));
    if (!position) return ParseError{position.error()};
    if (position->size() != kGridSize) return ParseError{"puzzles are on the 8x8 board"};
    const Parsed<std::vector<Square>> best = parseSquares(words[2], *position);
    if (!best) return ParseError{best.error()};
    const Parsed<int> value = parseValue(words[3]);
    if (!value) return ParseError{value.error()};
    Puzzle puzzle;
    puzzle.position = *position;
    for (Square square : *best) puzzle.moves.push_back({square, *value});
    const std::string_view details = semicolon == std::string_view::npos
                                         ? std::string_view()
                                         : trimmed(line.substr(semicolon + 1));
    if (details.empty()) return std::optional<Puzzle>(std::move(puzzle));
    Parsed<Puzzle> detailed = withDetails(std::move(puzzle), details);
    if (!detailed) return ParseError{detailed.error()};
    return std::optional<Puzzle>(std::move(detailed).value());
}

Parsed<std::vector<Puzzle>> parsePuzzleList(std::string_view text, std::string_view name) {
    return parseLineList<Puzzle>(text, name, "puzzle", parsePuzzleLine);
}

std::string formatPuzzlesJson(const std::vector<Puzzle>& puzzles) {
    std::string text = "{\"puzzles\":[";
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        const Puzzle& puzzle = puzzles[i];
        if (i > 0) text += ",";
        text += "{\"position\":\"" + formatPosition(puzzle.position) +
                "\",\"empties\":" + std::to_string(puzzle.empties()) + ",\"best\":[";
        const std::vector<Square> best = puzzle.best();
        for (std::size_t j = 0; j < best.size(); ++j) {
            if (j > 0) text += ',';
            text += '"';
            text += squareName(best[j]);
            text += '"';
        }
        text += "],\"value\":" + std::to_string(puzzle.value()) + "}";
    }
    return text + "]}";
}

namespace {

Parsed<std::vector<Puzzle>> readBuiltInPuzzles() {
    return parsePuzzleList(
        std::string_view(hasami_puzzles_8, std::size_t(hasami_puzzles_8_end - hasami_puzzles_8)),
        "puzzles8.txt");
}

}  // namespace

std::string builtInPuzzlesProblem() {
    const Parsed<std::vector<Puzzle>> read = readBuiltInPuzzles();
    return read ? std::string() : "the built-in puzzles: " + read.error();
}

const std::vector<Puzzle>& builtInPuzzles() {
    static const std::vector<Puzzle> puzzles = [] {
        const Parsed<std::vector<Puzzle>> read = readBuiltInPuzzles();
        // tools/check_data refuses a damaged file during the build.
        std::vector<Puzzle> list = read ? *read : std::vector<Puzzle>();
        sortPuzzles(list);
        return list;
    }();
    return puzzles;
}

}  // namespace hasami
