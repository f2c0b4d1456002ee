// SPDX-License-Identifier: GPL-3.0-or-later
// Puzzles: which positions make one and of what kind, their answers checked against plain
// minimax on positions of random games, the puzzles of a game where a player went wrong, and
// the line and JSON forms that `hasami-cli puzzles` writes and the window reads.
#include <random>

#include <QTest>

#include "engine/formats/notation.h"
#include "engine/puzzles/puzzle_finder.h"
#include "engine/search/search.h"
#include "tests/support/board_text.h"
#include "tests/support/random_positions.h"

using namespace hasami;
using hasami::test::sq;

namespace {

// A puzzle of the start position with the given values of d3, c4, f5 and e6.
std::optional<Puzzle> startPuzzle(std::initializer_list<int> values, bool exact = true,
                                  const PuzzleRules& rules = {}) {
    Puzzle puzzle;
    puzzle.position = Position::initial();
    puzzle.exact = exact;
    auto value = values.begin();
    for (const char* name : {"d3", "c4", "f5", "e6"}) puzzle.moves.push_back({sq(name), *value++});
    return classifyPuzzle(puzzle, rules);
}

// The value of `move` at `position` by plain minimax to the end.
int minimaxValue(const Position& position, Square move) {
    std::uint64_t leaves = 0;
    return -minimax(position.play(move), 64, leaves);
}

}  // namespace

class TestPuzzles : public QObject {
    Q_OBJECT

private slots:
    void kindsFollowTheValues() {
        // One move of four wins: "to move and win", whatever the margin.
        std::optional<Puzzle> puzzle = startPuzzle({-2, 2, -4, -6});
        QVERIFY(puzzle);
        QCOMPARE(puzzle->kind, PuzzleKind::Win);
        QCOMPARE(puzzle->value(), 2);
        QCOMPARE(puzzle->best(), std::vector<Square>{sq("c4")});
        QCOMPARE(puzzle->margin, 4);  // 2 against the best losing move's -2
        QVERIFY(puzzle->isRight(sq("c4")) && !puzzle->isRight(sq("d3")));
        // Two of four win, by different margins: either win solves it; the best lists one.
        puzzle = startPuzzle({10, 2, -4, -6});
        QVERIFY(puzzle);
        QCOMPARE(puzzle->kind, PuzzleKind::Win);
        QVERIFY(puzzle->isRight(sq("d3")) && puzzle->isRight(sq("c4")));
        QCOMPARE(puzzle->best(), std::vector<Square>{sq("d3")});
        // Three of four win: no puzzle of winning; the best is not 4 better than the rest.
        QVERIFY(!startPuzzle({10, 8, 2, -6}));
        // ... but it is one of the best move when it stands out by 4 or more.
        puzzle = startPuzzle({14, 8, 2, -6});
        QVERIFY(puzzle);
        QCOMPARE(puzzle->kind, PuzzleKind::BestBy);
        QCOMPARE(puzzle->margin, 6);
        QVERIFY(puzzle->isRight(sq("d3")) && !puzzle->isRight(sq("c4")));
        // One move keeps the draw.
        puzzle = startPuzzle({-2, 0, -10, -4});
        QVERIFY(puzzle);
        QCOMPARE(puzzle->kind, PuzzleKind::KeepDraw);
        QCOMPARE(puzzle->best(), std::vector<Square>{sq("c4")});
        // Two keep it, the others lose by 2: nothing stands out.
        QVERIFY(!startPuzzle({0, 0, -2, -2}));
        // Every move is as good: no puzzle.
        QVERIFY(!startPuzzle({4, 4, 4, 4}));
        // Estimates make neither win nor draw puzzles, and need a wider margin.
        QVERIFY(!startPuzzle({-2, 2, -4, -6}, false));
        QVERIFY(!startPuzzle({2, -4, -4, -6}, false));
        puzzle = startPuzzle({4, -4, -6, -6}, false);
        QVERIFY(puzzle);
        QCOMPARE(puzzle->kind, PuzzleKind::BestBy);
        // A game long decided makes no puzzle of the best move.
        QVERIFY(!startPuzzle({40, 30, 30, 20}));
    }

