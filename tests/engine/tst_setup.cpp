// SPDX-License-Identifier: GPL-3.0-or-later
// The set-up check: every position random games reach passes it on every board size, and the
// two impossibilities (an empty centre square, a disc apart from the others) are told apart.
#include <QTest>

#include "engine/game/setup.h"
#include "tests/support/board_text.h"
#include "tests/support/random_positions.h"

using namespace hasami;
using namespace hasami::test;

class TestSetup : public QObject {
    Q_OBJECT

private slots:
    void positionsGamesReachAreAccepted() {
        std::mt19937_64 random(11);
        for (int size : {4, 6, 8}) {
            const int squares = size * size;
            for (int empties = squares - 4; empties >= 0; --empties) {
                const Position position = randomPosition(size, empties, random);
                QVERIFY2(!setupProblem(position), formatPosition(position).c_str());
            }
        }
    }

    void anEmptyCentreIsRefused() {
        const Position start = Position::initial(6);
        const Position missing =
            Position::fromDiscs(6, start.discs(Color::Black) & ~bit(*parseSquare("d3", 6)),
                                start.discs(Color::White), Color::Black);
        QCOMPARE(setupProblem(missing), std::optional(SetupProblem::EmptyCentre));
        QCOMPARE(setupProblem(Position::fromDiscs(8, 0, 0, Color::Black)),
                 std::optional(SetupProblem::EmptyCentre));
    }

    void aDiscApartIsRefused() {
        const Position apart = drawn({"X-------",  //
                                      "--------",  //
                                      "--------",  //
                                      "---OX---",  //
                                      "---XO---",  //
                                      "--------",  //
                                      "--------",  //
                                      "--------"},
                                     Color::Black);
        QCOMPARE(setupProblem(apart), std::optional(SetupProblem::Scattered));
        // Touching diagonally is touching.
        const Position chain = drawn({"--------",  //
                                      "-X------",  //
                                      "--O-----",  //
                                      "---OX---",  //
                                      "---XO---",  //
                                      "--------",  //
                                      "--------",  //
                                      "--------"},
                                     Color::White);
        QVERIFY(!setupProblem(chain));
    }

    void aBoardOfOneColourIsAFinishedGame() {
        const Position black = drawn({"----",  //
                                      "-XX-",  //
                                      "-XX-",  //
                                      "----"},
                                     Color::White);
        QVERIFY(!setupProblem(black));
        QVERIFY(black.isGameOver());
    }
};

QTEST_APPLESS_MAIN(TestSetup)
#include "tst_setup.moc"
