// SPDX-License-Identifier: GPL-3.0-or-later
// Puzzles: positions where one answer stands out, with the value of every move. A position
// makes a puzzle when the side to move can win and most moves do not ("Black to move and
// win"), when one move alone keeps the draw, or when the best moves are better than every
// other by a margin ("the best move by at least N discs"). Each is graded by its empties and
// rated by how hard the engine finds it: how many moves are wrong, and how little they lose.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/board/position.h"
#include "engine/search/types.h"
#include "engine/util/parsed.h"

namespace hasami {

enum class PuzzleKind {
    Win,       // the side to move wins, and most moves do not: any winning move is right
    KeepDraw,  // one move keeps the draw, every other loses
    BestBy,    // the best moves are better than every other by at least `margin`
};

// By the empties: easy up to 12, medium 13 to 19, hard from 20.
enum class PuzzleGrade { Easy, Medium, Hard };
PuzzleGrade puzzleGradeOf(int empties);

struct PuzzleMove {
    Square move = kNoSquare;
    int value = 0;  // for the side to move, after this move and best play on both sides
    bool operator==(const PuzzleMove&) const = default;
};

struct Puzzle {
    Position position;
    // Every legal move's value, best first. A puzzle read from a line without its details
    // knows its best moves alone.
    std::vector<PuzzleMove> moves;
    bool exact = false;  // the values are exact solves, not estimates of a search
    PuzzleKind kind = PuzzleKind::BestBy;
    // Best less second best (0 when every move is known to be best).
    int margin = 0;
    // How hard: each wrong move counts the more, the less it loses (0: none is wrong).
    double difficulty = 0;
    std::vector<Square> line;  // a best move and the best play after it, as far as known

    int value() const { return moves.empty() ? 0 : moves.front().value; }
    int empties() const { return position.emptyCount(); }
    PuzzleGrade grade() const { return puzzleGradeOf(empties()); }
    // Every move of the best value.
    std::vector<Square> best() const;
    // Whether `move` solves it: a winning move for Win, a best move otherwise.
    bool isRight(Square move) const;
    // The value of `move` when known.
    std::optional<int> valueOf(Square move) const;

    bool operator==(const Puzzle&) const = default;
};

// What a position must show to make a puzzle.
struct PuzzleRules {
    // The best moves must be better than the others by this many discs (exact values) ...
    int margin = 4;
    // ... or by this many when the values are a search's estimates, which err by a few discs.
    int estimateMargin = 8;
    // A best move by a margin teaches little where the game is long decided: such a puzzle's
    // best value is at most this far from 0.
    int decidedValue = 30;
};

// The puzzle the position makes with the values of `analysis` (every move valued, none only
// bounded), or nullopt when no answer stands out. Only exact values make Win and KeepDraw.
std::optional<Puzzle> puzzleOf(const Position& position, const Analysis& analysis,
                               const PuzzleRules& rules = {});

// The kind, margin and difficulty of the puzzle with these values (best first, at least two),
// or nullopt when it is none.
std::optional<Puzzle> classifyPuzzle(Puzzle puzzle, const PuzzleRules& rules = {});

// Easiest first: by grade, then difficulty, then the position's text.
void sortPuzzles(std::vector<Puzzle>& puzzles);

// One line: `BOARD SIDE BEST,BEST VALUE`, as `hasami-cli puzzles` writes them; with details,
// then `; kind exact|estimate difficulty move:value,... line` (what Hasami's own puzzle files
// keep, so that a puzzle shows every move's value without a search).
std::string formatPuzzleLine(const Puzzle& puzzle, bool details = false);
// A line of either form; nullopt for a blank or comment-only line, else the puzzle or what is
// wrong with it.
Parsed<std::optional<Puzzle>> parsePuzzleLine(std::string_view line);
// Every puzzle of a text of such lines, or what is wrong with its first bad line, as
// "NAME line N: ...".
Parsed<std::vector<Puzzle>> parsePuzzleList(std::string_view text, std::string_view name);
// `{"puzzles":[{"position":"BOARD SIDE","empties":N,"best":["c4"],"value":V},...]}`
std::string formatPuzzlesJson(const std::vector<Puzzle>& puzzles);

// The puzzles built into the program (engine/data/puzzles8.txt: found by `hasami-cli puzzles
// --details` in games between Hasami's levels), easiest first.
const std::vector<Puzzle>& builtInPuzzles();
// What is wrong with them; empty when nothing is.
std::string builtInPuzzlesProblem();

std::string_view puzzleKindName(PuzzleKind kind);  // win, draw, best
std::optional<PuzzleKind> parsePuzzleKind(std::string_view name);

}  // namespace hasami
