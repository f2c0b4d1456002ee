// SPDX-License-Identifier: GPL-3.0-or-later
// The searcher: negamax alpha-beta with principal-variation (null-window) search, iterative
// deepening with aspiration windows, a transposition table, move ordering, optional null-move
// reduction, and an exact endgame solver. Scores are final disc differences for the side to
// move (estimated in the midgame, exact once `exact` is set).
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "engine/board/geometry.h"
#include "engine/board/position.h"
#include "engine/eval/eval.h"
#include "engine/eval/pattern_weights.h"
#include "engine/search/move_order.h"
#include "engine/search/probcut.h"
#include "engine/search/search_threads.h"
#include "engine/search/solve_cache.h"
#include "engine/search/transposition_table.h"
#include "engine/search/types.h"

namespace hasami {

struct SearchOptions {
    std::size_t hashMegabytes = 64;
    // Threads searching each position together (docs/engine.md, "Parallel search"). With one,
    // a search is deterministic: the same position and limits give the same result and nodes.
    int threads = 1;
    // Solve exactly from this many empty squares on (0: only where the depth reaches the end).
    // Measured on positions of engine games: from 20 empties a solve takes 0.2 s on average
    // (0.7 s at worst), from 22 already 1.3 s (5 s at worst), too slow for a move a second.
    int exactEmpties = 20;
    bool transpositionTable = true;
    bool principalVariation = true;  // null-window search of later moves; false: alpha-beta
    bool aspiration = true;          // iterations start with a narrow window around the last
    bool nullMove = false;           // null-move reduction in null-window nodes (docs/engine.md)
    int nullMoveDepthCut = 4;        // the null move is searched to depth - this
    int nullMoveReduction = 3;       // a node whose null move fails high loses this much depth
    bool learnedEvaluation = true;   // false: the hand-weighted evaluation on every board
    // The learned weights to use instead of the built-in ones, on the board they are for.
    std::shared_ptr<const PatternWeights> weights;
    // Multi-ProbCut (docs/engine.md) on the 8x8 board with the learned evaluation: the
    // selectivity level of midgame searches (kNoSelectivity: none), and whether an exact
    // solve first runs probable, selective solves that order its moves.
    int selectivity = 2;
    bool selectiveSolve = true;
    // How many ProbCut shallow searches may lie within each other: with 2 (as Edax), the
    // shallow search that predicts a node may itself be cut once; with 1, it searches in full.
    int probCutLevels = 2;
    // The plies from one iteration of a best-move search to the next: with 2 (as Edax), the
    // iterations keep the parity of the last, so that the evaluation's swing with the side to
    // move never shifts the aspiration window; with 1, every depth (docs/engine.md). An
    // analysis of every move, and the iterations that order an exact solve, deepen a ply at
    // a time.
    int deepeningStep = 2;
};

class Searcher {
public:
    explicit Searcher(const SearchOptions& options = {});
    // A searcher that uses `table` instead of a table of its own (options.hashMegabytes is
    // then ignored): a process playing many games reuses one table instead of allocating one
    // per game. `table` must outlive the searcher and serve no other search at the same time.
    Searcher(const SearchOptions& options, TranspositionTable& table);

    // The best move and its score within `limits`. Stops early, with the best move found so
    // far, when `cancel` becomes true. `progress` is called after every completed iteration.
    SearchInfo search(const Position& position, const SearchLimits& limits,
                      const std::atomic<bool>* cancel = nullptr,
                      const ProgressCallback& progress = {});

    // The value of every legal move of `position` within `limits`: iterative deepening in
    // which each move gets an exact value (not a bound) at each depth, then, when the limits
    // reach the end of the game, its exact final score. `progress` hears of every completed
    // iteration. Stops early when `cancel` becomes true, with each move's deepest value.
    Analysis analyze(const Position& position, const SearchLimits& limits,
                     const std::atomic<bool>* cancel = nullptr,
                     const AnalysisCallback& progress = {});

    void clearHash() { table_.clear(); }
    int threads() const { return threads_ ? threads_->count() : 1; }

private:
    friend class SearchThreads;

    struct MoveLoopResult {
        int score;      // the best score found, fail-soft
        int bestIndex;  // the move that scored it, in the order searched; -1 if none was
    };

