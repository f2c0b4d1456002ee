// SPDX-License-Identifier: GPL-3.0-or-later
// The game database and hasami-cli db, on small files written here in the published WTHOR
// format (and GGF and Hasami's game files): the games that reach a position, transpositions
// counted, each next move with its results, the filters, a pass, the exact output formats, and
// damaged files reported with the rest still used. The expected counts are worked out by hand
// from the games below.
#include <algorithm>
#include <iterator>
#include <map>
#include <optional>
#include <random>
#include <variant>

#include <sys/stat.h>

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "engine/board/symmetry.h"
#include "engine/database/game_database.h"
#include "engine/database/position_index.h"
#include "engine/database/wthor.h"
#include "engine/formats/notation.h"
#include "engine/players/player.h"
#include "tests/support/board_text.h"
#include "tests/support/wthor_files.h"

using namespace hasami;
using hasami::test::sq;
using namespace hasami::test;

namespace {

Position after(const char* moves) {
    return parseTranscript(moves)->position();
}

struct Run {
    int exitCode;
    QString out;
    QString err;
};

// Whether a next move's counts are these: games, then Black's wins, draws and White's wins.
bool counted(const MoveCount& count, const char* move, int games, int blackWins, int draws,
             int whiteWins) {
    if (count.move == sq(move) && count.games == games && count.blackWins == blackWins &&
        count.draws == draws && count.whiteWins == whiteWins) {
        return true;
    }
    qWarning("move %d: %d games, %d-%d-%d", count.move, count.games, count.blackWins, count.draws,
             count.whiteWins);
    return false;
}

// A game of random legal moves from the start: its first moves from `openings`, so that
// games meet as real ones do, then random ones; a result for most.
DatabaseGame randomGame(std::mt19937_64& random) {
    static const char* const openings[] = {"f5d6c3d3c4", "f5f6e6f4", "d3c5",
                                           "c4e3f6e6f5", "e6f4",     "f5d6c5"};
    DatabaseGame game;
    const Game opening = *parseTranscript(openings[random() % std::size(openings)]);
    game.moves.assign(opening.moves().begin(), opening.moves().end());
    Position position = opening.position();
    const std::size_t length = 8 + random() % 40;
    while (game.moves.size() < length && !position.isGameOver()) {
        if (position.mustPass()) position = position.pass();
        const Bitboard moves = position.legalMoves();
        const Square move = nthSquare(moves, int(random() % unsigned(popcount(moves))));
        game.moves.push_back(move);
        position = position.play(move);
    }
    game.year = 2000 + int(random() % 10);
    if (random() % 5 != 0) game.blackMargin = int(random() % 65) - 32;
    game.black = random() % 2 ? "Ann" : "Bob";
    return game;
}

// What the index must find, by replaying each game and comparing each position it reaches
// with the one asked for, or with `symmetric` each of its images (transformDiscs): a slow
// reference the index does not use.
PositionCount countByReplaying(const GameDatabase& database, const Position& wanted,
                               const DatabaseFilter& filter, bool symmetric) {
    std::map<Square, MoveCount> moves;
    PositionCount count;
    for (const DatabaseGame& game : database.games()) {
        if (!filter.admits(game)) continue;
        Position position = Position::initial(8);
        for (std::size_t ply = 0; ply <= game.moves.size(); ++ply) {
            if (position.mustPass()) position = position.pass();
            std::optional<int> match;
            for (int symmetry = 0; symmetry < (symmetric ? kSymmetries : 1) && !match; ++symmetry) {
                const Position image = Position::fromDiscs(
                    8, transformDiscs(position.discs(Color::Black), 8, symmetry),
                    transformDiscs(position.discs(Color::White), 8, symmetry),
                    position.sideToMove());
                if (image == wanted) match = symmetry;
            }
            if (match) {
                ++count.games;
                if (ply < game.moves.size()) {
                    const Square next = transformSquare(game.moves[ply], 8, *match);
                    MoveCount& move = moves[next];
                    move.move = next;
                    ++move.games;
                    if (game.blackMargin) {
                        move.blackWins += *game.blackMargin > 0;
                        move.draws += *game.blackMargin == 0;
                        move.whiteWins += *game.blackMargin < 0;
                    }
                }
                break;
            }
            if (ply == game.moves.size()) break;
            position = position.play(game.moves[ply]);
        }
    }
    for (const auto& [square, move] : moves) count.moves.push_back(move);
    std::sort(count.moves.begin(), count.moves.end(), [](const MoveCount& a, const MoveCount& b) {
        return a.games != b.games ? a.games > b.games : squareName(a.move) < squareName(b.move);
    });
    return count;
}

bool sameCounts(const PositionCount& a, const PositionCount& b) {
    if (a.games != b.games || a.moves.size() != b.moves.size()) return false;
    for (std::size_t i = 0; i < a.moves.size(); ++i) {
        const MoveCount& x = a.moves[i];
        const MoveCount& y = b.moves[i];
        if (x.move != y.move || x.games != y.games || x.blackWins != y.blackWins ||
            x.draws != y.draws || x.whiteWins != y.whiteWins) {
            return false;
        }
    }
    return true;
}

// hasami-cli db with `arguments`, its cache in `cache` if given; with `homeless`, without HOME
// and XDG_CACHE_HOME.
Run runDb(const QStringList& arguments, const QString& cache = {}, bool homeless = false) {
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    if (!cache.isEmpty()) environment.insert(QStringLiteral("XDG_CACHE_HOME"), cache);
    if (homeless) {
        environment.remove(QStringLiteral("HOME"));
        environment.remove(QStringLiteral("XDG_CACHE_HOME"));
    }
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(HASAMI_CLI), QStringList{QStringLiteral("db")} + arguments);
    process.waitForFinished(60000);
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

}  // namespace

