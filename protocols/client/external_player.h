// SPDX-License-Identifier: GPL-3.0-or-later
// Another program's engine as a player: a child process speaking GTP or the NBoard protocol
// (player specs gtp:COMMAND and nboard:COMMAND). The process starts on the first move asked
// of it and is told the game so far before each move: GTP by replaying the moves not yet
// sent (clear_board and all of them when the game went another way: an undo, a new game),
// NBoard by `set game` with the whole game. A move that is cancelled, or an engine that
// fails, stops the process; the next move starts it again.
//
// Nothing it does can lose the game it plays in: a crash, a hang past the time limit, an
// illegal move or output that is not the protocol's gives no move, and problem() says what
// happened, with the engine's name.
#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/players/player.h"

class QProcess;

namespace hasami {

class ExternalPlayer final : public Player {
public:
    ExternalPlayer(EngineProtocol protocol, std::string command);
    ~ExternalPlayer() override;

    void followGame(const Game& game) override;
    SearchInfo chooseMove(const Position& position, const std::atomic<bool>* cancel = nullptr,
                          const ProgressCallback& progress = {}) override;
    std::string problem() const override { return problem_; }

    // Every move's value by the engine's own analysis (NBoard `hint`), for the game followGame
    // gave (or a game from `position`): the engine searches to `depth` plies (0: its own
    // depth) and answers as it goes, each answer heard by `progress`; the analysis ends when
    // the engine says it is idle (an empty status), at `time`, or when `cancel` is set. Nullopt,
    // with problem() saying why, for a GTP engine (GTP has no analysis) or a failing one.
    std::optional<Analysis> analyze(const Position& position, int depth,
                                    std::chrono::milliseconds time,
                                    const std::atomic<bool>* cancel = nullptr,
                                    const AnalysisCallback& progress = {});

    // The engine's own name once it has said it (GTP `name`, NBoard `set myname`), else its
    // command.
    std::string name() const;

    // How long a move may take beyond the move time before the engine counts as hung.
    static constexpr std::chrono::milliseconds kGrace{5'000};
    // The limit without a move time.
    static constexpr std::chrono::milliseconds kNoMoveTimeLimit{120'000};
    // The depth an NBoard engine is asked to search (`set depth`).
    static constexpr int kNboardDepth = 12;

private:
    bool start();
    void stop();
    std::string stoppedProblem() const;
    bool send(const std::string& line);
    // The next line from the engine, waiting until `deadline`; nullopt on a timeout, a
    // cancel or a dead process (problem_ set for the last two... and the first).
    std::optional<std::string> readLine(std::chrono::steady_clock::time_point deadline,
                                        const std::atomic<bool>* cancel);
    // A GTP command's reply: the text after "=", or nullopt with problem_ set.
    std::optional<std::string> gtpCommand(const std::string& line,
                                          std::chrono::steady_clock::time_point deadline,
                                          const std::atomic<bool>* cancel);
    bool syncGtp(const Game& game);
    SearchInfo moveByGtp(const Position& position, const std::atomic<bool>* cancel);
    SearchInfo moveByNboard(const Position& position, const std::atomic<bool>* cancel);
    SearchInfo fail(const std::string& what);
    // Sends `set game` with game_; false (problem_ set) if the engine is gone.
    bool sendGame();
    // Sends a ping and reads up to its pong, dropping what comes before; false on a timeout.
    bool synchronize(const std::atomic<bool>* cancel);
    std::chrono::steady_clock::time_point moveDeadline() const;

    EngineProtocol protocol_;
    std::string command_;
    std::string name_;
    std::unique_ptr<QProcess> process_;
    std::string problem_;
    Game game_;                 // the game followGame gave
    bool following_ = false;    // whether followGame gave one
    std::vector<Square> sent_;  // GTP: the moves the engine has, passes left out
    Position sentStart_;        // GTP: the start those moves are from
    int sentSize_ = 0;          // GTP: the board size the engine was given (0: none yet)
    int pings_ = 0;             // NBoard: the last ping sent
};

// Any player a spec names: external engines as ExternalPlayer, the rest by createPlayer.
std::unique_ptr<Player> createAnyPlayer(const PlayerSpec& spec, std::uint64_t seed,
                                        TranspositionTable* table, const Books& books);

}  // namespace hasami
