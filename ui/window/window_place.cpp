// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/window_place.h"

#include <QMainWindow>
#include <QScreen>
#include <QSettings>

namespace hasami {

namespace {

constexpr int kScreenShare = 90;  // percent of the screen a first window takes at most
const QString kGeometryKey = QStringLiteral("window/geometry");
const QString kStateKey = QStringLiteral("window/state");

}  // namespace

void restoreWindowPlace(QMainWindow& window, const QSize& firstSize) {
    const QSettings store;
    if (window.restoreGeometry(store.value(kGeometryKey).toByteArray())) {
        window.restoreState(store.value(kStateKey).toByteArray());
        return;
    }
    const QScreen* screen = window.screen();
    const QSize room = screen ? screen->availableGeometry().size() * kScreenShare / 100 : firstSize;
    window.resize(firstSize.boundedTo(room));
}

void keepWindowPlace(const QMainWindow& window) {
    QSettings store;
    store.setValue(kGeometryKey, window.saveGeometry());
    store.setValue(kStateKey, window.saveState());
}

}  // namespace hasami