class TestDb : public QObject {
    Q_OBJECT

private slots:
    void init();
    void readsTheRecordsAsPublished();
    void refusesWhatIsNotAGameFile();
    void saysWhatIsWrongWithItsNumbers();
    void countsTheGamesThroughAPosition();
    void filtersByPlayerTournamentAndYear();
    void theNextMovesAfterAPassAreTheOpponents();
    void readsGgfAndGameFiles();
    void readsTheDetailsOfGameFiles();
    void printsTheLinesScriptsRead();
    void printsJson();
    void reportsDamagedFilesAndUsesTheRest();
    void skipsFilesThatCannotBeRead();
    void theSameGamesTwiceCountOnce();
    void refusesABadTranscriptAndNoGames();
    void theIndexTurnsBoardsAsTheSquareMapsDo();
    void theIndexFindsWhatReplayingFinds();
    void symmetricImagesCountWithTheirMovesTurnedBack();
    void theIndexIsKeptInTheCacheFolder();

private:
    QTemporaryDir folder_;
};

void TestDb::init() {
    QVERIFY(folder_.isValid());
    QDir(folder_.path()).removeRecursively();
    QDir().mkpath(folder_.path());
    writeWthorDatabase(folder_.path());
}

void TestDb::readsTheRecordsAsPublished() {
    // One game by hand: tournament 2, players 3 and 4, 40 discs, then f5 (56) d6 (64) c3 (33).
    QByteArray bytes = wthorHeader(1, 0, 1999);
    QByteArray record("\x02\x00\x03\x00\x04\x00\x28\x24\x38\x40\x21", 11);
    bytes += record + QByteArray(68 - record.size(), '\0');
    const Parsed<WthorGames> file = parseWthorGames(std::string_view(bytes.data(), bytes.size()));
    QVERIFY2(file, file ? "" : file.error().c_str());
    QCOMPARE(file->year, 1999);
    QCOMPARE(file->games.size(), std::size_t(1));
    const WthorGame& game = file->games.front();
    QCOMPARE(game.tournament, 2);
    QCOMPARE(game.black, 3);
    QCOMPARE(game.white, 4);
    QCOMPARE(game.blackDiscs, 40);
    QCOMPARE(game.moves, (std::vector<Square>{sq("f5"), sq("d6"), sq("c3")}));
    const QByteArray players = wthorNames({"Ab", QByteArray("\xe9t\xe9")}, 20);
    const auto read = parseWthorNames(std::string_view(players.data(), players.size()), 20);
    QVERIFY(read);
    QCOMPARE(*read, (std::vector<std::string>{"Ab", "\xc3\xa9t\xc3\xa9"}));
}

void TestDb::refusesWhatIsNotAGameFile() {
    QByteArray bytes = wthorGames(2001, {{0, 0, 0, 40, "f5d6"}});
    QVERIFY(!parseWthorGames(std::string_view(bytes.data(), 10)));
    const auto cut = parseWthorGames(std::string_view(bytes.data(), std::size_t(bytes.size() - 1)));
    QVERIFY(!cut);
    QVERIFY(QString::fromStdString(cut.error()).contains(QStringLiteral("cut short")));
    QByteArray tenByTen = bytes;
    tenByTen[12] = char(10);
    QVERIFY(QString::fromStdString(
                parseWthorGames(std::string_view(tenByTen.data(), tenByTen.size())).error())
                .contains(QStringLiteral("10x10")));
    QByteArray solitaire = bytes;
    solitaire[13] = char(1);
    QVERIFY(!parseWthorGames(std::string_view(solitaire.data(), solitaire.size())));
    QByteArray notASquare = bytes;
    notASquare[16 + 8] = char(99);
    QVERIFY(!parseWthorGames(std::string_view(notASquare.data(), notASquare.size())));
}

