// SPDX-License-Identifier: GPL-3.0-or-later
// What a review says of how each side played: every move classed by the expected score it
// gave away (engine/game/expected_score.h), with its loss in discs beside it; each side's
// accuracy, in the manner of Lichess's (the manual and docs/engine.md give the formulas), by
// phase too; the count of each class; the biggest swing; each side's disc loss as it grows.
#pragma once

#include <array>
#include <optional>
#include <string_view>
#include <vector>

#include "engine/game/expected_score.h"
#include "engine/game/review.h"

namespace hasami {

// The classes, from the best to the worst, and Book for a move the opening book values within
// its tolerance of the best (kBookTolerance, engine/book/book.h).
enum class MoveClass { Book, Best, Excellent, Good, Inaccuracy, Mistake, Blunder };
inline constexpr int kMoveClassCount = 7;

// The thresholds, in points of expected score lost (percent): a move that loses no disc is
// Best; one that loses less than kExcellentLoss points Excellent, less than kGoodLoss Good,
// less than kInaccuracyLoss an Inaccuracy, less than kMistakeLossPoints a Mistake, and any
// more a Blunder (Lichess's 5, 10 and 15 points for ?!, ? and ??).
inline constexpr double kExcellentLoss = 2;
inline constexpr double kGoodLoss = 5;
inline constexpr double kInaccuracyLoss = 10;
inline constexpr double kMistakeLossPoints = 15;

// The class of a move that loses `discs` and `points` of expected score; `book`: its values
// are the opening book's, and a move within the book's tolerance of the best is Book.
MoveClass classify(int discs, double points, bool book);
// The class's name as files and `hasami-cli review` write it: book, best, excellent, good,
// inaccuracy, mistake, blunder; and read back (none for another word).
std::string_view moveClassName(MoveClass kind);
std::optional<MoveClass> moveClassNamed(std::string_view name);
// The annotation players write after the move: ?!, ? and ??; empty for the others.
std::string_view moveClassGlyph(MoveClass kind);
// Whether `kind` is one that Retry Mistakes and the drill ask again: a Mistake or a Blunder.
inline bool isMistakeClass(MoveClass kind) {
    return kind == MoveClass::Mistake || kind == MoveClass::Blunder;
}

// A move's accuracy, 0 to 100, from its player's expected score before it (the best move's)
// and after it (its own), both in percent: Lichess's curve, 103.1668 e^(-0.04354 d) - 3.1669
// plus one, d the points lost, at most 100.
double moveAccuracy(double before, double after);

// The three phases of a game: the opening (more than two thirds of the empties left; on 8x8
// more than 40), the middle game, the endgame (a third or fewer; on 8x8 the last 20 empties).
enum class GamePhase { Opening, Middle, Endgame };
inline constexpr int kPhaseCount = 3;
GamePhase phaseOf(int empties, int boardSize);

// One move of a game as the report sees it.
struct AssessedMove {
    int ply = 0;
    Color player = Color::Black;
    Square move = kNoSquare;
    Square best = kNoSquare;  // a best move there: the move itself when it is one
    int discLoss = 0;
    double before = 0;  // the player's expected score with the best move, percent
    double after = 0;   // with the move played, at the same empties
    double accuracy = 100;
    MoveClass kind = MoveClass::Best;
    GamePhase phase = GamePhase::Opening;
    bool exact = false;  // both values are exact
    double pointsLost() const { return before - after; }
};

struct SideReport {
    // Over the moves reviewed, book moves left out; none without such moves.
    std::optional<double> accuracy;
    std::array<std::optional<double>, kPhaseCount> phaseAccuracy{};
    std::array<int, kMoveClassCount> counts{};  // by MoveClass
    int discLoss = 0;                           // the sum of the moves' disc losses
    int moves = 0;                              // moves reviewed
    int count(MoveClass kind) const { return counts[std::size_t(kind)]; }
};

struct GameReport {
    std::vector<std::optional<AssessedMove>> moves;  // by ply; none where not reviewed, passes
    SideReport black;
    SideReport white;
    // Black's expected score of every position of the line, percent, where its value is known.
    std::vector<std::optional<double>> blackScore;
    // Each side's disc loss summed up to each ply (0 to the end), for the graph.
    std::vector<int> blackLossSoFar;
    std::vector<int> whiteLossSoFar;
    std::optional<int> biggestSwing;  // the ply of the move that lost the most expected score
    // Black's value of the start and Black's result (its final disc difference), when known:
    // with every move reviewed, black.discLoss - white.discLoss == *startValue - *result.
    std::optional<int> startValue;
    std::optional<int> result;
    bool complete = false;  // every move (but forced passes) reviewed, and the game over
    const SideReport& side(Color color) const { return color == Color::Black ? black : white; }
};

// The move of `review`, played from `before` at `ply`, as the report sees it.
AssessedMove assessMove(const MoveReview& review, const Position& before, int ply,
                        const ExpectedScore& model = ExpectedScore::builtIn());

// The report of `game`'s current line from its review as one chain (reviewLine).
GameReport reportGame(const Game& game, const LineReview& line,
                      const ExpectedScore& model = ExpectedScore::builtIn());

}  // namespace hasami
