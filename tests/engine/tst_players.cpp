// SPDX-License-Identifier: GPL-3.0-or-later
// The players: their specs, the random player's fairness, that every player answers every
// position with a legal move, and how the levels choose among the moves by what each loses.
#include <QTest>

#include <QDir>
#include <QFile>

#include <cmath>

#include "engine/eval/pattern_weights.h"
#include "engine/players/engine.h"
#include "engine/players/levels.h"
#include "engine/players/table_player.h"
#include "engine/search/search.h"
#include "tests/support/board_text.h"
#include "tests/support/built_in_books.h"
#include "tests/support/random_positions.h"

using namespace hasami;
using namespace hasami::test;

namespace {

// Two players of `spec` with the same seed choose alike over `count` positions; with another
// seed the choices differ somewhere.
void checkRepeatableAndVaried(const char* spec, int count) {
    auto first = createPlayer(*parsePlayerSpec(spec), 7, nullptr, test::builtInBooks());
    auto second = createPlayer(*parsePlayerSpec(spec), 7, nullptr, test::builtInBooks());
    auto other = createPlayer(*parsePlayerSpec(spec), 8, nullptr, test::builtInBooks());
    std::mt19937_64 random(1);
    int differences = 0;
    for (int i = 0; i < count; ++i) {
        const Position position = randomLivePosition(8, 40, random);
        const Square a = first->chooseMove(position).bestMove;
        QCOMPARE(second->chooseMove(position).bestMove, a);
        differences += other->chooseMove(position).bestMove != a;
    }
    QVERIFY(differences > 0);
}

}  // namespace

class TestPlayers : public QObject {
    Q_OBJECT

private slots:
    void specsRoundTrip_data();
    void specsRoundTrip();
    void badSpecs_data();
    void badSpecs();
    void randomPlayerIsUniform_data();
    void randomPlayerIsUniform();
    void randomPlayerIsRepeatable();
    void everyPlayerPlaysLegalMoves_data();
    void everyPlayerPlaysLegalMoves();
    void tablePlayerSearchesDeeperNearTheEnd();
    void levelsChooseByWhatAMoveLoses();
    void levelsAreRepeatableAndVary();
    void theTopLevelIsTheFullEngine();
    void searchEvaluatesWithTheWeightsItNames();
    void selectivityNamesHowSureTheCutsAre();
    void playersAndTheEnginePlayFromTheBooksGiven();
};

void TestPlayers::specsRoundTrip_data() {
    QTest::addColumn<QString>("text");
    for (const char* text : {"random",
                             "table",
                             "search:1",
                             "search:12",
                             "search:time=1000",
                             "search:8:null",
                             "search:time=500:null",
                             "search:6:hand",
                             "search:time=100:null:hand",
                             "minimax:3",
                             "level:1",
                             "level:10",
                             "search:8:threads=2",
                             "search:time=500:null:threads=4",
                             "level:7:threads=64",
                             "search:time=200:weights=/tmp/new.bin",
                             "search:8:exhaustive:threads=2:weights=weights/a:b.bin",
                             "search:time=200:book",
                             "search:6:null:hand:book:threads=2",
                             "search:time=100:selectivity=73",
                             "search:12:null:selectivity=87:book:threads=2"}) {
        QTest::newRow(text) << text;
    }
}

void TestPlayers::specsRoundTrip() {
    QFETCH(QString, text);
    const Parsed<PlayerSpec> spec = parsePlayerSpec(text.toStdString());
    QVERIFY2(spec, spec.error().c_str());
    QCOMPARE(QString::fromStdString(formatPlayerSpec(*spec)), text);
}

namespace {

// Rows of badSpecs: selectivities that are not one of the levels', or given twice.
void addBadSelectivityRows() {
    QTest::newRow("selectivity not a level") << "search:time=100:selectivity=90"
                                             << "selectivity=P needs one of 73, 87";
    QTest::newRow("selectivity no number") << "search:8:selectivity=high"
                                           << "selectivity=P needs one of 73, 87";
    QTest::newRow("selectivity twice") << "search:8:selectivity=87:selectivity=95"
                                       << "search:DEPTH needs a depth";
}

}  // namespace

