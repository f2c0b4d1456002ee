// SPDX-License-Identifier: GPL-3.0-or-later
// Who plays each colour: a person, or the computer, which is Hasami's engine (at a level, or a
// search within limits) or another program's engine. Each is a Seat, with one interface, so
// that the PlayMode asks every seat alike for its move.
#pragma once

#include <array>
#include <memory>
#include <string>

#include <QObject>
#include <QString>

#include "engine/game/clock.h"
#include "engine/game/game.h"
#include "engine/players/engine.h"
#include "engine/players/levels.h"

namespace hasami {

class EngineQueue;
struct EngineReport;

// Who the computer is, for one colour.
struct ComputerPlayer {
    PlayStyle style = LevelPlay{kDefaultLevel};  // Hasami's engine: a level or a search
    std::string externalSpec;  // another program's engine instead (gtp:… or nboard:…), if set
    QString externalName;      // its name, for messages

    static constexpr int kDefaultLevel = 5;
    bool operator==(const ComputerPlayer&) const = default;
};

class Seat : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    virtual bool isComputer() const = 0;
    // Starts choosing the move at `game`'s node shown, within `timeCap` (0: its own limits);
    // answered() follows unless stop() comes first. A person's seat never answers: the person
    // plays on the board.
    virtual void startMove(const Game& game, Milliseconds timeCap) = 0;
    // The move under way is not wanted any more: nothing it finds is answered.
    virtual void stop() = 0;
    // Answer now with the best move found so far.
    virtual void hurry() = 0;

signals:
    // The move chosen (info.bestMove) and its value, or kNoSquare and why none could be.
    void answered(const hasami::SearchInfo& info, const QString& problem);
    void progress(const hasami::SearchInfo& info);
};

class Seats : public QObject {
    Q_OBJECT

public:
    explicit Seats(EngineQueue& engine, QObject* parent = nullptr);
    ~Seats() override;

    bool isComputer(Color color) const { return computer_[index(color)]; }
    // Gives `color` to the computer or takes it back, at any moment.
    void setComputer(Color color, bool computer);
    const ComputerPlayer& computerPlayer(Color color) const { return players_[index(color)]; }
    void setComputerPlayer(Color color, const ComputerPlayer& player);
    // The seat that plays `color` now.
    Seat& seat(Color color);
    // The name of the engine that plays `color` for the computer, for messages.
    QString engineName(Color color) const;
    // The computer's name as a game record gives it: "Hasami level 5", "Hasami depth 12", or
    // the other program's name.
    std::string recordName(Color color) const;
    // The players' names of a new game's record: the computer's (recordName) or
    // `personName`, and today's date.
    GameDetails newGameDetails(const QString& personName) const;

signals:
    void computerChanged(hasami::Color color, bool computer);
    // Who the computer is for `color` has changed.
    void playerChanged(hasami::Color color);
    // The seat of `color` answered (see Seat).
    void answered(hasami::Color color, const hasami::SearchInfo& info, const QString& problem);
    void progress(hasami::Color color, const hasami::SearchInfo& info);

private:
    static int index(Color color) { return color == Color::Black ? 0 : 1; }
    void makeComputerSeat(Color color);

    EngineQueue& engine_;
    std::array<bool, 2> computer_{false, true};
    std::array<ComputerPlayer, 2> players_;
    std::array<std::unique_ptr<Seat>, 2> people_;
    std::array<std::unique_ptr<Seat>, 2> computers_;
};

}  // namespace hasami
