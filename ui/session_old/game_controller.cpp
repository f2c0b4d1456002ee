// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/session_old/game_controller.h"

#ifdef __linux__
#include <sys/resource.h>
#include <unistd.h>
#endif

#include "engine/formats/notation.h"
#include "engine/match/turns.h"

namespace hasami {

namespace {

QString nameOf(Square square) {
    return QString::fromStdString(squareName(square));
}

// On Linux a thread's nice value is its own, and the threads it starts inherit it.
void lowerThisThreadsPriority() {
#ifdef __linux__
    constexpr int kEngineNice = 5;
    setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), kEngineNice);
#endif
}

}  // namespace

GameController::GameController(QObject* parent, Engine engine, Analyst analyst) : QObject(parent) {
    limits_.depth = 10;
    worker_ = new EngineWorker(std::move(engine), std::move(analyst));
    worker_->moveToThread(&engineThread_);
    connect(&engineThread_, &QThread::finished, worker_, &QObject::deleteLater);
    connect(worker_, &EngineWorker::reportsReady, this, &GameController::takeReports);
    engineThread_.setObjectName(QStringLiteral("engine"));
    // The engine thread, and the helper threads its searchers make (which inherit it), yield
    // to the window's: a search on every core must not make the board stutter.
    connect(
        &engineThread_, &QThread::started, this, [] { lowerThisThreadsPriority(); },
        Qt::DirectConnection);
    engineThread_.start();
    delayTimer_.setSingleShot(true);
    connect(&delayTimer_, &QTimer::timeout, this, &GameController::playPendingMove);
    flagTimer_.setSingleShot(true);
    flagTimer_.setTimerType(Qt::PreciseTimer);
    connect(&flagTimer_, &QTimer::timeout, this, &GameController::onFlagTimer);
}

GameController::~GameController() {
    stopAnalysis();
    cancelRequest();
    engineThread_.quit();
    engineThread_.wait();
}

bool GameController::personMovesAt(const Position& position) const {
    return !position.isGameOver() && !isAi(position.sideToMove());
}

bool GameController::isHumanTurn() const {
    return !clock_.lostOnTime && personMovesAt(position());
}

void GameController::newGame(int size, const TimeControl& timeControl) {
    replaceGame(Game(Position::initial(size)), {GameClock(timeControl), false, std::nullopt},
                false);
}

void GameController::setGame(const Game& game, const ClockRecord& clock) {
    replaceGame(game, clock, clock.clock.isOn() && !game.isOver() && !clock.lostOnTime);
}

void GameController::replaceGame(const Game& game, const ClockRecord& clock, bool paused) {
    cancelRequest();
    stopClock();
    game_ = game;
    clock_ = clock;
    browsing_ = false;
    moveHeld_ = false;
    setPaused(paused);
    emit clockChanged();
    settle(false);
}

void GameController::playSquare(Square square) {
    const Position& current = position();
    if (current.isGameOver() || clock_.lostOnTime) {
        emit moveRejected(tr("The game is over: start a new one or undo."));
        return;
    }
    if (paused_ && clock_.clock.isOn()) {
        emit moveRejected(tr("The game and its clocks are paused: resume (P) to play."));
        return;
    }
    if (isAi(current.sideToMove())) {
        emit moveRejected(tr("It is the computer's turn. Take the side back to play it."));
        return;
    }
    if (!current.isOnBoard(square)) {
        emit moveRejected(tr("Play on a square of the board."));
        return;
    }
    if (!current.isLegal(square)) {
        if ((current.empties() & bit(square)) == 0) {
            emit moveRejected(tr("%1 is taken: play on an empty square.").arg(nameOf(square)));
        } else {
            emit moveRejected(
                tr("%1 is not a legal move: it must flip at least one disc.").arg(nameOf(square)));
        }
        return;
    }
    if (timeRanOut()) return;
    cancelRequest();
    if (advance(square)) settle(true);
}

