// SPDX-License-Identifier: GPL-3.0-or-later
// The opening trainer without the window, on a book made by hand: the repertoire is the book's
// moves within the loss asked; the computer answers from the book and goes more often where
// the person has a position new or due; a move of the repertoire is played and answered,
// another is a mistake shown with the book's values and tried again; the line ends where the
// book does; the schedule and each opening's score are kept across restarts; the game set
// aside comes back when the training ends. A repertoire of marked lines is trained move by
// move as marked, the computer keeping to them too.
#include <QDir>
#include <QFile>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "engine/formats/notation.h"
#include "session/modes/my_lines.h"
#include "session/modes/trainer_mode.h"
#include "tests/support/test_session.h"

using namespace hasami;
using namespace hasami::test;

namespace {

constexpr int kTimeoutMs = 10000;

// A book of the 8x8 start: after f5 (or its images), White's d6 keeps the balance, f6 loses a
// disc, f4 six; after f5 d6, Black's c3 keeps it (its leaf, c5, loses five), and the book ends
// there.
std::shared_ptr<const OpeningBook> handMadeBook() {
    auto book = std::make_shared<OpeningBook>(8);
    const Position start = Position::initial(8);
    const Position f5 = start.play(*parseSquare("f5"));
    book->insert(start, {0, 10});
    book->insert(f5, {0, 10});
    book->insert(f5.play(*parseSquare("d6")), {-5, 10, false, false, false, *parseSquare("c5")});
    book->insert(f5.play(*parseSquare("f6")), {1, 10});
    book->insert(f5.play(*parseSquare("f4")), {6, 10});
    book->insert(f5.play(*parseSquare("d6")).play(*parseSquare("c3")), {0, 10});
    book->propagate();
    return book;
}

// The move of `moves` valued `value`.
Square moveValued(const std::vector<BookMove>& moves, int value) {
    for (const BookMove& move : moves) {
        if (move.value == value) return move.move;
    }
    return kNoSquare;
}

// Starts the trainer of `s` for `color`, its progress and lines in `folder`, answering at once.
bool startTraining(TestSession& s, const QTemporaryDir& folder, const Books& books, Color color,
                   TrainerMode::Repertoire repertoire, std::uint64_t seed, QString* why) {
    auto& trainer = s->mode<TrainerMode>();
    trainer.setProgressPath(folder.filePath(QStringLiteral("trainer.json")));
    s->markedLines().setPath(folder.filePath(QStringLiteral("my_lines.json")));
    trainer.setPace(0);
    trainer.setSeed(seed);
    return s->begin<TrainerMode>(
        [&](TrainerMode& mode) { return mode.start(books, color, repertoire, 2, why); });
}

std::vector<Square> line(const char* text) {
    const Parsed<Game> game = parseTranscript(text);
    const std::span<const Square> moves = game->playedMoves();
    return {moves.begin(), moves.end()};
}

}  // namespace

