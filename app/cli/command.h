// SPDX-License-Identifier: GPL-3.0-or-later
// hasami-cli's commands (each in a file of its own: perft_commands.cpp, engine_commands.cpp,
// ...), on the command-line reading its programs share (app/command_line/command_line.h).
#pragma once

#include <chrono>
#include <memory>
#include <string>

#include "app/command_line/command_line.h"

namespace hasami::cli {

// hasami-cli and its commands.
const Program& hasamiCli();
// The same for hasami-cli.
Parsed<Action> prepareInvocation(const QStringList& arguments);

// Each command's preparation, in the file of its command; the table of hasamiCli() lists them.
Parsed<Action> preparePerft(const Command& self, const QStringList& arguments);
Parsed<Action> prepareTree(const Command& self, const QStringList& arguments);
Parsed<Action> prepareSolve(const Command& self, const QStringList& arguments);
Parsed<Action> prepareMove(const Command& self, const QStringList& arguments);
Parsed<Action> prepareArena(const Command& self, const QStringList& arguments);
Parsed<Action> prepareBench(const Command& self, const QStringList& arguments);
Parsed<Action> prepareAnalyze(const Command& self, const QStringList& arguments);
Parsed<Action> prepareGtp(const Command& self, const QStringList& arguments);
Parsed<Action> prepareNboard(const Command& self, const QStringList& arguments);
Parsed<Action> prepareLines(const Command& self, const QStringList& arguments);
Parsed<Action> prepareDb(const Command& self, const QStringList& arguments);
Parsed<Action> preparePuzzles(const Command& self, const QStringList& arguments);
Parsed<Action> prepareBook(const Command& self, const QStringList& arguments);
Parsed<Action> prepareReview(const Command& self, const QStringList& arguments);
Parsed<Action> prepareExpectedScore(const Command& self, const QStringList& arguments);

// The seconds from `start` to now, for the commands' timings.
double secondsSince(std::chrono::steady_clock::time_point start);

// bench --database: writes a generated database of `games` games into `folder` unless one is
// there, then times opening it, making its index and looking positions up (db_bench.cpp).
int runDatabaseBench(const std::string& folder, int games);
// bench --book: writes an Edax book of `positions` random openings to `path` unless one is
// there, then times importing it and exporting it again, and their peak memory
// (book_bench.cpp).
int runBookBench(const std::string& path, std::size_t positions);
// bench --judgement: along the perfect game, the value of each move played and of the best move
// at `depth` plies with the book and without, then exactly near the end (judgement_bench.cpp);
// the searches evaluate with `weights` when given, else with the built-in weights.
int runJudgementBench(int depth, const std::shared_ptr<const PatternWeights>& weights);
// bench --deepening: the time and nodes of each iteration of searches to `depth` plies on
// `count` midgame positions with `threads` threads, and the depth reached in 100 ms, both at
// the Multi-ProbCut `selectivity` given (deepening_bench.cpp).
int runDeepeningBench(int depth, int count, int threads, int selectivity);

}  // namespace hasami::cli
