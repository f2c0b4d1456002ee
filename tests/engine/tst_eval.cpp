// SPDX-License-Identifier: GPL-3.0-or-later
// The evaluation: the pattern instances cover the board as described, the learned weights are
// built in and their files refuse damage (and read those fitted before the parity feature),
// the parity weight goes to the side that plays last, symmetric positions are worth the same,
// finished games score exactly, and the learned weights predict exact endgame results better than
// the hand-weighted features, on the 8x8 and the 6x6 board.
#include <QTest>

#include <optional>

#include "engine/eval/eval.h"
#include "engine/eval/pattern_weights.h"
#include "engine/eval/patterns.h"
#include "engine/search/search.h"
#include "engine/util/byte_order.h"
#include "tests/support/random_positions.h"

using namespace hasami;

namespace {

// The image of `set` under one of the eight symmetries of the size x size board.
Bitboard transformed(Bitboard set, int symmetry, int size) {
    Bitboard image = 0;
    for (Square square : squaresOf(set)) {
        int column = columnOf(square);
        int row = rowOf(square);
        if (symmetry & 1) column = size - 1 - column;
        if (symmetry & 2) row = size - 1 - row;
        if (symmetry & 4) std::swap(column, row);
        image |= bit(squareAt(column, row));
    }
    return image;
}

}  // namespace

class TestEval : public QObject {
    Q_OBJECT

private slots:
    void instancesCoverTheBoard_data();
    void instancesCoverTheBoard();
    void featuresReadEveryInstance_data();
    void featuresReadEveryInstance();
    void learnedWeightsAreBuiltIn();
    void weightsFilesRoundTrip();
    void damagedWeightsFilesAreRefused_data();
    void damagedWeightsFilesAreRefused();
    void weightsFittedBeforeParityReadWithParityZero();
    void parityWeightCountsForTheSideThatPlaysLast();
    void finerPhasesHoldForTheirOwnEmpties();
    void extendedShapesAreReadFromTheirFileAndSymmetric_data();
    void extendedShapesAreReadFromTheirFileAndSymmetric();
    void countTablesWeighEachCount();
    void childEvaluationIsTheChildsOwn_data();
    void childEvaluationIsTheChildsOwn();
    void symmetricPositionsAreWorthTheSame_data();
    void symmetricPositionsAreWorthTheSame();
    void finishedGamesScoreExactly();
    void learnedWeightsPredictEndgamesBetter_data();
    void learnedWeightsPredictEndgamesBetter();
};

void TestEval::instancesCoverTheBoard_data() {
    QTest::addColumn<int>("size");
    QTest::addColumn<QList<int>>("perKind");
    QTest::addColumn<int>("weights");
    QTest::addColumn<bool>("extended");
    // Per kind: corners and edges 4, the 2x5 corner 8 (it has no symmetry of its own), lines 4
    // each, the long diagonals 2, the shorter ones 4; the triangle and the corner with its
    // block 4 each (each has a symmetry of its own).
    QTest::newRow("8x8") << 8 << QList<int>{4, 4, 8, 4, 4, 4, 2, 4, 4, 4, 4}
                         << 19683 + 59049 + 59049 + 3 * 6561 + 6561 + 2187 + 729 + 243 + 81
                         << false;
    QTest::newRow("8x8 extended") << 8 << QList<int>{4, 4, 8, 4, 4, 4, 2, 4, 4, 4, 4, 4, 4}
                                  << 19683 + 59049 + 59049 + 3 * 6561 + 6561 + 2187 + 729 + 243 +
                                         81 + 2 * 59049
                                  << true;
    QTest::newRow("6x6") << 6 << QList<int>{4, 4, 4, 4, 2, 4, 4}
                         << 19683 + 6561 + 729 + 729 + 729 + 243 + 81 << false;
}

