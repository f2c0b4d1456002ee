// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/analysis_scheduler.h"

#include <utility>

#include <algorithm>

#include "engine/game/transform.h"
#include "session/engine_queue.h"
#include "session/game_session.h"
#include "session/modes/play_mode.h"
#include "session/seats.h"

namespace hasami {

AnalysisScheduler::AnalysisScheduler(GameSession& session, Seats& seats, PlayMode& play,
                                     EngineQueue& engine, QObject* parent)
    : QObject(parent), session_(session), seats_(seats), play_(play), engine_(engine) {
    connect(&engine_, &EngineQueue::progress, this,
            [this](quint64 id, const EngineReport& report) { onReport(id, report, false); });
    connect(&engine_, &EngineQueue::finished, this,
            [this](quint64 id, const EngineReport& report) { onReport(id, report, true); });
    // The computer's own searches value the positions they start from.
    connect(&play_, &PlayMode::engineProgress, this, [this](const SearchInfo& info) {
        if (info.depth <= 0) return;
        store_.storeValue(session_.position(), {info.score, info.depth, info.exact});
        emit changed();
    });
    connect(&play_, &PlayMode::computerAnswered, this, &AnalysisScheduler::keepAnswer);
}

void AnalysisScheduler::keepAnswer(const SearchInfo& info) {
    // The move's value for its player is the value of where it leads, for the other side.
    const Position& before = session_.position();
    if (info.depth <= 0 || info.bestMove == kPass || !before.isLegal(info.bestMove)) return;
    const Position after = before.play(info.bestMove);
    const int depth = info.exact ? after.emptyCount() : std::max(0, info.depth - 1);
    store_.storeValue(after, {-info.score, depth, info.exact});
    emit changed();
}

void AnalysisScheduler::merge(const AnalysisStore& found) {
    store_.merge(found);
    merged_ = true;  // said when the step is over (refresh), not in the middle of it
}

void AnalysisScheduler::setEngine(const std::string& spec, const QString& name) {
    if (spec != engineSpec_) settled_.reset();
    engineSpec_ = spec;
    engineName_ = name;
}

void AnalysisScheduler::setBoardSearch(const BoardSearch& search) {
    if (search == search_) return;
    search_ = search;
    settled_.reset();
    // A search under way keeps its old limits: it starts again with the new ones.
    if (job_ && job_->purpose == Purpose::Board) stopJob();
    refresh();
}

BoardSearch AnalysisScheduler::boardSearch() const {
    // Another program's engine is asked for a depth: it is not told to go on without one.
    if (everyMove()) return {kBoardDepth, std::chrono::seconds(0), false};
    BoardSearch search = search_;
    if (!engineSpec_.empty()) search.deepens = false;
    return search;
}

void AnalysisScheduler::stopBoardSearch() {
    if (!job_ || job_->purpose != Purpose::Board) return;
    settled_ = job_->position;
    stopJob();
    setActivity(false, nullptr);
}

void AnalysisScheduler::setActivity(bool running, const Analysis* found) {
    activity_.running = running;
    if (found) {
        SearchInfo& figures = activity_.figures;
        std::tie(figures.depth, figures.exact, figures.probability, figures.book) =
            std::tuple(found->depth, found->exact, found->probability, found->book);
        std::tie(figures.nodes, figures.seconds) = std::tuple(found->nodes, found->seconds);
    }
    emit activityChanged();
}

void AnalysisScheduler::setValuedMoves(int count) {
    if (valuedMoves_ == count) return;
    valuedMoves_ = count;
    settled_.reset();
    refresh();
    emit changed();
}

void AnalysisScheduler::setBoardAnalysis(BoardAnalysis wanted) {
    if (wanted_ == wanted) return;
    wanted_ = wanted;
    settled_.reset();
    refresh();
    emit changed();
}

std::vector<MoveValue> AnalysisScheduler::boardValues() const {
    if (hidden() || !(shown_ || everyMove())) return {};
    const Position& position = session_.position();
    const Analysis* analysis = store_.boardAnalysisOf(position);
    if (!analysis || position.mustPass()) return {};
    std::vector<MoveValue> values;
    for (const MoveValue& value : analysis->moves) {
        const bool wanted = boardBestMoves() == 0 || int(values.size()) < valuedMoves_;
        if (!value.upperBound && wanted) values.push_back(value);
    }
    return values;
}

std::vector<std::optional<MoveReview>> AnalysisScheduler::moveReviews() const {
    return reviewLine(session_.game(), store_, &reviewed_).moves;
}

LineReview AnalysisScheduler::reviewedLine() const {
    return hasami::reviewedLine(session_.game(), reviewed_);
}

std::vector<std::optional<MoveReview>> AnalysisScheduler::reviewedMoves() const {
    return reviewedLine().moves;
}

bool AnalysisScheduler::isReviewed(const Position& position) const {
    return reviewed_.contains(position);
}

void AnalysisScheduler::transform(int symmetry) {
    merge(transformAnalyses(store_, symmetry));
    const std::vector<Position> reviewed = reviewed_.positions();
    for (const Position& position : reviewed) {
        const Position turned = transformPosition(position, symmetry);
        reviewed_.add(turned, store_.analysisOf(turned));
    }
}

void AnalysisScheduler::addReviewed(std::span<const Position> positions) {
    for (const Position& position : positions) reviewed_.add(position, store_.analysisOf(position));
    if (!positions.empty()) emit changed();
}

void AnalysisScheduler::setShown(bool shown) {
    if (shown_ == shown) return;
    shown_ = shown;
    refresh();
    emit changed();
}

bool AnalysisScheduler::wantsBoardAnalysis() const {
    const Position& position = session_.position();
    if (!(shown_ || everyMove()) || !position.hasMoves()) return false;
    if (settled_ && *settled_ == position) return false;
    // On the computer's turn its own search comes first; values follow once it has moved.
    const bool computerMoves = play_.state().isComputerTurn();
    const BoardSearch search = boardSearch();
    // Deepening goes on until every move is solved exactly.
    const int wanted = search.deepens ? position.emptyCount() + 1 : search.depth;
    return !computerMoves && !store_.isAnalysed(position, wanted, boardBestMoves());
}

void AnalysisScheduler::refresh() {
    if (std::exchange(merged_, false)) emit changed();
    const Position& shown = session_.position();
    if (settled_ && !(*settled_ == shown)) settled_.reset();
    if (activityOf_ && !(*activityOf_ == shown)) {
        activityOf_.reset();
        activity_ = {};
        emit activityChanged();
    }
    if (review_) {
        const std::span<const Square> line = session_.game().moves();
        if (!std::equal(review_->moves.begin(), review_->moves.end(), line.begin(), line.end())) {
            endReview(false);  // the line changed: what was asked for no longer exists
        } else {
            if (!job_) continueReview();
            return;
        }
    }
    if (!wantsBoardAnalysis()) {
        stopJob();
        return;
    }
    const Position& position = session_.position();
    if (job_ && job_->position == position) return;  // under way
    const BoardSearch search = boardSearch();
    startJob(position, Purpose::Board, search.deepens ? 0 : search.depth);
    activity_ = {true, search.deepens, {}, std::chrono::steady_clock::now()};
    activityOf_ = position;
    emit activityChanged();
}

void AnalysisScheduler::startJob(const Position& position, Purpose purpose, int depth) {
    stopJob();
    SearchLimits limits;
    limits.depth = depth;  // 0: deeper and deeper, until every move is solved
    if (purpose == Purpose::Board) {
        limits.bestMoves = boardBestMoves();
        limits.time = boardSearch().time;
    }
    const quint64 id = engineSpec_.empty()
                           ? engine_.post(AnalysisRequest{position, limits, true})
                           : engine_.post(ExternalAnalysisRequest{engineSpec_, position, limits});
    job_ = Job{id, position, purpose, depth};
}

void AnalysisScheduler::stopJob() {
    if (!job_) return;
    engine_.cancel(job_->id);
    const bool board = job_->purpose == Purpose::Board;
    job_.reset();
    if (board && activity_.running) setActivity(false, nullptr);
}

void AnalysisScheduler::startReview() {
    if (review_) return;
    // The computer would change the line under review: it waits until the person resumes.
    const Position& shown = session_.position();
    if (!play_.state().isFinished() && seats_.isComputer(shown.sideToMove())) play_.setPaused(true);
    const Game& game = session_.game();
    Review review{{game.moves().begin(), game.moves().end()}, {}, 0};  // the line reviewed
    for (int ply = 0; ply < game.length(); ++ply) {
        const Position& position = game.positionAt(ply);
        if (!position.hasMoves()) continue;  // a forced pass loses nothing
        ++review.total;
        if (store_.isAnalysed(position, reviewDepth(ply))) {
            reviewed_.add(position, store_.analysisOf(position));
        } else {
            review.plies.push_back(ply);
        }
    }
    stopJob();
    review_ = std::move(review);
    continueReview();
}

void AnalysisScheduler::cancelReview() {
    if (!review_) return;
    stopJob();
    endReview(false);
}

void AnalysisScheduler::continueReview() {
    const int done = review_->total - int(review_->plies.size());
    emit reviewProgress(done, review_->total);
    if (review_->plies.empty()) {
        endReview(true);
        return;
    }
    const int ply = review_->plies.front();
    startJob(session_.game().positionAt(ply), Purpose::Review, reviewDepth(ply));
}

void AnalysisScheduler::endReview(bool complete) {
    review_.reset();
    emit reviewFinished(complete);
    refresh();
}

void AnalysisScheduler::onReport(quint64 id, const EngineReport& report, bool final) {
    if (!job_ || job_->id != id) return;
    store_.storeAnalysis(job_->position, report.analysis);
    const Purpose purpose = job_->purpose;
    if (purpose == Purpose::Board) {
        // Ended by itself: at its depth or time, solved, or answered by the book.
        if (final) settled_ = job_->position;
        setActivity(!final, &report.analysis);
    }
    if (final && purpose == Purpose::Review && report.problem.empty() &&
        store_.isAnalysed(job_->position, job_->depth)) {
        reviewed_.add(job_->position, store_.analysisOf(job_->position));
    }
    emit reported();
    if (!final) return;
    if (!report.problem.empty()) {
        emit analysisFailed(tr("%1 could not analyse: %2.")
                                .arg(engineName_, QString::fromStdString(report.problem)));
    }
    job_.reset();
    if (purpose == Purpose::Review && review_) {
        review_->plies.erase(review_->plies.begin());
        continueReview();
    }
}

}  // namespace hasami
