// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/book_keeper.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

#include <atomic>
#include <chrono>
#include <cmath>

#include "engine/book/book_file.h"
#include "session/engine_queue.h"

namespace hasami {

namespace {

// The table of the searches that grow the book: the engine's own is the window's.
constexpr std::size_t kLearnHashMegabytes = 64;

}  // namespace

struct BookKeeper::Job {
    OpeningBook book;  // the copy grown, the worker's until it ends
    Work work;
    QString file;  // where it is saved
    LearnOptions options;
    int threads = 1;
    std::atomic<bool> cancel{false};
    std::atomic<bool> ended{false};  // the worker's thread is done with it
    std::atomic<std::size_t> done{0};
    std::atomic<std::size_t> total{0};
    LearnReport report;                         // the worker's until it ends
    std::shared_ptr<const OpeningBook> before;  // the book it started from
    std::chrono::steady_clock::time_point began = std::chrono::steady_clock::now();
};

BookKeeper::BookKeeper(EngineQueue& engine, QString ownFile, QObject* parent)
    : QObject(parent),
      engine_(engine),
      ownFile_(ownFile.isEmpty() ? defaultOwnFile() : std::move(ownFile)) {
    connect(this, &BookKeeper::workerProgressed, this, &BookKeeper::noteProgress,
            Qt::QueuedConnection);
    connect(
        this, &BookKeeper::workerEnded, this,
        [this] {
            if (job_ && job_->ended) {
                thread_.join();
                finishJob();
            }
        },
        Qt::QueuedConnection);
}

BookKeeper::~BookKeeper() {
    waiting_.clear();
    if (job_) job_->cancel = true;
    waitForWork();
}

QString BookKeeper::defaultOwnFile() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/book.bin");
}

std::optional<QString> BookKeeper::choose(BookChoice choice, const QString& file) {
    const QString path = choice == BookChoice::Mine   ? ownFile_
                         : choice == BookChoice::File ? file
                                                      : QString();
    if (choice == choice_ && path == file_) return std::nullopt;
    choice_ = BookChoice::BuiltIn;
    file_.clear();
    writable_ = false;
    std::shared_ptr<const OpeningBook> chosen;
    std::optional<QString> problem;
    if (choice == BookChoice::Mine && !QFileInfo::exists(path)) {
        // The person's own book starts as the built-in one; its file is written at its first
        // change.
        const OpeningBook* builtIn = OpeningBook::builtIn(8);
        chosen = std::make_shared<const OpeningBook>(builtIn ? *builtIn : OpeningBook(8));
    } else if (choice != BookChoice::BuiltIn) {
        Parsed<OpeningBook> read = readBookFile(path.toStdString());
        if (read) {
            chosen = std::make_shared<const OpeningBook>(std::move(read).value());
        } else {
            problem = tr("The opening book could not be read (%1); the built-in book is used.")
                          .arg(QString::fromStdString(read.error()));
        }
    }
    if (chosen) {
        choice_ = choice;
        file_ = path;
        writable_ = choice == BookChoice::Mine || isHasamiBookFile(path.toStdString());
    }
    publish(std::move(chosen));
    return problem;
}

void BookKeeper::setSearch(int depth, int threads) {
    learn_.depth = depth;
    threads_ = std::max(threads, 1);
}

std::optional<QString> BookKeeper::apply(const Settings& settings) {
    setSearch(settings.bookDepth, settings.searchThreads() - 1);
    return choose(settings.book, settings.bookFile);
}

QString BookKeeper::whyFixed() const {
    if (choice_ == BookChoice::BuiltIn) {
        return tr("The built-in book does not change: choose your own book in Settings > Book.");
    }
    if (!writable_) {
        return tr("%1 is another program's book: import it into your own book to grow it.")
            .arg(QDir::toNativeSeparators(file_));
    }
    return {};
}

QString BookKeeper::learn(const Game& game, NodeId upTo) {
    if (QString fixed = whyFixed(); !fixed.isEmpty()) return fixed;
    if (game.start().size() != book_->boardSize()) {
        return tr("The book is of the %1x%1 board.").arg(book_->boardSize());
    }
    const std::vector<Square> moves = upTo == kNoNode ? game.mainLineMoves() : game.movesTo(upTo);
    if (moves.empty()) return tr("The game has no moves to learn.");
    const Position start = game.start();
    queue({[start, moves](OpeningBook& book, Searcher& searcher, const LearnOptions& options,
                          const LearnProgress& progress, const std::atomic<bool>* cancel) {
               return learnLine(book, start, moves, searcher, options, progress, cancel);
           },
           tr("The line is learnt (%1)."), tr("Learning stopped; what was done is kept (%1)."),
           tr("Learning")});
    return {};
}

