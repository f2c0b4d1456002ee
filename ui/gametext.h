// The words the interface uses for the game's things: colours, moves and results, translated.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "position.h"

namespace hasami {

class GameText {
    Q_DECLARE_TR_FUNCTIONS(GameText)

public:
    static QString colorName(Color color);   // "Black" or "White"
    static QString discSymbol(Color color);  // ● or ○
    static QString moveName(Square move);    // "f5", or "pass"
    static QString signedNumber(int value);  // "+4", "0", "−2" (a true minus sign)
    // The result of the finished game at `position`, `blackScore` being Black's final score.
    static QString result(const Position& position, int blackScore);
};

}  // namespace hasami