void TestDb::saysWhatIsWrongWithItsNumbers() {
    // A year's file of two games is 16 + 2 * 68 = 152 bytes, as the format publishes it.
    const QByteArray bytes = wthorGames(2001, {{0, 0, 0, 40, "f5d6"}, {0, 0, 0, 40, "f5f6"}});
    QCOMPARE(bytes.size(), 152);
    const auto faultOf = [](const QByteArray& file, std::size_t size) {
        const auto read = readWthorGames(std::string_view(file.data(), size));
        const auto* fault = std::get_if<WthorFault>(&read);
        return fault ? std::optional<WthorFault>(*fault) : std::nullopt;
    };
    QVERIFY(!faultOf(bytes, 152));
    const std::optional<WthorFault> header = faultOf(bytes, 10);
    QVERIFY(header && header->kind == WthorFault::Kind::ShorterThanHeader);
    QCOMPARE(header->bytes, std::size_t(10));
    const std::optional<WthorFault> cut = faultOf(bytes, 150);
    QVERIFY(cut && cut->kind == WthorFault::Kind::CutShort);
    QVERIFY(cut->records == WthorFault::Records::Games);
    QCOMPARE(cut->announced, 2LL);
    QCOMPARE(cut->expected, std::size_t(152));
    QCOMPARE(cut->bytes, std::size_t(150));
    QCOMPARE(cut->text(),
             std::string("cut short: its header announces 2 games (152 bytes), the file has 150 "
                         "bytes"));
    QByteArray sixBySix = bytes;
    sixBySix[12] = char(6);
    const std::optional<WthorFault> board = faultOf(sixBySix, 152);
    QVERIFY(board && board->kind == WthorFault::Kind::OtherBoard);
    QCOMPARE(board->boardSize, 6);
    QByteArray notASquare = bytes;
    notASquare[16 + 68 + 8 + 1] = char(90);  // the second game's second move: row 9, column 0
    const std::optional<WthorFault> square = faultOf(notASquare, 152);
    QVERIFY(square && square->kind == WthorFault::Kind::NotASquare);
    QCOMPARE(square->game, 2LL);
    QCOMPARE(square->move, 2);
    QCOMPARE(square->value, 90);
    // The names: three players announced (16 + 3 * 20 bytes), two written.
    QByteArray players = wthorNames({"Ab", "Cd", "Ef"}, 20);
    players.chop(20);
    const auto names = readWthorNames(std::string_view(players.data(), players.size()), 20);
    const auto* namesFault = std::get_if<WthorFault>(&names);
    QVERIFY(namesFault && namesFault->kind == WthorFault::Kind::CutShort);
    QVERIFY(namesFault->records == WthorFault::Records::Players);
    QCOMPARE(namesFault->announced, 3LL);
    QCOMPARE(namesFault->expected, std::size_t(76));
}

void TestDb::countsTheGamesThroughAPosition() {
    GameDatabase database;
    std::vector<DatabaseProblem> problems;
    database.add(folder_.path().toStdString(), problems);
    QCOMPARE(problems.size(), std::size_t(0));
    QCOMPARE(database.games().size(), std::size_t(7));
    QCOMPARE(database.cutGames(), 1);  // G6: b4 is not legal there
    QCOMPARE(database.games()[3].black, std::string("\xc3\x89mile \xc3\x9cnal"));
    QCOMPARE(database.games()[4].black, std::string("99"));  // a name the list lacks

    const PositionCount start = database.countAt(Position::initial(8));
    QCOMPARE(start.games, 7);
    QCOMPARE(start.moves.size(), std::size_t(2));
    QVERIFY(counted(start.moves[0], "f5", 6, 3, 1, 2));
    QCOMPARE(start.moves[1].move, sq("d3"));

    // The Tiger, reached by G1, G4 and, in another order, G2; G4 ends there.
    const PositionCount tiger = database.countAt(after("f5d6c3d3c4"));
    QCOMPARE(tiger.games, 3);
    QCOMPARE(tiger.moves.size(), std::size_t(1));
    QVERIFY(counted(tiger.moves[0], "f4", 2, 1, 1, 0));
    // Exact positions only: f5's mirror image e6 is not f5.
    QCOMPARE(database.countAt(after("e6")).games, 0);
    QCOMPARE(database.countAt(after("f5d6c3d3c4f4f6f3")).games, 0);
}

