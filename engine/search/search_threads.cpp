// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/search/search_threads.h"

#include "engine/search/search.h"

namespace hasami {

SearchThreads::~SearchThreads() {
    {
        std::lock_guard lock(mutex_);
        quit_ = true;
    }
    for (const auto& slot : slots_) {
        slot->wake.notify_one();
        if (slot->thread.joinable()) slot->thread.join();
    }
}

void SearchThreads::startSearch(const Searcher& master) {
    std::lock_guard lock(mutex_);
    stop_.store(false, std::memory_order_relaxed);
    nodes_.store(0, std::memory_order_relaxed);
    for (std::size_t i = 1; i < slots_.size(); ++i) slots_[i]->searcher->followSearch(master);
}

std::uint64_t SearchThreads::helperNodes() const {
    std::uint64_t nodes = 0;
    for (std::size_t i = 1; i < slots_.size(); ++i) nodes += slots_[i]->searcher->nodes_;
    return nodes;
}

std::uint64_t SearchThreads::helperLeaves() const {
    std::uint64_t leaves = 0;
    for (std::size_t i = 1; i < slots_.size(); ++i) leaves += slots_[i]->searcher->leaves_;
    return leaves;
}

bool SearchThreads::canHelp(const Slot& slot, const SplitPoint& split) const {
    if (slot.job) return false;
    return slot.idle || (slot.waitingAt && split.within(slot.waitingAt));
}

bool SearchThreads::share(Searcher& owner, SplitPoint& split) {
    std::unique_lock lock(mutex_);
    split.parent = owner.splitPoint_;
    split.ownerSlot = owner.slot_;
    for (int i = 0; i < count(); ++i) {
        Slot& slot = *slots_[i];
        if (i == owner.slot_ || !canHelp(slot, split)) continue;
        slot.job = &split;
        slot.idle = false;
        ++split.workers;
        available_.fetch_sub(1, std::memory_order_relaxed);
        slot.wake.notify_one();
    }
    if (split.workers == 0) return false;
    lock.unlock();

    owner.splitPoint_ = &split;
    work(owner, split);
    lock.lock();
    waitForHelpers(owner, split, lock);
    owner.splitPoint_ = split.parent;
    owner.stopped_ = stopped() || (split.parent && split.parent->cutOff());
    return true;
}

void SearchThreads::work(Searcher& searcher, SplitPoint& split) {
    std::unique_lock lock(mutex_);
    while (!split.cutoff.load(std::memory_order_relaxed) && split.next < split.count &&
           !searcher.stopped_) {
        const int index = split.next++;
        const OrderedMove move = split.pick(split.moves, index);
        const int alpha = split.alpha;
        lock.unlock();
        const int score =
            split.search(split.child, searcher, move, alpha, split.beta, split.pvNode);
        lock.lock();
        if (searcher.stopped_) break;
        if (score > split.bestScore) {
            split.bestScore = score;
            split.bestIndex = index;
            if (score > split.alpha) {
                split.alpha = score;
                if (score >= split.beta) split.cutoff.store(true, std::memory_order_relaxed);
            }
        }
    }
}

void SearchThreads::help(Searcher& searcher, SplitPoint& split) {
    SplitPoint* const outer = searcher.splitPoint_;
    const bool wasStopped = searcher.stopped_;
    const int selectivity = searcher.selectivity_;
    const int probCutLevel = searcher.probCutLevel_;
    searcher.splitPoint_ = &split;
    searcher.stopped_ = stopped() || split.cutOff();
    searcher.selectivity_ = split.selectivity;
    searcher.probCutLevel_ = split.probCutLevel;
    work(searcher, split);
    searcher.splitPoint_ = outer;
    searcher.stopped_ = wasStopped || stopped();
    searcher.selectivity_ = selectivity;
    searcher.probCutLevel_ = probCutLevel;
}

void SearchThreads::waitForHelpers(Searcher& owner, SplitPoint& split,
                                   std::unique_lock<std::mutex>& lock) {
    Slot& slot = *slots_[owner.slot_];
    slot.waitingAt = &split;
    available_.fetch_add(1, std::memory_order_relaxed);
    for (;;) {
        if (slot.job) {
            SplitPoint& job = *slot.job;
            slot.job = nullptr;
            lock.unlock();
            help(owner, job);
            lock.lock();
            if (--job.workers == 0) slots_[job.ownerSlot]->wake.notify_one();
            available_.fetch_add(1, std::memory_order_relaxed);
        } else if (split.workers == 0) {
            break;
        } else {
            slot.wake.wait(lock);
        }
    }
    slot.waitingAt = nullptr;
    available_.fetch_sub(1, std::memory_order_relaxed);
}

void SearchThreads::serve(int index) {
    Slot& slot = *slots_[index];
    std::unique_lock lock(mutex_);
    for (;;) {
        slot.idle = true;
        available_.fetch_add(1, std::memory_order_relaxed);
        slot.wake.wait(lock, [&] { return slot.job || quit_; });
        if (!slot.job) return;  // quit
        SplitPoint& job = *slot.job;
        slot.job = nullptr;
        lock.unlock();
        help(*slot.searcher, job);
        lock.lock();
        if (--job.workers == 0) slots_[job.ownerSlot]->wake.notify_one();
    }
}

}  // namespace hasami
