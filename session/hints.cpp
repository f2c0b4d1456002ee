// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/hints.h"

#include "session/engine_queue.h"
#include "session/game_session.h"
#include "session/referee.h"

namespace hasami {

Hints::Hints(GameSession& session, Referee& referee, EngineQueue& engine, QObject* parent)
    : QObject(parent), session_(session), referee_(referee), engine_(engine) {
    limits_.depth = 10;
    connect(&session_, &GameSession::changed, this, &Hints::clear);
    connect(&referee_, &Referee::stateChanged, this, [this] {
        if (!referee_.isHumanTurn()) clear();
    });
    connect(&referee_, &Referee::thinkingChanged, this, [this](bool thinking) {
        if (thinking) clear();
    });
    connect(&engine_, &EngineQueue::finished, this, &Hints::onFinished);
}

void Hints::request() {
    if (!referee_.isHumanTurn() || isSearching()) return;
    request_ = engine_.post(MoveRequest{session_.position(), SearchPlay{limits_, true}, {}});
    emit searchingChanged(true);
}

void Hints::requestOrStop() {
    if (isSearching()) {
        cancel();
    } else {
        request();
    }
}

void Hints::cancel() {
    if (request_ == 0) return;
    engine_.cancel(request_);
    request_ = 0;
    emit searchingChanged(false);
}

void Hints::clear() {
    cancel();
    if (hint_ == kNoSquare) return;
    hint_ = kNoSquare;
    emit hintChanged(kNoSquare);
}

void Hints::onFinished(quint64 id, const EngineReport& report) {
    if (id != request_) return;
    request_ = 0;
    emit searchingChanged(false);
    hint_ = session_.position().isLegal(report.info.bestMove) ? report.info.bestMove : kNoSquare;
    emit hintChanged(hint_);
}

}  // namespace hasami
