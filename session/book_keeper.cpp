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

BookKeeper::BookKeeper(EngineQueue& engine, std::shared_ptr<const BuiltInBooks> builtIn,
                       QString ownFile, QObject* parent)
    : QObject(parent),
      engine_(engine),
      ownFile_(ownFile.isEmpty() ? defaultOwnFile() : std::move(ownFile)),
      books_(std::move(builtIn)) {
    engine_.setBooks(books_);
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
        const OpeningBook* builtIn = books_.builtIn() ? books_.builtIn()->forBoard(8) : nullptr;
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

QString BookKeeper::removeBelow(const Position& position) {
    return edit(tr("Delete"), [&](OpeningBook& book) {
        const std::size_t removed = removeSubtree(book, position);
        return tr("Positions removed from the book: %1.").arg(removed);
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
        emit workNeedsAttention(*work.failure);
    } else if (!work.changes) {
        emit workFinished(work.done);
    } else {
        auto grown = std::make_shared<const OpeningBook>(std::move(job->book));
        if (std::optional<QString> problem = save(*grown, job->file)) {
            emit workFailed(*problem);
            emit workNeedsAttention(*problem);
        } else {
            QString said = (report.stopped ? work.stopped : work.done).arg(done);
            const bool noted = work.note && !work.note->isEmpty();
            if (noted) said += QLatin1Char(' ') + *work.note;
            emit workFinished(said);
            if (noted) emit workNeedsAttention(said);
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
    books_ = books_.choosing(book_);
    engine_.setBooks(books_);
    emit booksChanged();
}

}  // namespace hasami
