// SPDX-License-Identifier: GPL-3.0-or-later
// Every mode besides Play, registered once with its coach: the session makes the modes from the
// list (Session::Options::modes), and the window their coaches, bars and Game menu entries. A new
// mode is its own files (its session class, its coach, whose header names the mode), the build
// list, and its line in mode_list.cpp.
#pragma once

#include <functional>
#include <vector>

#include <QList>

#include "session/modes/mode_parts.h"
#include "session/modes/mode_switcher.h"
#include "ui/window/coach.h"

namespace hasami {

struct ModeRegistration {
    ModeMaker make;  // the mode, made from the session's parts
    // Its coach, a child of the parts' window; the mode is the one of its type among `modes`.
    std::function<Coach*(ModeSwitcher& modes, const CoachParts& parts)> coach;

    // Mode M, coached by C (whose constructor takes (M&, const CoachParts&)).
    template <typename M, typename C>
    static ModeRegistration of() {
        return {modeMaker<M>(), [](ModeSwitcher& modes, const CoachParts& parts) -> Coach* {
                    return new C(modes.mode<M>(), parts);
                }};
    }
};

// The modes, in the order of their entries in the Game menu.
std::vector<ModeRegistration> modeList();
// What the session makes of each.
std::vector<ModeMaker> modeMakers();
// The coach of each mode of `modes`, made from the list.
QList<Coach*> makeCoaches(ModeSwitcher& modes, const CoachParts& parts);

}  // namespace hasami
