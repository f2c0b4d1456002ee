// SPDX-License-Identifier: GPL-3.0-or-later
// What a game's review keeps and says: the store keeps the deepest analysis of each position,
// each move played gets its loss against the best move, and the analysis lines of a game file
// are written and read back exactly, while damaged lines are refused as a whole.
#include <QTest>

#include <random>

#include "engine/formats/game_file.h"
#include "engine/formats/notation.h"
#include "engine/game/review.h"
#include "engine/search/search.h"
#include "tests/support/minimax.h"

using namespace hasami;
using hasami::test::minimax;

namespace {

Square at(const char* name) {
    return *parseSquare(name);
}

// An analysis of the 8x8 start in which the four (symmetric) moves get the given values.
Analysis startAnalysis(int f5, int d3, int c4, int e6, int depth, bool exact = false) {
    Analysis analysis;
    for (auto [name, score] : {std::pair{"f5", f5}, {"d3", d3}, {"c4", c4}, {"e6", e6}}) {
        analysis.moves.push_back({at(name), score, depth, exact});
    }
    std::stable_sort(analysis.moves.begin(), analysis.moves.end(),
                     [](const MoveValue& a, const MoveValue& b) { return a.score > b.score; });
    analysis.depth = depth;
    analysis.exact = exact;
    return analysis;
}

Game game(const char* transcript) {
    return *parseTranscript(transcript);
}

// A game on a `size` board of random moves (seeded), forced passes played, to its end.
Game randomGame(int size, unsigned seed) {
    std::mt19937 random(seed);
    Game played(Position::initial(size));
    NodeId node = kRootNode;
    Position position = played.start();
    while (!position.isGameOver()) {
        if (position.mustPass()) {
            node = played.addMove(node, kPass);
            position = position.pass();
            continue;
        }
        std::vector<Square> moves;
        for (const Square square : squaresOf(position.legalMoves())) moves.push_back(square);
        const Square move = moves[random() % moves.size()];
        node = played.addMove(node, move);
        position = position.play(move);
    }
    played.goToNode(node);
    return played;
}

// Black's losses minus White's in `reviews` of `played`; every loss at least zero.
int lossDifference(const Game& played, const std::vector<std::optional<MoveReview>>& reviews) {
    int difference = 0;
    for (int ply = 0; ply < played.length(); ++ply) {
        const std::optional<MoveReview>& review = reviews[std::size_t(ply)];
        if (!review) continue;
        if (review->loss() < 0) return 1000;
        difference +=
            played.positionAt(ply).sideToMove() == Color::Black ? review->loss() : -review->loss();
    }
    return difference;
}

// Every position of `played` where a move is to be chosen, analysed with `limitsAt(ply)`.
template <typename Limits>
AnalysisStore analysed(const Game& played, Limits&& limitsAt) {
    AnalysisStore store;
    Searcher searcher;
    for (int ply = 0; ply < played.length(); ++ply) {
        const Position& position = played.positionAt(ply);
        if (!position.mustPass())
            store.storeAnalysis(position, searcher.analyze(position, limitsAt(ply)));
    }
    return store;
}

int forBlack(const Position& position, int score) {
    return position.sideToMove() == Color::Black ? score : -score;
}

}  // namespace

class TestReview : public QObject {
    Q_OBJECT

private slots:
    void storeKeepsTheDeepestAnalysis() {
        AnalysisStore store;
        const Position start = Position::initial();
        store.storeAnalysis(start, startAnalysis(1, 1, 1, 1, 4));
        store.storeAnalysis(start, startAnalysis(2, 2, 2, 2, 6));
        store.storeAnalysis(start, startAnalysis(3, 3, 3, 3, 5));  // shallower: ignored
        QCOMPARE(store.analysisOf(start)->moves.front().score, 2);
        QVERIFY(store.isAnalysed(start, 6));
        QVERIFY(!store.isAnalysed(start, 7));
        store.storeAnalysis(start, startAnalysis(-4, -4, -4, -4, 2, true));  // exact wins
        QCOMPARE(store.analysisOf(start)->moves.front().score, -4);
        QVERIFY(store.isAnalysed(start, 60));
        store.storeAnalysis(start, startAnalysis(9, 9, 9, 9, 30));  // nothing beats exact
        QCOMPARE(store.analysisOf(start)->moves.front().score, -4);
    }

