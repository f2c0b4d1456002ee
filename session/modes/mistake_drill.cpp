// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/modes/mistake_drill.h"

#include <algorithm>

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

#include "engine/formats/notation.h"
#include "session/game_session.h"
#include "session/modes/game_shelf.h"
#include "session/modes/play_mode.h"
#include "session/reviewed_games.h"
#include "session/text_files.h"

namespace hasami {

namespace {

constexpr int kScheduleFormat = 1;
constexpr qint64 kScheduleMaxBytes = 16 << 20;

}  // namespace

std::vector<MistakeCard> mistakeCardsIn(const QString& folder, const QString& personName) {
    std::vector<MistakeCard> cards;
    QHash<QString, bool> seen;
    for (const ReviewedGame& game : reviewedGamesIn(folder, personName)) {
        for (const MistakeExercise& exercise : game.mistakes) {
            MistakeCard card;
            card.key = QString::fromStdString(formatPosition(exercise.position) + " " +
                                              squareName(exercise.played));
            if (seen.contains(card.key)) continue;
            seen.insert(card.key, true);
            card.exercise = exercise;
            card.context = Game(game.game.start());
            for (int ply = 0; ply < exercise.ply; ++ply) {
                card.context.play(game.game.moves()[std::size_t(ply)]);
            }
            card.file = game.file;
            card.date = game.date;
            card.moveNumber = exercise.ply + 1;
            cards.push_back(std::move(card));
        }
    }
    return cards;
}

void MistakeSchedule::load(const QString& path, QString* problem) {
    *this = MistakeSchedule();
    path_ = path;
    if (!QFileInfo::exists(path)) return;
    QString error;
    const std::optional<QJsonObject> read =
        readJsonFile(path, kScheduleMaxBytes, kScheduleFormat,
                     tr("not Hasami's schedule of your mistakes"), &error);
    if (!read) {
        QString why;
        const QString aside = setFileAside(path, &why);
        *problem = aside.isEmpty()
                       ? tr("The schedule of your mistakes could not be read (%1): it starts "
                            "again.")
                             .arg(error)
                       : tr("The schedule of your mistakes could not be read (%1): it is kept as "
                            "%2, and it starts again.")
                             .arg(error, aside);
        return;
    }
    const QJsonObject cards = read->value(QStringLiteral("cards")).toObject();
    for (auto it = cards.begin(); it != cards.end(); ++it) {
        const QJsonArray values = it.value().toArray();
        Entry entry;
        entry.streak = std::clamp(values.at(0).toInt(), 0, kRetiringStreak);
        entry.due = QDate::fromString(values.at(1).toString(), Qt::ISODate);
        entry.tries = std::max(0, values.at(2).toInt());
        entry.right = std::clamp(values.at(3).toInt(), 0, entry.tries);
        entries_.insert(it.key(), entry);
    }
}

bool MistakeSchedule::save(QString* problem) const {
    if (path_.isEmpty()) return true;
    QJsonObject cards;
    for (auto it = entries_.begin(); it != entries_.end(); ++it) {
        cards.insert(it.key(),
                     QJsonArray{it->streak, it->due.toString(Qt::ISODate), it->tries, it->right});
    }
    return writeJsonFile(
        path_,
        QJsonObject{{QStringLiteral("format"), kScheduleFormat}, {QStringLiteral("cards"), cards}},
        problem);
}

const MistakeSchedule::Entry* MistakeSchedule::entryOf(const QString& key) const {
    const auto found = entries_.constFind(key);
    return found == entries_.constEnd() ? nullptr : &*found;
}

bool MistakeSchedule::isRetired(const QString& key) const {
    const Entry* entry = entryOf(key);
    return entry && entry->streak >= kRetiringStreak;
}

bool MistakeSchedule::isDue(const QString& key, const QDate& today) const {
    const Entry* entry = entryOf(key);
    if (!entry) return true;
    return entry->streak < kRetiringStreak && (!entry->due.isValid() || entry->due <= today);
}

void MistakeSchedule::record(const QString& key, bool right, const QDate& today) {
    Entry& entry = entries_[key];
    ++entry.tries;
    if (right) {
        ++entry.right;
        ++entry.streak;
        entry.due = today.addDays(daysAfter(entry.streak));
    } else {
        entry.streak = 0;
        entry.due = today;
    }
}

MistakeDrill::MistakeDrill(const ModeParts& parts, QObject* parent)
    : Mode(parent),
      session_(parts.game),
      play_(parts.play),
      shelf_(parts.shelf),
      path_(parts.folder + QStringLiteral("/mistakes.json")) {
    connect(&session_, &GameSession::replaced, this, [this] {
        if (active_ && !moving_) finish(false);
    });
}

Mode::Handling MistakeDrill::handle(const Intent& intent) {
    if (!active_ || intent.kind != Intent::Kind::PlaySquare) return Handling::EndsMode;
    if (!answer_ && !answerWith(intent.square)) {
        emit refused(tr("%1 is not a legal move here.")
                         .arg(QString::fromStdString(squareName(intent.square))));
    }
    return Handling::Done;
}

bool MistakeDrill::start(std::vector<MistakeCard> cards, QString* why) {
    stop();
    QString problem;
    schedule_.load(path_, &problem);
    if (!problem.isEmpty()) emit progressProblem(problem);
    cards_ = std::move(cards);
    queue_.clear();
    // Those due longest first; the new ones after them, in the order of the games.
    for (std::size_t i = 0; i < cards_.size(); ++i) {
        if (schedule_.isDue(cards_[i].key, today_)) queue_.push_back(i);
    }
    std::stable_sort(queue_.begin(), queue_.end(), [this](std::size_t a, std::size_t b) {
        const MistakeSchedule::Entry* first = schedule_.entryOf(cards_[a].key);
        const MistakeSchedule::Entry* second = schedule_.entryOf(cards_[b].key);
        if (!first || !second) return first && !second;
        return first->due < second->due;
    });
    if (queue_.empty()) {
        *why = cards_.empty()
                   ? tr("No mistake of yours is waiting: your reviewed games in My games have "
                        "no mistake or blunder of yours.")
                   : tr("Nothing is due today: come back tomorrow.");
        return false;
    }
    next_ = 0;
    right_ = 0;
    answered_ = 0;
    shelf_.setAside();
    active_ = true;
    emit started();
    ask();
    return true;
}

void MistakeDrill::stop() {
    if (active_) finish(false);
}

void MistakeDrill::finish(bool complete) {
    active_ = false;
    current_.reset();
    answer_.reset();
    keep();
    moving_ = true;
    shelf_.bringBack(GameShelf::Back::Whole);
    moving_ = false;
    emit boardAnalysisChanged();
    emit finished(complete);
    emit ended();
}

void MistakeDrill::keep() {
    QString problem;
    if (!schedule_.save(&problem)) emit progressProblem(problem);
}

MistakeDrill::Counts MistakeDrill::counts() const {
    Counts counts;
    counts.all = int(cards_.size());
    for (const MistakeCard& card : cards_) {
        if (schedule_.isRetired(card.key)) ++counts.retired;
        if (!schedule_.isDue(card.key, today_)) continue;
        ++counts.due;
        if (!schedule_.entryOf(card.key)) ++counts.fresh;
    }
    return counts;
}

const MistakeCard* MistakeDrill::current() const {
    return active_ && current_ ? &cards_[*current_] : nullptr;
}

void MistakeDrill::ask() {
    current_ = queue_[next_++];
    answer_.reset();
    moving_ = true;
    play_.setGame(cards_[*current_].context);
    session_.setModified(false);
    moving_ = false;
    emit boardAnalysisChanged();
    emit asked(cards_[*current_]);
}

bool MistakeDrill::answerWith(Square square) {
    const MistakeCard* card = current();
    if (!card || answer_ || session_.position() != card->exercise.position) return false;
    if (square == kPass || !card->exercise.position.isLegal(square)) return false;
    answer_ = Answer{square, judgeAnswer(card->exercise, square)};
    const bool right = answer_->grade != AnswerGrade::Wrong;
    schedule_.record(card->key, right, today_);
    ++answered_;
    right_ += right ? 1 : 0;
    keep();
    moving_ = true;
    session_.play(right ? square : card->exercise.best());
    moving_ = false;
    emit boardAnalysisChanged();
    emit answered(*answer_);
    return true;
}

void MistakeDrill::show() {
    const MistakeCard* card = current();
    if (!card || answer_) return;
    answer_ = Answer{kNoSquare, AnswerGrade::Wrong};
    schedule_.record(card->key, false, today_);
    ++answered_;
    keep();
    moving_ = true;
    session_.play(card->exercise.best());
    moving_ = false;
    emit boardAnalysisChanged();
    emit answered(*answer_);
}

void MistakeDrill::next() {
    if (!active_) return;
    if (next_ >= queue_.size()) {
        finish(true);
        return;
    }
    ask();
}

}  // namespace hasami
