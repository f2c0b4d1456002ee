// SPDX-License-Identifier: GPL-3.0-or-later
// Retry Your Mistakes and Your Mistakes, Scheduled: a game reviewed by a stand-in engine that
// values the legal moves in square order (10, 8, 6, ...), so that the review's chain makes most
// moves lose many discs; its mistakes are asked again one by one (a best move right, one close
// to the best good enough, a worse one tried again, Show and Skip), and the game comes back
// whole. The same game kept in My games gives the drill its cards, scheduled by the day: due at
// once, back after a day, then three, retired when right a third time in a row.
#include <QSignalSpy>
#include <QTest>

#include "engine/formats/game_file.h"
#include "session/reviewed_games.h"
#include "session/text_files.h"
#include "tests/support/board_text.h"
#include "tests/support/test_session.h"

using namespace hasami;
using namespace hasami::test;

namespace {

constexpr int kTimeoutMs = 20000;

Analysis squareOrderValues(const EngineJob& job, const AnalysisCallback&) {
    const Position& position = positionOf(job);
    Analysis analysis;
    int place = 0;
    for (Square move : squaresOf(position.legalMoves())) {
        analysis.moves.push_back({move, 10 - 2 * place++, 12, false, false});
    }
    if (position.mustPass()) analysis.moves.push_back({kPass, 0, 12, false, false});
    analysis.depth = 12;
    return analysis;
}

// The first moves of the perfect game (Takizawa 2023).
Game record(int moves) {
    const std::string line = "f5d6c3d3c4f4f6f3e6e7d7c5b6d8c6c7d2b5a5a6";
    Game game;
    for (int i = 0; i < moves; ++i) game.play(sq(std::string_view(line).substr(2 * i, 2)));
    return game;
}

TestSession peopleSession() {
    Settings settings = quickSettings();
    settings.whiteIsAi = false;
    return TestSession({}, squareOrderValues, settings);
}

void review(Session& session) {
    QSignalSpy finished(&session.analysis(), &AnalysisScheduler::reviewFinished);
    session.analysis().startReview();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kTimeoutMs);
    QVERIFY(finished.first().first().toBool());
}

}  // namespace

