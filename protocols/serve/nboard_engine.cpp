// SPDX-License-Identifier: GPL-3.0-or-later
#include "protocols/serve/nboard_engine.h"

#include "engine/formats/ggf.h"
#include "engine/formats/notation.h"
#include "engine/util/numbers.h"
#include "engine/util/words.h"
#include "protocols/protocol_moves.h"

namespace hasami {

namespace {

// The first word of `text`, and `text` after it.
std::string_view takeWord(std::string_view& text) {
    const FirstWord first = firstWord(text);
    text = first.rest;
    return first.word;
}

std::string discs(double value) {
    return formatDecimal(value, 2);
}

// The depth of a value as NBoard reads it: plies, or the share of a solve (100%: exact).
std::string depthLabel(int depth, bool exact, int probability, int empties) {
    if (exact) return "100%";
    if (depth >= empties) return std::to_string(probability) + "%";
    return std::to_string(depth);
}

}  // namespace

Parsed<NboardCommand> parseNboardCommand(std::string_view line) {
    using Kind = NboardCommand::Kind;
    NboardCommand command;
    std::string_view rest = line;
    const std::string_view word = takeWord(rest);
    const auto numbered = [&](Kind kind, int low, int high,
                              std::string_view what) -> Parsed<NboardCommand> {
        const std::optional<std::int64_t> number = parseInteger(rest, low, high);
        if (!number) {
            return ParseError{std::string(what) + " needs a whole number from " +
                              std::to_string(low) + " to " + std::to_string(high) + ", not " +
                              quotedInput(rest)};
        }
        command.kind = kind;
        command.number = int(*number);
        return command;
    };
    if (word == "nboard") return numbered(Kind::Nboard, 1, 1000, "nboard");
    if (word == "set") {
        const std::string_view what = takeWord(rest);
        if (what == "depth") return numbered(Kind::SetDepth, 1, 60, "set depth");
        if (what == "contempt") return numbered(Kind::SetContempt, -6400, 6400, "set contempt");
        if (what == "game") {
            command.kind = Kind::SetGame;
            command.text = std::string(rest);
            return command;
        }
        return command;  // another setting: ignored
    }
    if (word == "move") {
        if (rest.empty()) return ParseError{"move needs a move, like move f5"};
        command.kind = Kind::Move;
        command.text = std::string(rest.substr(0, rest.find('/')));
        return command;
    }
    if (word == "hint") return numbered(Kind::Hint, 1, 64, "hint");
    if (word == "ping") {
        // A ping is always answered, so that a GUI waiting for its pong is never left waiting:
        // one without a good number gets pong 0, and a word saying why.
        Parsed<NboardCommand> ping = numbered(Kind::Ping, 0, 2147483647, "ping");
        if (ping) return ping;
        command.kind = Kind::Ping;
        command.number = 0;
        command.text = ping.error();
        return command;
    }
    for (const auto& [name, kind] : {std::pair{std::string_view("go"), Kind::Go},
                                     std::pair{std::string_view("analyze"), Kind::Analyze},
                                     std::pair{std::string_view("learn"), Kind::Learn},
                                     std::pair{std::string_view("quit"), Kind::Quit}}) {
        if (word == name) {
            command.kind = kind;
            return command;
        }
    }
    return command;  // blank or unknown: ignored, as the protocol asks
}

NboardEngine::NboardEngine(const EngineSettings& settings, Output output)
    : settings_(settings), engine_(engineResources(settings)), output_(std::move(output)) {
    engine_.setBooks(settings.books);
}

NboardEngine::~NboardEngine() {
    stopSearch();
}

void NboardEngine::send(const std::string& line) {
    std::lock_guard lock(outputMutex_);
    output_(line);
}

void NboardEngine::refuse(const std::string& why) {
    send("status " + why);
}

void NboardEngine::stopSearch() {
    if (!search_.joinable()) return;
    cancel_ = true;
    search_.join();
    cancel_ = false;
    choosingMove_ = false;
}

void NboardEngine::finishSearch() {
    if (search_.joinable()) search_.join();
    choosingMove_ = false;
}

void NboardEngine::startSearch(std::function<void()> work, bool choosingMove) {
    stopSearch();
    choosingMove_ = choosingMove;
    send("status Hasami is thinking");
    search_ = std::thread([this, work = std::move(work)] {
        work();
        send("status ");
    });
}

bool NboardEngine::handle(std::string_view line) {
    using Kind = NboardCommand::Kind;
    const Parsed<NboardCommand> parsed = parseNboardCommand(line);
    if (!parsed) {
        refuse(parsed.error());
        return true;
    }
    const NboardCommand& command = *parsed;
    switch (command.kind) {
        case Kind::Ignored:
            return true;
        case Kind::Ping:
            stopSearch();
            if (!command.text.empty()) refuse(command.text);
            send("pong " + std::to_string(command.number));
            return true;
        case Kind::Quit:
            stopSearch();
            return false;
        default:
            break;
    }
    // Every other command acts on the game. A move still being chosen is answered first (a
    // GUI that wants it stopped sends ping); an analysis still running is stopped.
    if (choosingMove_) {
        finishSearch();
    } else {
        stopSearch();
    }
    act(command);
    return true;
}

void NboardEngine::act(const NboardCommand& command) {
    using Kind = NboardCommand::Kind;
    const bool needsGame = command.kind == Kind::Move || command.kind == Kind::Go ||
                           command.kind == Kind::Hint || command.kind == Kind::Analyze;
    if (needsGame && !hasGame_) {
        refuse("no game is set: the last set game was refused");
        return;
    }
    switch (command.kind) {
        case Kind::Nboard:
            send("set myname Hasami");
            break;
        case Kind::SetDepth:
            depth_ = command.number;
            break;
        case Kind::SetContempt:
            contempt_ = command.number;
            break;
        case Kind::SetGame:
            setGame(command.text);
            break;
        case Kind::Move:
            playMove(command.text);
            break;
        case Kind::Hint:
            hint(command.number);
            break;
        case Kind::Go:
            go();
            break;
        case Kind::Analyze:
            analyze();
            break;
        case Kind::Learn:
            send("learned");
            break;
        default:
            break;
    }
}

void NboardEngine::setGame(const std::string& ggf) {
    const auto games = parseGgfGames(ggf);
    if (!games) {
        // The GUI's game is not the one the engine had: none is better than a stale one.
        hasGame_ = false;
        refuse(games.error() + "; no game is set until a valid one is");
        return;
    }
    game_ = games->front().game;
    hasGame_ = true;
}

void NboardEngine::playMove(const std::string& text) {
    const Position& position = game_.position();
    const std::optional<Square> move = parseProtocolMove(text, position.size());
    if (!move) {
        refuse(std::string(1, '\'').append(text.substr(0, 20)).append("' is not a move"));
        return;
    }
    // A GUI that leaves out a forced pass: the pass first.
    if (*move != kPass && position.mustPass() && position.pass().isLegal(*move)) {
        game_.play(kPass);
    }
    if (!game_.play(*move)) refuse(protocolMoveName(*move) + " is not a legal move here");
}

void NboardEngine::go() {
    const Position position = game_.position();
    if (position.isGameOver()) {
        refuse("the game is over");
        return;
    }
    if (position.mustPass()) {  // no search: the pass is the only move
        send("=== PA");
        return;
    }
    startSearch(
        [this, game = game_] {
            const SearchInfo info = engine_.chooseMove(
                {game.position(), playStyle(settings_, depth_, game.position().emptyCount()), {}},
                &cancel_);
            if (cancel_ || !game.position().isLegal(info.bestMove)) return;
            send("nodestats " + std::to_string(info.nodes) + " " + discs(info.seconds));
            send("=== " + protocolMoveName(info.bestMove) + "/" + discs(info.score) + "/" +
                 discs(info.seconds));
        },
        true);
}

void NboardEngine::hint(int count) {
    const Position position = game_.position();
    if (position.isGameOver()) {
        refuse("the game is over");
        return;
    }
    startSearch([this, position, count] {
        const int empties = position.emptyCount();
        // The book's values say their own depth; a search's, its iteration's.
        const auto report = [&](const Analysis& analysis) {
            for (int i = 0; i < count && i < int(analysis.moves.size()); ++i) {
                const MoveValue& value = analysis.moves[i];
                const std::string depth =
                    analysis.book
                        ? depthLabel(value.depth, value.exact, 100, empties)
                        : depthLabel(analysis.depth, analysis.exact, analysis.probability, empties);
                send((analysis.book ? "book " : "search ") + protocolMoveName(value.move) + " " +
                     discs(value.score) + " 0 " + depth);
            }
        };
        bool reported = false;
        // Only the moves asked for are valued; the others are only shown to be worse.
        SearchLimits limits = analysisLimits(settings_, depth_);
        limits.bestMoves = count;
        const AnalysisRequest request{position, limits, settings_.book};
        const Analysis done = engine_.analyze(request, &cancel_, [&](const Analysis& a) {
            if (cancel_) return;
            report(a);
            reported = true;
        });
        if (cancel_) return;
        if (!reported) report(done);  // the book's values, or a forced pass: one answer
        if (!done.book) send("nodestats " + std::to_string(done.nodes) + " " + discs(done.seconds));
    });
}

void NboardEngine::analyze() {
    startSearch([this, game = game_] {
        const SearchLimits limits = analysisLimits(settings_, depth_);
        // From the end back to the start: each position's value helps the one before.
        for (int ply = game.ply(); ply >= 0 && !cancel_; --ply) {
            const Position& position = game.positionAt(ply);
            const int value = position.isGameOver()
                                  ? position.finalScore()
                                  : engine_.evaluate(position, limits, &cancel_).score;
            if (cancel_) return;
            send("analysis " + std::to_string(ply) + " " + discs(value));
        }
    });
}

}  // namespace hasami
