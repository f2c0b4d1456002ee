// SPDX-License-Identifier: GPL-3.0-or-later
#include "protocols/serve/gtp_engine.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <optional>

#include "engine/formats/notation.h"
#include "engine/match/turns.h"
#include "engine/util/numbers.h"
#include "engine/util/words.h"
#include "protocols/protocol_moves.h"

namespace hasami {

namespace {

constexpr std::array<std::string_view, 16> kCommands = {"protocol_version",
                                                        "name",
                                                        "version",
                                                        "known_command",
                                                        "list_commands",
                                                        "boardsize",
                                                        "clear_board",
                                                        "komi",
                                                        "play",
                                                        "genmove",
                                                        "undo",
                                                        "final_score",
                                                        "showboard",
                                                        "time_settings",
                                                        "time_left",
                                                        "quit"};

constexpr double kLongestSeconds = 24.0 * 3600;

// A time in seconds as GTP gives it, from 0 to a day.
std::optional<Milliseconds> parseSeconds(std::string_view text) {
    const std::optional<double> seconds = parseDecimal(text);
    if (!seconds || *seconds < 0 || *seconds > kLongestSeconds) return std::nullopt;
    return Milliseconds(std::int64_t(*seconds * 1000));
}

std::string lowered(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::optional<Color> parseColor(std::string_view text) {
    const std::string color = lowered(text);
    if (color == "b" || color == "black") return Color::Black;
    if (color == "w" || color == "white") return Color::White;
    return std::nullopt;
}

std::string upperMove(Square move) {
    if (move == kPass) return "pass";
    std::string name = squareName(move);
    name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
    return name;
}

}  // namespace

Parsed<GtpCommand> parseGtpCommand(std::string_view line) {
    std::string clean;
    for (const char c : line.substr(0, line.find('#'))) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '\t') {
            clean += ' ';
        } else if (byte >= 32 && byte != 127) {
            clean += c;
        }
    }
    std::vector<std::string> words;
    for (const std::string_view word : splitWords(clean)) words.emplace_back(word);
    GtpCommand command;
    if (words.empty()) return command;
    std::size_t first = 0;
    if (std::all_of(words[0].begin(), words[0].end(),
                    [](char c) { return std::isdigit(static_cast<unsigned char>(c)); })) {
        command.id = words[0];
        first = 1;
        if (words.size() == 1) return ParseError{"an id without a command"};
    }
    command.name = words[first];
    command.arguments.assign(words.begin() + std::ptrdiff_t(first) + 1, words.end());
    return command;
}

GtpEngine::GtpEngine(const EngineSettings& settings)
    : settings_(settings), engine_(engineResources(settings)) {
    engine_.setBooks(settings.books);
}

std::string GtpEngine::handle(std::string_view line) {
    const Parsed<GtpCommand> command = parseGtpCommand(line);
    if (command && command->name.empty()) return {};
    const std::string id = command ? command->id : std::string();
    const Parsed<std::string> result =
        command ? run(*command) : Parsed<std::string>(ParseError{command.error()});
    if (!result) return "?" + id + " " + result.error() + "\n\n";
    return "=" + id + (result->empty() ? "" : " " + *result) + "\n\n";
}

Parsed<std::string> GtpEngine::run(const GtpCommand& command) {
    const std::string& name = command.name;
    const auto& arguments = command.arguments;
    if (name == "protocol_version") return std::string("2");
    if (name == "name") return std::string("Hasami");
    if (name == "version") return std::string(HASAMI_VERSION);
    if (name == "known_command") {
        if (arguments.size() != 1) return ParseError{"known_command needs a command name"};
        const bool known = std::ranges::find(kCommands, arguments[0]) != kCommands.end();
        return std::string(known ? "true" : "false");
    }
    if (name == "list_commands") {
        std::string list;
        for (const std::string_view known : kCommands) {
            if (!list.empty()) list += '\n';
            list += known;
        }
        return list;
    }
    if (name == "boardsize") {
        if (arguments.size() != 1) return ParseError{"boardsize needs a size"};
        const std::optional<std::int64_t> size = parseInteger(arguments[0], 4, 8);
        if (!size || *size % 2 != 0 || arguments[0].size() != 1) {
            return ParseError{"unacceptable size"};
        }
        game_ = Game(Position::initial(int(*size)));
        lengths_.clear();
        return std::string();
    }
    if (name == "clear_board") {
        game_ = Game(Position::initial(game_.start().size()));
        lengths_.clear();
        return std::string();
    }
    if (name == "komi") {
        // Othello has no komi: a number is taken, and changes nothing.
        if (arguments.size() != 1 || !parseDecimal(arguments[0])) {
            return ParseError{"komi needs a number"};
        }
        return std::string();
    }
    if (name == "time_settings") return timeSettings(command);
    if (name == "time_left") return timeLeft(command);
    if (name == "play") return play(command);
    if (name == "genmove") return generateMove(command);
    if (name == "undo") return undo();
    if (name == "final_score") return finalScore();
    if (name == "showboard") {
        std::string text(1, '\n');  // the board starts on a line of its own
        text += board();
        return text;
    }
    if (name == "quit") {
        quit_ = true;
        return std::string();
    }
    return ParseError{"unknown command"};
}

