// SPDX-License-Identifier: GPL-3.0-or-later
// The opening lines a person marks as their own (the Book panel's Mark as My Line), kept in
// my_lines.json of the data folder: each a line of moves from the 8x8 start, passes left
// implicit. The opening trainer can train these instead of the book's moves near the best.
// A line that begins another says nothing more and is not kept apart (marking f5 d6 c3 after
// f5 d6 leaves one line); removing a move cuts every marked line that plays it in its position
// there, keeping what the line played before it. Each change
// is saved at once, atomically; a file that cannot be read is set aside (….corrupt) and said.
#pragma once

#include <map>
#include <span>
#include <string>
#include <vector>

#include <QCoreApplication>
#include <QString>

#include "engine/board/position.h"

namespace hasami {

class MyLines {
    Q_DECLARE_TR_FUNCTIONS(MyLines)

public:
    static QString defaultPath();

    // Reads the lines `path` keeps (none when it does not exist); a damaged file is set aside
    // with the reason in `problem`, and the lines start empty.
    void load(const QString& path, QString* problem);

    // Marks `line` (moves from the 8x8 start; passes are skipped): false with the reason when
    // it is empty, not legal from the start, or cannot be saved (then nothing changes).
    bool mark(const std::vector<Square>& line, QString* problem);
    // Cuts every marked line that plays `move` in `position` before that move: false with the
    // reason when none does or the file cannot be written (then nothing changes).
    bool unmark(const Position& position, Square move, QString* problem);
    // Whether `line` is one of the marked lines or begins one.
    bool contains(const std::vector<Square>& line) const;
    // The moves the marked lines play in `position`, however they reach it (a transposition
    // joins the lines), in the order they were first marked.
    std::vector<Square> movesAt(const Position& position) const;

    const std::vector<std::vector<Square>>& lines() const { return lines_; }
    bool empty() const { return lines_.empty(); }
    // Counts the changes, so that a view can tell it is stale.
    int revision() const { return revision_; }

private:
    bool keep(std::vector<std::vector<Square>> lines, QString* problem);
    void index();

    QString path_;
    std::vector<std::vector<Square>> lines_;
    std::map<std::string, std::vector<Square>> moves_;  // by formatPosition
    int revision_ = 0;
};

// The moves of `line` without its passes.
std::vector<Square> withoutPasses(std::span<const Square> line);

}  // namespace hasami
