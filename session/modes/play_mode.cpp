// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/modes/play_mode.h"

#include "engine/formats/notation.h"
#include "engine/match/turns.h"
#include "session/game_clocks.h"
#include "session/game_navigator.h"
#include "session/game_session.h"
#include "session/seats.h"
#include "session/view_changes.h"

namespace hasami {

namespace {

QString nameOf(Square square) {
    return QString::fromStdString(squareName(square));
}

}  // namespace

PlayMode::PlayMode(GameSession& session, GameNavigator& navigator, Seats& seats, GameClocks& clocks,
                   PlayState& state, ViewChanges& changes, QObject* parent)
    : Mode(parent),
      session_(session),
      navigator_(navigator),
      seats_(seats),
      clocks_(clocks),
      changes_(changes),
      state_(state) {
    connect(&paced_, &PacedMove::ready, this, &PlayMode::playPendingMove);
    connect(&seats_, &Seats::computerChanged, this, &PlayMode::onComputerChanged);
    connect(&seats_, &Seats::playerChanged, this, &PlayMode::onPlayerChanged);
    connect(&seats_, &Seats::answered, this, &PlayMode::onAnswer);
    connect(&seats_, &Seats::progress, this, [this](Color color, const SearchInfo& info) {
        if (state_.thinking() == color) emit engineProgress(info);
    });
    connect(&clocks_, &GameClocks::flagFell, this, &PlayMode::onFlagFell);
}

Mode::Handling PlayMode::handle(const Intent& intent) {
    const ViewChanges::Step batch(changes_);
    switch (intent.kind) {
        case Intent::Kind::PlaySquare:
            playSquare(intent.square);
            break;
        case Intent::Kind::Undo:
            step(-1);
            break;
        case Intent::Kind::Redo:
            step(+1);
            break;
        default:
            browse(intent);
            break;
    }
    return Handling::Done;
}

void PlayMode::newGame(int size, const TimeControl& timeControl) {
    const ViewChanges::Step batch(changes_);
    replaceGame(Game(Position::initial(size)), {GameClock(timeControl), false, std::nullopt},
                false);
}

void PlayMode::setGame(const Game& game, const ClockRecord& clock) {
    const ViewChanges::Step batch(changes_);
    replaceGame(game, clock, clock.clock.isOn() && !game.isOver() && !clock.lostOnTime);
}

void PlayMode::openGame(const Game& game, const ClockRecord& clock) {
    const ViewChanges::Step batch(changes_);
    const bool goesOn = !game.isOver() && !clock.lostOnTime;
    const bool computerPlays = seats_.isComputer(Color::Black) || seats_.isComputer(Color::White);
    replaceGame(game, clock, goesOn && (clock.clock.isOn() || computerPlays));
    heldAfterOpening_ = state_.isPaused();
}

void PlayMode::replaceGame(const Game& game, const ClockRecord& clock, bool paused) {
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

QString PlayMode::refusalOf(Square square) const {
    const Position& position = session_.position();
    if (state_.isFinished()) return tr("The game is over: start a new one or undo.");
    if (state_.isPaused() && clocks_.isOn()) {
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

void PlayMode::playSquare(Square square) {
    if (const QString refusal = refusalOf(square); !refusal.isEmpty()) {
        emit refused(refusal);
        return;
    }
    if (clocks_.checkFlag()) return;
    cancelMove();
    if (advance(square)) settle(Announce::PassesAndEnd);
}

bool PlayMode::advance(Square move) {
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

void PlayMode::settle(Announce announce) {
    const std::vector<Color> passes =
        playForcedPasses([this]() -> const Position& { return session_.position(); },
                         [this](Square move) { return advance(move); });
    if (announce != Announce::Nothing) {
        for (Color color : passes) emit passed(color);
    }
    syncClocks();
    state_.announce();
    if (session_.position().isGameOver()) {
        emit gameOver(session_.game().scoreFor(Color::Black));
        if (announce == Announce::PassesAndEnd) emit gameEnded();
        return;
    }
    startComputerIfItsTurn();
}

void PlayMode::startComputerIfItsTurn() {
    if (state_.isPaused() || state_.isThinking() || state_.isFinished()) return;
    const Color side = session_.position().sideToMove();
    if (!seats_.isComputer(side)) return;
    paced_.ask();
    state_.setThinking(side);
    seats_.seat(side).startMove(session_.game(),
                                moveTimeWithin(clocks_.record().clock, session_.position()));
}

void PlayMode::cancelMove() {
    paced_.cancel();
    moveHeld_ = false;
    if (!state_.isThinking()) return;
    seats_.seat(*state_.thinking()).stop();
    state_.setThinking(std::nullopt);
}

void PlayMode::onComputerChanged(Color color, bool computer) {
    const ViewChanges::Step batch(changes_);
    // A game just opened waits for the person: choosing who plays lets it go on.
    if (heldAfterOpening_) setPaused(false);
    if (color != session_.position().sideToMove()) {
        state_.announce();
        return;
    }
    if (computer) {
        cancelMove();
        setPaused(false);
        startComputerIfItsTurn();
    } else if (state_.isThinking()) {
        cancelMove();
    }
    syncClocks();
    state_.announce();
}

void PlayMode::onPlayerChanged(Color color) {
    // A move under way comes from the engine that was chosen before: ask again.
    if (state_.thinking() != color) return;
    const ViewChanges::Step batch(changes_);
    cancelMove();
    startComputerIfItsTurn();
}

void PlayMode::onAnswer(Color color, const SearchInfo& info, const QString& problem) {
    if (state_.thinking() != color) return;  // stale: the game moved on
    const ViewChanges::Step batch(changes_);
    emit computerAnswered(info);
    // The computer's clock stops with its answer: the pace of play is not its thinking.
    if (clocks_.running() == color) {
        if (clocks_.checkFlag()) return;
        clocks_.run(std::nullopt);
        moveHeld_ = true;
    }
    if (!state_.isFinished()) paced_.answer(info.bestMove, problem);
}

void PlayMode::playPendingMove() {
    if (!state_.isThinking() || clocks_.checkFlag()) return;
    const ViewChanges::Step batch(changes_);
    const Color side = *state_.thinking();
    const Square move = paced_.move();
    state_.setThinking(std::nullopt);
    if (!advance(move)) {
        // Never the built-in engine's doing; an engine that answers wrongly is stopped, and
        // the game stays as it was.
        setPaused(true);
        if (!paced_.problem().isEmpty()) {
            emit engineFailed(tr("%1 gave no move: %2. The computer is paused; the game is kept.")
                                  .arg(seats_.engineName(side), paced_.problem()));
        } else {
            emit engineFailed(
                tr("%1 chose %2, which is not a legal move here; the computer is paused.")
                    .arg(seats_.engineName(side), nameOf(move)));
        }
        state_.announce();
        return;
    }
    settle(Announce::PassesAndEnd);
}

void PlayMode::moveNow() {
    if (!state_.isThinking()) return;
    const ViewChanges::Step batch(changes_);
    if (!paced_.hurry()) seats_.seat(*state_.thinking()).hurry();
}

void PlayMode::setPaused(bool paused) {
    if (!paused) heldAfterOpening_ = false;
    if (state_.isPaused() == paused) return;
    const ViewChanges::Step batch(changes_);
    if (paused) cancelMove();
    state_.setPaused(paused);
    syncClocks();
    if (!paused) startComputerIfItsTurn();
}

void PlayMode::step(int direction) {
    // With a person playing, walk to their next turn; with none, one move (passes skipped),
    // and the computer waits.
    const bool anyPerson = !seats_.isComputer(Color::Black) || !seats_.isComputer(Color::White);
    const int ply = navigator_.stepTarget(direction, [&](const Position& position) {
        return anyPerson ? !state_.personMovesAt(position) : position.mustPass();
    });
    if (ply == session_.game().ply()) return;
    cancelMove();
    if (direction < 0 && !state_.isFinished()) clocks_.markUnrated();
    browsing_ = false;
    session_.goTo(ply);
    if (!anyPerson) setPaused(true);
    settle(Announce::Nothing);
}

void PlayMode::browse(const Intent& intent) {
    if (!navigator_.allows(intent)) return;
    cancelMove();
    navigator_.apply(intent);
    const Game& game = session_.game();
    browsing_ = game.ply() < game.length();
    const Position& position = game.position();
    if (!position.isGameOver() && seats_.isComputer(position.sideToMove())) setPaused(true);
    settle(Announce::Nothing);
}

void PlayMode::onFlagFell(Color color) {
    const ViewChanges::Step batch(changes_);
    cancelMove();
    state_.announce();
    emit lostOnTime(color);
    emit gameEnded();
}

void PlayMode::syncClocks() {
    const bool runs = !state_.isFinished() && !state_.isPaused() && !browsing_ && !moveHeld_;
    clocks_.run(runs ? std::optional<Color>(session_.position().sideToMove()) : std::nullopt);
}

}  // namespace hasami
