// SPDX-License-Identifier: GPL-3.0-or-later
// A settings file that cannot be read as settings (QSettings::FormatError) is renamed aside
// (….corrupt), so that the settings start from their defaults and the next save writes a whole
// new file rather than the damaged one with the garbage kept.
#pragma once

#include <QStringList>

namespace hasami {

// Sets the damaged settings file (QSettings' default one) aside. Called before anything else of
// the process reads the settings: Qt keeps a file read once and reports its damage to its
// first reader only.
void setDamagedSettingsAside();
// Adds what setDamagedSettingsAside() did to `problems`, once, in the interface's language.
void sayWhatWasSetAside(QStringList& problems);

}  // namespace hasami