void TestDb::filtersByPlayerTournamentAndYear() {
    GameDatabase database;
    std::vector<DatabaseProblem> problems;
    database.add(folder_.path().toStdString(), problems);
    DatabaseFilter rose;
    rose.player = "ROSE";  // G1 as White, G2 and G6 as Black
    QCOMPARE(database.countAt(after("f5"), rose).games, 3);
    DatabaseFilter emile;
    emile.player = "\xc3\xa9MILE";  // any case, accented letters too
    QCOMPARE(database.countAt(Position::initial(8), emile).games, 1);
    DatabaseFilter recent;
    recent.from = 2005;
    const PositionCount fromF5D6 = database.countAt(after("f5d6"), recent);
    QCOMPARE(fromF5D6.games, 3);  // G4, G5, and G6 up to its illegal move
    QCOMPARE(fromF5D6.moves.size(), std::size_t(2));
    QCOMPARE(fromF5D6.moves[0].move, sq("c3"));  // one game each: by the move's name
    QCOMPARE(fromF5D6.moves[1].move, sq("c5"));
    DatabaseFilter paris;
    paris.tournament = "paris";
    paris.to = 2001;
    QCOMPARE(database.countAt(Position::initial(8), paris).games, 2);
    paris.to = 2000;
    QCOMPARE(database.countAt(Position::initial(8), paris).games, 0);
}

void TestDb::theNextMovesAfterAPassAreTheOpponents() {
    GameDatabase database;
    std::vector<DatabaseProblem> problems;
    database.add(folder_.path().toStdString(), problems);
    // After c1 Black has no move; the transcript plays the pass, the position before it is
    // the same one to the database.
    const Position passed = after("d3c3e6d2d1e1b2c1");
    QCOMPARE(passed.sideToMove(), Color::White);
    const Position beforePass = passed.pass();
    QVERIFY(beforePass.mustPass());
    QCOMPARE(database.countAt(passed).games, 1);
    const PositionCount count = database.countAt(beforePass);
    QCOMPARE(count.games, 1);
    QCOMPARE(count.moves.size(), std::size_t(1));
    QCOMPARE(count.moves[0].move, sq("a3"));  // White's, Black having passed
    QCOMPARE(count.moves[0].whiteWins, 1);
}

void TestDb::readsGgfAndGameFiles() {
    const QString folder = folder_.filePath(QStringLiteral("other"));
    QDir().mkpath(folder);
    writeFile(folder + QStringLiteral("/games.GGF"),
              "(;GM[Othello]PC[Club]DT[2010-05-01]PB[Ann]PW[Bob]RE[+6.000]TY[8]"
              "BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]"
              "B[f5]W[d6]B[c3];)\n"
              "(;GM[Othello]PC[Club]DT[2011-05-01]PB[Bob]PW[Ann]RE[-2.000:r]TY[8]"
              "BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]"
              "B[f5]W[f6];)\n");
    writeFile(folder + QStringLiteral("/mine.txt"), "f5 d6 (f4) c5\n");
    writeFile(folder + QStringLiteral("/notes.md"), "not read: not a database file\n");
    GameDatabase database;
    std::vector<DatabaseProblem> problems;
    database.add(folder.toStdString(), problems);
    QCOMPARE(problems.size(), std::size_t(0));
    QCOMPARE(database.games().size(), std::size_t(3));
    const PositionCount f5 = database.countAt(after("f5"));
    QCOMPARE(f5.games, 3);
    QCOMPARE(f5.moves[0].move, sq("d6"));  // Ann's win and the game file's main line
    QCOMPARE(f5.moves[0].games, 2);
    QCOMPARE(f5.moves[0].blackWins, 1);
    QCOMPARE(f5.moves[0].draws + f5.moves[0].whiteWins, 0);  // the game file's result: unknown
    QCOMPARE(f5.moves[1].move, sq("f6"));
    QCOMPARE(f5.moves[1].whiteWins, 1);
    DatabaseFilter year;
    year.from = 2011;
    QCOMPARE(database.countAt(after("f5"), year).games, 1);
}