void TestPlayers::badSpecs_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("complaint");
    QTest::newRow("empty") << ""
                           << "unknown player";
    QTest::newRow("unknown") << "alphazero"
                             << "unknown player 'alphazero'";
    QTest::newRow("no depth") << "search"
                              << "search:DEPTH needs a depth";
    QTest::newRow("empty depth") << "search:"
                                 << "search:DEPTH needs a depth";
    QTest::newRow("zero depth") << "search:0"
                                << "needs a depth from 1 to 60";
    QTest::newRow("negative depth") << "minimax:-2"
                                    << "needs a depth from 1 to 60";
    QTest::newRow("too deep") << "search:61"
                              << "needs a depth from 1 to 60";
    QTest::newRow("word depth") << "search:deep"
                                << "needs a depth";
    QTest::newRow("trailing junk") << "search:4x"
                                   << "needs a depth";
    QTest::newRow("zero time") << "search:time=0"
                               << "time=MS needs a whole number";
    QTest::newRow("bad time") << "search:time=soon"
                              << "time=MS needs a whole number";
    QTest::newRow("random argument") << "random:3"
                                     << "random takes no argument";
    QTest::newRow("minimax time") << "minimax:time=100"
                                  << "minimax:DEPTH needs a depth";
    QTest::newRow("minimax null") << "minimax:3:null"
                                  << "minimax:DEPTH needs a depth";
    QTest::newRow("unknown flag") << "search:3:fast"
                                  << "search:DEPTH needs a depth";
    QTest::newRow("flag twice") << "search:3:hand:hand"
                                << "search:DEPTH needs a depth";
    addBadSelectivityRows();
    QTest::newRow("minimax hand") << "minimax:3:hand"
                                  << "minimax:DEPTH needs a depth";
    QTest::newRow("level zero") << "level:0"
                                << "level:N needs a level from 1 to 13";
    QTest::newRow("level fourteen") << "level:14"
                                    << "level:N needs a level from 1 to 13";
    QTest::newRow("level alone") << "level"
                                 << "level:N needs a level";
    QTest::newRow("level word") << "level:easy"
                                << "level:N needs a level";
    QTest::newRow("threads of random") << "random:threads=2"
                                       << "threads=N goes with search and level";
    QTest::newRow("threads of minimax") << "minimax:3:threads=2"
                                        << "threads=N goes with search and level";
    QTest::newRow("zero threads") << "search:4:threads=0"
                                  << "N from 1 to 64";
    QTest::newRow("too many threads") << "level:3:threads=65"
                                      << "N from 1 to 64";
    QTest::newRow("threads twice") << "search:4:threads=2:threads=2"
                                   << "threads=N goes with search and level specs, once";
    QTest::newRow("threads of a bad spec") << "search:deep:threads=2"
                                           << "search:DEPTH needs a depth";
    QTest::newRow("weights of a level") << "level:3:weights=new.bin"
                                        << "weights=FILE goes last in a search spec";
    QTest::newRow("weights without a file") << "search:4:weights="
                                            << "weights=FILE goes last in a search spec";
    QTest::newRow("weights by hand") << "search:4:hand:weights=new.bin"
                                     << "without :hand";
}

void TestPlayers::badSpecs() {
    QFETCH(QString, text);
    QFETCH(QString, complaint);
    const Parsed<PlayerSpec> spec = parsePlayerSpec(text.toStdString());
    QVERIFY(!spec);
    QVERIFY2(QString::fromStdString(spec.error()).contains(complaint), spec.error().c_str());
}

void TestPlayers::randomPlayerIsUniform_data() {
    QTest::addColumn<Position>("position");
    QTest::newRow("start, 4 moves") << Position::initial();
    std::mt19937_64 random(3);
    Position wide = randomLivePosition(8, 40, random);
    while (popcount(wide.legalMoves()) < 9) wide = randomLivePosition(8, 40, random);
    QTest::newRow("midgame, many moves") << wide;
}

