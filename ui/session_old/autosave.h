// SPDX-License-Identifier: GPL-3.0-or-later
// The game in progress kept on disk after every change, so that closing the window, a crash
// or a kill loses nothing: the record (with moves that can be redone), the move it is at, who
// plays each colour, the clocks and the analyses. Written atomically; a corrupt file is reported
// and set aside.
#pragma once

#include <optional>

#include <QString>

#include "engine/game/game.h"
#include "engine/match/clock.h"
#include "engine/util/parsed.h"

namespace hasami {

struct SavedGame {
    Game game;
    bool blackIsAi = false;
    bool whiteIsAi = true;
    std::string analyses;  // the analysis lines of its positions (formatAnalyses)
    ClockRecord clock;     // off when the game has no clock
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
