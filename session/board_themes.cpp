// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/board_themes.h"

#include <QtGlobal>

namespace hasami {

const std::array<BoardThemeEntry, 2> kBoardThemes{{
    {BoardTheme::Classic, "classic", QT_TRANSLATE_NOOP("BoardThemes", "Classic green felt"), true,
     0x2f8f4e, 0x1d6a37, 0x3b2a1a, 0x0c3b1d, 0xe8dcc0, 0xf4f4ec, 0xfff4b0, 1.0, 1.0, false, false},
    // For low vision: plain colours, strong lines and larger marks.
    {BoardTheme::HighContrast, "high-contrast", QT_TRANSLATE_NOOP("BoardThemes", "High contrast"),
     false, 0x1f7a3c, 0x1f7a3c, 0x000000, 0x000000, 0xffffff, 0xffffff, 0xffffff, 3.0, 1.5, true,
     true},
}};

const BoardThemeEntry& boardTheme(BoardTheme theme) {
    for (const BoardThemeEntry& entry : kBoardThemes) {
        if (entry.theme == theme) return entry;
    }
    return kBoardThemes.front();
}

}  // namespace hasami
