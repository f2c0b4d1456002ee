// SPDX-License-Identifier: GPL-3.0-or-later
// hasami-train's labels by search: the mean of two depths rounds a half to the even value, and
// a label of one depth or of both parities is what plain minimax gives at those depths.
#include <QTest>

#include "engine/search/search.h"
#include "tests/support/random_positions.h"
#include "tools/train/label.h"

using namespace hasami;

class TestTrainLabel : public QObject {
    Q_OBJECT

private slots:
    void meanRoundsHalvesToEven();
    void labelsAreTheMinimaxValues();
};

void TestTrainLabel::meanRoundsHalvesToEven() {
    // sum -> half of it: exact halves stay, x.5 goes to the even neighbour.
    const std::pair<int, int> cases[] = {{0, 0},   {1, 0},    {-1, 0},    {2, 1},   {-2, -1},
                                         {3, 2},   {-3, -2},  {5, 2},     {-5, -2}, {7, 4},
                                         {-7, -4}, {128, 64}, {-127, -64}};
    for (const auto& [sum, half] : cases) QCOMPARE(train::meanLabel(sum), half);
}

void TestTrainLabel::labelsAreTheMinimaxValues() {
    SearchOptions plain;
    plain.hashMegabytes = 1;
    plain.transpositionTable = false;
    plain.exactEmpties = 0;
    plain.selectivity = kNoSelectivity;
    Searcher searcher(plain);
    std::mt19937_64 random(83);
    for (int i = 0; i < 12; ++i) {
        const Position position = test::randomLivePosition(8, 24 + i * 2, random);
        std::uint64_t leaves = 0;
        const int three = minimax(position, 3, leaves);
        const int four = minimax(position, 4, leaves);
        QCOMPARE(train::searchLabel(searcher, position, 3, false).score, three);
        QCOMPARE(train::searchLabel(searcher, position, 3, true).score,
                 train::meanLabel(three + four));
    }
}

QTEST_APPLESS_MAIN(TestTrainLabel)
#include "tst_train_label.moc"