class TestTrainerMode : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { useTestStorage("tst_trainer_mode"); }

    void theRepertoireIsTheBooksMovesWithinTheLoss() {
        const auto book = handMadeBook();
        const Position f5 = Position::initial(8).play(*parseSquare("f5"));
        QCOMPARE(repertoireMoves(*book, f5, 0).size(), std::size_t(1));
        QCOMPARE(repertoireMoves(*book, f5, 2).size(), std::size_t(2));
        QCOMPARE(repertoireMoves(*book, f5, 6).size(), std::size_t(3));
        QCOMPARE(repertoireMoves(*book, Position::initial(8), 0).size(), std::size_t(4));
        QVERIFY(
            repertoireMoves(*book, f5.play(*parseSquare("f4")), 64).empty());  // no move further
    }

    void aTrainingLineWithAMistakeAndItsEnd() {
        QTemporaryDir folder;
        TestSession s;
        s->playSquare(*parseSquare("f5"));  // the person's game, set aside meanwhile
        const Game before = s->game().game();
        auto& trainer = s->mode<TrainerMode>();
        const Books books(nullptr, handMadeBook());
        QString why;
        QVERIFY(startTraining(s, folder, books, Color::White, TrainerMode::Repertoire::NearBest, 7,
                              &why));
        QVERIFY(s->isActive<TrainerMode>());
        QCOMPARE(s->game().game().length(), 0);
        // The computer opens for Black from the book.
        QTRY_COMPARE_WITH_TIMEOUT(trainer.state(), TrainerMode::State::YourMove, kTimeoutMs);
        QCOMPARE(s->game().game().length(), 1);
        const Position asked = s->game().position();
        const std::vector<BookMove> moves = books.bookFor(asked)->movesOf(asked);
        QCOMPARE(moves.size(), std::size_t(3));
        QCOMPARE(s->activeMode().boardAnalysis(), BoardAnalysis::HiddenEveryMove);

        // A mistake: told, the values shown, nothing played.
        QSignalSpy answered(&trainer, &TrainerMode::answered);
        s->playSquare(moveValued(moves, -6));
        QCOMPARE(trainer.state(), TrainerMode::State::Mistake);
        QCOMPARE(answered.count(), 1);
        QVERIFY(!trainer.answer()->right);
        QCOMPARE(trainer.answer()->repertoire.size(), std::size_t(2));
        QCOMPARE(s->game().position(), asked);
        QCOMPARE(s->activeMode().boardAnalysis(), BoardAnalysis::ShownEveryMove);
        QCOMPARE(trainer.progress().tried(), 1);
        QCOMPARE(trainer.progress().solved(), 0);

        // Tried again: a move of the repertoire is played and answered from the book.
        trainer.tryAgain();
        QCOMPARE(trainer.state(), TrainerMode::State::YourMove);
        s->playSquare(moveValued(moves, 0));
        QVERIFY(trainer.answer()->right);
        QCOMPARE(trainer.progress().solved(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(trainer.state(), TrainerMode::State::EndOfBook, kTimeoutMs);
        QCOMPARE(s->game().game().length(), 3);  // the reply, c3's image, ends the book

        // The schedule is kept: read again at the next start.
        trainer.stop();
        QCOMPARE(s->game().game().length(), before.length());  // the person's game is back
        QVERIFY(!s->isActive<TrainerMode>());
        PuzzleProgress kept;
        QString problem;
        kept.load(folder.filePath(QStringLiteral("trainer.json")), &problem);
        QVERIFY(problem.isEmpty());
        QCOMPARE(kept.tried(), 2);
        QCOMPARE(kept.solved(), 1);
    }

    void theComputerGoesWhereThePersonHasSomethingToTrain() {
        QTemporaryDir folder;
        TestSession s;
        auto& trainer = s->mode<TrainerMode>();
        const Books books(nullptr, handMadeBook());
        QString why;
        QVERIFY(startTraining(s, folder, books, Color::White, TrainerMode::Repertoire::NearBest, 11,
                              &why));
        QTRY_COMPARE_WITH_TIMEOUT(trainer.state(), TrainerMode::State::YourMove, kTimeoutMs);
        // The first position answered right: it is not due for a while.
        const Position trained = s->game().position();
        s->playSquare(moveValued(books.bookFor(trained)->movesOf(trained), 0));
        // Of the four openings, the three new ones come four times as often each.
        int again = 0;
        for (int i = 0; i < 60; ++i) {
            trainer.nextLine();
            QTRY_COMPARE_WITH_TIMEOUT(trainer.state(), TrainerMode::State::YourMove, kTimeoutMs);
            again += s->game().position() == trained ? 1 : 0;
        }
        QVERIFY2(again < 15, qPrintable(QString::number(again)));  // 60/13 expected, 15 evenly
        trainer.stop();
    }

    void eachOpeningsScoreIsKept() {
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("progress.json"));
        PuzzleProgress progress;
        QString problem;
        progress.load(path, &problem);
        progress.record(QStringLiteral("a"), true, QStringLiteral("Tiger"));
        progress.record(QStringLiteral("b"), false, QStringLiteral("Tiger"));
        progress.record(QStringLiteral("c"), true, QStringLiteral("Rose"));
        progress.record(QStringLiteral("d"), true);
        QVERIFY(progress.save(&problem));
        PuzzleProgress read;
        read.load(path, &problem);
        QVERIFY(problem.isEmpty());
        QCOMPARE(read.groups().size(), 2);
        QCOMPARE(read.groups().value(QStringLiteral("Tiger")).tried, 2);
        QCOMPARE(read.groups().value(QStringLiteral("Tiger")).solved, 1);
        QCOMPARE(read.groups().value(QStringLiteral("Rose")).solved, 1);
        QCOMPARE(read.tried(), 4);
    }

    void aBookWithoutTheStartIsRefused() {
        QTemporaryDir folder;
        TestSession s;
        QString why;
        const Books empty(nullptr, std::make_shared<const OpeningBook>(8));
        QVERIFY(!startTraining(s, folder, empty, Color::Black, TrainerMode::Repertoire::NearBest, 1,
                               &why));
        QVERIFY(why.contains(QStringLiteral("no moves at the start")));
        QVERIFY(!s->isActive<TrainerMode>());
        // No marked line: nothing to train either.
        why.clear();
        QVERIFY(!startTraining(s, folder, Books(nullptr, handMadeBook()), Color::Black,
                               TrainerMode::Repertoire::MyLines, 1, &why));
        QVERIFY(why.contains(QStringLiteral("marked no lines")));
        QVERIFY(!s->isActive<TrainerMode>());
    }

    void markedLinesAreTrainedAsMarked() {
        QTemporaryDir folder;
        {
            MyLines lines;
            QString problem;
            lines.load(folder.filePath(QStringLiteral("my_lines.json")), &problem);
            QVERIFY(lines.mark(line("f5d6c3"), &problem));
            QVERIFY(lines.mark(line("f5f6e6f4"), &problem));
        }
        TestSession s;
        auto& trainer = s->mode<TrainerMode>();
        const Books books(nullptr, handMadeBook());
        QString why;
        QVERIFY(startTraining(s, folder, books, Color::Black, TrainerMode::Repertoire::MyLines, 3,
                              &why));
        QCOMPARE(trainer.state(), TrainerMode::State::YourMove);
        // d3 is as good as f5 in the book, but not the person's line.
        s->playSquare(*parseSquare("d3"));
        QCOMPARE(trainer.state(), TrainerMode::State::Mistake);
        QCOMPARE(trainer.answer()->repertoire.size(), std::size_t(1));
        QCOMPARE(trainer.answer()->repertoire[0].move, *parseSquare("f5"));
        QCOMPARE(trainer.answer()->repertoire[0].value, std::optional(0));
        // The computer answers with the lines' moves only (f4 is in the book, not in them).
        QSet<QString> replies;
        for (int i = 0; i < 20; ++i) {
            trainer.nextLine();
            s->playSquare(*parseSquare("f5"));
            QTRY_COMPARE_WITH_TIMEOUT(s->game().game().length(), 2, kTimeoutMs);
            replies << QString::fromStdString(squareName(s->game().game().playedMoves()[1]));
        }
        QCOMPARE(replies, (QSet<QString>{QStringLiteral("d6"), QStringLiteral("f6")}));
        // After f6 the person's e6 is out of the book: no value to give, but right all the same;
        // the computer's f4 follows, and the line ends with the marked one.
        for (int i = 0; i < 50 && s->game().game().playedMoves()[1] != *parseSquare("f6"); ++i) {
            trainer.nextLine();
            s->playSquare(*parseSquare("f5"));
            QTRY_COMPARE_WITH_TIMEOUT(s->game().game().length(), 2, kTimeoutMs);
        }
        Square other = 0;  // a legal move of Black's there that is not e6
        while (!s->game().position().isLegal(other) || other == *parseSquare("e6")) ++other;
        s->playSquare(other);
        QCOMPARE(trainer.state(), TrainerMode::State::Mistake);
        QCOMPARE(trainer.answer()->repertoire.size(), std::size_t(1));
        QCOMPARE(trainer.answer()->repertoire[0].move, *parseSquare("e6"));
        QVERIFY(!trainer.answer()->repertoire[0].value);
        trainer.tryAgain();
        s->playSquare(*parseSquare("e6"));
        QVERIFY(trainer.answer()->right);
        QTRY_COMPARE_WITH_TIMEOUT(trainer.state(), TrainerMode::State::EndOfBook, kTimeoutMs);
        QCOMPARE(s->game().game().length(), 4);
        QCOMPARE(s->game().game().playedMoves()[3], *parseSquare("f4"));
        trainer.stop();
    }

    void aDamagedScheduleIsSaidAsTheTrainersAndSetAside() {
        QTemporaryDir folder;
        QFile damaged(folder.filePath(QStringLiteral("trainer.json")));
        QVERIFY(damaged.open(QIODevice::WriteOnly));
        damaged.write("{\"format\": 1, \"puzzles\": [");
        damaged.close();
        TestSession s;
        QSignalSpy problems(&s->mode<TrainerMode>(), &TrainerMode::progressProblem);
        QString why;
        QVERIFY(startTraining(s, folder, Books(nullptr, handMadeBook()), Color::Black,
                              TrainerMode::Repertoire::NearBest, 1, &why));
        QCOMPARE(problems.count(), 1);
        const QString said = problems.at(0).at(0).toString();
        QVERIFY2(said.contains(QStringLiteral("opening training")), qPrintable(said));
        QVERIFY(!said.contains(QStringLiteral("puzzle")));
        QVERIFY(!QFile::exists(folder.filePath(QStringLiteral("trainer.json"))));  // set aside
        QCOMPARE(QDir(folder.path()).entryList({QStringLiteral("trainer.json.*.corrupt")}).size(),
                 1);
        s->mode<TrainerMode>().stop();
    }
};

QTEST_GUILESS_MAIN(TestTrainerMode)
#include "tst_trainer_mode.moc"
