// SPDX-License-Identifier: GPL-3.0-or-later
// A table from positions (their two disc sets) to values, in one array with open addressing:
// a book of a million positions is looked up ten million times when its values are propagated,
// and a lookup here touches one place of memory where a node-based map touches three. No
// position has no disc, so the empty key marks a free slot. Removal shifts the slots after it
// back, so that no lookup is cut short by a hole.
#pragma once

#include <bit>
#include <cstdint>
#include <utility>
#include <vector>

#include "engine/board/bitboard.h"

namespace hasami {

struct DiscsKey {
    Bitboard player = 0;
    Bitboard opponent = 0;
    bool operator==(const DiscsKey&) const = default;
    auto operator<=>(const DiscsKey&) const = default;
};

template <typename Value>
class PositionTable {
public:
    std::size_t size() const { return size_; }

    // Room for `count` keys without growing.
    void reserve(std::size_t count) {
        std::size_t capacity = 16;
        while (capacity * kMaxLoadPercent / 100 < count) capacity *= 2;
        if (capacity > slots_.size()) rehash(capacity);
    }

    Value* find(const DiscsKey& key) {
        if (slots_.empty()) return nullptr;
        for (std::size_t at = home(key);; at = next(at)) {
            Slot& slot = slots_[at];
            if (slot.key == key) return &slot.value;
            if (slot.key == DiscsKey{}) return nullptr;
        }
    }
    const Value* find(const DiscsKey& key) const {
        return const_cast<PositionTable*>(this)->find(key);
    }

    // The value of `key`, made (value-initialised) when it is not there; and whether it was
    // made.
    std::pair<Value*, bool> emplace(const DiscsKey& key) {
        if ((size_ + 1) * 100 > slots_.size() * kMaxLoadPercent) {
            rehash(slots_.empty() ? 16 : slots_.size() * 2);
        }
        for (std::size_t at = home(key);; at = next(at)) {
            Slot& slot = slots_[at];
            if (slot.key == key) return {&slot.value, false};
            if (slot.key == DiscsKey{}) {
                slot.key = key;
                slot.value = Value{};
                ++size_;
                return {&slot.value, true};
            }
        }
    }
    Value& operator[](const DiscsKey& key) { return *emplace(key).first; }

    // Removes `key` if it is there; whether it was.
    bool erase(const DiscsKey& key) {
        if (slots_.empty()) return false;
        std::size_t hole = home(key);
        while (!(slots_[hole].key == key)) {
            if (slots_[hole].key == DiscsKey{}) return false;
            hole = next(hole);
        }
        // Each later key of the run that may fill the hole (its home is not between the hole
        // and it) moves back into it.
        for (std::size_t at = next(hole); !(slots_[at].key == DiscsKey{}); at = next(at)) {
            const std::size_t wanted = home(slots_[at].key);
            const bool between =
                hole <= at ? hole < wanted && wanted <= at : hole < wanted || wanted <= at;
            if (between) continue;
            slots_[hole] = std::move(slots_[at]);
            hole = at;
        }
        slots_[hole] = Slot{};
        --size_;
        return true;
    }

    // Calls `visit(key, value)` for every key, in the table's order.
    template <typename Visit>
    void forEach(Visit&& visit) const {
        for (const Slot& slot : slots_) {
            if (!(slot.key == DiscsKey{})) visit(slot.key, slot.value);
        }
    }
    template <typename Visit>
    void forEach(Visit&& visit) {
        for (Slot& slot : slots_) {
            if (!(slot.key == DiscsKey{})) visit(std::as_const(slot.key), slot.value);
        }
    }

private:
    static constexpr std::size_t kMaxLoadPercent = 70;

    struct Slot {
        DiscsKey key;
        Value value{};
    };

    std::size_t home(const DiscsKey& key) const {
        std::uint64_t hash = key.player * 0x9E3779B97F4A7C15ULL;
        hash ^= std::rotl(key.opponent, 29) * 0xC2B2AE3D27D4EB4FULL;
        hash ^= hash >> 31;
        hash *= 0xBF58476D1CE4E5B9ULL;
        hash ^= hash >> 29;
        return std::size_t(hash) & (slots_.size() - 1);
    }
    std::size_t next(std::size_t at) const { return (at + 1) & (slots_.size() - 1); }

    void rehash(std::size_t capacity) {
        std::vector<Slot> old(capacity);
        old.swap(slots_);
        size_ = 0;
        for (Slot& slot : old) {
            if (!(slot.key == DiscsKey{})) *emplace(slot.key).first = std::move(slot.value);
        }
    }

    std::vector<Slot> slots_;
    std::size_t size_ = 0;
};

}  // namespace hasami
