// SPDX-License-Identifier: GPL-3.0-or-later
// What a review tells of how each side played: the expected score of a position and its fit,
// each move's class by the expected score it lost, the accuracy in Lichess's manner, and the
// two sides' disc losses accounting for the result, checked against minimax on real endgames.
#include <QTest>

#include <cmath>
#include <random>

#include "engine/formats/notation.h"
#include "engine/game/game_report.h"
#include "engine/players/game_reviewer.h"
#include "engine/search/search.h"
#include "tests/support/minimax.h"

using namespace hasami;
using hasami::test::minimax;

namespace {

ExpectedScore::Scales flatScales(double scale) {
    ExpectedScore::Scales scales{};
    scales.fill(scale);
    return scales;
}

int forBlack(const Position& position, int value) {
    return position.sideToMove() == Color::Black ? value : -value;
}

// A game of random moves (seeded) from the 8x8 start until `empties` are left, then on to the
// end by random moves too, forced passes played.
Game randomEndgame(unsigned seed, int empties) {
    std::mt19937 random(seed);
    Game played;
    NodeId node = kRootNode;
    Position position = played.start();
    while (!position.isGameOver()) {
        const Square move = position.mustPass() ? kPass : [&] {
            std::vector<Square> moves;
            for (const Square square : squaresOf(position.legalMoves())) moves.push_back(square);
            return moves[random() % moves.size()];
        }();
        node = played.addMove(node, move);
        position = move == kPass ? position.pass() : position.play(move);
    }
    played.goToNode(node);
    // The same game from the position with `empties` left: a game of its own.
    int ply = 0;
    while (played.positionAt(ply).emptyCount() > empties) ++ply;
    Game ending(played.positionAt(ply));
    NodeId at = kRootNode;
    for (int i = ply; i < played.length(); ++i)
        at = ending.addMove(at, played.moves()[std::size_t(i)]);
    ending.goToNode(at);
    return ending;
}

GameReport reviewed(const Game& game, const ReviewStrength& strength) {
    ReviewedPositions positions;
    reviewGame(game, strength, Books(), positions);
    return reportGame(game, reviewedLine(game, positions));
}

}  // namespace

class TestGameReport : public QObject {
    Q_OBJECT

private slots:
    void theExpectedScoreIsALogisticCurveOfTheValue() {
        const ExpectedScore model(flatScales(5.0));
        // 1 / (1 + e^-1) and 1 / (1 + e^2), worked by hand; with a lapse of 0.1, 0.1 + 0.8 of it.
        QVERIFY(std::abs(ExpectedScore(flatScales(5.0), flatScales(0.1)).of(5, 30) -
                         (0.1 + 0.8 * 0.7310586)) < 1e-6);
        QVERIFY(std::abs(model.of(5, 30) - 0.7310586) < 1e-6);
        QVERIFY(std::abs(model.of(-10, 30) - 0.1192029) < 1e-6);
        QCOMPARE(model.of(0, 30), 0.5);
        for (int value = -64; value <= 64; ++value) {
            QVERIFY(std::abs(model.of(value, 20) + model.of(-value, 20) - 1) < 1e-12);
            if (value > -64) QVERIFY(model.of(value, 20) > model.of(value - 1, 20));
        }
        // A finished game, or a full board, is worth its result.
        QCOMPARE(model.of(2, 10, 8, true), 1.0);
        QCOMPARE(model.of(-2, 0), 0.0);
        QCOMPARE(model.of(0, 0), 0.5);
        QCOMPARE(model.of(6, 3, 6, true), 1.0);
    }

    void theBuiltInModelWidensWithTheGameLeft() {
        QVERIFY2(ExpectedScore::builtInProblem().empty(), ExpectedScore::builtInProblem().c_str());
        const ExpectedScore& model = ExpectedScore::builtIn();
        for (int empties = 2; empties <= kExpectedScoreEmpties; ++empties) {
            QVERIFY(model.scale(empties) >= model.scale(empties - 1));
        }
        // The same lead counts for more the less is left to play.
        QVERIFY(model.of(6, 10) > model.of(6, 40));
        QVERIFY(model.of(6, 40) > 0.5);
        // Its text is read back as it was.
        const Parsed<ExpectedScore> again = ExpectedScore::parse(model.text("a comment"));
        QVERIFY(again);
        for (int empties = 1; empties <= kExpectedScoreEmpties; ++empties) {
            QVERIFY(std::abs(again->scale(empties) - model.scale(empties)) < 1e-3);
        }
    }

