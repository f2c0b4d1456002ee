// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/modes/retry_mode.h"

#include "engine/formats/notation.h"
#include "session/analysis_scheduler.h"
#include "session/game_session.h"
#include "session/modes/game_shelf.h"
#include "session/modes/play_mode.h"

namespace hasami {

RetryMode::RetryMode(const ModeParts& parts, QObject* parent)
    : Mode(parent),
      session_(parts.game),
      play_(parts.play),
      analysis_(parts.analysis),
      shelf_(parts.shelf) {
    // Another game on the board, by any way but the mode's own, ends it.
    connect(&session_, &GameSession::replaced, this, [this] {
        if (active_ && !moving_) finish(false);
    });
}

Mode::Handling RetryMode::handle(const Intent& intent) {
    if (!active_) return Handling::EndsMode;
    if (intent.kind != Intent::Kind::PlaySquare) return Handling::EndsMode;
    if (!answered_ && !answer(intent.square)) {
        emit refused(tr("%1 is not a legal move here.")
                         .arg(QString::fromStdString(squareName(intent.square))));
    }
    return Handling::Done;
}

std::vector<MistakeExercise> RetryMode::mistakesToRetry(Color color) const {
    const Game& game = session_.game();
    const GameReport report = reportGame(game, analysis_.reviewedLine());
    return mistakesOf(game, report, color, [this](const Position& position) {
        const Analysis* kept = analysis_.reviewed().analysisOf(position);
        return kept ? kept : analysis_.store().analysisOf(position);
    });
}

bool RetryMode::start(Color color, QString* why) {
    stop();
    std::vector<MistakeExercise> exercises = mistakesToRetry(color);
    if (exercises.empty()) {
        const bool reviewed = !analysis_.reviewedPositions().empty();
        *why = !reviewed ? tr("The game shown is not reviewed: Analyze Game first, then retry "
                              "its mistakes.")
               : color == Color::Black ? tr("Black made no mistake or blunder in the review.")
                                       : tr("White made no mistake or blunder in the review.");
        return false;
    }
    record_ = session_.game();
    exercises_ = std::move(exercises);
    color_ = color;
    index_ = 0;
    tally_ = {};
    shelf_.setAside();
    active_ = true;
    emit started();
    ask();
    return true;
}

void RetryMode::stop() {
    if (active_) finish(false);
}

void RetryMode::finish(bool complete) {
    active_ = false;
    answered_ = false;
    moving_ = true;
    shelf_.bringBack(GameShelf::Back::Whole);
    moving_ = false;
    emit boardAnalysisChanged();
    emit finished(complete);
    emit ended();
}

const MistakeExercise* RetryMode::current() const {
    return active_ && index_ < exercises_.size() ? &exercises_[index_] : nullptr;
}

void RetryMode::ask() {
    const MistakeExercise& exercise = exercises_[index_];
    // The game up to the mistake, so that the move list shows how it came about.
    Game shown(record_.start());
    for (int ply = 0; ply < exercise.ply; ++ply) shown.play(record_.moves()[std::size_t(ply)]);
    answered_ = false;
    moving_ = true;
    play_.setGame(shown);
    session_.setModified(false);
    moving_ = false;
    emit boardAnalysisChanged();
    emit asked(exercise);
}

bool RetryMode::answer(Square square) {
    const MistakeExercise* exercise = current();
    if (!exercise || answered_ || session_.position() != exercise->position) return false;
    if (square == kPass || !exercise->position.isLegal(square)) return false;
    const AnswerGrade grade = judgeAnswer(*exercise, square);
    if (grade == AnswerGrade::Wrong) {
        ++tally_.wrongTries;
    } else {
        ++(grade == AnswerGrade::Best ? tally_.best : tally_.goodEnough);
        answered_ = true;
        moving_ = true;
        session_.play(square);
        moving_ = false;
        emit boardAnalysisChanged();
    }
    emit answered(square, grade);
    return true;
}

std::optional<Square> RetryMode::hint() {
    const MistakeExercise* exercise = current();
    if (!exercise || answered_) return std::nullopt;
    ++tally_.hints;
    return exercise->best();
}

void RetryMode::show() {
    const MistakeExercise* exercise = current();
    if (!exercise || answered_) return;
    ++tally_.shown;
    answered_ = true;
    moving_ = true;
    session_.play(exercise->best());
    moving_ = false;
    emit boardAnalysisChanged();
    emit answered(exercise->best(), AnswerGrade::Best);
}

void RetryMode::skip() {
    if (!current()) return;
    if (!answered_) ++tally_.skipped;
    answered_ = true;
    next();
}

void RetryMode::next() {
    if (!current() || !answered_) return;
    if (++index_ >= exercises_.size()) {
        finish(true);
        return;
    }
    ask();
}

}  // namespace hasami