void GameController::setAi(Color color, bool ai) {
    if (isAi(color) == ai) return;
    ai_[static_cast<int>(color)] = ai;
    emit aiChanged(color, ai);
    if (color != position().sideToMove()) return;
    if (ai) {
        clearHint();
        cancelRequest();
        setPaused(false);
        startEngineIfItsTurn();
    } else if (isThinking()) {
        cancelRequest();
    }
    syncClock();
    emit positionChanged();
}

void GameController::undo() {
    step(-1);
}

void GameController::redo() {
    step(+1);
}

void GameController::step(int direction) {
    if (direction < 0 ? !game_.canUndo() : !game_.canRedo()) return;
    cancelRequest();
    if (direction < 0 && clock_.clock.isOn() && !isFinished()) clock_.unrated = true;
    browsing_ = false;
    // With a person playing, walk to their next turn; with none, one move (passes skipped),
    // and the engine waits.
    const bool anyPerson = !isAi(Color::Black) || !isAi(Color::White);
    auto walkOn = [&] {
        const bool more = direction < 0 ? game_.canUndo() : game_.canRedo();
        return more && (anyPerson ? !personMovesAt(position()) : position().mustPass());
    };
    do {
        game_.goTo(game_.ply() + direction);
    } while (walkOn());
    if (!anyPerson) setPaused(true);
    settle(false);
}

void GameController::goToPly(int ply) {
    if (ply == game_.ply() || ply < 0 || ply > game_.length()) return;
    cancelRequest();
    game_.goTo(ply);
    browsing_ = ply < game_.length();
    if (!position().isGameOver() && isAi(position().sideToMove())) setPaused(true);
    settle(false);
}

void GameController::requestHint() {
    if (!isHumanTurn() || isHinting()) return;
    startRequest(Request::Hint);
}

void GameController::moveNow() {
    if (!isThinking()) return;
    moveNowAsked_ = true;
    if (delayTimer_.isActive()) {  // the move is known and only waits: play it now
        delayTimer_.stop();
        playPendingMove();
        return;
    }
    stop_->store(true);
}

void GameController::setPaused(bool paused) {
    if (paused_ == paused) return;
    paused_ = paused;
    if (paused) {
        if (isThinking()) cancelRequest();
    }
    syncClock();
    emit pausedChanged(paused);
    if (!paused) startEngineIfItsTurn();
}

bool GameController::advance(Square move) {
    const Position before = position();
    const bool replays = game_.canRedo() && game_.moves()[game_.ply()] == move;
    if (!replays && !before.isLegal(move)) return false;
    const Color mover = before.sideToMove();
    const bool timed = move != kPass && (runningSide_ == mover || moveHeld_);
    if (move != kPass) {
        stopClock();
        moveHeld_ = false;
        // Playing another move than the record's rewrites the game, like taking moves back.
        if (clock_.clock.isOn() && game_.canRedo() && !replays) clock_.unrated = true;
    }
    if (!game_.play(move)) return false;
    if (timed) clock_.clock.completeMove(mover);
    browsing_ = false;
    emit movePlayed(move, before);
    return true;
}

void GameController::settle(bool announcePasses) {
    clearHint();
    while (position().mustPass()) {
        const Color passer = position().sideToMove();
        if (!advance(kPass)) break;  // cannot fail: the pass is forced
        if (announcePasses) emit passed(passer);
    }
    syncClock();
    emit positionChanged();
    if (position().isGameOver()) {
        emit gameOver(game_.scoreFor(Color::Black));
        if (announcePasses) emit gameEnded();
        return;
    }
    startEngineIfItsTurn();
}

void GameController::startEngineIfItsTurn() {
    if (paused_ || isThinking() || isFinished()) return;
    if (!isAi(position().sideToMove())) return;
    startRequest(Request::Move);
}

void GameController::startRequest(Request kind) {
    cancelRequest();
    yieldAnalysis();
    request_ = kind;
    requestId_ = ++lastPostId_;
    stop_ = std::make_shared<std::atomic<bool>>(false);
    moveNowAsked_ = false;
    requestClock_.start();
    if (kind == Request::Move) emit thinkingChanged(true);
    ++unanswered_;
    SearchRequest request;
    request.id = requestId_;
    request.position = position();
    request.limits = limits_;
    request.stop = stop_;
    request.resources = resources_;
    if (kind == Request::Move) {
        request.limits = moveLimits();
        request.level = level_;
        request.external = externalSpecs_[static_cast<int>(position().sideToMove())];
        if (!request.external.empty()) request.game = game_;
    }
    worker_->post(std::move(request));
}