void TestEval::instancesCoverTheBoard() {
    QFETCH(int, size);
    QFETCH(QList<int>, perKind);
    QFETCH(int, weights);
    QFETCH(bool, extended);
    const patterns::Layout& layout =
        *patterns::Layout::of(size, patterns::Layout::kDefaultPhaseWidth,
                              extended ? patterns::Shapes::extended : patterns::Shapes::standard);
    QCOMPARE(int(layout.kinds().size()), int(perKind.size()));
    int offset = 0;
    for (const patterns::Kind& kind : layout.kinds()) {
        QCOMPARE(kind.offset, offset);
        offset += int(std::pow(3, kind.size));
    }
    QCOMPARE(offset, weights);
    QCOMPARE(layout.patternWeights(), weights);
    QCOMPARE(layout.weightsPerPhase(), weights + 4);  // bias, mobility, potential, parity
    QVERIFY(layout.fingerprint() != layout.fingerprintWithoutParity());
    QList<int> counted(perKind.size(), 0);
    Bitboard covered = 0;
    for (const patterns::Instance& instance : layout.instances()) {
        ++counted[instance.kind];
        Bitboard set = 0;
        for (int i = 0; i < instance.size; ++i) set |= bit(instance.squares[i]);
        QCOMPARE(popcount(set), instance.size);  // no square twice
        QCOMPARE(set & ~boardMask(size), Bitboard{0});
        covered |= set;
    }
    QCOMPARE(counted, perKind);
    QVERIFY(layout.instanceCount() <= patterns::kMaxInstances);
    QCOMPARE(covered, boardMask(size));
    // Four empties a phase, the start position in the last.
    QCOMPARE(layout.phaseOf(0), 0);
    QCOMPARE(layout.phaseOf(size * size - 4), layout.phaseCount() - 1);
    QCOMPARE(layout.phaseOf(size * size - 5), (size * size - 5) / 4);
}

void TestEval::featuresReadEveryInstance_data() {
    QTest::addColumn<int>("size");
    QTest::addColumn<bool>("extended");
    QTest::newRow("8x8") << 8 << false;
    QTest::newRow("8x8 extended") << 8 << true;
    QTest::newRow("6x6") << 6 << false;
}

// The features read each instance's squares as patternIndex does, one square at a time.
void TestEval::featuresReadEveryInstance() {
    QFETCH(int, size);
    QFETCH(bool, extended);
    const patterns::Layout& layout =
        *patterns::Layout::of(size, patterns::Layout::kDefaultPhaseWidth,
                              extended ? patterns::Shapes::extended : patterns::Shapes::standard);
    std::mt19937_64 random(5);
    for (int game = 0; game < 200; ++game) {
        const int empties = std::uniform_int_distribution<int>(0, size * size - 4)(random);
        const Position position = test::randomPosition(size, empties, random);
        const Bitboard player = position.player();
        const Bitboard opponent = position.opponent();
        const patterns::Features features = layout.featuresOf(player, opponent);
        for (int i = 0; i < layout.instanceCount(); ++i) {
            const patterns::Instance& instance = layout.instances()[std::size_t(i)];
            QCOMPARE(features.indices[std::size_t(i)],
                     std::uint32_t(layout.kinds()[std::size_t(instance.kind)].offset +
                                   patterns::patternIndex(instance, player, opponent)));
        }
    }
}

void TestEval::learnedWeightsAreBuiltIn() {
    for (int size : {8, 6}) {
        QCOMPARE(QString::fromStdString(builtInWeightsProblem(size)), QString());
        QVERIFY(builtInWeights(size) != nullptr);
        QCOMPARE(builtInWeights(size)->layout().boardSize(), size);
    }
    QVERIFY(builtInWeights(4) == nullptr);
}

void TestEval::weightsFilesRoundTrip() {
    const patterns::Layout& layout = *patterns::Layout::of(6);
    std::vector<std::int16_t> values(std::size_t(layout.phaseCount() * layout.weightsPerPhase()));
    for (std::size_t i = 0; i < values.size(); ++i) values[i] = std::int16_t(i * 7919 % 65536);
    const std::vector<char> bytes = writePatternWeights(PatternWeights(layout, values));
    // The header is little-endian whatever the machine: the board size is byte 12.
    QCOMPARE(bytes.size(), kPatternWeightsHeaderBytes + values.size() * 2);
    QCOMPARE(int(bytes[12]), 6);
    QCOMPARE(int(bytes[13]), 0);
    QCOMPARE(std::uint8_t(bytes[kPatternWeightsHeaderBytes + 2]), std::uint8_t(7919 & 0xFF));
    QCOMPARE(std::uint8_t(bytes[kPatternWeightsHeaderBytes + 3]), std::uint8_t(7919 >> 8));
    const Parsed<PatternWeights> read = readPatternWeights(bytes);
    QVERIFY2(read.ok(), read.error().c_str());
    QCOMPARE(&read->layout(), &layout);
    QVERIFY(std::equal(values.begin(), values.end(), read->all().begin(), read->all().end()));
}

