// SPDX-License-Identifier: GPL-3.0-or-later
// What the status bar says of the game as it goes: a refused click and why, a pass, the
// result, a loss on time, a hint, an engine that failed, a review ended, what a file command
// did, a save that failed, and the problems met on the way in.
#pragma once

#include <QObject>
#include <QString>

class QStatusBar;

namespace hasami {

class Session;

class StatusMessages : public QObject {
    Q_OBJECT

public:
    // How long a message stays, and longer for the problems met while starting.
    static constexpr int kShownMs = 6000;
    static constexpr int kStartProblemsShownMs = 4 * kShownMs;

    StatusMessages(Session& session, QStatusBar* bar, QObject* parent = nullptr);

public slots:
    void show(const QString& message);

private:
    QStatusBar* bar_;
};

}  // namespace hasami
