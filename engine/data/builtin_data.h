// SPDX-License-Identifier: GPL-3.0-or-later
// The data built into the engine (learned weights, Multi-ProbCut models, the opening book and
// names), checked whole: the build refuses to finish with a damaged file (tools/check_data),
// and the programs refuse to start with one, naming it, rather than play with wrong knowledge.
#pragma once

#include <string>
#include <vector>

namespace hasami {

class BuiltInBooks;

// What is wrong with each damaged built-in file, the books as they were read; empty when all
// are sound.
std::vector<std::string> builtInDataProblems(const BuiltInBooks& books);

}  // namespace hasami
