// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/recent_files.h"

#include <QAction>
#include <QDir>
#include <QDropEvent>
#include <QFileInfo>
#include <QMenu>
#include <QMimeData>
#include <QSettings>
#include <QUrl>
#include <QWidget>

#include "session/settings_keys.h"
#include "ui/window/game_files.h"

namespace hasami {

namespace {

const QString kKey = QString::fromLatin1(settings_keys::kFilesRecent);

// The local files a drag carries.
QStringList localFiles(const QMimeData* data) {
    QStringList paths;
    if (!data || !data->hasUrls()) return paths;
    for (const QUrl& url : data->urls()) {
        if (url.isLocalFile() && QFileInfo(url.toLocalFile()).isFile()) {
            paths << url.toLocalFile();
        }
    }
    return paths;
}

}  // namespace

RecentFiles::RecentFiles(GameFiles& files, QMenu* menu, QObject* parent)
    : QObject(parent), files_(files), menu_(menu) {
    // Whatever the store holds that is not a list of paths is left out.
    const QVariant stored = QSettings().value(kKey);
    if (stored.canConvert<QStringList>()) {
        for (const QString& path : stored.toStringList()) {
            if (!path.isEmpty() && QFileInfo(path).isAbsolute() && !paths_.contains(path) &&
                paths_.size() < kMaxFiles) {
                paths_ << path;
            }
        }
    }
    connect(&files_, &GameFiles::fileUsed, this, &RecentFiles::add);
    fillMenu();
}

void RecentFiles::add(const QString& path) {
    const QString absolute = QFileInfo(path).absoluteFilePath();
    paths_.removeAll(absolute);
    paths_.prepend(absolute);
    while (paths_.size() > kMaxFiles) paths_.removeLast();
    keep();
    fillMenu();
}

void RecentFiles::clear() {
    paths_.clear();
    keep();
    fillMenu();
}

bool RecentFiles::open(int index) {
    if (index < 0 || index >= paths_.size()) return false;
    const QString path = paths_[index];
    if (!QFileInfo(path).isFile()) {
        paths_.removeAt(index);
        keep();
        fillMenu();
        emit done(tr("%1 is no longer there: it has left the list of recent files.")
                      .arg(QDir::toNativeSeparators(path)));
        return false;
    }
    return files_.openFile(path);
}

void RecentFiles::keep() const {
    QSettings().setValue(kKey, paths_);
}

void RecentFiles::fillMenu() {
    menu_->clear();
    for (int i = 0; i < paths_.size(); ++i) {
        // "1 game.txt", its folder in the tip; the first nine numbered for the keyboard.
        const QString name =
            QFileInfo(paths_[i]).fileName().replace(QLatin1Char('&'), QStringLiteral("&&"));
        QAction* action = menu_->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(name));
        action->setObjectName(QStringLiteral("recentFile%1").arg(i));
        action->setToolTip(QDir::toNativeSeparators(paths_[i]));
        action->setStatusTip(QDir::toNativeSeparators(paths_[i]));
        connect(action, &QAction::triggered, this, [this, i] { open(i); });
    }
    if (!paths_.isEmpty()) menu_->addSeparator();
    QAction* clearList = menu_->addAction(tr("&Clear the List"));
    clearList->setObjectName(QStringLiteral("clearRecentFiles"));
    clearList->setEnabled(!paths_.isEmpty());
    connect(clearList, &QAction::triggered, this, &RecentFiles::clear);
    menu_->setEnabled(true);
}

FileDrops::FileDrops(GameFiles& files, QWidget* window) : QObject(window), files_(files) {
    window->setAcceptDrops(true);
    window->installEventFilter(this);
}

bool FileDrops::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::DragEnter || event->type() == QEvent::DragMove) {
        auto* drag = static_cast<QDragMoveEvent*>(event);
        if (localFiles(drag->mimeData()).isEmpty()) return QObject::eventFilter(watched, event);
        drag->acceptProposedAction();
        return true;
    }
    if (event->type() == QEvent::Drop) {
        auto* drop = static_cast<QDropEvent*>(event);
        const QStringList paths = localFiles(drop->mimeData());
        if (paths.isEmpty()) return QObject::eventFilter(watched, event);
        drop->acceptProposedAction();
        files_.openFile(paths.front());
        return true;
    }
    return QObject::eventFilter(watched, event);
}

}  // namespace hasami
