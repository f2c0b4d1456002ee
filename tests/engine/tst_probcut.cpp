// SPDX-License-Identifier: GPL-3.0-or-later
// Multi-ProbCut: the table of models reads back what is written and refuses a broken one,
// the built-in table covers the searches that use it, selective results never pass for
// proven ones in the table, exact solves stay exact, and the shallow search that predicts a
// node may itself be cut (as Edax's may), visiting fewer nodes than one that may not.
#include <QTest>

#include "engine/search/probcut.h"
#include "engine/search/search.h"
#include "tests/support/random_positions.h"

using namespace hasami;
using namespace hasami::test;

class TestProbCut : public QObject {
    Q_OBJECT

private slots:
    void shallowSearchesAreShallowerWithTheSameParity();
    void tablesRoundTrip();
    void brokenTablesAreRefused_data();
    void brokenTablesAreRefused();
    void theBuiltInTableCoversTheSearches();
    void selectiveEntriesNeverAnswerAProvenSearch();
    void selectiveSolvesStayExact();
    void aShallowSearchMayItselfBeCut();
};

void TestProbCut::shallowSearchesAreShallowerWithTheSameParity() {
    for (int depth = kProbCutMinDepth; depth <= 30; ++depth) {
        const int shallow = probCutShallowDepth(depth);
        QVERIFY(shallow >= 1 && shallow < depth);
        QCOMPARE(shallow % 2, depth % 2);
    }
    for (int empties = kProbCutMinEmpties; empties <= 60; ++empties) {
        const int shallow = probCutShallowDepthForSolve(empties);
        QVERIFY(shallow >= 2 && shallow <= 8 && shallow < empties / 2);
        QCOMPARE(shallow % 2, empties % 2);
    }
}

void TestProbCut::tablesRoundTrip() {
    ProbCutTable table;
    table.midgame[30][6] = {0.9, -0.5, 3.25};
    table.midgame[12][3] = {1.1, 0.25, 2.5};
    table.exact[20] = {0.95, 1.5, 4.125};
    const Parsed<ProbCutTable> read = parseProbCutTable(formatProbCutTable(table));
    QVERIFY2(read, read.error().c_str());
    QCOMPARE(read->midgame[30][6].a, 0.9);
    QCOMPARE(read->midgame[30][6].b, -0.5);
    QCOMPARE(read->midgame[30][6].sigma, 3.25);
    QCOMPARE(read->midgame[12][3].sigma, 2.5);
    QCOMPARE(read->exact[20].sigma, 4.125);
    QCOMPARE(read->midgame[30][5].sigma, 0.0);  // no model where none was written
}

void TestProbCut::brokenTablesAreRefused_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("complaint");
    QTest::newRow("unknown kind") << "# models\nendgame 20 1 0 3\n"
                                  << "line 2: expected 'midgame' or 'exact'";
    QTest::newRow("missing field") << "midgame 30 6 1 0\n"
                                   << "line 1: expected 6 fields";
    QTest::newRow("empties too many") << "exact 61 1 0 3\n"
                                      << "empties out of range";
    QTest::newRow("depth too deep") << "midgame 30 21 1 0 3\n"
                                    << "depth out of range";
    QTest::newRow("zero sigma") << "exact 20 1 0 0\n"
                                << "a and sigma must be positive";
    QTest::newRow("negative slope") << "midgame 30 6 -1 0 3\n"
                                    << "a and sigma must be positive";
    QTest::newRow("word") << "midgame 30 6 one 0 3\n"
                          << "a and sigma must be positive";
}

void TestProbCut::brokenTablesAreRefused() {
    QFETCH(QString, text);
    QFETCH(QString, complaint);
    const Parsed<ProbCutTable> read = parseProbCutTable(text.toStdString());
    QVERIFY(!read);
    QVERIFY2(QString::fromStdString(read.error()).contains(complaint), read.error().c_str());
}

