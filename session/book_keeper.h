// SPDX-License-Identifier: GPL-3.0-or-later
// The opening book the window uses (Settings > Book): the built-in one, the person's own (a file
// of the data folder that starts as a copy of the built-in book and is written at its first
// change), or another file in any form the exchange reads (engine/book/book_file.h). It hands
// the engine its books (copied into each engine job), grows the book in the background (lines
// learnt, positions searched again, deviation, enhancement: engine/book/book_learning.h), one
// piece after the other with its progress and time left, Stop keeping what is done, and edits
// it at once. Each change is saved whole, the file before it kept as the newest of five
// backups (engine/book/book_file.h), then takes the old book's place: the book the engine reads
// never changes while it reads it. The last change can be undone, and an earlier version
// restored.
#pragma once

#include <atomic>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <thread>
#include <vector>

#include <QObject>
#include <QString>

#include "engine/book/book.h"
#include "engine/book/book_file.h"
#include "engine/book/book_learning.h"
#include "engine/game/game.h"
#include "session/book_work_progress.h"
#include "session/settings.h"

namespace hasami {

class EngineQueue;

class BookKeeper : public QObject {
    Q_OBJECT

public:
    // Hands its books to `engine`. `ownFile`: the person's own book; empty: defaultOwnFile().
    // The engine plays from `builtIn` where no other book is chosen for the board.
    BookKeeper(EngineQueue& engine, std::shared_ptr<const BuiltInBooks> builtIn,
               QString ownFile = {}, QObject* parent = nullptr);
    ~BookKeeper() override;  // stops the work under way, saving what it did

    static QString defaultOwnFile();  // the person's own book in the user's data folder

    // Uses the book `choice` names (`file` for another file). When it cannot be read, the
    // built-in book is used and the reason returned.
    std::optional<QString> choose(BookChoice choice, const QString& file);
    void setSearch(int depth, int threads);  // the searches that grow the book
    // The book and its searches as `settings` say (choose, setSearch), with choose's answer;
    // the searches leave the engine a thread.
    std::optional<QString> apply(const Settings& settings);

    // The books the engine reads now.
    const Books& books() const { return books_; }
    BookChoice choice() const { return choice_; }
    const QString& file() const { return file_; }  // the book's file; empty for the built-in one
    // Why the book in use cannot grow (built in, another program's); empty when it can.
    QString whyFixed() const;

    // Learns the main line of `game` (or the line to `upTo`), after the work asked for. Refused
    // with the reason (a fixed book, another board); empty when it is under way.
    QString learn(const Game& game, NodeId upTo = kNoNode);
    // Searches `position` again (added when the book lacks it), after the work asked for; a
    // value set by hand is replaced. Refused with the reason; empty when it is under way.
    QString searchAgain(const Position& position);
    // Grows the book from the start as Edax does (engine/book/book_learning.h): deviating or,
    // with `enhance`, enhancing, at the book's depth. Refused with the reason (among them, that
    // every line within the bounds is in the book already, or searched as deeply); empty when
    // under way. Deviating that adds nothing says why when it ends.
    QString grow(bool enhance, DeviateOptions options);
    // Edits, at once, saved before they are used: `position` and what only it reaches removed
    // (engine/book/book_learning.h, removeSubtree); the value of `position` for its side to
    // move set by hand. What was done, or why not (a fixed book, work under way).
    QString removeBelow(const Position& position);
    QString setValue(const Position& position, int value);
    // The last change to the book (an edit, a line learnt, the book grown or imported, an
    // earlier version restored), as its name, for Undo; empty when there is none to take back.
    QString lastChange() const { return undo_.book ? undo_.what : QString(); }
    // Takes the last change back: the book as it was before it, saved. What was done, or why not.
    QString undo();
    // The earlier versions of the book's file kept as backups, the newest first.
    std::vector<BookBackup> backups() const;
    // Makes the backup `backupFile` the book again (the book it replaces kept as the newest
    // backup, and Undo brings it back). What was done, or why not (the backup unreadable).
    QString restore(const QString& backupFile);
    bool isWorking() const { return job_ != nullptr; }
    const BookWorkProgress& progress() const { return progress_; }
    void stop();         // the work under way (what it searched is kept), and the work waiting
    void waitForWork();  // until the work asked for is done (tests, the end of the session)

signals:
    void booksChanged();  // another book is in use: the one chosen, or the book grown
    void workProgress(const hasami::BookWorkProgress& progress);
    // A piece of work has ended: what it did, or why it could not be saved.
    void workFinished(const QString& summary);
    void workFailed(const QString& reason);
    // What the person should read where they look, not only in the status bar: a piece of
    // work failed, or its result has a note (a part of a file left out, nothing added).
    void workNeedsAttention(const QString& message);
    // From the worker's thread: its job has progressed, or ended (for this object alone).
    void workerProgressed();
    void workerEnded();

public:
    // Work for the worker's thread on a copy of the book, and what it says when done or stopped
    // (%1: what it did). Work that only reads the book (`changes` false, handed an empty book)
    // runs on any book, saves nothing and says `done` as it is. A task that fails says why in
    // `failure`: told, and nothing saved.
    struct Work {
        std::function<LearnReport(OpeningBook&, Searcher&, const LearnOptions&,
                                  const LearnProgress&, const std::atomic<bool>*)>
            task;
        QString done;
        QString stopped;
        QString what;  // its name in the status bar
        bool changes = true;
        std::shared_ptr<QString> failure = nullptr;
        // Said after what it did, when the task fills it in (why nothing was added, a part of a
        // file that was left out).
        std::shared_ptr<QString> note = nullptr;
    };
    // After the work asked for (session/book_transfer.h asks for some).
    void queue(Work work);

private:
    struct Job;

    void startNext();
    void noteProgress();
    void finishJob();
    QString edit(const QString& what, const std::function<QString(OpeningBook&)>& change);
    // Saves `book` in place of the book in use, which Undo then brings back as `what` undone.
    std::optional<QString> replace(std::shared_ptr<const OpeningBook> book, const QString& what);
    // Writes `book` to `file` whole, with a backup; why not, when it cannot.
    static std::optional<QString> save(const OpeningBook& book, const QString& file);
    void publish(std::shared_ptr<const OpeningBook> book);

    EngineQueue& engine_;
    QString ownFile_;
    BookChoice choice_ = BookChoice::BuiltIn;
    QString file_;
    bool writable_ = false;
    std::shared_ptr<const OpeningBook> book_;  // the chosen book (null: the built-in ones)
    Books books_;
    LearnOptions learn_;
    int threads_ = 1;
    std::deque<Work> waiting_;
    std::unique_ptr<Job> job_;  // the work under way
    std::thread thread_;        // its thread
    BookWorkProgress progress_;
    struct Undo {
        std::shared_ptr<const OpeningBook> book;  // the book before the change
        QString file;                             // the file it was saved to
        QString what;
    };
    Undo undo_;
};

}  // namespace hasami
