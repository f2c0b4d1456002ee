// SPDX-License-Identifier: GPL-3.0-or-later
// The opening names: the list in the repository is legal, has no line twice, and names a game
// whichever of the four symmetric first moves it starts with; the best-known names sit on the
// lines every opening book gives them.
#include <QFile>
#include <QTest>

#include "engine/book/openings.h"
#include "engine/formats/notation.h"
#include "engine/game/game.h"

using namespace hasami;

namespace {

std::vector<Square> movesOf(const char* transcript) {
    const Game game = *parseTranscript(transcript);
    return {game.moves().begin(), game.moves().end()};
}

// The square `name` mirrored or turned by one of the start position's symmetries, worked out
// on the square's letter and number: 0 as is, 1 half a turn, 2 and 3 the diagonals.
std::string symmetric(const std::string& name, int symmetry) {
    const char column = name[0];
    const char row = name[1];
    const char turnedColumn = char('a' + ('8' - row));
    const char turnedRow = char('1' + ('h' - column));
    switch (symmetry) {
        case 1:
            return {char('a' + 'h' - column), char('1' + '8' - row)};
        case 2:
            return {char('a' + row - '1'), char('1' + column - 'a')};
        case 3:
            return {turnedColumn, turnedRow};
        default:
            return name;
    }
}

}  // namespace

class TestOpenings : public QObject {
    Q_OBJECT

private slots:
    void theListInTheRepositoryIsSound() {
        QFile file(QStringLiteral(HASAMI_OPENINGS_FILE));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        const Parsed<OpeningNames> names = OpeningNames::parse(text.toStdString());
        QVERIFY2(names, names.error().c_str());
        QVERIFY(names->lines().size() >= 70 && names->lines().size() <= 100);
        QCOMPARE(OpeningNames::builtIn().lines().size(), names->lines().size());
        for (std::size_t i = 0; i < names->lines().size(); ++i) {
            const auto& line = names->lines()[i];
            QVERIFY(!line.name.empty());
            // Legal from the start, move by move, without a pass.
            Game game;
            for (Square move : line.moves) QVERIFY(move != kPass && game.play(move));
            for (std::size_t j = 0; j < i; ++j) QVERIFY(names->lines()[j].moves != line.moves);
        }
    }

    void everyLineIsNamedUnderEverySymmetry() {
        const OpeningNames& names = OpeningNames::builtIn();
        for (const auto& line : names.lines()) {
            for (int symmetry = 0; symmetry < 4; ++symmetry) {
                Game game;
                for (Square move : line.moves) {
                    const std::string name = symmetric(squareName(move), symmetry);
                    QVERIFY2(game.play(*parseSquare(name)), line.name.c_str());
                }
                QCOMPARE(std::string(names.nameOf(game.moves())), line.name);
            }
        }
    }

    void theBestKnownNamesAreOnTheirLines() {
        const OpeningNames& names = OpeningNames::builtIn();
        const std::pair<const char*, const char*> known[] = {
            {"f5d6c3d3c4", "Tiger"},          {"e6f4c3c4d3", "Tiger"},  // the same line, reflected
            {"c4e3f6e6f5", "Tiger"},                                    // and turned
            {"f5d6c5f4e3c6d3f6e6d7", "Rose"}, {"f5f6e6f4c3", "Buffalo"},
            {"f5f6e6f4g5", "Heath"},          {"f5f6e6f4e3", "Cow"},
        };
        for (const auto& [transcript, name] : known) {
            const std::string found(names.nameOf(movesOf(transcript)));
            QVERIFY2(found.starts_with(name), (std::string(transcript) + ": " + found).c_str());
        }
        // A game that goes on past a line keeps its name; before any move there is none.
        QCOMPARE(std::string(names.nameOf(movesOf("f5d6c3d3c4f4"))), std::string("Tiger"));
        QVERIFY(names.nameOf({}).empty());
    }

    void damagedListsAreRefused() {
        for (const char* text : {"f5d6c3d3c4\n",               // no name
                                 "f5d6c3d3c4\t\n",             // an empty name
                                 "e6f4\tReflected\n",          // not from f5
                                 "f5f5\tIllegal\n",            // an illegal move
                                 "f5d6\tOne\nf5d6\tTwo\n"}) {  // the same line twice
            QVERIFY2(!OpeningNames::parse(text), text);
        }
        QVERIFY(OpeningNames::parse("# a comment\n\nf5d6\tParallel\n"));
    }
};

QTEST_APPLESS_MAIN(TestOpenings)
#include "tst_openings.moc"
