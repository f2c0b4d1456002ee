// SPDX-License-Identifier: GPL-3.0-or-later
// One window per data folder: a second start hands its request to the first and never runs a
// game of its own over the first's; a window that crashed or was killed leaves a lock the next
// start takes over. The second start runs on a thread of its own, as it would in a process of
// its own, while the first answers on the event loop.
#include <future>
#include <optional>

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <sys/stat.h>

#include "session/single_instance.h"

using namespace hasami;

namespace {

// A later start's claim, made on another thread: its result once the first has answered.
std::future<SingleInstance::Role> claimElsewhere(const QString& folder, const QString& file,
                                                 int waitMs = 5000) {
    return std::async(std::launch::async, [folder, file, waitMs] {
        SingleInstance later(folder);
        return later.claim(file, waitMs);
    });
}

// Waits for `result` while the event loop runs, so that the first window can answer.
SingleInstance::Role await(std::future<SingleInstance::Role>& result) {
    while (result.wait_for(std::chrono::milliseconds(10)) != std::future_status::ready) {
        QCoreApplication::processEvents();
    }
    return result.get();
}

}  // namespace

class TestSingleInstance : public QObject {
    Q_OBJECT

private slots:
    void aSecondStartHandsItsRequestToTheFirst() {
        QTemporaryDir folder;
        SingleInstance first(folder.path());
        QCOMPARE(first.claim({}), SingleInstance::Role::First);
        QVERIFY(QFile::exists(first.lockPath()));
        QSignalSpy asked(&first, &SingleInstance::activationRequested);

        auto raise = claimElsewhere(folder.path(), {});
        QCOMPARE(await(raise), SingleInstance::Role::Handed);
        QTRY_COMPARE(asked.size(), 1);
        QCOMPARE(asked.at(0).at(0).toString(), QString());

        // A file to open is handed over by its whole path.
        auto open = claimElsewhere(folder.path(), QStringLiteral("game.txt"));
        QCOMPARE(await(open), SingleInstance::Role::Handed);
        QTRY_COMPARE(asked.size(), 2);
        QCOMPARE(asked.at(1).at(0).toString(), QDir::current().absoluteFilePath("game.txt"));
    }

    void theLaterStartIsAnsweredBeforeTheRequestIsActedOn() {
        // The first window asks a question (unsaved changes) as it acts on a file handed over,
        // its events running meanwhile, for longer than a later start waits: that start has its
        // answer all the same, and a request made while the question is open reaches the
        // window after it, not on top of it.
        QTemporaryDir folder;
        SingleInstance first(folder.path());
        QCOMPARE(first.claim({}), SingleInstance::Role::First);
        std::vector<QString> acted;
        bool asking = false;
        bool stacked = false;
        std::optional<SingleInstance::Role> secondRole;
        connect(&first, &SingleInstance::activationRequested, this, [&](const QString& file) {
            stacked = stacked || asking;
            acted.push_back(file);
            if (acted.size() > 1) return;
            asking = true;
            auto again = claimElsewhere(folder.path(), QStringLiteral("two.txt"), 1000);
            QElapsedTimer question;
            question.start();
            while (question.elapsed() < 2500) {
                QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
            }
            secondRole = again.get();
            asking = false;
        });
        auto open = claimElsewhere(folder.path(), QStringLiteral("one.txt"), 1000);
        QCOMPARE(await(open), SingleInstance::Role::Handed);
        QTRY_COMPARE_WITH_TIMEOUT(acted.size(), std::size_t(2), 10000);
        QCOMPARE(secondRole, std::optional(SingleInstance::Role::Handed));
        QVERIFY(acted[0].endsWith(QStringLiteral("one.txt")));
        QVERIFY(acted[1].endsWith(QStringLiteral("two.txt")));
        QVERIFY(!stacked);
    }

    void anotherFolderHasAWindowOfItsOwn() {
        QTemporaryDir one;
        QTemporaryDir other;
        SingleInstance first(one.path());
        QCOMPARE(first.claim({}), SingleInstance::Role::First);
        SingleInstance second(other.path());
        QCOMPARE(second.claim({}), SingleInstance::Role::First);
    }

