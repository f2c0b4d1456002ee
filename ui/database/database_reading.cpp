// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/database/database_reading.h"

#include "session/database_library.h"

namespace hasami {

DatabaseReading::DatabaseReading(const DatabaseLibrary& library, QWidget* parent)
    : QProgressBar(parent), library_(library) {
    setObjectName(QStringLiteral("databaseProgress"));
    setAccessibleName(tr("Reading the database"));
    connect(&library, &DatabaseLibrary::loadingChanged, this, &DatabaseReading::follow);
    connect(&library, &DatabaseLibrary::loadingProgress, this, &DatabaseReading::follow);
    follow();
}

void DatabaseReading::follow() {
    setVisible(library_.isLoading());
    const int percent = library_.loadingPercent();
    if (percent < 0) {
        setRange(0, 0);  // busy: no steps to count
        setTextVisible(false);
        return;
    }
    setRange(0, 100);
    setValue(percent);
    setTextVisible(true);
    setFormat(tr("Reading the database: %p%"));
}

}  // namespace hasami
