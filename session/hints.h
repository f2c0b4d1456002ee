// SPDX-License-Identifier: GPL-3.0-or-later
// A hint for the person to move: the engine's choice in the position shown, searched on the
// engine thread within the analysis's limits (Settings > Analysis), not the computer's level.
// A hint belongs to one position: it is dropped, and a search for it stopped, as soon as the
// game moves on or the computer takes the turn; the person may stop it too.
#pragma once

#include <QObject>

#include "engine/board/bitboard.h"
#include "engine/search/types.h"

namespace hasami {

class EngineQueue;
class GameSession;
class PlayState;
struct EngineReport;

class Hints : public QObject {
    Q_OBJECT

public:
    Hints(GameSession& session, const PlayState& play, EngineQueue& engine,
          QObject* parent = nullptr);

    // The limits of a hint's search (the book's best move where it has the position).
    void setLimits(const SearchLimits& limits) { limits_ = limits; }
    const SearchLimits& limits() const { return limits_; }
    Square hint() const { return hint_; }
    bool isSearching() const { return request_ != 0; }

public slots:
    // Searches for a hint, if a person is to move and none is searched already.
    void request();
    // Hint again while one is searched stops it.
    void requestOrStop();
    void cancel();
    // The hint is no longer true (another position: the session calls it when a step has
    // changed the game): dropped, and its search stopped.
    void clear();
    // When a step is over: a hint goes once it is no longer a person's turn or the computer
    // thinks.
    void followPlay();

signals:
    void hintChanged(hasami::Square square);
    void searchingChanged(bool searching);

private:
    void onFinished(quint64 id, const EngineReport& report);

    GameSession& session_;
    const PlayState& play_;
    EngineQueue& engine_;
    SearchLimits limits_;
    Square hint_ = kNoSquare;
    quint64 request_ = 0;  // the search under way, 0 if none
};

}  // namespace hasami
