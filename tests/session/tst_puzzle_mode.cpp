// SPDX-License-Identifier: GPL-3.0-or-later
// Puzzles without the window: the spaced repetition that chooses the next puzzle and keeps the
// score across restarts (a damaged file set aside, never a reason to fail), and the search for
// puzzles in files on its own thread, which reads a puzzle file at once, finds puzzles in games
// and lists of positions, and says why when it finds none.
#include <random>

#include <sys/stat.h>

#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "engine/formats/ggf.h"
#include "engine/formats/notation.h"
#include "engine/puzzles/puzzle_finder.h"
#include "session/modes/puzzle_hunt.h"
#include "session/modes/puzzle_progress.h"
#include "tests/support/random_positions.h"

using namespace hasami;

namespace {

constexpr int kTimeoutMs = 60000;

std::vector<QString> keys(int count) {
    std::vector<QString> list;
    for (int i = 0; i < count; ++i) list.push_back(QStringLiteral("p%1").arg(i));
    return list;
}

void writeText(const QString& path, const QByteArray& text) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}

}  // namespace

class TestPuzzleMode : public QObject {
    Q_OBJECT

private slots:
    void newPuzzlesComeInOrderAndFailedOnesComeBack() {
        PuzzleProgress progress;
        const std::vector<QString> list = keys(20);
        QCOMPARE(progress.next(list), std::optional<std::size_t>(0));
        progress.record(list[0], false);  // failed: back after 3 others
        QCOMPARE(progress.next(list), std::optional<std::size_t>(1));
        progress.record(list[1], true);  // solved: back after 10 others
        progress.record(list[2], true);
        QCOMPARE(progress.next(list), std::optional<std::size_t>(3));
        progress.record(list[3], true);
        QCOMPARE(progress.turn(), 4);
        QCOMPARE(progress.next(list), std::optional<std::size_t>(0));  // due at turn 4
        progress.record(list[0], true);
        QCOMPARE(progress.next(list), std::optional<std::size_t>(4));
        // Left unanswered, it comes back as a failed one does.
        progress.skip(list[4]);
        QCOMPARE(progress.entryOf(list[4])->due, progress.turn() + 3);
        QCOMPARE(progress.entryOf(list[1])->box, 1);
        QCOMPARE(progress.entryOf(list[1])->due, 2 + 10);
        QCOMPARE(progress.tried(), 5);
        QCOMPARE(progress.solved(), 4);
        QCOMPARE(progress.streak(), 4);  // a puzzle left is no failure
        QCOMPARE(progress.bestStreak(), 4);
        // Never the puzzle shown when another is there; with every one seen, the soonest due.
        const std::vector<QString> two{list[1], list[2]};
        QCOMPARE(progress.next(two), std::optional<std::size_t>(0));
        QCOMPARE(progress.next(two, list[1]), std::optional<std::size_t>(1));
        QCOMPARE(progress.next({}), std::optional<std::size_t>());
    }

    void solvedPuzzlesComeBackLaterEachTime() {
        PuzzleProgress progress;
        const QString key = QStringLiteral("p");
        std::vector<qint64> waits;
        for (int i = 0; i < 6; ++i) {
            progress.record(key, true);
            waits.push_back(progress.entryOf(key)->due - progress.turn());
        }
        QCOMPARE(waits, (std::vector<qint64>{10, 30, 100, 300, 300, 300}));
        progress.record(key, false);
        QCOMPARE(progress.entryOf(key)->box, 0);
        QCOMPARE(progress.entryOf(key)->due - progress.turn(), 3);
        QCOMPARE(progress.streak(), 0);
        QCOMPARE(progress.bestStreak(), 6);
    }