void GameController::setExternalEngine(Color color, const std::string& spec, const QString& name) {
    const int side = static_cast<int>(color);
    if (externalSpecs_[side] == spec) return;
    externalSpecs_[side] = spec;
    externalNames_[side] = name;
    // A move under way comes from the engine that was chosen before: ask again.
    if (isThinking() && position().sideToMove() == color) {
        cancelRequest();
        startEngineIfItsTurn();
    }
}

void GameController::setAnalysisEngine(const std::string& spec, const QString& name) {
    analysisSpec_ = spec;
    analysisName_ = name;
}

QString GameController::engineName(Color color) const {
    const int side = static_cast<int>(color);
    return externalSpecs_[side].empty() ? tr("The engine") : externalNames_[side];
}

SearchLimits GameController::moveLimits() const {
    SearchLimits limits = level_ > 0 ? SearchLimits() : limits_;
    if (clock_.clock.isOn()) {
        const Color side = position().sideToMove();
        const Milliseconds budget =
            moveBudget(timeLeft(side), clock_.clock.control().increment, position().emptyCount());
        if (limits.time.count() == 0 || budget < limits.time) limits.time = budget;
    }
    return limits;
}

void GameController::cancelRequest() {
    delayTimer_.stop();
    moveHeld_ = false;
    if (request_ == Request::None) return;
    const bool wasThinking = isThinking();
    stop_->store(true);
    requestId_ = 0;  // whatever the worker still sends for the old request is now stale
    request_ = Request::None;
    if (wasThinking) emit thinkingChanged(false);
}

quint64 GameController::analyze(const Position& position, const SearchLimits& limits) {
    stopAnalysis();
    analysis_ = AnalysisJob{++lastAnalysisId_, position, limits, 0, {}};
    postAnalysis();
    return lastAnalysisId_;
}

void GameController::stopAnalysis() {
    yieldAnalysis();
    analysis_.reset();
}

void GameController::postAnalysis() {
    if (!analysis_ || analysis_->postedAs != 0 || request_ != Request::None) return;
    analysis_->postedAs = ++lastPostId_;
    analysis_->stop = std::make_shared<std::atomic<bool>>(false);
    ++unanswered_;
    SearchRequest request;
    request.id = analysis_->postedAs;
    request.position = analysis_->position;
    request.limits = analysis_->limits;
    request.stop = analysis_->stop;
    request.analyze = true;
    request.resources = resources_;
    request.external = analysisSpec_;
    worker_->post(std::move(request));
}

void GameController::yieldAnalysis() {
    if (!analysis_ || analysis_->postedAs == 0) return;
    analysis_->stop->store(true);
    analysis_->postedAs = 0;  // its reports are stale; it is posted again later
}

void GameController::clearHint() {
    if (hint_ == kNoSquare) return;
    hint_ = kNoSquare;
    emit hintChanged(kNoSquare);
}

void GameController::takeReports() {
    for (const SearchReport& report : worker_->takeReports()) {
        if (report.final) --unanswered_;
        if (analysis_ && report.id == analysis_->postedAs) {
            onAnalysisReport(report);
        } else if (report.final) {
            onSearchFinished(report.id, report.info, report.problem);
        } else {
            onSearchProgress(report.id, report.info);
        }
    }
    postAnalysis();  // if a move or hint search has just ended
    if (unanswered_ == 0) emit engineIdle();
}

void GameController::onAnalysisReport(const SearchReport& report) {
    const quint64 id = analysis_->id;
    if (report.final) {
        analysis_.reset();
        if (!report.problem.empty()) {
            emit engineFailed(tr("%1 could not analyse: %2.")
                                  .arg(analysisName_, QString::fromStdString(report.problem)));
        }
        emit analysisFinished(id, report.analysis);
    } else {
        emit analysisProgress(id, report.analysis);
    }
}

