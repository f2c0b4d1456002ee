// SPDX-License-Identifier: GPL-3.0-or-later
#include "protocols/client/external_player.h"

#include <algorithm>
#include <cmath>

#include <QProcess>
#include <QStringList>

#include "engine/formats/ggf.h"
#include "engine/formats/notation.h"
#include "protocols/client/engine_replies.h"
#include "protocols/protocol_moves.h"

namespace hasami {

namespace {

using Clock = std::chrono::steady_clock;

constexpr std::chrono::milliseconds kStartLimit{10'000};
constexpr std::chrono::milliseconds kPoll{20};
// The longest line an engine may write: no answer of either protocol comes near it, and an
// engine that writes one endless line would otherwise take all the memory there is.
constexpr qint64 kMaxLineBytes = qint64(1) << 20;

// An engine's command, name or output as a person can read it in a message.
std::string shown(const std::string& text) {
    return quotedInput(text, 40);
}

std::string colorWord(Color color) {
    return color == Color::Black ? "black" : "white";
}

}  // namespace

ExternalPlayer::ExternalPlayer(EngineProtocol protocol, std::string command)
    : protocol_(protocol), command_(std::move(command)) {}

ExternalPlayer::~ExternalPlayer() {
    stop();
}

std::string ExternalPlayer::name() const {
    return name_.empty() ? command_ : name_;
}

void ExternalPlayer::followGame(const Game& game) {
    game_ = game.playedLine();
    following_ = true;
}

void ExternalPlayer::stop() {
    if (!process_) return;
    if (process_->state() != QProcess::NotRunning) {
        process_->write("quit\n");
        process_->closeWriteChannel();
        if (!process_->waitForFinished(500)) {
            process_->kill();
            process_->waitForFinished(2000);
        }
    }
    process_.reset();
    sent_.clear();
    sentSize_ = 0;
}

bool ExternalPlayer::start() {
    if (process_ && process_->state() == QProcess::Running) return true;
    stop();
    QStringList words = QProcess::splitCommand(QString::fromStdString(command_));
    if (words.isEmpty()) {
        problem_ = "the engine has no command";
        return false;
    }
    process_ = std::make_unique<QProcess>();
    process_->setProcessChannelMode(QProcess::SeparateChannels);
    process_->setReadChannel(QProcess::StandardOutput);
    // What the engine writes on stderr is its own business; nobody reads it.
    process_->setStandardErrorFile(QProcess::nullDevice());
    const QString program = words.takeFirst();
    process_->start(program, words);
    if (!process_->waitForStarted(int(kStartLimit.count()))) {
        problem_ = "engine " + shown(command_) +
                   " did not start: " + process_->errorString().toStdString();
        process_.reset();
        return false;
    }
    const auto deadline = Clock::now() + kStartLimit;
    if (protocol_ == EngineProtocol::Gtp) {
        const auto engineName = gtpCommand("name", deadline, nullptr);
        if (!engineName) return false;
        name_ = *engineName;
    } else {
        if (!send("nboard 2") || !send("set depth " + std::to_string(kNboardDepth))) return false;
    }
    return true;
}

std::string ExternalPlayer::stoppedProblem() const {
    // Whether the engine is found gone while writing to it or while waiting for its answer,
    // the person hears the same thing: how it ended.
    std::string text = "engine " + shown(name()) + " stopped";
    if (!process_) return text;
    if (process_->exitStatus() == QProcess::CrashExit) return text + " (it crashed)";
    return text + " (exit code " + std::to_string(process_->exitCode()) + ")";
}

bool ExternalPlayer::send(const std::string& line) {
    if (!process_ || process_->state() != QProcess::Running) {
        problem_ = stoppedProblem();
        return false;
    }
    process_->write((line + "\n").c_str());
    process_->waitForBytesWritten(1000);
    return true;
}

std::optional<std::string> ExternalPlayer::readLine(Clock::time_point deadline,
                                                    const std::atomic<bool>* cancel) {
    for (;;) {
        if (process_->canReadLine()) {
            std::string line = process_->readLine().toStdString();
            while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.pop_back();
            return line;
        }
        if (process_->bytesAvailable() > kMaxLineBytes) {
            problem_ = "engine " + shown(name()) + " wrote a line longer than 1 MB";
            process_->kill();
            return std::nullopt;
        }
        if (cancel && cancel->load()) return std::nullopt;
        if (process_->state() != QProcess::Running) {
            problem_ = stoppedProblem();
            return std::nullopt;
        }
        if (Clock::now() >= deadline) {
            problem_ = "engine " + shown(name()) + " gave no answer in time";
            return std::nullopt;
        }
        process_->waitForReadyRead(int(kPoll.count()));
    }
}

std::optional<std::string> ExternalPlayer::gtpCommand(const std::string& line,
                                                      Clock::time_point deadline,
                                                      const std::atomic<bool>* cancel) {
    if (!send(line)) return std::nullopt;
    // A reply is "= text" or "? text", then an empty line; lines before it are noise.
    for (;;) {
        const std::optional<std::string> reply = readLine(deadline, cancel);
        if (!reply) return std::nullopt;
        if (reply->empty()) continue;
        const std::optional<GtpReplyLine> first = parseGtpReplyLine(*reply);
        if (!first) {
            problem_ = "engine " + shown(name()) + " answered " + shown(*reply) + " to " +
                       shown(line) + ", not GTP";
            return std::nullopt;
        }
        std::string text = first->text;
        // Multi-line replies go on until the empty line.
        for (;;) {
            const std::optional<std::string> more = readLine(deadline, cancel);
            if (!more) return std::nullopt;
            if (more->empty()) break;
            text += '\n';
            text += *more;
        }
        if (!first->success) {
            problem_ = "engine " + shown(name()) + " refused " + shown(line) + ": " + text;
            return std::nullopt;
        }
        return text;
    }
}

Clock::time_point ExternalPlayer::moveDeadline() const {
    const auto limit = moveTime().count() > 0 ? moveTime() + kGrace : kNoMoveTimeLimit;
    return Clock::now() + limit;
}

SearchInfo ExternalPlayer::fail(const std::string& what) {
    if (!what.empty()) problem_ = what;
    stop();
    SearchInfo info;
    info.bestMove = kNoSquare;
    return info;
}

bool ExternalPlayer::syncGtp(const Game& game) {
    const Position& start = game.start();
    const int size = start.size();
    if (start != Position::initial(size)) {
        problem_ = "engine " + shown(name()) +
                   " speaks GTP, which cannot set up a position: it plays from the start only";
        return false;
    }
    std::vector<Square> wanted;
    for (const Square move : game.playedMoves()) {
        if (move != kPass) wanted.push_back(move);
    }
    const bool prefix = sentSize_ == size && sent_.size() <= wanted.size() &&
                        std::equal(sent_.begin(), sent_.end(), wanted.begin());
    const auto deadline = Clock::now() + kStartLimit;
    if (!prefix) {
        if (sentSize_ != size &&
            !gtpCommand("boardsize " + std::to_string(size), deadline, nullptr)) {
            return false;
        }
        if (!gtpCommand("clear_board", deadline, nullptr)) return false;
        sentSize_ = size;
        sent_.clear();
    }
    // The moves not yet sent, each with its mover's colour; passes are left to the engine.
    int ply = 0;
    std::size_t played = 0;
    for (const Square move : game.playedMoves()) {
        const Color mover = game.positionAt(ply++).sideToMove();
        if (move == kPass) continue;
        if (played++ < sent_.size()) continue;
        if (!gtpCommand("play " + colorWord(mover) + " " + squareName(move), deadline, nullptr)) {
            return false;
        }
        sent_.push_back(move);
    }
    return true;
}

SearchInfo ExternalPlayer::moveByGtp(const Position& position, const std::atomic<bool>* cancel) {
    if (!syncGtp(game_)) return fail({});
    const Color mover = position.sideToMove();
    const auto reply = gtpCommand("genmove " + colorWord(mover), moveDeadline(), cancel);
    if (cancel && cancel->load()) return fail({});
    if (!reply) return fail({});
    const std::optional<Square> move = parseProtocolMove(*reply, position.size());
    if (!move || !position.isLegal(*move)) {
        return fail("engine " + shown(name()) + " played " + shown(*reply) +
                    ", which is not a legal move for " + std::string(colorName(mover)));
    }
    if (*move != kPass) sent_.push_back(*move);
    SearchInfo info;
    info.bestMove = *move;
    return info;
}

bool ExternalPlayer::sendGame() {
    GgfGame ggf;
    ggf.game = game_;
    ggf.place = "Hasami";
    std::string record = formatGgf(ggf);
    record.pop_back();  // the newline
    return send("set game " + record);
}

bool ExternalPlayer::synchronize(const std::atomic<bool>* cancel) {
    const int ping = ++pings_;
    if (!send("ping " + std::to_string(ping))) return false;
    const auto deadline = Clock::now() + kStartLimit;
    for (;;) {
        const std::optional<std::string> line = readLine(deadline, cancel);
        if (!line) return false;
        if (line->starts_with("set myname ")) name_ = line->substr(11);
        if (*line == "pong " + std::to_string(ping)) return true;
    }
}

SearchInfo ExternalPlayer::moveByNboard(const Position& position, const std::atomic<bool>* cancel) {
    if (!sendGame()) return fail({});
    const int ping = ++pings_;
    if (!send("ping " + std::to_string(ping)) || !send("go")) return fail({});
    const auto deadline = moveDeadline();
    bool synced = false;
    for (;;) {
        const std::optional<std::string> line = readLine(deadline, cancel);
        if (!line) return fail({});
        if (line->starts_with("set myname ")) {
            name_ = line->substr(11);
            continue;
        }
        if (*line == "pong " + std::to_string(ping)) {
            synced = true;
            continue;
        }
        if (!synced || !line->starts_with("===")) continue;  // status, nodestats, search...
        const std::string text = line->substr(3);
        const std::optional<NboardMoveReply> reply = parseNboardMoveReply(text, position);
        if (!reply) {
            return fail("engine " + shown(name()) + " played " + shown(text) +
                        ", which is not a legal move for " +
                        std::string(colorName(position.sideToMove())));
        }
        SearchInfo info;
        info.bestMove = reply->move;
        if (reply->eval) info.score = int(std::lround(*reply->eval));
        return info;
    }
}

SearchInfo ExternalPlayer::chooseMove(const Position& position, const std::atomic<bool>* cancel,
                                      const ProgressCallback&) {
    problem_.clear();
    if (auto forced = choiceWithoutMoves(position)) return *forced;
    if (!following_ || game_.position() != position) {
        // Told nothing of the game: a game from this position, which GTP can only start from
        // the start position.
        game_ = Game(position);
    }
    following_ = false;
    if (!start()) return fail({});
    return protocol_ == EngineProtocol::Nboard ? moveByNboard(position, cancel)
                                               : moveByGtp(position, cancel);
}

std::optional<Analysis> ExternalPlayer::analyze(const Position& position, int depth,
                                                std::chrono::milliseconds time,
                                                const std::atomic<bool>* cancel,
                                                const AnalysisCallback& progress) {
    problem_.clear();
    if (protocol_ == EngineProtocol::Gtp) {
        problem_ = "engine " + shown(name()) + " speaks GTP, which has no analysis";
        return std::nullopt;
    }
    if (!following_ || game_.position() != position) game_ = Game(position);
    following_ = false;
    const int moves = std::max(1, popcount(position.legalMoves()));
    if (!start() || !sendGame() || (depth > 0 && !send("set depth " + std::to_string(depth))) ||
        !send("hint " + std::to_string(moves))) {
        fail({});
        return std::nullopt;
    }
    const auto begin = Clock::now();
    Analysis analysis;
    for (;;) {
        const std::optional<std::string> line = readLine(begin + time, cancel);
        if (!line) break;  // the time is up, or a cancel: what came is the analysis
        const bool idle =
            line->starts_with("status") && line->find_first_not_of(' ', 6) == std::string::npos;
        if (idle && !analysis.moves.empty()) break;  // the engine is done
        const std::optional<MoveValue> value = parseNboardHint(*line, position);
        if (!value) continue;
        const auto same =
            std::find_if(analysis.moves.begin(), analysis.moves.end(),
                         [&](const MoveValue& known) { return known.move == value->move; });
        if (same == analysis.moves.end()) {
            analysis.moves.push_back(*value);
        } else {
            *same = *value;
        }
        std::stable_sort(analysis.moves.begin(), analysis.moves.end(),
                         [](const MoveValue& a, const MoveValue& b) { return a.score > b.score; });
        analysis.depth = value->depth;
        analysis.exact = std::all_of(analysis.moves.begin(), analysis.moves.end(),
                                     [](const MoveValue& known) { return known.exact; });
        analysis.book = value->book;
        analysis.seconds = std::chrono::duration<double>(Clock::now() - begin).count();
        if (progress) progress(analysis);
    }
    // The search stopped and its last words read, or the engine is dropped.
    if (!process_ || process_->state() != QProcess::Running || !synchronize(nullptr) ||
        (depth > 0 && !send("set depth " + std::to_string(kNboardDepth)))) {
        fail({});
        return std::nullopt;
    }
    problem_.clear();  // the time running out ends an analysis; it is no failure
    return analysis;
}

std::unique_ptr<Player> createAnyPlayer(const PlayerSpec& spec, std::uint64_t seed,
                                        TranspositionTable* table, const Books& books) {
    if (spec.kind == PlayerKind::External) {
        return std::make_unique<ExternalPlayer>(spec.protocol, spec.command);
    }
    return createPlayer(spec, seed, table, books);
}

}  // namespace hasami
