// SPDX-License-Identifier: GPL-3.0-or-later
// What the person has done with puzzles, kept across restarts: a simple spaced repetition
// (Leitner's boxes). A puzzle solved moves up a box and comes back later each time (after 10,
// 30, 100, 300 other puzzles); one failed or left unanswered goes back to the first box and
// comes back after 3. New puzzles come in their order (easiest first) when none is due. The
// score (solved of tried) and the streak of puzzles solved in a row are kept with them, and the
// score of each group a caller names (the opening trainer's openings).
#pragma once

#include <optional>
#include <vector>

#include <QCoreApplication>
#include <QHash>
#include <QString>

namespace hasami {

class PuzzleProgress {
    Q_DECLARE_TR_FUNCTIONS(PuzzleProgress)

public:
    struct Entry {
        int box = 0;     // 0: failed or new; each solve moves it up one, to kTopBox
        qint64 due = 0;  // the turn (puzzles answered so far) from which it comes back
        int tries = 0;
        int solved = 0;
    };
    static constexpr int kTopBox = 4;
    struct Score {
        int tried = 0;
        int solved = 0;
    };

    // Whose progress a file keeps, as its messages name it.
    enum class Kind { Puzzles, Trainer };

    // Reads what `path` keeps; a file that cannot be read as progress is set aside
    // (renamed ….corrupt) with the reason in `problem`, and the progress starts again.
    void load(const QString& path, QString* problem, Kind kind = Kind::Puzzles);
    // Writes it (atomically); false with the reason when it cannot.
    bool save(QString* problem) const;

    // The index in `keys` (the puzzles' positions, in their order) of the puzzle to show next:
    // the one due longest, else the first never shown, else the one due soonest; never
    // `current` when another is there.
    std::optional<std::size_t> next(const std::vector<QString>& keys,
                                    const QString& current = {}) const;
    // An answer, counted in the score of `group` too when one is named.
    void record(const QString& key, bool solved, const QString& group = {});
    void skip(const QString& key);  // shown and left unanswered
    const Entry* entryOf(const QString& key) const;

    int tried() const { return tried_; }
    int solved() const { return solved_; }
    int streak() const { return streak_; }
    int bestStreak() const { return bestStreak_; }
    qint64 turn() const { return turn_; }
    const QHash<QString, Score>& groups() const { return groups_; }

private:
    static QString puzzlesUnread(const QString& error, const QString& aside);
    static QString trainerUnread(const QString& error, const QString& aside);

    QString path_;
    QHash<QString, Entry> entries_;
    QHash<QString, Score> groups_;
    qint64 turn_ = 0;
    int tried_ = 0;
    int solved_ = 0;
    int streak_ = 0;
    int bestStreak_ = 0;
};

}  // namespace hasami
