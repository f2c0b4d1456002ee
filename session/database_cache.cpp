// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/database_cache.h"

#include <QStandardPaths>

#include "engine/database/position_index.h"

namespace hasami {

QString databaseCacheFolder() {
    // Without a home (HOME unset, no XDG_CACHE_HOME) Qt's cache folder is /.cache, at the root
    // of the file system: no cache then.
    if (qEnvironmentVariableIsEmpty("XDG_CACHE_HOME") && qEnvironmentVariableIsEmpty("HOME")) {
        return {};
    }
    const QString root = QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation);
    return QString::fromStdString(indexFolderIn(root.toStdString()));
}

}  // namespace hasami