    // Midgame: fail-soft negamax with PVS, `depth` plies (passes are free).
    int midgame(Bitboard player, Bitboard opponent, int depth, int alpha, int beta, bool pvNode,
                bool afterNullMove);
    // The depth a midgame node is searched to after the null-move reduction (a null-window
    // node whose opponent, moving twice, still fails high is searched shallower).
    int nullMoveDepth(Bitboard player, Bitboard opponent, int depth, int alpha, int beta,
                      bool pvNode, bool afterNullMove);
    // Before a midgame node `depth` plies above its leaves searches its moves: the children's
    // table buckets asked of the memory (their probes come soon), and, from
    // midgame_order::kChildValueDepth on, each child's evaluation added to its move's priority.
    void prepareMoves(MoveList& list, Bitboard player, Bitboard opponent, int depth,
                      Square hashMove);
    // Endgame: the exact final score, fail-soft within (alpha, beta).
    int solve(Bitboard player, Bitboard opponent, int alpha, int beta, int empties);
    int solveDeep(Bitboard player, Bitboard opponent, int alpha, int beta, int empties);
    // Multi-ProbCut: the bound a shallow search predicts the node fails on, with the current
    // selectivity's margin (alpha if it fails low, beta if high), if it predicts one. `exact`:
    // the node is an exact solve, else a search of `depth` plies.
    std::optional<int> probCut(Bitboard player, Bitboard opponent, int empties, int depth,
                               bool exact, int alpha, int beta);
    bool mayProbCut() const {
        return selectivity_ < kNoSelectivity && probCutLevel_ < options_.probCutLevels &&
               hasProbCutModels();
    }
    // Whether the Multi-ProbCut models fit the board and evaluation searched.
    bool hasProbCutModels() const { return geometry_->size == 8 && options_.learnedEvaluation; }
    // How sure this search's results are, as the table records it.
    int sureness() const {
        return selectivity_ < kNoSelectivity ? selectivity_ : TranspositionTable::kProven;
    }
    // Refines the solver's move order by a shallow midgame search of each move.
    void sortByShallowSearch(EndgameMoveList& list, Bitboard player, Bitboard opponent, int alpha,
                             int empties);
    // Before a solver's node searches: what the table (from kTableEmpties, at `key`) and the
    // solver's cache already settle of it or of its children, if anything.
    std::optional<int> knownCutoff(std::uint64_t key, bool useTable, Bitboard player,
                                   Bitboard opponent, EndgameMoveList& list, int& alpha, int& beta,
                                   int empties);
    int solveShallow(Bitboard player, Bitboard opponent, int alpha, int beta, int empties);
    // The move loop of a shallow node (parity order), after its cut-offs.
    int solveShallowMoves(Bitboard player, Bitboard opponent, int alpha, int beta, int empties);
    int solveTwo(Bitboard player, Bitboard opponent, int alpha, int beta, Bitboard empty);
    int solveLast(Bitboard player, Bitboard opponent, int alpha, Square square);

    // The move loop of every node, midgame, root and exact solver alike: principal-variation
    // search within (alpha, beta), fail-soft. `moves` hands out its moves in order (size(),
    // pick(i)); searchChild(move, alpha, beta, pvNode) returns the move's score for the side
    // to move. The first move gets the full window, the others a null window first and the
    // full one again only if they land inside it; stops at a cut-off or when the search stops.
    // searchChild(searcher, move, alpha, beta, pvNode) searches with `searcher`, which is this
    // one or, when the node is `splittable` and threads are free, a helper's: after its first
    // move, a splittable node shares the rest with them (docs/engine.md, "Parallel search").
    // The moves of a node one ply above the leaves, each child valued by its static evaluation
    // reached from this node's reading of the patterns (evaluateChild).
    MoveLoopResult searchLeaves(MoveList& list, Bitboard player, Bitboard opponent, int alpha,
                                int beta, bool pvNode);
    template <typename Moves, typename SearchChild>
    MoveLoopResult searchMoves(Moves& moves, int alpha, int beta, bool pvNode, bool splittable,
                               SearchChild searchChild);
    // The score of `move`, not the node's first: a null window, then the full one if it lands
    // inside; the full window from the start without principal-variation search.
    template <typename SearchChild>
    int searchLaterMove(SearchChild& searchChild, const OrderedMove& move, int alpha, int beta,
                        bool pvNode);
    // Searches the moves of `moves` from the `next`-th on together with the free threads;
    // false, having searched nothing, if none is free.
    template <typename Moves, typename SearchChild>
    bool searchInParallel(Moves& moves, int next, int& alpha, int beta, bool pvNode,
                          MoveLoopResult& result, SearchChild& searchChild);
    // What the table knows of the node `key` searched `depth` plies deep (kExactDepth: solved):
    // sets `hashMove` (if a search at least `moveDepth` plies deep, or a solve, found it), and
    // returns the score if its bounds settle the node within (alpha, beta), else narrows
    // (alpha, beta) to them. Principal-variation nodes take only solved scores from it, so that
    // their line stays whole.
    std::optional<int> probeTable(std::uint64_t key, int depth, bool pvNode, int& alpha, int& beta,
                                  Square& hashMove, int moveDepth = 0) const;

