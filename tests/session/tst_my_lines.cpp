// SPDX-License-Identifier: GPL-3.0-or-later
// The person's marked lines: a line from the 8x8 start is marked and kept across restarts; a
// line that begins another is not kept apart; the moves of a position come from every line
// that reaches it, however it was reached; removing a move cuts every line that plays it there
// and keeps what came before; an illegal line, a line from elsewhere and a damaged file are
// refused or set aside, and change nothing.
#include <random>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

#include "engine/formats/notation.h"
#include "session/modes/my_lines.h"

using namespace hasami;

namespace {

std::vector<Square> line(const char* text) {
    std::vector<Square> moves;
    const std::string_view all(text);
    for (std::size_t at = 0; at + 1 < all.size(); at += 2) {
        moves.push_back(*parseSquare(all.substr(at, 2)));
    }
    return moves;
}

// The position `text` reaches from the 8x8 start, played move by move here.
Position after(const char* text) {
    Position position = Position::initial(8);
    for (Square move : line(text)) position = position.play(move);
    return position;
}

QStringList names(const std::vector<Square>& moves) {
    QStringList named;
    for (Square move : moves) named << QString::fromStdString(squareName(move));
    return named;
}

// The lines `path` keeps, read; `problem` says what went wrong.
MyLines readFrom(const QString& path, QString* problem) {
    MyLines lines;
    lines.load(path, problem);
    return lines;
}

}  // namespace

class TestMyLines : public QObject {
    Q_OBJECT

private slots:
    void linesAreMarkedAndKept() {
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("lines/my_lines.json"));
        QString problem;
        MyLines lines = readFrom(path, &problem);
        QVERIFY(problem.isEmpty());
        QVERIFY(lines.empty());
        QVERIFY(lines.mark(line("f5d6"), &problem));
        QVERIFY(lines.mark(line("f5d6c3d3c4"), &problem));  // goes on from f5 d6: one line
        QVERIFY(lines.mark(line("f5f6e6f4"), &problem));
        QVERIFY(lines.mark(line("f5d6c3"), &problem));  // already part of one
        QCOMPARE(lines.lines().size(), std::size_t(2));
        QVERIFY(lines.contains(line("f5d6c3")));
        QVERIFY(lines.contains(line("f5f6e6f4")));
        QVERIFY(!lines.contains(line("f5d6c5")));
        QVERIFY(!lines.contains(line("f5f6e6f4e3")));  // longer than marked

