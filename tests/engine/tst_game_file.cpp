// SPDX-License-Identifier: GPL-3.0-or-later
// Hasami's game file: the tree of moves with variations and comments, the start line, the
// clock, the clock times of each move and the analyses; files of other programs and of
// earlier versions; damaged files refused with the line and column of the problem.
#include <random>

#include <QTest>

#include "engine/formats/game_file.h"
#include "engine/formats/notation.h"
#include "engine/players/player.h"
#include "tests/support/board_text.h"

using namespace hasami;
using namespace hasami::test;
using namespace std::chrono_literals;

namespace {

// The transcript of the line from the start to `node`.
std::string pathTo(const Game& game, NodeId node) {
    std::vector<Square> moves;
    for (; node != kRootNode; node = game.parentOf(node)) {
        moves.insert(moves.begin(), game.moveOf(node));
    }
    return formatTranscript(moves);
}

// Every line of the tree, each to its end, in the order lineEnds gives them.
std::vector<std::string> linesOf(const Game& game) {
    std::vector<std::string> lines;
    for (NodeId end : lineEnds(game)) lines.push_back(pathTo(game, end));
    return lines;
}

// Whether two trees hold the same moves in the same order, with the same comments and clock
// times, node by node (their ids may differ).
bool sameTree(const Game& a, NodeId nodeA, const Game& b, NodeId nodeB, QString& why) {
    if (a.moveOf(nodeA) != b.moveOf(nodeB) || a.commentOf(nodeA) != b.commentOf(nodeB) ||
        a.clockAfter(nodeA) != b.clockAfter(nodeB)) {
        why = QString::fromStdString("differs at " + pathTo(a, nodeA));
        return false;
    }
    const auto childrenA = a.childrenOf(nodeA);
    const auto childrenB = b.childrenOf(nodeB);
    if (childrenA.size() != childrenB.size()) {
        why = QString::fromStdString("other children at " + pathTo(a, nodeA));
        return false;
    }
    for (std::size_t i = 0; i < childrenA.size(); ++i) {
        if (!sameTree(a, childrenA[i], b, childrenB[i], why)) return false;
    }
    return true;
}

// A random tree: `lines` random games from `start`, each leaving the one before at a random
// point; a comment and clock times on some moves.
Game randomTree(const Position& start, int lines, std::mt19937_64& random) {
    Game game(start);
    for (int line = 0; line < lines; ++line) {
        game.goTo(int(random() % std::uint64_t(game.length() + 1)));
        while (!game.isOver()) {
            const Square move = randomMove(game.position(), random);
            game.play(move);
            if (random() % 7 == 0) {
                game.setComment(game.current(), "note (" + squareName(move) + ")");
            }
            if (random() % 5 == 0) {
                game.setClockAfter(game.current(), {std::chrono::milliseconds(random() % 300000),
                                                    std::chrono::milliseconds(random() % 300000)});
            }
        }
    }
    return game;
}

// An analysis valuing every legal move of `position` (values made up, but well formed).
Analysis madeUpAnalysis(const Position& position, int seed) {
    Analysis analysis;
    analysis.depth = 4;
    for (Square move : squaresOf(position.legalMoves())) {
        analysis.moves.push_back({move, (seed + move) % 9 - 4, 4, false, false});
    }
    if (position.mustPass()) analysis.moves.push_back({kPass, seed % 5, 4, false, false});
    std::stable_sort(analysis.moves.begin(), analysis.moves.end(),
                     [](const MoveValue& a, const MoveValue& b) { return a.score > b.score; });
    return analysis;
}

}  // namespace

class TestGameFile : public QObject {
    Q_OBJECT

private slots:
    void variationsInParentheses();
    void linesEndInFileOrder();
    void theNodesAreNumberedInFileOrder();
    void commentsFollowTheirMove();
    void bracesAndBackslashesInCommentsAreKept();
    void passesInVariations();
    void randomTreesRoundTrip_data();
    void randomTreesRoundTrip();
    void analysesAndClockTimesOfVariations();
    void aFileOfAnEarlierVersionReadsTheSame();
    void aLineOfTheGameForOtherPrograms();
    void gamesFromOtherPrograms();
    void damagedFilesSayWhere_data();
    void damagedFilesSayWhere();
    void damagedClockAndAnalysisLinesAreLeftOut();
    void theReviewedPositionsAreKept();
    void theBestLinesAreKept();
    void theResultIsAResult();
    void aTreeOfFiveThousandMovesSurvives();
};

