// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/game/setup.h"

namespace hasami {

Bitboard withNeighbours(Bitboard squares, int size) {
    Bitboard grown = squares;
    for (Square square : squaresOf(squares)) {
        const int column = square % 8;
        const int row = square / 8;
        for (int dr = -1; dr <= 1; ++dr) {
            for (int dc = -1; dc <= 1; ++dc) {
                const int c = column + dc;
                const int r = row + dr;
                if (c >= 0 && r >= 0 && c < size && r < size) grown |= bit(squareAt(c, r));
            }
        }
    }
    return grown;
}

std::optional<SetupProblem> setupProblem(const Position& position) {
    const Position start = Position::initial(position.size());
    const Bitboard centre = start.discs(Color::Black) | start.discs(Color::White);
    const Bitboard discs = position.discs(Color::Black) | position.discs(Color::White);
    if ((discs & centre) != centre) return SetupProblem::EmptyCentre;
    Bitboard group = centre;
    for (;;) {
        const Bitboard grown = withNeighbours(group, position.size()) & discs;
        if (grown == group) break;
        group = grown;
    }
    if (group != discs) return SetupProblem::Scattered;
    return std::nullopt;
}

}  // namespace hasami