void TestEval::damagedWeightsFilesAreRefused_data() {
    QTest::addColumn<int>("offset");  // the byte changed; -1: the last byte cut off
    QTest::addColumn<QString>("reason");
    QTest::newRow("magic") << 0 << "not a Hasami weights file";
    QTest::newRow("version") << 8 << "format version 3, expected 2";
    QTest::newRow("board") << 12 << "board size 7 has no pattern layout";
    QTest::newRow("layout") << 16 << "fitted for pattern layout";
    QTest::newRow("phases") << 20 << "phases";
    QTest::newRow("weights per phase") << 24 << "weights per phase";
    QTest::newRow("scale") << 28 << "scale 33, expected 32";
    QTest::newRow("checksum") << 32 << "checksum does not match";
    QTest::newRow("a weight") << 5000 << "checksum does not match";
    QTest::newRow("truncated") << -1 << "weight bytes";
}

void TestEval::damagedWeightsFilesAreRefused() {
    QFETCH(int, offset);
    QFETCH(QString, reason);
    const PatternWeights& builtIn = *builtInWeights(8);
    std::vector<char> bytes = writePatternWeights(builtIn);
    if (offset < 0) {
        bytes.pop_back();
    } else if (offset == 12) {
        bytes[12] = 7;
    } else {
        ++bytes[std::size_t(offset)];
    }
    const Parsed<PatternWeights> read = readPatternWeights(bytes);
    QVERIFY(!read.ok());
    QVERIFY2(read.error().find(reason.toStdString()) != std::string::npos, read.error().c_str());
}

// A file written for the layout before the parity feature: three numeric weights a phase,
// the fingerprint of that layout. It reads as the same weights with a parity weight of 0.
void TestEval::weightsFittedBeforeParityReadWithParityZero() {
    for (const int size : {8, 6}) {
        const PatternWeights& builtIn = *builtInWeights(size);
        const patterns::Layout& layout = builtIn.layout();
        const std::size_t perPhase = std::size_t(layout.weightsPerPhase());
        std::vector<char> body;
        for (std::size_t i = 0; i < builtIn.all().size(); ++i) {
            if (i % perPhase == perPhase - 1) continue;  // the parity weight
            const auto weight = std::uint16_t(builtIn.all()[i]);
            body.push_back(char(weight & 0xFF));
            body.push_back(char(weight >> 8));
        }
        std::vector<char> file(kPatternWeightsMagic,
                               kPatternWeightsMagic + sizeof kPatternWeightsMagic);
        appendU32(file, kPatternWeightsVersion);
        appendU32(file, std::uint32_t(size));
        appendU32(file, layout.fingerprintWithoutParity());
        appendU32(file, std::uint32_t(layout.phaseCount()));
        appendU32(file, std::uint32_t(perPhase - 1));
        appendU32(file, std::uint32_t(kPatternWeightScale));
        appendU64(file, checksumOf(body));
        file.insert(file.end(), body.begin(), body.end());
        const Parsed<PatternWeights> read = readPatternWeights(file);
        QVERIFY2(read.ok(), read.error().c_str());
        QCOMPARE(read->all().size(), builtIn.all().size());
        for (std::size_t i = 0; i < builtIn.all().size(); ++i) {
            const std::int16_t expected = i % perPhase == perPhase - 1 ? 0 : builtIn.all()[i];
            QCOMPARE(read->all()[i], expected);
        }
        // With the new layout's fingerprint, the short phases are refused.
        const std::uint32_t fingerprint = layout.fingerprint();
        for (int byte = 0; byte < 4; ++byte)
            file[16 + byte] = char((fingerprint >> (8 * byte)) & 0xFF);
        const Parsed<PatternWeights> refused = readPatternWeights(file);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().find("weights per phase") != std::string::npos,
                 refused.error().c_str());
    }
}

