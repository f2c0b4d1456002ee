// SPDX-License-Identifier: GPL-3.0-or-later
// hasami-cli gtp and nboard: Hasami as an engine for other programs, on standard input and
// output, with the engine options on the command line.
#include <cstdio>
#include <iostream>
#include <optional>
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
    parser.addOption({QStringLiteral("game-time"),
                      QStringLiteral("Search MS milliseconds a move on average over a game, less "
                                     "in the opening and most from 26 to 19 empties, with the "
                                     "opening book."),
                      QStringLiteral("MS")});
    parser.addOption({QStringLiteral("no-book"),
                      QStringLiteral("Search from the first move, without the opening book "
                                     "(with --depth, --time or --game-time; and NBoard hints).")});
    parser.addOption(searchThreadsOption());
    parser.addOption(hashOption());
}

Parsed<EngineSettings> engineSettingsOf(const QCommandLineParser& parser, const char* command) {
    if (!operands(parser).isEmpty()) {
        return refusal(QStringLiteral("%1 takes options only").arg(QLatin1String(command)));
    }
    const int chosen =
        int(parser.isSet(QStringLiteral("level"))) + int(parser.isSet(QStringLiteral("depth"))) +
        int(parser.isSet(QStringLiteral("time"))) + int(parser.isSet(QStringLiteral("game-time")));
    if (chosen > 1) {
        return refusal(QStringLiteral("give one of --level, --depth, --time and --game-time"));
    }
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
    int gameMilliseconds = 0;
    for (auto problem :
         {read("level", 1, kLevelCount, settings.level), read("depth", 1, 60, settings.depth),
          read("time", 1, 24 * 3600 * 1000, milliseconds),
          read("game-time", 1, 24 * 3600 * 1000, gameMilliseconds)}) {
        if (problem) return *problem;
    }
    settings.gameTime = std::chrono::milliseconds(gameMilliseconds);
    const Parsed<int> megabytes = hashMegabytesOf(parser);
    if (!megabytes) return ParseError{megabytes.error()};
    settings.hashMegabytes = *megabytes;
    settings.time = std::chrono::milliseconds(milliseconds);
    settings.book = !parser.isSet(QStringLiteral("no-book"));
    settings.books = Books(BuiltInBooks::read());
    const Parsed<int> threads = searchThreadsOf(parser);
    if (!threads) return ParseError{threads.error()};
    settings.threads = *threads;
    return settings;
}

// The longest line a protocol command takes: an NBoard `set game` holds a whole GGF game, a few
// kilobytes; a longer line is read to its end but not kept.
constexpr std::size_t kMaxProtocolLine = std::size_t(1) << 20;

// The next line of standard input, without its end; nullopt at the end of the input. A line
// longer than kMaxProtocolLine comes back empty with `tooLong` set, its rest passed over.
std::optional<std::string> nextLine(bool& tooLong) {
    std::string line;
    tooLong = false;
    std::streambuf& in = *std::cin.rdbuf();
    for (bool any = false;;) {
        const int next = in.sbumpc();
        if (next == std::char_traits<char>::eof()) {
            if (!any) return std::nullopt;
            break;
        }
        any = true;
        if (next == '\n') break;
        if (line.size() < kMaxProtocolLine) {
            line.push_back(char(next));
        } else {
            tooLong = true;
            line.clear();
            line.shrink_to_fit();
        }
    }
    return tooLong ? std::string() : line;
}

std::string tooLongText() {
    return "a line longer than " + std::to_string(kMaxProtocolLine) + " characters is no command";
}

int runGtp(const EngineSettings& settings) {
    GtpEngine engine(settings);
    bool tooLong = false;
    for (std::optional<std::string> line; !engine.quitting() && (line = nextLine(tooLong));) {
        const std::string reply = tooLong ? "? " + tooLongText() + "\n\n" : engine.handle(*line);
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
    bool tooLong = false;
    while (const std::optional<std::string> line = nextLine(tooLong)) {
        if (tooLong) {
            engine.refuseLine(tooLongText());
        } else if (!engine.handle(*line)) {
            return 0;
        }
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
