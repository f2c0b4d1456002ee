// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/search/transposition_table.h"

#include <algorithm>
#include <bit>
#include <memory>

#ifdef __linux__
#include <sys/mman.h>
#endif

namespace hasami {

TranspositionTable::TranspositionTable(std::size_t megabytes) {
    const std::size_t wanted = std::max<std::size_t>(megabytes, 1) * 1024 * 1024 / kEntryBytes;
    const std::size_t count = std::bit_floor(std::max<std::size_t>(wanted, 2));
    // Aligned to huge pages where the system has them: a probe then costs one cache miss
    // rather than a cache miss and a page-table walk.
    constexpr std::size_t kHugePage = std::size_t{2} << 20;
    const std::size_t bytes = count * sizeof(Slot);
    const std::align_val_t alignment{std::min(bytes, kHugePage)};
    void* memory = ::operator new(bytes, alignment);
#ifdef __linux__
    madvise(memory, bytes, MADV_HUGEPAGE);
#endif
    entries_ = {static_cast<Slot*>(memory), Free{alignment}};
    for (std::size_t i = 0; i < count; ++i) new (&entries_[i]) Slot;
    mask_ = count - 1;
}

void TranspositionTable::clear() {
    for (std::size_t i = 0; i <= mask_; ++i) write(entries_[i], TableEntry{});
    generation_ = 0;
}

namespace {

// An entry's fields in one word, one byte each from the lowest.
std::uint64_t fieldsOf(const TableEntry& entry) {
    return std::uint64_t(std::uint8_t(entry.lower)) |
           std::uint64_t(std::uint8_t(entry.upper)) << 8 | std::uint64_t(entry.depth) << 16 |
           std::uint64_t(std::uint8_t(entry.bestMove)) << 24 |
           std::uint64_t(entry.generation) << 32 | std::uint64_t(entry.cost) << 40 |
           std::uint64_t(entry.selectivity) << 48;
}

// Packed relative to the empty entry, so that zeroed memory holds empty entries.
const std::uint64_t kEmptyFields = fieldsOf(TableEntry{});

}  // namespace

std::uint64_t TranspositionTable::pack(const TableEntry& entry) {
    return fieldsOf(entry) ^ kEmptyFields;
}

TableEntry TranspositionTable::unpack(std::uint64_t key, std::uint64_t data) {
    const std::uint64_t fields = data ^ kEmptyFields;
    TableEntry entry;
    entry.key = key;
    entry.lower = std::int8_t(fields & 0xFF);
    entry.upper = std::int8_t(fields >> 8 & 0xFF);
    entry.depth = std::uint8_t(fields >> 16 & 0xFF);
    entry.bestMove = std::int8_t(fields >> 24 & 0xFF);
    entry.generation = std::uint8_t(fields >> 32 & 0xFF);
    entry.cost = std::uint8_t(fields >> 40 & 0xFF);
    entry.selectivity = std::uint8_t(fields >> 48 & 0xFF);
    return entry;
}

TableEntry TranspositionTable::read(const Slot& slot) {
    const std::uint64_t data = slot.data.load(std::memory_order_relaxed);
    const std::uint64_t key = slot.check.load(std::memory_order_relaxed) ^ data;
    return unpack(key, data);
}

void TranspositionTable::write(Slot& slot, const TableEntry& entry) {
    const std::uint64_t data = pack(entry);
    slot.data.store(data, std::memory_order_relaxed);
    slot.check.store(entry.key ^ data, std::memory_order_relaxed);
}

void TranspositionTable::store(std::uint64_t key, int depth, int alpha, int beta, int score,
                               Square bestMove, int cost, int selectivity) {
    Slot* bucket = &entries_[key & mask_ & ~std::size_t{1}];
    TableEntry entries[2] = {read(bucket[0]), read(bucket[1])};
    int chosen;
    if (entries[0].key == key) {
        chosen = 0;
    } else if (entries[1].key == key) {
        chosen = 1;
    } else {
        // Replace an entry of an older search, else the cheaper one.
        const bool oldFirst = entries[0].generation != generation_;
        const bool oldSecond = entries[1].generation != generation_;
        if (oldFirst != oldSecond) {
            chosen = oldFirst ? 0 : 1;
        } else {
            chosen = entries[0].cost <= entries[1].cost ? 0 : 1;
        }
        entries[chosen] = TableEntry{};
        entries[chosen].key = key;
    }
    TableEntry* entry = &entries[chosen];
    const auto storedDepth = static_cast<std::uint8_t>(std::min(depth, int(kExactDepth)));
    const auto sureness = static_cast<std::uint8_t>(selectivity);
    // Drafts compare by depth, then by how sure they are.
    const auto draft = [](int d, int s) { return d << 8 | s; };
    const int newDraft = draft(storedDepth, sureness);
    const int oldDraft = draft(entry->depth, entry->selectivity);
    if (newDraft > oldDraft) {  // a deeper or surer search makes the old bounds worthless
        entry->lower = -127;
        entry->upper = 127;
    } else if (newDraft < oldDraft && entry->generation == generation_) {
        return;  // keep the deeper knowledge
    }
    entry->depth = storedDepth;
    entry->selectivity = sureness;
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
    write(bucket[chosen], *entry);
}

}  // namespace hasami
