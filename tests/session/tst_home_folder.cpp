// SPDX-License-Identifier: GPL-3.0-or-later
// Started without HOME (a service, `env -i`, a broken login): the folders of settings and data
// are the account's, never made at the root of the file system.
#include <cstdlib>

#include <pwd.h>
#include <unistd.h>

#include <QStandardPaths>
#include <QTest>

#include "engine/util/machine.h"

using namespace hasami;

class TestHomeFolder : public QObject {
    Q_OBJECT

private slots:
    void withoutHomeTheAccountsFolderIsUsed() {
        const passwd* account = ::getpwuid(::getuid());
        QVERIFY(account != nullptr && account->pw_dir != nullptr);
        const QString accountHome = QString::fromLocal8Bit(account->pw_dir);
        ::unsetenv("XDG_DATA_HOME");
        ::unsetenv("XDG_CONFIG_HOME");
        for (const bool empty : {false, true}) {
            if (empty) {
                ::setenv("HOME", "", 1);
            } else {
                ::unsetenv("HOME");
            }
            settleHomeFolder();
            QCOMPARE(QString::fromLocal8Bit(std::getenv("HOME")), accountHome);
            QCOMPARE(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation),
                     accountHome + QStringLiteral("/.local/share"));
            QCOMPARE(QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation),
                     accountHome + QStringLiteral("/.config"));
        }
    }

    void aHomeThatIsSetIsKept() {
        ::setenv("HOME", "/somewhere/else", 1);
        settleHomeFolder();
        QCOMPARE(QString::fromLocal8Bit(std::getenv("HOME")), QStringLiteral("/somewhere/else"));
    }
};

QTEST_GUILESS_MAIN(TestHomeFolder)
#include "tst_home_folder.moc"
