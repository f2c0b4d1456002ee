// SPDX-License-Identifier: GPL-3.0-or-later
// Parallel search within one position, Young Brothers Wait (Feldmann, Monien, Mysliwietz and
// Vornberger, "Distributed game tree search", 1989; the parallel searches of Crafty and Edax
// follow it): a node's first move is searched alone, then, if threads are idle, its younger
// brothers are shared out among them at a split point. A thread that waits for the helpers of
// its split point helps them with the split points below it meanwhile. A cut-off at a split
// point stops every thread working under it.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "engine/search/move_order.h"

namespace hasami {

class Searcher;

// A node whose remaining moves several threads search. It lives on its owner's stack while
// they do; every field but `cutoff` is guarded by the threads' mutex.
struct SplitPoint {
    SplitPoint* parent = nullptr;  // the split point the owner works under, if any
    int ownerSlot = 0;
    // The node's moves: pick(moves, i) is the i-th in the order searched.
    void* moves = nullptr;
    OrderedMove (*pick)(void* moves, int i) = nullptr;
    // search(child, searcher, move, alpha, beta, pvNode): the move's score, searched by
    // `searcher` as the node's loop would (a null window first, unless it is the first move).
    void* child = nullptr;
    int (*search)(void* child, Searcher& searcher, const OrderedMove& move, int alpha, int beta,
                  bool pvNode) = nullptr;
    int next = 0;  // the next move to hand out
    int count = 0;
    int alpha = 0;
    int beta = 0;
    bool pvNode = false;
    int bestScore = 0;
    int bestIndex = -1;
    int workers = 0;  // threads other than the owner working here
    // The owner's search: its selectivity, and the ProbCut shallow searches it lies within.
    int selectivity = 0;
    int probCutLevel = 0;
    std::atomic<bool> cutoff{false};

    // Whether this split point or one it lies under has been cut off.
    bool cutOff() const {
        for (const SplitPoint* point = this; point; point = point->parent) {
            if (point->cutoff.load(std::memory_order_relaxed)) return true;
        }
        return false;
    }
    // Whether this split point lies under `other` (is it, or below it).
    bool within(const SplitPoint* other) const {
        for (const SplitPoint* point = this; point; point = point->parent) {
            if (point == other) return true;
        }
        return false;
    }
};

// The helper threads of one Searcher, each with a searcher of its own sharing the master's
// transposition table. Made once with the searcher: searching allocates nothing.
class SearchThreads {
public:
    // `helpers` threads; `makeSearcher(slot, threads)` makes each one's searcher (slots 1 to
    // helpers; slot 0 is the master's), `threads` being this.
    template <typename MakeSearcher>
    SearchThreads(int helpers, MakeSearcher makeSearcher) {
        slots_.push_back(std::make_unique<Slot>());  // the master's
        for (int i = 1; i <= helpers; ++i) {
            slots_.push_back(std::make_unique<Slot>());
            slots_.back()->searcher = makeSearcher(i, this);
        }
        for (int i = 1; i <= helpers; ++i) {
            slots_[i]->thread = std::thread([this, i] { serve(i); });
        }
    }
    ~SearchThreads();
    SearchThreads(const SearchThreads&) = delete;
    SearchThreads& operator=(const SearchThreads&) = delete;

    int count() const { return int(slots_.size()); }  // threads, the master's among them

    // Whether some thread may take a share of a split point now (a hint: share() decides).
    bool mayHelp() const { return available_.load(std::memory_order_relaxed) > 0; }

    // Prepares the helpers for a search by `master`.
    void startSearch(const Searcher& master);
    // The nodes and leaves the helpers visited in the search.
    std::uint64_t helperNodes() const;
    std::uint64_t helperLeaves() const;

    // Shares `split` with the threads free to help, and searches it with them. Returns false,
    // having done nothing, if no thread was free.
    bool share(Searcher& owner, SplitPoint& split);

    // The whole search stops (its limits were reached or it was cancelled).
    void stopAll() { stop_.store(true, std::memory_order_relaxed); }
    bool stopped() const { return stop_.load(std::memory_order_relaxed); }
    // Counts `nodes` more visited by some thread; returns the search's total so far.
    std::uint64_t addNodes(std::uint64_t nodes) {
        return nodes_.fetch_add(nodes, std::memory_order_relaxed) + nodes;
    }

private:
    struct Slot {
        std::unique_ptr<Searcher> searcher;  // none for the master's slot
        SplitPoint* job = nullptr;           // handed to this thread, not yet taken
        SplitPoint* waitingAt = nullptr;     // the owner waits for this split point's helpers
        bool idle = false;                   // a helper with nothing to do
        std::condition_variable wake;
        std::thread thread;
    };

    void serve(int index);  // the life of the helper thread in slots_[index]
    // Whether the thread of `slot` may take a share of `split` (the mutex held).
    bool canHelp(const Slot& slot, const SplitPoint& split) const;
    // `searcher` searches moves of `split` until none is left or it is cut off.
    void work(Searcher& searcher, SplitPoint& split);
    // `searcher` works at `split` as a helper, then leaves it (the mutex not held).
    void help(Searcher& searcher, SplitPoint& split);
    // The owner of `split` waits until its helpers are done, helping below it meanwhile.
    void waitForHelpers(Searcher& owner, SplitPoint& split, std::unique_lock<std::mutex>& lock);

    std::mutex mutex_;
    std::vector<std::unique_ptr<Slot>> slots_;
    std::atomic<int> available_{0};  // idle helpers and owners waiting for theirs
    std::atomic<bool> stop_{false};
    std::atomic<std::uint64_t> nodes_{0};
    bool quit_ = false;
};

}  // namespace hasami
