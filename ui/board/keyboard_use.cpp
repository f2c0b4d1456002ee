// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/keyboard_use.h"

#include <QCoreApplication>
#include <QKeyEvent>

namespace hasami {

KeyboardUse::KeyboardUse(QObject* parent) : QObject(parent) {
    QCoreApplication::instance()->installEventFilter(this);
}

bool KeyboardUse::eventFilter(QObject* watched, QEvent* event) {
    const auto isTab = [event] {
        const int key = static_cast<QKeyEvent*>(event)->key();
        return key == Qt::Key_Tab || key == Qt::Key_Backtab;
    };
    switch (event->type()) {
        case QEvent::MouseButtonPress:
            emit clicked();
            break;
        case QEvent::KeyPress:
            if (isTab()) tabDown_ = true;
            break;
        case QEvent::KeyRelease:
            if (isTab()) tabDown_ = false;
            break;
        default:
            break;
    }
    return QObject::eventFilter(watched, event);
}

}  // namespace hasami
