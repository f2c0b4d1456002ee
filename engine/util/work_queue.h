// SPDX-License-Identifier: GPL-3.0-or-later
// Work shared out between threads: each thread takes the next unclaimed item until none is
// left. Every thread keeps state of its own (a searcher, its tables) from item to item.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <thread>
#include <vector>

namespace hasami {

// Calls work(state, i) for every i in [0, count), on `threads` threads (the calling one among
// them, and never more threads than items); each thread's `state` is made by makeState() on
// that thread. Returns when every item is done.
template <typename MakeState, typename Work>
void forEachInParallel(int threads, std::size_t count, MakeState makeState, Work work) {
    std::atomic<std::size_t> next{0};
    auto worker = [&] {
        auto state = makeState();
        for (std::size_t i = next++; i < count; i = next++) work(state, i);
    };
    const std::size_t helpers =
        std::min<std::size_t>(std::max(threads, 1), std::max<std::size_t>(count, 1)) - 1;
    std::vector<std::jthread> pool;
    pool.reserve(helpers);
    for (std::size_t t = 0; t < helpers; ++t) pool.emplace_back(worker);
    worker();
}

}  // namespace hasami
