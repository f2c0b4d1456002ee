// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/damaged_settings.h"

#include <optional>
#include <utility>

#include <QCoreApplication>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

#include "session/text_files.h"

namespace hasami {

namespace {

// What became of a damaged settings file in this process: its path, the name it was set aside
// under (empty: it could not be), and why not. The settings file is the process's own.
struct SetAside {
    QString path;
    QString aside;
    QString why;
};
std::optional<SetAside>& settingsSetAside() {
    static std::optional<SetAside> setAside;
    return setAside;
}

}  // namespace

void setDamagedSettingsAside() {
    // Not a file at all (a pipe, a folder, a device): set aside before anything reads it, which
    // would wait for ever on a pipe.
    const QString expected =
        QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) + QLatin1Char('/') +
        QCoreApplication::organizationName() + QLatin1Char('/') +
        QCoreApplication::applicationName() + QStringLiteral(".conf");
    if (const QFileInfo file(expected); file.exists() && !file.isFile()) {
        SetAside done{expected, {}, {}};
        done.aside = setFileAside(expected, &done.why);
        settingsSetAside() = done;
        if (done.aside.isEmpty()) return;
    }
    QString path;
    {
        const QSettings store;
        if (store.status() != QSettings::FormatError) return;
        path = store.fileName();
    }
    SetAside done{path, {}, {}};
    done.aside = setFileAside(path, &done.why);
    settingsSetAside() = done;
}

void sayWhatWasSetAside(QStringList& problems) {
    const std::optional<SetAside> done = std::exchange(settingsSetAside(), std::nullopt);
    if (!done) return;
    problems << (done->aside.isEmpty()
                     ? QCoreApplication::translate("Settings",
                                                   "The settings file %1 is damaged and could not "
                                                   "be set aside (%2): the settings start from "
                                                   "their defaults.")
                           .arg(done->path, done->why)
                     : QCoreApplication::translate("Settings",
                                                   "The settings file was damaged: it is set aside "
                                                   "as %1, and the settings start from their "
                                                   "defaults.")
                           .arg(done->aside));
}

}  // namespace hasami
