// SPDX-License-Identifier: GPL-3.0-or-later
// hasami-cli review: games reviewed whole, each move classed by the expected score it lost,
// each side's accuracy and disc loss; and hasami-cli expected-score, which fits the model of
// expected score from games and measures its calibration (docs/engine.md, "Expected score").
#include <cstdio>
#include <mutex>

#include "app/cli/command.h"
#include "app/cli/game_input.h"
#include "app/cli/text_input.h"
#include "engine/formats/notation.h"
#include "engine/game/game_report.h"
#include "engine/players/game_reviewer.h"
#include "engine/search/search.h"
#include "engine/util/numbers.h"
#include "engine/util/work_queue.h"

namespace hasami::cli {

namespace {

constexpr int kDefaultReviewDepth = 12;  // as the window's analysis depth
constexpr int kDefaultExactEmpties = 20;

std::string percent(double value) {
    return formatDecimal(value, 1);
}

std::string signedDiscs(int value) {
    char text[16];
    std::snprintf(text, sizeof text, "%+d", value);
    return value == 0 ? std::string("0") : std::string(text);
}

// The lines of one game's review.
void printReport(const GameReport& report) {
    for (const std::optional<AssessedMove>& move : report.moves) {
        if (!move) continue;
        std::printf("%d %c %s %s %d %s %s %s\n", move->ply + 1, colorLetter(move->player),
                    squareName(move->move).c_str(), squareName(move->best).c_str(), move->discLoss,
                    percent(move->before).c_str(), percent(move->after).c_str(),
                    std::string(moveClassName(move->kind)).c_str());
    }
    const auto accuracy = [](const SideReport& side) {
        return side.accuracy ? percent(*side.accuracy) : std::string("-");
    };
    const auto discs = [](const std::optional<int>& value) {
        return value ? signedDiscs(*value) : std::string("?");
    };
    std::printf("accuracy %s %s\n", accuracy(report.black).c_str(), accuracy(report.white).c_str());
    std::printf("loss %d %d %s %s\n", report.black.discLoss, report.white.discLoss,
                discs(report.result).c_str(), discs(report.startValue).c_str());
    std::fflush(stdout);
}

int runReview(const QStringList& files, const ReviewStrength& strength) {
    const Books books(BuiltInBooks::read());
    int status = 0;
    for (const QString& name : files) {
        std::vector<std::string> notes;
        Parsed<std::vector<ReadGame>> games = readGames(name, notes);
        if (!games) {
            status = fail(QString::fromStdString(games.error()));
            continue;
        }
        for (const std::string& note : notes) fail(QString::fromStdString(note));
        for (ReadGame& read : std::move(games).value()) {
            read.game.goTo(read.game.length());
            ReviewedPositions reviewed;
            reviewGame(read.game, strength, books, reviewed);
            printReport(reportGame(read.game, reviewedLine(read.game, reviewed)));
        }
    }
    return status;
}

// The positions of games with their values, by a search of `depth` plies (exact from
// `exactEmpties`), and each game's result for their side to move: what the model is fitted on.
std::vector<ScoredPosition> scoredPositions(const std::vector<Game>& games, int depth,
                                            int exactEmpties, int threads) {
    std::vector<std::vector<ScoredPosition>> byGame(games.size());
    std::mutex reporting;
    std::size_t done = 0;
    forEachInParallel(
        threads, games.size(),
        [&] {
            SearchOptions options;
            options.exactEmpties = exactEmpties;
            return std::make_unique<Searcher>(options);
        },
        [&](std::unique_ptr<Searcher>& searcher, std::size_t i) {
            const Game& game = games[i];
            const Position& last = game.positionAt(game.length());
            if (!last.isGameOver() || last.size() != 8) return;
            const int blackResult =
                last.sideToMove() == Color::Black ? last.finalScore() : -last.finalScore();
            for (int ply = 0; ply < game.length(); ++ply) {
                const Position& position = game.positionAt(ply);
                if (!position.hasMoves()) continue;
                SearchLimits limits;
                limits.depth = depth;
                limits.exact = position.emptyCount() <= exactEmpties;
                const SearchInfo info = searcher->search(position, limits);
                const int result =
                    position.sideToMove() == Color::Black ? blackResult : -blackResult;
                byGame[i].push_back({info.score, position.emptyCount(),
                                     result > 0   ? 1.0
                                     : result < 0 ? 0.0
                                                  : 0.5});
            }
            const std::lock_guard lock(reporting);
            ++done;
            if (done % 20 == 0 || done == games.size()) {
                std::fprintf(stderr, "expected-score: %zu of %zu games valued\n", done,
                             games.size());
            }
        });
    std::vector<ScoredPosition> all;
    for (const auto& positions : byGame) all.insert(all.end(), positions.begin(), positions.end());
    return all;
}

struct ExpectedScoreJob {
    bool fit = true;
    QStringList files;
    QString model;  // check: the model's file; empty for the built-in one
    int depth = 10;
    int exactEmpties = 18;
    int threads = 1;
};

int runExpectedScore(const ExpectedScoreJob& job) {
    std::vector<Game> games;
    for (const QString& name : job.files) {
        std::vector<std::string> notes;
        Parsed<std::vector<ReadGame>> read = readGames(name, notes);
        if (!read) return fail(QString::fromStdString(read.error()));
        for (ReadGame& game : std::move(read).value()) {
            game.game.goTo(game.game.length());
            games.push_back(std::move(game.game));
        }
    }
    std::optional<ExpectedScore> model;
    if (!job.fit && !job.model.isEmpty()) {
        const Parsed<std::string> text = readTextInput(job.model, 1 << 20);
        if (!text) return fail(QString::fromStdString(text.error()));
        Parsed<ExpectedScore> parsed = ExpectedScore::parse(*text);
        if (!parsed) {
            return fail(job.model + QStringLiteral(": ") + QString::fromStdString(parsed.error()));
        }
        model = std::move(parsed).value();
    }
    const std::vector<ScoredPosition> positions =
        scoredPositions(games, job.depth, job.exactEmpties, job.threads);
    if (job.fit) {
        const ExpectedScore fitted = fitExpectedScore(positions);
        const QString comment =
            QStringLiteral(
                "The expected score of a position (engine/game/expected_score.h): "
                "fitted by\nhasami-cli expected-score fit --depth %1 "
                "--exact-empties %2 on %3 positions of %4 games.")
                .arg(job.depth)
                .arg(job.exactEmpties)
                .arg(positions.size())
                .arg(games.size());
        std::fputs(fitted.text(comment.toStdString()).c_str(), stdout);
        return 0;
    }
    const ExpectedScore& used = model ? *model : ExpectedScore::builtIn();
    std::printf("positions %zu\n", positions.size());
    for (const CalibrationBin& bin : calibrationOf(used, positions)) {
        std::printf("%d-%d%% %d %s %s\n", bin.from, bin.to, bin.positions,
                    percent(bin.predicted).c_str(), percent(bin.actual).c_str());
    }
    return 0;
}

Parsed<int> numberOption(const QCommandLineParser& parser, const char* name, int fallback, int low,
                         int high) {
    const QString option = QString::fromLatin1(name);
    if (!parser.isSet(option)) return fallback;
    return parseNumber(parser.value(option), option, low, high);
}

}  // namespace

Parsed<Action> prepareReview(const Command& self, const QStringList& arguments) {
    QCommandLineParser parser;
    parser.addOptions({
        {QStringLiteral("depth"),
         QStringLiteral("Search every move this many plies deep, one more after an odd number "
                        "of moves (default %1, as the window's analysis).")
             .arg(kDefaultReviewDepth),
         QStringLiteral("D")},
        {QStringLiteral("exact-empties"),
         QStringLiteral("Solve every move exactly from this many empties (default %1).")
             .arg(kDefaultExactEmpties),
         QStringLiteral("E")},
        searchThreadsOption(),
    });
    if (auto settled = parseCommandLine(
            parser, self,
            {{QStringLiteral("GAMEFILE"),
              QStringLiteral("Game files (Hasami's, transcripts, GGF of one game or many); - "
                             "for standard input.")}},
            arguments)) {
        return *settled;
    }
    const QStringList files = operands(parser);
    if (files.isEmpty()) return refusal(QStringLiteral("review takes one GAMEFILE or more"));
    ReviewStrength strength;
    const Parsed<int> depth =
        numberOption(parser, "depth", kDefaultReviewDepth, 1, kGridSquares - 4);
    if (!depth) return ParseError{depth.error()};
    const Parsed<int> exact =
        numberOption(parser, "exact-empties", kDefaultExactEmpties, 0, kGridSquares - 4);
    if (!exact) return ParseError{exact.error()};
    const Parsed<int> threads = searchThreadsOf(parser);
    if (!threads) return ParseError{threads.error()};
    strength.depth = *depth;
    strength.exactEmpties = *exact;
    strength.threads = *threads;
    return Action([files, strength] { return runReview(files, strength); });
}

Parsed<Action> prepareExpectedScore(const Command& self, const QStringList& arguments) {
    QCommandLineParser parser;
    parser.addOptions({
        {QStringLiteral("depth"),
         QStringLiteral("Value each position by a search of this many plies (default 10)."),
         QStringLiteral("D")},
        {QStringLiteral("exact-empties"),
         QStringLiteral("Solve positions exactly from this many empties (default 18)."),
         QStringLiteral("E")},
        {QStringLiteral("model"),
         QStringLiteral("check: the model file to measure (default: the built-in model)."),
         QStringLiteral("FILE")},
        {QStringLiteral("threads"), QStringLiteral("Games valued at once (default 1)."),
         QStringLiteral("N"), QStringLiteral("1")},
    });
    if (auto settled = parseCommandLine(
            parser, self,
            {{QStringLiteral("fit|check"),
              QStringLiteral("fit: print the model that fits the games' results best; check: "
                             "print its calibration on them.")},
             {QStringLiteral("GAMEFILE"),
              QStringLiteral("Finished 8x8 games (GGF of one game or many, game files).")}},
            arguments)) {
        return *settled;
    }
    QStringList values = operands(parser);
    if (values.size() < 2 ||
        (values.front() != QStringLiteral("fit") && values.front() != QStringLiteral("check"))) {
        return refusal(QStringLiteral("expected-score takes fit or check, then GAMEFILE..."));
    }
    ExpectedScoreJob job;
    job.fit = values.takeFirst() == QStringLiteral("fit");
    job.files = values;
    job.model = parser.value(QStringLiteral("model"));
    if (job.fit && !job.model.isEmpty()) {
        return refusal(QStringLiteral("--model is for expected-score check"));
    }
    const Parsed<int> depth = numberOption(parser, "depth", job.depth, 1, kGridSquares - 4);
    if (!depth) return ParseError{depth.error()};
    const Parsed<int> exact =
        numberOption(parser, "exact-empties", job.exactEmpties, 0, kGridSquares - 4);
    if (!exact) return ParseError{exact.error()};
    const Parsed<int> threads = numberOption(parser, "threads", 1, 1, kMaxThreads);
    if (!threads) return ParseError{threads.error()};
    job.depth = *depth;
    job.exactEmpties = *exact;
    job.threads = *threads;
    return Action([job] { return runExpectedScore(job); });
}

}  // namespace hasami::cli
