// SPDX-License-Identifier: GPL-3.0-or-later
// A menu's action made the one way every part of the window makes them: its text, the object
// name tests and the accessibility tree find it by, its shortcut, and whether it is a switch.
#pragma once

#include <QAction>
#include <QKeySequence>
#include <QString>

namespace hasami {

inline QAction* makeAction(QObject* owner, const QString& text, const char* name,
                           const QKeySequence& shortcut = {}, bool checkable = false) {
    auto* action = new QAction(text, owner);
    action->setObjectName(QString::fromLatin1(name));
    action->setShortcut(shortcut);
    action->setCheckable(checkable);
    return action;
}

// Ctrl+key, or Ctrl+Shift+key. Given explicitly where a desktop without a platform theme
// (openbox, say) defines no standard key, as for Save As.
inline QKeySequence control(Qt::Key key, bool shift = false) {
    return shift ? QKeySequence(Qt::CTRL | Qt::SHIFT | key) : QKeySequence(Qt::CTRL | key);
}

}  // namespace hasami
