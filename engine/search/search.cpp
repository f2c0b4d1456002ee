// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/search/search.h"

#include <algorithm>
#include <cmath>

#include "engine/board/symmetry.h"
#include "engine/search/search_core.h"

namespace hasami {

namespace {

constexpr int kPollInterval = 2048;     // nodes between checks of cancel, time and nodes
constexpr int kSolvedLineEmpties = 12;  // an exact line is completed by solving from here
// Midgame nodes this deep or deeper share their moves with free threads; shallower ones cost
// less than handing them over.
constexpr int kSplitDepth = 5;

}  // namespace

Searcher::Searcher(const SearchOptions& options)
    : options_(options),
      ownTable_(std::make_unique<TranspositionTable>(
          options.transpositionTable ? options.hashMegabytes : 1)),
      table_(*ownTable_) {
    startThreads();
}

Searcher::Searcher(const SearchOptions& options, TranspositionTable& table)
    : options_(options), table_(table) {
    startThreads();
}

void Searcher::startThreads() {
    if (options_.selectivity < kNoSelectivity || options_.selectiveSolve) {
        probCutTable();  // read once, now, rather than in the middle of a search
    }
    options_.threads = std::clamp(options_.threads, 1, kMaxThreads);
    if (options_.threads == 1) return;
    SearchOptions helperOptions = options_;
    helperOptions.threads = 1;
    ownThreads_ = std::make_unique<SearchThreads>(
        options_.threads - 1, [&](int slot, SearchThreads* threads) {
            auto helper = std::make_unique<Searcher>(helperOptions, table_);
            helper->threads_ = threads;
            helper->slot_ = slot;
            return helper;
        });
    threads_ = ownThreads_.get();
}

std::uint64_t Searcher::totalNodes() const {
    return nodes_ + (ownThreads_ ? ownThreads_->helperNodes() : 0);
}

std::uint64_t Searcher::totalLeaves() const {
    return leaves_ + (ownThreads_ ? ownThreads_->helperLeaves() : 0);
}

bool Searcher::pollStop() {
    nextPoll_ = nodes_ + kPollInterval;
    if (stopped_) return true;
    std::uint64_t nodes = nodes_;
    if (threads_) {
        nodes = threads_->addNodes(nodes_ - reportedNodes_);
        reportedNodes_ = nodes_;
    }
    if ((cancel_ && cancel_->load(std::memory_order_relaxed)) ||
        (nodeLimit_ && nodes >= nodeLimit_) ||
        (hasDeadline_ && std::chrono::steady_clock::now() >= deadline_)) {
        stopped_ = true;
        if (threads_) threads_->stopAll();
    } else if (threads_ && (threads_->stopped() || (splitPoint_ && splitPoint_->cutOff()))) {
        stopped_ = true;
    }
    return stopped_;
}

const PatternWeights* Searcher::patternsFor(const Geometry& geometry) const {
    if (!options_.learnedEvaluation) return nullptr;
    if (options_.weights && options_.weights->layout().boardSize() == geometry.size) {
        return options_.weights.get();
    }
    return builtInWeights(geometry.size);
}

void Searcher::followSearch(const Searcher& master) {
    geometry_ = master.geometry_;
    patterns_ = master.patterns_;
    nodes_ = 0;
    leaves_ = 0;
    nextPoll_ = kPollInterval;
    nodeLimit_ = master.nodeLimit_;
    start_ = master.start_;
    deadline_ = master.deadline_;
    hasDeadline_ = master.hasDeadline_;
    cancel_ = master.cancel_;
    stopped_ = false;
    splitPoint_ = nullptr;
    reportedNodes_ = 0;
}

int Searcher::midgame(Bitboard player, Bitboard opponent, int depth, int alpha, int beta,
                      bool pvNode, bool afterNullMove) {
    countNode();
    if (stopped_) return 0;
    if (depth <= 0) {
        ++leaves_;
        return staticEval(player, opponent);
    }
    const Bitboard empty = geometry_->squares & ~(player | opponent);
    const int empties = popcount(empty);
    if (depth >= empties) return solve(player, opponent, alpha, beta, empties);

    const Bitboard moves = legalMoves(player, opponent, empty);
    if (!moves) {
        if (!legalMoves(opponent, player, empty)) {
            ++leaves_;
            return finalScore(player, opponent, geometry_->squareCount);
        }
        return -midgame(opponent, player, depth, -beta, -alpha, pvNode, afterNullMove);
    }

    const std::uint64_t key = positionKey(player, opponent, geometry_->size);
    Square hashMove = kNoSquare;
    if (options_.transpositionTable) {
        if (const auto score = probeTable(key, depth, pvNode, alpha, beta, hashMove)) return *score;
    }

    if (!pvNode && depth >= kProbCutMinDepth && mayProbCut()) {
        if (const auto cut = probCut(player, opponent, empties, depth, false, alpha, beta)) {
            return *cut;
        }
    }

    depth = nullMoveDepth(player, opponent, depth, alpha, beta, pvNode, afterNullMove);
    if (stopped_) return 0;
    if (depth <= 0) {
        ++leaves_;
        return staticEval(player, opponent);
    }

    MoveList list(player, opponent, moves, hashMove, *geometry_);
    prepareMoves(list, player, opponent, depth, hashMove);
    const MoveLoopResult result =
        depth == 1 && patterns_
            ? searchLeaves(list, player, opponent, alpha, beta, pvNode)
            : searchMoves(list, alpha, beta, pvNode, depth >= kSplitDepth,
                          [&](Searcher& searcher, const OrderedMove& move, int a, int b, bool pv) {
                              const Child child =
                                  childOf(player, opponent, move.square, move.flipped);
                              return -searcher.midgame(child.player, child.opponent, depth - 1, -b,
                                                       -a, pv, false);
                          });
    if (stopped_) return 0;
    if (options_.transpositionTable) {
        table_.store(key, depth, alpha, beta, result.score, list[result.bestIndex].square, depth,
                     sureness());
    }
    return result.score;
}

// The moves of a node one ply above the leaves: each child is what midgame() at depth 0 makes
// of it, its static evaluation, here reached from this node's reading of the patterns
// (evaluateChild) instead of each child's own.
Searcher::MoveLoopResult Searcher::searchLeaves(MoveList& list, Bitboard player, Bitboard opponent,
                                                int alpha, int beta, bool pvNode) {
    const patterns::Reading reading = patterns_->layout().readingOf(player, opponent);
    return searchMoves(list, alpha, beta, pvNode, false,
                       [&](Searcher& searcher, const OrderedMove& move, int, int, bool) {
                           searcher.countNode();
                           if (searcher.stopped_) return 0;
                           ++searcher.leaves_;
                           const Child child = childOf(player, opponent, move.square, move.flipped);
                           return -evaluateChild(*patterns_, reading, move.square, move.flipped,
                                                 child.player, child.opponent, *geometry_);
                       });
}

// Null-move reduction (docs/engine.md, "The searcher"): in a null-window node, let the opponent
// move twice; if even that fails high, this node is likely a cut node and is searched shallower.
// Returns the depth to search the node to.
int Searcher::nullMoveDepth(Bitboard player, Bitboard opponent, int depth, int alpha, int beta,
                            bool pvNode, bool afterNullMove) {
    if (!options_.nullMove || pvNode || afterNullMove || depth <= options_.nullMoveDepthCut ||
        beta != alpha + 1) {
        return depth;
    }
    const int nullScore = -midgame(opponent, player, depth - options_.nullMoveDepthCut, -beta,
                                   -beta + 1, false, true);
    return nullScore >= beta ? depth - options_.nullMoveReduction : depth;
}

void Searcher::prepareMoves(MoveList& list, Bitboard player, Bitboard opponent, int depth,
                            Square hashMove) {
    const bool prefetch = options_.transpositionTable && depth >= 2;
    const bool evaluate = depth >= midgame_order::kChildValueDepth;
    if (!prefetch && !evaluate) return;
    for (int i = 0; i < list.size(); ++i) {
        OrderedMove& move = list.at(i);
        const Child child = childOf(player, opponent, move.square, move.flipped);
        if (prefetch) table_.prefetch(positionKey(child.player, child.opponent, geometry_->size));
        if (evaluate && move.square != hashMove) {
            move.priority += midgame_order::kChildValue * staticEval(child.player, child.opponent);
        }
    }
}

std::optional<int> Searcher::probCut(Bitboard player, Bitboard opponent, int empties, int depth,
                                     bool exact, int alpha, int beta) {
    const ProbCutModel* model =
        exact ? probCutModelForSolve(empties) : probCutModel(empties, depth);
    if (!model) return std::nullopt;
    const int shallow = exact ? probCutShallowDepthForSolve(empties) : probCutShallowDepth(depth);
    const double margin = kProbCutT[selectivity_] * model->sigma;
    std::optional<int> cut;
    ++probCutLevel_;
    // The deep value is about a·v + b: the shallow value v that puts it beyond beta, or below
    // alpha, with the margin to spare.
    const int high = int(std::ceil((beta + margin - model->b) / model->a));
    if (high < kScoreBound &&
        midgame(player, opponent, shallow, high - 1, high, false, false) >= high && !stopped_) {
        cut = beta;
    }
    const int low = int(std::floor((alpha - margin - model->b) / model->a));
    if (!cut && !stopped_ && low > -kScoreBound &&
        midgame(player, opponent, shallow, low, low + 1, false, false) <= low && !stopped_) {
        cut = alpha;
    }
    --probCutLevel_;
    return cut;
}

namespace {

// The root's moves, in the order of the previous iteration: the best first.
struct RootMoves {
    std::vector<OrderedMove>& moves;
    int size() const { return int(moves.size()); }
    const OrderedMove& pick(int i) const { return moves[i]; }
};

}  // namespace

int Searcher::rootMoveScore(Bitboard player, Bitboard opponent, const OrderedMove& move, int depth,
                            int alpha, int beta, bool pvNode) {
    const Child child = childOf(player, opponent, move.square, move.flipped);
    if (depth >= 0) {
        return -midgame(child.player, child.opponent, depth - 1, -beta, -alpha, pvNode, false);
    }
    const int empties = popcount(geometry_->squares & ~(child.player | child.opponent));
    return -solve(child.player, child.opponent, -beta, -alpha, empties);
}

int Searcher::searchRoot(Bitboard player, Bitboard opponent, std::vector<OrderedMove>& moves,
                         int depth, int alpha, int beta) {
    RootMoves order{moves};
    const MoveLoopResult result =
        searchMoves(order, alpha, beta, true, depth < 0 || depth >= kSplitDepth,
                    [&](Searcher& searcher, const OrderedMove& move, int a, int b, bool pv) {
                        return searcher.rootMoveScore(player, opponent, move, depth, a, b, pv);
                    });
    // A pass cut short by the clock that has proven a later move better than the first (its
    // score above alpha, so above the first move's): its move is worth playing.
    interruptedBest_ = stopped_ && result.bestIndex > 0 && result.score > alpha
                           ? std::optional<int>(result.score)
                           : std::nullopt;
    // The best move first: what an interrupted search returns, and the next iteration's first.
    if (result.bestIndex > 0) {
        std::rotate(moves.begin(), moves.begin() + result.bestIndex,
                    moves.begin() + result.bestIndex + 1);
    }
    return result.score;
}

int Searcher::searchRootAspirated(Bitboard player, Bitboard opponent,
                                  std::vector<OrderedMove>& moves, int depth, int guess) {
    return withAspiration(guess, [&](int alpha, int beta) {
        return searchRoot(player, opponent, moves, depth, alpha, beta);
    });
}

std::vector<Square> Searcher::principalVariation(Position position, Square first, bool exact) {
    std::vector<Square> line;
    Square move = first;
    while (move != kNoSquare && line.size() < 64 && position.isLegal(move)) {
        line.push_back(move);
        position = position.play(move);
        if (position.isGameOver()) break;
        if (position.mustPass()) {
            move = kPass;
            continue;
        }
        const std::optional<TableEntry> entry =
            table_.probe(positionKey(position.player(), position.opponent(), position.size()));
        move = entry ? entry->bestMove : kNoSquare;
        // The solver keeps no table for the last few empties: an exact line is finished by
        // solving them, which is quick.
        if (move == kNoSquare && exact && position.emptyCount() <= kSolvedLineEmpties) {
            move = bestMoveBySolving(position);
        }
    }
    return line;
}

Square Searcher::bestMoveBySolving(const Position& position) {
    Square best = kNoSquare;
    int bestScore = -kInfinity;
    for (Square square : squaresOf(position.legalMoves())) {
        const Position next = position.play(square);
        const int score =
            -solve(next.player(), next.opponent(), -kInfinity, kInfinity, next.emptyCount());
        if (score > bestScore) {
            bestScore = score;
            best = square;
        }
    }
    return best;
}

void Searcher::startSearch(const Position& position, const SearchLimits& limits,
                           const std::atomic<bool>* cancel) {
    geometry_ = &Geometry::of(position.size());
    patterns_ = patternsFor(*geometry_);
    nodes_ = 0;
    leaves_ = 0;
    nextPoll_ = kPollInterval;
    nodeLimit_ = limits.nodes;
    start_ = std::chrono::steady_clock::now();
    hasDeadline_ = limits.time.count() > 0;
    deadline_ = start_ + limits.time;
    cancel_ = cancel;
    stopped_ = false;
    splitPoint_ = nullptr;
    selectivity_ = std::clamp(options_.selectivity, 0, kNoSelectivity);
    probCutLevel_ = 0;
    reportedNodes_ = 0;
    table_.newSearch();
    if (ownThreads_) ownThreads_->startSearch(*this);
}

SearchInfo Searcher::report(SearchInfo info, const Position& position) {
    info.nodes = totalNodes();
    info.leaves = totalLeaves();
    info.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    info.principalVariation = principalVariation(position, info.bestMove, info.exact);
    return info;
}

SearchInfo Searcher::search(const Position& position, const SearchLimits& limits,
                            const std::atomic<bool>* cancel, const ProgressCallback& progress) {
    startSearch(position, limits, cancel);
    SearchInfo info;
    if (position.isGameOver()) {
        info.exact = true;
        info.score = position.finalScore();
        info.bestMove = kNoSquare;
        return report(info, position);
    }
    if (!position.hasMoves()) {  // the forced pass: the score is the opponent's, negated
        info = search(position.pass(), limits, cancel);
        info.score = -info.score;
        info.bestMove = kPass;
        return report(info, position);
    }
    return deepen(position, limits, progress);
}

std::vector<OrderedMove> Searcher::rootMovesOf(const Position& position, bool distinctOnly) const {
    // A symmetric position (near the start) has moves of equal value: a search needs one of each.
    const Bitboard legal = distinctOnly ? distinctMoves(position.player(), position.opponent(),
                                                        position.legalMoves(), position.size())
                                        : position.legalMoves();
    MoveList list(position.player(), position.opponent(), legal, kNoSquare, *geometry_);
    std::vector<OrderedMove> moves;
    moves.reserve(list.size());
    for (int i = 0; i < list.size(); ++i) moves.push_back(list.pick(i));
    return moves;
}

bool Searcher::reachesTheEnd(const SearchLimits& limits, int empties) const {
    return limits.exact || (options_.exactEmpties > 0 && empties <= options_.exactEmpties) ||
           (limits.depth > 0 && limits.depth >= empties);
}

SearchInfo Searcher::deepen(const Position& position, const SearchLimits& limits,
                            const ProgressCallback& progress) {
    const Bitboard player = position.player();
    const Bitboard opponent = position.opponent();
    const int empties = position.emptyCount();
    std::vector<OrderedMove> rootMoves = rootMovesOf(position, true);
    SearchInfo info;
    info.bestMove = rootMoves.front().square;
    // Each iteration (depth < 0: the exact solve) starts from the last one's score and order.
    deepenWithin(limits, empties, options_.deepeningStep, [&](int depth) {
        const int score = searchRootAspirated(player, opponent, rootMoves, depth, info.score);
        if (stopped_) {
            // Cut short after proving another move better than the last iteration's best: that
            // move, valued by the deeper search at least as much.
            if (depth > 0 && interruptedBest_) {
                info.bestMove = rootMoves.front().square;
                info.score = *interruptedBest_;
            }
            return false;
        }
        info.bestMove = rootMoves.front().square;
        info.score = score;
        info.depth = depth < 0 ? empties : depth;
        info.exact = depth < 0 && selectivity_ == kNoSelectivity;
        // A selective search's confidence is told of probable solves alone: a midgame value
        // is an estimate at its depth, whatever its pruning.
        info.probability = depth < 0 ? kSelectivityPercent[selectivity_] : 100;
        if (progress) progress(report(info, position));
        return true;
    });
    if (stopped_ && info.depth == 0) info.bestMove = rootMoves.front().square;
    return report(info, position);
}

namespace {

int minimaxNode(Bitboard player, Bitboard opponent, int depth, const Geometry& geometry,
                std::uint64_t& leaves) {
    if (depth <= 0) {
        ++leaves;
        return evaluate(player, opponent, geometry);
    }
    const Bitboard empty = geometry.squares & ~(player | opponent);
    const Bitboard moves = legalMoves(player, opponent, empty);
    if (!moves) {
        if (!legalMoves(opponent, player, empty)) {
            ++leaves;
            return finalScore(player, opponent, geometry.squareCount);
        }
        return -minimaxNode(opponent, player, depth, geometry, leaves);
    }
    int best = -kInfinity;
    for (Square square : squaresOf(moves)) {
        const Bitboard flipped = flips(player, opponent, square);
        const Child child = childOf(player, opponent, square, flipped);
        best =
            std::max(best, -minimaxNode(child.player, child.opponent, depth - 1, geometry, leaves));
    }
    return best;
}

}  // namespace

int minimax(const Position& position, int depth, std::uint64_t& leaves) {
    return minimaxNode(position.player(), position.opponent(), depth, Geometry::of(position.size()),
                       leaves);
}

}  // namespace hasami
