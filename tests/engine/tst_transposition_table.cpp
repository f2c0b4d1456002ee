// SPDX-License-Identifier: GPL-3.0-or-later
// The transposition table: what a search stores is found again by its key alone; bounds are
// kept as the window made them (upper, lower or exact); a deeper result replaces a shallower
// one; and when two positions compete for a place, older searches' and cheaper entries go.
// The solver's own cache keeps both bounds of a position and gives its slot to the next one.
#include <QTest>

#include "engine/search/solve_cache.h"
#include "engine/search/transposition_table.h"

using namespace hasami;

namespace {

// Keys that fall into the same bucket of a table of `entries` entries (two entries a bucket).
std::uint64_t sameBucket(std::uint64_t key, int n, const TranspositionTable& table) {
    return key + std::uint64_t(n) * table.entries();
}

}  // namespace

class TestTranspositionTable : public QObject {
    Q_OBJECT

private slots:
    void findsWhatWasStoredByKeyOnly();
    void boundsFollowTheWindow();
    void deeperResultsReplaceShallowerOnes();
    void shallowerResultsDoNotOverwriteDeeperOnes();
    void olderSearchesAndCheaperEntriesAreReplacedFirst();
    void clearForgetsEverything();
    void surerResultsReplaceSelectiveOnes();
    void solveCacheKeepsTheBoundsOfAPosition();
    void solveCacheGivesASlotToTheLatestPosition();
    void keysTellBoardSizesAndSidesApart();
};

void TestTranspositionTable::findsWhatWasStoredByKeyOnly() {
    TranspositionTable table(1);
    QCOMPARE(table.entries(), std::size_t(1 << 20) / TranspositionTable::kEntryBytes);
    QVERIFY(!table.probe(12345));
    table.store(12345, 5, -10, 10, 3, 19);
    const std::optional<TableEntry> entry = table.probe(12345);
    QVERIFY(entry);
    QCOMPARE(int(entry->depth), 5);
    QCOMPARE(int(entry->bestMove), 19);
    // Another key of the same bucket is not that entry.
    QVERIFY(!table.probe(sameBucket(12345, 1, table)));
}

void TestTranspositionTable::boundsFollowTheWindow() {
    TranspositionTable table(1);
    table.store(1, 4, -10, 10, 3, 0);  // inside the window: exact
    QCOMPARE(int(table.probe(1)->lower), 3);
    QCOMPARE(int(table.probe(1)->upper), 3);
    table.store(2, 4, -10, 10, -10, 0);  // failed low: at most -10
    QCOMPARE(int(table.probe(2)->lower), -127);
    QCOMPARE(int(table.probe(2)->upper), -10);
    table.store(3, 4, -10, 10, 12, 0);  // failed high: at least 12
    QCOMPARE(int(table.probe(3)->lower), 12);
    QCOMPARE(int(table.probe(3)->upper), 127);
    // Two results at one depth narrow the bounds together.
    table.store(3, 4, 20, 21, 20, 0);  // at most 20
    QCOMPARE(int(table.probe(3)->lower), 12);
    QCOMPARE(int(table.probe(3)->upper), 20);
    // A fail-low keeps the best move found before rather than its own guess.
    table.store(4, 4, -10, 10, 5, 33);
    table.store(4, 4, 6, 7, 6, 40);
    QCOMPARE(int(table.probe(4)->bestMove), 33);
}

void TestTranspositionTable::deeperResultsReplaceShallowerOnes() {
    TranspositionTable table(1);
    table.store(7, 3, -10, 10, 5, 1);
    table.store(7, 6, -10, 10, -2, 2);
    const std::optional<TableEntry> entry = table.probe(7);
    QCOMPARE(int(entry->depth), 6);
    QCOMPARE(int(entry->lower), -2);
    QCOMPARE(int(entry->upper), -2);
    QCOMPARE(int(entry->bestMove), 2);
    table.store(7, TranspositionTable::kExactDepth, -64, 64, 8, 3, 20);
    QCOMPARE(int(table.probe(7)->depth), int(TranspositionTable::kExactDepth));
    QCOMPARE(int(table.probe(7)->lower), 8);
}

void TestTranspositionTable::shallowerResultsDoNotOverwriteDeeperOnes() {
    TranspositionTable table(1);
    table.store(9, 8, -10, 10, 4, 11);
    table.store(9, 2, -10, 10, -6, 12);
    QCOMPARE(int(table.probe(9)->depth), 8);
    QCOMPARE(int(table.probe(9)->lower), 4);
    QCOMPARE(int(table.probe(9)->bestMove), 11);
    // In a later search the old deep entry is worth less than fresh knowledge.
    table.newSearch();
    table.store(9, 2, -10, 10, -6, 12);
    QCOMPARE(int(table.probe(9)->depth), 2);
    QCOMPARE(int(table.probe(9)->lower), -6);
}

