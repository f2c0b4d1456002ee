// SPDX-License-Identifier: GPL-3.0-or-later
// Round robins: every pairing plays its games from fair, repeatable openings, the records are
// legal games, and the points add up.
#include <QTest>

#include "engine/match/arena.h"
#include "engine/search/search.h"
#include "tests/support/board_text.h"
#include "tests/support/built_in_books.h"

using namespace hasami;
using namespace hasami::test;

class TestArena : public QObject {
    Q_OBJECT

private slots:
    void openingsAreRepeatableAndLegal();
    void roundRobinPlaysEveryPairing();
    void strongerPlayerWins();
    void gamesDoNotDependOnEarlierGames();
    void lossesAreWhatMinimaxSays();
    void arenaMeasuresLossesOfEachPlayer();
};

void TestArena::openingsAreRepeatableAndLegal() {
    for (int size : {4, 6, 8}) {
        QSet<QString> distinct;
        for (int pair = 0; pair < 10; ++pair) {
            const auto opening = arenaOpening(size, 99, pair);
            QCOMPARE(arenaOpening(size, 99, pair), opening);
            Game game(Position::initial(size));
            for (Square move : opening) QVERIFY(game.play(move));
            QVERIFY(!game.isOver());
            distinct.insert(QString::fromStdString(formatTranscript(opening)));
        }
        QVERIFY(distinct.size() > (size == 4 ? 2 : 5));
    }
}

void TestArena::roundRobinPlaysEveryPairing() {
    ArenaOptions options;
    options.players = {*parsePlayerSpec("random"), *parsePlayerSpec("search:1"),
                       *parsePlayerSpec("table")};
    options.gamesPerPairing = 4;
    options.size = 6;
    options.threads = 2;
    int reported = 0;
    const ArenaResult result = runArena(options, [&](const ArenaGame&, int finished, int total) {
        QCOMPARE(total, 12);
        QVERIFY(finished > reported);
        reported = finished;
    });
    QCOMPARE(reported, 12);
    QCOMPARE(int(result.games.size()), 12);
    double points = 0;
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(result.totalGames(i), 8);
        points += result.totalPoints(i);
        for (int j = 0; j < 3; ++j) {
            if (i != j) QCOMPARE(result.points[i][j] + result.points[j][i], 4.0);
        }
    }
    QCOMPARE(points, 12.0);
    for (const ArenaGame& game : result.games) {
        QVERIFY(game.black != game.white);
        const Parsed<Game> replay = parseTranscript(game.transcript, Position::initial(6));
        QVERIFY2(replay, replay.error().c_str());
        QVERIFY(replay->isOver());
        QCOMPARE(replay->scoreFor(Color::Black), game.blackScore);
    }
    // Each player had each colour equally often against each opponent.
    for (int i = 0; i < 3; ++i) {
        int asBlack = 0;
        for (const ArenaGame& game : result.games) asBlack += game.black == i;
        QCOMPARE(asBlack, 4);
    }
}

void TestArena::strongerPlayerWins() {
    ArenaOptions options;
    options.players = {*parsePlayerSpec("search:3"), *parsePlayerSpec("random")};
    options.gamesPerPairing = 10;
    options.size = 6;
    const ArenaResult result = runArena(options);
    QVERIFY2(result.totalPoints(0) >= 9, qPrintable(QString::number(result.totalPoints(0))));
}

void TestArena::gamesDoNotDependOnEarlierGames() {
    // A worker thread reuses its tables from game to game: what one game stored must not
    // change the next. One thread plays every game after others; two threads share them out
    // differently; each game stands alone from a fresh start. All must play the same games.
    ArenaOptions options;
    options.players = {*parsePlayerSpec("search:3"), *parsePlayerSpec("search:2:hand")};
    options.gamesPerPairing = 4;
    options.seed = 5;
    options.threads = 1;
    const ArenaResult one = runArena(options);
    options.threads = 2;
    const ArenaResult two = runArena(options);
    for (std::size_t k = 0; k < one.games.size(); ++k) {
        const ArenaGame& game = one.games[k];
        QCOMPARE(two.games[k].transcript, game.transcript);
        // Replayed by players with tables of their own from the same opening (the first six
        // plies on 8x8: no pass can come so soon), the game is the same.
        const Parsed<Game> played = parseTranscript(game.transcript);
        QVERIFY(played);
        const std::vector<Square> opening(played->moves().begin(), played->moves().begin() + 6);
        auto black = createPlayer(options.players[game.black], 1, nullptr, test::builtInBooks());
        auto white = createPlayer(options.players[game.white], 1, nullptr, test::builtInBooks());
        QCOMPARE(playArenaGame(*black, *white, 8, opening).transcript, game.transcript);
    }
}

void TestArena::lossesAreWhatMinimaxSays() {
    // Random games on 4x4 and 6x6: every move's loss against the best, by plain minimax to the
    // end, summed per side, equals what the judge's exact analysis measures.
    for (int size : {4, 6}) {
        std::mt19937_64 random(size);
        auto player = createPlayer(*parsePlayerSpec("random"), 17, nullptr, test::builtInBooks());
        Searcher judge;
        for (int g = 0; g < 3; ++g) {
            Game game(Position::initial(size));
            while (!game.isOver()) {
                QVERIFY(game.play(
                    game.position().mustPass() ? kPass : randomMove(game.position(), random)));
            }
            // On 6x6 only the last ten empties are judged: minimax from earlier takes too long.
            int fromPly = 0;
            while (game.positionAt(fromPly).emptyCount() > 10) ++fromPly;
            std::array<MoveLosses, 2> expected{};
            for (int ply = fromPly; ply < game.length(); ++ply) {
                const Position& position = game.positionAt(ply);
                if (!position.hasMoves()) continue;
                std::uint64_t leaves = 0;
                int best = -1000;
                int played = 0;
                for (Square move : squaresOf(position.legalMoves())) {
                    const int value = -minimax(position.play(move), 64, leaves);
                    best = std::max(best, value);
                    if (move == game.moves()[ply]) played = value;
                }
                MoveLosses& side = expected[position.sideToMove() == Color::Black ? 0 : 1];
                side.total += best - played;
                ++side.moves;
            }
            const auto measured = measureLosses(game, fromPly, judge, 64);
            for (int side : {0, 1}) {
                QCOMPARE(measured[side].moves, expected[side].moves);
                QCOMPARE(measured[side].total, expected[side].total);
            }
        }
    }
}

void TestArena::arenaMeasuresLossesOfEachPlayer() {
    ArenaOptions options;
    options.players = {*parsePlayerSpec("search:4"), *parsePlayerSpec("random")};
    options.gamesPerPairing = 4;
    options.size = 6;
    options.lossDepth = 4;
    const ArenaResult result = runArena(options);
    // Every move after the opening is judged, and the random player loses more a move.
    int moves = 0;
    for (const ArenaGame& game : result.games) {
        moves += game.losses[0].moves + game.losses[1].moves;
    }
    QCOMPARE(result.losses[0].moves + result.losses[1].moves, moves);
    QVERIFY(result.losses[0].moves > 4 * 10);
    QVERIFY(result.losses[1].mean() > result.losses[0].mean());
}

QTEST_APPLESS_MAIN(TestArena)
#include "tst_arena.moc"