        const MyLines read = readFrom(path, &problem);
        QVERIFY(problem.isEmpty());
        QCOMPARE(read.lines(), lines.lines());
        QCOMPARE(names(read.movesAt(Position::initial(8))), QStringList{QStringLiteral("f5")});
        QCOMPARE(names(read.movesAt(after("f5"))),
                 (QStringList{QStringLiteral("d6"), QStringLiteral("f6")}));
        QVERIFY(read.movesAt(after("f5d6c3d3c4")).empty());  // the line ends there
        QVERIFY(read.movesAt(after("d3")).empty());
    }

    void aTranspositionJoinsTheLines() {
        QString problem;
        MyLines lines = readFrom(QString(), &problem);  // kept nowhere
        // The Tiger, f5 d6 c3 d3 c4, and f5 d6 c4 d3 c3 reach the same board.
        QVERIFY(lines.mark(line("f5d6c3d3c4f4"), &problem));
        QVERIFY(lines.mark(line("f5d6c4d3c3"), &problem));
        QCOMPARE(after("f5d6c3d3c4"), after("f5d6c4d3c3"));
        QCOMPARE(names(lines.movesAt(after("f5d6c4d3c3"))), QStringList{QStringLiteral("f4")});
    }

    void removingAMoveCutsTheLinesThere() {
        QString problem;
        MyLines lines = readFrom(QString(), &problem);
        QVERIFY(lines.mark(line("f5d6c3d3c4"), &problem));
        QVERIFY(lines.mark(line("f5d6c5"), &problem));
        QVERIFY(lines.mark(line("f5f6e6"), &problem));
        QVERIFY(lines.unmark(after("f5d6"), *parseSquare("c3"), &problem));
        QVERIFY(!lines.contains(line("f5d6c3")));
        QVERIFY(lines.contains(line("f5d6c5")));
        QCOMPARE(lines.lines().size(), std::size_t(2));
        // Cut at its last move, a line keeps what came before.
        QVERIFY(lines.unmark(after("f5f6"), *parseSquare("e6"), &problem));
        QVERIFY(lines.contains(line("f5f6")));
        QVERIFY(!lines.contains(line("f5f6e6")));
        // Cut at the first move, everything through it goes.
        QVERIFY(lines.unmark(Position::initial(8), *parseSquare("f5"), &problem));
        QVERIFY(lines.empty());
        QVERIFY(!lines.unmark(Position::initial(8), *parseSquare("f5"), &problem));
        QVERIFY(!problem.isEmpty());
    }

    void whatCannotBeALineIsRefused() {
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("my_lines.json"));
        QString problem;
        MyLines lines = readFrom(path, &problem);
        QVERIFY(lines.mark(line("f5"), &problem));
        QVERIFY(!lines.mark(line("f5f5"), &problem));  // not legal
        QVERIFY(problem.contains(QStringLiteral("start of the 8x8 board")));
        problem.clear();
        QVERIFY(!lines.mark({}, &problem));
        QVERIFY(!problem.isEmpty());
        QCOMPARE(lines.lines().size(), std::size_t(1));
        // A line in the file that does not play from the start is left out on reading.
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": 1, "lines": ["f5d6", "a1a2", 7, "f5f6e6"]})");
        file.close();
        problem.clear();
        lines.load(path, &problem);
        QVERIFY(problem.isEmpty());
        QCOMPARE(lines.lines().size(), std::size_t(2));
    }

    void aDamagedFileIsSetAsideAndSaid() {
        for (const QByteArray& content :
             {QByteArray("{\"format\": 1, \"lines\": [\"f5"), QByteArray("[1, 2]"),
              QByteArray(R"({"format": 9, "lines": []})")}) {
            QTemporaryDir folder;
            const QString path = folder.filePath(QStringLiteral("my_lines.json"));
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(content);
            file.close();
            QString problem;
            const MyLines lines = readFrom(path, &problem);
            QVERIFY2(problem.contains(QStringLiteral("marked lines could not be read")),
                     qPrintable(problem));
            QVERIFY(lines.empty());
            QCOMPARE(
                QDir(folder.path()).entryList({QStringLiteral("my_lines.json.*.corrupt")}).size(),
                1);
        }
    }

    void aPipeInThePlaceOfTheFileIsRefusedAtOnce() {
        // A FIFO no one writes to: reading it would wait for ever. Refused before it is opened,
        // and set aside as a damaged file is.
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("my_lines.json"));
        QVERIFY(::mkfifo(QFile::encodeName(path).constData(), 0600) == 0);
        QElapsedTimer took;
        took.start();
        QString problem;
        const MyLines lines = readFrom(path, &problem);
        QVERIFY(took.elapsed() < 5000);
        QVERIFY2(problem.contains(QStringLiteral("not a file")), qPrintable(problem));
        QVERIFY(lines.empty());
    }

    void manyLinesAreReadAsTheSlowRuleKeepsThem() {
        // 3,000 lines from the start (seeded random games cut at random), with repeats and
        // lines that begin others: read, the lines kept are those that neither repeat an
        // earlier one nor begin another, in their order (the rule checked pair by pair here).
        std::mt19937 random(23);
        std::vector<std::vector<Square>> written;
        for (int game = 0; game < 300; ++game) {
            std::vector<Square> moves;
            Position position = Position::initial(8);
            for (int ply = 0; ply < 30 && position.hasMoves(); ++ply) {
                std::vector<Square> legal;
                for (const Square move : squaresOf(position.legalMoves())) legal.push_back(move);
                moves.push_back(legal[random() % (ply < 4 ? 2 : legal.size())]);
                position = position.play(moves.back());
            }
            for (int cut = 0; cut < 10; ++cut) {
                const auto length = std::size_t(1 + random() % moves.size());
                written.emplace_back(moves.begin(), moves.begin() + std::ptrdiff_t(length));
            }
        }
        std::vector<std::vector<Square>> expected;
        for (std::size_t i = 0; i < written.size(); ++i) {
            bool covered = false;
            for (std::size_t j = 0; j < written.size() && !covered; ++j) {
                const bool begins =
                    written[i].size() <= written[j].size() &&
                    std::equal(written[i].begin(), written[i].end(), written[j].begin());
                covered = j != i && begins && (written[j].size() > written[i].size() || j < i);
            }
            if (!covered) expected.push_back(written[i]);
        }
        QJsonArray texts;
        for (const std::vector<Square>& moves : written) {
            texts.append(QString::fromStdString(formatTranscript(moves)));
        }
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("my_lines.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(
                       QJsonObject{{QStringLiteral("format"), 1}, {QStringLiteral("lines"), texts}})
                       .toJson());
        file.close();
        QString problem;
        const MyLines lines = readFrom(path, &problem);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(expected.size() < written.size());
        QVERIFY(lines.lines() == expected);
    }

    void aLineThatCannotBeSavedChangesNothing() {
        QTemporaryDir folder;
        // The file's folder is a file: nothing can be written there.
        QFile blocker(folder.filePath(QStringLiteral("blocked")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        MyLines lines;
        QString problem;
        lines.load(folder.filePath(QStringLiteral("blocked/my_lines.json")), &problem);
        QVERIFY(problem.isEmpty());
        const int revision = lines.revision();
        QVERIFY(!lines.mark(line("f5d6"), &problem));
        QVERIFY(!problem.isEmpty());
        QVERIFY(lines.empty());
        QCOMPARE(lines.revision(), revision);
    }
};

QTEST_GUILESS_MAIN(TestMyLines)
#include "tst_my_lines.moc"