void GameController::onSearchProgress(quint64 id, const SearchInfo& info) {
    if (id == requestId_ && request_ != Request::None) emit engineProgress(info);
}

void GameController::onSearchFinished(quint64 id, const SearchInfo& info,
                                      const std::string& problem) {
    if (id != requestId_ || request_ == Request::None) return;  // stale: the game moved on
    if (request_ == Request::Hint) {
        request_ = Request::None;
        hint_ = position().isLegal(info.bestMove) ? info.bestMove : kNoSquare;
        emit hintChanged(hint_);
        return;
    }
    pendingMove_ = info.bestMove;
    pendingProblem_ = problem;
    // The computer's clock stops with its answer: the pace of play is not its thinking.
    if (runningSide_ == position().sideToMove() && !timeRanOut()) {
        stopClock();
        moveHeld_ = true;
    }
    if (isFinished()) return;
    const qint64 wait = moveNowAsked_ ? 0 : aiDelayMs_ - requestClock_.elapsed();
    if (wait <= 0) {
        playPendingMove();
    } else {
        delayTimer_.start(int(wait));
    }
}

void GameController::playPendingMove() {
    if (!isThinking() || timeRanOut()) return;
    const Square move = pendingMove_;
    request_ = Request::None;
    emit thinkingChanged(false);
    if (!advance(move)) {
        // Never the built-in engine's doing; an engine that answers wrongly is stopped, and
        // the game stays as it was.
        setPaused(true);
        const Color side = position().sideToMove();
        if (!pendingProblem_.empty()) {
            emit engineFailed(tr("%1 gave no move: %2. The computer is paused; the game is kept.")
                                  .arg(engineName(side), QString::fromStdString(pendingProblem_)));
        } else {
            emit engineFailed(
                tr("%1 chose %2, which is not a legal move here; the computer is paused.")
                    .arg(engineName(side), nameOf(move)));
        }
        emit positionChanged();
        return;
    }
    settle(true);
    postAnalysis();  // if a person is to move now
}

}  // namespace hasami

namespace hasami {

Milliseconds GameController::timeLeft(Color color) const {
    Milliseconds left = clock_.clock.remaining(color);
    if (runningSide_ == color) left -= Milliseconds(runningFor_.elapsed());
    return left;
}

ClockRecord GameController::clock() const {
    ClockRecord now = clock_;
    for (Color color : {Color::Black, Color::White}) now.clock.setRemaining(color, timeLeft(color));
    return now;
}

void GameController::syncClock() {
    const bool runs = clock_.clock.isOn() && !isFinished() && !paused_ && !browsing_ && !moveHeld_;
    const std::optional<Color> side =
        runs ? std::optional<Color>(position().sideToMove()) : std::nullopt;
    if (side == runningSide_) return;
    stopClock();
    if (!side) return;
    runningSide_ = side;
    runningFor_.start();
    flagTimer_.start(int(std::max<qint64>(0, clock_.clock.remaining(*side).count())));
    emit clockChanged();
}

void GameController::stopClock() {
    if (!runningSide_) return;
    flagTimer_.stop();
    clock_.clock.spend(*runningSide_, Milliseconds(runningFor_.elapsed()));
    runningSide_.reset();
    emit clockChanged();
}

bool GameController::timeRanOut() {
    if (!runningSide_ || timeLeft(*runningSide_).count() > 0) return false;
    onFlagTimer();
    return true;
}

void GameController::onFlagTimer() {
    if (!runningSide_) return;
    const Color side = *runningSide_;
    const Milliseconds left = timeLeft(side);
    if (left.count() > 0) {  // the timer fired early: wait for the rest
        flagTimer_.start(int(left.count()));
        return;
    }
    stopClock();
    clock_.lostOnTime = side;
    cancelRequest();
    clearHint();
    emit positionChanged();
    emit lostOnTime(side);
    emit gameEnded();
}

}  // namespace hasami
