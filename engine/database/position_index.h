// SPDX-License-Identifier: GPL-3.0-or-later
// An index of the positions that the games of a database reach, so that the games through a
// position are found at once rather than by replaying every game. Each entry holds the key of
// the position's canonical image (the least of its eight symmetric images), the game, the ply
// and the symmetry that turns the game's board onto that image: a lookup finds the games
// through the position itself and, when asked, through any of its images, and turns their next
// moves back onto the board shown. The index can be written to a file and read back, so that a
// database opens without building it again (GameDatabase keeps it in the cache folder).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/board/position.h"
#include "engine/board/symmetry.h"

namespace hasami {

class PositionIndex {
public:
    // The most games an index holds, and the most moves a game.
    static constexpr std::uint32_t kMaxGames = 1U << 23;
    static constexpr int kMaxPlies = 63;

    // Adds the positions of an 8x8 game from the standard start: before each of its moves and
    // after the last. `moves` are legal, forced passes left out. Call finish() after the last.
    void addGame(std::uint32_t game, const std::vector<Square>& moves);
    // Makes room for `positions` positions in all, so that adding them never copies the index.
    void reserve(std::size_t positions) { entries_.reserve(positions); }
    // Sorts what was added, for lookups.
    void finish();

    std::size_t size() const { return entries_.size(); }

    // Calls `visit(game, ply, next, symmetry)` for each time a game reached `position` (8x8,
    // the side to move included), or with `symmetric` one of its images: `symmetry` turns the
    // game's board onto `position`'s (0 where it reached the position itself), `next` is the
    // move the game played there so turned, or kNoSquare where the game ended. `moves(game)`
    // gives a game's moves, as they were added.
    template <typename Moves, typename Visit>
    void forEachReaching(const Position& position, bool symmetric, const Moves& moves,
                         const Visit& visit) const;

    // Writes the index to `path` with a `stamp` that says what it was built from; false, with
    // `error` set, if it could not be written.
    bool save(const std::string& path, std::uint64_t stamp, std::string* error) const;
    // The index written at `path` with that `stamp`; none when there is none, it is damaged or
    // it was built from something else.
    static std::optional<PositionIndex> load(const std::string& path, std::uint64_t stamp);

    // The canonical image of the discs `black` and `white` of an 8x8 board: the least pair of
    // the eight images, and the symmetry that makes it (the lowest, where several do).
    struct Image {
        Bitboard black = 0;
        Bitboard white = 0;
        int symmetry = 0;
    };
    static Image canonical(Bitboard black, Bitboard white);

private:
    // A key and a reference, in three 32-bit words: twelve bytes an entry.
    struct Entry {
        std::uint32_t keyHigh = 0;
        std::uint32_t keyLow = 0;
        std::uint32_t reference = 0;  // game << 9 | ply << 3 | symmetry

        std::uint64_t key() const { return std::uint64_t{keyHigh} << 32 | keyLow; }
    };
    static std::uint64_t keyOf(const Image& image, Color sideToMove);
    std::pair<const Entry*, const Entry*> entriesOf(std::uint64_t key) const;

    std::vector<Entry> entries_;
};

// Where Hasami keeps its databases' indexes within the user's cache folder `cacheRoot`
// (XDG_CACHE_HOME, as the window and hasami-cli each find it): one folder for both, so that
// either finds the index the other made.
std::string indexFolderIn(const std::string& cacheRoot);

template <typename Moves, typename Visit>
void PositionIndex::forEachReaching(const Position& position, bool symmetric, const Moves& moves,
                                    const Visit& visit) const {
    if (position.size() != kGridSize) return;
    const Bitboard black = position.discs(Color::Black);
    const Bitboard white = position.discs(Color::White);
    const Image image = canonical(black, white);
    // The symmetries that turn the position onto its image: an entry made by one of them is
    // the position itself, any other an image of it.
    std::uint8_t own = 0;
    for (int symmetry = 0; symmetry < kSymmetries; ++symmetry) {
        if (transformDiscs(black, kGridSize, symmetry) == image.black &&
            transformDiscs(white, kGridSize, symmetry) == image.white) {
            own |= std::uint8_t(1U << symmetry);
        }
    }
    const int back = inverseSymmetry(image.symmetry);
    const auto [first, last] = entriesOf(keyOf(image, position.sideToMove()));
    for (const Entry* entry = first; entry != last; ++entry) {
        const int symmetry = int(entry->reference & 7U);
        if (!symmetric && !(own & (1U << symmetry))) continue;
        const std::uint32_t game = entry->reference >> 9;
        const int ply = int(entry->reference >> 3 & 63U);
        const std::vector<Square>& played = moves(game);
        // Where the position is its own image several ways, the game's board may turn onto it
        // by any of them; the identity is said where it is one.
        const int turn = own & (1U << symmetry) ? 0 : composedSymmetry(symmetry, back);
        const Square next = std::size_t(ply) < played.size()
                                ? transformSquare(played[std::size_t(ply)], kGridSize, turn)
                                : kNoSquare;
        visit(game, ply, next, turn);
    }
}

}  // namespace hasami