QString BookKeeper::searchAgain(const Position& position) {
    if (QString fixed = whyFixed(); !fixed.isEmpty()) return fixed;
    if (position.size() != book_->boardSize()) {
        return tr("The book is of the %1x%1 board.").arg(book_->boardSize());
    }
    queue({[position](OpeningBook& book, Searcher& searcher, const LearnOptions& options,
                      const LearnProgress& progress, const std::atomic<bool>* cancel) {
               LearnReport report;
               progress(0, 1);
               const bool fresh = !book.find(position).has_value();
               const bool searched = hasami::searchAgain(book, position, searcher, options, cancel);
               report.stopped = !searched;
               report.searched = searched ? 1 : 0;
               report.added = searched && fresh ? 1 : 0;
               if (searched) progress(1, 1);
               return report;
           },
           tr("The position is searched again (%1)."),
           tr("The search was stopped; the position is as it was (%1)."), tr("Searching")});
    return {};
}

QString BookKeeper::grow(bool enhance, DeviateOptions options) {
    if (QString fixed = whyFixed(); !fixed.isEmpty()) return fixed;
    const Position start = Position::initial(book_->boardSize());
    options.search = learn_;
    const GrowthPlan plan = growthPlanOf(*book_, start, options);
    const QString bounds = tr("within %n discs of the best", nullptr, options.maxLoss) +
                           tr(", down to %n empties", nullptr, options.leastEmpties);
    if (enhance && plan.shallow == 0) {
        return tr("Nothing to enhance: every position of the book %1 is searched %2 plies deep "
                  "or more, or solved. Search deeper (Settings > Book) or widen the bounds.")
            .arg(bounds)
            .arg(learn_.depth);
    }
    if (!enhance && plan.leaves == 0 && plan.unnamed == 0) {
        return tr("Nothing to add: every move of the book %1 is in it already. Widen the loss "
                  "or go deeper.")
            .arg(bounds);
    }
    auto note = std::make_shared<QString>();
    const QString nothingAdded =
        tr("Nothing was added: no move outside the book is %1.").arg(bounds);
    queue({[start, enhance, options, note, nothingAdded](
               OpeningBook& book, Searcher& searcher, const LearnOptions& search,
               const LearnProgress& progress, const std::atomic<bool>* cancel) mutable {
               options.search = search;
               if (enhance) return enhanceBook(book, start, searcher, options, progress, cancel);
               // Deviating names leaves before it adds positions: the positions added are told,
               // of the most asked (none: no end known).
               LearnReport report = deviateBook(book, start, searcher, options, progress, cancel);
               if (report.added == 0 && !report.stopped) *note = nothingAdded;
               return report;
           },
           enhance ? tr("The book is enhanced (%1).") : tr("The book is deviated (%1)."),
           tr("Growing the book stopped; what was done is kept (%1)."),
           enhance ? tr("Enhancing") : tr("Deviating"), true, nullptr, note});
    return {};
}

QString BookKeeper::removeBelow(const Position& position) {
    return edit(tr("Delete"), [&](OpeningBook& book) {
        const std::size_t removed = removeSubtree(book, position);
        return tr("%1 positions are removed from the book.").arg(removed);
    });
}

QString BookKeeper::setValue(const Position& position, int value) {
    return edit(tr("Set Value"), [&](OpeningBook& book) {
        setHandValue(book, position, value);
        return tr("The value is set by hand.");
    });
}

QString BookKeeper::edit(const QString& what, const std::function<QString(OpeningBook&)>& change) {
    if (QString fixed = whyFixed(); !fixed.isEmpty()) return fixed;
    if (job_) return tr("The book is learning: wait until it is done, or stop it.");
    OpeningBook book = *book_;
    QString done = change(book);
    if (std::optional<QString> problem =
            replace(std::make_shared<const OpeningBook>(std::move(book)), what)) {
        return *problem;
    }
    return done;
}

std::optional<QString> BookKeeper::replace(std::shared_ptr<const OpeningBook> book,
                                           const QString& what) {
    if (std::optional<QString> problem = save(*book, file_)) return problem;
    undo_ = {book_, file_, what};
    publish(std::move(book));
    return std::nullopt;
}

QString BookKeeper::undo() {
    if (QString fixed = whyFixed(); !fixed.isEmpty()) return fixed;
    if (job_) return tr("The book is learning: wait until it is done, or stop it.");
    if (!undo_.book || undo_.file != file_) return tr("There is no change to the book to undo.");
    const QString what = undo_.what;
    const std::shared_ptr<const OpeningBook> before = undo_.book;
    if (std::optional<QString> problem = save(*before, file_)) return *problem;
    undo_ = {};
    publish(before);
    return tr("%1 is undone: the book is as it was before.").arg(what);
}

