// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/damaged_settings.h"

#include <algorithm>
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

// Whether `key` is of the form of Hasami's keys: words of letters and digits between slashes
// (an array's entries are numbered words).
bool isSettingsKey(const QString& key) {
    const QStringList words = key.split(QLatin1Char('/'));
    return std::all_of(words.begin(), words.end(), [](const QString& word) {
        return !word.isEmpty() && std::all_of(word.begin(), word.end(), [](QChar c) {
            return (c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
                   (c >= QLatin1Char('A') && c <= QLatin1Char('Z')) ||
                   (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || c == QLatin1Char('_');
        });
    });
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
        // Damaged by its structure (Qt's format error) or by its content: a key no setting of
        // Hasami's could have, such as random bytes read as a key.
        const QStringList keys = store.allKeys();
        const bool foreign = std::any_of(keys.begin(), keys.end(),
                                         [](const QString& key) { return !isSettingsKey(key); });
        if (store.status() != QSettings::FormatError && !foreign) return;
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
