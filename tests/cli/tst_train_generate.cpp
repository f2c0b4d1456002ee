// SPDX-License-Identifier: GPL-3.0-or-later
// hasami-train generate's openings: a game told to open along the opening book plays the
// book's moves for its first plies; a random opening leaves the book at once.
#include <QTemporaryDir>
#include <QTest>

#include "engine/book/book.h"
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
    const OpeningBook& book = *OpeningBook::builtIn(8);
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

}  // namespace

class TestTrainGenerate : public QObject {
    Q_OBJECT

private slots:
    void bookOpeningsFollowTheBook();
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

QTEST_APPLESS_MAIN(TestTrainGenerate)
#include "tst_train_generate.moc"
