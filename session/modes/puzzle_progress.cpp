// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/modes/puzzle_progress.h"

#include <algorithm>
#include <array>

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QStandardPaths>

#include "session/text_files.h"

namespace hasami {

namespace {

constexpr int kFormat = 1;
constexpr qint64 kMaxBytes = 16 << 20;
// How many other puzzles come between a puzzle and its return, by its box.
constexpr std::array<qint64, PuzzleProgress::kTopBox + 1> kReturnAfter{3, 10, 30, 100, 300};

}  // namespace

QString PuzzleProgress::puzzlesUnread(const QString& error, const QString& aside) {
    return aside.isEmpty() ? tr("The puzzles' progress could not be read (%1): the score and the "
                                "streak start again.")
                                 .arg(error)
                           : tr("The puzzles' progress could not be read (%1): it is kept as %2, "
                                "and the score and the streak start again.")
                                 .arg(error, aside);
}

QString PuzzleProgress::trainerUnread(const QString& error, const QString& aside) {
    return aside.isEmpty()
               ? tr("The opening training's progress could not be read (%1): the schedule and "
                    "the scores start again.")
                     .arg(error)
               : tr("The opening training's progress could not be read (%1): it is kept as %2, "
                    "and the schedule and the scores start again.")
                     .arg(error, aside);
}

void PuzzleProgress::load(const QString& path, QString* problem, Kind kind) {
    *this = PuzzleProgress();
    path_ = path;
    if (!QFileInfo::exists(path)) return;
    QString error;
    const std::optional<QJsonObject> read =
        readJsonFile(path, kMaxBytes, kFormat,
                     kind == Kind::Puzzles ? tr("not Hasami's puzzle progress")
                                           : tr("not Hasami's opening training progress"),
                     &error);
    if (!read) {
        QString why;
        const QString aside = setFileAside(path, &why);
        *problem =
            kind == Kind::Puzzles ? puzzlesUnread(error, aside) : trainerUnread(error, aside);
        return;
    }
    const QJsonObject& root = *read;
    turn_ = std::max<qint64>(0, root.value(QStringLiteral("turn")).toInteger());
    tried_ = std::max(0, root.value(QStringLiteral("tried")).toInt());
    solved_ = std::clamp(root.value(QStringLiteral("solved")).toInt(), 0, tried_);
    streak_ = std::max(0, root.value(QStringLiteral("streak")).toInt());
    bestStreak_ = std::max(streak_, root.value(QStringLiteral("bestStreak")).toInt());
    const QJsonObject puzzles = root.value(QStringLiteral("puzzles")).toObject();
    for (auto it = puzzles.begin(); it != puzzles.end(); ++it) {
        const QJsonArray values = it.value().toArray();
        Entry entry;
        entry.box = std::clamp(values.at(0).toInt(), 0, kTopBox);
        entry.due = std::max<qint64>(0, values.at(1).toInteger());
        entry.tries = std::max(0, values.at(2).toInt());
        entry.solved = std::clamp(values.at(3).toInt(), 0, entry.tries);
        entries_.insert(it.key(), entry);
    }
    const QJsonObject groups = root.value(QStringLiteral("groups")).toObject();
    for (auto it = groups.begin(); it != groups.end(); ++it) {
        const QJsonArray values = it.value().toArray();
        const int tried = std::max(0, values.at(0).toInt());
        groups_.insert(it.key(), {tried, std::clamp(values.at(1).toInt(), 0, tried)});
    }
}

bool PuzzleProgress::save(QString* problem) const {
    if (path_.isEmpty()) return true;
    QJsonObject puzzles;
    for (auto it = entries_.begin(); it != entries_.end(); ++it) {
        puzzles.insert(it.key(), QJsonArray{it->box, it->due, it->tries, it->solved});
    }
    QJsonObject groups;
    for (auto it = groups_.begin(); it != groups_.end(); ++it) {
        groups.insert(it.key(), QJsonArray{it->tried, it->solved});
    }
    const QJsonObject root{
        {QStringLiteral("format"), kFormat},  {QStringLiteral("turn"), turn_},
        {QStringLiteral("tried"), tried_},    {QStringLiteral("solved"), solved_},
        {QStringLiteral("streak"), streak_},  {QStringLiteral("bestStreak"), bestStreak_},
        {QStringLiteral("puzzles"), puzzles}, {QStringLiteral("groups"), groups}};
    return writeJsonFile(path_, root, problem);
}

std::optional<std::size_t> PuzzleProgress::next(const std::vector<QString>& keys,
                                                const QString& current) const {
    std::optional<std::size_t> due;      // the one due longest
    std::optional<std::size_t> fresh;    // the first never shown
    std::optional<std::size_t> soonest;  // the one due soonest
    for (std::size_t i = 0; i < keys.size(); ++i) {
        if (keys[i] == current && keys.size() > 1) continue;
        const Entry* entry = entryOf(keys[i]);
        if (!entry) {
            if (!fresh) fresh = i;
            continue;
        }
        const auto earlier = [&](const std::optional<std::size_t>& than) {
            return !than || entry->due < entries_.value(keys[*than]).due;
        };
        if (entry->due <= turn_ && earlier(due)) due = i;
        if (earlier(soonest)) soonest = i;
    }
    if (due) return due;
    if (fresh) return fresh;
    return soonest;
}

void PuzzleProgress::record(const QString& key, bool solved, const QString& group) {
    if (!group.isEmpty()) {
        Score& score = groups_[group];
        ++score.tried;
        score.solved += solved ? 1 : 0;
    }
    Entry& entry = entries_[key];
    ++turn_;
    ++entry.tries;
    ++tried_;
    if (solved) {
        ++entry.solved;
        ++solved_;
        bestStreak_ = std::max(bestStreak_, ++streak_);
        entry.box = std::min(entry.box + 1, kTopBox);
    } else {
        streak_ = 0;
        entry.box = 0;
    }
    entry.due = turn_ + kReturnAfter[std::size_t(entry.box)];
}

void PuzzleProgress::skip(const QString& key) {
    Entry& entry = entries_[key];
    ++turn_;
    entry.box = 0;
    entry.due = turn_ + kReturnAfter[0];
}

const PuzzleProgress::Entry* PuzzleProgress::entryOf(const QString& key) const {
    const auto found = entries_.constFind(key);
    return found == entries_.constEnd() ? nullptr : &*found;
}

}  // namespace hasami