    void theLockIsFreedWhenTheWindowCloses() {
        QTemporaryDir folder;
        {
            SingleInstance first(folder.path());
            QCOMPARE(first.claim({}), SingleInstance::Role::First);
        }
        SingleInstance next(folder.path());
        QCOMPARE(next.claim({}), SingleInstance::Role::First);
    }

    void aKilledWindowsLockIsTakenOver() {
        // The lock of a process that no longer runs, as a window killed with kill -9 leaves it
        // (Qt's lock file: its process, name, host, machine and boot).
        QProcess gone;
        gone.start(QStringLiteral("true"), {});
        QVERIFY(gone.waitForFinished());
        const qint64 pid = gone.processId() > 0 ? gone.processId() : 999999999;
        QTemporaryDir folder;
        QFile lock(QDir(folder.path()).filePath(QStringLiteral("window.lock")));
        QVERIFY(lock.open(QIODevice::WriteOnly));
        lock.write(QByteArray::number(pid) + "\nhasami\n" + QSysInfo::machineHostName().toUtf8() +
                   '\n' + QSysInfo::machineUniqueId() + '\n' + QSysInfo::bootUniqueId() + '\n');
        lock.close();
        SingleInstance next(folder.path());
        QCOMPARE(next.claim({}), SingleInstance::Role::First);
    }

    void aDamagedLockIsTakenOverOnceItIsOld() {
        // An empty or garbage lock (a disk that lost it half written) names no window: taken
        // over once it is a few seconds old, so that a start is never locked out by it.
        for (const QByteArray& damage : {QByteArray(), QByteArray("\x01garbage\xff\n")}) {
            QTemporaryDir folder;
            QFile lock(QDir(folder.path()).filePath(QStringLiteral("window.lock")));
            QVERIFY(lock.open(QIODevice::WriteOnly));
            lock.write(damage);
            QVERIFY(lock.flush());
            QVERIFY(lock.setFileTime(QDateTime::currentDateTime().addDays(-2),
                                     QFileDevice::FileModificationTime));
            lock.close();
            SingleInstance next(folder.path());
            QCOMPARE(next.claim({}, 200), SingleInstance::Role::First);
            // And it is this window's lock now: a later start hands its request to it.
            SingleInstance later(folder.path());
            QVERIFY(later.claim({}, 200) != SingleInstance::Role::First);
        }
        // One written just now may be a window's lock being written: left alone.
        QTemporaryDir folder;
        QFile lock(QDir(folder.path()).filePath(QStringLiteral("window.lock")));
        QVERIFY(lock.open(QIODevice::WriteOnly));
        lock.close();
        SingleInstance next(folder.path());
        QVERIFY(next.claim({}, 200) != SingleInstance::Role::First);
        QVERIFY(lock.exists());
    }

    void aPipeInThePlaceOfTheLockIsNoLock() {
        QTemporaryDir folder;
        const QString lock = QDir(folder.path()).filePath(QStringLiteral("window.lock"));
        QVERIFY(::mkfifo(QFile::encodeName(lock).constData(), 0600) == 0);
        SingleInstance first(folder.path());
        QCOMPARE(first.claim({}, 200), SingleInstance::Role::First);
    }

    void aWindowThatDoesNotAnswerIsNotOverruled() {
        // The lock held, but no one listening (a window hung before it could listen): the later
        // start does not become a second window.
        QTemporaryDir folder;
        QLockFile held(QDir(folder.path()).filePath(QStringLiteral("window.lock")));
        QVERIFY(held.tryLock(0));
        SingleInstance later(folder.path());
        QCOMPARE(later.claim({}, 200), SingleInstance::Role::Unheard);
    }

    void anUnwritableFolderLeavesTheWindowUnguarded() {
        QTemporaryDir folder;
        QFile blocker(QDir(folder.path()).filePath(QStringLiteral("file")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        // A folder that cannot be made (a file stands where it would be).
        SingleInstance guard(QDir(folder.path()).filePath(QStringLiteral("file/sub")));
        QCOMPARE(guard.claim({}), SingleInstance::Role::Unguarded);
    }
};

QTEST_GUILESS_MAIN(TestSingleInstance)
#include "tst_single_instance.moc"