void TestDb::readsTheDetailsOfGameFiles() {
    const QString folder = folder_.filePath(QStringLiteral("kept"));
    QDir().mkpath(folder);
    writeFile(folder + QStringLiteral("/a.txt"),
              "; black Ada\n; white Hasami level 3\n; event Club night\n; date 2025-03-09\n"
              "; result 38-26\nf5 d6 c3\n");
    writeFile(folder + QStringLiteral("/b.txt"), "; black Bo\n; place Paris\n; result +6\nf5 f6\n");
    writeFile(folder + QStringLiteral("/c.txt"), "; date 1999\n; result Black won\nf5 f4\n");
    GameDatabase database;
    std::vector<DatabaseProblem> problems;
    database.add(folder.toStdString(), problems);
    QCOMPARE(problems.size(), std::size_t(0));
    QCOMPARE(database.games().size(), std::size_t(3));
    const DatabaseGame& a = database.games()[0];
    QCOMPARE(a.black, std::string("Ada"));
    QCOMPARE(a.white, std::string("Hasami level 3"));
    QCOMPARE(a.tournament, std::string("Club night"));
    QCOMPARE(a.year, 2025);
    QCOMPARE(a.blackMargin, std::optional(12));
    QVERIFY(database.fileOf(a).ends_with("kept/a.txt"));
    const DatabaseGame& b = database.games()[1];
    QCOMPARE(b.tournament, std::string("Paris"));  // the place, without an event
    QCOMPARE(b.year, 0);
    QCOMPARE(b.blackMargin, std::optional(6));
    QVERIFY(database.fileOf(b).ends_with("kept/b.txt"));
    QCOMPARE(database.games()[2].year, 1999);
    QCOMPARE(database.games()[2].blackMargin, std::nullopt);  // not a score

    // Two sets of games at one position count as one: f5 d6 in both, summed, then by games.
    GameDatabase other;
    DatabaseGame more;
    more.moves = {sq("f5"), sq("f4")};
    more.blackMargin = -2;
    other.add(more);
    other.add(more);
    QVERIFY(other.fileOf(other.games()[0]).empty());
    const PositionCount both =
        combinedCount(database.countAt(after("f5")), other.countAt(after("f5")));
    QCOMPARE(both.games, 5);
    QCOMPARE(both.moves.size(), std::size_t(3));
    QCOMPARE(both.moves[0].move, sq("f4"));
    QCOMPARE(both.moves[0].games, 3);
    QCOMPARE(both.moves[0].whiteWins, 2);
    QCOMPARE(both.moves[1].move, sq("d6"));  // one game each: by the move's name
    QCOMPARE(both.moves[1].blackWins, 1);
    QCOMPARE(both.moves[2].move, sq("f6"));
}

void TestDb::printsTheLinesScriptsRead() {
    const Run start = runDb({folder_.path()});
    QCOMPARE(start.exitCode, 0);
    QCOMPARE(start.out, QStringLiteral("games 7\nf5 6 3 1 2\nd3 1 0 0 1\n"));
    QVERIFY2(start.err.contains(QStringLiteral("1 game has a move that is not legal")),
             qPrintable(start.err));
    const Run tiger =
        runDb({QStringLiteral("--moves"), QStringLiteral("F5D6C3D3C4"), folder_.path()});
    QCOMPARE(tiger.out, QStringLiteral("games 3\nf4 2 1 1 0\n"));
    // Options in any order, after the paths too; files named one by one.
    const Run filtered =
        runDb({folder_.filePath(QStringLiteral("WTH_2001.wtb")), QStringLiteral("--player"),
               QStringLiteral("rose"), folder_.filePath(QStringLiteral("wth_2005.WTB")),
               QStringLiteral("--moves"), QStringLiteral("f5"), QStringLiteral("--to"),
               QStringLiteral("2001")});
    QCOMPARE(filtered.exitCode, 0);
    QCOMPARE(filtered.out, QStringLiteral("games 2\nd6 2 1 1 0\n"));
    const Run pass =
        runDb({QStringLiteral("--moves"), QStringLiteral("d3c3e6d2d1e1b2c1"), folder_.path()});
    QCOMPARE(pass.out, QStringLiteral("games 1\na3 1 0 0 1\n"));
    const Run none =
        runDb({QStringLiteral("--moves"), QStringLiteral("f5d6c3d3c4f4f6f3"), folder_.path()});
    QCOMPARE(none.exitCode, 0);
    QCOMPARE(none.out, QStringLiteral("games 0\n"));
}

void TestDb::printsJson() {
    const Run tiger = runDb({QStringLiteral("--json"), QStringLiteral("--moves"),
                             QStringLiteral("f5d6c3d3c4"), folder_.path()});
    QCOMPARE(tiger.exitCode, 0);
    QCOMPARE(tiger.out,
             QStringLiteral("{\"games\": 3, \"moves\": [{\"move\": \"f4\", \"games\": 2, "
                            "\"black_wins\": 1, \"draws\": 1, \"white_wins\": 0}]}\n"));
    const Run none = runDb({QStringLiteral("--json"), QStringLiteral("--moves"),
                            QStringLiteral("f5d6c3d3c4f4f6f3"), folder_.path()});
    QCOMPARE(none.out, QStringLiteral("{\"games\": 0, \"moves\": []}\n"));
}

