// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/window_place.h"

#include <algorithm>

#include <QDockWidget>
#include <QMainWindow>
#include <QScreen>
#include <QSettings>
#include <QStyle>

namespace hasami {

namespace {

constexpr int kScreenShare = 90;  // percent of the screen a first window takes at most
constexpr int kPanelShare = 32;   // percent of a first window's width the side panels take
const QString kGeometryKey = QStringLiteral("window/geometry");
const QString kStateKey = QStringLiteral("window/state");

}  // namespace

QSize firstWindowSize(const QSize& available, const QSize& smallest) {
    // Most of the screen's height; as wide as the board and the panels beside it use well,
    // half as wide again as high at most.
    const QSize room(available.width() * kScreenShare / 100,
                     available.height() * kScreenShare / 100);
    const int width = std::min(room.width(), room.height() * 3 / 2);
    return QSize(width, room.height()).expandedTo(smallest).boundedTo(room);
}

void restoreWindowPlace(QMainWindow& window, const QSize& firstSize) {
    const QSettings store;
    if (window.restoreGeometry(store.value(kGeometryKey).toByteArray())) {
        window.restoreState(store.value(kStateKey).toByteArray());
        return;
    }
    const QScreen* screen = window.screen();
    if (!screen) {
        window.resize(firstSize);
        return;
    }
    const QRect available = screen->availableGeometry();
    const QSize size = firstWindowSize(available.size(), firstSize.boundedTo(available.size()));
    window.setGeometry(QStyle::alignedRect(Qt::LeftToRight, Qt::AlignCenter, size, available));
    // The panels beside the board get room of their own: about a third of the window.
    const QList<QDockWidget*> docks = window.findChildren<QDockWidget*>();
    if (!docks.isEmpty()) {
        window.resizeDocks(docks, QList<int>(docks.size(), size.width() * kPanelShare / 100),
                           Qt::Horizontal);
    }
}

void keepWindowPlace(const QMainWindow& window) {
    QSettings store;
    store.setValue(kGeometryKey, window.saveGeometry());
    store.setValue(kStateKey, window.saveState());
}

}  // namespace hasami
