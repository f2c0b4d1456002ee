// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/hints.h"

#include "session/engine_queue.h"
#include "session/game_session.h"
#include "session/modes/play_state.h"

namespace hasami {

Hints::Hints(GameSession& session, const PlayState& play, EngineQueue& engine, QObject* parent)
    : QObject(parent), session_(session), play_(play), engine_(engine) {
    limits_.depth = 10;
    connect(&engine_, &EngineQueue::finished, this, &Hints::onFinished);
}

void Hints::followPlay() {
    if (!play_.isHumanTurn() || play_.isThinking()) clear();
}

void Hints::request() {
    if (!play_.isHumanTurn() || isSearching()) return;
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
