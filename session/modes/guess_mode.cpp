// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/modes/guess_mode.h"

#include <algorithm>

#include <QTimer>

#include "engine/formats/notation.h"
#include "session/analysis_scheduler.h"
#include "session/game_session.h"
#include "session/modes/game_shelf.h"
#include "session/modes/play_mode.h"
#include "session/session_entry.h"

namespace hasami {

GuessMode::GuessMode(const ModeParts& parts, QObject* parent)
    : Mode(parent),
      session_(parts.game),
      play_(parts.play),
      analysis_(parts.analysis),
      shelf_(parts.shelf),
      entry_(parts.entry) {
    for (const auto known : {&AnalysisScheduler::changed, &AnalysisScheduler::reported}) {
        connect(&analysis_, known, this, [this] {
            if (pending_) judge();
        });
    }
    connect(&analysis_, &AnalysisScheduler::analysisFailed, this, [this] {
        if (pending_) finish(false);
    });
    connect(&session_, &GameSession::changed, this, &GuessMode::checkLine);
}

Mode::Handling GuessMode::handle(const Intent& intent) {
    if (intent.kind != Intent::Kind::PlaySquare) return Handling::EndsMode;
    if (asksForGuess() && !guess(intent.square)) {
        emit refused(tr("%1 is not a legal move here.")
                         .arg(QString::fromStdString(squareName(intent.square))));
    }
    return Handling::Done;  // while the last guess is judged, a click does nothing
}

bool GuessMode::start(Color color, QString* why) {
    stop();
    const Game& record = session_.game();
    // The record's line without its forced passes, who plays each move, and where to begin.
    std::vector<Square> moves;
    std::vector<Color> movers;
    std::size_t first = 0;
    const int from = record.ply() == record.length() ? 0 : record.ply();
    Position position = record.start();
    for (int ply = 0; ply < record.length(); ++ply) {
        const Square move = record.moves()[std::size_t(ply)];
        if (move == kPass) {
            position = position.pass();
        } else {
            moves.push_back(move);
            movers.push_back(position.sideToMove());
            position = position.play(move);
        }
        if (ply + 1 == from) first = moves.size();
    }
    if (std::find(movers.begin() + std::ptrdiff_t(first), movers.end(), color) == movers.end()) {
        *why = color == Color::Black ? tr("No move of Black's is left to guess in this game.")
                                     : tr("No move of White's is left to guess in this game.");
        return false;
    }
    Game shown(record.start());
    for (std::size_t i = 0; i < first; ++i) {
        if (shown.position().mustPass()) shown.play(kPass);
        shown.play(moves[i]);
    }
    if (shown.position().mustPass()) shown.play(kPass);
    shown.setDetails(record.details());
    // The record set aside; the person plays both colours: the record's moves come from here.
    shelf_.setAside();
    moving_ = true;
    play_.setGame(shown);
    // The board shows the record's file, with its changes, while it is replayed.
    session_.markSaved(shelf_.file());
    session_.setModified(false);
    moving_ = false;
    moves_ = std::move(moves);
    movers_ = std::move(movers);
    next_ = first;
    color_ = color;
    results_.clear();
    pending_.reset();
    active_ = true;
    emit started();
    playOn();
    return true;
}

void GuessMode::stop() {
    if (active_) finish(false);
}

void GuessMode::finish(bool complete) {
    active_ = false;
    pending_.reset();
    // The record's moves not reached, its variations and comments come back beside what was
    // played; it has unsaved changes if it had them or if the person added a move.
    moving_ = true;
    shelf_.bringBack(GameShelf::Back::WithPlayed);
    moving_ = false;
    emit finished(complete);
    emit ended();
}

void GuessMode::playOn() {
    moving_ = true;
    while (next_ < moves_.size() && movers_[next_] != color_) playRecordMove();
    moving_ = false;
    if (next_ == moves_.size()) finish(true);
}

void GuessMode::playRecordMove() {
    const Square move = moves_[next_++];
    if (session_.play(move) && session_.position().mustPass()) session_.play(kPass);
}

bool GuessMode::guess(Square square) {
    if (!active_ || pending_ || moving_ || next_ >= moves_.size()) return false;
    if (!session_.position().isLegal(square)) return false;
    pending_ = square;
    judge();
    if (pending_) emit judging();
    return true;
}

void GuessMode::judge() {
    const Position& position = session_.position();
    const AnalysisStore& store = analysis_.store();
    const Analysis* analysis = store.analysisOf(position);
    if (!analysis || !store.isAnalysed(position, AnalysisScheduler::kBoardDepth) ||
        analysis->moves.empty()) {
        return;  // judged once the values come
    }
    const auto valueOf = [analysis](Square move) {
        const auto found =
            std::find_if(analysis->moves.begin(), analysis->moves.end(),
                         [move](const MoveValue& value) { return value.move == move; });
        return found == analysis->moves.end() ? analysis->moves.back().score : found->score;
    };
    const int best = analysis->moves.front().score;
    GuessResult result;
    result.guess = *pending_;
    result.played = moves_[next_];
    const int guessed = valueOf(result.guess);
    result.loss = best - guessed;
    result.playedLoss = best - valueOf(result.played);
    result.good = result.guess == result.played || result.loss <= kGoodLoss;
    for (const MoveValue& value : analysis->moves) {
        if (value.score > guessed) result.better.push_back(value);
    }
    pending_.reset();
    results_.push_back(result);
    // The record goes on once the values' report is done with: the analysis of the next
    // position starts then.
    moving_ = true;
    QTimer::singleShot(0, this, [this] { entry_.act([this] { playOnAfterJudging(); }); });
    emit judged(result);
}

void GuessMode::playOnAfterJudging() {
    moving_ = false;
    if (!active_) return;
    if (!isOnRecord()) {
        finish(false);
        return;
    }
    moving_ = true;
    playRecordMove();
    playOn();
}

void GuessMode::checkLine() {
    if (active_ && !moving_ && !isOnRecord()) finish(false);
}

bool GuessMode::isOnRecord() const {
    // The game shown is the record's, up to its next move, at its end: anything else (a move
    // played, a move taken back, another node shown) ends the guessing.
    const Game& game = session_.game();
    std::size_t played = 0;
    bool same = game.ply() == game.length();
    for (Square move : game.moves()) {
        if (move == kPass) continue;
        same = same && played < next_ && moves_[played] == move;
        ++played;
    }
    return same && played == next_;
}

int GuessMode::goodGuesses() const {
    return int(std::count_if(results_.begin(), results_.end(),
                             [](const GuessResult& result) { return result.good; }));
}

double GuessMode::meanLoss() const {
    if (results_.empty()) return 0;
    double total = 0;
    for (const GuessResult& result : results_) total += result.loss;
    return total / double(results_.size());
}

}  // namespace hasami