    void harderPuzzlesHaveMoreTemptingWrongMoves() {
        // Wrong moves that lose little tempt more than those that lose much.
        const std::optional<Puzzle> close = startPuzzle({8, 4, 4, 4});
        const std::optional<Puzzle> far = startPuzzle({8, -20, -20, -20});
        const std::optional<Puzzle> fewer = startPuzzle({8, 8, 8, 4});
        QVERIFY(close && far && fewer);
        QVERIFY(close->difficulty > far->difficulty);
        QVERIFY(close->difficulty > fewer->difficulty);
        QCOMPARE(fewer->difficulty, 8.0 / 12.0);
        // Sorted easy to hard by empties first, then by difficulty.
        Puzzle late = *close;
        std::mt19937_64 random(1);
        late.position = test::randomLivePosition(8, 10, random);
        std::vector<Puzzle> puzzles{*close, *far, late};
        sortPuzzles(puzzles);
        QCOMPARE(puzzles[0].empties(), 10);
        QCOMPARE(puzzles[1].difficulty, far->difficulty);
        QCOMPARE(puzzles[2].difficulty, close->difficulty);
        QCOMPARE(puzzleGradeOf(12), PuzzleGrade::Easy);
        QCOMPARE(puzzleGradeOf(13), PuzzleGrade::Medium);
        QCOMPARE(puzzleGradeOf(19), PuzzleGrade::Medium);
        QCOMPARE(puzzleGradeOf(20), PuzzleGrade::Hard);
    }

    void answersAgreeWithMinimax() {
        // Positions of random games at 9 and 10 empties: every puzzle's values are those of
        // plain minimax, and so are its best moves, value and kind.
        PuzzleFinder finder(PuzzleSearch{});
        std::mt19937_64 random(2024);
        int checked = 0;
        int kinds[3] = {0, 0, 0};
        for (int tries = 0; tries < 2000 && checked < 60; ++tries) {
            const Position position = test::randomLivePosition(8, 9 + tries % 2, random);
            const std::optional<Puzzle> puzzle = finder.judge(position);
            std::vector<PuzzleMove> values;
            for (Square move : squaresOf(position.legalMoves())) {
                values.push_back({move, minimaxValue(position, move)});
            }
            if (!puzzle) continue;
            QVERIFY(puzzle->exact);
            QCOMPARE(puzzle->moves.size(), values.size());
            int best = -65;
            for (const PuzzleMove& value : values) {
                QCOMPARE(puzzle->valueOf(value.move), std::optional<int>(value.value));
                best = std::max(best, value.value);
            }
            QCOMPARE(puzzle->value(), best);
            int winners = 0;
            int bests = 0;
            for (const PuzzleMove& value : values) {
                winners += value.value > 0;
                bests += value.value == best;
                QCOMPARE(puzzle->isRight(value.move),
                         puzzle->kind == PuzzleKind::Win ? value.value > 0 : value.value == best);
            }
            if (puzzle->kind == PuzzleKind::Win)
                QVERIFY(best > 0 && 2 * winners <= int(values.size()));
            if (puzzle->kind == PuzzleKind::KeepDraw) QVERIFY(best == 0 && bests == 1);
            if (puzzle->kind == PuzzleKind::BestBy) QVERIFY(puzzle->margin >= PuzzleRules{}.margin);
            // The solution line starts with a best move and is legal throughout.
            QVERIFY(!puzzle->line.empty());
            QCOMPARE(puzzle->valueOf(puzzle->line.front()), std::optional<int>(best));
            QVERIFY(parseTranscript(formatTranscript(puzzle->line, true), position));
            ++kinds[int(puzzle->kind)];
            ++checked;
        }
        QVERIFY2(checked >= 50, qPrintable(QString::number(checked)));
        QVERIFY(kinds[0] > 0 && kinds[1] > 0 && kinds[2] > 0);
    }

    void theBuiltInPuzzlesAreSolvedExactly() {
        // Every built-in puzzle: exact, every legal move valued, its best moves those of the
        // best value; those of up to 11 empties checked move by move against plain minimax.
        const std::vector<Puzzle>& puzzles = builtInPuzzles();
        QVERIFY(builtInPuzzlesProblem().empty());
        QVERIFY(puzzles.size() >= 150);
        int checked = 0;
        for (const Puzzle& puzzle : puzzles) {
            const QByteArray name = QByteArray::fromStdString(formatPuzzleLine(puzzle));
            QVERIFY2(puzzle.exact, name.constData());
            QVERIFY2(int(puzzle.moves.size()) == popcount(puzzle.position.legalMoves()),
                     name.constData());
            for (const PuzzleMove& move : puzzle.moves) {
                QVERIFY2(move.value <= puzzle.value(), name.constData());
                QCOMPARE(puzzle.isRight(move.move) || puzzle.kind == PuzzleKind::Win,
                         move.value == puzzle.value() || puzzle.kind == PuzzleKind::Win);
            }
            if (puzzle.empties() > 11) continue;
            for (const PuzzleMove& move : puzzle.moves) {
                QVERIFY2(minimaxValue(puzzle.position, move.move) == move.value, name.constData());
            }
            ++checked;
        }
        QVERIFY(checked >= 30);
    }