Parsed<std::string> GtpEngine::play(const GtpCommand& command) {
    if (command.arguments.size() != 2) return ParseError{"play needs a colour and a move"};
    const std::optional<Color> color = parseColor(command.arguments[0]);
    if (!color) return ParseError{"invalid color"};
    const int size = game_.position().size();
    const std::optional<Square> move = parseProtocolMove(command.arguments[1], size);
    if (!move) return ParseError{"invalid coordinate"};
    const int before = game_.ply();
    Game game = game_;
    // The other side has no move: it passes by itself.
    if (game.position().sideToMove() != *color && game.position().mustPass()) game.play(kPass);
    if (game.position().sideToMove() != *color) {
        // A pass by the side that has just moved changes nothing.
        if (*move == kPass) return std::string();
        return ParseError{"illegal move: it is " +
                          lowered(colorName(game.position().sideToMove())) + "'s turn"};
    }
    if (!game.play(*move)) return ParseError{"illegal move"};
    game_ = game;
    lengths_.push_back(before);
    return std::string();
}

Parsed<std::string> GtpEngine::generateMove(const GtpCommand& command) {
    if (command.arguments.size() != 1) return ParseError{"genmove needs a colour"};
    const std::optional<Color> color = parseColor(command.arguments[0]);
    if (!color) return ParseError{"invalid color"};
    const int before = game_.ply();
    if (game_.position().sideToMove() != *color && game_.position().mustPass()) game_.play(kPass);
    const Position position = game_.position();
    if (position.isGameOver()) {
        if (game_.ply() != before) lengths_.push_back(before);
        return std::string("pass");
    }
    if (position.sideToMove() != *color) {
        return ParseError{"it is " + lowered(colorName(position.sideToMove())) + "'s turn"};
    }
    Square move = kPass;
    if (!position.mustPass()) {
        // Once the controller has set a clock, the move's time is its share of what is left.
        const auto start = std::chrono::steady_clock::now();
        const Milliseconds cap = moveTimeWithin(clock_, position);
        move = engine_.chooseMove({position, playStyle(settings_, 0, position.emptyCount()), cap})
                   .bestMove;
        if (!position.isLegal(move)) return ParseError{"the engine found no move"};
        chargeMove(
            clock_, *color,
            std::chrono::duration_cast<Milliseconds>(std::chrono::steady_clock::now() - start));
    }
    game_.play(move);
    lengths_.push_back(before);
    return upperMove(move);
}

Parsed<std::string> GtpEngine::timeSettings(const GtpCommand& command) {
    const auto& arguments = command.arguments;
    std::optional<Milliseconds> main;
    std::optional<Milliseconds> byoYomi;
    std::optional<std::int64_t> stones;
    if (arguments.size() == 3) {
        main = parseSeconds(arguments[0]);
        byoYomi = parseSeconds(arguments[1]);
        stones = parseInteger(arguments[2], 0, 1000);
    }
    if (!main || !byoYomi || !stones) {
        return ParseError{"time_settings needs main time, byo-yomi time and stones"};
    }
    // Byo-yomi of B seconds for S moves is taken as B/S seconds added after each move.
    const Milliseconds increment = *stones > 0 ? *byoYomi / *stones : Milliseconds(0);
    if (main->count() == 0 && increment.count() == 0) {
        clock_ = GameClock();  // no time limit
        return std::string();
    }
    clock_ = GameClock(TimeControl{std::max(*main, Milliseconds(1)), increment});
    return std::string();
}

Parsed<std::string> GtpEngine::timeLeft(const GtpCommand& command) {
    const auto& arguments = command.arguments;
    const std::optional<Color> color =
        arguments.size() == 3 ? parseColor(arguments[0]) : std::nullopt;
    const std::optional<Milliseconds> left =
        arguments.size() == 3 ? parseSeconds(arguments[1]) : std::nullopt;
    if (!color || !left || !parseInteger(arguments[2], 0, 1000)) {
        return ParseError{"time_left needs a colour, the seconds left and the stones"};
    }
    if (!clock_.isOn()) clock_ = GameClock(TimeControl{std::max(*left, Milliseconds(1)), {}});
    clock_.setRemaining(*color, *left);
    return std::string();
}

Parsed<std::string> GtpEngine::undo() {
    if (lengths_.empty()) return ParseError{"cannot undo"};
    game_.goTo(lengths_.back());
    lengths_.pop_back();
    return std::string();
}

std::string GtpEngine::finalScore() const {
    const Position& position = game_.position();
    const int black = position.discCount(Color::Black);
    const int white = position.discCount(Color::White);
    // A finished game gives the empties to the winner; an unfinished one counts the discs.
    const int difference = position.isGameOver() ? game_.scoreFor(Color::Black) : black - white;
    if (difference > 0) return "B+" + std::to_string(difference);
    if (difference < 0) return "W+" + std::to_string(-difference);
    return "0";
}

std::string GtpEngine::board() const {
    const Position& position = game_.position();
    const int size = position.size();
    std::string text = "   ";
    for (int column = 0; column < size; ++column) {
        text += ' ';
        text += static_cast<char>('A' + column);
    }
    text += '\n';
    for (int row = 0; row < size; ++row) {
        text += (row + 1 < 10 ? "  " : " ") + std::to_string(row + 1);
        for (int column = 0; column < size; ++column) {
            const Bitboard square = bit(squareAt(column, row));
            text += ' ';
            text += (position.discs(Color::Black) & square)   ? 'X'
                    : (position.discs(Color::White) & square) ? 'O'
                                                              : '.';
        }
        text += '\n';
    }
    text += std::string(colorName(position.sideToMove())) + " to move, Black " +
            std::to_string(position.discCount(Color::Black)) + ", White " +
            std::to_string(position.discCount(Color::White));
    return text;
}

}  // namespace hasami
