// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/window_place.h"

#include "session/settings_keys.h"

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
constexpr int kListShare = 30;    // percent of its height a panel alone (the moves) takes
const QString kGeometryKey = QString::fromLatin1(settings_keys::kWindowGeometry);
const QString kStateKey = QString::fromLatin1(settings_keys::kWindowState);

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
    placeFirstWindow(window, screen->availableGeometry(), firstSize);
}

void placeFirstWindow(QMainWindow& window, const QRect& available, const QSize& firstSize) {
    const QSize size = firstWindowSize(available.size(), firstSize.boundedTo(available.size()));
    window.setGeometry(QStyle::alignedRect(Qt::LeftToRight, Qt::AlignCenter, size, available));
    // The panels beside the board get room of their own: about a third of the window. A
    // panel alone (the moves) takes a part of the height, the tabbed panels, with the most to
    // show, the rest.
    const QList<QDockWidget*> docks = window.findChildren<QDockWidget*>();
    if (docks.isEmpty()) return;
    window.resizeDocks(docks, QList<int>(docks.size(), size.width() * kPanelShare / 100),
                       Qt::Horizontal);
    QList<QDockWidget*> alone;
    QList<QDockWidget*> tabbed;
    for (QDockWidget* dock : docks) {
        (window.tabifiedDockWidgets(dock).isEmpty() ? alone : tabbed) << dock;
    }
    window.resizeDocks(alone + tabbed,
                       QList<int>(alone.size(), size.height() * kListShare / 100) +
                           QList<int>(tabbed.size(), size.height() * (100 - kListShare) / 100),
                       Qt::Vertical);
}

void keepWindowPlace(const QMainWindow& window) {
    QSettings store;
    store.setValue(kGeometryKey, window.saveGeometry());
    store.setValue(kStateKey, window.saveState());
}

}  // namespace hasami
