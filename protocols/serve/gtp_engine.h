// SPDX-License-Identifier: GPL-3.0-or-later
// Hasami as a GTP engine (Go Text Protocol, version 2, as Othello programs and their clients
// use it): a command per line, each answered "= result" or "? error" and an empty line,
// with the command's id when it has one.
//
// Commands: protocol_version, name, version, known_command, list_commands, boardsize (8, 6
// or 4), clear_board, komi N (taken, without effect: Othello has none), play COLOUR MOVE|pass,
// genmove COLOUR, undo, final_score, showboard, time_settings M B S (M seconds of main time;
// with B > 0 and S > 0, B/S seconds added after each move), time_left COLOUR T S (T seconds
// left), quit. Once a clock is set, it caps the time of each move that genmove asks for. A colour
// is b, black, w or white; a move a square such as d3 (either case). A side with no move passes by
// itself: `play` and `genmove` for the other colour imply the pass, and an explicit pass is
// accepted only when it is forced.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/game/clock.h"
#include "engine/util/parsed.h"
#include "protocols/serve/engine_settings.h"

namespace hasami {

struct GtpCommand {
    std::string id;  // the number before the command, if any
    std::string name;
    std::vector<std::string> arguments;
};

// One line, read: comments (after #) and control characters dropped. A blank line gives an
// empty name.
Parsed<GtpCommand> parseGtpCommand(std::string_view line);

class GtpEngine {
public:
    explicit GtpEngine(const EngineSettings& settings);

    // The whole reply to one line, ending in an empty line; empty for a blank line.
    std::string handle(std::string_view line);
    bool quitting() const { return quit_; }
    const Game& game() const { return game_; }

private:
    // The result of a command, or the error its reply gives.
    Parsed<std::string> run(const GtpCommand& command);
    Parsed<std::string> play(const GtpCommand& command);
    Parsed<std::string> generateMove(const GtpCommand& command);
    Parsed<std::string> undo();
    Parsed<std::string> timeSettings(const GtpCommand& command);
    Parsed<std::string> timeLeft(const GtpCommand& command);
    std::string finalScore() const;
    std::string board() const;

    EngineSettings settings_;
    Engine engine_;
    // The controller's clock (time_settings, time_left): once set, it caps each move's time.
    GameClock clock_;
    Game game_;
    // The moves played before each play or genmove, for undo: one undo takes back a
    // command's move and the pass it implied.
    std::vector<int> lengths_;
    bool quit_ = false;
};

}  // namespace hasami