    void damagedModelsAreRefused() {
        const std::string whole = ExpectedScore(flatScales(3.0)).text();
        QVERIFY(ExpectedScore::parse(whole));
        const auto refused = [](const std::string& text, const char* says) {
            const Parsed<ExpectedScore> parsed = ExpectedScore::parse(text);
            QVERIFY(!parsed);
            QVERIFY2(parsed.error().find(says) != std::string::npos, parsed.error().c_str());
        };
        refused(whole.substr(0, whole.find("scale 60")), "no scale for 60 empties");
        refused(whole + "scale 60 3.0\n", "given twice");
        refused("scale 0 3.0\n", "line 1: the empties must be 1 to 60");
        refused("scale 5 -1\n", "line 1: the scale must be");
        refused("# fine\nscale 5\n", "line 2: expected 'scale <empties> <discs> <lapse>'");
        refused("scale 5 3.0 0.4\n", "line 1: the lapse must be a number from 0 to 0.25");
        refused("scale 5 nan\n", "the scale must be");
    }

    void theFitFindsTheScalesItsResultsWereDrawnWith() {
        // Results drawn at random with the chances of a known model: the fit recovers it.
        std::mt19937 random(3);
        std::uniform_int_distribution<int> values(-20, 20);
        std::uniform_real_distribution<double> chance(0, 1);
        const auto truth = [](int empties) { return 1.0 + 0.15 * empties; };
        std::vector<ScoredPosition> positions;
        for (int empties = 1; empties <= kExpectedScoreEmpties; ++empties) {
            for (int i = 0; i < 1000; ++i) {
                const int value = values(random);
                const double p = 1 / (1 + std::exp(-value / truth(empties)));
                positions.push_back({value, empties, chance(random) < p ? 1.0 : 0.0});
            }
        }
        const ExpectedScore fitted = fitExpectedScore(positions);
        for (const int empties : {5, 20, 35, 50}) {
            const double error = std::abs(fitted.scale(empties) / truth(empties) - 1);
            QVERIFY2(error < 0.15, qPrintable(QString::number(fitted.scale(empties))));
        }
        for (const int empties : {5, 30, 55}) {
            QVERIFY2(fitted.lapse(empties) <= 0.04,
                     qPrintable(QString::number(fitted.lapse(empties))));
        }
        // Measured on its own data, each tenth of predicted score is near what happened.
        for (const CalibrationBin& bin : calibrationOf(fitted, positions)) {
            QVERIFY(bin.positions > 0);
            QVERIFY(bin.predicted >= bin.from && bin.predicted <= bin.to);
            QVERIFY2(std::abs(bin.actual - bin.predicted) < 5,
                     qPrintable(QString::number(bin.from)));
        }
    }

    void theFitFindsTheLapseOfUpsets() {
        // One game in ten goes the other way whatever the value: the lapse found is a tenth,
        // and the scale still the one the rest were drawn with.
        std::mt19937 random(5);
        std::uniform_int_distribution<int> values(-25, 25);
        std::uniform_real_distribution<double> chance(0, 1);
        std::vector<ScoredPosition> positions;
        for (int empties = 1; empties <= kExpectedScoreEmpties; ++empties) {
            for (int i = 0; i < 1000; ++i) {
                const int value = values(random);
                const double p = 0.1 + 0.8 / (1 + std::exp(-value / 6.0));
                positions.push_back({value, empties, chance(random) < p ? 1.0 : 0.0});
            }
        }
        const ExpectedScore fitted = fitExpectedScore(positions);
        for (const int empties : {10, 30, 50}) {
            QVERIFY2(std::abs(fitted.lapse(empties) - 0.1) <= 0.025,
                     qPrintable(QString::number(fitted.lapse(empties))));
            QVERIFY2(std::abs(fitted.scale(empties) / 6.0 - 1) < 0.2,
                     qPrintable(QString::number(fitted.scale(empties))));
        }
        // The lapse keeps a lead of 25 from being a certain win.
        QVERIFY(std::abs(fitted.of(25, 30) - 0.9) < 0.03);
    }