void TestGameFile::variationsInParentheses() {
    const Parsed<GameFile> file = readGameFile("f5 d6 c3 (c5 f4 (f6) e3) d3");
    QVERIFY2(file, file.error().c_str());
    const Game& game = file->game;
    // The main line is shown, at its end.
    QCOMPARE(formatTranscript(game.moves()), std::string("f5d6c3d3"));
    QCOMPARE(game.ply(), 4);
    QCOMPARE(game.nodeCount(), std::size_t(9));
    const NodeId d6 = game.nodeAt(2);
    QCOMPARE(game.childrenOf(d6).size(), std::size_t(2));
    QCOMPARE(game.moveOf(game.childrenOf(d6)[1]), sq("c5"));
    const NodeId c5 = game.childrenOf(d6)[1];
    QCOMPARE(game.childrenOf(c5).size(), std::size_t(2));
    QCOMPARE(game.moveOf(game.childrenOf(c5)[0]), sq("f4"));
    QCOMPARE(game.moveOf(game.childrenOf(c5)[1]), sq("f6"));
    // Written back run together, read back the same.
    const std::string text = writeGameFile(game, {}, {});
    QCOMPARE(text, std::string("f5d6c3(c5f4(f6)e3)d3\n"));
    QString why;
    QVERIFY2(sameTree(game, kRootNode, readGameFile(text)->game, kRootNode, why), qPrintable(why));
}

void TestGameFile::linesEndInFileOrder() {
    const Parsed<GameFile> file = readGameFile("f5 d6 c3 (c5 f4 (f6) e3) d3 (f4 f3)");
    QVERIFY2(file, file.error().c_str());
    const Game& game = file->game;
    const std::vector<std::string> expected{"f5d6c3d3", "f5d6c5f4e3", "f5d6c5f6", "f5d6c3f4f3"};
    QCOMPARE(linesOf(game), expected);
}

void TestGameFile::theNodesAreNumberedInFileOrder() {
    const Parsed<GameFile> file = readGameFile("f5 d6 c3 (c5 f4 (f6) e3) d3");
    QVERIFY2(file, file.error().c_str());
    const Game& game = file->game;
    std::vector<std::string> order;
    for (NodeId node : nodesInFileOrder(game)) order.push_back(pathTo(game, node));
    const std::vector<std::string> expected{
        "", "f5", "f5d6", "f5d6c3", "f5d6c5", "f5d6c5f4", "f5d6c5f6", "f5d6c5f4e3", "f5d6c3d3"};
    QCOMPARE(order, expected);
}

void TestGameFile::commentsFollowTheirMove() {
    const std::string text =
        "{An old game}\nf5 {the usual start} d6 c3 (c5 {less common;\n; not a clock line\n"
        "# nor a remark} f4) d3\n; clock 300 black 250 white 260\n";
    const Parsed<GameFile> file = readGameFile(text);
    QVERIFY2(file, file.error().c_str());
    const Game& game = file->game;
    QCOMPARE(game.commentOf(kRootNode), std::string("An old game"));
    QCOMPARE(game.commentOf(game.nodeAt(1)), std::string("the usual start"));
    const NodeId c5 = game.childrenOf(game.nodeAt(2))[1];
    QCOMPARE(game.commentOf(c5), std::string("less common;\n; not a clock line\n# nor a remark"));
    QCOMPARE(file->clock.clock.remaining(Color::White), 260s);
    const std::string written = writeGameFile(game, file->clock, {});
    const Parsed<GameFile> again = readGameFile(written);
    QVERIFY2(again, again.error().c_str());
    QString why;
    QVERIFY2(sameTree(game, kRootNode, again->game, kRootNode, why), qPrintable(why));
    QCOMPARE(again->clock, file->clock);
}

