// SPDX-License-Identifier: GPL-3.0-or-later
// My games: a game a person plays to its end is kept as a game file of its own, with its
// details and result, once (again after a take-back, in the same file), and read into the
// library's own games; a game of the computer against itself, a game of another board and a
// game ended while keeping is off are not; one can be deleted.
#include <QDir>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "engine/formats/game_file.h"
#include "engine/formats/notation.h"
#include "session/database_library.h"
#include "session/my_games.h"
#include "session/text_files.h"
#include "tests/support/test_session.h"

using namespace hasami;
using namespace hasami::test;

namespace {

constexpr int kTimeoutMs = 20000;

// The game files kept in `folder`.
QStringList keptFiles(const QString& folder) {
    return QDir(folder).entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name);
}

// A person and the computer (the first legal move at once) play from the position shown to the
// end: the person's moves are the last legal ones.
void playToTheEnd(Session& session) {
    QElapsedTimer waited;
    waited.start();
    while (!session.game().game().isOver() && waited.elapsed() < kTimeoutMs) {
        const Position& position = session.game().position();
        if (!session.playState().isHumanTurn()) {
            QTest::qWait(1);
            continue;
        }
        Square last = kNoSquare;
        for (Square move : squaresOf(position.legalMoves())) last = move;
        session.playSquare(last);
    }
    QTRY_VERIFY_WITH_TIMEOUT(session.game().game().isOver(), kTimeoutMs);
}

// A new game with the person's name.
void startAs(Session& session, const QString& name, int size = 8) {
    Settings settings = session.settings();
    settings.playerName = name;
    settings.boardSize = size;
    session.startNewGame(settings);
}

}  // namespace

class TestMyGames : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { useTestStorage("tst_my_games"); }

    void aFinishedGameIsKeptWithItsDetails() {
        TestSession s(
            [](const EngineJob& job, const ProgressCallback&) { return firstLegalMoveOf(job); });
        const QString folder = s->database().myGamesFolder();
        QVERIFY(keptFiles(folder).isEmpty());
        startAs(*s, QStringLiteral("Ada"));
        QSignalSpy kept(&s->myGames(), &MyGames::kept);
        playToTheEnd(*s);
        QTRY_COMPARE(kept.count(), 1);
        QCOMPARE(keptFiles(folder).size(), 1);
        const QString path = s->myGames().file();
        QString error;
        const std::optional<QString> text = readTextFile(path, 1 << 20, &error);
        QVERIFY2(text, qPrintable(error));
        const Parsed<GameFile> file = readGameFile(text->toStdString());
        QVERIFY(file);
        const Game& played = s->game().game();
        QCOMPARE(file->game.details().black, std::string("Ada"));
        QVERIFY(!file->game.details().white.empty());  // the computer's name
        QVERIFY(!file->game.details().date.empty());
        // The result as the discs stand, empties to the winner (Game::scoreFor).
        const int black = (64 + played.scoreFor(Color::Black)) / 2;
        QVERIFY(file->game.details().result);
        QCOMPARE(file->game.details().result->discsText(),
                 std::to_string(black) + "-" + std::to_string(64 - black));
        QCOMPARE(file->game.length(), played.length());

        // The library reads it as one of the person's games, with the margin of the record.
        QTRY_VERIFY_WITH_TIMEOUT(
            s->database().myGames() && s->database().myGames()->games().size() == 1, kTimeoutMs);
        const DatabaseGame& game = s->database().myGames()->games().front();
        QCOMPARE(game.black, std::string("Ada"));
        QCOMPARE(game.blackMargin, std::optional(played.scoreFor(Color::Black)));
        QVERIFY(game.year >= 2024);

        // Taken back and ended again: the same game, the same file, its tree grown.
        s->undo();
        s->undo();
        QVERIFY(s->playState().isHumanTurn());
        s->playSquare(*squaresOf(s->game().position().legalMoves()).begin());
        playToTheEnd(*s);
        QTRY_COMPARE(kept.count(), 2);
        QCOMPARE(keptFiles(folder).size(), 1);
        QCOMPARE(s->myGames().file(), path);

        // A new game is another file.
        startAs(*s, QStringLiteral("Ada"));
        playToTheEnd(*s);
        QTRY_COMPARE(kept.count(), 3);
        QCOMPARE(keptFiles(folder).size(), 2);
        QTRY_VERIFY_WITH_TIMEOUT(s->database().myGames()->games().size() == 2, kTimeoutMs);

        // Deleting one deletes its file; not when another game stands where the one asked
        // about stood (the games read again meanwhile).
        QString why;
        const LibraryReach reach{{0, 0, 0}, true};
        DatabaseGame other = *s->database().gameAt(reach);
        other.moves.pop_back();
        QVERIFY(!s->database().deleteMyGame(reach, &why, other));
        QVERIFY(why.contains(QStringLiteral("nothing was deleted")));
        QCOMPARE(keptFiles(folder).size(), 2);
        QVERIFY2(s->database().deleteMyGame(reach, &why, *s->database().gameAt(reach)),
                 qPrintable(why));
        QCOMPARE(keptFiles(folder).size(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(s->database().myGames()->games().size() == 1, kTimeoutMs);
        QVERIFY(!s->database().deleteMyGame({{0, 0, 0}, false}, &why));  // not a game of theirs
        QVERIFY(!why.isEmpty());
    }

    void theComputerAgainstItselfIsNotKept() {
        TestSession s(
            [](const EngineJob& job, const ProgressCallback&) { return firstLegalMoveOf(job); });
        Settings settings = s->settings();
        settings.blackIsAi = true;
        settings.whiteIsAi = true;
        s->startNewGame(settings);
        QTRY_VERIFY_WITH_TIMEOUT(s->game().game().isOver(), kTimeoutMs);
        QTest::qWait(50);
        QVERIFY(keptFiles(s->database().myGamesFolder()).isEmpty());
        QVERIFY(s->myGames().file().isEmpty());
    }

    void noKeepingWhenOffOrOnAnotherBoard() {
        TestSession s(
            [](const EngineJob& job, const ProgressCallback&) { return firstLegalMoveOf(job); });
        const QString folder = s->database().myGamesFolder();
        startAs(*s, QStringLiteral("Ada"), 6);
        playToTheEnd(*s);
        QTest::qWait(50);
        QVERIFY(keptFiles(folder).isEmpty());
        Settings off = s->settings();
        off.keepMyGames = false;
        off.boardSize = 8;
        s->applySettings(off);
        QVERIFY(!s->myGames().isKeeping());
        startAs(*s, QStringLiteral("Ada"));
        playToTheEnd(*s);
        QTest::qWait(50);
        QVERIFY(keptFiles(folder).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestMyGames)
#include "tst_my_games.moc"
