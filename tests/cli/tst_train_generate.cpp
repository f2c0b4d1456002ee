// SPDX-License-Identifier: GPL-3.0-or-later
// hasami-train generate's openings: a game told to open along the opening book plays the
// book's moves for its first plies; a random opening leaves the book at once. Outcome labels:
// each kept position is labelled by its game's result, which, with the game solved exactly
// after its last random move, is the position's exact value.
#include <QTemporaryDir>
#include <QTest>

#include "engine/book/book.h"
#include "engine/search/search.h"
#include "tests/support/built_in_books.h"
#include "tools/train/generate.h"
#include "tools/train/records.h"

using namespace hasami;

namespace {

// Each game's positions, as generate wrote them: a game starts at the start position.
std::vector<std::vector<Position>> gamesOf(const std::vector<train::Record>& records) {
    std::vector<std::vector<Position>> games;
    for (const train::Record& record : records) {
        const Position position =
            Position::fromDiscs(8, record.player, record.opponent, Color::Black);
        if (position.emptyCount() == 60) games.emplace_back();
        if (!games.empty()) games.back().push_back(position);
    }
    return games;
}

// Whether the move from `before` to `after` is one the book values within 4 discs (and its
// tolerance) of its best.
bool isGoodBookMove(const OpeningBook& book, const Position& before, const Position& after) {
    const std::vector<BookMove> moves = book.movesOf(before);
    for (const BookMove& move : moves) {
        // The records keep the side to move's discs first, whatever its colour.
        const Position played = before.play(move.move);
        if (played.player() != after.player() || played.opponent() != after.opponent()) continue;
        return moves.front().value - move.value <= 4 + kBookTolerance;
    }
    return false;
}

// How many of the first `plies` moves of each game are good book moves.
int bookMoves(const std::vector<std::vector<Position>>& games, int plies) {
    const OpeningBook& book = *test::builtInBook(8);
    int count = 0;
    for (const auto& game : games) {
        for (int ply = 0; ply < plies && ply + 1 < int(game.size()); ++ply) {
            count += isGoodBookMove(book, game[std::size_t(ply)], game[std::size_t(ply) + 1]);
        }
    }
    return count;
}

std::vector<std::vector<Position>> generated(const QString& folder, double bookShare) {
    train::GenerateOptions options;
    options.games = 6;
    options.threads = 2;
    options.seed = 17;
    options.solveEmpties = 10;
    options.depth = 2;
    options.randomShare = 0;
    options.openingMin = 4;
    options.openingMax = 4;
    options.bookShare = bookShare;
    options.out = (folder + QStringLiteral("/share%1.bin").arg(bookShare)).toStdString();
    if (train::runGenerate(options) != 0) return {};
    const auto records = train::readRecords({options.out});
    return records ? gamesOf(*records) : std::vector<std::vector<Position>>{};
}

// The records of games on 6x6 labelled by their outcome, every move after the last random one
// chosen by an exact solve.
std::vector<train::Record> outcomeRecords(const QString& folder) {
    const train::GenerateOptions options{
        .boardSize = 6,
        .games = 8,
        .threads = 2,
        .seed = 23,
        .solveEmpties = 36,
        .randomShare = 0.05,
        .openingMin = 6,
        .openingMax = 10,
        .outcomeLabels = true,
        .out = (folder + QStringLiteral("/outcome.bin")).toStdString(),
        .gamesOut = {},
    };
    if (train::runGenerate(options) != 0) return {};
    const auto records = train::readRecords({options.out});
    return records ? *records : std::vector<train::Record>{};
}

}  // namespace

class TestTrainGenerate : public QObject {
    Q_OBJECT

private slots:
    void bookOpeningsFollowTheBook();
    void outcomeLabelsAreTheGamesResults();
};

void TestTrainGenerate::bookOpeningsFollowTheBook() {
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const auto book = generated(folder.path(), 1);
    const auto random = generated(folder.path(), 0);
    QCOMPARE(book.size(), std::size_t(6));
    QCOMPARE(random.size(), std::size_t(6));
    // Every book game opens with at least 4 of the book's good moves; random moves are such
    // a move far less often.
    QCOMPARE(bookMoves(book, 4), 6 * 4);
    QVERIFY2(bookMoves(random, 4) < 6 * 4 * 3 / 4,
             qPrintable(QString::number(bookMoves(random, 4))));
}

void TestTrainGenerate::outcomeLabelsAreTheGamesResults() {
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const std::vector<train::Record> records = outcomeRecords(folder.path());
    QVERIFY(!records.empty());
    int games = 0;
    int checked = 0;
    int previousEmpties = 0;
    for (const train::Record& record : records) {
        const Position position =
            Position::fromDiscs(6, record.player, record.opponent, Color::Black);
        const int empties = position.emptyCount();
        // A game's kept positions start after its random opening moves.
        QVERIFY2(empties <= 32 - 6, qPrintable(QString::number(empties)));
        games += empties >= previousEmpties;
        previousEmpties = empties;
        QVERIFY(position.hasMoves());
        if (empties > 9) continue;
        std::uint64_t leaves = 0;
        QCOMPARE(record.score, minimax(position, empties, leaves));
        ++checked;
    }
    QVERIFY2(games >= 6, qPrintable(QString::number(games)));
    QVERIFY2(checked >= 6 * 5, qPrintable(QString::number(checked)));
}

QTEST_APPLESS_MAIN(TestTrainGenerate)
#include "tst_train_generate.moc"
