// SPDX-License-Identifier: GPL-3.0-or-later
// The solver's own small table for positions of few empties: bounds on their exact scores, one
// table per thread, a slot per position and always replaced. It stays in the processor's cache,
// so a probe costs little where one of the shared transposition table (a miss to memory) would
// cost more than the nodes it saves. Transpositions this close to the end are mostly near in
// time too (the same squares played in another order within one subtree), which a small table
// catches.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>

#include "engine/board/bitboard.h"

namespace hasami {

class SolveCache {
public:
    static constexpr int kFirstEmpties = 5;  // the fewest empties kept
    static constexpr int kLevels = 3;        // one table each for 5, 6 and 7 empties
    static constexpr int kSlotBits = 10;     // 1,024 slots a level, 24 KB
    static constexpr int kNone = 127;        // no bound

    struct Slot {
        Bitboard player = 0;  // no position has no discs: an empty slot matches none
        Bitboard opponent = 0;
        std::int8_t lower = -kNone;
        std::int8_t upper = kNone;
    };

    SolveCache() : slots_(std::make_unique<Level[]>(kLevels)) {}

    static bool covers(int empties) {
        return empties >= kFirstEmpties && empties < kFirstEmpties + kLevels;
    }

    // The bounds kept for the position, if any (a position of `empties` empties on any board:
    // the empties with the discs tell the board, so one table serves every board).
    const Slot* find(Bitboard player, Bitboard opponent, int empties) const {
        const Slot& slot = slots_[empties - kFirstEmpties][indexOf(player, opponent)];
        return slot.player == player && slot.opponent == opponent ? &slot : nullptr;
    }

    // Records what a solve with window (alpha, beta) found, fail-soft: `score` is an upper
    // bound if <= alpha, a lower bound if >= beta, else exact. Bounds known of the same
    // position are kept; another position's are replaced.
    void store(Bitboard player, Bitboard opponent, int empties, int alpha, int beta, int score) {
        Slot& slot = slots_[empties - kFirstEmpties][indexOf(player, opponent)];
        if (slot.player != player || slot.opponent != opponent) {
            slot = Slot{player, opponent, -kNone, kNone};
        }
        if (score > alpha) slot.lower = static_cast<std::int8_t>(std::max<int>(slot.lower, score));
        if (score < beta) slot.upper = static_cast<std::int8_t>(std::min<int>(slot.upper, score));
    }

private:
    using Level = std::array<Slot, std::size_t{1} << kSlotBits>;

    static std::size_t indexOf(Bitboard player, Bitboard opponent) {
        return (player * 0x9DDA1C54CFE6B6E9ULL ^ opponent * 0xA2E6C0300831E05AULL) >>
               (64 - kSlotBits);
    }

    std::unique_ptr<Level[]> slots_;
};

}  // namespace hasami