void TestPlayers::randomPlayerIsUniform() {
    QFETCH(Position, position);
    const int moveCount = popcount(position.legalMoves());
    const int draws = 4000 * moveCount;
    auto player = createPlayer(*parsePlayerSpec("random"), 42, nullptr, test::builtInBooks());
    std::array<int, 64> counts{};
    for (int i = 0; i < draws; ++i) {
        const Square move = player->chooseMove(position).bestMove;
        QVERIFY(position.isLegal(move));
        ++counts[move];
    }
    // Pearson's chi-square against the uniform distribution; the critical values are those
    // of p = 0.001 for 3 to 19 degrees of freedom (standard tables).
    const double expected = double(draws) / moveCount;
    double chiSquare = 0;
    for (Square square : squaresOf(position.legalMoves())) {
        const double difference = counts[square] - expected;
        chiSquare += difference * difference / expected;
    }
    const double critical[] = {16.27, 18.47, 20.52, 22.46, 24.32, 26.12, 27.88, 29.59, 31.26,
                               32.91, 34.53, 36.12, 37.70, 39.25, 40.79, 42.31, 43.82};
    const int freedom = moveCount - 1;
    QVERIFY(freedom >= 3 && freedom <= 19);
    qInfo("%d moves, %d draws: chi-square %.2f (critical %.2f)", moveCount, draws, chiSquare,
          critical[freedom - 3]);
    QVERIFY(chiSquare < critical[freedom - 3]);
}

void TestPlayers::randomPlayerIsRepeatable() {
    checkRepeatableAndVaried("random", 50);
}

void TestPlayers::everyPlayerPlaysLegalMoves_data() {
    QTest::addColumn<QString>("spec");
    for (const char* spec :
         {"random", "table", "search:3", "search:time=20", "minimax:2", "level:1", "level:5"}) {
        QTest::newRow(spec) << spec;
    }
}

void TestPlayers::everyPlayerPlaysLegalMoves() {
    QFETCH(QString, spec);
    auto player =
        createPlayer(*parsePlayerSpec(spec.toStdString()), 1, nullptr, test::builtInBooks());
    std::mt19937_64 random(9);
    for (int size : {4, 6, 8}) {
        for (int empties : {size * size - 6, size * size / 2, 3}) {
            const Position position = randomPosition(size, empties, random);
            const SearchInfo info = player->chooseMove(position);
            if (position.isGameOver()) {
                QCOMPARE(info.bestMove, kNoSquare);
            } else {
                QVERIFY2(position.isLegal(info.bestMove), formatPosition(position).c_str());
            }
        }
    }
    const Position mustPass = drawn({"XO--", "----", "----", "----"}, Color::White);
    QCOMPARE(player->chooseMove(mustPass).bestMove, kPass);
}

void TestPlayers::tablePlayerSearchesDeeperNearTheEnd() {
    // docs/engine.md, "Players and the arena": depth 6, raised to 8 with about 20 empties and 10
    // with about 18.
    QCOMPARE(TablePlayer::depthFor(40, 64), 6);
    QCOMPARE(TablePlayer::depthFor(20, 64), 8);
    QCOMPARE(TablePlayer::depthFor(18, 64), 10);
    // Near the end it counts discs.
    const Geometry& geometry = Geometry::of(8);
    std::mt19937_64 random(4);
    const Position late = randomLivePosition(8, 16, random);
    QCOMPARE(TablePlayer::evaluate(late.player(), late.opponent(), geometry),
             late.discCount(late.sideToMove()) - late.discCount(opposite(late.sideToMove())));
}

