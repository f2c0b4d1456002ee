// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/search/probcut.h"

#include <algorithm>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "engine/util/embedded_file.h"
#include "engine/util/numbers.h"
#include "engine/util/words.h"

HASAMI_EMBED_FILE(hasami_probcut_table, HASAMI_PROBCUT_TABLE);

namespace hasami {

namespace {

// The words of a line, up to a comment.
std::vector<std::string_view> wordsOf(std::string_view line) {
    return splitWords(line.substr(0, line.find('#')));
}

bool read(std::string_view word, int& value) {
    const auto number =
        parseInteger(word, std::numeric_limits<int>::min(), std::numeric_limits<int>::max());
    if (number) value = int(*number);
    return number.has_value();
}

bool read(std::string_view word, double& value) {
    const auto number = parseDecimal(word);
    if (number) value = *number;
    return number.has_value();
}

}  // namespace

Parsed<ProbCutTable> parseProbCutTable(std::string_view text) {
    ProbCutTable table;
    int lineNumber = 0;
    for (const std::string_view line : splitLines(text)) {
        ++lineNumber;
        const std::vector<std::string_view> words = wordsOf(line);
        if (words.empty()) continue;
        const auto fail = [&](const std::string& what) {
            return ParseError{"probcut table line " + std::to_string(lineNumber) + ": " + what};
        };
        const bool midgame = words[0] == "midgame";
        if (!midgame && words[0] != "exact") return fail("expected 'midgame' or 'exact'");
        const std::size_t count = midgame ? 6 : 5;
        if (words.size() != count) return fail("expected " + std::to_string(count) + " fields");
        int empties = 0;
        int depth = 0;
        ProbCutModel model;
        std::size_t next = 1;
        if (!read(words[next++], empties) || empties < 0 || empties > kProbCutMaxEmpties) {
            return fail("empties out of range");
        }
        if (midgame && (!read(words[next++], depth) || depth < 0 || depth > kProbCutMaxDepth)) {
            return fail("depth out of range");
        }
        if (!read(words[next++], model.a) || !read(words[next++], model.b) ||
            !read(words[next], model.sigma) || !(model.a > 0) || !(model.sigma > 0)) {
            return fail("a and sigma must be positive numbers, b a number");
        }
        (midgame ? table.midgame[empties][depth] : table.exact[empties]) = model;
    }
    return table;
}

namespace {

std::string modelText(const ProbCutModel& model) {
    return formatDecimal(model.a, 4) + " " + formatDecimal(model.b, 4) + " " +
           formatDecimal(model.sigma, 4) + "\n";
}

}  // namespace

std::string formatProbCutTable(const ProbCutTable& table) {
    std::string text;
    for (int empties = 0; empties <= kProbCutMaxEmpties; ++empties) {
        for (int depth = 0; depth <= kProbCutMaxDepth; ++depth) {
            const ProbCutModel& model = table.midgame[empties][depth];
            if (model.sigma <= 0) continue;
            text += "midgame " + std::to_string(empties) + " " + std::to_string(depth) + " " +
                    modelText(model);
        }
    }
    for (int empties = 0; empties <= kProbCutMaxEmpties; ++empties) {
        const ProbCutModel& model = table.exact[empties];
        if (model.sigma <= 0) continue;
        text += "exact " + std::to_string(empties) + " " + modelText(model);
    }
    return text;
}

namespace {

Parsed<ProbCutTable> parseBuiltInTable() {
    return parseProbCutTable(std::string_view(
        hasami_probcut_table, std::size_t(hasami_probcut_table_end - hasami_probcut_table)));
}

}  // namespace

std::string builtInProbCutProblem() {
    return parseBuiltInTable().error();
}

const ProbCutTable& probCutTable() {
    static const ProbCutTable table = [] {
        Parsed<ProbCutTable> parsed = parseBuiltInTable();
        if (!parsed) {
            std::fprintf(stderr, "hasami: the built-in %s\n", parsed.error().c_str());
            std::abort();
        }
        ProbCutTable read = std::move(parsed).value();
        // A depth without a model takes the one two plies shallower, if it has one: the deepest
        // fitted model of the same parity serves every depth beyond.
        for (auto& models : read.midgame) {
            for (int depth = 2; depth <= kProbCutMaxDepth; ++depth) {
                if (models[depth].sigma <= 0) models[depth] = models[depth - 2];
            }
        }
        return read;
    }();
    return table;
}

const ProbCutModel* probCutModel(int empties, int depth) {
    const ProbCutModel& model =
        probCutTable().midgame[std::min(empties, kProbCutMaxEmpties)][std::min(
            depth, kProbCutMaxDepth - ((depth ^ kProbCutMaxDepth) & 1))];
    return model.sigma > 0 ? &model : nullptr;
}

const ProbCutModel* probCutModelForSolve(int empties) {
    const auto& exact = probCutTable().exact;
    // Beyond the fitted empties, the last fitted model of the same parity.
    for (int e = std::min(empties, kProbCutMaxEmpties); e >= 0; e -= 2) {
        if (exact[e].sigma > 0) return &exact[e];
    }
    return nullptr;
}

}  // namespace hasami