// Weights that are all 0 but the parity weight, 3 discs: a position is worth +3 to the side to
// move when an odd number of squares is empty (it plays last, if no one passes), -3 when even.
void TestEval::parityWeightCountsForTheSideThatPlaysLast() {
    for (const int size : {8, 6}) {
        const patterns::Layout& layout = *patterns::Layout::of(size);
        std::vector<std::int16_t> values(
            std::size_t(layout.phaseCount()) * std::size_t(layout.weightsPerPhase()), 0);
        for (int phase = 0; phase < layout.phaseCount(); ++phase) {
            values[std::size_t(phase * layout.weightsPerPhase() + layout.parityWeight())] =
                3 * kPatternWeightScale;
        }
        const PatternWeights weights(layout, values);
        const Geometry& geometry = Geometry::of(size);
        std::mt19937_64 random(41);
        for (int empties = 1; empties < size * size - 4; ++empties) {
            const Position position = test::randomLivePosition(size, empties, random);
            const int expected = position.emptyCount() % 2 == 1 ? 3 : -3;
            QCOMPARE(evaluateWith(&weights, position.player(), position.opponent(), geometry),
                     expected);
        }
    }
}

// Phases of 2 and of 1 empties: 30 and 60 on 8x8 (16 and 32 on 6x6), each phase's weights for
// its own empties alone, and a weights file that names its phases read with its layout.
void TestEval::finerPhasesHoldForTheirOwnEmpties() {
    for (const int size : {8, 6}) {
        const int empties = size * size - 4;
        for (const int width : {4, 2, 1}) {
            const patterns::Layout& layout = *patterns::Layout::of(size, width);
            QCOMPARE(layout.phaseWidth(), width);
            QCOMPARE(layout.phaseCount(), (empties + width - 1) / width);
            QCOMPARE(layout.phaseOf(empties - 1), layout.phaseCount() - 1);
            QCOMPARE(layout.phaseOf(empties), layout.phaseCount() - 1);  // the start
            QCOMPARE(patterns::Layout::withPhases(size, layout.phaseCount(), layout.fingerprint()),
                     &layout);
            // Each phase's bias is its number: a position is worth the phase of its empties.
            std::vector<std::int16_t> values(
                std::size_t(layout.phaseCount()) * std::size_t(layout.weightsPerPhase()), 0);
            for (int phase = 0; phase < layout.phaseCount(); ++phase) {
                values[std::size_t(phase * layout.weightsPerPhase() + layout.bias())] =
                    std::int16_t(phase * kPatternWeightScale);
            }
            const Parsed<PatternWeights> read =
                readPatternWeights(writePatternWeights(PatternWeights(layout, values)));
            QVERIFY2(read.ok(), read.error().c_str());
            QCOMPARE(&read->layout(), &layout);
            std::mt19937_64 random(43);
            for (int count = 1; count < empties; ++count) {
                const Position position = test::randomLivePosition(size, count, random);
                QCOMPARE(evaluateWith(&*read, position.player(), position.opponent(),
                                      Geometry::of(size)),
                         position.emptyCount() / width);
            }
        }
        // The phases are part of the layout: weights of one width are refused for another.
        QVERIFY(patterns::Layout::of(size, 2)->fingerprint() !=
                patterns::Layout::of(size)->fingerprint());
    }
    QVERIFY(patterns::Layout::of(8, 3) == nullptr);
    QVERIFY(patterns::Layout::of(6, 4, patterns::Shapes::extended) == nullptr);
    QVERIFY(patterns::Layout::withPhases(8, 7, patterns::Layout::of(8)->fingerprint()) == nullptr);
}

void TestEval::extendedShapesAreReadFromTheirFileAndSymmetric_data() {
    QTest::addColumn<int>("shapes");
    QTest::newRow("extended") << int(patterns::Shapes::extended);
    QTest::newRow("counts") << int(patterns::Shapes::counts);
}

