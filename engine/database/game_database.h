// SPDX-License-Identifier: GPL-3.0-or-later
// A database of 8x8 games from the standard start, as players study openings with: the WTHOR
// files of the French Othello Federation (engine/database/wthor.h), GGF files of many games and
// Hasami's own game files (with their details: players, event, year, result), gathered from
// files and folders; and, for a position, the games that
// reached it and how each next move played there fared.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

#include "engine/board/position.h"
#include "engine/database/database_problem.h"
#include "engine/database/position_index.h"

namespace hasami {

struct DatabaseGame {
    std::string black;  // the players' and the tournament's names, in UTF-8
    std::string white;
    std::string tournament;
    int year = 0;                    // 0: not known
    std::optional<int> blackMargin;  // Black's discs less White's at the end; nullopt: not known
    std::vector<Square> moves;       // from the start, each legal there; forced passes left out
    std::uint32_t file = 0;          // the file it was read from: GameDatabase::fileOf()
    // A WTHOR game's players by their numbers in the Federation's list (Black's, White's): its
    // identity whether or not the folder it was read from has the list of their names.
    std::optional<std::pair<int, int>> playerNumbers;
};

// Which games a count takes in: a player's name (either colour) and a tournament's, as part of
// the name in any case, and a range of years (inclusive). What is left empty takes any.
struct DatabaseFilter {
    std::string player;
    std::string tournament;
    std::optional<int> from;
    std::optional<int> to;

    bool admits(const DatabaseGame& game) const;
    bool operator==(const DatabaseFilter&) const = default;
};

// A next move played in a position: in how many games, and how they ended.
struct MoveCount {
    Square move = kNoSquare;
    int games = 0;
    int blackWins = 0;
    int draws = 0;
    int whiteWins = 0;
};

// The games that reached a position, and the moves played next there: most games first, then
// by the move's name. A game whose result is not known counts in the games, in no result.
struct PositionCount {
    int games = 0;
    std::vector<MoveCount> moves;
};

// A game that reached a position: its index in GameDatabase::games(), the ply at which it did,
// and the symmetry (engine/board/symmetry.h) that turns the game's board onto the position's,
// 0 where it reached the position itself.
struct GameReach {
    std::uint32_t game = 0;
    int ply = 0;
    int symmetry = 0;
};

class GameDatabase {
public:
    // Adds the games of `path`: a file, or the files of a folder (not its sub-folders) whose
    // names end in .wtb, .ggf or .txt, in any case; a folder's WTHOR.JOU and WTHOR.TRN (or WTH.JOU
    // and WTH.TRN) name the
    // players and tournaments of its WTHOR files (a number stands for a name they lack). What
    // goes wrong is added to `problems`, each naming the file: a file that cannot be
    // read or is damaged is skipped, the rest used. A game with a move that is not legal is
    // kept up to that move and counted in cutGames(). A game already added (the same players,
    // year and moves: a file read twice, from two folders) is counted once: the copy is left
    // out and counted in duplicateGames(). Games without players' names are all kept.
    void add(const std::string& path, std::vector<DatabaseProblem>& problems);
    void add(DatabaseGame game);  // checks its moves likewise
    // The files add(path) reads: `path` itself, or the games' files of the folder, in order
    // (a folder that cannot be read, or a zip file in it, is added to `problems`).
    static std::vector<std::string> filesOf(const std::string& path,
                                            std::vector<DatabaseProblem>& problems);

    const std::vector<DatabaseGame>& games() const { return games_; }
    // The file a game was read from; empty for a game added as such.
    const std::string& fileOf(const DatabaseGame& game) const;
    int cutGames() const { return cutGames_; }
    int duplicateGames() const { return duplicateGames_; }
    // What the person should know of the games added: those cut short, those left out as
    // copies; a sentence each, none when all is well.
    std::vector<DatabaseProblem> notes() const;

    // Makes the index of the positions the games reach (engine/database/position_index.h), or
    // with a `cacheFolder` reads it from there when the same games made it, else makes it and
    // keeps it there (a problem it meets there is added to `problems`: the index still works).
    // Adding games afterwards drops it; countAt() makes it in memory when there is none.
    // `progress`, if given, hears how many of the games are indexed, now and then.
    void buildIndex(const std::string& cacheFolder, std::vector<DatabaseProblem>& problems,
                    const std::function<void(std::size_t done, std::size_t total)>& progress = {});
    bool isIndexed() const { return index_.has_value(); }
    // What the index depends on: the games' moves, as a number.
    std::uint64_t stamp() const;

    // The games `filter` admits that reached `position` (the same discs and side to move,
    // whatever the order of the moves; a pass the position calls for is played first, so that
    // the next moves are the opponent's), and their next moves. With `symmetric`, also the
    // games that reached one of the position's symmetric images, their next moves turned back
    // onto the position's board.
    PositionCount countAt(const Position& position, const DatabaseFilter& filter = {},
                          bool symmetric = false) const;
    // The same games, one each, in the order of games().
    std::vector<GameReach> gamesAt(const Position& position, const DatabaseFilter& filter = {},
                                   bool symmetric = false) const;

private:
    void addFile(const std::string& path, std::vector<DatabaseProblem>& problems);
    void readFile(const std::string& path, std::vector<DatabaseProblem>& problems);
    void addWthor(const std::string& path, std::string_view bytes,
                  std::vector<DatabaseProblem>& problems);
    void addGgf(const std::string& path, std::string_view text,
                std::vector<DatabaseProblem>& problems);
    void addGameFile(const std::string& path, std::string_view text,
                     std::vector<DatabaseProblem>& problems);

    PositionIndex madeIndex(
        const std::function<void(std::size_t done, std::size_t total)>& progress = {}) const;
    // Whether each game is admitted by `filter`, kept for the last filter asked for.
    const std::vector<bool>& admittedBy(const DatabaseFilter& filter) const;

    std::vector<DatabaseGame> games_;
    std::vector<std::string> files_{std::string()};  // the files read, by DatabaseGame::file
    int cutGames_ = 0;
    int duplicateGames_ = 0;
    // Each game added, as its players, year and moves, to know a copy of it.
    std::unordered_set<std::string> added_;
    mutable std::optional<PositionIndex> index_;
    mutable std::optional<DatabaseFilter> lastFilter_;
    mutable std::vector<bool> admitted_;
};

// The counts of two sets of games at the same position, as one.
PositionCount combinedCount(const PositionCount& first, const PositionCount& second);

}  // namespace hasami
