// SPDX-License-Identifier: GPL-3.0-or-later
// The book the window uses: the built-in one, which does not change; the person's own, which
// starts as the built-in one and is written at its first change, with a backup after that;
// another program's file, read but not written; a file that cannot be read, told and replaced
// by the built-in book. Games learnt in the background one after the other, handed to the
// engine when done; Stop keeps what was searched; with the setting on, a finished game is
// learnt by itself.
#include <algorithm>

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "engine/book/book_file.h"
#include "engine/formats/notation.h"
#include "session/book_keeper.h"
#include "session/book_transfer.h"
#include "session/engine_queue.h"
#include "tests/support/built_in_books.h"
#include "tests/support/test_session.h"

using namespace hasami;
using namespace hasami::test;

namespace {

constexpr int kTimeoutMs = 60000;

// A game of `plies` moves from the start, each the `pick`-th legal move counted from the last
// in square order (or the first, when there are fewer), forced passes played: lines the
// built-in book does not know after a few moves.
Game strangeGame(int plies, int pick, int size = 8) {
    Game game(Position::initial(size));
    NodeId node = kRootNode;
    Position position = game.start();
    for (int ply = 0; ply < plies && !position.isGameOver(); ++ply) {
        if (position.mustPass()) {
            node = game.addMove(node, kPass);
            position = position.pass();
        }
        std::vector<Square> moves;
        for (Square square : squaresOf(position.legalMoves())) moves.push_back(square);
        const Square move = moves[moves.size() > std::size_t(pick) ? moves.size() - 1 - pick : 0];
        node = game.addMove(node, move);
        position = position.play(move);
    }
    return game;
}

// Every position of the main line of `game`, forced passes played as the book plays them.
std::vector<Position> positionsOf(const Game& game) {
    std::vector<Position> positions{game.start()};
    for (NodeId node = kRootNode; !game.childrenOf(node).empty();) {
        node = game.childrenOf(node).front();
        if (game.moveOf(node) == kPass) continue;
        positions.push_back(bookChild(positions.back(), game.moveOf(node)).position);
    }
    return positions;
}

// The last position of the main line of `game`.
Position lastOf(const Game& game) {
    Position position = game.start();
    for (NodeId node = kRootNode; !game.childrenOf(node).empty();) {
        node = game.childrenOf(node).front();
        position = game.moveOf(node) == kPass ? position.pass() : position.play(game.moveOf(node));
    }
    return position;
}

bool writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

}  // namespace

