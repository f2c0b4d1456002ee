// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/modes/mode_switcher.h"

#include "session/analysis_scheduler.h"
#include "session/modes/play_mode.h"
#include "session/view_changes.h"

namespace hasami {

ModeSwitcher::ModeSwitcher(PlayMode& play, AnalysisScheduler& analysis, ViewChanges& changes,
                           QObject* parent)
    : QObject(parent), play_(play), analysis_(analysis), changes_(changes), active_(&play) {
    connect(&play_, &Mode::refused, this, &ModeSwitcher::refused);
}

ModeSwitcher::~ModeSwitcher() = default;

void ModeSwitcher::add(std::unique_ptr<Mode> mode) {
    connect(mode.get(), &Mode::refused, this, &ModeSwitcher::refused);
    connect(mode.get(), &Mode::ended, this, &ModeSwitcher::onModeEnded);
    connect(mode.get(), &Mode::boardAnalysisChanged, this, [this, mode = mode.get()] {
        if (mode != active_) return;
        const ViewChanges::Step step(changes_);
        analysis_.setBoardAnalysis(mode->boardAnalysis());
        changes_.note();
    });
    modes_.push_back(std::move(mode));
}

void ModeSwitcher::send(const Intent& intent) {
    const ViewChanges::Step step(changes_);
    if (active_ != &play_) {
        const Mode::Handling handling = active_->handle(intent);
        if (handling == Mode::Handling::Done) return;
        if (handling == Mode::Handling::EndsMode) endMode();
    }
    play_.handle(intent);
}

bool ModeSwitcher::beginMode(Mode& mode, const std::function<bool()>& start) {
    const ViewChanges::Step step(changes_);
    endMode();
    if (!start()) return false;
    enter(mode);
    return true;
}

void ModeSwitcher::endMode() {
    if (active_ == &play_) return;
    const ViewChanges::Step step(changes_);  // the game back and Play in force: one change
    Mode* ending = active_;
    enter(play_);
    ending->end();  // its `ended` comes after the switch and changes nothing more
}

void ModeSwitcher::blockModeSignals() {
    for (const std::unique_ptr<Mode>& mode : modes_) mode->blockSignals(true);
}

void ModeSwitcher::enter(Mode& mode) {
    active_ = &mode;
    analysis_.setBoardAnalysis(mode.boardAnalysis());
    changes_.note();
    emit modeChanged();
}

void ModeSwitcher::onModeEnded() {
    const ViewChanges::Step step(changes_);
    if (sender() == active_) enter(play_);
}

}  // namespace hasami
