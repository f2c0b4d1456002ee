// SPDX-License-Identifier: GPL-3.0-or-later
// Where a game database's index of positions is kept (engine/database/position_index.h): one
// folder for the window and hasami-cli db, so that either finds the index the other made.
#pragma once

#include <QString>

namespace hasami {

// The "hasami/database" folder of the user's cache (XDG_CACHE_HOME, else ~/.cache).
QString databaseCacheFolder();

}  // namespace hasami
