// The user's settings: how strong and fast the engine plays, the board, who plays which
// colour, and how the board looks. Stored with QSettings; values out of range (a corrupt or
// hand-edited file) fall back to the defaults and are reported.
#pragma once

#include <QSettings>
#include <QStringList>

#include <span>

namespace hasami {

struct Settings {
    // The search depths a person may choose: beyond 30 plies a move takes far too long.
    static constexpr int kMinOfferedDepth = 1;
    static constexpr int kMaxOfferedDepth = 30;
    static constexpr int kMaxMoveSeconds = 600;
    static constexpr int kMaxAiDelayMs = 5000;

    int depth = 10;       // search depth in plies (the engine solves exactly near the end)
    int moveSeconds = 0;  // time a move at most; 0: no limit but the depth
    int boardSize = 8;    // 4, 6 or 8
    bool blackIsAi = false;
    bool whiteIsAi = true;
    bool showLegalMoves = true;
    bool animate = true;
    bool showEvaluations = false;  // every move's value on the board
    int aiDelayMs = 500;           // the least time between two AI moves, so play can be followed
    QString language;              // "" follows the system; else a language code such as "ja"

    bool operator==(const Settings&) const = default;

    // Reads the settings; each bad value is replaced by its default and described in
    // `problems` (if given).
    static Settings load(QSettings& store, QStringList* problems = nullptr);
    // Writes the settings to `store` at once; false, with `error` (if given) saying why, when
    // they could not be written.
    bool save(QSettings& store, QString* error = nullptr) const;

    // The languages the interface is translated into, English (the source) first.
    static std::span<const char* const> languages();
};

}  // namespace hasami
