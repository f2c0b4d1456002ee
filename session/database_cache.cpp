// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/database_cache.h"

#include <QStandardPaths>

#include "engine/database/position_index.h"

namespace hasami {

QString databaseCacheFolder() {
    const QString root = QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation);
    return QString::fromStdString(indexFolderIn(root.toStdString()));
}

}  // namespace hasami
