// SPDX-License-Identifier: GPL-3.0-or-later
// hasami-cli puzzles as scripts use it: the puzzles of WTHOR, GGF and .obf files the test
// writes, one line each or as JSON, every answer checked by plain minimax; bad input gets one
// line on stderr and exit code 1.
#include <random>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "engine/formats/ggf.h"
#include "engine/formats/notation.h"
#include "engine/search/search.h"
#include "tests/support/random_positions.h"
#include "tests/support/wthor_files.h"

using namespace hasami;

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run runPuzzles(const QStringList& arguments) {
    QProcess process;
    process.start(QStringLiteral(HASAMI_CLI), QStringList{QStringLiteral("puzzles")} + arguments);
    process.waitForFinished(120000);
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

using PlayedGame = test::RandomGame;

int minimaxValue(const Position& position, Square move) {
    std::uint64_t leaves = 0;
    return -minimax(position.play(move), 64, leaves);
}

// One puzzle as a script reads it.
struct Line {
    Position position;
    std::vector<Square> best;
    int value = 0;
};

// The lines of the output, each checked against the contract's form.
std::vector<Line> linesOf(const QString& out) {
    static const QRegularExpression form(
        QStringLiteral("^([-XO]{64} [XO]) ([a-h][1-8](?:,[a-h][1-8])*) (-?[0-9]+)$"));
    std::vector<Line> lines;
    for (const QString& text : out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QRegularExpressionMatch match = form.match(text);
        if (!match.hasMatch()) qFatal("not a puzzle line: %s", qPrintable(text));
        Line line;
        line.position = *parsePosition(match.captured(1).toStdString());
        for (const QString& square : match.captured(2).split(QLatin1Char(','))) {
            line.best.push_back(*parseSquare(square.toStdString()));
        }
        line.value = match.captured(3).toInt();
        lines.push_back(line);
    }
    return lines;
}

// The puzzle's best moves and value are those of minimax, and some other move loses.
void checkByMinimax(const Line& line) {
    int best = -65;
    std::vector<Square> bestMoves;
    int worse = 0;
    for (Square move : squaresOf(line.position.legalMoves())) {
        const int value = minimaxValue(line.position, move);
        if (value > best) {
            best = value;
            bestMoves.clear();
        }
        if (value == best) bestMoves.push_back(move);
    }
    for (Square move : squaresOf(line.position.legalMoves())) {
        worse += minimaxValue(line.position, move) < best;
    }
    QCOMPARE(line.value, best);
    std::vector<Square> listed = line.best;
    std::sort(listed.begin(), listed.end());
    std::sort(bestMoves.begin(), bestMoves.end());
    QCOMPARE(listed, bestMoves);
    QVERIFY(worse > 0);
}

}  // namespace

