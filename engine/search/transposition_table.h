// SPDX-License-Identifier: GPL-3.0-or-later
// The transposition table: what earlier searches learned of a position (score bounds at a
// depth, best move), so that transpositions and deeper iterations start from it. Sized once;
// no allocation while searching.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <new>
#include <optional>

#include "engine/board/bitboard.h"

namespace hasami {

// A search's view of a position is the same whoever is to move: the key is (player, opponent)
// and the board. The board counts: every size lives in the same grid, so the same discs can
// be a position on 4x4, 6x6 and 8x8 alike, with different moves and scores on each.
inline std::uint64_t positionKey(Bitboard player, Bitboard opponent, int boardSize) {
    std::uint64_t x = player * 0x9E3779B97F4A7C15ULL ^
                      (opponent + 0x632BE59BD9B4E019ULL * std::uint64_t(boardSize));
    x ^= x >> 31;
    x *= 0xBF58476D1CE4E5B9ULL;
    x ^= opponent * 0x94D049BB133111EBULL;
    x ^= x >> 29;
    return x;
}

// What the table knows of one position.
struct TableEntry {
    std::uint64_t key = 0;
    std::int8_t lower = -127;  // the score is at least this
    std::int8_t upper = 127;   // and at most this
    std::uint8_t depth = 0;    // plies searched below; kExactDepth for an exact solve
    std::int8_t bestMove = kNoSquare;
    std::uint8_t generation = 0;
    std::uint8_t cost = 0;  // the work the entry saves: depth, or empties for an exact solve
    // How sure the bounds are: kProven, or the level of the selective search that found them
    // (lower levels cut more; docs/engine.md, "Multi-ProbCut").
    std::uint8_t selectivity = 255;
};

class TranspositionTable {
public:
    static constexpr std::uint8_t kExactDepth = 255;
    static constexpr std::size_t kEntryBytes = 16;
    static constexpr std::uint8_t kProven = 255;  // bounds of a search without selectivity

    explicit TranspositionTable(std::size_t megabytes = 64);

    void clear();
    void newSearch() { ++generation_; }  // entries of older searches are replaced first
    std::size_t entries() const { return mask_ + 1; }

    // Starts loading the bucket of `key` into the cache, for a probe() a little later.
    void prefetch(std::uint64_t key) const {
        __builtin_prefetch(&entries_[key & mask_ & ~std::size_t{1}]);
    }

    // The entry for `key`, if the table holds it.
    std::optional<TableEntry> probe(std::uint64_t key) const {
        const Slot* bucket = &entries_[key & mask_ & ~std::size_t{1}];
        for (int i = 0; i < 2; ++i) {
            const std::uint64_t data = bucket[i].data.load(std::memory_order_relaxed);
            if ((bucket[i].check.load(std::memory_order_relaxed) ^ data) == key) {
                return unpack(key, data);
            }
        }
        return std::nullopt;
    }

    // Records what a search of `depth` plies with window (alpha, beta) found: `score` is an
    // upper bound if <= alpha, a lower bound if >= beta, else exact. Of two entries competing
    // for a place, the one with the lower `cost` (by default `depth`) is replaced first.
    // A search of a given depth and `selectivity` replaces the bounds of a shallower or less
    // sure one, and leaves those of a deeper or surer one of the same search alone.
    void store(std::uint64_t key, int depth, int alpha, int beta, int score, Square bestMove) {
        store(key, depth, alpha, beta, score, bestMove, depth);
    }
    void store(std::uint64_t key, int depth, int alpha, int beta, int score, Square bestMove,
               int cost, int selectivity = kProven);

private:
    // One entry: `data` packs it, `check` is its key xor `data`.
    struct Slot {
        std::atomic<std::uint64_t> check{0};
        std::atomic<std::uint64_t> data{0};
    };
    static_assert(sizeof(Slot) == kEntryBytes);

    static std::uint64_t pack(const TableEntry& entry);
    static TableEntry unpack(std::uint64_t key, std::uint64_t data);
    // The entry held in `slot`, whatever its key (an empty entry if the slot is torn).
    static TableEntry read(const Slot& slot);
    static void write(Slot& slot, const TableEntry& entry);

    struct Free {
        std::align_val_t alignment;
        void operator()(Slot* entries) const { ::operator delete(entries, alignment); }
    };

    std::unique_ptr<Slot[], Free> entries_;
    std::size_t mask_ = 0;
    std::uint8_t generation_ = 0;
};

}  // namespace hasami