void TestGameFile::bracesAndBackslashesInCommentsAreKept() {
    Game game;
    game.play(sq("f5"));
    game.setComment(game.current(), "{brace} and a \\ backslash, \\} both");
    game.setComment(kRootNode, "}");
    const std::string written = writeGameFile(game, {}, {});
    // Written escaped, as docs/game-file.md says: a '}' or a backslash behind a backslash.
    QVERIFY2(written.find("f5 {{brace\\} and a \\\\ backslash, \\\\\\} both}") != std::string::npos,
             written.c_str());
    const Parsed<GameFile> back = readGameFile(written);
    QVERIFY2(back, back.error().c_str());
    QCOMPARE(back->game.commentOf(back->game.nodeAt(1)),
             std::string("{brace} and a \\ backslash, \\} both"));
    QCOMPARE(back->game.commentOf(kRootNode), std::string("}"));
    // A backslash before anything else is itself; a ';' after an escaped '}' is the comment's.
    const Parsed<GameFile> other = readGameFile("f5 {C:\\games \\}\n; still the comment} d6\n");
    QVERIFY2(other, other.error().c_str());
    QCOMPARE(other->game.commentOf(other->game.nodeAt(1)),
             std::string("C:\\games }\n; still the comment"));
    QCOMPARE(other->game.length(), 2);
}

void TestGameFile::passesInVariations() {
    // A 6x6 game that reaches a forced pass after which the mover has two moves or more.
    std::mt19937_64 random(3);
    Game game(Position::initial(6));
    for (;;) {
        game = Game(Position::initial(6));
        while (!game.isOver() && !(game.position().mustPass() &&
                                   popcount(game.position().pass().legalMoves()) >= 2)) {
            game.play(randomMove(game.position(), random));
        }
        if (!game.isOver()) break;
    }
    QVERIFY(game.play(kPass));
    const NodeId pass = game.current();
    const Bitboard moves = game.position().legalMoves();
    QVERIFY(popcount(moves) >= 2);
    const Square first = firstSquare(moves);
    const Square second = firstSquare(withoutFirst(moves));
    // Each line ends where the game goes on: a forced pass there is played, as the window does.
    QVERIFY(game.play(first));
    if (game.position().mustPass()) QVERIFY(game.play(kPass));
    QVERIFY(game.goToNode(pass));
    QVERIFY(game.play(second));
    if (game.position().mustPass()) QVERIFY(game.play(kPass));
    game.setComment(pass, "forced");
    const std::string text = writeGameFile(game, {}, {});
    // The pass is written because it carries a comment; the variation follows the move.
    QVERIFY2(text.find("pass {forced}") != std::string::npos, text.c_str());
    const Parsed<GameFile> back = readGameFile(text);
    QVERIFY2(back, back.error().c_str());
    QString why;
    QVERIFY2(sameTree(game, kRootNode, back->game, kRootNode, why),
             qPrintable(why + "\n" + QString::fromStdString(text)));
    // Without the comment the pass goes without saying, and comes back all the same.
    game.setComment(pass, "");
    const std::string implicit = writeGameFile(game, {}, {});
    QVERIFY2(implicit.find("pass") == std::string::npos, implicit.c_str());
    QVERIFY(sameTree(game, kRootNode, readGameFile(implicit)->game, kRootNode, why));
}

void TestGameFile::randomTreesRoundTrip_data() {
    QTest::addColumn<int>("size");
    QTest::newRow("8x8") << 8;
    QTest::newRow("6x6") << 6;
    QTest::newRow("4x4") << 4;
}

void TestGameFile::randomTreesRoundTrip() {
    QFETCH(int, size);
    std::mt19937_64 random(std::uint64_t(size) * 77);
    for (int round = 0; round < 30; ++round) {
        const Game game = randomTree(Position::initial(size), 1 + round % 6, random);
        const std::string text = writeGameFile(game, {}, {});
        const Parsed<GameFile> back = readGameFile(text);
        QVERIFY2(back, (back.error() + "\n" + text).c_str());
        QString why;
        QVERIFY2(sameTree(game, kRootNode, back->game, kRootNode, why),
                 qPrintable(why + "\n" + QString::fromStdString(text)));
        QCOMPARE(back->game.start(), game.start());
        QCOMPARE(writeGameFile(back->game, {}, {}), text);
    }
}