    void calibrationGroupsPositionsByTheirPredictedScore() {
        const ExpectedScore model(flatScales(1.0));
        // logistic(0) = 50% into 50-60%, logistic(-3) = 4.7% into 0-10%, logistic(3) into 90%.
        const std::vector<ScoredPosition> positions = {
            {0, 10, 1.0}, {0, 10, 0.0}, {-3, 10, 0.0}, {3, 10, 1.0}, {3, 10, 0.5}};
        const std::vector<CalibrationBin> bins = calibrationOf(model, positions);
        QCOMPARE(bins.size(), std::size_t(10));
        QCOMPARE(bins[5].positions, 2);
        QCOMPARE(bins[5].actual, 50.0);
        QCOMPARE(bins[0].positions, 1);
        QCOMPARE(bins[0].actual, 0.0);
        QCOMPARE(bins[9].positions, 2);
        QCOMPARE(bins[9].actual, 75.0);
        QCOMPARE(bins[3].positions, 0);
    }

    void classesFollowTheThresholds() {
        QCOMPARE(classify(0, 0, false), MoveClass::Best);
        QCOMPARE(classify(0, 0, true), MoveClass::Book);
        QCOMPARE(classify(1, 3, true), MoveClass::Book);  // within the book's tolerance
        QCOMPARE(classify(8, 20, true), MoveClass::Blunder);
        QCOMPARE(classify(1, 1.9, false), MoveClass::Excellent);
        QCOMPARE(classify(2, 2.0, false), MoveClass::Good);
        QCOMPARE(classify(3, 5.0, false), MoveClass::Inaccuracy);
        QCOMPARE(classify(4, 10.0, false), MoveClass::Mistake);
        QCOMPARE(classify(9, 15.0, false), MoveClass::Blunder);
        // A won game stays won: ten discs given away there cost no expected score.
        QCOMPARE(classify(10, 0.0, false), MoveClass::Excellent);
        QCOMPARE(moveClassGlyph(MoveClass::Inaccuracy), std::string_view("?!"));
        QCOMPARE(moveClassGlyph(MoveClass::Mistake), std::string_view("?"));
        QCOMPARE(moveClassGlyph(MoveClass::Blunder), std::string_view("??"));
        QCOMPARE(moveClassGlyph(MoveClass::Good), std::string_view(""));
        for (int i = 0; i < kMoveClassCount; ++i) {
            QCOMPARE(moveClassNamed(moveClassName(MoveClass(i))), std::optional(MoveClass(i)));
        }
        QVERIFY(!moveClassNamed("brilliant"));
    }

    void aMoveIsAsAccurateAsLichessSays() {
        QCOMPARE(moveAccuracy(60, 60), 100.0);
        QCOMPARE(moveAccuracy(40, 45), 100.0);
        // 103.1668 e^(-0.4354) - 3.1669 + 1, worked by hand: 64.58.
        QVERIFY(std::abs(moveAccuracy(60, 50) - 64.585) < 0.01);
        QCOMPARE(moveAccuracy(100, 0), 0.0);
        QCOMPARE(phaseOf(41, 8), GamePhase::Opening);
        QCOMPARE(phaseOf(40, 8), GamePhase::Middle);
        QCOMPARE(phaseOf(21, 8), GamePhase::Middle);
        QCOMPARE(phaseOf(20, 8), GamePhase::Endgame);
    }

    void movesThatKeepTheExactValueAreBestAndTheLossesAddUpToTheResult() {
        // Endgames of 10 empties from random games, solved whole: a move is Best exactly when
        // minimax says it keeps the value, each loses what minimax says, and the two sides'
        // losses account for the result and minimax's value of the start.
        ReviewStrength strength;
        strength.depth = 4;
        strength.exactEmpties = 10;
        for (unsigned seed = 1; seed <= 4; ++seed) {
            const Game game = randomEndgame(seed, 10);
            const GameReport report = reviewed(game, strength);
            QVERIFY(report.complete);
            QCOMPARE(*report.startValue, forBlack(game.start(), minimax(game.start())));
            const Position& end = game.positionAt(game.length());
            QCOMPARE(*report.result, forBlack(end, end.finalScore()));
            QCOMPARE(report.black.discLoss - report.white.discLoss,
                     *report.startValue - *report.result);
            int bests = 0;
            for (int ply = 0; ply < game.length(); ++ply) {
                const Square move = game.moves()[std::size_t(ply)];
                if (move == kPass) continue;
                const Position& before = game.positionAt(ply);
                const int loss = minimax(before) + minimax(before.play(move));
                const std::optional<AssessedMove>& assessed = report.moves[std::size_t(ply)];
                QVERIFY(assessed && assessed->exact);
                QCOMPARE(assessed->discLoss, loss);
                QCOMPARE(assessed->kind == MoveClass::Best, loss == 0);
                bests += loss == 0;
                if (loss == 0) QCOMPARE(assessed->best, move);
            }
            QVERIFY(bests > 0);
            QCOMPARE(report.blackLossSoFar.back(), report.black.discLoss);
            QCOMPARE(report.whiteLossSoFar.back(), report.white.discLoss);
        }
    }