    // Iterative deepening within `limits` from a position with `empties` empties: calls
    // iterate(depth) for depth 1, 2, ... (or, `step` 2, every other depth, of the parity of
    // the last), then iterate(-1) for the exact solve when the limits reach the end of the
    // game; stops when an iteration returns false or the time is short.
    template <typename Iterate>
    void deepenWithin(const SearchLimits& limits, int empties, int step, Iterate iterate);
    // `search(alpha, beta)` with an aspiration window around `guess`, widened until the score
    // falls inside it (the full window when aspiration is off).
    template <typename SearchWindow>
    int withAspiration(int guess, SearchWindow search);
    // The score of the root move `move` for the side to move at `depth` plies (exactly, if
    // depth < 0), within (alpha, beta).
    int rootMoveScore(Bitboard player, Bitboard opponent, const OrderedMove& move, int depth,
                      int alpha, int beta, bool pvNode);
    // The moves of the root, in the order of the move list; with `distinctOnly`, one of each
    // set of moves a symmetry of the position makes equal.
    std::vector<OrderedMove> rootMovesOf(const Position& position, bool distinctOnly) const;
    // Whether `limits` ask for the end of the game from a position with `empties` empties.
    bool reachesTheEnd(const SearchLimits& limits, int empties) const;
    // One analysis iteration at `depth` (exactly, if depth < 0): every move's value, best first,
    // or with `bestMoves` above 0 the values of that many best moves and an upper bound of the
    // others'; false if the search stopped first.
    bool analyzeIteration(Bitboard player, Bitboard opponent, std::vector<OrderedMove>& moves,
                          std::vector<MoveValue>& values, int depth, int bestMoves);

    // One pass over the root moves at `depth` (or exactly, if depth < 0) within (alpha, beta);
    // the best move found is put first.
    int searchRoot(Bitboard player, Bitboard opponent, std::vector<OrderedMove>& moves, int depth,
                   int alpha, int beta);
    // searchRoot with an aspiration window around `guess`, widened until the score is inside.
    int searchRootAspirated(Bitboard player, Bitboard opponent, std::vector<OrderedMove>& moves,
                            int depth, int guess);
    // Resets the per-search state for a search of `position`.
    void startSearch(const Position& position, const SearchLimits& limits,
                     const std::atomic<bool>* cancel);
    // Iterative deepening from the root `position`, which has moves, ending with an exact
    // solve when the limits reach the end of the game.
    SearchInfo deepen(const Position& position, const SearchLimits& limits,
                      const ProgressCallback& progress);
    // `info` completed with the search's counts, time and principal variation.
    SearchInfo report(SearchInfo info, const Position& position);
    // The line the search expects from `position` on, starting with `first`.
    std::vector<Square> principalVariation(Position position, Square first, bool exact);
    Square bestMoveBySolving(const Position& position);

    int staticEval(Bitboard player, Bitboard opponent) const {
        return evaluateWith(patterns_, player, opponent, *geometry_);
    }
    // The pattern weights of the board of `geometry` this searcher's options choose, if any.
    const PatternWeights* patternsFor(const Geometry& geometry) const;
    // True once the search must stop (cancel, time or node limit), or, for a thread working at
    // a split point, once that point or one above it is cut off.
    bool pollStop();
    // Makes the helper threads the options ask for.
    void startThreads();
    // The nodes and leaves every thread has visited in this search.
    std::uint64_t totalNodes() const;
    std::uint64_t totalLeaves() const;
    // A helper's searcher takes on the per-search state of the master's.
    void followSearch(const Searcher& master);
    void countNode() {
        if (++nodes_ >= nextPoll_) pollStop();
    }

    SearchOptions options_;
    std::unique_ptr<TranspositionTable> ownTable_;  // unless the table is borrowed
    TranspositionTable& table_;
    SolveCache solveCache_;  // this thread's, for the solver's nodes below the shared table's
    std::unique_ptr<SearchThreads> ownThreads_;  // the master's, with more than one thread
    SearchThreads* threads_ = nullptr;           // the master's and its helpers'
    int slot_ = 0;                               // this searcher's thread among them

    // Per search
    const Geometry* geometry_ = &Geometry::of(8);
    std::uint64_t nodes_ = 0;
    std::uint64_t leaves_ = 0;
    std::uint64_t nextPoll_ = 0;
    std::uint64_t nodeLimit_ = 0;
    std::chrono::steady_clock::time_point start_;
    std::chrono::steady_clock::time_point deadline_;
    bool hasDeadline_ = false;
    const std::atomic<bool>* cancel_ = nullptr;
    bool stopped_ = false;
    SplitPoint* splitPoint_ = nullptr;  // the innermost split point this thread works at
    int selectivity_ = kNoSelectivity;  // the current iteration's
    int probCutLevel_ = 0;              // the ProbCut shallow searches this node lies within
    const PatternWeights* patterns_ = nullptr;  // of the board searched; nullptr: by hand
    std::uint64_t reportedNodes_ = 0;           // of nodes_, those added to the threads' total
    // The score of the root move a pass interrupted by the search's end proved better than the
    // pass's first move; nullopt when it proved none.
    std::optional<int> interruptedBest_;
};

// Plain minimax (negamax without pruning) to `depth` with the same evaluation and the same
// treatment of passes and finished games as Searcher: the reference its results must equal.
// Counts the leaves it evaluates in `leaves`.
int minimax(const Position& position, int depth, std::uint64_t& leaves);

}  // namespace hasami
