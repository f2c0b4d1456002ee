// SPDX-License-Identifier: GPL-3.0-or-later
// Other programs' engines' answers, read without a process: GTP reply lines, NBoard's move
// and hint lines, well formed and not.
#include <QTest>

#include "engine/formats/notation.h"
#include "protocols/client/engine_replies.h"

using namespace hasami;

namespace {

const Position kStart = Position::initial();

}  // namespace

class TestEngineReplies : public QObject {
    Q_OBJECT

private slots:
    void gtpReplyLines();
    void nboardMoves();
    void nboardHints();
};

void TestEngineReplies::gtpReplyLines() {
    const auto success = parseGtpReplyLine("= F5");
    QVERIFY(success && success->success);
    QCOMPARE(success->text, std::string("F5"));
    const auto withId = parseGtpReplyLine("=12 pass");
    QVERIFY(withId && withId->success);
    QCOMPARE(withId->text, std::string("pass"));
    const auto refusal = parseGtpReplyLine("? illegal move");
    QVERIFY(refusal && !refusal->success);
    QCOMPARE(refusal->text, std::string("illegal move"));
    QVERIFY(!parseGtpReplyLine(""));
    QVERIFY(!parseGtpReplyLine("F5"));
    QVERIFY(!parseGtpReplyLine("ok = F5"));
}

void TestEngineReplies::nboardMoves() {
    const auto plain = parseNboardMoveReply(" f5", kStart);
    QVERIFY(plain);
    QCOMPARE(plain->move, *parseSquare("f5"));
    QVERIFY(!plain->eval);
    const auto evaluated = parseNboardMoveReply(" D3/-2.50/0.3", kStart);
    QVERIFY(evaluated);
    QCOMPARE(evaluated->move, *parseSquare("d3"));
    QCOMPARE(*evaluated->eval, -2.5);
    const auto plus = parseNboardMoveReply("c4/+1.00", kStart);
    QVERIFY(plus && plus->eval);
    QCOMPARE(*plus->eval, 1.0);
    const auto pair = parseNboardMoveReply("e6/3.00,1.00/1", kStart);
    QVERIFY(pair && pair->eval);
    QCOMPARE(*pair->eval, 3.0);
    // A legal move with a garbled evaluation is still the move.
    const auto garbled = parseNboardMoveReply("e6/lots", kStart);
    QVERIFY(garbled && !garbled->eval);
    QVERIFY(!parseNboardMoveReply("a1/0", kStart));  // not legal
    QVERIFY(!parseNboardMoveReply("PA", kStart));    // a pass with moves to play
    QVERIFY(!parseNboardMoveReply("", kStart));
    QVERIFY(!parseNboardMoveReply("z9", kStart));
}

void TestEngineReplies::nboardHints() {
    const auto search = parseNboardHint("search f5 -1.50 0 12", kStart);
    QVERIFY(search);
    QCOMPARE(search->move, *parseSquare("f5"));
    QCOMPARE(search->score, -2);  // rounded half away from zero
    QCOMPARE(search->depth, 12);
    QVERIFY(!search->exact && !search->book);
    const auto book = parseNboardHint("book d3 0.00 14 24", kStart);
    QVERIFY(book && book->book);
    const auto solved = parseNboardHint("search c4 +4 0 100%", kStart);
    QVERIFY(solved && solved->exact);
    QCOMPARE(solved->depth, kStart.emptyCount());
    const auto probable = parseNboardHint("search c4 4 0 87%", kStart);
    QVERIFY(probable && !probable->exact);
    QCOMPARE(probable->depth, kStart.emptyCount());
    QVERIFY(!parseNboardHint("search a1 0 0 4", kStart));    // not legal
    QVERIFY(!parseNboardHint("search f5 100 0 4", kStart));  // beyond any score
    QVERIFY(!parseNboardHint("search f5 x 0 4", kStart));
    QVERIFY(!parseNboardHint("search f5 1", kStart));  // too short
    QVERIFY(!parseNboardHint("nodestats 100 0.1 2 3", kStart));
}

QTEST_APPLESS_MAIN(TestEngineReplies)
#include "tst_engine_replies.moc"
