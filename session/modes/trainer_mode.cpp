// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/modes/trainer_mode.h"

#include <algorithm>
#include <utility>

#include <QStandardPaths>

#include "engine/book/book_lines.h"
#include "engine/book/openings.h"
#include "engine/formats/notation.h"
#include "session/analysis_scheduler.h"
#include "session/game_session.h"
#include "session/modes/play_mode.h"
#include "session/session_entry.h"

namespace hasami {

namespace {

// How much more often the computer goes where the person has a position to train.
constexpr double kDueWeight = 4.0;

}  // namespace

std::vector<BookMove> repertoireMoves(const OpeningBook& book, const Position& position,
                                      int maxLoss) {
    std::vector<BookMove> moves = book.movesOf(position);
    if (moves.empty()) return moves;
    const int best = moves.front().value;
    std::erase_if(moves, [&](const BookMove& move) { return move.value < best - maxLoss; });
    return moves;
}

TrainerMode::TrainerMode(const ModeParts& parts, QObject* parent)
    : DrillMode(parts.shelf, parts.folder + QStringLiteral("/trainer.json"),
                PuzzleProgress::Kind::Trainer, parent),
      session_(parts.game),
      play_(parts.play),
      analysis_(parts.analysis),
      entry_(parts.entry),
      marked_(parts.marked) {
    connect(&marked_, &MarkedLines::problem, this, &TrainerMode::progressProblem);
    pace_.setSingleShot(true);
    pace_.setInterval(400);
    connect(&pace_, &QTimer::timeout, this, [this] { entry_.act([this] { reply(); }); });
}

TrainerMode::~TrainerMode() = default;

MyLines& TrainerMode::myLines() {
    return marked_.lines();
}

// The repertoire's moves in `position`, best first where they are the book's.
std::vector<RepertoireMove> TrainerMode::movesHere(const Position& position) const {
    const std::vector<BookMove> known = book().movesOf(position);
    std::vector<RepertoireMove> moves;
    if (repertoire_ == Repertoire::NearBest) {
        for (const BookMove& move : repertoireMoves(book(), position, maxLoss_)) {
            moves.push_back({move.move, move.value});
        }
        return moves;
    }
    for (Square move : marked_.lines().movesAt(position)) {
        const auto found = std::find_if(known.begin(), known.end(),
                                        [&](const BookMove& each) { return each.move == move; });
        moves.push_back({move, found != known.end() ? std::optional(found->value) : std::nullopt});
    }
    return moves;
}

Mode::Handling TrainerMode::handle(const Intent& intent) {
    if (!isActive()) return Handling::EndsMode;
    if (intent.kind == Intent::Kind::PlaySquare && state_ == State::YourMove &&
        !answer(intent.square)) {
        emit refused(tr("%1 is not a legal move here.")
                         .arg(QString::fromStdString(squareName(intent.square))));
    }
    return Handling::Done;
}

BoardAnalysis TrainerMode::boardAnalysis() const {
    // The values would tell the answer; after a mistake they show why.
    return state_ == State::Mistake ? BoardAnalysis::ShownEveryMove
                                    : BoardAnalysis::HiddenEveryMove;
}

bool TrainerMode::start(const Books& books, Color color, Repertoire repertoire, int maxLoss,
                        QString* why) {
    stop();
    const OpeningBook* book = books.bookFor(Position::initial(8));
    if (!book) {
        *why = tr("There is no opening book for the 8x8 board.");
        return false;
    }
    if (repertoire == Repertoire::NearBest && book->movesOf(Position::initial(8)).empty()) {
        *why = tr("The opening book has no moves at the start of the 8x8 board.");
        return false;
    }
    if (repertoire == Repertoire::MyLines && myLines().empty()) {
        *why =
            tr("You have marked no lines yet: in the Book panel, Mark as My Line marks the "
               "line to the position shown.");
        return false;
    }
    books_ = books;
    lines_ = std::make_unique<BookLineCounter>(*book);
    color_ = color;
    repertoire_ = repertoire;
    maxLoss_ = maxLoss;
    begin();
    nextLine();
    return true;
}

void TrainerMode::leaving() {
    pace_.stop();
    answer_.reset();
    lines_.reset();
    books_ = Books();
}

void TrainerMode::nextLine() {
    if (!isActive()) return;
    pace_.stop();
    answer_.reset();
    play_.setGame(Game(Position::initial(8)));
    settle();
}

void TrainerMode::tryAgain() {
    if (!isActive() || state_ != State::Mistake) return;
    answer_.reset();
    settle();
}

// Whose turn it is now decides what comes: the person's move, the computer's reply, or the end
// of the book's line.
void TrainerMode::settle() {
    Position position = session_.position();
    if (!position.isGameOver() && !position.hasMoves()) {
        session_.play(kPass);
        position = session_.position();
    }
    if (position.isGameOver() || movesHere(position).empty()) {
        state_ = State::EndOfBook;
    } else if (position.sideToMove() == color_) {
        state_ = State::YourMove;
    } else {
        state_ = State::Replying;
        pace_.start();
    }
    emit boardAnalysisChanged();
    emit stateChanged();
}

bool TrainerMode::answer(Square square) {
    const Position position = session_.position();
    if (!isActive() || state_ != State::YourMove || square == kPass || !position.isLegal(square)) {
        return false;
    }
    TrainerAnswer given{square, false, movesHere(position)};
    given.right = std::any_of(given.repertoire.begin(), given.repertoire.end(),
                              [&](const RepertoireMove& move) { return move.move == square; });
    schedule().record(keyOf(position), given.right, QString::fromStdString(openingName()));
    keepProgress();
    answer_ = given;
    if (given.right) {
        session_.play(square);
        emit answered(given);
        settle();
        return true;
    }
    state_ = State::Mistake;
    if (const std::optional<Analysis> values = bookAnalysis(book(), position)) {
        AnalysisStore known;
        known.storeAnalysis(position, *values);
        analysis_.merge(known);
    }
    emit boardAnalysisChanged();
    emit answered(given);
    emit stateChanged();
    return true;
}

// The computer's reply: one of the repertoire's moves, drawn by the book's lines below each and
// more often where the person has a position to train.
void TrainerMode::reply() {
    if (!isActive() || state_ != State::Replying) return;
    const Position position = session_.position();
    const std::vector<RepertoireMove> moves = movesHere(position);
    const std::vector<BookMoveLines> counted = lines_->movesOf(position);
    std::vector<double> weights;
    for (const RepertoireMove& move : moves) {
        double lines = 1;
        for (const BookMoveLines& each : counted) {
            if (each.move == move.move) {
                lines = std::max(1.0, double(color_ == Color::Black ? each.black : each.white));
            }
        }
        const Position next = bookChild(position, move.move).position;
        const PuzzleProgress::Entry* entry = progress().entryOf(keyOf(next));
        const bool due = !entry || entry->due <= progress().turn();
        weights.push_back(lines * (due ? kDueWeight : 1.0));
    }
    std::discrete_distribution<std::size_t> draw(weights.begin(), weights.end());
    session_.play(moves[draw(random_)].move);
    settle();
}

std::string TrainerMode::openingName() const {
    return std::string(OpeningNames::builtIn().nameOf(lineSoFar()));
}

std::vector<Square> TrainerMode::lineSoFar() const {
    std::vector<Square> line;
    for (Square move : session_.game().playedMoves()) {
        if (move != kPass) line.push_back(move);
    }
    return line;
}

QString TrainerMode::keyOf(const Position& position) const {
    return QString::fromStdString(formatPosition(position));
}

}  // namespace hasami
