// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/analysis/evaluations.h"

#include "ui/session_old/game_controller.h"

namespace hasami {

namespace {

// The record, as the review remembers it.
std::vector<Square> movesOf(const Game& game) {
    return {game.moves().begin(), game.moves().end()};
}

}  // namespace

Evaluations::Evaluations(GameController* controller, QObject* parent)
    : QObject(parent), controller_(controller) {
    connect(controller, &GameController::positionChanged, this, &Evaluations::refresh);
    connect(controller, &GameController::thinkingChanged, this, &Evaluations::refresh);
    connect(controller, &GameController::pausedChanged, this, &Evaluations::refresh);
    connect(controller, &GameController::aiChanged, this, &Evaluations::refresh);
    connect(controller, &GameController::analysisProgress, this,
            [this](quint64 id, const Analysis& analysis) { onAnalysis(id, analysis, false); });
    connect(controller, &GameController::analysisFinished, this,
            [this](quint64 id, const Analysis& analysis) { onAnalysis(id, analysis, true); });
    // The computer's own searches value the positions they start from.
    connect(controller, &GameController::engineProgress, this, [this](const SearchInfo& info) {
        if (info.depth <= 0) return;
        store_.storeValue(controller_->position(), {info.score, info.depth, info.exact});
        emit changed();
    });
}

std::vector<MoveValue> Evaluations::boardValues() const {
    if (!shown_) return {};
    const Position& position = controller_->position();
    const Analysis* analysis = store_.analysisOf(position);
    if (!analysis || position.mustPass()) return {};
    return analysis->moves;
}

std::vector<std::optional<MoveReview>> Evaluations::moveReviews() const {
    return reviewMoves(controller_->game(), store_);
}

void Evaluations::setShown(bool shown) {
    if (shown_ == shown) return;
    shown_ = shown;
    refresh();
    emit changed();
}

bool Evaluations::wantsBoardAnalysis() const {
    const Position& position = controller_->position();
    if (!shown_ || !position.hasMoves()) return false;
    // On the computer's turn its own search comes first; values follow once it has moved.
    const bool computerMoves = controller_->isAi(position.sideToMove()) && !controller_->isPaused();
    return !computerMoves && !store_.isAnalysed(position, kBoardDepth);
}

void Evaluations::refresh() {
    if (review_) {
        if (review_->moves != movesOf(controller_->game())) {
            endReview(false);  // the game changed: what was asked for no longer exists
        } else {
            if (!job_) continueReview();
            return;
        }
    }
    if (!wantsBoardAnalysis()) {
        if (job_) controller_->stopAnalysis();
        job_.reset();
        return;
    }
    const Position& position = controller_->position();
    if (job_ && job_->position == position) return;  // under way
    startJob(position, Purpose::Board, kBoardDepth);
}

void Evaluations::startJob(const Position& position, Purpose purpose, int depth) {
    SearchLimits limits;
    limits.depth = depth;
    job_ = Job{controller_->analyze(position, limits), position, purpose};
}

void Evaluations::startReview() {
    if (review_) return;
    const Game& game = controller_->game();
    Review review{movesOf(game), {}, 0};
    for (int ply = 0; ply < game.length(); ++ply) {
        const Position& position = game.positionAt(ply);
        if (!position.hasMoves()) continue;  // a forced pass loses nothing
        ++review.total;
        if (!store_.isAnalysed(position, kReviewDepth)) review.plies.push_back(ply);
    }
    if (job_) controller_->stopAnalysis();
    job_.reset();
    review_ = std::move(review);
    continueReview();
}

void Evaluations::cancelReview() {
    if (!review_) return;
    if (job_) controller_->stopAnalysis();
    job_.reset();
    endReview(false);
}

void Evaluations::continueReview() {
    const int done = review_->total - int(review_->plies.size());
    emit reviewProgress(done, review_->total);
    if (review_->plies.empty()) {
        endReview(true);
        return;
    }
    const int ply = review_->plies.front();
    startJob(controller_->game().positionAt(ply), Purpose::Review, kReviewDepth);
}

void Evaluations::endReview(bool complete) {
    review_.reset();
    emit reviewFinished(complete);
    refresh();
}

void Evaluations::onAnalysis(quint64 id, const Analysis& analysis, bool final) {
    if (!job_ || job_->id != id) return;
    store_.storeAnalysis(job_->position, analysis);
    emit changed();
    if (!final) return;
    const Purpose purpose = job_->purpose;
    job_.reset();
    if (purpose == Purpose::Review && review_) {
        review_->plies.erase(review_->plies.begin());
        continueReview();
    }
}

}  // namespace hasami
