// SPDX-License-Identifier: GPL-3.0-or-later
// hasami-cli gtp and nboard: Hasami as an engine for other programs, on standard input and
// output, with the engine options on the command line.
#include <cstdio>
#include <iostream>
#include <string>

#include "app/cli/command.h"
#include "engine/players/levels.h"
#include "protocols/serve/gtp_engine.h"
#include "protocols/serve/nboard_engine.h"

namespace hasami::cli {

namespace {

void addEngineOptions(QCommandLineParser& parser) {
    parser.addOption({QStringLiteral("level"),
                      QStringLiteral("Play at level N, 1 to 13 (default: 10, or the protocol's "
                                     "depth)."),
                      QStringLiteral("N")});
    parser.addOption({QStringLiteral("depth"),
                      QStringLiteral("Search D plies a move (exact near the end), with the "
                                     "opening book."),
                      QStringLiteral("D")});
    parser.addOption({QStringLiteral("time"),
                      QStringLiteral("Search MS milliseconds a move, with the opening book."),
                      QStringLiteral("MS")});
    parser.addOption({QStringLiteral("no-book"),
                      QStringLiteral("Search from the first move, without the opening book "
                                     "(with --depth or --time; and NBoard hints).")});
    parser.addOption(searchThreadsOption());
    parser.addOption(hashOption());
}

Parsed<EngineSettings> engineSettingsOf(const QCommandLineParser& parser, const char* command) {
    if (!operands(parser).isEmpty()) {
        return refusal(QStringLiteral("%1 takes options only").arg(QLatin1String(command)));
    }
    const int chosen = int(parser.isSet(QStringLiteral("level"))) +
                       int(parser.isSet(QStringLiteral("depth"))) +
                       int(parser.isSet(QStringLiteral("time")));
    if (chosen > 1) return refusal(QStringLiteral("give one of --level, --depth and --time"));
    EngineSettings settings;
    const auto read = [&](const char* name, int low, int high,
                          int& into) -> std::optional<ParseError> {
        const QString option = QLatin1String(name);
        if (!parser.isSet(option)) return std::nullopt;
        const Parsed<int> value = parseNumber(parser.value(option), option, low, high);
        if (!value) return ParseError{value.error()};
        into = *value;
        return std::nullopt;
    };
    int milliseconds = 0;
    for (auto problem :
         {read("level", 1, kLevelCount, settings.level), read("depth", 1, 60, settings.depth),
          read("time", 1, 24 * 3600 * 1000, milliseconds)}) {
        if (problem) return *problem;
    }
    const Parsed<int> megabytes = hashMegabytesOf(parser);
    if (!megabytes) return ParseError{megabytes.error()};
    settings.hashMegabytes = *megabytes;
    settings.time = std::chrono::milliseconds(milliseconds);
    settings.book = !parser.isSet(QStringLiteral("no-book"));
    const Parsed<int> threads = searchThreadsOf(parser);
    if (!threads) return ParseError{threads.error()};
    settings.threads = *threads;
    return settings;
}

int runGtp(const EngineSettings& settings) {
    GtpEngine engine(settings);
    std::string line;
    while (!engine.quitting() && std::getline(std::cin, line)) {
        const std::string reply = engine.handle(line);
        std::fwrite(reply.data(), 1, reply.size(), stdout);
        std::fflush(stdout);
    }
    return 0;
}

int runNboard(const EngineSettings& settings) {
    NboardEngine engine(settings, [](const std::string& line) {
        std::fwrite(line.data(), 1, line.size(), stdout);
        std::fputc('\n', stdout);
        std::fflush(stdout);
    });
    std::string line;
    while (std::getline(std::cin, line)) {
        if (!engine.handle(line)) return 0;
    }
    // The input ended without quit: the search under way still answers.
    engine.finishSearch();
    return 0;
}

}  // namespace

Parsed<Action> prepareGtp(const Command& self, const QStringList& arguments) {
    QCommandLineParser parser;
    addEngineOptions(parser);
    if (auto settled = parseCommandLine(parser, self, {}, arguments)) return *settled;
    const Parsed<EngineSettings> settings = engineSettingsOf(parser, "gtp");
    if (!settings) return ParseError{settings.error()};
    return Action([settings = *settings] { return runGtp(settings); });
}

Parsed<Action> prepareNboard(const Command& self, const QStringList& arguments) {
    QCommandLineParser parser;
    addEngineOptions(parser);
    if (auto settled = parseCommandLine(parser, self, {}, arguments)) return *settled;
    const Parsed<EngineSettings> settings = engineSettingsOf(parser, "nboard");
    if (!settings) return ParseError{settings.error()};
    return Action([settings = *settings] { return runNboard(settings); });
}

}  // namespace hasami::cli
