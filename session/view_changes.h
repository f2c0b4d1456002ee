// SPDX-License-Identifier: GPL-3.0-or-later
// The changes one step of the session makes, announced once. A move played changes the tree,
// then whose turn it is, plays a forced pass and sets the computer thinking: each part says so,
// and the window is drawn once, when the step is over. A change made outside any step (a clock
// running out, a seat taken) is announced at once.
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
            if (--changes_.depth_ == 0 && changes_.pending_) {
                changes_.pending_ = false;
                emit changes_.changed();
            }
        }
        Step(const Step&) = delete;
        Step& operator=(const Step&) = delete;

    private:
        ViewChanges& changes_;
    };

public slots:
    // Something the window shows has changed.
    void note() {
        if (depth_ > 0) {
            pending_ = true;
        } else {
            emit changed();
        }
    }

signals:
    void changed();

private:
    int depth_ = 0;
    bool pending_ = false;
};

}  // namespace hasami
