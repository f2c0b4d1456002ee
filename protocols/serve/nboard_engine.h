// SPDX-License-Identifier: GPL-3.0-or-later
// Hasami as an engine for the NBoard protocol (version 2), the protocol of the NBoard GUI and
// of the analysis boards that drive Edax and NTest: one command per line in, one reply per line
// out. `go`, `hint` and `analyze` search on a thread of their own, so that the next line is
// read at once: `ping` stops a search before it answers `pong`. Another command waits for the
// answer of a `go` under way, and stops a `hint` or `analyze`.
//
// In: nboard 2 | set depth N | set game GGF | set contempt N | move MOVE[/EVAL[/TIME]] |
//     hint N | go | ping N | analyze | learn | quit
// A ping is always answered: `ping N` (N from 0 to 2147483647) with `pong N`, one without a
// good number with a status saying why and `pong 0`. After a `set game` that is refused the
// engine has no game, and refuses move, go, hint and analyze until a valid game is set.
// Out: set myname Hasami | pong N | status TEXT (empty when idle) | nodestats NODES SECONDS |
//     === MOVE/EVAL/TIME | search PV EVAL 0 DEPTH | book PV EVAL GAMES DEPTH |
//     analysis PLY EVAL | learned
// Evaluations are in discs for the side to move; a depth ending in % is a solve: 100% an exact
// one, less a probable one. PA is a pass. A line that cannot be used changes nothing and is
// answered with a status saying why.
#pragma once

#include <atomic>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>

#include "engine/util/parsed.h"
#include "protocols/serve/engine_settings.h"

namespace hasami {

struct NboardCommand {
    enum class Kind {
        Nboard,
        SetDepth,
        SetGame,
        SetContempt,
        Move,
        Hint,
        Go,
        Ping,
        Analyze,
        Learn,
        Quit,
        Ignored,  // a blank line, or a command this engine does not know (the protocol: ignore)
    };
    Kind kind = Kind::Ignored;
    int number = 0;    // nboard, set depth, set contempt, hint, ping
    std::string text;  // set game: the GGF; move: the move; ping: why its number was not read
};

// One line from the GUI, read; a message if a known command has a malformed argument.
Parsed<NboardCommand> parseNboardCommand(std::string_view line);

class NboardEngine {
public:
    using Output = std::function<void(const std::string& line)>;

    // `output` receives every line the engine sends, from this thread or the search's, one
    // at a time.
    NboardEngine(const EngineSettings& settings, Output output);
    ~NboardEngine();  // stops a search

    // Acts on one line from the GUI; false once it has said quit.
    bool handle(std::string_view line);
    // Waits for a running search to end by itself.
    void finishSearch();
    // Answers a line that could not be read as a command (one too long to hold) with a status
    // saying `why`; nothing else changes.
    void refuseLine(const std::string& why) { refuse(why); }

    const Game& game() const { return game_; }

private:
    void send(const std::string& line);
    void stopSearch();
    // Runs `work` on the search thread; `choosingMove`: it answers go, which the commands
    // after it wait for (ping stops it), rather than stop.
    void startSearch(std::function<void()> work, bool choosingMove = false);
    void refuse(const std::string& why);
    // The commands that act on the game, once no search runs.
    void act(const NboardCommand& command);
    void setGame(const std::string& ggf);
    void playMove(const std::string& text);
    void go();
    void hint(int count);
    void analyze();

    EngineSettings settings_;
    Engine engine_;
    Output output_;
    std::mutex outputMutex_;
    Game game_;
    // Whether game_ is the GUI's: a fresh engine plays from the start, but after a refused
    // `set game` there is no game until a valid one is set.
    bool hasGame_ = true;
    int depth_ = 0;     // set depth
    int contempt_ = 0;  // set contempt (book draws; Hasami's book values them as draws)
    std::thread search_;
    std::atomic<bool> cancel_{false};
    bool choosingMove_ = false;  // the search under way answers go (this thread's only)
};

}  // namespace hasami
