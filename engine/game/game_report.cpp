// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/game/game_report.h"

#include <algorithm>
#include <cmath>

#include "engine/book/book.h"

namespace hasami {

namespace {

constexpr std::array<std::string_view, kMoveClassCount> kClassNames = {
    "book", "best", "excellent", "good", "inaccuracy", "mistake", "blunder"};

double mean(std::span<const double> values) {
    double sum = 0;
    for (const double value : values) sum += value;
    return sum / double(values.size());
}

double standardDeviation(std::span<const double> values) {
    const double centre = mean(values);
    double sum = 0;
    for (const double value : values) sum += (value - centre) * (value - centre);
    return std::sqrt(sum / double(values.size()));
}

// Lichess's game accuracy of moves: the mean of their mean weighted by how much the game
// swung around each (the standard deviation of the expected scores in a window about it) and
// of their harmonic mean, which the worst moves pull down.
std::optional<double> accuracyOf(std::span<const double> accuracies,
                                 std::span<const double> weights) {
    if (accuracies.empty()) return std::nullopt;
    double weighted = 0;
    double weight = 0;
    double inverses = 0;
    for (std::size_t i = 0; i < accuracies.size(); ++i) {
        weighted += accuracies[i] * weights[i];
        weight += weights[i];
        inverses += 1 / std::max(1.0, accuracies[i]);
    }
    const double harmonic = double(accuracies.size()) / inverses;
    return (weighted / weight + harmonic) / 2;
}

// The volatility weight of each move of `scores` (Black's expected score before each move,
// then after the last): the standard deviation of the scores in a window of a tenth of the
// game (2 to 8) ending after the move, the first moves sharing the first window; 0.5 to 12.
std::vector<double> volatilityWeights(const std::vector<double>& scores) {
    const std::size_t moves = scores.size() - 1;
    const std::size_t window = std::clamp<std::size_t>(moves / 10, 2, 8);
    std::vector<double> weights(moves, 0.5);
    for (std::size_t i = 0; i < moves; ++i) {
        const std::size_t end = std::min(scores.size(), std::max(i + 2, window));
        const std::size_t begin = end >= window ? end - window : 0;
        const double deviation =
            standardDeviation(std::span<const double>(scores).subspan(begin, end - begin));
        weights[i] = std::clamp(deviation, 0.5, 12.0);
    }
    return weights;
}

}  // namespace

MoveClass classify(int discs, double points, bool book) {
    if (book && discs <= kBookTolerance) return MoveClass::Book;
    if (discs <= 0) return MoveClass::Best;
    if (points < kExcellentLoss) return MoveClass::Excellent;
    if (points < kGoodLoss) return MoveClass::Good;
    if (points < kInaccuracyLoss) return MoveClass::Inaccuracy;
    if (points < kMistakeLossPoints) return MoveClass::Mistake;
    return MoveClass::Blunder;
}

std::string_view moveClassName(MoveClass kind) {
    return kClassNames[std::size_t(kind)];
}

std::optional<MoveClass> moveClassNamed(std::string_view name) {
    for (std::size_t i = 0; i < kClassNames.size(); ++i) {
        if (kClassNames[i] == name) return MoveClass(i);
    }
    return std::nullopt;
}

std::string_view moveClassGlyph(MoveClass kind) {
    switch (kind) {
        case MoveClass::Inaccuracy:
            return "?!";
        case MoveClass::Mistake:
            return "?";
        case MoveClass::Blunder:
            return "??";
        default:
            return "";
    }
}

double moveAccuracy(double before, double after) {
    if (after >= before) return 100;
    const double raw =
        103.1668100711649 * std::exp(-0.04354415386753951 * (before - after)) - 3.166924740191411;
    return std::clamp(raw + 1, 0.0, 100.0);
}

GamePhase phaseOf(int empties, int boardSize) {
    const int all = boardSize * boardSize - 4;
    if (3 * empties > 2 * all) return GamePhase::Opening;
    if (3 * empties > all) return GamePhase::Middle;
    return GamePhase::Endgame;
}

AssessedMove assessMove(const MoveReview& review, const Position& before, int ply,
                        const ExpectedScore& model) {
    const int empties = before.emptyCount();
    const int size = before.size();
    AssessedMove move;
    move.ply = ply;
    move.player = before.sideToMove();
    move.move = review.move;
    move.best = review.bestMove;
    move.discLoss = std::max(0, review.loss());
    move.before = 100 * model.of(review.best, empties, size);
    move.after = 100 * model.of(review.score, empties, size);
    move.accuracy = moveAccuracy(move.before, move.after);
    move.kind = classify(move.discLoss, move.pointsLost(), review.book);
    move.phase = phaseOf(empties, size);
    move.exact = review.exact;
    return move;
}

namespace {

int forBlack(const Position& position, int value) {
    return position.sideToMove() == Color::Black ? value : -value;
}

// Black's expected score of each position of the line whose value is known, the start's value
// and the result.
void scorePositions(const Game& game, const LineReview& line, const ExpectedScore& model,
                    GameReport& report) {
    const int length = game.length();
    for (int ply = 0; ply <= length; ++ply) {
        const std::optional<PositionValue>& value = line.values[std::size_t(ply)];
        if (!value) continue;
        const Position& position = game.positionAt(ply);
        report.blackScore[std::size_t(ply)] =
            100 * model.of(forBlack(position, value->score), position.emptyCount(), position.size(),
                           position.isGameOver());
    }
    if (const std::optional<PositionValue>& first = line.values.front()) {
        report.startValue = forBlack(game.start(), first->score);
    }
    const Position& last = game.positionAt(length);
    if (last.isGameOver()) report.result = forBlack(last, last.finalScore());
}

// Each side's accuracy, in all and by phase, of the moves `assessed` (book moves left out)
// weighed by `weights`.
void addAccuracies(const std::vector<const AssessedMove*>& assessed,
                   const std::vector<double>& weights, GameReport& report) {
    for (const Color color : {Color::Black, Color::White}) {
        SideReport& side = color == Color::Black ? report.black : report.white;
        std::vector<double> all;
        std::vector<double> allWeights;
        std::array<std::vector<double>, kPhaseCount> phases;
        std::array<std::vector<double>, kPhaseCount> phaseWeights;
        for (std::size_t i = 0; i < assessed.size(); ++i) {
            if (assessed[i]->player != color) continue;
            const auto phase = std::size_t(assessed[i]->phase);
            all.push_back(assessed[i]->accuracy);
            allWeights.push_back(weights[i]);
            phases[phase].push_back(assessed[i]->accuracy);
            phaseWeights[phase].push_back(weights[i]);
        }
        side.accuracy = accuracyOf(all, allWeights);
        for (std::size_t phase = 0; phase < phases.size(); ++phase) {
            side.phaseAccuracy[phase] = accuracyOf(phases[phase], phaseWeights[phase]);
        }
    }
}

// Counts `move` in its side's totals and the report's biggest swing.
void countMove(const AssessedMove& move, GameReport& report) {
    const auto at = std::size_t(move.ply);
    SideReport& side = move.player == Color::Black ? report.black : report.white;
    ++side.counts[std::size_t(move.kind)];
    ++side.moves;
    side.discLoss += move.discLoss;
    (move.player == Color::Black ? report.blackLossSoFar : report.whiteLossSoFar)[at + 1] +=
        move.discLoss;
    const std::optional<AssessedMove>& worst =
        report.biggestSwing ? report.moves[std::size_t(*report.biggestSwing)] : std::nullopt;
    if (!worst || move.pointsLost() > worst->pointsLost()) report.biggestSwing = move.ply;
}

}  // namespace

GameReport reportGame(const Game& game, const LineReview& line, const ExpectedScore& model) {
    const int length = game.length();
    GameReport report;
    report.moves.resize(std::size_t(length));
    report.blackScore.resize(std::size_t(length) + 1);
    report.blackLossSoFar.assign(std::size_t(length) + 1, 0);
    report.whiteLossSoFar.assign(std::size_t(length) + 1, 0);
    scorePositions(game, line, model, report);
    report.complete = game.positionAt(length).isGameOver();
    // Black's expected score before each move assessed (book moves left out), then after the
    // last: the game's swings, which weigh each move's accuracy.
    std::vector<double> scores;
    std::vector<const AssessedMove*> assessed;
    for (int ply = 0; ply < length; ++ply) {
        const auto at = std::size_t(ply);
        report.blackLossSoFar[at + 1] = report.blackLossSoFar[at];
        report.whiteLossSoFar[at + 1] = report.whiteLossSoFar[at];
        const std::optional<MoveReview>& review = line.moves[at];
        if (!review) {
            if (game.moves()[at] != kPass) report.complete = false;
            continue;
        }
        report.moves[at] = assessMove(*review, game.positionAt(ply), ply, model);
        const AssessedMove& move = *report.moves[at];
        countMove(move, report);
        if (move.kind == MoveClass::Book) continue;
        const bool black = move.player == Color::Black;
        scores.push_back(report.blackScore[at].value_or(black ? move.before : 100 - move.before));
        assessed.push_back(&move);
    }
    if (assessed.empty()) return report;
    const AssessedMove& final = *assessed.back();
    const bool black = final.player == Color::Black;
    scores.push_back(report.blackScore[std::size_t(final.ply) + 1].value_or(
        black ? final.after : 100 - final.after));
    addAccuracies(assessed, volatilityWeights(scores), report);
    return report;
}

}  // namespace hasami
