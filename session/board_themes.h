// SPDX-License-Identifier: GPL-3.0-or-later
// The board's themes, one table: each theme's name in the settings file, its name in the
// Settings dialog, and how it paints the board (ui/board/board_painter.h turns the colours,
// 0xRRGGBB, into a BoardStyle). A theme added here is read, written, offered and painted.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace hasami {

enum class BoardTheme { Classic, HighContrast };

struct BoardThemeEntry {
    BoardTheme theme;
    std::string_view key;  // in the settings file
    const char* name;      // in the Settings dialog, translated in the context "BoardThemes"
    bool felt;             // a lit felt; false: one plain colour
    std::uint32_t feltCentre, feltEdge, frame, gridLine, coordinate, value, cursor;
    double gridWidth;  // times the classic board's lines
    double markScale;  // times the classic board's marks
    bool discOutline;  // a strong edge round every disc
    bool boldBest;     // the best move's value in bold, not by its colour alone
};

extern const std::array<BoardThemeEntry, 2> kBoardThemes;

// The entry of `theme`.
const BoardThemeEntry& boardTheme(BoardTheme theme);

}  // namespace hasami