    void aDeeperValueWithoutItsLineKeepsTheLine() {
        AnalysisStore store;
        const Position start = Position::initial();
        Analysis shallow = startAnalysis(2, 1, 0, 0, 14);  // f5 best
        shallow.moves.front().line = {at("f5"), at("d6"), at("c3")};
        store.storeAnalysis(start, shallow);
        // Deeper, f5 still best, but the report has no line: the line stays, with the new value.
        store.storeAnalysis(start, startAnalysis(3, 1, 0, 0, 18));
        const MoveValue& best = store.analysisOf(start)->moves.front();
        QCOMPARE(best.score, 3);
        QCOMPARE(best.depth, 18);
        QCOMPARE(best.line, (std::vector<Square>{at("f5"), at("d6"), at("c3")}));
        // Another best move: no line of another move is shown with it.
        store.storeAnalysis(start, startAnalysis(0, 4, 0, 0, 20));
        QCOMPARE(store.analysisOf(start)->moves.front().move, at("d3"));
        QVERIFY(store.analysisOf(start)->moves.front().line.empty());
    }

    void aMoveIsWorthWhatThePositionItLeadsToIsWorth() {
        // At the start f5 seems worth +2 to a search; the position after it, searched as deep,
        // is worth +5 to White: f5 lost 7 discs, whatever the search before it thought.
        AnalysisStore store;
        const Position start = Position::initial();
        store.storeAnalysis(start, startAnalysis(2, 1, 1, 1, 12));
        const Position afterF5 = start.play(at("f5"));
        Analysis white;
        for (Square move : squaresOf(afterF5.legalMoves())) {
            white.moves.push_back({move, move == at("d6") ? 5 : 3, 13, false});
        }
        std::stable_sort(white.moves.begin(), white.moves.end(),
                         [](const MoveValue& a, const MoveValue& b) { return a.score > b.score; });
        white.depth = 13;
        store.storeAnalysis(afterF5, white);
        const std::optional<MoveReview> f5 = reviewMove(start, at("f5"), store);
        QVERIFY(f5);
        QCOMPARE(f5->score, -5);
        QCOMPARE(f5->best, 2);
        QCOMPARE(f5->loss(), 7);
        // A shallower analysis after it says less than the one before: the move's own value.
        AnalysisStore shallow;
        shallow.storeAnalysis(start, startAnalysis(2, 1, 1, 1, 12));
        white.depth = 4;
        for (MoveValue& value : white.moves) value.depth = 4;
        shallow.storeAnalysis(afterF5, white);
        QCOMPARE(reviewMove(start, at("f5"), shallow)->score, 2);
    }

    void storeRefusesAnalysesThatMissAMove() {
        AnalysisStore store;
        Analysis partial = startAnalysis(1, 1, 1, 1, 4);
        partial.moves.pop_back();
        store.storeAnalysis(Position::initial(), partial);
        QVERIFY(!store.analysisOf(Position::initial()));
        Analysis illegal = startAnalysis(1, 1, 1, 1, 4);
        illegal.moves.back().move = at("a1");
        store.storeAnalysis(Position::initial(), illegal);
        QVERIFY(!store.analysisOf(Position::initial()));
    }

