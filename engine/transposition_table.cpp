#include "transposition_table.h"

#include <algorithm>
#include <bit>
#include <memory>

#ifdef __linux__
#include <sys/mman.h>
#endif

namespace hasami {

TranspositionTable::TranspositionTable(std::size_t megabytes) {
    const std::size_t wanted =
        std::max<std::size_t>(megabytes, 1) * 1024 * 1024 / sizeof(TableEntry);
    const std::size_t count = std::bit_floor(std::max<std::size_t>(wanted, 2));
    // Aligned to huge pages where the system has them: a probe then costs one cache miss
    // rather than a cache miss and a page-table walk.
    constexpr std::size_t kHugePage = std::size_t{2} << 20;
    const std::size_t bytes = count * sizeof(TableEntry);
    const std::align_val_t alignment{std::min(bytes, kHugePage)};
    void* memory = ::operator new(bytes, alignment);
#ifdef __linux__
    madvise(memory, bytes, MADV_HUGEPAGE);
#endif
    entries_ = {static_cast<TableEntry*>(memory), Free{alignment}};
    std::uninitialized_fill_n(entries_.get(), count, TableEntry{});
    mask_ = count - 1;
}

void TranspositionTable::clear() {
    std::fill(entries_.get(), entries_.get() + mask_ + 1, TableEntry{});
    generation_ = 0;
}

void TranspositionTable::store(std::uint64_t key, int depth, int alpha, int beta, int score,
                               Square bestMove, int cost) {
    TableEntry* bucket = &entries_[key & mask_ & ~std::size_t{1}];
    TableEntry* entry = nullptr;
    if (bucket[0].key == key) {
        entry = &bucket[0];
    } else if (bucket[1].key == key) {
        entry = &bucket[1];
    } else {
        // Replace an entry of an older search, else the cheaper one.
        const bool oldFirst = bucket[0].generation != generation_;
        const bool oldSecond = bucket[1].generation != generation_;
        if (oldFirst != oldSecond) {
            entry = oldFirst ? &bucket[0] : &bucket[1];
        } else {
            entry = bucket[0].cost <= bucket[1].cost ? &bucket[0] : &bucket[1];
        }
        *entry = TableEntry{};
        entry->key = key;
    }
    const auto storedDepth = static_cast<std::uint8_t>(std::min(depth, int(kExactDepth)));
    if (storedDepth > entry->depth) {  // a deeper search makes the old bounds worthless
        entry->lower = -127;
        entry->upper = 127;
    } else if (storedDepth < entry->depth && entry->generation == generation_) {
        return;  // keep the deeper knowledge
    }
    entry->depth = storedDepth;
    entry->generation = generation_;
    entry->cost = static_cast<std::uint8_t>(std::clamp(cost, 0, 255));
    if (score > alpha) entry->lower = static_cast<std::int8_t>(std::max<int>(entry->lower, score));
    if (score < beta) entry->upper = static_cast<std::int8_t>(std::min<int>(entry->upper, score));
    if (entry->lower > entry->upper) {  // bounds from different windows disagreed: trust this one
        entry->lower = static_cast<std::int8_t>(score > alpha ? score : -127);
        entry->upper = static_cast<std::int8_t>(score < beta ? score : 127);
    }
    if (bestMove != kNoSquare && (score > alpha || entry->bestMove == kNoSquare)) {
        entry->bestMove = static_cast<std::int8_t>(bestMove);
    }
}

}  // namespace hasami