void TestDb::reportsDamagedFilesAndUsesTheRest() {
    QFile cut(folder_.filePath(QStringLiteral("WTH_2001.wtb")));
    QVERIFY(cut.open(QIODevice::ReadWrite));
    QVERIFY(cut.resize(cut.size() - 30));
    cut.close();
    writeFile(folder_.filePath(QStringLiteral("WTH_2002.zip")), "PK");
    const Run run = runDb({folder_.path()});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, QStringLiteral("games 4\nf5 3 2 0 1\nd3 1 0 0 1\n"));
    QVERIFY2(run.err.contains(QStringLiteral("WTH_2001.wtb: cut short")), qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("unzip")), qPrintable(run.err));
}

void TestDb::skipsFilesThatCannotBeRead() {
    // A failing disk answers a read with EIO, as /proc/self/mem does at its first byte; a
    // device or a pipe never ends; a file far larger than any game file is not read whole.
    QVERIFY(QFile::link(QStringLiteral("/proc/self/mem"),
                        folder_.filePath(QStringLiteral("WTH_2003.wtb"))));
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), folder_.filePath(QStringLiteral("zero.ggf"))));
    QVERIFY(::mkfifo(QFile::encodeName(folder_.filePath(QStringLiteral("pipe.txt"))).constData(),
                     0600) == 0);
    QFile huge(folder_.filePath(QStringLiteral("WTH_2004.wtb")));
    QVERIFY(huge.open(QIODevice::WriteOnly));
    QVERIFY(huge.resize(qint64(300) << 20));  // sparse: no disk taken
    huge.close();
    const Run run = runDb({folder_.path()});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, QStringLiteral("games 7\nf5 6 3 1 2\nd3 1 0 0 1\n"));
    for (const char* expected : {"WTH_2003.wtb': reading failed", "zero.ggf': it is not a regular",
                                 "pipe.txt': it is not a regular", "WTH_2004.wtb': it is larger"}) {
        QVERIFY2(run.err.contains(QLatin1String(expected)), qPrintable(run.err));
    }
    // In process too: the database reads the rest and names each file it could not.
    GameDatabase database;
    std::vector<DatabaseProblem> problems;
    database.add(folder_.path().toStdString(), problems);
    QCOMPARE(database.countAt(Position::initial(8), {}, true).games, 7);
    QCOMPARE(problems.size(), std::size_t(4));
}

void TestDb::theSameGamesTwiceCountOnce() {
    // A year's file in a second folder too: its games count once, and stderr says so.
    QTemporaryDir copy;
    for (const char* name : {"WTH_2001.wtb", "WTHOR.JOU", "wth.trn"}) {
        QVERIFY(QFile::copy(folder_.filePath(QString::fromLatin1(name)),
                            copy.filePath(QString::fromLatin1(name))));
    }
    const Run once = runDb({folder_.path()});
    const Run twice = runDb({folder_.path(), copy.path(), folder_.path()});
    QCOMPARE(twice.exitCode, 0);
    QCOMPARE(twice.out, once.out);
    QVERIFY2(twice.err.contains(QStringLiteral(" found again (the same players, year and moves) "
                                               "and counted once")),
             qPrintable(twice.err));
    QVERIFY(!once.err.contains(QStringLiteral("found again")));
    // A copy of the year's file alone, in a folder without the players' names: the same games,
    // known by the players' numbers, count once too.
    QTemporaryDir bare;
    QVERIFY(QFile::copy(folder_.filePath(QStringLiteral("WTH_2001.wtb")),
                        bare.filePath(QStringLiteral("WTH_2001.wtb"))));
    const Run bareToo = runDb({folder_.path(), bare.path()});
    QCOMPARE(bareToo.exitCode, 0);
    QCOMPARE(bareToo.out, once.out);
    QVERIFY2(bareToo.err.contains(QStringLiteral("counted once")), qPrintable(bareToo.err));
    // The same moves by other players, or in another year, are other games.
    GameDatabase database;
    DatabaseGame game{"Ann", "Bob", "", 2001, 4, {sq("f5"), sq("d6")}, 0, {}};
    database.add(game);
    database.add(game);
    game.white = "Cy";
    database.add(game);
    game.year = 2002;
    database.add(game);
    // Without players' names a game has no identity: both are kept.
    database.add(DatabaseGame{"", "", "", 2001, 4, {sq("f5"), sq("d6")}, 0, {}});
    database.add(DatabaseGame{"", "", "", 2001, 4, {sq("f5"), sq("d6")}, 0, {}});
    QCOMPARE(database.games().size(), std::size_t(5));
    QCOMPARE(database.duplicateGames(), 1);
}

