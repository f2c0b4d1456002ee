// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/data/builtin_data.h"

#include "engine/book/book.h"
#include "engine/book/openings.h"
#include "engine/eval/pattern_weights.h"
#include "engine/game/expected_score.h"
#include "engine/puzzles/puzzle.h"
#include "engine/search/probcut.h"

namespace hasami {

std::vector<std::string> builtInDataProblems(const BuiltInBooks& books) {
    std::vector<std::string> problems;
    for (const int size : {8, 6}) {
        if (std::string problem = builtInWeightsProblem(size); !problem.empty()) {
            problems.push_back(std::move(problem));
        }
    }
    if (std::string problem = builtInProbCutProblem(); !problem.empty()) {
        problems.push_back("the built-in Multi-ProbCut table: " + problem);
    }
    if (std::string problem = ExpectedScore::builtInProblem(); !problem.empty()) {
        problems.push_back("the built-in expected-score model: " + problem);
    }
    if (std::string problem = OpeningNames::builtInProblem(); !problem.empty()) {
        problems.push_back("the built-in opening names: " + problem);
    }
    if (!books.problem().empty()) problems.push_back(books.problem());
    if (std::string problem = builtInPuzzlesProblem(); !problem.empty()) {
        problems.push_back(std::move(problem));
    }
    return problems;
}

}  // namespace hasami
