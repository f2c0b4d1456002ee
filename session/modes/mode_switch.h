// SPDX-License-Identifier: GPL-3.0-or-later
// Beginning and ending a mode, the one thing a mode's coach in the window asks of the session
// besides its mode: Session is the switch. A coach is handed its mode, this switch and what
// it reads, never the whole session.
#pragma once

#include <functional>

namespace hasami {

class Mode;

class ModeSwitch {
public:
    // `mode` in place of the active one: the mode before ends (what it set aside comes back),
    // then `start` begins `mode` with its own arguments; false, with the active mode Play, when
    // it does not (the mode's start says why).
    virtual bool beginMode(Mode& mode, const std::function<bool()>& start) = 0;
    // Back to Play: the active mode ends, and what it set aside comes back.
    virtual void endMode() = 0;

protected:
    ModeSwitch() = default;
    ModeSwitch(const ModeSwitch&) = default;
    ModeSwitch& operator=(const ModeSwitch&) = default;
    ~ModeSwitch() = default;
};

// Begins `mode` through `modes` with `start(mode)`: the coaches' short form.
template <typename M, typename Start>
bool beginMode(ModeSwitch& modes, M& mode, Start&& start) {
    return modes.beginMode(mode, [&] { return start(mode); });
}

}  // namespace hasami