void TestPlayers::levelsChooseByWhatAMoveLoses() {
    // Three moves losing 0, 4 and 20 discs at a temperature of 4: chosen with weights
    // 1 : e^-1 : e^-5 (worked out here, not by the code under test).
    Analysis analysis;
    analysis.moves = {{sq("d3"), 6, 4, false}, {sq("c4"), 2, 4, false}, {sq("f5"), -14, 4, false}};
    std::mt19937_64 random(3);
    constexpr int kDraws = 30000;
    int counts[3] = {0, 0, 0};
    for (int i = 0; i < kDraws; ++i) {
        const Square move = chooseByLoss(analysis, 4.0, random);
        for (int k = 0; k < 3; ++k) counts[k] += move == analysis.moves[k].move;
    }
    const double weights[3] = {1.0, std::exp(-1.0), std::exp(-5.0)};
    const double total = weights[0] + weights[1] + weights[2];
    for (int k = 0; k < 3; ++k) {
        const double p = weights[k] / total;
        const double sigma = std::sqrt(kDraws * p * (1 - p));
        QVERIFY2(std::abs(counts[k] - kDraws * p) < 5 * sigma,
                 qPrintable(QStringLiteral("move %1: %2 of %3").arg(k).arg(counts[k]).arg(kDraws)));
    }
    // No temperature: always the best.
    for (int i = 0; i < 100; ++i) QCOMPARE(chooseByLoss(analysis, 0.0, random), sq("d3"));
    // The weaker the level, the warmer: larger losses become likelier. From kBestMoveLevel on
    // the levels play their best move, each thinking longer than the one below, the top one
    // alone at the clock's pace.
    for (int level = 2; level <= kBestMoveLevel; ++level) {
        QVERIFY(levelOf(level).temperature < levelOf(level - 1).temperature);
        QVERIFY(levelOf(level).depth >= levelOf(level - 1).depth);
        QVERIFY(levelOf(level).exactEmpties >= levelOf(level - 1).exactEmpties);
        QCOMPARE(levelOf(level).moveTime, std::chrono::milliseconds(0));
    }
    QCOMPARE(levelOf(kBestMoveLevel).temperature, 0.0);
    for (int level = kBestMoveLevel + 1; level <= kLevelCount; ++level) {
        QCOMPARE(levelOf(level).temperature, 0.0);
        QCOMPARE(levelOf(level).depth, 0);  // as deep as the time allows
        QVERIFY(levelOf(level).exactEmpties >= levelOf(level - 1).exactEmpties);
        QVERIFY(levelOf(level).moveTime > levelOf(level - 1).moveTime);
        QCOMPARE(levelOf(level).clockPaced, level == kLevelCount);
        QCOMPARE(levelLimits(levelOf(level)).time, levelOf(level).moveTime);
    }
}

void TestPlayers::levelsAreRepeatableAndVary() {
    checkRepeatableAndVaried("level:2", 40);
}

void TestPlayers::theTopLevelIsTheFullEngine() {
    // Level 10 plays what the engine's own search to depth 10 plays, solving 20 empties.
    auto top = createPlayer(*parsePlayerSpec("level:10"), 1, nullptr, test::builtInBooks());
    std::mt19937_64 random(6);
    for (int empties : {44, 30, 18}) {
        const Position position = randomLivePosition(8, empties, random);
        Searcher engine;
        SearchLimits limits;
        limits.depth = 10;
        QCOMPARE(top->chooseMove(position).score, engine.search(position, limits).score);
    }
}

void TestPlayers::playersAndTheEnginePlayFromTheBooksGiven() {
    // A book of one position, after f5, whose leaf is f4 (the parallel opening, which the
    // built-in book does not play): every player that reads books plays it from this one.
    const Position afterF5 = Position::initial().play(squareAt(5, 4));
    const Square f4 = squareAt(5, 3);
    auto mine = std::make_shared<OpeningBook>(8);
    mine->insert(afterF5, {3, 20, false, false, false, f4});
    mine->propagate();
    const Books books = test::builtInBooks().choosing(mine);
    QCOMPARE(books.bookFor(afterF5), mine.get());
    // Books made empty have none: a player handed them searches from the first move.
    QCOMPARE(Books().bookFor(afterF5), nullptr);
    QVERIFY(
        !createPlayer(*parsePlayerSpec("level:10"), 3, nullptr, Books())->chooseMove(afterF5).book);
    // Another board's positions read the built-in book of their board.
    QCOMPARE(books.bookFor(Position::initial(6)), test::builtInBook(6));
    QCOMPARE(test::builtInBooks().bookFor(afterF5), test::builtInBook(8));
    for (const char* spec : {"search:1:book", "level:10", "level:5"}) {
        auto player = createPlayer(*parsePlayerSpec(spec), 3, nullptr, books);
        const SearchInfo info = player->chooseMove(afterF5);
        QVERIFY2(info.book && info.bestMove == f4, spec);
        QCOMPARE(info.score, 3);
        auto builtIn = createPlayer(*parsePlayerSpec(spec), 3, nullptr, test::builtInBooks());
        QVERIFY2(builtIn->chooseMove(afterF5).bestMove != f4, spec);
    }
    Engine engine;
    engine.setBooks(books);
    MoveRequest request{afterF5, LevelPlay{10}, {}};
    QCOMPARE(engine.chooseMove(request).bestMove, f4);
    engine.setBooks(test::builtInBooks());
    QVERIFY(engine.chooseMove(request).bestMove != f4);
}