void TestDb::refusesABadTranscriptAndNoGames() {
    const Run bad = runDb({QStringLiteral("--moves"), QStringLiteral("f5f5"), folder_.path()});
    QCOMPARE(bad.exitCode, 1);
    QVERIFY(bad.out.isEmpty());
    QVERIFY2(bad.err.contains(QStringLiteral("--moves")), qPrintable(bad.err));
    const Run year = runDb({QStringLiteral("--from"), QStringLiteral("last"), folder_.path()});
    QCOMPARE(year.exitCode, 1);
    const QString empty = folder_.filePath(QStringLiteral("empty"));
    QDir().mkpath(empty);
    writeFile(empty + QStringLiteral("/x.wtb"), "short");
    const Run nothing = runDb({empty});
    QCOMPARE(nothing.exitCode, 1);
    QVERIFY(nothing.out.isEmpty());
    QVERIFY2(nothing.err.contains(QStringLiteral("x.wtb")), qPrintable(nothing.err));
    QVERIFY2(nothing.err.contains(QStringLiteral("no game could be read")),
             qPrintable(nothing.err));
    const Run missing = runDb({folder_.filePath(QStringLiteral("nowhere"))});
    QCOMPARE(missing.exitCode, 1);
    QVERIFY(missing.err.contains(QStringLiteral("nowhere")));
}

void TestDb::theIndexTurnsBoardsAsTheSquareMapsDo() {
    std::mt19937_64 random(71);
    for (int trial = 0; trial < 200; ++trial) {
        const Bitboard discs = random();
        // The bit tricks move every disc as the square maps do, on every board, and the
        // symmetries' algebra holds: the inverse undoes, the composition is one then the other.
        for (const int size : {4, 6, 8}) {
            const Bitboard board = discs & boardMask(size);
            for (int symmetry = 0; symmetry < kSymmetries; ++symmetry) {
                Bitboard bySquares = 0;
                for (Square square : squaresOf(board)) {
                    bySquares |= bit(transformSquare(square, size, symmetry));
                }
                const Bitboard turned = transformDiscs(board, size, symmetry);
                QCOMPARE(turned, bySquares);
                QCOMPARE(transformDiscs(turned, size, inverseSymmetry(symmetry)), board);
                for (int then = 0; then < kSymmetries; ++then) {
                    QCOMPARE(transformDiscs(turned, size, then),
                             transformDiscs(board, size, composedSymmetry(symmetry, then)));
                }
            }
        }
        // The canonical image is the least of the eight, made by the symmetry it names.
        const Bitboard white = random() & ~discs;
        const PositionIndex::Image image = PositionIndex::canonical(discs, white);
        QCOMPARE(image.black, transformDiscs(discs, 8, image.symmetry));
        QCOMPARE(image.white, transformDiscs(white, 8, image.symmetry));
        for (int symmetry = 0; symmetry < kSymmetries; ++symmetry) {
            const auto other =
                std::pair(transformDiscs(discs, 8, symmetry), transformDiscs(white, 8, symmetry));
            QVERIFY(std::pair(image.black, image.white) <= other);
        }
    }
}

void TestDb::theIndexFindsWhatReplayingFinds() {
    std::mt19937_64 random(73);
    GameDatabase database;
    for (int i = 0; i < 400; ++i) database.add(randomGame(random));
    DatabaseFilter anne;
    anne.player = "ann";
    DatabaseFilter years;
    years.from = 2003;
    years.to = 2006;
    int checked = 0;
    // Positions the games reach, at every stage, and the start.
    std::vector<Position> positions{Position::initial(8)};
    for (int i = 0; i < 120; ++i) {
        const DatabaseGame& game = database.games()[random() % database.games().size()];
        const std::size_t ply = random() % (game.moves.size() + 1);
        Game line(Position::initial(8));
        for (std::size_t j = 0; j < ply; ++j) {
            if (line.position().mustPass()) line.play(kPass);
            line.play(game.moves[j]);
        }
        positions.push_back(line.position());
    }
    for (const Position& position : positions) {
        for (const DatabaseFilter& filter : {DatabaseFilter{}, anne, years}) {
            for (bool symmetric : {false, true}) {
                const PositionCount found = database.countAt(position, filter, symmetric);
                const PositionCount expected = countByReplaying(
                    database, position.mustPass() ? position.pass() : position, filter, symmetric);
                QVERIFY2(sameCounts(found, expected),
                         qPrintable(QStringLiteral("%1 games, %2 expected")
                                        .arg(found.games)
                                        .arg(expected.games)));
                checked += found.games > 0;
            }
        }
    }
    QVERIFY(checked > 500);  // most lookups find games
}