void TestTranspositionTable::olderSearchesAndCheaperEntriesAreReplacedFirst() {
    TranspositionTable table(1);
    const std::uint64_t a = 2, b = sameBucket(2, 1, table), c = sameBucket(2, 2, table);
    table.store(a, 9, -10, 10, 0, 0);
    table.store(b, 3, -10, 10, 0, 0);
    table.store(c, 5, -10, 10, 0, 0);  // the bucket is full: the cheaper of a and b goes
    QVERIFY(table.probe(a));
    QVERIFY(!table.probe(b));
    QVERIFY(table.probe(c));
    // An entry of an older search goes before a cheaper one of this search.
    table.newSearch();
    table.store(c, 1, -10, 10, 0, 0);  // c is now of this search
    table.store(b, 2, -10, 10, 0, 0);  // a, deep but old, makes room
    QVERIFY(!table.probe(a));
    QVERIFY(table.probe(b));
    QVERIFY(table.probe(c));
}

void TestTranspositionTable::clearForgetsEverything() {
    TranspositionTable table(1);
    for (std::uint64_t key = 1; key < 1000; ++key) table.store(key * 7919, 3, -10, 10, 1, 0);
    table.clear();
    for (std::uint64_t key = 1; key < 1000; ++key) QVERIFY(!table.probe(key * 7919));
}

void TestTranspositionTable::keysTellBoardSizesAndSidesApart() {
    const Bitboard player = 0x0000000810000000ULL;
    const Bitboard opponent = 0x0000001008000000ULL;
    const std::uint64_t eight = positionKey(player, opponent, 8);
    QVERIFY(eight != positionKey(player, opponent, 6));
    QVERIFY(eight != positionKey(player, opponent, 4));
    QVERIFY(eight != positionKey(opponent, player, 8));
    QCOMPARE(positionKey(player, opponent, 8), eight);
}

void TestTranspositionTable::surerResultsReplaceSelectiveOnes() {
    TranspositionTable table(1);
    // A selective search's bounds are recorded with its selectivity ...
    table.store(5, 8, -10, 10, 4, 12, 8, 1);
    QCOMPARE(int(table.probe(5)->selectivity), 1);
    QCOMPARE(int(table.probe(5)->lower), 4);
    // ... a proven search at the same depth replaces them ...
    table.store(5, 8, 5, 6, 6, 13, 8);
    QCOMPARE(int(table.probe(5)->selectivity), int(TranspositionTable::kProven));
    QCOMPARE(int(table.probe(5)->lower), 6);
    QCOMPARE(int(table.probe(5)->upper), 127);
    // ... and a selective one no longer overwrites them in the same search.
    table.store(5, 8, -10, 10, -3, 14, 8, 2);
    QCOMPARE(int(table.probe(5)->selectivity), int(TranspositionTable::kProven));
    QCOMPARE(int(table.probe(5)->lower), 6);
    QCOMPARE(int(table.probe(5)->bestMove), 13);
    // A deeper selective search still replaces a shallower proven one.
    table.store(5, 9, -10, 10, 2, 15, 9, 0);
    QCOMPARE(int(table.probe(5)->depth), 9);
    QCOMPARE(int(table.probe(5)->selectivity), 0);
}

void TestTranspositionTable::solveCacheKeepsTheBoundsOfAPosition() {
    SolveCache cache;
    const Bitboard player = 0x00FF00FF00FF00FFULL;
    const Bitboard opponent = 0xFF00FF00FF00FF00ULL & ~0x000000000000003FULL;  // 6 empties
    QVERIFY(!cache.find(player, opponent, 6));
    // A fail-high gives a lower bound, a fail-low an upper one; both are kept.
    cache.store(player, opponent, 6, -10, 10, 20);
    QCOMPARE(int(cache.find(player, opponent, 6)->lower), 20);
    QCOMPARE(int(cache.find(player, opponent, 6)->upper), SolveCache::kNone);
    cache.store(player, opponent, 6, 30, 40, 26);
    QCOMPARE(int(cache.find(player, opponent, 6)->lower), 20);
    QCOMPARE(int(cache.find(player, opponent, 6)->upper), 26);
    // A score inside the window is exact.
    cache.store(player, opponent, 6, -64, 64, 24);
    QCOMPARE(int(cache.find(player, opponent, 6)->lower), 24);
    QCOMPARE(int(cache.find(player, opponent, 6)->upper), 24);
    // Neither the other side to move nor another level holds it.
    QVERIFY(!cache.find(opponent, player, 6));
    QVERIFY(!cache.find(player, opponent, 7));
}

void TestTranspositionTable::solveCacheGivesASlotToTheLatestPosition() {
    SolveCache cache;
    const Bitboard first = 0x0000000810000000ULL;
    const Bitboard opponent = 0x0000001008000000ULL;
    cache.store(first, opponent, 7, -64, 64, 3);
    // Another position that takes the first one's slot replaces it whole.
    Bitboard other = first;
    for (Bitboard extra = 1; cache.find(first, opponent, 7); extra += 2) {
        other = first | (extra << 40);
        cache.store(other, opponent, 7, -64, 64, -5);
    }
    QVERIFY(other != first);
    QCOMPARE(int(cache.find(other, opponent, 7)->lower), -5);
    QCOMPARE(int(cache.find(other, opponent, 7)->upper), -5);
}

QTEST_APPLESS_MAIN(TestTranspositionTable)
#include "tst_transposition_table.moc"
