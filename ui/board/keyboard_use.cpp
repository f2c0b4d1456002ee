// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/keyboard_use.h"

#include <QAction>

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

namespace {

// How long a lone letter waits for a row's digit.
constexpr int kLoneLetterMs = 700;

}  // namespace

LoneLetter::LoneLetter(QObject* parent) : QObject(parent) {
    wait_.setSingleShot(true);
    wait_.setInterval(kLoneLetterMs);
    connect(&wait_, &QTimer::timeout, this, [this] {
        emit alone();
        if (action_) action_->trigger();
    });
}

void LoneLetter::set(QChar letter, QAction* action) {
    letter_ = letter.toLower();
    action_ = action;
}

void LoneLetter::typed(QChar letter) {
    if (action_ && letter.toLower() == letter_) {
        wait_.start();
    } else {
        wait_.stop();
    }
}

}  // namespace hasami
