// The evaluation: the pattern instances cover the board as described, the learned weights are
// built in, symmetric positions are worth the same, finished games score exactly, and the
// learned weights predict exact endgame results better than the hand-weighted features.
#include <QTest>

#include "eval.h"
#include "pattern_weights.h"
#include "patterns.h"
#include "random_positions.h"
#include "search.h"

using namespace hasami;

namespace {

// The image of `set` under one of the eight symmetries of the 8x8 board.
Bitboard transformed(Bitboard set, int symmetry) {
    Bitboard image = 0;
    for (Square square : squaresOf(set)) {
        int column = columnOf(square);
        int row = rowOf(square);
        if (symmetry & 1) column = kGridSize - 1 - column;
        if (symmetry & 2) row = kGridSize - 1 - row;
        if (symmetry & 4) std::swap(column, row);
        image |= bit(squareAt(column, row));
    }
    return image;
}

}  // namespace

class TestEval : public QObject {
    Q_OBJECT

private slots:
    void instancesCoverTheBoard();
    void learnedWeightsAreBuiltIn();
    void symmetricPositionsAreWorthTheSame();
    void finishedGamesScoreExactly();
    void learnedWeightsPredictEndgamesBetter();
};

void TestEval::instancesCoverTheBoard() {
    const std::span<const patterns::Instance> instances = patterns::instances();
    QCOMPARE(int(instances.size()), patterns::kInstanceCount);
    // Per kind: corners and edges 4, lines 4 each, the long diagonals 2, the shorter ones 4.
    const int expected[] = {4, 4, 4, 4, 4, 2, 4, 4, 4, 4};
    int perKind[10] = {};
    Bitboard covered = 0;
    int weights = 0;
    for (const patterns::Kind& kind : patterns::kinds()) {
        QCOMPARE(kind.offset, weights);
        weights += int(std::pow(3, kind.size));
    }
    QCOMPARE(weights, patterns::kPatternWeights);
    for (const patterns::Instance& instance : instances) {
        ++perKind[instance.kind];
        Bitboard set = 0;
        for (int i = 0; i < instance.size; ++i) {
            QVERIFY(instance.squares[i] >= 0 && instance.squares[i] < 64);
            set |= bit(instance.squares[i]);
        }
        QCOMPARE(popcount(set), instance.size);  // no square twice
        covered |= set;
    }
    for (int kind = 0; kind < 10; ++kind) QCOMPARE(perKind[kind], expected[kind]);
    QCOMPARE(covered, ~Bitboard{0});
}

void TestEval::learnedWeightsAreBuiltIn() {
    for (int phase = 0; phase < patterns::kPhaseCount; ++phase) {
        QVERIFY(patternWeights(phase) != nullptr);
    }
}

void TestEval::symmetricPositionsAreWorthTheSame() {
    const Geometry& geometry = Geometry::of(8);
    std::mt19937_64 random(17);
    for (int i = 0; i < 400; ++i) {
        const Position position = test::randomPosition(8, 4 + i % 56, random);
        const int value = evaluate(position.player(), position.opponent(), geometry);
        for (int symmetry = 1; symmetry < 8; ++symmetry) {
            const int image = evaluate(transformed(position.player(), symmetry),
                                       transformed(position.opponent(), symmetry), geometry);
            if (image != value) {
                QFAIL(qPrintable(QStringLiteral("position %1, symmetry %2: %3 against %4")
                                     .arg(i)
                                     .arg(symmetry)
                                     .arg(image)
                                     .arg(value)));
            }
        }
    }
}

void TestEval::finishedGamesScoreExactly() {
    // The score of a finished game, counted here square by square: the side with more discs
    // gets the empty squares too.
    auto counted = [](const Position& position) {
        int own = 0, other = 0, empty = 0;
        for (Square square = 0; square < kGridSquares; ++square) {
            if (!position.isOnBoard(square)) continue;
            if (position.player() & bit(square)) {
                ++own;
            } else if (position.opponent() & bit(square)) {
                ++other;
            } else {
                ++empty;
            }
        }
        return own > other ? own - other + empty : own < other ? own - other - empty : 0;
    };
    const Geometry& geometry = Geometry::of(8);
    std::mt19937_64 random(5);
    int endedEarly = 0;
    for (int i = 0; i < 300; ++i) {
        const Position position = test::randomPosition(8, 0, random);
        QVERIFY(position.isGameOver());
        QCOMPARE(evaluate(position.player(), position.opponent(), geometry), counted(position));
        if (position.emptyCount() > 0) ++endedEarly;
    }
    // Some of the games ended with squares left empty, where the empties rule matters.
    QVERIFY2(endedEarly >= 3, qPrintable(QString::number(endedEarly)));
    // A wipe-out with empties left: all of them go to the winner.
    const Bitboard black = bit(squareAt(3, 3)) | bit(squareAt(4, 4)) | bit(squareAt(3, 4));
    QCOMPARE(evaluate(black, 0, geometry), 64);
    QCOMPARE(evaluate(0, black, geometry), -64);
}

// On positions of random games with 14 empties, solved exactly: the mean error of the learned
// evaluation is below that of the hand-weighted one.
void TestEval::learnedWeightsPredictEndgamesBetter() {
    const Geometry& geometry = Geometry::of(8);
    std::mt19937_64 random(29);
    Searcher solver;
    SearchLimits exact;
    exact.exact = true;
    double learned = 0;
    double hand = 0;
    constexpr int kPositions = 150;
    for (int i = 0; i < kPositions; ++i) {
        const Position position = test::randomLivePosition(8, 14, random);
        const int score = solver.search(position, exact).score;
        learned += std::abs(evaluate(position.player(), position.opponent(), geometry) - score);
        hand +=
            std::abs(evaluateFeatures(position.player(), position.opponent(), geometry) - score);
    }
    qInfo("mean error at 14 empties: learned %.2f, hand-weighted %.2f discs", learned / kPositions,
          hand / kPositions);
    QVERIFY(learned < hand);
}

QTEST_APPLESS_MAIN(TestEval)
#include "tst_eval.moc"