// Weights fitted for the extended shapes (or the count tables) name their layout by its
// fingerprint, and a weights file of random values evaluates every symmetric image of a
// position alike: the triangle's and the corner block's configurations that their own symmetry
// makes one share a weight.
void TestEval::extendedShapesAreReadFromTheirFileAndSymmetric() {
    QFETCH(int, shapes);
    const patterns::Layout& layout = *patterns::Layout::of(8, 2, patterns::Shapes(shapes));
    QVERIFY(&layout != patterns::Layout::of(8, 2));
    QVERIFY(layout.fingerprint() != patterns::Layout::of(8, 2)->fingerprint());
    QCOMPARE(layout.phaseCount(), patterns::Layout::of(8, 2)->phaseCount());
    std::mt19937_64 random(47);
    std::uniform_int_distribution<int> value(-100, 100);
    std::vector<std::int16_t> values(std::size_t(layout.phaseCount()) *
                                     std::size_t(layout.weightsPerPhase()));
    for (std::int16_t& weight : values) weight = std::int16_t(value(random));
    const Parsed<PatternWeights> read =
        readPatternWeights(writePatternWeights(PatternWeights(layout, values)));
    QVERIFY2(read.ok(), read.error().c_str());
    QCOMPARE(&read->layout(), &layout);
    const Geometry& geometry = Geometry::of(8);
    for (int i = 0; i < 300; ++i) {
        const Position position = test::randomPosition(8, 4 + i % 56, random);
        const int worth = evaluateWith(&*read, position.player(), position.opponent(), geometry);
        for (int symmetry = 1; symmetry < 8; ++symmetry) {
            QCOMPARE(evaluateWith(&*read, transformed(position.player(), symmetry, 8),
                                  transformed(position.opponent(), symmetry, 8), geometry),
                     worth);
        }
    }
}

// The count tables: a weight for each number of the side to move's discs, of its moves and of
// the opponent's, after the standard tables. Weights of zero but for one entry of each table
// value a position by the entries its counts (taken here from the position itself) select.
void TestEval::countTablesWeighEachCount() {
    const patterns::Layout& layout = *patterns::Layout::of(8, 2, patterns::Shapes::counts);
    const patterns::Layout& standard = *patterns::Layout::of(8, 2);
    QCOMPARE(layout.featureCount(), standard.instanceCount() + 3);
    QCOMPARE(standard.featureCount(), standard.instanceCount());
    QCOMPARE(layout.weightsPerPhase(), standard.weightsPerPhase() + 65 + 36 + 36);
    QVERIFY(patterns::Layout::of(6, 4, patterns::Shapes::counts) == nullptr);
    const int discs = standard.patternWeights();
    std::vector<std::int16_t> values(std::size_t(layout.phaseCount()) *
                                     std::size_t(layout.weightsPerPhase()));
    for (int phase = 0; phase < layout.phaseCount(); ++phase) {
        const std::size_t first = std::size_t(phase) * std::size_t(layout.weightsPerPhase());
        values[first + std::size_t(discs + 20)] = 1 * kPatternWeightScale;      // 20 own discs
        values[first + std::size_t(discs + 65 + 7)] = 4 * kPatternWeightScale;  // 7 own moves
        values[first + std::size_t(discs + 65 + 36 + 9)] = 16 * kPatternWeightScale;  // 9 others
    }
    const PatternWeights weights(layout, values);
    const Geometry& geometry = Geometry::of(8);
    std::mt19937_64 random(53);
    std::array<int, 3> seen{};
    for (int i = 0; i < 3000; ++i) {
        const Position position = test::randomLivePosition(8, 10 + i % 40, random);
        const int ownMoves = popcount(position.legalMoves());
        const int otherMoves = popcount(position.pass().legalMoves());
        const int expected = (popcount(position.player()) == 20 ? 1 : 0) + (ownMoves == 7 ? 4 : 0) +
                             (otherMoves == 9 ? 16 : 0);
        QCOMPARE(evaluateWith(&weights, position.player(), position.opponent(), geometry),
                 expected);
        seen[0] += popcount(position.player()) == 20;
        seen[1] += ownMoves == 7;
        seen[2] += otherMoves == 9;
    }
    QVERIFY(seen[0] > 0 && seen[1] > 0 && seen[2] > 0);
}

