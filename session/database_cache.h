// SPDX-License-Identifier: GPL-3.0-or-later
// Where the window keeps a game database's index of positions: the folder of
// engine/database/position_index.h (indexFolderIn) in the user's cache, where hasami-cli db
// keeps it too.
#pragma once

#include <QString>

namespace hasami {

// The "hasami/database" folder of the user's cache (XDG_CACHE_HOME, else ~/.cache).
QString databaseCacheFolder();

}  // namespace hasami
