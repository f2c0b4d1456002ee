// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/modes/puzzle_mode.h"

#include "engine/formats/notation.h"
#include "session/analysis_scheduler.h"
#include "session/game_session.h"
#include "session/modes/play_mode.h"

namespace hasami {

namespace {

QString keyOf(const Puzzle& puzzle) {
    return QString::fromStdString(formatPosition(puzzle.position));
}

// The puzzle's values as an analysis the board shows, when it knows every legal move's.
std::optional<Analysis> analysisOf(const Puzzle& puzzle) {
    if (int(puzzle.moves.size()) != popcount(puzzle.position.legalMoves())) return std::nullopt;
    Analysis analysis;
    analysis.exact = puzzle.exact;
    analysis.depth = puzzle.exact ? puzzle.empties() : 0;
    for (const PuzzleMove& move : puzzle.moves) {
        MoveValue value{move.move, move.value, analysis.depth, puzzle.exact};
        if (!puzzle.line.empty() && move.move == puzzle.line.front()) value.line = puzzle.line;
        analysis.moves.push_back(value);
    }
    // An estimate's depth is not known: it counts as deep, so that the board does not search
    // again at its own depth and show other values than the puzzle's.
    if (!puzzle.exact) analysis.depth = AnalysisScheduler::kBoardDepth;
    return analysis;
}

}  // namespace

PuzzleMode::PuzzleMode(const ModeParts& parts, QObject* parent)
    : DrillMode(parts.shelf, parts.folder + QStringLiteral("/puzzles.json"),
                PuzzleProgress::Kind::Puzzles, parent),
      session_(parts.game),
      play_(parts.play),
      analysis_(parts.analysis) {}

Mode::Handling PuzzleMode::handle(const Intent& intent) {
    if (!isActive()) return Handling::EndsMode;
    if (answer_) return Handling::ToPlay;
    if (intent.kind == Intent::Kind::PlaySquare && !answer(intent.square)) {
        emit refused(tr("%1 is not a legal move here.")
                         .arg(QString::fromStdString(squareName(intent.square))));
    }
    return Handling::Done;  // before the answer there is nothing to go back or forward to
}

BoardAnalysis PuzzleMode::boardAnalysis() const {
    return answer_ ? BoardAnalysis::ShownEveryMove : BoardAnalysis::HiddenEveryMove;
}

bool PuzzleMode::start(std::vector<Puzzle> puzzles, const QString& source, QString* why) {
    stop();
    std::erase_if(puzzles, [](const Puzzle& puzzle) {
        return puzzle.position.size() != kGridSize || !puzzle.position.hasMoves();
    });
    if (puzzles.empty()) {
        *why = tr("%1 holds no puzzle of the 8x8 board.").arg(source);
        return false;
    }
    puzzles_ = std::move(puzzles);
    source_ = source;
    current_.reset();
    begin();
    next();
    return true;
}

void PuzzleMode::leaving() {
    if (current_ && !answer_) schedule().skip(keyOf(puzzles_[*current_]));
    current_.reset();
    answer_.reset();
}

void PuzzleMode::setGrade(std::optional<PuzzleGrade> grade) {
    grade_ = grade;
    if (isActive()) next();
}

std::vector<QString> PuzzleMode::keysOfGrade() const {
    std::vector<QString> keys;
    for (const Puzzle& puzzle : puzzles_) {
        if (!grade_ || puzzle.grade() == *grade_) keys.push_back(keyOf(puzzle));
    }
    return keys;
}

int PuzzleMode::countOfGrade() const {
    return int(keysOfGrade().size());
}

const Puzzle* PuzzleMode::current() const {
    return current_ ? &puzzles_[*current_] : nullptr;
}

void PuzzleMode::next() {
    if (!isActive()) return;
    QString shownKey;
    if (current_) {
        shownKey = keyOf(puzzles_[*current_]);
        if (!answer_) schedule().skip(shownKey);
        keepProgress();
    }
    const std::vector<QString> keys = keysOfGrade();
    const std::optional<std::size_t> chosen = progress().next(keys, shownKey);
    if (!chosen) {
        // None of the grade asked for: any grade, then.
        grade_.reset();
        if (keysOfGrade().empty()) return;
        next();
        return;
    }
    for (std::size_t i = 0; i < puzzles_.size(); ++i) {
        if (keyOf(puzzles_[i]) == keys[*chosen]) {
            show(i);
            return;
        }
    }
}

void PuzzleMode::show(std::size_t index) {
    current_ = index;
    answer_.reset();
    const Puzzle& puzzle = puzzles_[index];
    if (const std::optional<Analysis> values = analysisOf(puzzle)) {
        AnalysisStore known;
        known.storeAnalysis(puzzle.position, *values);
        analysis_.merge(known);
    }
    play_.setGame(Game(puzzle.position));
    emit boardAnalysisChanged();
    emit shown(puzzle);
}

bool PuzzleMode::answer(Square square) {
    const Puzzle* puzzle = current();
    if (!puzzle || answer_ || session_.position() != puzzle->position) return false;
    if (square == kPass || !puzzle->position.isLegal(square)) return false;
    answer_ = PuzzleAnswer{square, puzzle->isRight(square), puzzle->valueOf(square)};
    schedule().record(keyOf(*puzzle), answer_->right);
    keepProgress();
    emit boardAnalysisChanged();
    emit answered(*answer_);
    return true;
}

bool PuzzleMode::showSolution() {
    const Puzzle* puzzle = current();
    if (!puzzle || puzzle->line.empty()) return false;
    if (!answer_) {
        answer_ = PuzzleAnswer{kNoSquare, false, std::nullopt};
        schedule().record(keyOf(*puzzle), false);
        keepProgress();
        emit boardAnalysisChanged();
        emit answered(*answer_);
    }
    session_.goTo(0);
    for (Square move : puzzle->line) {
        if (!session_.play(move)) break;
    }
    session_.goTo(0);  // the line stands in the move list, the values on the board
    return true;
}

}  // namespace hasami