void TestEval::childEvaluationIsTheChildsOwn_data() {
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("shapes");
    QTest::newRow("8x8 built in") << 8 << 0 << int(patterns::Shapes::standard);
    QTest::newRow("8x8 thirty phases") << 8 << 2 << int(patterns::Shapes::standard);
    QTest::newRow("8x8 extended") << 8 << 2 << int(patterns::Shapes::extended);
    QTest::newRow("8x8 count tables") << 8 << 1 << int(patterns::Shapes::counts);
    QTest::newRow("6x6 built in") << 6 << 0 << int(patterns::Shapes::standard);
}

// A child valued from its parent's reading, changed where the move changes the board, is
// valued as the child read on its own: every move of positions of every stage, down to the
// last, with the built-in weights and with random weights of the other layouts (width 0: the
// built-in weights).
void TestEval::childEvaluationIsTheChildsOwn() {
    QFETCH(int, size);
    QFETCH(int, width);
    QFETCH(int, shapes);
    std::mt19937_64 random(59);
    std::optional<PatternWeights> drawn;
    if (width > 0) {
        const patterns::Layout& layout =
            *patterns::Layout::of(size, width, patterns::Shapes(shapes));
        std::uniform_int_distribution<int> value(-200, 200);
        std::vector<std::int16_t> values(std::size_t(layout.phaseCount()) *
                                         std::size_t(layout.weightsPerPhase()));
        for (std::int16_t& weight : values) weight = std::int16_t(value(random));
        drawn.emplace(layout, std::move(values));
    }
    const PatternWeights& weights = drawn ? *drawn : *builtInWeights(size);
    const Geometry& geometry = Geometry::of(size);
    int children = 0;
    for (int i = 0; i < 300; ++i) {
        const Position position = test::randomLivePosition(size, 1 + i % (size * size - 5), random);
        const patterns::Reading reading =
            weights.layout().readingOf(position.player(), position.opponent());
        for (Bitboard moves = position.legalMoves(); moves; moves &= moves - 1) {
            const Square square = firstSquare(moves);
            const Position child = position.play(square);
            QCOMPARE(evaluateChild(weights, reading, square, position.flipsFor(square),
                                   child.player(), child.opponent(), geometry),
                     evaluateWith(&weights, child.player(), child.opponent(), geometry));
            ++children;
        }
    }
    QVERIFY(children > 1000);
}

void TestEval::symmetricPositionsAreWorthTheSame_data() {
    QTest::addColumn<int>("size");
    QTest::newRow("8x8") << 8;
    QTest::newRow("6x6") << 6;
}

void TestEval::symmetricPositionsAreWorthTheSame() {
    QFETCH(int, size);
    const Geometry& geometry = Geometry::of(size);
    std::mt19937_64 random(17);
    for (int i = 0; i < 400; ++i) {
        const Position position = test::randomPosition(size, 4 + i % (size * size - 8), random);
        const int value = evaluate(position.player(), position.opponent(), geometry);
        for (int symmetry = 1; symmetry < 8; ++symmetry) {
            const int image = evaluate(transformed(position.player(), symmetry, size),
                                       transformed(position.opponent(), symmetry, size), geometry);
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

void TestEval::learnedWeightsPredictEndgamesBetter_data() {
    QTest::addColumn<int>("size");
    QTest::newRow("8x8") << 8;
    QTest::newRow("6x6") << 6;
}

// On positions of random games with 14 empties, solved exactly: the mean error of the learned
// evaluation is below that of the hand-weighted one.
void TestEval::learnedWeightsPredictEndgamesBetter() {
    QFETCH(int, size);
    const Geometry& geometry = Geometry::of(size);
    std::mt19937_64 random(29);
    Searcher solver;
    SearchLimits exact;
    exact.exact = true;
    double learned = 0;
    double hand = 0;
    constexpr int kPositions = 150;
    for (int i = 0; i < kPositions; ++i) {
        const Position position = test::randomLivePosition(size, 14, random);
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