    void theProgressIsKeptAcrossRestarts() {
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("sub/puzzles.json"));
        PuzzleProgress progress;
        QString problem;
        progress.load(path, &problem);  // none yet: a fresh start
        QVERIFY(problem.isEmpty());
        progress.record(QStringLiteral("a"), true);
        progress.record(QStringLiteral("b"), false);
        QVERIFY(progress.save(&problem));
        PuzzleProgress again;
        again.load(path, &problem);
        QVERIFY(problem.isEmpty());
        QCOMPARE(again.tried(), 2);
        QCOMPARE(again.solved(), 1);
        QCOMPARE(again.turn(), 2);
        QCOMPARE(again.entryOf(QStringLiteral("a"))->box, 1);
        QCOMPARE(again.entryOf(QStringLiteral("b"))->due, 5);
        QCOMPARE(again.next({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}),
                 std::optional<std::size_t>(2));
    }

    void aPipeAsTheProgressFileIsRefusedAtOnce_data() {
        QTest::addColumn<int>("kind");
        QTest::newRow("Puzzles") << int(PuzzleProgress::Kind::Puzzles);
        QTest::newRow("Train Openings") << int(PuzzleProgress::Kind::Trainer);
    }

    void aPipeAsTheProgressFileIsRefusedAtOnce() {
        // A FIFO no one writes to, as puzzles.json or trainer.json: reading it would freeze the
        // window as the mode opens. Refused before it is opened, the progress a fresh one.
        QFETCH(int, kind);
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("progress.json"));
        QVERIFY(::mkfifo(QFile::encodeName(path).constData(), 0600) == 0);
        QElapsedTimer took;
        took.start();
        PuzzleProgress progress;
        QString problem;
        progress.load(path, &problem, PuzzleProgress::Kind(kind));
        QVERIFY(took.elapsed() < 5000);
        QVERIFY2(problem.contains(QStringLiteral("not a file")), qPrintable(problem));
        QCOMPARE(progress.tried(), 0);
    }

    void aDamagedFileIsSetAside_data() {
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("not JSON") << QByteArray("{ broken");
        QTest::newRow("another format") << QByteArray("{\"format\": 7}");
        QTest::newRow("an array") << QByteArray("[1, 2]");
    }

    void aDamagedFileIsSetAside() {
        QFETCH(QByteArray, content);
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("puzzles.json"));
        writeText(path, content);
        PuzzleProgress progress;
        QString problem;
        progress.load(path, &problem);
        QVERIFY2(problem.contains(QStringLiteral("could not be read")), qPrintable(problem));
        QVERIFY(!QFile::exists(path));
        QCOMPARE(QDir(folder.path()).entryList({QStringLiteral("*.corrupt")}).size(), 1);
        QCOMPARE(progress.tried(), 0);
        progress.record(QStringLiteral("a"), true);
        QVERIFY(progress.save(&problem));
        QVERIFY(QFile::exists(path));
        // Values out of range are brought back within it.
        writeText(path, "{\"format\":1,\"tried\":-4,\"solved\":9,\"puzzles\":{\"x\":[99,-5,2,7]}}");
        progress.load(path, &problem);
        QCOMPARE(progress.tried(), 0);
        QCOMPARE(progress.solved(), 0);
        QCOMPARE(progress.entryOf(QStringLiteral("x"))->box, PuzzleProgress::kTopBox);
        QCOMPARE(progress.entryOf(QStringLiteral("x"))->due, 0);
        QCOMPARE(progress.entryOf(QStringLiteral("x"))->solved, 2);
    }

    void theHuntReadsAPuzzleFileAtOnce() {
        QTemporaryDir folder;
        const std::string board = formatPosition(Position::initial());
        const QString path = folder.filePath(QStringLiteral("mine.txt"));
        writeText(path, QByteArray::fromStdString("; two puzzles\n" + board + " c4 2\n" + board +
                                                  " f5,e6 0\n"));
        PuzzleHunt hunt;
        QSignalSpy found(&hunt, &PuzzleHunt::found);
        hunt.start({path}, QStringLiteral("mine.txt"));
        QVERIFY(found.wait(kTimeoutMs));
        const auto puzzles = found.front().front().value<std::vector<Puzzle>>();
        QCOMPARE(puzzles.size(), std::size_t(2));
        QCOMPARE(found.front().back().toString(), QStringLiteral("mine.txt"));
        QVERIFY(!hunt.isRunning());
    }

    void theHuntFindsPuzzlesInGames() {
        // A game of random moves to the end, as GGF: its players go wrong often.
        QTemporaryDir folder;
        std::string ggf;
        std::mt19937_64 random(3);
        for (int game = 0; game < 3; ++game) {
            const std::vector<Square> moves = test::randomGame(random).moves;
            GgfGame record;
            record.game = *parseTranscript(formatTranscript(moves));
            ggf += formatGgf(record);
        }
        const QString path = folder.filePath(QStringLiteral("games.ggf"));
        writeText(path, QByteArray::fromStdString(ggf));
        PuzzleHunt hunt;
        PuzzleSearch search;
        search.maxEmpties = 12;  // solved exactly in a moment
        hunt.setSearch(search);
        QSignalSpy found(&hunt, &PuzzleHunt::found);
        QSignalSpy progress(&hunt, &PuzzleHunt::progress);
        hunt.start({path}, QStringLiteral("games.ggf"));
        QVERIFY(found.wait(kTimeoutMs));
        const auto puzzles = found.front().front().value<std::vector<Puzzle>>();
        QVERIFY(!puzzles.empty());
        QVERIFY(progress.count() > 0);
        for (std::size_t i = 1; i < puzzles.size(); ++i) {
            QVERIFY(int(puzzles[i - 1].grade()) <= int(puzzles[i].grade()));  // easiest first
        }
    }

    void theHuntSaysWhyItFoundNothing() {
        QTemporaryDir folder;
        const QString damaged = folder.filePath(QStringLiteral("x.wtb"));
        writeText(damaged, QByteArray(30, '\x01'));
        PuzzleHunt hunt;
        QSignalSpy failed(&hunt, &PuzzleHunt::failed);
        hunt.start({damaged}, QStringLiteral("x.wtb"));
        QVERIFY(failed.wait(kTimeoutMs));
        QVERIFY2(failed.front().front().toString().contains(QStringLiteral("x.wtb")),
                 qPrintable(failed.front().front().toString()));
        hunt.start({folder.filePath(QStringLiteral("none"))}, QStringLiteral("nothing"));
        QVERIFY(failed.wait(kTimeoutMs));
        QVERIFY(!failed.back().front().toString().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPuzzleMode)
#include "tst_puzzle_mode.moc"