void TestGameFile::analysesAndClockTimesOfVariations() {
    std::mt19937_64 random(5);
    const Game game = randomTree(Position::initial(6), 5, random);
    AnalysisStore store;
    int analysed = 0;
    for (NodeId node : nodesInFileOrder(game)) {
        if (!game.contains(node) || node % 3 != 0 || !game.positionOf(node).hasMoves()) continue;
        store.storeAnalysis(game.positionOf(node), madeUpAnalysis(game.positionOf(node), node));
        ++analysed;
    }
    QVERIFY(analysed > 10);
    ClockRecord clock{GameClock(TimeControl{300s, 2s}), true, std::nullopt};
    const std::string text = writeGameFile(game, clock, store);
    const Parsed<GameFile> back = readGameFile(text);
    QVERIFY2(back, back.error().c_str());
    QVERIFY2(back->analysisProblem.empty(), back->analysisProblem.c_str());
    QVERIFY2(back->clockProblem.empty(), back->clockProblem.c_str());
    QCOMPARE(back->clock, clock);
    QString why;
    QVERIFY2(sameTree(game, kRootNode, back->game, kRootNode, why), qPrintable(why));
    for (NodeId node : nodesInFileOrder(game)) {
        if (!game.contains(node)) continue;
        const Position& position = game.positionOf(node);
        const Analysis* written = store.analysisOf(position);
        const Analysis* read = back->analyses.analysisOf(position);
        QCOMPARE(read != nullptr, written != nullptr && !position.mustPass());
        if (!read) continue;
        QCOMPARE(read->moves.size(), written->moves.size());
        for (std::size_t i = 0; i < read->moves.size(); ++i) {
            QCOMPARE(read->moves[i].move, written->moves[i].move);
            QCOMPARE(read->moves[i].score, written->moves[i].score);
        }
    }
}

void TestGameFile::aFileOfAnEarlierVersionReadsTheSame() {
    // As Hasami wrote games before variations: the transcript, the clock, analyses by ply.
    const std::string old =
        "f5d6c3\n; clock 300+2 black 281.5 white 290 unrated\n"
        "; analysis 0 d3 0 12 book f5 0 12 book c4 0 12 book e6 0 12 book\n"
        "; analysis 2 c3 -1 10 estimate c5 -2 10 estimate c4 -3 10 estimate c6 -4 10 estimate "
        "c7 -9 10 estimate\n";
    const Parsed<GameFile> file = readGameFile(old);
    QVERIFY2(file, file.error().c_str());
    QCOMPARE(formatTranscript(file->game.moves()), std::string("f5d6c3"));
    QCOMPARE(file->game.nodeCount(), std::size_t(4));
    QCOMPARE(file->clock.clock.remaining(Color::Black), 281500ms);
    QVERIFY(file->clock.unrated);
    QVERIFY(file->analysisProblem.empty());
    const Analysis* second = file->analyses.analysisOf(file->game.positionAt(2));
    QVERIFY(second);
    QCOMPARE(second->moves.front().move, sq("c3"));
    QVERIFY(file->analyses.analysisOf(Position::initial())->book);
}

void TestGameFile::aLineOfTheGameForOtherPrograms() {
    const Game standard = *parseTranscript("f5d6c3d3c4");
    QCOMPARE(writeGameLine(standard), std::string("f5d6c3d3c4\n"));
    const Game six = *parseTranscript("c2d2", Position::initial(6));
    QCOMPARE(writeGameLine(six), formatPosition(Position::initial(6)) + "\nc2d2\n");
    const Game empty;
    QCOMPARE(writeGameLine(empty), formatPosition(Position::initial()) + "\n");
    // Of a tree, the current line alone: its moves after the node shown too.
    Game game = readGameFile("f5 d6 c3 (c5 f4) d3")->game;
    QVERIFY(game.goToNode(game.childrenOf(game.nodeAt(2))[1]));
    QVERIFY(game.goTo(1));
    QCOMPARE(writeGameLine(game), std::string("f5d6c5f4\n"));
    for (const Game& line : {standard, six, empty}) {
        const Parsed<GameFile> back = readGameFile(writeGameLine(line));
        QVERIFY2(back, back.error().c_str());
        QCOMPARE(back->game.start(), line.start());
        QVERIFY(std::ranges::equal(back->game.moves(), line.moves()));
    }
}

