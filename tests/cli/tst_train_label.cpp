// SPDX-License-Identifier: GPL-3.0-or-later
// hasami-train's labels by search: the mean of two depths rounds a half to the even value, and
// a label of one depth or of both parities is what plain minimax gives at those depths, and a
// blended label is the mean of that and the record's own.
#include <QTest>

#include "engine/search/search.h"
#include "tests/support/random_positions.h"
#include "tools/train/label.h"

using namespace hasami;

namespace {

// A search without table or pruning, whose values are minimax's.
SearchOptions plainSearch() {
    SearchOptions plain;
    plain.hashMegabytes = 1;
    plain.transpositionTable = false;
    plain.exactEmpties = 0;
    plain.selectivity = kNoSelectivity;
    return plain;
}

}  // namespace

class TestTrainLabel : public QObject {
    Q_OBJECT

private slots:
    void meanRoundsHalvesToEven();
    void labelsAreTheMinimaxValues();
    void blendedLabelsAreTheMeanWithTheOwn();
};

void TestTrainLabel::meanRoundsHalvesToEven() {
    // sum -> half of it: exact halves stay, x.5 goes to the even neighbour.
    const std::pair<int, int> cases[] = {{0, 0},   {1, 0},    {-1, 0},    {2, 1},   {-2, -1},
                                         {3, 2},   {-3, -2},  {5, 2},     {-5, -2}, {7, 4},
                                         {-7, -4}, {128, 64}, {-127, -64}};
    for (const auto& [sum, half] : cases) QCOMPARE(train::meanLabel(sum), half);
}

void TestTrainLabel::labelsAreTheMinimaxValues() {
    Searcher searcher(plainSearch());
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

void TestTrainLabel::blendedLabelsAreTheMeanWithTheOwn() {
    Searcher searcher(plainSearch());
    std::mt19937_64 random(84);
    train::LabelOptions options;
    options.depth = 3;
    for (int i = 0; i < 12; ++i) {
        const Position position = test::randomLivePosition(8, 24 + i * 2, random);
        std::uint64_t leaves = 0;
        const int three = minimax(position, 3, leaves);
        const int own = (i % 2 == 0 ? 1 : -1) * (i * 5 + 1);  // a game's result, odd or even
        train::Record record{position.player(), position.opponent(), own};
        options.blend = false;
        train::labelRecord(searcher, record, options);
        QCOMPARE(record.score, three);
        record.score = own;
        options.blend = true;
        train::labelRecord(searcher, record, options);
        QCOMPARE(record.score, train::meanLabel(own + three));
    }
    // Near the end the search solves, and the blend takes the exact score.
    const Position late = test::randomLivePosition(8, 3, random);
    std::uint64_t leaves = 0;
    const int exact = minimax(late, 8, leaves);
    train::Record record{late.player(), late.opponent(), 40};
    train::labelRecord(searcher, record, options);
    QCOMPARE(record.score, train::meanLabel(40 + exact));
}

QTEST_APPLESS_MAIN(TestTrainLabel)
#include "tst_train_label.moc"