QTEST_APPLESS_MAIN(TestPlayers)
// A weights file whose every weight is 0 but the bias, +5 discs for the side to move: a
// one-ply search from the start, all of whose leaves are positions of the opponent's, scores
// -5 with it, and the built-in weights do not; a missing file is named before play.
void TestPlayers::searchEvaluatesWithTheWeightsItNames() {
    const patterns::Layout& layout = *patterns::Layout::of(8);
    std::vector<std::int16_t> values(
        std::size_t(layout.phaseCount()) * std::size_t(layout.weightsPerPhase()), 0);
    for (int phase = 0; phase < layout.phaseCount(); ++phase) {
        values[std::size_t(phase) * std::size_t(layout.weightsPerPhase()) +
               std::size_t(layout.bias())] = 5 * kPatternWeightScale;
    }
    const std::vector<char> bytes = writePatternWeights(PatternWeights(layout, values));
    const QString path = QDir::temp().filePath(QStringLiteral("hasami-bias-weights.bin"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes.data(), qint64(bytes.size()));
    file.close();
    const Parsed<PlayerSpec> spec =
        parsePlayerSpec("search:1:exhaustive:weights=" + path.toStdString());
    QVERIFY2(spec, spec.error().c_str());
    QVERIFY(!playerSpecProblem(*spec));
    QCOMPARE(createPlayer(*spec, 1, nullptr, test::builtInBooks())
                 ->chooseMove(Position::initial())
                 .score,
             -5);
    const Parsed<PlayerSpec> builtIn = parsePlayerSpec("search:1:exhaustive");
    QVERIFY(createPlayer(*builtIn, 1, nullptr, test::builtInBooks())
                ->chooseMove(Position::initial())
                .score != -5);
    // On the 6x6 board, whose weights these are not, the built-in ones.
    QCOMPARE(createPlayer(*spec, 1, nullptr, test::builtInBooks())
                 ->chooseMove(Position::initial(6))
                 .score,
             createPlayer(*builtIn, 1, nullptr, test::builtInBooks())
                 ->chooseMove(Position::initial(6))
                 .score);
    const Parsed<PlayerSpec> missing = parsePlayerSpec("search:1:weights=/nonexistent/w.bin");
    const auto problem = playerSpecProblem(*missing);
    QVERIFY(problem);
    QVERIFY2(problem->message.find("cannot read the weights file '/nonexistent/w.bin'") !=
                 std::string::npos,
             problem->message.c_str());
    QFile::remove(path);
}

// A search told how sure its Multi-ProbCut cuts must be: the surer, the more nodes; sure at
// 100% it is the exhaustive search, node for node and value for value.
void TestPlayers::selectivityNamesHowSureTheCutsAre() {
    std::mt19937_64 random(71);
    for (int i = 0; i < 3; ++i) {
        const Position position = randomLivePosition(8, 40, random);
        std::uint64_t lastNodes = 0;
        for (const char* spec :
             {"search:9:selectivity=73", "search:9:selectivity=95", "search:9:selectivity=100"}) {
            const SearchInfo info =
                createPlayer(*parsePlayerSpec(spec), 1, nullptr, test::builtInBooks())
                    ->chooseMove(position);
            QVERIFY2(info.nodes > lastNodes, spec);
            lastNodes = info.nodes;
        }
        const SearchInfo sure = createPlayer(*parsePlayerSpec("search:9:selectivity=100"), 1,
                                             nullptr, test::builtInBooks())
                                    ->chooseMove(position);
        const SearchInfo exhaustive =
            createPlayer(*parsePlayerSpec("search:9:exhaustive"), 1, nullptr, test::builtInBooks())
                ->chooseMove(position);
        QCOMPARE(sure.nodes, exhaustive.nodes);
        QCOMPARE(sure.score, exhaustive.score);
    }
}

#include "tst_players.moc"