std::vector<BookBackup> BookKeeper::backups() const {
    if (!writable_) return {};
    return bookBackupsOf(file_.toStdString());
}

QString BookKeeper::restore(const QString& backupFile) {
    if (QString fixed = whyFixed(); !fixed.isEmpty()) return fixed;
    if (job_) return tr("The book is learning: wait until it is done, or stop it.");
    Parsed<OpeningBook> read = readBookFile(backupFile.toStdString());
    if (!read) {
        return tr("The earlier version could not be read: %1")
            .arg(QString::fromStdString(read.error()));
    }
    if (read->boardSize() != book_->boardSize()) {
        return tr("The earlier version is of the %1x%1 board.").arg(read->boardSize());
    }
    const std::size_t positions = read->size();
    if (std::optional<QString> problem =
            replace(std::make_shared<const OpeningBook>(std::move(read).value()), tr("Restore"))) {
        return *problem;
    }
    return tr("The earlier version of the book is restored (%n positions).", nullptr,
              int(positions));
}

void BookKeeper::queue(Work work) {
    waiting_.push_back(std::move(work));
    if (job_) {
        progress_.queued = waiting_.size();
        emit workProgress(progress_);
    } else {
        startNext();
    }
}

void BookKeeper::stop() {
    waiting_.clear();
    if (job_) job_->cancel = true;
}

void BookKeeper::waitForWork() {
    while (job_) {
        thread_.join();
        finishJob();
    }
}

void BookKeeper::startNext() {
    // What would change a book that cannot change is dropped.
    std::erase_if(waiting_, [this](const Work& work) { return work.changes && !writable_; });
    if (waiting_.empty()) return;
    job_ = std::make_unique<Job>();
    job_->work = std::move(waiting_.front());
    if (job_->work.changes) job_->book = *book_;
    job_->before = book_;
    waiting_.pop_front();
    job_->file = file_;
    job_->options = learn_;
    job_->threads = threads_;
    progress_ = {0, 0, -1, waiting_.size(), job_->work.what};
    emit workProgress(progress_);
    // The worker's thread only wakes this one, through signals that carry nothing: what it
    // hands over is in the job, read after the thread is joined (or through atomics).
    thread_ = std::thread([this, job = job_.get()] {
        SearchOptions search;
        search.threads = job->threads;
        search.hashMegabytes = kLearnHashMegabytes;
        search.exactEmpties = job->options.exactEmpties;
        Searcher searcher(search);
        job->report = job->work.task(
            job->book, searcher, job->options,
            [this, job](std::size_t done, std::size_t total) {
                job->total = total;
                job->done = done;
                emit workerProgressed();
                return true;
            },
            &job->cancel);
        job->ended = true;
        emit workerEnded();
    });
}

void BookKeeper::noteProgress() {
    if (!job_) return;
    const std::size_t done = job_->done;
    const std::size_t total = job_->total;
    progress_.done = done;
    progress_.total = total;
    if (done > 0 && total >= done) {
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - job_->began).count();
        progress_.secondsLeft = int(std::lround(seconds / double(done) * double(total - done)));
    }
    emit workProgress(progress_);
}

void BookKeeper::finishJob() {
    const std::unique_ptr<Job> job = std::move(job_);
    const Work& work = job->work;
    const LearnReport& report = job->report;
    const QString done =
        report.searched == 0
            ? tr("new positions: %1").arg(report.added)
            : tr("new positions: %1, searched: %2").arg(report.added).arg(report.searched);
    if (work.failure && !work.failure->isEmpty()) {
        emit workFailed(*work.failure);
    } else if (!work.changes) {
        emit workFinished(work.done);
    } else {
        auto grown = std::make_shared<const OpeningBook>(std::move(job->book));
        if (std::optional<QString> problem = save(*grown, job->file)) {
            emit workFailed(*problem);
        } else {
            QString said = (report.stopped ? work.stopped : work.done).arg(done);
            if (work.note && !work.note->isEmpty()) said += QLatin1Char(' ') + *work.note;
            emit workFinished(said);
        }
        if (job->file == file_) {
            undo_ = {job->before, job->file, work.what};
            publish(std::move(grown));
        }
    }
    startNext();
}

std::optional<QString> BookKeeper::save(const OpeningBook& book, const QString& file) {
    QDir().mkpath(QFileInfo(file).absolutePath());
    if (const auto problem = saveBookFile(book, file.toStdString())) {
        return tr("The book could not be saved: %1").arg(QString::fromStdString(*problem));
    }
    return std::nullopt;
}

void BookKeeper::publish(std::shared_ptr<const OpeningBook> book) {
    book_ = std::move(book);
    books_ = Books(book_);
    engine_.setBooks(books_);
    emit booksChanged();
}

}  // namespace hasami