void TestProbCut::theBuiltInTableCoversTheSearches() {
    // Every depth a midgame node is cut at has a model from the opening to the endgame, and so
    // has every exact solve that is cut; the models are sane: the deep value follows the
    // shallow one, and the error is a few discs.
    for (int empties = 20; empties <= 56; ++empties) {
        for (int depth = kProbCutMinDepth; depth <= 20; ++depth) {
            const ProbCutModel* model = probCutModel(empties, depth);
            QVERIFY2(model,
                     qPrintable(QStringLiteral("%1 empties, depth %2").arg(empties).arg(depth)));
            QVERIFY(model->a > 0.5 && model->a < 1.5);
            QVERIFY(model->sigma > 0.5 && model->sigma < 15);
        }
    }
    for (int empties = kProbCutMinEmpties; empties <= 36; ++empties) {
        const ProbCutModel* model = probCutModelForSolve(empties);
        QVERIFY2(model, qPrintable(QStringLiteral("solve of %1 empties").arg(empties)));
        QVERIFY(model->a > 0.5 && model->a < 1.5);
        QVERIFY(model->sigma > 0.5 && model->sigma < 15);
    }
}

void TestProbCut::selectiveEntriesNeverAnswerAProvenSearch() {
    // A selective searcher and an exhaustive one share a table: what the exhaustive one finds
    // after the selective one has filled the table is what it finds alone.
    std::mt19937_64 random(53);
    SearchOptions selective;
    selective.exactEmpties = 0;
    selective.selectivity = 0;  // the most cuts
    SearchOptions exhaustive = selective;
    exhaustive.selectivity = kNoSelectivity;
    SearchLimits limits;
    limits.depth = 7;
    for (int i = 0; i < 6; ++i) {
        const Position position = randomLivePosition(8, 40, random);
        TranspositionTable table(8);
        Searcher(selective, table).search(position, limits);
        const int shared = Searcher(exhaustive, table).search(position, limits).score;
        const int alone = Searcher(exhaustive).search(position, limits).score;
        QCOMPARE(shared, alone);
    }
}

void TestProbCut::selectiveSolvesStayExact() {
    // An exact solve runs probable, selective solves first; its answer is still the proof:
    // the same as without them, and reported exact only at the end.
    std::mt19937_64 random(59);
    SearchOptions plain;
    plain.selectiveSolve = false;
    plain.selectivity = kNoSelectivity;
    SearchLimits exact;
    exact.exact = true;
    for (int i = 0; i < 4; ++i) {
        const Position position = randomLivePosition(8, 18, random);
        std::vector<SearchInfo> reports;
        const SearchInfo selective = Searcher().search(
            position, exact, nullptr, [&](const SearchInfo& report) { reports.push_back(report); });
        QCOMPARE(selective.score, Searcher(plain).search(position, exact).score);
        QVERIFY(selective.exact);
        QCOMPARE(selective.probability, 100);
        // Probable solves came first, marked as such.
        const auto probable = std::count_if(
            reports.begin(), reports.end(),
            [](const SearchInfo& r) { return r.depth == 18 && !r.exact && r.probability < 100; });
        QVERIFY(probable >= 1);
    }
}

void TestProbCut::aShallowSearchMayItselfBeCut() {
    // On one thread a search is deterministic: the same positions, searched with nested cuts
    // and without, the nested ones visit fewer nodes in all and on most positions.
    std::mt19937_64 random(61);
    SearchOptions nested;
    nested.exactEmpties = 0;
    SearchOptions flat = nested;
    flat.probCutLevels = 1;
    SearchOptions none = nested;
    none.probCutLevels = 0;  // no cut at all: the exhaustive search
    SearchLimits limits;
    limits.depth = 12;
    std::uint64_t nestedNodes = 0;
    std::uint64_t flatNodes = 0;
    int fewer = 0;
    const int count = 6;
    for (int i = 0; i < count; ++i) {
        const Position position = randomLivePosition(8, 36, random);
        const SearchInfo withNested = Searcher(nested).search(position, limits);
        const SearchInfo withFlat = Searcher(flat).search(position, limits);
        nestedNodes += withNested.nodes;
        flatNodes += withFlat.nodes;
        fewer += withNested.nodes < withFlat.nodes ? 1 : 0;
        SearchOptions exhaustive = nested;
        exhaustive.selectivity = kNoSelectivity;
        QCOMPARE(Searcher(none).search(position, limits).score,
                 Searcher(exhaustive).search(position, limits).score);
    }
    QVERIFY2(nestedNodes < flatNodes,
             qPrintable(QStringLiteral("%1 against %2").arg(nestedNodes).arg(flatNodes)));
    QVERIFY(fewer > count / 2);
}

QTEST_APPLESS_MAIN(TestProbCut)
#include "tst_probcut.moc"
