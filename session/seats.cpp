// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/seats.h"

#include <QDate>

#include "session/engine_queue.h"

namespace hasami {

namespace {

// A person plays on the board: the seat is asked nothing.
class PersonSeat final : public Seat {
public:
    using Seat::Seat;
    bool isComputer() const override { return false; }
    void startMove(const Game&, Milliseconds) override {}
    void stop() override {}
    void hurry() override {}
};

// The computer: Hasami's engine or another program's, asked on the engine thread.
class ComputerSeat final : public Seat {
public:
    ComputerSeat(EngineQueue& engine, const ComputerPlayer& player, QObject* parent)
        : Seat(parent), engine_(engine), player_(player) {
        connect(&engine_, &EngineQueue::progress, this,
                [this](quint64 id, const EngineReport& report) {
                    if (id == request_) emit progress(report.info);
                });
        connect(&engine_, &EngineQueue::finished, this,
                [this](quint64 id, const EngineReport& report) {
                    if (id != request_) return;
                    request_ = 0;
                    emit answered(report.info, QString::fromStdString(report.problem));
                });
    }
    ~ComputerSeat() override { stop(); }

    bool isComputer() const override { return true; }

    void startMove(const Game& game, Milliseconds timeCap) override {
        stop();
        if (player_.externalSpec.empty()) {
            request_ = engine_.post(MoveRequest{game.position(), player_.style, timeCap});
        } else {
            request_ = engine_.post(ExternalMoveRequest{player_.externalSpec, game, timeCap});
        }
    }

    void stop() override {
        if (request_ != 0) engine_.cancel(request_);
        request_ = 0;
    }

    void hurry() override {
        if (request_ != 0) engine_.hurry(request_);
    }

private:
    EngineQueue& engine_;
    ComputerPlayer player_;
    quint64 request_ = 0;  // the move asked for, 0 if none
};

}  // namespace

Seats::Seats(EngineQueue& engine, QObject* parent) : QObject(parent), engine_(engine) {
    for (Color color : {Color::Black, Color::White}) {
        people_[index(color)] = std::make_unique<PersonSeat>();
        makeComputerSeat(color);
    }
}

Seats::~Seats() = default;

void Seats::makeComputerSeat(Color color) {
    auto seat = std::make_unique<ComputerSeat>(engine_, players_[index(color)], nullptr);
    connect(seat.get(), &Seat::answered, this,
            [this, color](const SearchInfo& info, const QString& problem) {
                emit answered(color, info, problem);
            });
    connect(seat.get(), &Seat::progress, this,
            [this, color](const SearchInfo& info) { emit progress(color, info); });
    computers_[index(color)] = std::move(seat);
}

void Seats::setComputer(Color color, bool computer) {
    if (isComputer(color) == computer) return;
    computer_[index(color)] = computer;
    if (!computer) computers_[index(color)]->stop();
    emit computerChanged(color, computer);
}

void Seats::setComputerPlayer(Color color, const ComputerPlayer& player) {
    if (players_[index(color)] == player) return;
    players_[index(color)] = player;
    makeComputerSeat(color);  // the old seat stops: what it was asked is no longer wanted
    emit playerChanged(color);
}

Seat& Seats::seat(Color color) {
    return isComputer(color) ? *computers_[index(color)] : *people_[index(color)];
}

std::string Seats::recordName(Color color) const {
    const ComputerPlayer& player = players_[index(color)];
    if (!player.externalSpec.empty()) return player.externalName.toStdString();
    if (const auto* level = std::get_if<LevelPlay>(&player.style)) {
        return "Hasami level " + std::to_string(level->level);
    }
    if (const auto* search = std::get_if<SearchPlay>(&player.style)) {
        return "Hasami depth " + std::to_string(search->limits.depth);
    }
    return "Hasami";
}

GameDetails Seats::newGameDetails(const QString& personName) const {
    GameDetails details;
    for (Color color : {Color::Black, Color::White}) {
        const std::string name = isComputer(color) ? recordName(color) : personName.toStdString();
        (color == Color::Black ? details.black : details.white) = name;
    }
    details.date = QDate::currentDate().toString(Qt::ISODate).toStdString();
    return details;
}

QString Seats::engineName(Color color) const {
    const ComputerPlayer& player = players_[index(color)];
    return player.externalSpec.empty() ? tr("The engine") : player.externalName;
}

}  // namespace hasami