class TestPuzzlesCli : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(folder_.isValid());
        std::mt19937_64 random(11);
        QByteArray records;
        std::string ggf;
        for (int i = 0; i < 6; ++i) {
            games_.push_back(test::randomGame(random));
            const std::string transcript = formatTranscript(games_.back().moves);
            records += test::gameRecord({0, 0, 1, 32, transcript.c_str()});
            GgfGame record;
            record.game = *parseTranscript(transcript);
            ggf += formatGgf(record);
        }
        QDir().mkpath(folder_.filePath(QStringLiteral("wthor")));
        test::writeFile(folder_.filePath(QStringLiteral("wthor/WTH_2020.wtb")),
                        test::wthorHeader(int(games_.size()), 0, 2020) + records);
        test::writeFile(folder_.filePath(QStringLiteral("wthor/WTHOR.JOU")),
                        test::wthorNames({"Black", "White"}, 20));
        test::writeFile(folder_.filePath(QStringLiteral("wthor/WTHOR.TRN")),
                        test::wthorNames({"Club"}, 26));
        test::writeFile(folder_.filePath(QStringLiteral("games.ggf")),
                        QByteArray::fromStdString(ggf));
    }

    void findsWhereAPlayerWentWrong() {
        const Run run =
            runPuzzles({QStringLiteral("--from"), folder_.filePath(QStringLiteral("wthor")),
                        QStringLiteral("--empties"), QStringLiteral("8-10")});
        QCOMPARE(run.exitCode, 0);
        const std::vector<Line> lines = linesOf(run.out);
        QVERIFY(!lines.empty());
        for (const Line& line : lines) {
            QVERIFY(line.position.emptyCount() >= 8 && line.position.emptyCount() <= 10);
            checkByMinimax(line);
            // A position of one of the games, where the move played was worse than the best.
            bool wrongThere = false;
            for (const PlayedGame& game : games_) {
                for (std::size_t i = 0; i < game.positions.size(); ++i) {
                    wrongThere =
                        wrongThere || (game.positions[i] == line.position &&
                                       minimaxValue(line.position, game.moves[i]) < line.value);
                }
            }
            QVERIFY(wrongThere);
        }
        // The same games as GGF give the same puzzles.
        QCOMPARE(
            runPuzzles({QStringLiteral("--from"), folder_.filePath(QStringLiteral("games.ggf")),
                        QStringLiteral("--empties"), QStringLiteral("8-10")})
                .out,
            run.out);
        // --count stops early.
        const Run one =
            runPuzzles({QStringLiteral("--from"), folder_.filePath(QStringLiteral("games.ggf")),
                        QStringLiteral("--empties"), QStringLiteral("8-10"),
                        QStringLiteral("--count"), QStringLiteral("1")});
        QCOMPARE(linesOf(one.out).size(), std::size_t(1));
    }

    void printsJson() {
        const QStringList from{QStringLiteral("--from"),
                               folder_.filePath(QStringLiteral("games.ggf")),
                               QStringLiteral("--empties"), QStringLiteral("8-10")};
        const Run lines = runPuzzles(from);
        const Run json = runPuzzles(from + QStringList{QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 0);
        static const QRegularExpression form(QStringLiteral(
            "^\\{\"puzzles\":\\[(\\{\"position\":\"[-XO]{64} [XO]\",\"empties\":[0-9]+,"
            "\"best\":\\[\"[a-h][1-8]\"(,\"[a-h][1-8]\")*\\],\"value\":-?[0-9]+\\},?)+\\]\\}\n$"));
        QVERIFY2(form.match(json.out).hasMatch(), qPrintable(json.out));
        const QJsonDocument document = QJsonDocument::fromJson(json.out.toUtf8());
        QVERIFY(document.isObject());
        const QJsonArray puzzles = document.object().value(QStringLiteral("puzzles")).toArray();
        const std::vector<Line> expected = linesOf(lines.out);
        QCOMPARE(std::size_t(puzzles.size()), expected.size());
        for (qsizetype i = 0; i < puzzles.size(); ++i) {
            const QJsonObject puzzle = puzzles[i].toObject();
            QCOMPARE(puzzle.keys(),
                     (QStringList{QStringLiteral("best"), QStringLiteral("empties"),
                                  QStringLiteral("position"), QStringLiteral("value")}));
            const Line& line = expected[std::size_t(i)];
            QCOMPARE(puzzle.value(QStringLiteral("position")).toString().toStdString(),
                     formatPosition(line.position));
            QCOMPARE(puzzle.value(QStringLiteral("empties")).toInt(), line.position.emptyCount());
            QCOMPARE(puzzle.value(QStringLiteral("value")).toInt(), line.value);
            QStringList best;
            for (Square square : line.best)
                best.push_back(QString::fromStdString(squareName(square)));
            QCOMPARE(puzzle.value(QStringLiteral("best")).toVariant().toStringList(), best);
        }
    }

    void readsListsOfPositions() {
        // Positions of the games at 9 empties: each that makes a puzzle is one, as minimax says.
        QByteArray list = "; positions\n";
        int listed = 0;
        for (const PlayedGame& game : games_) {
            for (const Position& position : game.positions) {
                if (position.emptyCount() != 9) continue;
                list += QByteArray::fromStdString(formatPosition(position)) + " ; a comment\n";
                ++listed;
            }
        }
        QVERIFY(listed > 0);
        const QString path = folder_.filePath(QStringLiteral("positions.obf"));
        test::writeFile(path, list);
        const Run run = runPuzzles({QStringLiteral("--from"), path});
        QCOMPARE(run.exitCode, 0);
        const std::vector<Line> lines = linesOf(run.out);
        QVERIFY(!lines.empty() && int(lines.size()) <= listed);
        for (const Line& line : lines) checkByMinimax(line);
        // Outside the empties asked for: none.
        QCOMPARE(runPuzzles({QStringLiteral("--from"), path, QStringLiteral("--empties"),
                             QStringLiteral("12-20")})
                     .out,
                 QString());
    }

    void refusesBadInput_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        const QString data = QStringLiteral(HASAMI_TEST_DATA);
        QTest::newRow("no --from") << QStringList{} << "puzzles needs --from PATH";
        QTest::newRow("no such file")
            << QStringList{QStringLiteral("--from"), QStringLiteral("/nonexistent/x.ggf")}
            << "/nonexistent/x.ggf: no such file or folder";
        QTest::newRow("bad list") << QStringList{QStringLiteral("--from"),
                                                 data + QStringLiteral("/bad_positions.obf")}
                                  << "line 3: the board has 63 squares";
        QTest::newRow("empty list")
            << QStringList{QStringLiteral("--from"), data + QStringLiteral("/empty.obf")}
            << "holds no position";
        QTest::newRow("bad empties")
            << QStringList{QStringLiteral("--from"), data, QStringLiteral("--empties"),
                           QStringLiteral("9")}
            << "--empties '9' is not A-B";
        QTest::newRow("bad count") << QStringList{QStringLiteral("--from"), data,
                                                  QStringLiteral("--count"), QStringLiteral("0")}
                                   << "count '0'";
        QTest::newRow("json and details")
            << QStringList{QStringLiteral("--from"), data, QStringLiteral("--json"),
                           QStringLiteral("--details")}
            << "--json or --details";
    }

    void refusesBadInput() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run run = runPuzzles(arguments);
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.out, QString());
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
    }

    void refusesADamagedDatabase() {
        const QString path = folder_.filePath(QStringLiteral("damaged/WTH_2021.wtb"));
        QDir().mkpath(folder_.filePath(QStringLiteral("damaged")));
        test::writeFile(path, test::wthorHeader(3, 0, 2021) + QByteArray(10, '\x7f'));
        const Run run = runPuzzles({QStringLiteral("--from"), path});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QStringLiteral("WTH_2021.wtb")), qPrintable(run.err));
    }

private:
    QTemporaryDir folder_;
    std::vector<PlayedGame> games_;
};

QTEST_GUILESS_MAIN(TestPuzzlesCli)
#include "tst_puzzles_cli.moc"
