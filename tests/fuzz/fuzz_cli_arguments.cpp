// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes hasami-cli's reading of its command line, in process: the input is the argument list,
// one argument per line. Reading never crashes and never runs anything; a refusal always says
// why, and the same arguments are always read the same way.
#include <string_view>

#include <QStringList>

#include "app/cli/command.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data), qsizetype(size));
    QStringList arguments{QStringLiteral("hasami-cli")};
    if (!text.isEmpty()) arguments += text.split(QLatin1Char('\n'));

    const hasami::Parsed<hasami::cli::Action> first = hasami::cli::prepareInvocation(arguments);
    const hasami::Parsed<hasami::cli::Action> second = hasami::cli::prepareInvocation(arguments);
    FUZZ_CHECK(first.ok() == second.ok());
    if (!first) {
        FUZZ_CHECK(!first.error().empty());
        FUZZ_CHECK(first.error() == second.error());
        return 0;
    }
    FUZZ_CHECK(bool(*first));
    return 0;
}