void TestGameFile::gamesFromOtherPrograms() {
    // Comments, spaces, lines broken anywhere, upper case.
    const Parsed<GameFile> spaced =
        readGameFile("; a game\n# from elsewhere\nF5 D6 C3\n  D3 C4\n\n");
    QVERIFY2(spaced, spaced.error().c_str());
    QCOMPARE(formatTranscript(spaced->game.moves()), std::string("f5d6c3d3c4"));
    // A transcript that only fits the 6x6 board is read on it.
    const Parsed<GameFile> six = readGameFile("c2d2");
    QVERIFY2(six, six.error().c_str());
    QCOMPARE(six->game.start().size(), 6);
    // A position alone is a game starting there.
    const Parsed<GameFile> position = readGameFile(formatPosition(Position::initial(4)) + "\n");
    QVERIFY2(position, position.error().c_str());
    QCOMPARE(position->game.position(), Position::initial(4));
    QCOMPARE(position->game.nodeCount(), std::size_t(1));
    // A byte-order mark, as some editors write first, is skipped.
    const Parsed<GameFile> marked = readGameFile(
        "\xEF\xBB\xBF---------------------------OX------XO-------"
        "-------------------- X\nf5 d6\n");
    QVERIFY2(marked, marked.error().c_str());
    QCOMPARE(marked->game.length(), 2);
    // Forced passes left out or written.
    const Position start = drawn({"XO--", "O---", "----", "----"}, Color::Black);
    const std::string withPass = formatPosition(start) + "\nc1 pass\n";
    const Parsed<GameFile> passed = readGameFile(withPass);
    QVERIFY2(passed, passed.error().c_str());
    QCOMPARE(passed->game.lastMove(), kPass);
    QCOMPARE(readGameFile(formatPosition(start) + "\nc1\n")->game.lastMove(), kPass);
}

void TestGameFile::damagedFilesSayWhere_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("complaint");
    QTest::newRow("empty") << QByteArray() << "line 1, column 1: the text holds no game";
    QTest::newRow("comments only") << QByteArray("; nothing\n# here\n") << "holds no game";
    // Found by fuzzing: separators alone once read as a game without moves.
    QTest::newRow("separators only") << QByteArray(",,,") << "holds no game";
    QTest::newRow("prose") << QByteArray("Dear diary") << "line 1, column 1: column d";
    QTest::newRow("illegal move") << QByteArray("f5f5") << "line 1, column 3: f5 is not a legal";
    QTest::newRow("illegal after position")
        << QByteArray(formatPosition(Position::initial()).c_str()) + "\na1"
        << "line 2, column 1: a1 is not a legal move";
    QTest::newRow("damaged position")
        << QByteArray("XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX X\nf5")
        << "line 1, column 1: the board has 63 squares";
    QTest::newRow("illegal move in a variation")
        << QByteArray("f5 d6 c3\n(c5 f4 (a1) e3) d3") << "line 2, column 9: a1 is not a legal";
    QTest::newRow("unclosed variation")
        << QByteArray("f5 d6 c3 (c5 f4 (f6) e3 d3") << "line 1, column 10: the variation '('";
    QTest::newRow("closing nothing") << QByteArray("f5 d6) c3") << "line 1, column 6: ')'";
    QTest::newRow("variation first") << QByteArray("(f5) d6") << "line 1, column 1: a variation";
    QTest::newRow("empty variation")
        << QByteArray("f5 () d6") << "line 1, column 5: the variation has no";
    QTest::newRow("unclosed comment")
        << QByteArray("f5 d6\nc3 {a thought\n; clock 300 black 1 white 1") << "line 2, column 4";
    QTest::newRow("stray brace") << QByteArray("f5 } d6") << "line 1, column 4: '}'";
    QTest::newRow("pass with moves") << QByteArray("f5 pass") << "line 1, column 4: pass is not";
    QTest::newRow("binary") << QByteArray("\x00\xff\x13garbage", 10) << "line 1, column 1";
    QTest::newRow("huge") << QByteArray(int(kMaxGameFileBytes) + 1, 'f') << "too long";
}

