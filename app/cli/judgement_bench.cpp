// SPDX-License-Identifier: GPL-3.0-or-later
// hasami-cli bench --judgement: the engine's judgement of the opening, on the perfect game of
// Takizawa ("Othello is solved", 2023). Every move of that game keeps the draw, so before each
// of them the move played is worth 0 and no move is worth more. Before each of its first 36
// moves, an analysis of D plies (with the book's values where it has them, then without the
// book) should value the move played within 2 discs of 0 and no move above 2; before each of
// the last 24, an exact analysis should value the move played 0 and no move above it.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string_view>
#include <thread>

#include "app/cli/command.h"
#include "engine/book/book.h"
#include "engine/formats/notation.h"
#include "engine/search/search.h"

namespace hasami::cli {

namespace {

constexpr std::string_view kPerfectGame =
    "f5d6c3d3c4f4f6f3e6e7d7c5b6d8c6c7d2b5a5a6a7g5e3b4c8g6g4c2e8d1f7e2g3h4f1e1f2g1b1f8g8b3h3b2h5"
    "b7a3a4a1a2c1h2h1g2b8a8g7h8h7h6";
constexpr int kJudgedByDepth = 36;  // the moves judged by a search of fixed depth; then exactly
constexpr int kMargin = 2;          // discs from 0 a search's value may be

enum class Mode { Book, Search, Exact };

const char* nameOf(Mode mode) {
    return mode == Mode::Book ? "book" : mode == Mode::Search ? "search" : "exact";
}

// What judges a move: the search, and the book the book's judgement reads.
struct Judges {
    Searcher& searcher;
    const Books& books;
};

// Before the move at `ply`: its value and the best value, as `mode` analyses the position.
void judge(const Judges& judges, const Position& position, Square played, int ply, Mode mode,
           int depth, int& good) {
    Searcher& searcher = judges.searcher;
    std::optional<Analysis> analysis;
    if (mode == Mode::Book) {
        if (const OpeningBook* book = judges.books.bookFor(position)) {
            analysis = bookAnalysis(*book, position);
        }
    }
    const bool fromBook = analysis.has_value();
    if (!analysis) {
        SearchLimits limits;
        if (mode == Mode::Exact) {
            limits.exact = true;
        } else {
            limits.depth = depth;
        }
        searcher.clearHash();
        analysis = searcher.analyze(position, limits);
    }
    const auto found =
        std::find_if(analysis->moves.begin(), analysis->moves.end(),
                     [played](const MoveValue& value) { return value.move == played; });
    if (found == analysis->moves.end()) return;
    const int best = analysis->moves.front().score;
    const bool ok = mode == Mode::Exact ? found->score == 0 && best <= 0
                                        : std::abs(found->score) <= kMargin && best <= kMargin;
    if (ok) ++good;
    std::printf("%s %d %s %d %d %s%s\n", nameOf(mode), ply + 1, squareName(played).c_str(),
                found->score, best, ok ? "ok" : "off", fromBook ? " book" : "");
    std::fflush(stdout);
}

}  // namespace

int runJudgementBench(int depth, const std::shared_ptr<const PatternWeights>& weights) {
    std::vector<Square> moves;
    for (std::size_t i = 0; i + 1 < kPerfectGame.size(); i += 2) {
        moves.push_back(*parseSquare(kPerfectGame.substr(i, 2)));
    }
    SearchOptions options;
    options.threads = int(std::max(1U, std::thread::hardware_concurrency()));
    options.weights = weights;
    Searcher searcher(options);
    const Books books(BuiltInBooks::read());
    for (const Mode mode : {Mode::Book, Mode::Search, Mode::Exact}) {
        int good = 0;
        int judged = 0;
        Position position = Position::initial(8);
        for (int ply = 0; ply < int(moves.size()); ++ply) {
            if (position.mustPass()) position = position.pass();
            const bool byDepth = ply < kJudgedByDepth;
            if (byDepth == (mode != Mode::Exact)) {
                judge({searcher, books}, position, moves[std::size_t(ply)], ply, mode, depth, good);
                ++judged;
            }
            position = position.play(moves[std::size_t(ply)]);
        }
        std::printf("%s %d of %d\n", nameOf(mode), good, judged);
    }
    return 0;
}

}  // namespace hasami::cli