    void analysesOfTheBestMovesAreKeptApartForTheBoard() {
        AnalysisStore store;
        const Position start = Position::initial();
        store.storeAnalysis(start, startAnalysis(1, 0, 0, 0, 10));
        // The two best moves valued at depth 12; the others only bounded.
        Analysis best = startAnalysis(3, 2, 2, 2, 12);
        best.bestMoves = 2;
        best.moves[2].upperBound = true;
        best.moves[3].upperBound = true;
        store.storeAnalysis(start, best);
        QCOMPARE(store.analysisOf(start)->depth, 10);  // reviews and files: every move valued
        QCOMPARE(store.boardAnalysisOf(start)->depth, 12);
        QVERIFY(!store.isAnalysed(start, 12));
        QVERIFY(store.isAnalysed(start, 12, 2));
        QVERIFY(store.isAnalysed(start, 12, 1));
        QVERIFY(!store.isAnalysed(start, 12, 3));  // fewer than asked for
        QVERIFY(store.isAnalysed(start, 10, 3));   // every move, as deep as asked
        QCOMPARE(store.valueOf(start)->score, 3);  // the best move's value is the deepest
        QCOMPARE(reviewMove(start, at("f5"), store)->score, 1);

        // As deep, of more moves, says more; of fewer, less.
        Analysis three = startAnalysis(3, 2, 2, 2, 12);
        three.bestMoves = 3;
        three.moves[3].upperBound = true;
        store.storeAnalysis(start, three);
        QCOMPARE(store.boardAnalysisOf(start)->bestMoves, 3);
        store.storeAnalysis(start, best);
        QCOMPARE(store.boardAnalysisOf(start)->bestMoves, 3);

        // Every move valued deeper shows instead.
        store.storeAnalysis(start, startAnalysis(4, 0, 0, 0, 14));
        QCOMPARE(store.boardAnalysisOf(start)->depth, 14);
        QCOMPARE(store.boardAnalysisOf(start)->bestMoves, 0);

        // Merged with the rest.
        AnalysisStore other;
        other.merge(store);
        Analysis deeper = best;
        deeper.depth = 16;
        other.storeAnalysis(start, deeper);
        QCOMPARE(other.boardAnalysisOf(start)->depth, 16);
        QCOMPARE(other.analysisOf(start)->depth, 14);
    }

    void positionValuesComeFromTheDeepestSource() {
        AnalysisStore store;
        const Position start = Position::initial();
        QVERIFY(!store.valueOf(start));
        store.storeValue(start, {5, 8, false});
        QCOMPARE(store.valueOf(start)->score, 5);
        store.storeAnalysis(start, startAnalysis(3, 0, 0, 0, 6));
        QCOMPARE(store.valueOf(start)->score, 5);  // the search went deeper
        store.storeAnalysis(start, startAnalysis(2, 0, 0, 0, 10));
        QCOMPARE(store.valueOf(start)->score, 2);
        QCOMPARE(store.valueOf(start)->depth, 10);
        // A finished game's value is its final score, exactly (4x4: 15 black discs, 1 white).
        const Position over = *parsePosition("XXXXXXXXXXXXXXXO X");
        QVERIFY(over.isGameOver());
        QCOMPARE(store.valueOf(over)->score, 14);
        QVERIFY(store.valueOf(over)->exact);
    }

    void movesPlayedGetTheirLoss() {
        AnalysisStore store;
        const Game played = game("c4c3");
        store.storeAnalysis(played.positionAt(0), startAnalysis(2, 0, -5, 2, 8));
        const auto reviews = reviewMoves(played, store);
        QCOMPARE(int(reviews.size()), 2);
        QVERIFY(reviews[0]);
        QCOMPARE(reviews[0]->move, at("c4"));
        QCOMPARE(reviews[0]->score, -5);
        QCOMPARE(reviews[0]->best, 2);
        QCOMPARE(reviews[0]->loss(), 7);
        QVERIFY(reviews[0]->isMistake());
        QVERIFY(!reviews[1]);  // the position after c4 was not analysed
        store.storeAnalysis(played.positionAt(0), startAnalysis(2, 0, 1, 2, 9));
        QCOMPARE(reviewMoves(played, store)[0]->loss(), 1);
        QVERIFY(!reviewMoves(played, store)[0]->isMistake());
    }