void TestGameFile::damagedFilesSayWhere() {
    QFETCH(QByteArray, text);
    QFETCH(QString, complaint);
    const Parsed<GameFile> file = readGameFile(std::string_view(text.data(), text.size()));
    QVERIFY(!file);
    QVERIFY2(QString::fromStdString(file.error()).contains(complaint), file.error().c_str());
    QVERIFY(file.errorOffset().has_value());
}

void TestGameFile::damagedClockAndAnalysisLinesAreLeftOut() {
    const Parsed<GameFile> file =
        readGameFile("f5d6\n; clock 300 black lots white 1\n; analysis 1 d6 0 4 estimate\n");
    QVERIFY2(file, file.error().c_str());
    QCOMPARE(file->game.length(), 2);
    QVERIFY(!file->clock.clock.isOn());
    QVERIFY(file->clockProblem.find("clock line") != std::string::npos);
    // White's position after f5 has three more moves than the line values: all are left out.
    QVERIFY(file->analysisProblem.find("does not value each legal move") != std::string::npos);
    QCOMPARE(file->analyses.size(), std::size_t(0));
    const Parsed<GameFile> times =
        readGameFile("f5d6\n; clock 300 black 1 white 1\n; times 9 black 1 white 1\n");
    QVERIFY(times);
    QVERIFY(times->clockProblem.find("clock times") != std::string::npos);
}

void TestGameFile::theReviewedPositionsAreKept() {
    // f5 d6 (f4) c3: the start, after f5, and after the variation's f4 reviewed.
    Game game;
    QVERIFY(game.play(sq("f5")));
    QVERIFY(game.play(sq("d6")));
    QVERIFY(game.play(sq("c3")));
    game.goTo(1);
    QVERIFY(game.play(sq("f4")));
    const Position start = Position::initial();
    const Position afterF5 = start.play(sq("f5"));
    const Position afterF4 = afterF5.play(sq("f4"));
    const std::vector<Position> reviewed{start, afterF5, afterF4};
    const std::string text = writeGameFile(game, {}, {}, reviewed);
    QVERIFY2(text.find("; reviewed 0 1 ") != std::string::npos, text.c_str());
    const Parsed<GameFile> back = readGameFile(text);
    QVERIFY2(back, back.error().c_str());
    QCOMPARE(back->reviewed.size(), std::size_t(3));
    for (const Position& position : reviewed) {
        QVERIFY(std::find(back->reviewed.begin(), back->reviewed.end(), position) !=
                back->reviewed.end());
    }
    // Without the line, none; a number that names no position: none, and said.
    QVERIFY(readGameFile(writeGameFile(game, {}, {}))->reviewed.empty());
    const Parsed<GameFile> damaged = readGameFile("f5d6\n; reviewed 0 7\n");
    QVERIFY(damaged);
    QVERIFY(damaged->reviewed.empty());
    QVERIFY(damaged->analysisProblem.find("reviewed") != std::string::npos);
}

void TestGameFile::theBestLinesAreKept() {
    Game game;
    QVERIFY(game.play(sq("f5")));
    const Position afterF5 = game.position();
    Analysis analysis;
    for (Square move : squaresOf(afterF5.legalMoves())) analysis.moves.push_back({move, 0, 12});
    analysis.moves.front().score = 2;
    analysis.moves.front().line = {analysis.moves.front().move, sq("c3"), sq("c4")};
    analysis.depth = 12;
    AnalysisStore store;
    store.storeAnalysis(afterF5, analysis);
    const std::string text = writeGameFile(game, {}, store);
    QVERIFY2(text.find("; line 1 ") != std::string::npos, text.c_str());
    const Parsed<GameFile> back = readGameFile(text);
    QVERIFY2(back && back->analysisProblem.empty(), text.c_str());
    QCOMPARE(back->analyses.analysisOf(afterF5)->moves.front().line, analysis.moves.front().line);
    // A line with a move that is not legal there: the analyses are left out, and said.
    const Parsed<GameFile> damaged = readGameFile(text + "; line 1 d6 a1\n");
    QVERIFY(damaged);
    QVERIFY2(damaged->analysisProblem.find("not a legal move") != std::string::npos,
             damaged->analysisProblem.c_str());
}

