// SPDX-License-Identifier: GPL-3.0-or-later
// hasami-check-data: run by the build after the engine is built. Fails, naming the file and the
// fault, when a data file built into the engine is damaged or does not fit the code.
#include <cstdio>

#include "engine/book/book.h"
#include "engine/data/builtin_data.h"

int main() {
    const std::vector<std::string> problems =
        hasami::builtInDataProblems(*hasami::BuiltInBooks::read());
    for (const std::string& problem : problems) {
        std::fprintf(stderr, "hasami-check-data: %s\n", problem.c_str());
    }
    return problems.empty() ? 0 : 1;
}
