// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/modes/my_lines.h"

#include <algorithm>
#include <numeric>

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QStandardPaths>

#include "engine/formats/notation.h"
#include "session/text_files.h"

namespace hasami {

namespace {

constexpr int kFormat = 1;
constexpr qint64 kMaxBytes = 16 << 20;

// Whether `line` begins `longer` (or is it).
bool begins(const std::vector<Square>& line, const std::vector<Square>& longer) {
    return line.size() <= longer.size() && std::equal(line.begin(), line.end(), longer.begin());
}

// The positions `line` goes through from the 8x8 start, each with the move played there (a
// forced pass played on the way); empty when a move is not legal.
std::vector<std::pair<Position, Square>> walk(const std::vector<Square>& line) {
    std::vector<std::pair<Position, Square>> steps;
    Position position = Position::initial(8);
    for (Square move : line) {
        if (!position.isGameOver() && !position.hasMoves()) position = position.play(kPass);
        if (move == kPass || !position.isLegal(move)) return {};
        steps.emplace_back(position, move);
        position = position.play(move);
    }
    return steps;
}

// `lines` without those that begin another one or repeat an earlier one: they say nothing more.
// In their sorted order the lines a line begins come right after it (its repeats first), so
// one pass over that order finds them: the time of a sort, for tens of thousands of lines.
std::vector<std::vector<Square>> distinct(std::vector<std::vector<Square>> lines) {
    std::vector<std::size_t> order(lines.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return lines[a] < lines[b]; });
    std::vector<bool> keep(lines.size(), false);
    for (std::size_t at = 0; at < order.size(); ++at) {
        const std::vector<Square>& line = lines[order[at]];
        if (at > 0 && lines[order[at - 1]] == line) continue;  // a repeat of an earlier one
        std::size_t next = at + 1;
        while (next < order.size() && lines[order[next]] == line) ++next;
        keep[order[at]] = next == order.size() || !begins(line, lines[order[next]]);
    }
    std::vector<std::vector<Square>> kept;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (keep[i]) kept.push_back(std::move(lines[i]));
    }
    return kept;
}

}  // namespace

std::vector<Square> withoutPasses(std::span<const Square> line) {
    std::vector<Square> moves;
    std::copy_if(line.begin(), line.end(), std::back_inserter(moves),
                 [](Square move) { return move != kPass; });
    return moves;
}

QString MyLines::defaultPath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/my_lines.json");
}

void MyLines::load(const QString& path, QString* problem) {
    path_ = path;
    lines_.clear();
    ++revision_;
    if (QFileInfo::exists(path)) {
        QString error;
        const std::optional<QJsonObject> read =
            readJsonFile(path, kMaxBytes, kFormat, tr("not Hasami's opening lines"), &error);
        if (!read) {
            QString why;
            const QString aside = setFileAside(path, &why);
            *problem = aside.isEmpty()
                           ? tr("Your marked lines could not be read (%1).").arg(error)
                           : tr("Your marked lines could not be read (%1): the file is kept "
                                "as %2.")
                                 .arg(error, aside);
        } else {
            // A line that does not parse or play from the start is left out.
            const QJsonArray texts = read->value(QStringLiteral("lines")).toArray();
            for (const auto& text : texts) {
                const Parsed<Game> game = parseTranscript(text.toString().toStdString());
                if (!game) continue;
                const std::vector<Square> line = withoutPasses(game->playedMoves());
                if (!line.empty()) lines_.push_back(line);
            }
            lines_ = distinct(std::move(lines_));
        }
    }
    index();
}

bool MyLines::mark(const std::vector<Square>& line, QString* problem) {
    const std::vector<Square> moves = withoutPasses(line);
    if (moves.empty() || walk(moves).empty()) {
        *problem = tr("Only a line played from the start of the 8x8 board can be marked.");
        return false;
    }
    if (contains(moves)) return true;
    std::vector<std::vector<Square>> kept = lines_;
    kept.push_back(moves);
    return keep(std::move(kept), problem);
}

bool MyLines::unmark(const Position& position, Square move, QString* problem) {
    std::vector<std::vector<Square>> kept;
    bool cut = false;
    for (const std::vector<Square>& line : lines_) {
        const std::vector<std::pair<Position, Square>> steps = walk(line);
        const auto at = std::find_if(steps.begin(), steps.end(), [&](const auto& step) {
            return step.first == position && step.second == move;
        });
        if (at == steps.end()) {
            kept.push_back(line);
            continue;
        }
        cut = true;
        // What the line plays before the move stays marked.
        if (at != steps.begin()) {
            kept.emplace_back(line.begin(), line.begin() + (at - steps.begin()));
        }
    }
    if (!cut) {
        *problem = tr("This move is in none of your lines.");
        return false;
    }
    return keep(std::move(kept), problem);
}

bool MyLines::contains(const std::vector<Square>& line) const {
    const std::vector<Square> moves = withoutPasses(line);
    return std::any_of(lines_.begin(), lines_.end(),
                       [&](const std::vector<Square>& each) { return begins(moves, each); });
}

std::vector<Square> MyLines::movesAt(const Position& position) const {
    const auto found = moves_.find(formatPosition(position));
    return found == moves_.end() ? std::vector<Square>() : found->second;
}

bool MyLines::keep(std::vector<std::vector<Square>> lines, QString* problem) {
    lines = distinct(std::move(lines));
    QJsonArray texts;
    for (const std::vector<Square>& line : lines) {
        texts.append(QString::fromStdString(formatTranscript(line)));
    }
    if (!path_.isEmpty() &&
        !writeJsonFile(path_,
                       {{QStringLiteral("format"), kFormat}, {QStringLiteral("lines"), texts}},
                       problem)) {
        return false;
    }
    lines_ = std::move(lines);
    ++revision_;
    index();
    return true;
}

void MyLines::index() {
    moves_.clear();
    for (const std::vector<Square>& line : lines_) {
        for (const auto& [position, move] : walk(line)) {
            std::vector<Square>& moves = moves_[formatPosition(position)];
            if (std::find(moves.begin(), moves.end(), move) == moves.end()) moves.push_back(move);
        }
    }
}

}  // namespace hasami
