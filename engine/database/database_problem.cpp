// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/database/database_problem.h"

namespace hasami {

namespace {

std::string games(std::size_t count, const char* one, const char* many) {
    return std::to_string(count) + (count == 1 ? one : many);
}

}  // namespace

std::string DatabaseProblem::text() const {
    switch (kind) {
        case Kind::Unreadable:
            return "cannot read the games '" + path + "'" + (detail.empty() ? "" : ": " + detail);
        case Kind::ZipFile:
            return path + ": a zip file: unzip it into the folder";
        case Kind::FolderUnreadable:
            return "cannot read the folder '" + path + "': " + detail;
        case Kind::NoGameFiles:
            return "the folder '" + path + "' holds no file of games (.wtb, .ggf or .txt)";
        case Kind::Damaged:
            return path + ": " + detail + "; skipped";
        case Kind::NamesDamaged:
            return path + ": " + detail + "; its names are shown as numbers";
        case Kind::NotAGameFile:
            return path + ": not a game file, a GGF or a WTHOR file (" + detail + "); skipped";
        case Kind::NotFromStart:
            return path + ": its game is not from the 8x8 start position; skipped";
        case Kind::OtherStarts:
            return path + ": " + std::to_string(count) +
                   " games not from the 8x8 start position are left out";
        case Kind::TooManyGames:
            return "only the first " + std::to_string(count) + " games are looked in";
        case Kind::IndexNotKept:
            return detail + "; the database is indexed again when it opens next";
        case Kind::IllegalMoves:
            return games(count, " game has", " games have") +
                   " a move that is not legal: each is used up to that move";
        case Kind::Duplicates:
            return games(count, " game was", " games were") +
                   " found again (the same players, year and moves) and counted once";
    }
    return detail;
}

}  // namespace hasami