    void theLossesAccountForTheResultWhateverTheDepths() {
        // 6x6 games of random moves, each position analysed at 1 to 4 plies in turn (their values
        // disagree from ply to ply): Black's losses minus White's are the start's value minus the
        // final disc difference, both for Black, and no loss is below zero.
        for (unsigned seed = 1; seed <= 6; ++seed) {
            const Game played = randomGame(6, seed);
            const AnalysisStore store = analysed(played, [seed](int ply) {
                SearchLimits limits;
                limits.depth = 1 + (ply + int(seed)) % 4;
                return limits;
            });
            const LineReview line = reviewLine(played, store);
            QVERIFY(line.values.front());
            const Position& end = played.positionAt(played.length());
            QVERIFY(end.isGameOver());
            const int start = forBlack(played.start(), line.values.front()->score);
            QCOMPARE(lossDifference(played, line.moves), start - forBlack(end, end.finalScore()));
            for (int ply = 0; ply < played.length(); ++ply) {
                QVERIFY(line.values[std::size_t(ply)]);
            }
        }
    }

    void theReviewKeepsItsValuesWhileDeeperAnalysesComeIn() {
        // A 6x6 game reviewed at 2 plies, each position kept with the analysis it was reviewed
        // by; then deeper analyses of some positions (the position shown deepening): the
        // review's values and losses stay, and they still account for the result.
        const Game played = randomGame(6, 11);
        AnalysisStore store = analysed(played, [](int) {
            SearchLimits limits;
            limits.depth = 2;
            return limits;
        });
        ReviewedPositions reviewed;
        for (int ply = 0; ply < played.length(); ++ply) {
            const Position& position = played.positionAt(ply);
            reviewed.add(position, store.analysisOf(position));
        }
        const LineReview before = reviewLine(played, store, &reviewed);
        const AnalysisStore deeper = analysed(played, [](int ply) {
            SearchLimits limits;
            limits.depth = ply % 3 == 0 ? 5 : 1;
            return limits;
        });
        store.merge(deeper);
        const LineReview after = reviewLine(played, store, &reviewed);
        QCOMPARE(lossDifference(played, after.moves), lossDifference(played, before.moves));
        for (int ply = 0; ply < played.length(); ++ply) {
            const auto at = std::size_t(ply);
            QCOMPARE(bool(after.moves[at]), bool(before.moves[at]));
            if (before.moves[at]) QCOMPARE(after.moves[at]->loss(), before.moves[at]->loss());
        }
        // Without what the review kept, the deeper analyses change them.
        const LineReview live = reviewLine(played, store);
        bool changed = false;
        for (int ply = 0; ply < played.length(); ++ply) {
            const auto at = std::size_t(ply);
            changed = changed || (live.moves[at] && before.moves[at] &&
                                  live.moves[at]->loss() != before.moves[at]->loss());
        }
        QVERIFY(changed);
    }

    void exactAnalysesGiveEachMoveItsMinimaxLoss() {
        // A 4x4 game, every position solved: each move loses what minimax says, and the start is
        // worth its minimax value.
        const Game played = randomGame(4, 7);
        const AnalysisStore store = analysed(played, [](int) {
            SearchLimits limits;
            limits.exact = true;
            return limits;
        });
        const LineReview line = reviewLine(played, store);
        QCOMPARE(line.values.front()->score, minimax(played.start()));
        QVERIFY(line.values.front()->exact);
        for (int ply = 0; ply < played.length(); ++ply) {
            const Position& before = played.positionAt(ply);
            const Square move = played.moves()[std::size_t(ply)];
            if (move == kPass) continue;
            const std::optional<MoveReview>& review = line.moves[std::size_t(ply)];
            QVERIFY(review && review->exact);
            QCOMPARE(review->best, minimax(before));
            QCOMPARE(review->score, -minimax(before.play(move)));
        }
        const Position& end = played.positionAt(played.length());
        QCOMPARE(
            lossDifference(played, line.moves),
            forBlack(played.start(), minimax(played.start())) - forBlack(end, end.finalScore()));
    }

    void analysisLinesHaveTheirFormat() {
        AnalysisStore store;
        const Game played = game("f5d6");
        store.storeAnalysis(played.positionAt(0), startAnalysis(0, -1, 0, 3, 10));
        QCOMPARE(writeGameFile(played, {}, store),
                 std::string("f5d6\n; analysis 0 e6 3 10 estimate f5 0 10 estimate c4 0 10 "
                             "estimate d3 -1 10 estimate\n"));
    }

