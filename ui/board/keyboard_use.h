// SPDX-License-Identifier: GPL-3.0-or-later
// What the whole application's input says of the keyboard's use, for the board's cursor: a
// click anywhere (a bar's button, a dialog's) is the pointer's use, and a Tab key held down
// tells a Tab to the board from the focus Qt moves on when the focused button is hidden (with
// the same Tab reason).
#pragma once

#include <QObject>

namespace hasami {

class KeyboardUse : public QObject {
    Q_OBJECT

public:
    // Watches the application's events from now on.
    explicit KeyboardUse(QObject* parent);

    bool isTabDown() const { return tabDown_; }

signals:
    void clicked();  // a mouse button went down anywhere

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool tabDown_ = false;
};

}  // namespace hasami
