// SPDX-License-Identifier: GPL-3.0-or-later
// What went wrong reading a game database, as a kind with its file, its number and the
// system's or the format's own words, so that each place says it in its own language:
// text() in English for the command line, the window in the person's language
// (ui/database/database_tables.h). Each problem names the file it is about.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "engine/database/wthor.h"

namespace hasami {

struct DatabaseProblem {
    enum class Kind {
        Unreadable,        // `path` could not be read (`detail`: the reason); skipped
        ZipFile,           // `path` is a zip file: to be unzipped into its folder
        FolderUnreadable,  // the folder `path` could not be read (`detail`)
        NoGameFiles,       // the folder `path` holds no file of games (.wtb, .ggf, .txt)
        Damaged,           // `path`, a WTHOR or GGF file, is damaged (`detail`, `wthor`); skipped
        NamesDamaged,      // `path`, the players' or tournaments' names, is damaged (`detail`,
                           // `wthor`)
        NotAGameFile,      // `path` is no game, GGF or WTHOR file (`detail`); skipped
        NotFromStart,      // `path`'s game is not from the 8x8 start position; skipped
        OtherStarts,       // `count` games of `path` not from the 8x8 start are left out
        TooManyGames,      // only the first `count` games are looked in
        IndexNotKept,      // the index could not be kept (`detail`); made again next time
        IllegalMoves,      // `count` games have a move that is not legal: used up to it
        Duplicates,        // `count` games were found again and counted once
    };

    Kind kind = Kind::Unreadable;
    std::string path;
    std::string detail;
    std::size_t count = 0;
    // What is wrong inside a damaged WTHOR file, as `detail` says it in English.
    std::optional<WthorFault> wthor = std::nullopt;

    // The problem in English, one sentence naming its file.
    std::string text() const;
    bool operator==(const DatabaseProblem&) const = default;
};

}  // namespace hasami