void TestGameFile::theResultIsAResult() {
    // Discs, a margin, or GGF's number: a result, written back as the discs. On 6x6, its 36
    // squares count.
    const auto resultOf = [](const std::string& text) {
        const Parsed<GameFile> file = readGameFile(text);
        return file ? file->game.details().result : std::nullopt;
    };
    QCOMPARE(resultOf("; result 38-26\nf5 d6\n"), std::optional(GameResult{12}));
    QCOMPARE(resultOf("; result +6\nf5 d6\n"), std::optional(GameResult{6}));
    QCOMPARE(resultOf("; result -4.000\nf5 d6\n"), std::optional(GameResult{-4}));
    QCOMPARE(resultOf("; result 20-16\n" + formatPosition(Position::initial(6)) + "\n"),
             std::optional(GameResult{4, 36}));
    Game game;
    GameDetails details;
    details.result = GameResult{-10};
    game.setDetails(details);
    QVERIFY(writeGameFile(game, {}, {}, {}).starts_with("; result 27-37\n"));
    // A margin no count of discs ends with (a game stopped early) stays a margin.
    details.result = GameResult{7};
    game.setDetails(details);
    const std::string early = writeGameFile(game, {}, {}, {});
    QVERIFY(early.starts_with("; result +7\n"));
    QCOMPARE(readGameFile(early)->game.details().result, std::optional(GameResult{7}));
    // What is no result is kept in the note, not lost: the result stays unknown.
    const Parsed<GameFile> worded = readGameFile("; note Adjourned\n; result Black won\nf5\n");
    QVERIFY(worded);
    QCOMPARE(worded->game.details().result, std::nullopt);
    QCOMPARE(worded->game.details().note, std::string("Adjourned (result: Black won)"));
}

void TestGameFile::aTreeOfFiveThousandMovesSurvives() {
    // The largest tree the files are made for: 5,000 moves, each with a comment and clock
    // times, each position with an analysis of every move.
    std::mt19937_64 random(2026);
    Game game;
    while (game.nodeCount() < 5001) {
        game.goTo(int(random() % std::uint64_t(game.length() + 1)));
        while (!game.isOver() && game.nodeCount() < 5001) {
            game.play(randomMove(game.position(), random));
        }
    }
    AnalysisStore store;
    for (NodeId node : nodesInFileOrder(game)) {
        if (!game.contains(node)) continue;
        game.setComment(node, "A move worth a thought, and a comment of some sixty characters.");
        if (node != kRootNode) game.setClockAfter(node, {283456ms, 291234ms});
        const Position& position = game.positionOf(node);
        if (position.hasMoves()) store.storeAnalysis(position, madeUpAnalysis(position, node));
    }
    const std::string text =
        writeGameFile(game, {GameClock(TimeControl{1800s, 30s}), false, std::nullopt}, store);
    qInfo("a tree of %zu moves with comments, clock times and analyses: %zu bytes",
          game.nodeCount() - 1, text.size());
    const Parsed<GameFile> back = readGameFile(text);
    QVERIFY(text.size() <= kMaxGameFileBytes);
    QVERIFY2(back, back.error().c_str());
    QVERIFY(back->analysisProblem.empty());
    QVERIFY(back->clockProblem.empty());
    QString why;
    QVERIFY2(sameTree(game, kRootNode, back->game, kRootNode, why), qPrintable(why));
    QCOMPARE(back->analyses.size(), store.size());
}

QTEST_APPLESS_MAIN(TestGameFile)
#include "tst_game_file.moc"
