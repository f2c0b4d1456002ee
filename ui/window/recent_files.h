// SPDX-License-Identifier: GPL-3.0-or-later
// Game > Open Recent: the game files last opened or saved, newest first, kept in the settings
// store from one start to the next. Choosing one opens it as Open does; a file that is no
// longer there is said so and leaves the list. Game files dropped on the window open too
// (FileDrops).
#pragma once

#include <QObject>
#include <QStringList>

class QMenu;
class QWidget;

namespace hasami {

class GameFiles;

class RecentFiles : public QObject {
    Q_OBJECT

public:
    static constexpr int kMaxFiles = 8;

    // Fills `menu`; records what `files` opens and saves.
    RecentFiles(GameFiles& files, QMenu* menu, QObject* parent = nullptr);

    QStringList paths() const { return paths_; }
    // Puts `path` first (once).
    void add(const QString& path);
    void clear();
    // Opens the `index`-th file of the list.
    bool open(int index);

signals:
    void done(const QString& message);

private:
    void keep() const;
    void fillMenu();

    GameFiles& files_;
    QMenu* menu_;
    QStringList paths_;
};

// Game files dragged from a file manager and dropped on `window` open as Open opens them: the
// first of them, when several are dropped.
class FileDrops : public QObject {
    Q_OBJECT

public:
    FileDrops(GameFiles& files, QWidget* window);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    GameFiles& files_;
};

}  // namespace hasami
