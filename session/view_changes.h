// SPDX-License-Identifier: GPL-3.0-or-later
// The changes one step of the session makes, announced once. A move played changes the tree,
// then whose turn it is, plays a forced pass and sets the computer thinking: each part says so,
// and when the step is over the parts that follow the game react once (the analyses look at
// what to analyse, the autosave writes, a hint of another position goes) and the window is
// drawn once. Every intent, mode's step, seat taken and coach's button is a step; changes made
// outside any step (a clock running out, a path that opened none) are a step too, announced
// once when the event that made them is over, so that no path draws twice.
#pragma once

#include <QObject>

namespace hasami {

class ViewChanges : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    // One step: changes noted while it lasts are announced when the outermost step ends.
    class Step {
    public:
        explicit Step(ViewChanges& changes) : changes_(changes) { ++changes_.depth_; }
        ~Step() {
            if (--changes_.depth_ == 0) changes_.announce();
        }
        Step(const Step&) = delete;
        Step& operator=(const Step&) = delete;

    private:
        ViewChanges& changes_;
    };

public slots:
    // Something the window shows has changed.
    void note() {
        const bool first = !pending_;
        pending_ = true;
        if (depth_ == 0 && first) {
            QMetaObject::invokeMethod(this, &ViewChanges::announceOutsideSteps,
                                      Qt::QueuedConnection);
        }
    }
    // The game's tree or the node shown has changed (and so has what the window shows).
    void noteGame() {
        game_ = true;
        note();
    }

signals:
    // The game changed in the step just over: before `changed`.
    void gameChanged();
    // The step is over, and something changed.
    void changed();

private:
    void announceOutsideSteps() {
        if (depth_ == 0) announce();  // else the step under way announces them
    }
    void announce() {
        if (!pending_) return;
        const bool game = game_;
        pending_ = false;
        game_ = false;
        if (game) emit gameChanged();
        emit changed();
    }

    int depth_ = 0;
    bool pending_ = false;
    bool game_ = false;
};

}  // namespace hasami
