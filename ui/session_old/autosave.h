// SPDX-License-Identifier: GPL-3.0-or-later
// The game in progress kept on disk after every change, so that closing the window, a crash
// or a kill loses nothing: the whole tree of moves with its comments and clock times, the node
// shown, who plays each colour, the clocks and the analyses. Written atomically; a corrupt file
// is reported and set aside. The file is a game file (engine/formats/game_file.h) after a
// header of its own:
//   hasami-autosave 2
//   black ai|human
//   white ai|human
//   node N          the node shown, numbered as the game file numbers its moves
// Version 1, which kept a line of moves and `ply N` (the moves played), is still read.
#pragma once

#include <optional>

#include <QString>

#include "engine/game/clock.h"
#include "engine/game/game.h"
#include "engine/game/review.h"
#include "engine/util/parsed.h"

namespace hasami {

struct SavedGame {
    Game game;  // the node shown is its current node
    bool blackIsAi = false;
    bool whiteIsAi = true;
    ClockRecord clock;            // off when the game has no clock
    AnalysisStore analyses;       // what was found about its positions
    std::string analysisProblem;  // a damaged analysis, left out; empty when there was none
};

QString formatSavedGame(const SavedGame& saved);
Parsed<SavedGame> parseSavedGame(const QString& text);

class Autosave {
public:
    explicit Autosave(QString path = defaultPath());

    // In the application's data folder (QStandardPaths::AppDataLocation).
    static QString defaultPath();
    const QString& path() const { return path_; }

    // Writes `saved`, replacing the old file only once the new one is complete.
    bool store(const SavedGame& saved, QString* error = nullptr) const;
    // The saved game, or nullopt if there is none. A file that cannot be read as one is
    // renamed aside (its name then ends in .corrupt) and described in `problem`.
    std::optional<SavedGame> restore(QString* problem = nullptr) const;

private:
    QString path_;
};

// Reads a whole text file of at most `maxBytes`; nullopt and `error` set if it cannot.
std::optional<QString> readTextFile(const QString& path, qint64 maxBytes, QString* error);
// Writes `text` atomically (QSaveFile); false and `error` set if it cannot.
bool writeTextFile(const QString& path, const QString& text, QString* error);

}  // namespace hasami
