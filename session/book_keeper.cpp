// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/book_keeper.h"

#include <QDir>
#include <QFile>
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

// Whether the file at `path` is a book of Hasami's form (one the book may be written back to).
bool isHasamiBook(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return false;
    const QByteArray head = file.read(qint64(sizeof kBookMagic));
    return OpeningBook::isBookFile(std::span<const char>(head.constData(), head.size()));
}

}  // namespace

struct BookKeeper::Job {
    OpeningBook book;  // the copy grown, the worker's until it ends
    Line line;
    QString file;  // where it is saved
    LearnOptions options;
    int threads = 1;
    std::atomic<bool> cancel{false};
    std::atomic<std::size_t> done{0};
    std::atomic<std::size_t> total{0};
    LearnReport report;  // the worker's until it ends
    std::chrono::steady_clock::time_point began = std::chrono::steady_clock::now();
};

BookKeeper::BookKeeper(EngineQueue& engine, QString ownFile, QObject* parent)
    : QObject(parent),
      engine_(engine),
      ownFile_(ownFile.isEmpty() ? defaultOwnFile() : std::move(ownFile)) {}

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
        writable_ = choice == BookChoice::Mine || isHasamiBook(path);
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

QString BookKeeper::learn(const Game& game) {
    if (QString fixed = whyFixed(); !fixed.isEmpty()) return fixed;
    if (game.start().size() != book_->boardSize()) {
        return tr("The book is of the %1x%1 board.").arg(book_->boardSize());
    }
    Line line{game.start(), {}};
    for (NodeId node = kRootNode; !game.childrenOf(node).empty();) {
        node = game.childrenOf(node).front();
        line.moves.push_back(game.moveOf(node));
    }
    if (line.moves.empty()) return tr("The game has no moves to learn.");
    waiting_.push_back(std::move(line));
    if (job_) {
        progress_.queued = waiting_.size();
        emit workProgress(progress_);
    } else {
        startNext();
    }
    return {};
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
    if (waiting_.empty() || !writable_) {
        waiting_.clear();
        return;
    }
    job_ = std::make_unique<Job>();
    job_->book = *book_;
    job_->line = std::move(waiting_.front());
    waiting_.pop_front();
    job_->file = file_;
    job_->options = learn_;
    job_->threads = threads_;
    progress_ = {0, 0, -1, waiting_.size()};
    emit workProgress(progress_);
    const quint64 serial = ++serial_;
    thread_ = std::thread([this, job = job_.get(), serial] {
        SearchOptions search;
        search.threads = job->threads;
        search.hashMegabytes = kLearnHashMegabytes;
        search.exactEmpties = job->options.exactEmpties;
        Searcher searcher(search);
        job->report = learnLine(
            job->book, job->line.start, job->line.moves, searcher, job->options,
            [this, job](std::size_t done, std::size_t total) {
                job->total = total;
                job->done = done;
                QMetaObject::invokeMethod(this, &BookKeeper::noteProgress, Qt::QueuedConnection);
                return true;
            },
            &job->cancel);
        QMetaObject::invokeMethod(
            this,
            [this, serial] {
                if (serial == serial_ && job_) {
                    thread_.join();
                    finishJob();
                }
            },
            Qt::QueuedConnection);
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
    ++serial_;  // a finish already asked for is this one
    auto grown = std::make_shared<const OpeningBook>(std::move(job->book));
    save(*grown, job->file, job->report);
    if (job->file == file_) publish(std::move(grown));
    startNext();
}

void BookKeeper::save(const OpeningBook& book, const QString& file, const LearnReport& report) {
    QDir().mkpath(QFileInfo(file).absolutePath());
    if (const auto problem = saveBookFile(book, file.toStdString())) {
        emit workFailed(
            tr("The book could not be saved: %1").arg(QString::fromStdString(*problem)));
        return;
    }
    const QString done =
        tr("new positions: %1, searched: %2").arg(report.added).arg(report.searched);
    emit workFinished(report.stopped ? tr("Learning stopped; what was done is kept (%1).").arg(done)
                                     : tr("The game is learnt (%1).").arg(done));
}

void BookKeeper::publish(std::shared_ptr<const OpeningBook> book) {
    book_ = std::move(book);
    books_ = Books(book_);
    engine_.setBooks(books_);
    emit booksChanged();
}

}  // namespace hasami
