#include "gamecontroller.h"

#include "notation.h"

namespace hasami {

namespace {

QString nameOf(Square square) {
    return QString::fromStdString(squareName(square));
}

}  // namespace

GameController::GameController(QObject* parent, Engine engine, Analyst analyst) : QObject(parent) {
    limits_.depth = 10;
    worker_ = new EngineWorker(std::move(engine), std::move(analyst));
    worker_->moveToThread(&engineThread_);
    connect(&engineThread_, &QThread::finished, worker_, &QObject::deleteLater);
    connect(worker_, &EngineWorker::reportsReady, this, &GameController::takeReports);
    engineThread_.setObjectName(QStringLiteral("engine"));
    engineThread_.start();
    delayTimer_.setSingleShot(true);
    connect(&delayTimer_, &QTimer::timeout, this, &GameController::playPendingMove);
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
    return personMovesAt(position());
}

void GameController::newGame(int size) {
    setGame(Game(Position::initial(size)));
}

void GameController::setGame(const Game& game) {
    cancelRequest();
    game_ = game;
    setPaused(false);
    settle(false);
}

void GameController::playSquare(Square square) {
    const Position& current = position();
    if (current.isGameOver()) {
        emit moveRejected(tr("The game is over: start a new one or undo."));
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
    emit pausedChanged(paused);
    if (!paused) startEngineIfItsTurn();
}

bool GameController::advance(Square move) {
    const Position before = position();
    if (game_.canRedo() && game_.moves()[game_.ply()] == move) {
        game_.redo();
    } else if (!game_.play(move)) {
        return false;
    }
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
    emit positionChanged();
    if (position().isGameOver()) {
        emit gameOver(game_.scoreFor(Color::Black));
        return;
    }
    startEngineIfItsTurn();
}

void GameController::startEngineIfItsTurn() {
    if (paused_ || isThinking() || position().isGameOver()) return;
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
    worker_->post({requestId_, position(), limits_, stop_});
}

void GameController::cancelRequest() {
    delayTimer_.stop();
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
    worker_->post(
        {analysis_->postedAs, analysis_->position, analysis_->limits, analysis_->stop, true});
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
            onSearchFinished(report.id, report.info);
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
        emit analysisFinished(id, report.analysis);
    } else {
        emit analysisProgress(id, report.analysis);
    }
}

void GameController::onSearchProgress(quint64 id, const SearchInfo& info) {
    if (id == requestId_ && request_ != Request::None) emit engineProgress(info);
}

void GameController::onSearchFinished(quint64 id, const SearchInfo& info) {
    if (id != requestId_ || request_ == Request::None) return;  // stale: the game moved on
    if (request_ == Request::Hint) {
        request_ = Request::None;
        hint_ = position().isLegal(info.bestMove) ? info.bestMove : kNoSquare;
        emit hintChanged(hint_);
        return;
    }
    pendingMove_ = info.bestMove;
    const qint64 wait = moveNowAsked_ ? 0 : aiDelayMs_ - requestClock_.elapsed();
    if (wait <= 0) {
        playPendingMove();
    } else {
        delayTimer_.start(int(wait));
    }
}

void GameController::playPendingMove() {
    if (!isThinking()) return;
    const Square move = pendingMove_;
    request_ = Request::None;
    emit thinkingChanged(false);
    if (!advance(move)) {
        // Never the built-in engine's doing; an engine that answers wrongly is stopped, and
        // the game stays as it was.
        setPaused(true);
        emit engineFailed(tr("The engine chose %1, which is not a legal move here; it is paused.")
                              .arg(nameOf(move)));
        emit positionChanged();
        return;
    }
    settle(true);
    postAnalysis();  // if a person is to move now
}

}  // namespace hasami
