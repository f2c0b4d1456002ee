// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/mode_list.h"

#include "ui/window/guess_coach.h"
#include "ui/window/mistake_drill_coach.h"
#include "ui/window/puzzle_coach.h"
#include "ui/window/retry_coach.h"
#include "ui/window/trainer_coach.h"

namespace hasami {

std::vector<ModeRegistration> modeList() {
    return {
        ModeRegistration::of<GuessMode, GuessCoach>(),
        ModeRegistration::of<TrainerMode, TrainerCoach>(),
        ModeRegistration::of<PuzzleMode, PuzzleCoach>(),
        ModeRegistration::of<RetryMode, RetryCoach>(),
        ModeRegistration::of<MistakeDrill, MistakeDrillCoach>(),
    };
}

std::vector<ModeMaker> modeMakers() {
    std::vector<ModeMaker> makers;
    for (ModeRegistration& mode : modeList()) makers.push_back(std::move(mode.make));
    return makers;
}

QList<Coach*> makeCoaches(ModeSwitcher& modes, const CoachParts& parts) {
    QList<Coach*> coaches;
    for (const ModeRegistration& mode : modeList()) coaches.append(mode.coach(modes, parts));
    return coaches;
}

}  // namespace hasami
