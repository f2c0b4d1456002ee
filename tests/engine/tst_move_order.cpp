// SPDX-License-Identifier: GPL-3.0-or-later
// Move ordering: every legal move comes out exactly once with the discs it flips; the hash
// move comes first; a corner first; a move that leaves the opponent
// fewer replies before one that leaves more; and the solver's list puts a wipe-out first.
#include <random>

#include <QTest>

#include "engine/search/move_order.h"
#include "tests/support/board_text.h"
#include "tests/support/random_positions.h"
#include "tests/support/reference_rules.h"

using namespace hasami;
using namespace hasami::test;

namespace {

template <typename List>
std::vector<Square> inOrder(List& list) {
    std::vector<Square> order;
    order.reserve(list.size());
    for (int i = 0; i < list.size(); ++i) order.push_back(list.pick(i).square);
    return order;
}

MoveList listOf(const Position& position, Square hashMove = kNoSquare) {
    return MoveList(position.player(), position.opponent(), position.legalMoves(), hashMove,
                    Geometry::of(position.size()));
}

}  // namespace

class TestMoveOrder : public QObject {
    Q_OBJECT

private slots:
    void everyMoveOnceWithItsFlips();
    void hashMoveFirst();
    void cornerFirst();
    void fewerRepliesFirst();
    void solverPutsAWipeOutFirst();
};

void TestMoveOrder::everyMoveOnceWithItsFlips() {
    std::mt19937_64 random(41);
    for (int size : {4, 6, 8}) {
        for (int i = 0; i < 40; ++i) {
            const Position position =
                randomLivePosition(size, int(random() % (size * size - 5)) + 1, random);
            MoveList list = listOf(position);
            EndgameMoveList endgame(position.player(), position.opponent(), position.legalMoves(),
                                    Geometry::of(size));
            QCOMPARE(list.size(), popcount(referenceLegalMoves(position)));
            QCOMPARE(endgame.size(), list.size());
            Bitboard seen = 0;
            Bitboard seenByEndgame = 0;
            for (int k = 0; k < list.size(); ++k) {
                const OrderedMove& move = list.pick(k);
                QCOMPARE(move.flipped, referenceFlips(position, move.square));
                seen |= bit(move.square);
                const OrderedMove& endgameMove = endgame.pick(k);
                QCOMPARE(endgameMove.flipped, referenceFlips(position, endgameMove.square));
                seenByEndgame |= bit(endgameMove.square);
            }
            COMPARE_SQUARES(seen, referenceLegalMoves(position));
            COMPARE_SQUARES(seenByEndgame, referenceLegalMoves(position));
        }
    }
}

void TestMoveOrder::hashMoveFirst() {
    const Position start = Position::initial();
    for (Square hashMove : squaresOf(start.legalMoves())) {
        MoveList list = listOf(start, hashMove);
        QCOMPARE(list.pick(0).square, hashMove);
    }
    // A hash move that is not legal here changes nothing.
    MoveList plain = listOf(start);
    MoveList stale = listOf(start, sq("a1"));
    QCOMPARE(inOrder(stale), inOrder(plain));
}

void TestMoveOrder::cornerFirst() {
    // Black may take a1, among other moves.
    const Position position = drawn({"--------", "-O------", "--OX----", "---XX---", "---XOX--",
                                     "--------", "--------", "--------"},
                                    Color::Black);
    QVERIFY(position.isLegal(sq("a1")));
    MoveList list = listOf(position);
    const std::vector<Square> order = inOrder(list);
    QCOMPARE(order.front(), sq("a1"));
}

void TestMoveOrder::fewerRepliesFirst() {
    // The order agrees with the count of the opponent's replies wherever the counts differ by
    // more than the other terms can make up (corner and X-square terms are kept out: no corner
    // or X-square move on these boards).
    std::mt19937_64 random(43);
    const Geometry& geometry = Geometry::of(8);
    int compared = 0;
    for (int i = 0; i < 50; ++i) {
        const Position position = randomLivePosition(8, 40, random);
        const Bitboard moves = position.legalMoves();
        if (moves & (geometry.corners | geometry.xSquares)) continue;
        MoveList list = listOf(position);
        std::vector<int> replies;
        for (Square square : inOrder(list)) {
            replies.push_back(popcount(referenceLegalMoves(position.play(square))));
        }
        for (std::size_t a = 0; a < replies.size(); ++a) {
            for (std::size_t b = a + 1; b < replies.size(); ++b) {
                // Up to 2 discs a move of potential mobility weigh less than 16 per reply;
                // a gap of 3 replies (48) outweighs any flip count on these boards.
                if (replies[b] + 3 <= replies[a]) {
                    QFAIL(
                        qPrintable(QStringLiteral("a move leaving %1 replies before one leaving %2")
                                       .arg(replies[a])
                                       .arg(replies[b])));
                }
                ++compared;
            }
        }
    }
    QVERIFY(compared > 100);
}

void TestMoveOrder::solverPutsAWipeOutFirst() {
    // c1 flips b1 and b2 and leaves White no disc at all; c3 flips b2 alone.
    const Position position = drawn({"XO------", "-O------", "X-------", "--------", "--------",
                                     "--------", "--------", "--------"},
                                    Color::Black);
    EndgameMoveList list(position.player(), position.opponent(), position.legalMoves(),
                         Geometry::of(8));
    QVERIFY(position.isLegal(sq("c3")));
    list.putFirst(sq("c3"));  // even the hash move comes after a wipe-out
    QCOMPARE(list.pick(0).square, sq("c1"));
}

QTEST_APPLESS_MAIN(TestMoveOrder)
#include "tst_move_order.moc"