    void analysisLinesReadBackAsWritten() {
        AnalysisStore store;
        const Game played = game("f5d6c3d3c4f4");
        store.storeAnalysis(played.positionAt(0), startAnalysis(0, -1, 0, 3, 10));
        Analysis second;
        const Position after = played.positionAt(1);
        int score = 20;
        for (Square move : squaresOf(after.legalMoves())) {
            second.moves.push_back({move, score, after.emptyCount(), true});
            score -= 3;
        }
        second.depth = after.emptyCount();
        second.exact = true;
        store.storeAnalysis(after, second);
        const std::string text = writeGameFile(played, {}, store);

        const Parsed<GameFile> file = readGameFile(text);
        QVERIFY2(file, file.error().c_str());
        QVERIFY(file->analysisProblem.empty());
        const AnalysisStore& read = file->analyses;
        QCOMPARE(read.size(), std::size_t(2));
        for (int ply : {0, 1}) {
            const Analysis* original = store.analysisOf(played.positionAt(ply));
            const Analysis* copy = read.analysisOf(played.positionAt(ply));
            QVERIFY(copy);
            QCOMPARE(copy->moves.size(), original->moves.size());
            for (std::size_t i = 0; i < copy->moves.size(); ++i) {
                QCOMPARE(copy->moves[i].move, original->moves[i].move);
                QCOMPARE(copy->moves[i].score, original->moves[i].score);
                QCOMPARE(copy->moves[i].depth, original->moves[i].depth);
                QCOMPARE(copy->moves[i].exact, original->moves[i].exact);
            }
            QCOMPARE(copy->exact, original->exact);
            QCOMPARE(copy->depth, original->depth);
        }
    }

    void damagedAnalysisLinesAreRefusedWhole() {
        const Game played = game("f5d6");
        const std::string good(
            "; analysis 0 f5 0 4 estimate d3 0 4 estimate c4 0 4 estimate e6 0 4 estimate\n");
        const std::string damaged[] = {
            "; analysis 2 f5 0 4 estimate\n",                                  // past the last move
            "; analysis -1 f5 0 4 estimate\n",                                 // no such ply
            "; analysis x\n",                                                  // no ply
            "; analysis 0\n",                                                  // no moves
            "; analysis 0 f5 0 4\n",                                           // a value cut short
            "; analysis 0 f5 0 4 estimate d3 0 4 estimate c4 0 4 estimate\n",  // e6 missing
            good.substr(0, good.size() - 1) + " e6 0 4 estimate\n",            // e6 twice
            "; analysis 0 a1 0 4 estimate d3 0 4 estimate c4 0 4 estimate e6 0 4 estimate\n",
            "; analysis 0 f5 65 4 estimate d3 0 4 estimate c4 0 4 estimate e6 0 4 estimate\n",
            "; analysis 0 f5 0 0 estimate d3 0 4 estimate c4 0 4 estimate e6 0 4 estimate\n",
            "; analysis 0 f5 0 4 sure d3 0 4 estimate c4 0 4 estimate e6 0 4 estimate\n",
            "; analysis 0 z9 0 4 estimate d3 0 4 estimate c4 0 4 estimate e6 0 4 estimate\n",
        };
        for (const std::string& line : damaged) {
            std::string text = "f5d6\n";
            text += good;
            text += line;
            const Parsed<GameFile> file = readGameFile(text);
            QVERIFY2(file, line.c_str());  // the game is read all the same
            QVERIFY2(!file->analysisProblem.empty(), line.c_str());
            // Nothing half-read.
            QVERIFY2(!file->analyses.analysisOf(played.positionAt(0)), line.c_str());
        }
        const Parsed<GameFile> file = readGameFile("f5d6\n; a comment\n" + good);
        QVERIFY(file && file->analysisProblem.empty());
        QCOMPARE(file->analyses.size(), std::size_t(1));
    }
};

QTEST_APPLESS_MAIN(TestReview)
#include "tst_review.moc"
