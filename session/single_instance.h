// SPDX-License-Identifier: GPL-3.0-or-later
// One window per user's data folder. The game in progress is kept in that folder (the
// autosave); two windows on it would each write their own game over the other's, and the
// one closed last would lose the other's moves. The first start holds a lock file there
// (QLockFile, which a crashed or killed window leaves stale and the next start takes over) and
// listens on a local socket; a second start finds the lock held, asks the first window to come
// forward, and opening a file, to open it, and then quits without touching the game.
#pragma once

#include <memory>

#include <QLockFile>
#include <QObject>
#include <QString>
#include <QStringList>

class QLocalServer;

namespace hasami {

class SingleInstance : public QObject {
    Q_OBJECT

public:
    enum class Role {
        First,     // this start holds the lock: it is the window
        Handed,    // another window holds it and took the request
        Unheard,   // another window holds it but did not answer in time
        Unguarded  // the lock cannot be made (an unwritable folder): the window runs unguarded
    };

    // The guard of `folder` (the application's data folder unless given).
    explicit SingleInstance(QString folder = {}, QObject* parent = nullptr);
    ~SingleInstance() override;

    // Takes the lock or, where another start holds it, hands it `file` to open (empty: only to
    // come forward), waiting at most `waitMs` for its answer.
    Role claim(const QString& file, int waitMs = 3000);
    const QString& lockPath() const { return lockPath_; }

signals:
    // A later start asked this window to come forward and, if `file` is not empty, to open it.
    // The later start has had its answer already; requests come one at a time, a request made
    // while the window acts on another (and asks a question about it) after that one.
    void activationRequested(const QString& file);

private:
    void listen();
    // Removes a lock file that names no window and was not written a moment ago; whether it
    // did.
    bool takesOverDamagedLock();
    void answer();
    void deliver(const QString& file);

    QString folder_;
    QString lockPath_;
    QString serverName_;
    std::unique_ptr<QLockFile> lock_;
    QLocalServer* server_ = nullptr;
    QStringList waiting_;
    bool delivering_ = false;
};

}  // namespace hasami
