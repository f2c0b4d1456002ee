// SPDX-License-Identifier: GPL-3.0-or-later
// The text helpers every format shares: splitting words, ranged whole numbers with their
// messages, decimals read and written the same whatever the locale.
#include <clocale>

#include <QTest>

#include "engine/util/numbers.h"
#include "engine/util/quoted.h"
#include "engine/util/words.h"

using namespace hasami;

class TestUtil : public QObject {
    Q_OBJECT

private slots:
    void wordsSplitOnEveryBlank();
    void wordsKnowWhereTheyStart();
    void firstWordAndTheRest();
    void integersWithinTheirRange_data();
    void integersWithinTheirRange();
    void rangedIntegerMessagesNameWhatIsWrong();
    void decimalsRead_data();
    void decimalsRead();
    void decimalsWrittenWithAPoint();
    void decimalsIgnoreACommaLocale();
    void quotedInputIsShortAndPrintable();
};

void TestUtil::wordsSplitOnEveryBlank() {
    const auto words = splitWords("  f5\td6 \r\nc3  ");
    QCOMPARE(words.size(), std::size_t(3));
    QCOMPARE(words[0], std::string_view("f5"));
    QCOMPARE(words[1], std::string_view("d6"));
    QCOMPARE(words[2], std::string_view("c3"));
    QVERIFY(splitWords("").empty());
    QVERIFY(splitWords(" \t\r\n").empty());
}

void TestUtil::wordsKnowWhereTheyStart() {
    const auto words = splitWordsAt("ab  cde f");
    QCOMPARE(words.size(), std::size_t(3));
    QCOMPARE(words[1].begin, std::size_t(4));
    QCOMPARE(words[1].end(), std::size_t(7));
    QCOMPARE(words[2].begin, std::size_t(8));
}

void TestUtil::firstWordAndTheRest() {
    const FirstWord first = firstWord("  set   game (;GM[Othello];)  ");
    QCOMPARE(first.word, std::string_view("set"));
    QCOMPARE(first.rest, std::string_view("game (;GM[Othello];)"));
    const FirstWord alone = firstWord("ping");
    QCOMPARE(alone.word, std::string_view("ping"));
    QVERIFY(alone.rest.empty());
    QVERIFY(firstWord("   ").word.empty());
}

void TestUtil::integersWithinTheirRange_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<qint64>("value");
    QTest::newRow("zero") << "0" << true << qint64(0);
    QTest::newRow("high end") << "100" << true << qint64(100);
    QTest::newRow("plus sign") << "+7" << true << qint64(7);
    QTest::newRow("negative") << "-3" << true << qint64(-3);
    QTest::newRow("below") << "-4" << false << qint64(0);
    QTest::newRow("above") << "101" << false << qint64(0);
    QTest::newRow("empty") << "" << false << qint64(0);
    QTest::newRow("sign alone") << "+" << false << qint64(0);
    QTest::newRow("two signs") << "+-3" << false << qint64(0);
    QTest::newRow("trailing text") << "12x" << false << qint64(0);
    QTest::newRow("space") << " 12" << false << qint64(0);
    QTest::newRow("decimal") << "1.5" << false << qint64(0);
    QTest::newRow("overflow") << "99999999999999999999" << false << qint64(0);
}

void TestUtil::integersWithinTheirRange() {
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(qint64, value);
    const auto parsed = parseInteger(text.toStdString(), -3, 100);
    QCOMPARE(parsed.has_value(), valid);
    if (valid) QCOMPARE(qint64(*parsed), value);
}

void TestUtil::rangedIntegerMessagesNameWhatIsWrong() {
    const Parsed<std::int64_t> depth = parseRangedInteger("deep", "depth", 1, 60);
    QVERIFY(!depth);
    QCOMPARE(QString::fromStdString(depth.error()),
             QStringLiteral("depth 'deep' is not a whole number from 1 to 60"));
    QCOMPARE(*parseRangedInteger("60", "depth", 1, 60), std::int64_t(60));
    QVERIFY(parseUnsigned("18446744073709551615").has_value());
    QVERIFY(!parseUnsigned("18446744073709551616").has_value());
    QVERIFY(!parseUnsigned("-1").has_value());
}

void TestUtil::decimalsRead_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<double>("value");
    QTest::newRow("whole") << "12" << true << 12.0;
    QTest::newRow("fraction") << "-3.25" << true << -3.25;
    QTest::newRow("plus sign") << "+0.50" << true << 0.5;
    QTest::newRow("exponent") << "1e3" << true << 1000.0;
    QTest::newRow("comma") << "0,5" << false << 0.0;
    QTest::newRow("empty") << "" << false << 0.0;
    QTest::newRow("infinite") << "inf" << false << 0.0;
    QTest::newRow("not a number") << "nan" << false << 0.0;
    QTest::newRow("trailing text") << "2.5/1" << false << 0.0;
}

void TestUtil::decimalsRead() {
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(double, value);
    const auto parsed = parseDecimal(text.toStdString());
    QCOMPARE(parsed.has_value(), valid);
    if (valid) QCOMPARE(*parsed, value);
}

void TestUtil::decimalsWrittenWithAPoint() {
    QCOMPARE(formatDecimal(-3.0, 2), std::string("-3.00"));
    QCOMPARE(formatDecimal(0.125, 2), std::string("0.12"));  // round half to even
    QCOMPARE(formatDecimal(2.5, 0), std::string("2"));
    QCOMPARE(formatShortestDecimal(0.5), std::string("0.5"));
    QCOMPARE(formatShortestDecimal(-12.0), std::string("-12"));
}

void TestUtil::decimalsIgnoreACommaLocale() {
    // The person's locale may write decimals with a comma (de_DE, fr_FR); the numbers of files
    // and protocols still use a point. The build compiles such a locale for this test.
    const std::string before = std::setlocale(LC_ALL, nullptr);
    QVERIFY(std::setlocale(LC_ALL, HASAMI_COMMA_LOCALE) != nullptr);
    QCOMPARE(*std::localeconv()->decimal_point, ',');
    QCOMPARE(formatDecimal(-1.5, 2), std::string("-1.50"));
    QCOMPARE(formatShortestDecimal(0.25), std::string("0.25"));
    QCOMPARE(*parseDecimal("0.75"), 0.75);
    QVERIFY(!parseDecimal("0,75"));
    std::setlocale(LC_ALL, before.c_str());
}

void TestUtil::quotedInputIsShortAndPrintable() {
    QCOMPARE(quotedInput("f5", 20), std::string("'f5'"));
    QCOMPARE(quotedInput("abcdefgh", 4), std::string("'abcd...'"));
    QCOMPARE(quotedInput(std::string_view("a\tb\xff", 4), 20), std::string("'a?b?'"));
}

QTEST_APPLESS_MAIN(TestUtil)
#include "tst_util.moc"
