// SPDX-License-Identifier: GPL-3.0-or-later
// One value of the settings file read with its check: a value out of range or misspelt (a
// corrupt or hand-edited file) gives the fallback, and a note of what was wrong in `problems`
// (when given). Used by Settings::load and save (session/settings.h).
#pragma once

#include <span>

#include <QSettings>
#include <QStringList>

#include "session/settings.h"

namespace hasami {

// Notes in `problems` (if given) that `key` held `value`, and that `used` replaces it.
void noteInvalid(QStringList* problems, const QString& key, const QString& value,
                 const QString& used);
// A whole number within [low, high].
int readInt(QSettings& store, const QString& key, int fallback, int low, int high,
            QStringList* problems);
bool readBool(QSettings& store, const QString& key, bool fallback, QStringList* problems);
// A theme by its name in the file (session/board_themes.h), and that name.
BoardTheme readTheme(QSettings& store, const QString& key, BoardTheme fallback,
                     QStringList* problems);
QString themeKey(BoardTheme theme);
// The flip speed; settings from before it keep their "animate" switch (`oldKey`; on is normal).
FlipSpeed readFlipSpeed(QSettings& store, const QString& key, const QString& oldKey,
                        FlipSpeed fallback, QStringList* problems);
QString flipSpeedKey(FlipSpeed speed);
// Which opening book, by its name in the file, and that name.
BookChoice readBookChoice(QSettings& store, const QString& key, BookChoice fallback,
                          QStringList* problems);
QString bookChoiceKey(BookChoice choice);
// The language of the interface: one of `known`, or empty for the system's.
QString readLanguage(QSettings& store, const QString& key,
                     std::span<const Settings::Language> known, QStringList* problems);

}  // namespace hasami