void TestDb::symmetricImagesCountWithTheirMovesTurnedBack() {
    // From the database by hand: f5 d6 (G1, G2, G4, G5, G6) turned about the a8-h1 diagonal
    // is d3 c5.
    GameDatabase database;
    std::vector<DatabaseProblem> problems;
    database.add(folder_.path().toStdString(), problems);
    QCOMPARE(database.countAt(after("d3c5")).games, 0);
    const PositionCount turned = database.countAt(after("d3c5"), {}, true);
    const PositionCount played = database.countAt(after("f5d6"));
    QCOMPARE(turned.games, played.games);
    QCOMPARE(turned.games, 5);
    // c3 after f5 d6 is f6 after d3 c5, by the same diagonal.
    const auto c3 = std::find_if(played.moves.begin(), played.moves.end(),
                                 [](const MoveCount& move) { return move.move == sq("c3"); });
    const auto f6 = std::find_if(turned.moves.begin(), turned.moves.end(),
                                 [](const MoveCount& move) { return move.move == sq("f6"); });
    QVERIFY(c3 != played.moves.end() && f6 != turned.moves.end());
    QCOMPARE(c3->games, 2);
    QCOMPARE(f6->games, c3->games);
    // The start is its own image four ways: each game counts once.
    QCOMPARE(database.countAt(Position::initial(8), {}, true).games, 7);
}

void TestDb::theIndexIsKeptInTheCacheFolder() {
    QTemporaryDir cache;
    const std::string folder = cache.path().toStdString() + "/index";
    GameDatabase first;
    std::vector<DatabaseProblem> problems;
    first.add(folder_.path().toStdString(), problems);
    first.buildIndex(folder, problems);
    QVERIFY(first.isIndexed());
    QDir kept(QString::fromStdString(folder));
    const QStringList files = kept.entryList({QStringLiteral("positions-*.index")}, QDir::Files);
    QCOMPARE(files.size(), 1);
    const QString file = kept.filePath(files.front());

    // The same games read the index back, and find the same.
    GameDatabase second;
    second.add(folder_.path().toStdString(), problems);
    QCOMPARE(second.stamp(), first.stamp());
    const QDateTime written = QFileInfo(file).lastModified();
    second.buildIndex(folder, problems);
    QCOMPARE(QFileInfo(file).lastModified(), written);
    QVERIFY(sameCounts(second.countAt(after("f5d6")), first.countAt(after("f5d6"))));
    QCOMPARE(second.countAt(after("f5d6c3d3c4")).games, 3);

    // A damaged index is made again; so is one of other games, beside it.
    QFile damaged(file);
    QVERIFY(damaged.open(QIODevice::ReadWrite));
    damaged.seek(40);
    damaged.write("\xff\xff\xff");
    damaged.close();
    GameDatabase third;
    third.add(folder_.path().toStdString(), problems);
    third.buildIndex(folder, problems);
    QCOMPARE(third.countAt(after("f5d6c3d3c4")).games, 3);
    QVERIFY(PositionIndex::load(file.toStdString(), third.stamp()).has_value());
    std::mt19937_64 random(79);
    third.add(randomGame(random));
    QVERIFY(third.stamp() != first.stamp());
    third.buildIndex(folder, problems);
    QCOMPARE(kept.entryList({QStringLiteral("positions-*.index")}, QDir::Files).size(), 2);
    QVERIFY(problems.empty());

    // hasami-cli db keeps its index in the user's cache folder.
    QTemporaryDir home;
    const Run run = runDb({folder_.path()}, home.path());
    QCOMPARE(run.out, QStringLiteral("games 7\nf5 6 3 1 2\nd3 1 0 0 1\n"));
    QCOMPARE(QDir(home.path() + QStringLiteral("/hasami/database"))
                 .entryList({QStringLiteral("positions-*.index")}, QDir::Files)
                 .size(),
             1);
    QCOMPARE(runDb({folder_.path()}, home.path()).out, run.out);

    // Without a home, no index is kept anywhere (Qt would name /.cache), and it says so.
    const Run homeless = runDb({folder_.path()}, {}, true);
    QCOMPARE(homeless.exitCode, 0);
    QCOMPARE(homeless.out, run.out);
    QVERIFY2(homeless.err.contains(QStringLiteral("HOME is not set")), qPrintable(homeless.err));
}

QTEST_MAIN(TestDb)
#include "tst_db.moc"
