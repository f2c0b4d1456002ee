// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/single_instance.h"

#include <utility>

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocalServer>
#include <QLocalSocket>
#include <QStandardPaths>
#include <QTimer>

namespace hasami {

namespace {

// A request is one line: "open PATH" or "raise"; the answer, "ok".
constexpr char kRaise[] = "raise";
constexpr char kOpen[] = "open ";
constexpr char kAnswer[] = "ok\n";
constexpr qint64 kMaxRequestBytes = qint64(64) << 10;

// How old a lock that names no window must be to be taken over.
constexpr int kDamagedLockSeconds = 5;

}  // namespace

SingleInstance::SingleInstance(QString folder, QObject* parent)
    : QObject(parent), folder_(std::move(folder)) {
    if (folder_.isEmpty()) {
        folder_ = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    }
    lockPath_ = QDir(folder_).filePath(QStringLiteral("window.lock"));
    // A socket's name, short enough for any system, one for each data folder.
    const QByteArray digest =
        QCryptographicHash::hash(QDir(folder_).absolutePath().toUtf8(), QCryptographicHash::Sha256);
    serverName_ = QStringLiteral("hasami-") + QString::fromLatin1(digest.toHex().left(24));
}

SingleInstance::~SingleInstance() = default;

SingleInstance::Role SingleInstance::claim(const QString& file, int waitMs) {
    if (!QDir().mkpath(folder_)) return Role::Unguarded;
    // A pipe or a device in the lock's place is no lock (reading it would wait for ever).
    if (const QFileInfo lock(lockPath_); lock.exists() && !lock.isFile() && !lock.isDir()) {
        QFile::remove(lockPath_);
    }
    lock_ = std::make_unique<QLockFile>(lockPath_);
    // Only a lock whose window still runs counts: a crashed or killed one's is taken over.
    lock_->setStaleLockTime(0);
    if (lock_->tryLock(0) || (takesOverDamagedLock() && lock_->tryLock(0))) {
        listen();
        return Role::First;
    }
    if (lock_->error() != QLockFile::LockFailedError) return Role::Unguarded;
    lock_.reset();
    QLocalSocket socket;
    socket.connectToServer(serverName_);
    if (!socket.waitForConnected(waitMs)) return Role::Unheard;
    const QByteArray request =
        file.isEmpty() ? QByteArray(kRaise)
                       : QByteArray(kOpen) + QFileInfo(file).absoluteFilePath().toUtf8();
    socket.write(request + '\n');
    if (!socket.waitForBytesWritten(waitMs)) return Role::Unheard;
    while (!socket.canReadLine()) {
        if (!socket.waitForReadyRead(waitMs)) return Role::Unheard;
    }
    return socket.readLine() == kAnswer ? Role::Handed : Role::Unheard;
}

bool SingleInstance::takesOverDamagedLock() {
    // A lock that names no window (empty, cut short, garbage) and is not being written just now
    // is no one's: a window writes its lock whole at once.
    qint64 pid = 0;
    QString host;
    QString application;
    if (lock_->error() != QLockFile::LockFailedError ||
        lock_->getLockInfo(&pid, &host, &application)) {
        return false;
    }
    const QDateTime written = QFileInfo(lockPath_).lastModified();
    if (written.isValid() && written.secsTo(QDateTime::currentDateTime()) < kDamagedLockSeconds) {
        return false;
    }
    return lock_->removeStaleLockFile();
}

void SingleInstance::listen() {
    server_ = new QLocalServer(this);
    server_->setSocketOptions(QLocalServer::UserAccessOption);
    // A socket a killed window left behind is no one's: removed, as the stale lock was.
    QLocalServer::removeServer(serverName_);
    if (!server_->listen(serverName_)) return;  // the window still runs, only not reachable
    connect(server_, &QLocalServer::newConnection, this, &SingleInstance::answer);
}

void SingleInstance::answer() {
    while (QLocalSocket* socket = server_->nextPendingConnection()) {
        connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QLocalSocket::readyRead, this, [this, socket] {
            if (!socket->canReadLine()) {
                if (socket->bytesAvailable() > kMaxRequestBytes) socket->abort();
                return;
            }
            const QByteArray line = socket->readLine(kMaxRequestBytes).trimmed();
            QString file;
            if (line.startsWith(kOpen)) {
                file = QString::fromUtf8(line.mid(int(sizeof kOpen) - 1));
            } else if (line != kRaise) {
                socket->abort();
                return;
            }
            // Answered before it is acted on: acting may ask the person a question (unsaved
            // changes), and the later start must not wait for the answer to it.
            socket->write(kAnswer);
            socket->flush();
            QTimer::singleShot(0, this, [this, file] { deliver(file); });
        });
    }
}

void SingleInstance::deliver(const QString& file) {
    waiting_ << file;
    if (std::exchange(delivering_, true)) return;  // after the request being acted on
    while (!waiting_.isEmpty()) emit activationRequested(waiting_.takeFirst());
    delivering_ = false;
}

}  // namespace hasami
