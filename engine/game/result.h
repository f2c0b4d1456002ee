// SPDX-License-Identifier: GPL-3.0-or-later
// A game's result, read and written in one place: Black's margin in discs on a board of
// `squares` squares. Records write it as the discs of each side ("38-26", Hasami's game file,
// My games and the databases' games), as a margin ("+12", "-4", "0"), or as GGF does
// ("+12.000", "-4:r" for a resignation).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace hasami {

class Game;

struct GameResult {
    int blackMargin = 0;  // Black's discs less White's; the empties count for the winner
    int squares = 64;

    // The result of a finished game, as the board counts it; none while it goes on.
    static std::optional<GameResult> of(const Game& game);
    // Any of the forms above (spaces around it allowed; discs that leave squares empty give
    // them to the winner, as the rules count); none for anything else ("?", words, more discs
    // than the board has).
    static std::optional<GameResult> parse(std::string_view text, int squares = 64);

    int blackDiscs() const { return (squares + blackMargin) / 2; }
    int whiteDiscs() const { return squares - blackDiscs(); }
    // "38-26": Black's discs, then White's.
    std::string discsText() const;
    // "+12", "-4" or "0".
    std::string marginText() const;
    // "+12.000", as GGF writes a result.
    std::string ggfText() const;
    // As a record keeps it: the discs ("38-26"), or the margin ("+7") where no count of discs
    // ends with it (a game that stopped early, as a server may report one).
    std::string recordText() const;
    bool operator==(const GameResult&) const = default;
};

}  // namespace hasami
