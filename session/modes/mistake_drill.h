// SPDX-License-Identifier: GPL-3.0-or-later
// Your Mistakes, Scheduled, a mode: every Mistake and Blunder the person made in the reviewed
// games of My games (session/reviewed_games.h) is a card: the position before it, the moves
// accepted there (engine/game/mistakes.h), where it came from (the game's file and date, the
// move). The cards are scheduled by spaced repetition by the day (MistakeSchedule): a new card
// is due at once; one answered right comes back after a day, then three; right a third time
// in a row, it retires; one answered wrong or shown is due again the same day. The drill asks
// the cards due today, longest due first, and says how many are due, new and retired. The game
// on the board is set aside whole while it lasts (GameShelf) and comes back as it was.
#pragma once

#include <optional>
#include <vector>

#include <QCoreApplication>
#include <QDate>
#include <QHash>
#include <QString>

#include "engine/game/mistakes.h"
#include "session/modes/mode.h"
#include "session/modes/mode_parts.h"

namespace hasami {

struct MistakeCard {
    QString key;  // the position and the move played: the same mistake in two games is one card
    MistakeExercise exercise;
    Game context;  // the game up to the mistake
    QString file;  // the game's file in My games
    QDate date;
    int moveNumber = 0;  // of the mistake, from 1
};

// The cards of the games of My games in `folder`, the person named `personName`.
std::vector<MistakeCard> mistakeCardsIn(const QString& folder, const QString& personName);

class MistakeSchedule {
    Q_DECLARE_TR_FUNCTIONS(MistakeSchedule)

public:
    struct Entry {
        int streak = 0;  // right answers in a row
        QDate due;
        int tries = 0;
        int right = 0;
    };
    static constexpr int kRetiringStreak = 3;
    // The days before a card answered right `streak` times in a row comes back (1 and 2).
    static int daysAfter(int streak) { return streak <= 1 ? 1 : 3; }

    // Reads what `path` keeps; a file that cannot be read is set aside (renamed ….corrupt) and
    // the schedule starts again, `problem` saying so.
    void load(const QString& path, QString* problem);
    bool save(QString* problem) const;

    bool isRetired(const QString& key) const;
    // Due on `today`: new, or its day come, and not retired.
    bool isDue(const QString& key, const QDate& today) const;
    void record(const QString& key, bool right, const QDate& today);
    const Entry* entryOf(const QString& key) const;

private:
    QString path_;
    QHash<QString, Entry> entries_;
};

class MistakeDrill : public Mode {
    Q_OBJECT

public:
    explicit MistakeDrill(const ModeParts& parts, QObject* parent = nullptr);

    Handling handle(const Intent& intent) override;
    void end() override { stop(); }
    BoardAnalysis boardAnalysis() const override {
        return answer_ ? BoardAnalysis::ShownEveryMove : BoardAnalysis::HiddenEveryMove;
    }
    bool showsDatabaseAnswers() const override { return false; }

    // The day the schedule counts from (today unless a test says otherwise).
    void setToday(const QDate& today) { today_ = today; }
    const QDate& today() const { return today_; }
    // Starts with the cards of `cards` due today; false, with the reason, when none is.
    bool start(std::vector<MistakeCard> cards, QString* why);
    void stop();
    bool isActive() const { return active_; }

    // What the drill holds: the cards due today (those new among them), and retired.
    struct Counts {
        int due = 0;
        int fresh = 0;
        int retired = 0;
        int all = 0;
    };
    Counts counts() const;
    const MistakeCard* current() const;
    // The answer given to the card shown, once it is (a move, and how it fared).
    struct Answer {
        Square move = kNoSquare;  // kNoSquare: the answer was shown
        AnswerGrade grade = AnswerGrade::Wrong;
    };
    const std::optional<Answer>& answer() const { return answer_; }
    int answeredRight() const { return right_; }
    int answeredAll() const { return answered_; }

    // The person's answer to the card shown: the first is the one scheduled; false when it is
    // not a legal move there or the card is answered.
    bool answerWith(Square square);
    // Shows a best move: the card counts as answered wrong.
    void show();
    // The next card due; at the end of those, the drill ends.
    void next();
    const MistakeSchedule& schedule() const { return schedule_; }

signals:
    void started();
    void asked(const hasami::MistakeCard& card);
    void answered(const hasami::MistakeDrill::Answer& answer);
    void finished(bool complete);
    void progressProblem(const QString& reason);

private:
    void ask();
    void finish(bool complete);
    void keep();

    GameSession& session_;
    PlayMode& play_;
    GameShelf& shelf_;
    QString path_;
    QDate today_ = QDate::currentDate();
    MistakeSchedule schedule_;
    std::vector<MistakeCard> cards_;
    std::vector<std::size_t> queue_;  // the cards due today, in their order
    std::size_t next_ = 0;
    std::optional<std::size_t> current_;
    std::optional<Answer> answer_;
    bool active_ = false;
    bool moving_ = false;
    int right_ = 0;
    int answered_ = 0;
};

}  // namespace hasami
