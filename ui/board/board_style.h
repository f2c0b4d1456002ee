// SPDX-License-Identifier: GPL-3.0-or-later
// How a board theme of the settings (session/board_themes.h) is painted: its colours, the
// weight of its lines and marks, and the colour-safe marks.
#pragma once

#include <QColor>

#include "session/settings.h"

namespace hasami {

// The colours and weights of a board theme.
struct BoardStyle {
    bool felt = true;  // a lit felt; false: one plain colour
    QColor feltCentre, feltEdge, frame, gridLine, coordinate;
    QColor lastMove, hint, bestValue, value, cursor;
    qreal gridWidth = 1.0;         // times the classic board's lines
    qreal markScale = 1.0;         // times the classic board's marks
    bool discOutline = false;      // a strong edge round every disc
    bool lastMoveDiamond = false;  // the last move as a diamond rather than a dot
    bool boldBest = false;         // the best move's value in bold, not by its colour alone

    // The theme's style, its marks in colours that people with colour-vision deficiencies
    // tell apart when `colourSafe`.
    static BoardStyle of(BoardTheme theme, bool colourSafe);
};

class BoardWidget;

// `board` as the settings ask: its theme, the legal moves shown or not, the flips' speed and
// marks.
void showAsSettingsSay(BoardWidget& board, const Settings& settings);

}  // namespace hasami