class TestMistakeModes : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { useTestStorage("tst_mistake_modes"); }

    void mistakesAreAskedAgainAndTheGameComesBack() {
        TestSession s = peopleSession();
        RetryMode& retry = s->mode<RetryMode>();
        const Game game = record(20);
        s->openGame(game, {});
        QString why;
        // Not reviewed: refused, with the reason.
        QVERIFY(
            !s->begin<RetryMode>([&](RetryMode& mode) { return mode.start(Color::Black, &why); }));
        QVERIFY(why.contains(QStringLiteral("Analyze Game")));
        review(*s);
        const std::vector<MistakeExercise> expected = retry.mistakesToRetry(Color::Black);
        QVERIFY(expected.size() >= 3);
        for (const MistakeExercise& exercise : expected) {
            QCOMPARE(exercise.position.sideToMove(), Color::Black);
            QVERIFY(isMistakeClass(exercise.kind));
            QCOMPARE(exercise.position, game.positionAt(exercise.ply));
            QCOMPARE(exercise.played, game.moves()[std::size_t(exercise.ply)]);
            // The best move is always taken, the move played never.
            QCOMPARE(judgeAnswer(exercise, exercise.best()), AnswerGrade::Best);
            QCOMPARE(judgeAnswer(exercise, exercise.played), AnswerGrade::Wrong);
        }
        QSignalSpy asked(&retry, &RetryMode::asked);
        QSignalSpy answered(&retry, &RetryMode::answered);
        QSignalSpy finished(&retry, &RetryMode::finished);
        QVERIFY(
            s->begin<RetryMode>([&](RetryMode& mode) { return mode.start(Color::Black, &why); }));
        QVERIFY(s->isActive<RetryMode>());
        QCOMPARE(retry.count(), int(expected.size()));
        QCOMPARE(asked.count(), 1);
        // The board is the game up to the first mistake, its values hidden.
        QCOMPARE(s->game().position(), expected[0].position);
        QCOMPARE(s->game().game().length(), expected[0].ply);
        QCOMPARE(s->activeMode().boardAnalysis(), BoardAnalysis::HiddenEveryMove);

        // The move played again: wrong, asked again.
        s->playSquare(expected[0].played);
        QCOMPARE(answered.count(), 1);
        QCOMPARE(answered.last().at(1).value<AnswerGrade>(), AnswerGrade::Wrong);
        QVERIFY(!retry.isAnswered());
        QCOMPARE(s->game().position(), expected[0].position);
        // A best move: right, played, the values shown.
        s->playSquare(expected[0].best());
        QCOMPARE(answered.last().at(1).value<AnswerGrade>(), AnswerGrade::Best);
        QVERIFY(retry.isAnswered());
        QCOMPARE(s->game().game().lastMove(), expected[0].best());
        QCOMPARE(s->activeMode().boardAnalysis(), BoardAnalysis::ShownEveryMove);
        retry.next();
        QCOMPARE(retry.index(), 1);
        QCOMPARE(s->game().position(), expected[1].position);
        // A hint names a best move; Show plays it.
        QCOMPARE(retry.hint(), std::optional(expected[1].best()));
        retry.show();
        QCOMPARE(s->game().game().lastMove(), expected[1].best());
        retry.next();
        // An accepted move that is not a best one, where there is one: good enough.
        const MistakeExercise& third = expected[2];
        const auto close = std::find_if(
            third.accepted.begin(), third.accepted.end(),
            [&](Square move) { return valueIn(third, move) != third.values.front().score; });
        if (close != third.accepted.end()) {
            s->playSquare(*close);
            QCOMPARE(answered.last().at(1).value<AnswerGrade>(), AnswerGrade::GoodEnough);
            retry.next();
        } else {
            retry.skip();
        }
        while (retry.isActive()) retry.skip();
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.last().at(0).toBool(), true);
        const RetryMode::Tally& tally = retry.tally();
        QCOMPARE(tally.best, 1);
        QCOMPARE(tally.shown, 1);
        QCOMPARE(tally.wrongTries, 1);
        QCOMPARE(tally.best + tally.goodEnough + tally.shown + tally.skipped, int(expected.size()));
        // The game is back whole, its review with it.
        QVERIFY(s->isActive<PlayMode>());
        QCOMPARE(s->game().game().mainLineMoves(), game.mainLineMoves());
        QCOMPARE(retry.mistakesToRetry(Color::Black).size(), expected.size());
    }

    void browsingEndsTheRetryingAndLosesNothing() {
        TestSession s = peopleSession();
        const Game game = record(16);
        s->openGame(game, {});
        review(*s);
        QString why;
        QVERIFY(
            s->begin<RetryMode>([&](RetryMode& mode) { return mode.start(Color::White, &why); }));
        s->goToPly(1);
        QVERIFY(s->isActive<PlayMode>());
        QCOMPARE(s->game().game().mainLineMoves(), game.mainLineMoves());
    }

    void theScheduleGoesByTheDay() {
        MistakeSchedule schedule;
        const QDate today(2026, 12, 2);
        const QString card = QStringLiteral("card");
        QVERIFY(schedule.isDue(card, today));  // new
        schedule.record(card, true, today);
        QVERIFY(!schedule.isDue(card, today));
        QVERIFY(schedule.isDue(card, today.addDays(1)));
        schedule.record(card, true, today.addDays(1));
        QVERIFY(!schedule.isDue(card, today.addDays(3)));
        QVERIFY(schedule.isDue(card, today.addDays(4)));
        // Wrong: back to the start, due the same day.
        schedule.record(card, false, today.addDays(4));
        QCOMPARE(schedule.entryOf(card)->streak, 0);
        QVERIFY(schedule.isDue(card, today.addDays(4)));
        for (int day = 4; !schedule.isRetired(card); ++day) {
            QVERIFY(day < 20);
            if (schedule.isDue(card, today.addDays(day)))
                schedule.record(card, true, today.addDays(day));
        }
        QCOMPARE(schedule.entryOf(card)->streak, MistakeSchedule::kRetiringStreak);
        QVERIFY(!schedule.isDue(card, today.addDays(400)));
        QCOMPARE(schedule.entryOf(card)->tries, 6);
        QCOMPARE(schedule.entryOf(card)->right, 5);
    }

    void theDrillAsksTheMistakesOfMyGamesDueToday() {
        TestSession s = peopleSession();
        const Game game = record(20);
        s->openGame(game, {});
        review(*s);
        // The game kept in My games with its review, the person named as Black.
        QTemporaryDir folder;
        Game kept = game;
        GameDetails details;
        details.black = "Ana";
        details.white = "Hasami level 5";
        details.date = "2026-11-30";
        kept.setDetails(details);
        QString error;
        QVERIFY(
            writeTextFile(folder.filePath(QStringLiteral("one.txt")),
                          QString::fromStdString(writeGameFile(kept, {}, s->analysis().store(),
                                                               s->analysis().reviewedPositions())),
                          &error));
        QVERIFY(writeTextFile(folder.filePath(QStringLiteral("damaged.txt")),
                              QStringLiteral("f5 z9 {"), &error));
        const std::vector<ReviewedGame> games =
            reviewedGamesIn(folder.path(), QStringLiteral("Ana"));
        QCOMPARE(games.size(), std::size_t(1));
        QCOMPARE(games[0].person, std::vector<Color>{Color::Black});
        QCOMPARE(games[0].date, QDate(2026, 11, 30));
        const std::vector<MistakeCard> cards = mistakeCardsIn(folder.path(), QStringLiteral("Ana"));
        QCOMPARE(cards.size(), s->mode<RetryMode>().mistakesToRetry(Color::Black).size());
        for (const MistakeCard& card : cards) {
            QCOMPARE(card.exercise.position.sideToMove(), Color::Black);
            QCOMPARE(card.context.position(), card.exercise.position);
            QCOMPARE(card.moveNumber, card.exercise.ply + 1);
        }

        MistakeDrill& drill = s->mode<MistakeDrill>();
        drill.setToday(QDate(2026, 12, 2));
        QString why;
        QVERIFY(
            s->begin<MistakeDrill>([&](MistakeDrill& mode) { return mode.start(cards, &why); }));
        QCOMPARE(drill.counts().due, int(cards.size()));
        QCOMPARE(drill.counts().fresh, int(cards.size()));
        // The first right, the second wrong, the rest shown.
        const MistakeCard* first = drill.current();
        QVERIFY(first);
        QCOMPARE(s->game().position(), first->exercise.position);
        s->playSquare(first->exercise.best());
        QVERIFY(drill.answer() && drill.answer()->grade == AnswerGrade::Best);
        drill.next();
        s->playSquare(drill.current()->exercise.played);
        QCOMPARE(drill.answer()->grade, AnswerGrade::Wrong);
        // The best move is on the board after a wrong answer.
        QCOMPARE(s->game().game().lastMove(), drill.current()->exercise.best());
        drill.next();
        while (drill.isActive()) {
            drill.show();
            drill.next();
        }
        QCOMPARE(drill.answeredRight(), 1);
        QCOMPARE(drill.answeredAll(), int(cards.size()));
        QCOMPARE(s->game().game().mainLineMoves(), game.mainLineMoves());
        // The same day again: all but the one answered right are due; the day after, all.
        QVERIFY(
            s->begin<MistakeDrill>([&](MistakeDrill& mode) { return mode.start(cards, &why); }));
        QCOMPARE(drill.counts().due, int(cards.size()) - 1);
        QCOMPARE(drill.counts().fresh, 0);
        s->endMode();
        drill.setToday(QDate(2026, 12, 3));
        QVERIFY(
            s->begin<MistakeDrill>([&](MistakeDrill& mode) { return mode.start(cards, &why); }));
        QCOMPARE(drill.counts().due, int(cards.size()));
        s->endMode();
        // None left for a person with no game: said why.
        QVERIFY(!s->begin<MistakeDrill>([&](MistakeDrill& mode) { return mode.start({}, &why); }));
        QVERIFY(why.contains(QStringLiteral("My games")));
    }
};

QTEST_MAIN(TestMistakeModes)
#include "tst_mistake_modes.moc"
