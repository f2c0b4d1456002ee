// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/database_cache.h"

#include <QStandardPaths>

namespace hasami {

QString databaseCacheFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) +
           QStringLiteral("/hasami/database");
}

}  // namespace hasami
