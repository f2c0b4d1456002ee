// SPDX-License-Identifier: GPL-3.0-or-later
// What the whole application's input says of the keyboard's use, for the board's cursor: a
// click anywhere (a bar's button, a dialog's) is the pointer's use, and a Tab key held down
// tells a Tab to the board from the focus Qt moves on when the focused button is hidden (with
// the same Tab reason). And a column letter that is also a window's shortcut (H, Hint's): alone,
// it is the shortcut's.
#pragma once

#include <QObject>
#include <QTimer>

class QAction;

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

// A column letter that is a shortcut of the window too: typed on the board with no row's digit
// after it within a moment, it triggers the shortcut's action (and says so: `alone`).
class LoneLetter : public QObject {
    Q_OBJECT

public:
    explicit LoneLetter(QObject* parent);

    void set(QChar letter, QAction* action);
    // A letter typed on the board (the null character for anything else, a digit): the wait
    // starts for the letter, and ends for anything else.
    void typed(QChar letter);

signals:
    void alone();  // the letter had no digit after it: its action is triggered

private:
    QChar letter_;
    QAction* action_ = nullptr;
    QTimer wait_;
};

}  // namespace hasami
