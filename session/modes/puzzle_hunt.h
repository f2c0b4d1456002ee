// SPDX-License-Identifier: GPL-3.0-or-later
// Looking for puzzles to solve, on a thread of its own: in a puzzle file (as `hasami-cli
// puzzles` writes it, read at once), in a list of positions (.obf: each judged), or in games
// (Hasami's game files, GGF, WTHOR files and folders, such as My games and the database: the
// positions where a player went wrong, engine/puzzles/puzzle_finder.h). A search of games
// stops at kWanted puzzles; the person may stop it sooner and keep what it found.
#pragma once

#include <atomic>
#include <vector>

#include <QObject>
#include <QStringList>

#include "engine/puzzles/puzzle_finder.h"

class QThread;

namespace hasami {

class PuzzleHunt : public QObject {
    Q_OBJECT

public:
    static constexpr int kWanted = 40;

    explicit PuzzleHunt(QObject* parent = nullptr);
    ~PuzzleHunt() override;  // a search under way is stopped and waited for

    // How positions are judged (the defaults unless a test says otherwise).
    void setSearch(const PuzzleSearch& search) { search_ = search; }
    // Looks in `paths`, named `source` in messages; a search under way is stopped first.
    void start(const QStringList& paths, const QString& source);
    // Stops the search: what it found so far comes with `found`.
    void stop();
    bool isRunning() const { return thread_ != nullptr; }

signals:
    // `done` of `total` games or positions looked at, `puzzles` found so far.
    void progress(int done, int total, int puzzles);
    void found(const std::vector<hasami::Puzzle>& puzzles, const QString& source);
    // Nothing could be read, or nothing found, and why.
    void failed(const QString& reason);

private:
    void finish(const std::vector<Puzzle>& puzzles, const QString& source, const QString& why);

    PuzzleSearch search_;
    QThread* thread_ = nullptr;
    int searches_ = 0;  // the searches started: only the last one's answers count
    std::atomic<bool> stop_{false};
};

}  // namespace hasami