class TestBookKeeper : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { useTestStorage("tst_book_keeper"); }

    void theBuiltInBookDoesNotChange() {
        QTemporaryDir folder;
        EngineQueue engine;
        BookKeeper keeper(engine, test::builtInBooks().builtIn(),
                          folder.filePath(QStringLiteral("book.bin")));
        QVERIFY(!keeper.choose(BookChoice::BuiltIn, {}));
        QVERIFY(!keeper.books().chosen());
        QVERIFY(!keeper.whyFixed().isEmpty());
        QVERIFY(!keeper.learn(strangeGame(2, 0)).isEmpty());
        QVERIFY(!keeper.isWorking());
        QVERIFY(!QFile::exists(folder.filePath(QStringLiteral("book.bin"))));
    }

    void myBookStartsAsTheBuiltInOneAndGrows() {
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("book.bin"));
        EngineQueue engine;
        BookKeeper keeper(engine, test::builtInBooks().builtIn(), file);
        keeper.setSearch(4, 1);
        QSignalSpy changed(&keeper, &BookKeeper::booksChanged);
        QVERIFY(!keeper.choose(BookChoice::Mine, {}));
        QCOMPARE(changed.count(), 1);
        QVERIFY(keeper.whyFixed().isEmpty());
        const OpeningBook* builtIn = test::builtInBook(8);
        QVERIFY(builtIn);
        QVERIFY(keeper.books().chosen());
        QCOMPARE(keeper.books().chosen()->size(), builtIn->size());
        QVERIFY(engine.books() == keeper.books());
        QVERIFY(!QFile::exists(file));  // written at its first change

        // A line far out of the built-in book: each of its positions added, searched to depth 4.
        const Game line = strangeGame(15, 0);
        QSignalSpy finished(&keeper, &BookKeeper::workFinished);
        QSignalSpy progress(&keeper, &BookKeeper::workProgress);
        QVERIFY(keeper.learn(line).isEmpty());
        QVERIFY(keeper.isWorking());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kTimeoutMs);
        QVERIFY(!keeper.isWorking());
        QVERIFY(progress.count() >= 2);
        const auto last = progress.last().first().value<BookWorkProgress>();
        QCOMPARE(last.done, last.total);
        // Searched: the positions the built-in book does not have.
        const std::vector<Position> positions = positionsOf(line);
        QCOMPARE(positions.size(), std::size_t(16));
        const auto known = std::count_if(positions.begin(), positions.end(),
                                         [&](const Position& p) { return builtIn->find(p); });
        QVERIFY(known > 0 && known < 16);
        QCOMPARE(last.total, positions.size() - std::size_t(known));
        QVERIFY(QFile::exists(file));
        QVERIFY(!QFile::exists(QString::fromStdString(bookBackupOf(file.toStdString()))));
        const Parsed<OpeningBook> saved = readBookFile(file.toStdString());
        QVERIFY(saved);
        QVERIFY(saved->size() > builtIn->size());
        const OpeningBook& grown = *keeper.books().chosen();
        QCOMPARE(grown.size(), saved->size());
        QVERIFY(engine.books() == keeper.books());
        // Every position of the line is in the book.
        for (std::size_t i = 0; i < positions.size(); ++i) {
            const std::optional<BookEntry> entry = saved->find(positions[i]);
            QVERIFY2(entry, qPrintable(QString::number(i)));
            QVERIFY(entry->depth >= 4);
            QCOMPARE(grown.valueOf(positions[i]), saved->valueOf(positions[i]));
        }
        QVERIFY(!builtIn->find(positions.back()));

        // A second game: the file before it kept as the backup.
        QVERIFY(keeper.learn(strangeGame(11, 1)).isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, kTimeoutMs);
        const Parsed<OpeningBook> backup = readBookFile(bookBackupOf(file.toStdString()));
        QVERIFY(backup);
        QCOMPARE(backup->size(), saved->size());

        // Read again, as at the next start.
        EngineQueue other;
        BookKeeper again(other, test::builtInBooks().builtIn(), file);
        QVERIFY(!again.choose(BookChoice::Mine, {}));
        QCOMPARE(again.books().chosen()->size(), keeper.books().chosen()->size());
    }

    void gamesWaitTheirTurnAndStopKeepsWhatIsDone() {
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("book.bin"));
        EngineQueue engine;
        BookKeeper keeper(engine, test::builtInBooks().builtIn(), file);
        keeper.setSearch(14, 1);
        QVERIFY(!keeper.choose(BookChoice::Mine, {}));
        const std::size_t before = keeper.books().chosen()->size();
        QSignalSpy finished(&keeper, &BookKeeper::workFinished);
        QSignalSpy progress(&keeper, &BookKeeper::workProgress);
        QVERIFY(keeper.learn(strangeGame(15, 0)).isEmpty());
        QVERIFY(keeper.learn(strangeGame(10, 1)).isEmpty());
        QCOMPARE(progress.last().first().value<BookWorkProgress>().queued, std::size_t(1));
        // Stopped after its first positions: the second game no longer waits.
        QTRY_VERIFY_WITH_TIMEOUT(keeper.progress().done >= 2, kTimeoutMs);
        keeper.stop();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kTimeoutMs);
        QVERIFY(!keeper.isWorking());
        QVERIFY(finished.first().first().toString().contains(QStringLiteral("stopped")));
        const Parsed<OpeningBook> saved = readBookFile(file.toStdString());
        QVERIFY(saved);
        QVERIFY(saved->size() >= before + 2);
        QVERIFY(saved->size() < before + 16);
        QTest::qWait(100);
        QCOMPARE(finished.count(), 1);
    }

    void editsAreSavedAtOnceAndWaitForTheWork() {
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("book.bin"));
        EngineQueue engine;
        BookKeeper keeper(engine, test::builtInBooks().builtIn(), file);
        const Position start = Position::initial(8);
        const Position f5 = start.play(Square(37));
        const Position f5d6 = f5.play(Square(43));
        QVERIFY(!keeper.removeBelow(f5d6).isEmpty());  // the built-in book: refused
        QVERIFY(!keeper.choose(BookChoice::Mine, {}));
        keeper.setSearch(4, 1);
        const std::size_t before = keeper.books().chosen()->size();
        QVERIFY(keeper.books().chosen()->find(f5d6));

        // Removed: at once, and in the file.
        QVERIFY(keeper.removeBelow(f5d6).contains(QStringLiteral("removed")));
        QVERIFY(!keeper.books().chosen()->find(f5d6));
        QVERIFY(keeper.books().chosen()->size() < before);
        QVERIFY(engine.books() == keeper.books());
        Parsed<OpeningBook> saved = readBookFile(file.toStdString());
        QVERIFY(saved);
        QCOMPARE(saved->size(), keeper.books().chosen()->size());

        // A value by hand: it stands for the position, for its side to move.
        QVERIFY(!keeper.setValue(f5, 7).isEmpty());
        QCOMPARE(keeper.books().chosen()->valueOf(f5), std::optional(7));
        saved = readBookFile(file.toStdString());
        QVERIFY(saved->find(f5)->handSet);
        QCOMPARE(saved->valueOf(f5), std::optional(7));

        // Searched again in the background: a search's value in place of the person's.
        QSignalSpy finished(&keeper, &BookKeeper::workFinished);
        QVERIFY(keeper.searchAgain(f5).isEmpty());
        // No edit while the book works.
        QVERIFY(keeper.isWorking());
        QVERIFY(keeper.setValue(f5, 3).contains(QStringLiteral("learning")));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kTimeoutMs);
        QVERIFY(!keeper.books().chosen()->find(f5)->handSet);
        QVERIFY(!readBookFile(file.toStdString())->find(f5)->handSet);
        QCOMPARE(keeper.books().chosen()->find(f5)->depth, 4);
    }

    void theBookGrowsByDeviatingAndEnhancing() {
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("book.bin"));
        EngineQueue engine;
        BookKeeper keeper(engine, test::builtInBooks().builtIn(), file);
        QVERIFY(!keeper.grow(false, {}).isEmpty());  // the built-in book: refused
        // A book of the start alone, its leaf f5 (the built-in one would first have every
        // unnamed leaf named).
        OpeningBook start(8);
        start.insert(Position::initial(8), {0, 2, false, false, false, Square(37)});
        start.propagate();
        QVERIFY(!saveBookFile(start, file.toStdString()));
        QVERIFY(!keeper.choose(BookChoice::File, file));
        keeper.setSearch(2, 1);
        const std::size_t before = keeper.books().chosen()->size();
        QSignalSpy finished(&keeper, &BookKeeper::workFinished);
        QSignalSpy progress(&keeper, &BookKeeper::workProgress);
        DeviateOptions options;
        options.maxLoss = 2;
        options.most = 3;
        QVERIFY(keeper.grow(false, options).isEmpty());
        QCOMPARE(progress.first().first().value<BookWorkProgress>().what,
                 QStringLiteral("Deviating"));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kTimeoutMs);
        QVERIFY(finished.last().first().toString().contains(QStringLiteral("deviated")));
        const std::size_t deviated = keeper.books().chosen()->size();
        QVERIFY(deviated >= before + 3);
        QCOMPARE(readBookFile(file.toStdString())->size(), deviated);
        // Enhanced at 6 plies, two positions: searched again, none added.
        keeper.setSearch(6, 1);
        options.most = 2;
        options.leastEmpties = 50;
        QVERIFY(keeper.grow(true, options).isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, kTimeoutMs);
        QVERIFY(finished.last().first().toString().contains(QStringLiteral("searched: 2")));
        QCOMPARE(keeper.books().chosen()->size(), deviated);
    }

    void growingThatWouldAddNothingSaysWhyBeforeItStarts() {
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("book.bin"));
        EngineQueue engine;
        BookKeeper keeper(engine, test::builtInBooks().builtIn(), file);
        QVERIFY(!keeper.choose(BookChoice::Mine, {}));
        keeper.setSearch(2, 1);
        // Down to 60 empties, only the start is looked at: every move of it is in the book.
        DeviateOptions startOnly;
        startOnly.leastEmpties = 60;
        const QString refused = keeper.grow(false, startOnly);
        QVERIFY2(refused.contains(QStringLiteral("Nothing to add")), qPrintable(refused));
        QVERIFY(refused.contains(QStringLiteral("60 empties")));
        QVERIFY(!keeper.isWorking());
        // Every position of the book is searched deeper than 2 plies: nothing to enhance.
        const QString none = keeper.grow(true, {});
        QVERIFY2(none.contains(QStringLiteral("Nothing to enhance")), qPrintable(none));
        QVERIFY(!keeper.isWorking());
        QVERIFY(!QFile::exists(file));
        // After f5, a leaf to name; d6, set by hand as a win by 20 for White, leaves no other
        // move within no loss: what it did, and why nothing was added.
        const Position f5 = Position::initial(8).play(Square(37));
        OpeningBook start(8);
        start.insert(Position::initial(8), {0, 2});
        start.insert(f5, {0, 2});
        start.insert(f5.play(*parseSquare("d6")), {-20, 2, false, false, true});
        start.propagate();
        QVERIFY(!saveBookFile(start, file.toStdString()));
        QVERIFY(!keeper.choose(BookChoice::File, file));
        QSignalSpy finished(&keeper, &BookKeeper::workFinished);
        QSignalSpy progress(&keeper, &BookKeeper::workProgress);
        DeviateOptions none0;
        none0.maxLoss = 0;
        none0.leastEmpties = 59;
        QVERIFY(keeper.grow(false, none0).isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kTimeoutMs);
        // The searches are counted against those planned, though none adds a position: the
        // bar moves and the time left is told.
        bool told = false;
        for (const QList<QVariant>& said : progress) {
            const auto shown = said.first().value<BookWorkProgress>();
            told = told || (shown.total > 0 && shown.done == shown.total && shown.secondsLeft >= 0);
        }
        QVERIFY(told);
        QVERIFY2(finished.last().first().toString().contains(QStringLiteral("Nothing was added")),
                 qPrintable(finished.last().first().toString()));
    }

    void anEarlierVersionIsRestoredAndTheLastChangeUndone() {
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("book.bin"));
        EngineQueue engine;
        BookKeeper keeper(engine, test::builtInBooks().builtIn(), file);
        QVERIFY(!keeper.choose(BookChoice::Mine, {}));
        QVERIFY(keeper.lastChange().isEmpty());
        QVERIFY(!keeper.undo().isEmpty());  // nothing to undo: said, nothing changed
        QVERIFY(!QFile::exists(file));
        // Three changes: a value set, then two moves' lines deleted.
        const Position start = Position::initial(8);
        const Position f5 = start.play(Square(37));
        QVERIFY(keeper.setValue(f5, 2).contains(QStringLiteral("hand")));
        const std::size_t whole = keeper.books().chosen()->size();
        const std::vector<BookMove> replies = keeper.books().chosen()->movesOf(f5);
        QVERIFY(replies.size() >= 2);
        keeper.removeBelow(bookChild(f5, replies[0].move).position);
        const std::size_t once = keeper.books().chosen()->size();
        keeper.removeBelow(bookChild(f5, replies[1].move).position);
        const std::size_t twice = keeper.books().chosen()->size();
        QVERIFY(whole > once && once > twice);
        QVERIFY(!keeper.lastChange().isEmpty());
        // Undo: the second deletion taken back, once.
        QVERIFY(keeper.undo().contains(QStringLiteral("undone")));
        QCOMPARE(keeper.books().chosen()->size(), once);
        QCOMPARE(readBookFile(file.toStdString())->size(), once);
        QVERIFY(keeper.lastChange().isEmpty());
        // The versions kept, newest first: the oldest is the book after the value was set.
        const std::vector<BookBackup> versions = keeper.backups();
        QVERIFY(versions.size() >= 2);
        QVERIFY(versions.front().written >= versions.back().written);
        QVERIFY(keeper.restore(QString::fromStdString(versions.back().file))
                    .contains(QStringLiteral("restored")));
        QCOMPARE(keeper.books().chosen()->size(), whole);
        QVERIFY(keeper.books().chosen()->find(f5)->handSet);
        QCOMPARE(readBookFile(file.toStdString())->size(), whole);
        // And Undo brings back the book it replaced.
        QVERIFY(keeper.undo().contains(QStringLiteral("undone")));
        QCOMPARE(keeper.books().chosen()->size(), once);
        // A damaged version is told, the book left as it is.
        QVERIFY(writeFile(folder.filePath(QStringLiteral("damaged.bin")), "HSMBOOK1 cut"));
        QVERIFY(keeper.restore(folder.filePath(QStringLiteral("damaged.bin")))
                    .contains(QStringLiteral("could not be read")));
        QCOMPARE(keeper.books().chosen()->size(), once);
    }

    void anotherProgramsBookIsReadNotWritten() {
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("theirs.txt"));
        // The text form, written by hand: the start, Black to move, its leaf f5 at +1.
        const QByteArray text =
            QByteArray(27, '-') + "OX------XO" + QByteArray(27, '-') + " X,20,F5,1\n";
        QVERIFY(writeFile(file, text));
        EngineQueue engine;
        BookKeeper keeper(engine, test::builtInBooks().builtIn(),
                          folder.filePath(QStringLiteral("book.bin")));
        QVERIFY(!keeper.choose(BookChoice::File, file));
        QVERIFY(keeper.books().chosen());
        QCOMPARE(keeper.books().chosen()->size(), std::size_t(1));
        QCOMPARE(keeper.books().chosen()->valueOf(Position::initial(8)), std::optional(1));
        QVERIFY(keeper.whyFixed().contains(QStringLiteral("import")));
        QVERIFY(!keeper.learn(strangeGame(2, 0)).isEmpty());
        QCOMPARE(QFile(file).size(), qint64(text.size()));
        // Another file of Hasami's form grows as one's own does.
        const QString ours = folder.filePath(QStringLiteral("ours.bin"));
        QVERIFY(!saveBookFile(*keeper.books().chosen(), ours.toStdString()));
        QVERIFY(!keeper.choose(BookChoice::File, ours));
        QVERIFY(keeper.whyFixed().isEmpty());
    }

    void aBookThatCannotBeReadIsToldAndTheBuiltInOneUsed() {
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("broken.bin"));
        QVERIFY(writeFile(file, QByteArray("HSMBOOK1 but nothing after")));
        EngineQueue engine;
        BookKeeper keeper(engine, test::builtInBooks().builtIn(),
                          folder.filePath(QStringLiteral("book.bin")));
        const std::optional<QString> problem = keeper.choose(BookChoice::File, file);
        QVERIFY(problem);
        QVERIFY(problem->contains(QStringLiteral("broken.bin")));
        QVERIFY(!keeper.books().chosen());
        QCOMPARE(keeper.choice(), BookChoice::BuiltIn);
        QVERIFY(!keeper.learn(strangeGame(2, 0)).isEmpty());
        QCOMPARE(QFile(file).size(), qint64(26));
    }

    void aFinishedGameIsLearntWhenTheSettingSaysSo() {
        Settings settings = quickSettings(2);
        settings.book = BookChoice::Mine;
        settings.learnGames = true;
        settings.bookDepth = 4;
        TestSession s(
            [](const EngineJob& job, const ProgressCallback&) { return firstLegalMoveOf(job); }, {},
            settings);
        QVERIFY(s->book().whyFixed().isEmpty());
        QVERIFY(s->engine().books() == s->book().books());
        // A position near the end, played out by the person and the computer.
        const Position near = lastOf(strangeGame(50, 0));
        QSignalSpy finished(&s->book(), &BookKeeper::workFinished);
        s->startFrom(near);
        while (!s->game().game().isOver()) {
            QTRY_VERIFY_WITH_TIMEOUT(s->playState().isHumanTurn() || s->game().game().isOver(),
                                     kTimeoutMs);
            if (s->game().game().isOver()) break;
            s->playSquare(*squaresOf(s->game().position().legalMoves()).begin());
        }
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kTimeoutMs);
        QVERIFY(s->book().books().chosen()->find(near));
        QVERIFY(s->engine().books() == s->book().books());
    }

    void theBookInUseIsExported() {
        QTemporaryDir folder;
        EngineQueue engine;
        BookKeeper keeper(engine, test::builtInBooks().builtIn(),
                          folder.filePath(QStringLiteral("book.bin")));
        QSignalSpy finished(&keeper, &BookKeeper::workFinished);
        QSignalSpy failed(&keeper, &BookKeeper::workFailed);
        // The built-in book cannot take another in; it can be written out, in either form.
        QVERIFY(!keeper.choose(BookChoice::BuiltIn, {}));
        QVERIFY(!BookTransfer::import(keeper, folder.filePath(QStringLiteral("x.txt"))).isEmpty());
        const QString text = folder.filePath(QStringLiteral("out.txt"));
        const QString edax = folder.filePath(QStringLiteral("out.dat"));
        QVERIFY(BookTransfer::exportTo(keeper, text, BookForm::Text).isEmpty());
        QVERIFY(BookTransfer::exportTo(keeper, edax, BookForm::Edax).isEmpty());
        keeper.waitForWork();
        QCOMPARE(finished.count(), 2);
        QVERIFY(finished.last().first().toString().contains(QStringLiteral("out.dat")));
        for (const QString& written : {text, edax}) {
            const Parsed<OpeningBook> read = readBookFile(written.toStdString());
            QVERIFY(read);
            QCOMPARE(read->size(), test::builtInBook(8)->size());
        }
        // A place that cannot be written is said.
        QVERIFY(BookTransfer::exportTo(keeper, folder.filePath(QStringLiteral("no/such/out.dat")),
                                       BookForm::Edax)
                    .isEmpty());
        keeper.waitForWork();
        QCOMPARE(failed.count(), 1);
        QVERIFY(failed.last().first().toString().contains(QStringLiteral("could not be exported")));
    }

    void aBookFileIsImportedIntoMine() {
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("book.bin"));
        EngineQueue engine;
        BookKeeper keeper(engine, test::builtInBooks().builtIn(), file);
        QSignalSpy finished(&keeper, &BookKeeper::workFinished);
        QSignalSpy failed(&keeper, &BookKeeper::workFailed);
        // A position far out of the book, written in the text form by hand (the side to move
        // as X), comes into my own book with its value; nothing else of it changes.
        QVERIFY(!keeper.choose(BookChoice::Mine, {}));
        const Position far = lastOf(strangeGame(15, 0));
        QVERIFY(!keeper.books().chosen()->find(far));
        std::string board = formatPosition(far).substr(0, 64);
        if (far.sideToMove() == Color::White) {
            std::replace(board.begin(), board.end(), 'X', 'x');
            std::replace(board.begin(), board.end(), 'O', 'X');
            std::replace(board.begin(), board.end(), 'x', 'O');
        }
        const QString mine = folder.filePath(QStringLiteral("mine.txt"));
        QVERIFY(writeFile(mine, QByteArray::fromStdString("# by hand\n" + board + " X,20,--,7\n")));
        QVERIFY(BookTransfer::import(keeper, mine).isEmpty());
        keeper.waitForWork();
        QCOMPARE(finished.count(), 1);
        QVERIFY2(finished.last().first().toString().contains(QStringLiteral("new positions: 1")),
                 qPrintable(finished.last().first().toString()));
        QCOMPARE(keeper.books().chosen()->find(far)->value, 7);
        QCOMPARE(keeper.books().chosen()->size(), test::builtInBook(8)->size() + 1);
        QCOMPARE(readBookFile(file.toStdString())->find(far)->value, 7);  // saved

        // A damaged file, and one of another board: said, and the book as it was.
        QVERIFY(writeFile(mine, "not a book at all\n"));
        QVERIFY(BookTransfer::import(keeper, mine).isEmpty());
        keeper.waitForWork();
        QCOMPARE(failed.count(), 1);
        QVERIFY(failed.last().first().toString().contains(QStringLiteral("could not be imported")));
        OpeningBook small(6);
        small.insert(Position::initial(6), {0, 10});
        QVERIFY(!saveBookFile(small, folder.filePath(QStringLiteral("six.bin")).toStdString()));
        QVERIFY(BookTransfer::import(keeper, folder.filePath(QStringLiteral("six.bin"))).isEmpty());
        keeper.waitForWork();
        QCOMPARE(failed.count(), 2);
        QVERIFY(failed.last().first().toString().contains(QStringLiteral("6x6")));
        QCOMPARE(keeper.books().chosen()->size(), test::builtInBook(8)->size() + 1);
        QCOMPARE(readBookFile(file.toStdString())->size(), keeper.books().chosen()->size());
    }
};

QTEST_GUILESS_MAIN(TestBookKeeper)
#include "tst_book_keeper.moc"