    void aGameGivesThePositionsWhereAPlayerWentWrong() {
        // A random game: the puzzles found are positions of its own where the move played
        // was wrong by minimax, and a position met again is not found twice.
        std::mt19937_64 random(7);
        int found = 0;
        for (int game = 0; game < 20; ++game) {
            const test::RandomGame played = test::randomGame(random);
            const std::vector<Square>& moves = played.moves;
            const std::vector<Position>& positions = played.positions;
            PuzzleSearch search;
            search.minEmpties = 8;
            search.maxEmpties = 10;
            PuzzleFinder finder(search);
            const std::vector<Puzzle> puzzles = finder.inGame(Position::initial(), moves);
            for (const Puzzle& puzzle : puzzles) {
                QVERIFY(puzzle.empties() >= 8 && puzzle.empties() <= 10);
                const auto at = std::find(positions.begin(), positions.end(), puzzle.position);
                QVERIFY(at != positions.end());
                const Square played = moves[std::size_t(at - positions.begin())];
                QVERIFY(!puzzle.isRight(played));
                QVERIFY(minimaxValue(puzzle.position, played) < puzzle.value());
            }
            QVERIFY(finder.inGame(Position::initial(), moves).empty());  // all seen before
            found += int(puzzles.size());
        }
        QVERIFY(found > 0);
    }

    void linesAreWrittenAndReadBack() {
        Puzzle puzzle = *startPuzzle({-2, 2, 2, -6});
        puzzle.line = {sq("c4"), sq("c3")};
        const std::string board = formatPosition(Position::initial());
        QCOMPARE(formatPuzzleLine(puzzle), board + " c4,f5 2");
        const std::string detailed = formatPuzzleLine(puzzle, true);
        QCOMPARE(detailed, board + " c4,f5 2 ; win exact 1.17 c4:2,f5:2,d3:-2,e6:-6 c4c3");
        const Parsed<std::optional<Puzzle>> read = parsePuzzleLine(detailed);
        QVERIFY2(read, read.error().c_str());
        QCOMPARE((*read)->moves, puzzle.moves);
        QCOMPARE((*read)->kind, PuzzleKind::Win);
        QCOMPARE((*read)->line, puzzle.line);
        QCOMPARE((*read)->difficulty, 1.17);
        // Without details: the best moves alone, each right.
        const Parsed<std::optional<Puzzle>> plain = parsePuzzleLine(formatPuzzleLine(puzzle));
        QVERIFY(plain && *plain);
        QCOMPARE((*plain)->best(), (std::vector<Square>{sq("c4"), sq("f5")}));
        QVERIFY((*plain)->isRight(sq("f5")) && !(*plain)->isRight(sq("d3")));
        QCOMPARE((*plain)->value(), 2);
        // Blank and comment lines are none.
        QVERIFY(parsePuzzleLine("  ; a comment") && !*parsePuzzleLine("  ; a comment"));
        QCOMPARE(formatPuzzlesJson({puzzle}),
                 "{\"puzzles\":[{\"position\":\"" + board +
                     "\",\"empties\":60,\"best\":[\"c4\",\"f5\"],\"value\":2}]}");
        QCOMPARE(formatPuzzlesJson({}), std::string("{\"puzzles\":[]}"));
    }

    void badLinesAreRefusedWithTheReason() {
        const std::string board = formatPosition(Position::initial());
        const std::pair<std::string, const char*> bad[] = {
            {board + " c4 2 7", "a puzzle is"},
            {board + " a1 2", "no move here"},
            {board + " c4 two", "no disc difference"},
            {board + " c4 99", "no disc difference"},
            {formatPosition(Position::initial(6)) + " c2 2", "8x8"},
            {board + " c4 2 ; win exact 1 c4:2,d3:-2", "details"},
            {board + " c4 2 ; won exact 1 c4:2,d3:-2 -", "kind"},
            {board + " c4 2 ; win sure 1 c4:2,d3:-2 -", "exact nor estimate"},
            {board + " c4 2 ; win exact 1 c4:2,d3:4 -", "do not agree"},
            {board + " c4 2 ; win exact 1 c4:2,d3 -", "value is missing"},
            {board + " c4 2 ; win exact 1 c4:2,d3:-2 h8", "the line"},
        };
        for (const auto& [line, reason] : bad) {
            const Parsed<std::optional<Puzzle>> read = parsePuzzleLine(line);
            QVERIFY2(!read, line.c_str());
            QVERIFY2(read.error().find(reason) != std::string::npos, read.error().c_str());
        }
        const Parsed<std::vector<Puzzle>> list =
            parsePuzzleList("; puzzles\n" + board + " c4 2\n" + board + " a1 2\n", "p.txt");
        QVERIFY(!list);
        QVERIFY2(list.error().starts_with("p.txt line 3: "), list.error().c_str());
        QVERIFY(!parsePuzzleList("; nothing\n", "p.txt"));
    }
};

QTEST_APPLESS_MAIN(TestPuzzles)
#include "tst_puzzles.moc"
