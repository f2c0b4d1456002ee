#include "gametext.h"

#include "notation.h"

namespace hasami {

QString GameText::colorName(Color color) {
    return color == Color::Black ? tr("Black") : tr("White");
}

QString GameText::discSymbol(Color color) {
    return color == Color::Black ? QStringLiteral("\u25cf") : QStringLiteral("\u25cb");
}

QString GameText::moveName(Square move) {
    return move == kPass ? tr("pass") : QString::fromStdString(squareName(move));
}

QString GameText::result(const Position& position, int blackScore) {
    const int black = position.discCount(Color::Black);
    const int white = position.discCount(Color::White);
    if (blackScore == 0) return tr("Draw, %1\u2013%2.").arg(black).arg(white);
    const Color winner = blackScore > 0 ? Color::Black : Color::White;
    return tr("%1 wins by %2 (%3\u2013%4).")
        .arg(colorName(winner))
        .arg(std::abs(blackScore))
        .arg(std::max(black, white))
        .arg(std::min(black, white));
}

QString GameText::signedNumber(int value) {
    if (value > 0) return QStringLiteral("+%1").arg(value);
    if (value < 0) return QStringLiteral("\u2212%1").arg(-value);
    return QStringLiteral("0");
}

}  // namespace hasami
