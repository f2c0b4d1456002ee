// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/board_style.h"

#include "ui/board/board_widget.h"

namespace hasami {

namespace {

// Okabe and Ito's palette (2008), chosen to stay distinct under every common colour-vision
// deficiency: sky blue, orange and yellow differ in lightness as well as in hue.
const QColor kSkyBlue(0x56, 0xb4, 0xe9);
const QColor kOrange(0xe6, 0x9f, 0x00);
const QColor kYellow(0xf0, 0xe4, 0x42);

}  // namespace

BoardStyle BoardStyle::of(BoardTheme theme, bool colourSafe) {
    const BoardThemeEntry& entry = boardTheme(theme);
    BoardStyle style;
    style.felt = entry.felt;
    style.feltCentre = QColor::fromRgb(entry.feltCentre);
    style.feltEdge = QColor::fromRgb(entry.feltEdge);
    style.frame = QColor::fromRgb(entry.frame);
    style.gridLine = QColor::fromRgb(entry.gridLine);
    style.coordinate = QColor::fromRgb(entry.coordinate);
    style.value = QColor::fromRgb(entry.value);
    style.cursor = QColor::fromRgb(entry.cursor);
    style.gridWidth = entry.gridWidth;
    style.markScale = entry.markScale;
    style.discOutline = entry.discOutline;
    style.boldBest = entry.boldBest;
    style.lastMove = QColor(0xe0, 0x3c, 0x31);
    style.hint = QColor(0xff, 0xd5, 0x4a);
    style.bestValue = style.hint;
    if (colourSafe) {
        style.lastMove = kSkyBlue;
        style.hint = kOrange;
        style.bestValue = kYellow;
        style.lastMoveDiamond = true;
        style.boldBest = true;
    }
    return style;
}

void showAsSettingsSay(BoardWidget& board, const Settings& settings) {
    board.setShowLegalMoves(settings.showLegalMoves);
    constexpr int kFlipMilliseconds[] = {0, 150, 280, 560};  // off, fast, normal, slow
    board.setFlipDuration(kFlipMilliseconds[static_cast<int>(settings.flipSpeed)]);
    board.setMarkFlipped(settings.markFlipped);
    board.setStyle(BoardStyle::of(settings.theme, settings.colourSafe));
}

}  // namespace hasami
