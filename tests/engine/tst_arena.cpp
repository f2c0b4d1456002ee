// Round robins: every pairing plays its games from fair, repeatable openings, the records are
// legal games, and the points add up.
#include <QTest>

#include "arena.h"
#include "board_text.h"

using namespace hasami;
using namespace hasami::test;

class TestArena : public QObject {
    Q_OBJECT

private slots:
    void openingsAreRepeatableAndLegal();
    void roundRobinPlaysEveryPairing();
    void strongerPlayerWins();
    void gamesDoNotDependOnEarlierGames();
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
        auto black = createPlayer(options.players[game.black]);
        auto white = createPlayer(options.players[game.white]);
        QCOMPARE(playArenaGame(*black, *white, 8, opening).transcript, game.transcript);
    }
}

QTEST_APPLESS_MAIN(TestArena)
#include "tst_arena.moc"
