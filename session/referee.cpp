// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/referee.h"

#include "engine/formats/notation.h"
#include "engine/match/turns.h"
#include "session/game_clocks.h"
#include "session/game_session.h"
#include "session/seats.h"

namespace hasami {

namespace {

QString nameOf(Square square) {
    return QString::fromStdString(squareName(square));
}

}  // namespace

Referee::Referee(GameSession& session, Seats& seats, GameClocks& clocks, QObject* parent)
    : QObject(parent), session_(session), seats_(seats), clocks_(clocks) {
    paceTimer_.setSingleShot(true);
    connect(&paceTimer_, &QTimer::timeout, this, &Referee::playPendingMove);
    connect(&seats_, &Seats::computerChanged, this, &Referee::onComputerChanged);
    connect(&seats_, &Seats::playerChanged, this, &Referee::onPlayerChanged);
    connect(&seats_, &Seats::answered, this, &Referee::onAnswer);
    connect(&seats_, &Seats::progress, this, [this](Color color, const SearchInfo& info) {
        if (thinking_ == color) emit engineProgress(info);
    });
    connect(&clocks_, &GameClocks::flagFell, this, &Referee::onFlagFell);
}

bool Referee::personMovesAt(const Position& position) const {
    return !position.isGameOver() && !seats_.isComputer(position.sideToMove());
}

bool Referee::isHumanTurn() const {
    return !clocks_.record().lostOnTime && personMovesAt(session_.position());
}

bool Referee::isFinished() const {
    return session_.position().isGameOver() || clocks_.record().lostOnTime.has_value();
}

void Referee::newGame(int size, const TimeControl& timeControl) {
    replaceGame(Game(Position::initial(size)), {GameClock(timeControl), false, std::nullopt},
                false);
}

void Referee::setGame(const Game& game, const ClockRecord& clock) {
    replaceGame(game, clock, clock.clock.isOn() && !game.isOver() && !clock.lostOnTime);
}

void Referee::openGame(const Game& game, const ClockRecord& clock) {
    const bool goesOn = !game.isOver() && !clock.lostOnTime;
    const bool computerPlays = seats_.isComputer(Color::Black) || seats_.isComputer(Color::White);
    replaceGame(game, clock, goesOn && (clock.clock.isOn() || computerPlays));
    heldAfterOpening_ = paused_;
}

void Referee::replaceGame(const Game& game, const ClockRecord& clock, bool paused) {
    cancelMove();
    clocks_.reset(clock);
    browsing_ = false;
    heldAfterOpening_ = false;
    session_.replace(game);
    setPaused(paused);
    // A pass the position calls for is played and said, as after a move; the end is not
    // announced again.
    settle(Announce::Passes);
}

QString Referee::refusalOf(Square square) const {
    const Position& position = session_.position();
    if (isFinished()) return tr("The game is over: start a new one or undo.");
    if (paused_ && clocks_.isOn()) {
        return tr("The game and its clocks are paused: resume (P) to play.");
    }
    if (seats_.isComputer(position.sideToMove())) {
        return tr("It is the computer's turn. Take the side back to play it.");
    }
    if (!position.isOnBoard(square)) return tr("Play on a square of the board.");
    if (position.isLegal(square)) return {};
    if ((position.empties() & bit(square)) == 0) {
        return tr("%1 is taken: play on an empty square.").arg(nameOf(square));
    }
    return tr("%1 is not a legal move: it must flip at least one disc.").arg(nameOf(square));
}

void Referee::playSquare(Square square) {
    if (const QString refusal = refusalOf(square); !refusal.isEmpty()) {
        emit moveRejected(refusal);
        return;
    }
    if (clocks_.checkFlag()) return;
    cancelMove();
    if (advance(square)) settle(Announce::PassesAndEnd);
}

bool Referee::advance(Square move) {
    const Game& game = session_.game();
    const Position before = game.position();
    const bool replays = game.canRedo() && game.moves()[game.ply()] == move;
    if (!replays && !before.isLegal(move)) return false;
    const Color mover = before.sideToMove();
    const bool timed = move != kPass && (clocks_.running() == mover || moveHeld_);
    if (move != kPass) {
        clocks_.run(std::nullopt);
        moveHeld_ = false;
        // Playing another move than the record's at a move taken back: as an undo would.
        if (game.canRedo() && !replays) clocks_.markUnrated();
    }
    if (timed) clocks_.completeMove(mover);
    browsing_ = false;
    std::optional<ClockTimes> times;
    if (clocks_.isOn()) {
        times = ClockTimes{clocks_.timeLeft(Color::Black), clocks_.timeLeft(Color::White)};
    }
    return session_.play(move, times);
}

void Referee::settle(Announce announce) {
    const std::vector<Color> passes =
        playForcedPasses([this]() -> const Position& { return session_.position(); },
                         [this](Square move) { return advance(move); });
    if (announce != Announce::Nothing) {
        for (Color color : passes) emit passed(color);
    }
    syncClocks();
    emit stateChanged();
    if (session_.position().isGameOver()) {
        emit gameOver(session_.game().scoreFor(Color::Black));
        if (announce == Announce::PassesAndEnd) emit gameEnded();
        return;
    }
    startComputerIfItsTurn();
}

void Referee::startComputerIfItsTurn() {
    if (paused_ || thinking_ || isFinished()) return;
    const Color side = session_.position().sideToMove();
    if (!seats_.isComputer(side)) return;
    thinking_ = side;
    moveNowAsked_ = false;
    askedFor_.start();
    emit thinkingChanged(true);
    seats_.seat(side).startMove(session_.game(),
                                moveTimeWithin(clocks_.record().clock, session_.position()));
}

void Referee::cancelMove() {
    paceTimer_.stop();
    moveHeld_ = false;
    if (!thinking_) return;
    seats_.seat(*thinking_).stop();
    thinking_.reset();
    emit thinkingChanged(false);
}

void Referee::onComputerChanged(Color color, bool computer) {
    // A game just opened waits for the person: choosing who plays lets it go on.
    if (heldAfterOpening_) setPaused(false);
    if (color != session_.position().sideToMove()) {
        emit stateChanged();
        return;
    }
    if (computer) {
        cancelMove();
        setPaused(false);
        startComputerIfItsTurn();
    } else if (thinking_) {
        cancelMove();
    }
    syncClocks();
    emit stateChanged();
}

void Referee::onPlayerChanged(Color color) {
    // A move under way comes from the engine that was chosen before: ask again.
    if (thinking_ != color) return;
    cancelMove();
    startComputerIfItsTurn();
}

void Referee::onAnswer(Color color, const SearchInfo& info, const QString& problem) {
    if (thinking_ != color) return;  // stale: the game moved on
    emit computerAnswered(info);
    pendingMove_ = info.bestMove;
    pendingProblem_ = problem;
    // The computer's clock stops with its answer: the pace of play is not its thinking.
    if (clocks_.running() == color) {
        if (clocks_.checkFlag()) return;
        clocks_.run(std::nullopt);
        moveHeld_ = true;
    }
    if (isFinished()) return;
    const qint64 wait = moveNowAsked_ ? 0 : paceMs_ - askedFor_.elapsed();
    if (wait <= 0) {
        playPendingMove();
    } else {
        paceTimer_.start(int(wait));
    }
}

void Referee::playPendingMove() {
    if (!thinking_ || clocks_.checkFlag()) return;
    const Color side = *thinking_;
    const Square move = pendingMove_;
    thinking_.reset();
    emit thinkingChanged(false);
    if (!advance(move)) {
        // Never the built-in engine's doing; an engine that answers wrongly is stopped, and
        // the game stays as it was.
        setPaused(true);
        if (!pendingProblem_.isEmpty()) {
            emit engineFailed(tr("%1 gave no move: %2. The computer is paused; the game is kept.")
                                  .arg(seats_.engineName(side), pendingProblem_));
        } else {
            emit engineFailed(
                tr("%1 chose %2, which is not a legal move here; the computer is paused.")
                    .arg(seats_.engineName(side), nameOf(move)));
        }
        emit stateChanged();
        return;
    }
    settle(Announce::PassesAndEnd);
}

void Referee::moveNow() {
    if (!thinking_) return;
    moveNowAsked_ = true;
    if (paceTimer_.isActive()) {  // the move is known and only waits: play it now
        paceTimer_.stop();
        playPendingMove();
        return;
    }
    seats_.seat(*thinking_).hurry();
}

void Referee::setPaused(bool paused) {
    if (!paused) heldAfterOpening_ = false;
    if (paused_ == paused) return;
    paused_ = paused;
    if (paused && thinking_) cancelMove();
    syncClocks();
    emit pausedChanged(paused);
    if (!paused) startComputerIfItsTurn();
}

void Referee::undo() {
    step(-1);
}

void Referee::redo() {
    step(+1);
}

void Referee::step(int direction) {
    const Game& game = session_.game();
    if (direction < 0 ? !game.canUndo() : !game.canRedo()) return;
    cancelMove();
    if (direction < 0 && !isFinished()) clocks_.markUnrated();
    browsing_ = false;
    // With a person playing, walk to their next turn; with none, one move (passes skipped),
    // and the computer waits.
    const bool anyPerson = !seats_.isComputer(Color::Black) || !seats_.isComputer(Color::White);
    int ply = game.ply();
    const auto walkOn = [&] {
        const bool more = direction < 0 ? ply > 0 : ply < game.length();
        const Position& position = game.positionAt(ply);
        return more && (anyPerson ? !personMovesAt(position) : position.mustPass());
    };
    do {
        ply += direction;
    } while (walkOn());
    session_.goTo(ply);
    if (!anyPerson) setPaused(true);
    settle(Announce::Nothing);
}

void Referee::goToPly(int ply) {
    const Game& game = session_.game();
    if (ply == game.ply() || ply < 0 || ply > game.length()) return;
    browseTo(ply);
}

void Referee::goToNode(NodeId node) {
    if (!session_.game().contains(node) || node == session_.game().current()) return;
    cancelMove();
    session_.goToNode(node);
    browseTo(session_.game().ply());
}

void Referee::removeLine(NodeId node) {
    if (!session_.game().contains(node) || node == kRootNode) return;
    cancelMove();
    session_.remove(node);
    browseTo(session_.game().ply());
}

void Referee::removeMovesAfter(NodeId node) {
    const Game& game = session_.game();
    if (!game.contains(node) || game.childrenOf(node).empty()) return;
    cancelMove();
    while (!game.childrenOf(node).empty()) session_.remove(game.childrenOf(node).back());
    browseTo(game.ply());
}

void Referee::chooseContinuation(NodeId child) {
    if (!session_.game().contains(child) || !session_.chooseContinuation(child)) return;
    browseTo(session_.game().ply());
}

void Referee::browseTo(int ply) {
    cancelMove();
    session_.goTo(ply);
    const Game& game = session_.game();
    browsing_ = game.ply() < game.length();
    const Position& position = game.position();
    if (!position.isGameOver() && seats_.isComputer(position.sideToMove())) setPaused(true);
    settle(Announce::Nothing);
}

void Referee::onFlagFell(Color color) {
    cancelMove();
    emit stateChanged();
    emit lostOnTime(color);
    emit gameEnded();
}

void Referee::syncClocks() {
    const bool runs = !isFinished() && !paused_ && !browsing_ && !moveHeld_;
    clocks_.run(runs ? std::optional<Color>(session_.position().sideToMove()) : std::nullopt);
}

}  // namespace hasami
