// SPDX-License-Identifier: GPL-3.0-or-later
// The settings in force and their store, a part of the session of its own: read once at the
// start (a damaged file set aside and said), kept after each change, and said when they cannot
// be written. Parts of the window that only read or keep a setting (the board pictures, the
// database panel's choices) are handed this, not the session.
#pragma once

#include <QObject>
#include <QStringList>

#include "engine/board/position.h"
#include "session/settings.h"

namespace hasami {

class KeptSettings : public QObject {
    Q_OBJECT

public:
    // Reads the settings; what was wrong with them is added to `problems`.
    explicit KeptSettings(QStringList& problems, QObject* parent = nullptr);

    const Settings& settings() const { return settings_; }
    // In force from now on, not yet kept: the session applies them before it keeps them.
    void set(const Settings& wanted) { settings_ = wanted; }
    // In force and kept, without a word: the settings only the window uses (a sound, the tip
    // seen, the database panel's choices).
    void keep(const Settings& wanted);
    // In force, kept and announced (`changed`): what the settings dialog gives.
    void adopt(const Settings& wanted);
    // Whether the computer plays `color`, as the next start and the new-game dialog begin.
    void keepComputer(Color color, bool computer);

signals:
    void changed();
    // The settings could not be written, and why.
    void notKept(const QString& reason);

private:
    void store();

    Settings settings_;
};

}  // namespace hasami
