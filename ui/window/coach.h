// SPDX-License-Identifier: GPL-3.0-or-later
// What the window knows of a mode's coach: the bar beside the board where it speaks, shown
// while its mode is, the panel's title meanwhile, and what it has to say in the status bar.
// The coaches are made from one list (ui/window/coaches.*), so that the window builds each the
// same way and a new mode's coach is a line there.
#pragma once

#include <QObject>
#include <QString>

namespace hasami {

class TipBar;

class Coach : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    virtual TipBar* bar() const = 0;
    virtual QString title() const = 0;

signals:
    // A short note for the status bar.
    void done(const QString& message);
};

}  // namespace hasami
