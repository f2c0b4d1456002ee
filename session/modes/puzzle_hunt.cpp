// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/modes/puzzle_hunt.h"

#include <QFile>
#include <QFileInfo>
#include <QThread>

#include "engine/database/game_database.h"
#include "engine/formats/position_list.h"
#include "engine/puzzles/puzzle_finder.h"
#include "session/database_problem_text.h"

namespace hasami {

namespace {

constexpr qint64 kMaxListBytes = 64 << 20;

// What the search of one call found, and why it found nothing.
struct Catch {
    std::vector<Puzzle> puzzles;
    QString why;
};

// A puzzle file or a list of positions, read whole; false when the file is neither (games).
bool readList(const QString& path, PuzzleFinder& finder, const std::atomic<bool>& stop,
              Catch& caught) {
    if (!QFileInfo(path).isFile()) return false;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || file.size() > kMaxListBytes) return false;
    const std::string text = file.readAll().toStdString();
    const std::string name = QFileInfo(path).fileName().toStdString();
    if (Parsed<std::vector<Puzzle>> puzzles = parsePuzzleList(text, name)) {
        for (Puzzle& puzzle : std::move(puzzles).value()) {
            caught.puzzles.push_back(std::move(puzzle));
        }
        return true;
    }
    const Parsed<std::vector<ListedPosition>> positions = parsePositionList(text, name);
    if (!positions) return false;
    for (const ListedPosition& listed : *positions) {
        if (stop.load()) break;
        const int empties = listed.position.emptyCount();
        if (listed.position.size() != kGridSize || empties < finder.search().minEmpties ||
            empties > finder.search().maxEmpties) {
            continue;
        }
        if (std::optional<Puzzle> puzzle = finder.judge(listed.position, &stop)) {
            caught.puzzles.push_back(std::move(*puzzle));
        }
    }
    return true;
}

}  // namespace

PuzzleHunt::PuzzleHunt(QObject* parent) : QObject(parent) {}

PuzzleHunt::~PuzzleHunt() {
    stop();
    if (thread_) thread_->wait();
}

void PuzzleHunt::stop() {
    stop_ = true;
}

void PuzzleHunt::start(const QStringList& paths, const QString& source) {
    if (thread_) {
        stop();
        thread_->wait();
        thread_ = nullptr;
    }
    stop_ = false;
    const int search = ++searches_;
    thread_ = QThread::create([this, paths, source, search, judging = search_] {
        PuzzleFinder finder(judging);
        Catch caught;
        QStringList gamePaths;
        for (const QString& path : paths) {
            if (!readList(path, finder, stop_, caught)) gamePaths << path;
        }
        GameDatabase games;
        std::vector<DatabaseProblem> problems;
        for (const QString& path : gamePaths) games.add(path.toStdString(), problems);
        const std::vector<DatabaseGame>& list = games.games();
        for (std::size_t i = 0; i < list.size() && !stop_.load(); ++i) {
            for (Puzzle& puzzle : finder.inGame(Position::initial(), list[i].moves, &stop_)) {
                caught.puzzles.push_back(std::move(puzzle));
            }
            if (int(caught.puzzles.size()) >= kWanted) break;
            QMetaObject::invokeMethod(
                this,
                [this, search, done = int(i + 1), total = int(list.size()),
                 found = int(caught.puzzles.size())] {
                    if (search == searches_) emit progress(done, total, found);
                },
                Qt::QueuedConnection);
        }
        if (caught.puzzles.empty()) {
            caught.why = !problems.empty() ? DatabaseProblemText::of(problems.front())
                         : list.empty() && !gamePaths.isEmpty()
                             ? tr("No game could be read from %1.").arg(source)
                             : tr("No puzzle was found in %1.").arg(source);
        }
        QMetaObject::invokeMethod(
            this,
            [this, caught, source, search] {
                if (search == searches_) finish(caught.puzzles, source, caught.why);
            },
            Qt::QueuedConnection);
    });
    connect(thread_, &QThread::finished, thread_, &QObject::deleteLater);
    thread_->start(QThread::LowPriority);
}

void PuzzleHunt::finish(const std::vector<Puzzle>& puzzles, const QString& source,
                        const QString& why) {
    thread_ = nullptr;
    if (puzzles.empty()) {
        emit failed(why);
        return;
    }
    std::vector<Puzzle> sorted = puzzles;
    sortPuzzles(sorted);
    emit found(sorted, source);
}

}  // namespace hasami
