// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/kept_settings.h"

#include <QSettings>

#include "session/damaged_settings.h"

namespace hasami {

KeptSettings::KeptSettings(QStringList& problems, QObject* parent) : QObject(parent) {
    setDamagedSettingsAside();
    sayWhatWasSetAside(problems);
    QSettings store;
    settings_ = Settings::load(store, &problems);
}

void KeptSettings::keep(const Settings& wanted) {
    settings_ = wanted;
    store();
}

void KeptSettings::adopt(const Settings& wanted) {
    keep(wanted);
    emit changed();
}

void KeptSettings::keepComputer(Color color, bool computer) {
    (color == Color::Black ? settings_.blackIsAi : settings_.whiteIsAi) = computer;
    store();
}

void KeptSettings::store() {
    QSettings store;
    QString error;
    if (!settings_.save(store, &error)) emit notKept(error);
}

}  // namespace hasami
