// SPDX-License-Identifier: GPL-3.0-or-later
// The position lists hasami-cli solve reads: one position a line, comments and blank lines
// skipped, and a line too long to be a position refused without being read whole.
#include <sstream>
#include <streambuf>

#include <QTest>

#include "app/cli/position_list.h"

using namespace hasami;
using namespace hasami::cli;

namespace {

// A stream of `length` copies of one character and no line end, counting what it hands out.
class EndlessLine : public std::streambuf {
public:
    explicit EndlessLine(std::size_t length) : left_(length) { chunk_.fill('X'); }
    std::size_t served() const { return served_; }

protected:
    int_type underflow() override {
        if (left_ == 0) return traits_type::eof();
        const std::size_t count = std::min(left_, chunk_.size());
        left_ -= count;
        served_ += count;
        setg(chunk_.data(), chunk_.data(), chunk_.data() + count);
        return traits_type::to_int_type(chunk_[0]);
    }

private:
    std::array<char, 256> chunk_{};
    std::size_t left_;
    std::size_t served_ = 0;
};

}  // namespace

class TestPositionList : public QObject {
    Q_OBJECT

private slots:
    void readsPositionsSkippingCommentsAndBlankLines();
    void namesTheBadLine();
    void refusesALongLineWithoutReadingItWhole();
    void acceptsALineAtTheLimit();
};

void TestPositionList::readsPositionsSkippingCommentsAndBlankLines() {
    std::istringstream in(
        "; a comment\n"
        "\n"
        "---------------------------OX------XO--------------------------- X ; the start\n"
        "   \r\n"
        "XO-------------- O\r\n"
        "-------OX----XO--------------------- O");  // no line end at the very end
    const auto positions = readPositionList(in, "list");
    QVERIFY2(positions, positions.error().c_str());
    QCOMPARE(positions->size(), std::size_t(3));
    QCOMPARE((*positions)[0], Position::initial(8));
    QCOMPARE((*positions)[1].size(), 4);
    QCOMPARE((*positions)[1].sideToMove(), Color::White);
    QCOMPARE((*positions)[2].size(), 6);
}

void TestPositionList::namesTheBadLine() {
    std::istringstream in("XO-------------- O\n\nXO------------- O\n");
    const auto positions = readPositionList(in, "list.obf");
    QVERIFY(!positions);
    QVERIFY2(positions.error().starts_with("list.obf line 3: "), positions.error().c_str());

    std::istringstream empty("; nothing\n\n");
    QCOMPARE(readPositionList(empty, "empty.obf").error(),
             std::string("empty.obf holds no position"));
}

void TestPositionList::refusesALongLineWithoutReadingItWhole() {
    EndlessLine line(50'000'000);
    std::istream in(&line);
    const auto positions = readPositionList(in, "huge.obf");
    QVERIFY(!positions);
    QVERIFY2(positions.error().starts_with("huge.obf line 1: longer than 4096 characters"),
             positions.error().c_str());
    // Read up to the limit and one chunk of the stream's buffer past it, no further.
    QVERIFY2(line.served() <= kMaxPositionLineLength + 256,
             qPrintable(QString::number(line.served())));
}

void TestPositionList::acceptsALineAtTheLimit() {
    std::string line = "---------------------------OX------XO--------------------------- X ;";
    line.resize(kMaxPositionLineLength, 'c');
    std::istringstream in(line + "\n" + line);
    const auto positions = readPositionList(in, "list");
    QVERIFY2(positions, positions.error().c_str());
    QCOMPARE(positions->size(), std::size_t(2));

    std::istringstream over(line + "c\n");
    QVERIFY(!readPositionList(over, "list"));
}

QTEST_APPLESS_MAIN(TestPositionList)
#include "tst_position_list.moc"
