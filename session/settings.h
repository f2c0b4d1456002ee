// SPDX-License-Identifier: GPL-3.0-or-later
// The user's settings: how strong and fast the engine plays and what it may use (threads,
// table memory), the board, who plays which
// colour, the clock of a new game, sounds, and how the board looks. Stored with QSettings;
// values out of range (a corrupt or hand-edited file) fall back to the defaults and are
// reported.
#pragma once

#include <QSettings>
#include <QStringList>

#include <span>

#include "engine/game/clock.h"
#include "session/board_themes.h"

namespace hasami {

// How fast discs turn over on the board.
enum class FlipSpeed { Off, Fast, Normal, Slow };

// The opening book the engine reads (Settings > Book): the one built into the program, the
// person's own (a file of the data folder that starts as the built-in one), or another file.
enum class BookChoice { BuiltIn, Mine, File };

struct Settings {
    // The search depths a person may choose: beyond 30 plies a move takes far too long.
    static constexpr int kMinOfferedDepth = 1;
    static constexpr int kMaxOfferedDepth = 30;
    static constexpr int kMaxMoveSeconds = 600;
    static constexpr int kMaxAiDelayMs = 5000;
    static constexpr int kMaxAnalysisSeconds = 3600;
    static constexpr int kMaxValuedMoves = 10;  // best moves valued on the board (0: all)
    static constexpr int kCustomLevel = 0;      // the depth and time below, not a level
    // A first start plays a middle level: a newcomer can win, a club player still finds a game.
    static constexpr int kFirstLevel = 5;
    static constexpr int kMaxClockMinutes = 180;
    static constexpr int kMaxIncrementSeconds = 60;
    static constexpr int kAutomatic = 0;  // threads and table size: chosen for the machine
    static constexpr int kMinHashMegabytes = 16;
    static constexpr int kMaxHashMegabytes = 4096;
    static constexpr int kMaxNameLength = 100;  // characters of the person's name
    static constexpr int kMinBookDepth = 4;     // the plies of a book's searches
    static constexpr int kMaxBookDepth = 30;

    int level = kFirstLevel;         // 1 to kLevelCount, or kCustomLevel
    int depth = 10;                  // custom: search depth in plies (exact solving near the end)
    int moveSeconds = 0;             // custom: time a move at most; 0: no limit but the depth
    int threads = kAutomatic;        // threads searching each position; automatic: every core
    int hashMegabytes = kAutomatic;  // the engine's table; automatic: suits the memory
    int boardSize = 8;               // 4, 6 or 8
    bool blackIsAi = false;
    bool whiteIsAi = true;
    bool showLegalMoves = true;
    FlipSpeed flipSpeed = FlipSpeed::Normal;
    bool markFlipped = true;       // the discs the last move turned over marked
    bool showEvaluations = false;  // every move's value on the board
    bool boardTurned = false;      // the board seen from White's side (View > Flip Board)
    bool pictureValues = true;     // the board's pictures show the values shown on it
    int valuedMoves = 0;           // the moves the board's evaluations value: the best N; 0: all
    // The search of the board's evaluations and of hints (Settings > Analysis), apart from the
    // computer's level: its depth, its time for one position at most (0: no limit), and whether
    // the board's evaluations go on deepening while the position is shown, until it is solved,
    // the time is up or the person stops them (Esc).
    int analysisDepth = 12;
    int analysisSeconds = 0;
    bool analysisDeepens = true;
    // A game the person played reviewed in the background as it ends (Analyze Game by itself).
    bool reviewFinishedGames = false;
    // Blind play: while the person plays the computer, nothing shows the engine's opinion (the
    // status bar's score and line, move values, the graph, the Book and Database panels'
    // values) until the game's end (Session::isBlind).
    bool blindPlay = false;
    int aiDelayMs = 500;     // the least time between two AI moves, so play can be followed
    int clockMinutes = 0;    // a new game's time for each side; 0: no clock
    int clockIncrement = 0;  // seconds added after each move
    bool sound = true;       // false: muted
    BoardTheme theme = BoardTheme::Classic;
    bool colourSafe = false;  // markers people with colour-vision deficiencies tell apart
    bool howToPlayTipShown = false;
    QString language;  // "" follows the system; else a language code such as "ja"
    // The person's name in new games' records; the account's name until the person sets
    // one (accountName()), and may be set empty.
    QString playerName;
    // The game database (Settings > Database): its files and folders, and whether a position's
    // symmetric images count with it.
    QStringList databasePaths;
    bool databaseSymmetric = true;
    bool databaseOnBoard = false;  // the database's figures written on the board's squares
    // The New Game dialog's last answer to who plays (its Seats, 0-3); -1: none yet, the
    // dialog then offers who plays now.
    int newGameSeats = -1;
    int databaseGames = 0;    // the Database panel's Games choice: all, the database's, mine (0-2)
    bool keepMyGames = true;  // the person's finished games kept (session/my_games.h)
    // Other programs' engines (Settings > Engines): their names and their player specs,
    // gtp:COMMAND or nboard:COMMAND, in the same order; and the one that plays each colour
    // when the computer does (0: Hasami's own engine, i: the i-th of the list).
    QStringList engineNames;
    QStringList engineSpecs;
    int blackEngine = 0;
    int whiteEngine = 0;
    // The engine that makes the analyses (evaluations, game review): 0 Hasami's own, i the
    // i-th of the list, which must speak NBoard (GTP has no analysis).
    int analysisEngine = 0;
    // The opening book (Settings > Book): which one, the file when it is another, whether
    // every finished game is learnt into it, and the depth of the searches that grow it.
    BookChoice book = BookChoice::BuiltIn;
    QString bookFile;
    bool learnGames = false;
    int bookDepth = 18;

    bool operator==(const Settings&) const = default;

    // A new game's time control: clockMinutes a side plus clockIncrement seconds a move.
    TimeControl timeControl() const {
        return {std::chrono::minutes(clockMinutes), std::chrono::seconds(clockIncrement)};
    }

    // The player spec of the external engine that plays `black`'s or White's side, or "".
    QString engineSpecFor(bool black) const;
    QString engineNameFor(bool black) const;
    QString analysisEngineSpec() const;
    QString analysisEngineName() const;

    // The threads and table size to use: the ones chosen, or the machine's automatic ones.
    int searchThreads() const;
    int searchHashMegabytes() const;
    // What suits this machine: every core, and a table of a 64th of the memory (a power of
    // two from 64 to 256 MB: the game keeps a light footprint on the desktop).
    static int automaticThreads();
    static int automaticHashMegabytes();
    // The largest table a person may choose here: kMaxHashMegabytes, or less on a machine with
    // less memory (engine/util/machine.h).
    static int largestHashMegabytes();

    // Reads the settings; each bad value is replaced by its default and described in
    // `problems` (if given).
    static Settings load(QSettings& store, QStringList* problems = nullptr);
    // Writes the settings to `store` at once; false, with `error` (if given) saying why, when
    // they could not be written.
    bool save(QSettings& store, QString* error = nullptr) const;

    // The languages the interface is translated into, English (the source) first: the code
    // the settings keep and the language's name in itself, as the settings dialog offers it.
    struct Language {
        const char* code;
        const char* name;  // UTF-8
    };
    static std::span<const Language> languages();
};

// The account's full name, else its login name: the person's name until they give one.
QString accountName();

}  // namespace hasami