    void aBlunderThatGivesACornerIsDoubleQuestioned() {
        // A game of best moves at 6 plies to a balanced middle game, then a move that hands the
        // opponent a corner and many discs with it: a Blunder, ??.
        SearchOptions options;
        Searcher searcher(options);
        Game game;
        NodeId node = kRootNode;
        SearchLimits limits;
        limits.depth = 6;
        while (game.positionOf(node).emptyCount() > 36) {
            const SearchInfo info = searcher.search(game.positionOf(node), limits);
            node = game.addMove(node, info.bestMove);
        }
        const Position balanced = game.positionOf(node);
        QVERIFY(balanced.hasMoves());
        limits.depth = 8;
        const Analysis analysis = searcher.analyze(balanced, limits);
        QVERIFY(std::abs(analysis.moves.front().score) <= 8);
        const Bitboard corners = bit(*parseSquare("a1")) | bit(*parseSquare("h1")) |
                                 bit(*parseSquare("a8")) | bit(*parseSquare("h8"));
        // The move that loses most among those after which the opponent's best is a corner.
        std::optional<MoveValue> giving;
        for (const MoveValue& value : analysis.moves) {
            const Position after = balanced.play(value.move);
            if (!(after.legalMoves() & corners & ~balanced.opponent())) continue;
            const SearchInfo reply = searcher.search(after, limits);
            if (!(bit(reply.bestMove) & corners)) continue;
            if (!giving || value.score < giving->score) giving = value;
        }
        QVERIFY2(giving, "no move of the position gives a corner");
        QVERIFY(analysis.moves.front().score - giving->score >= 10);
        node = game.addMove(node, giving->move);
        game.goToNode(node);
        ReviewStrength strength;
        strength.depth = 8;
        strength.exactEmpties = 14;
        const GameReport report = reviewed(game, strength);
        const std::optional<AssessedMove>& blunder = report.moves.back();
        QVERIFY(blunder);
        QCOMPARE(blunder->move, giving->move);
        QCOMPARE(blunder->kind, MoveClass::Blunder);
        QCOMPARE(moveClassGlyph(blunder->kind), std::string_view("??"));
        QVERIFY(blunder->pointsLost() >= kMistakeLossPoints);
        QCOMPARE(*report.biggestSwing, game.length() - 1);
        // The side that blundered is the less accurate.
        const Color blundered = blunder->player;
        QVERIFY(*report.side(blundered).accuracy < *report.side(opposite(blundered)).accuracy);
    }

    void bestPlayThroughoutIsAHundredPercent() {
        // Both sides play minimax's best from 10 empties: every move Best, no loss, accuracy 100.
        Game game(randomEndgame(9, 10).start());
        NodeId node = kRootNode;
        while (!game.positionOf(node).isGameOver()) {
            const Position& position = game.positionOf(node);
            Square chosen = kPass;
            if (!position.mustPass()) {
                int best = -100;
                for (const Square move : squaresOf(position.legalMoves())) {
                    const int value = -minimax(position.play(move));
                    if (value > best) std::tie(best, chosen) = std::tuple(value, move);
                }
            }
            node = game.addMove(node, chosen);
        }
        game.goToNode(node);
        ReviewStrength strength;
        strength.depth = 4;
        strength.exactEmpties = 10;
        const GameReport report = reviewed(game, strength);
        for (const SideReport* side : {&report.black, &report.white}) {
            QCOMPARE(side->discLoss, 0);
            QCOMPARE(side->count(MoveClass::Best), side->moves);
            QCOMPARE(*side->accuracy, 100.0);
            QCOMPARE(*side->phaseAccuracy[std::size_t(GamePhase::Endgame)], 100.0);
            QVERIFY(!side->phaseAccuracy[std::size_t(GamePhase::Opening)]);
        }
    }
};

QTEST_APPLESS_MAIN(TestGameReport)
#include "tst_game_report.moc"
