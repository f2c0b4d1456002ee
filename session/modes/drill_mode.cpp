// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/modes/drill_mode.h"

#include <utility>

#include "session/modes/game_shelf.h"

namespace hasami {

DrillMode::DrillMode(GameShelf& shelf, QString progressPath, PuzzleProgress::Kind kind,
                     QObject* parent)
    : Mode(parent), shelf_(shelf), progressPath_(std::move(progressPath)), kind_(kind) {}

void DrillMode::begin() {
    QString problem;
    progress_.load(progressPath_, &problem, kind_);
    if (!problem.isEmpty()) emit progressProblem(problem);
    shelf_.setAside();
    active_ = true;
    emit started();
}

void DrillMode::stop() {
    if (!active_) return;
    leaving();
    keepProgress();
    active_ = false;
    shelf_.bringBack(GameShelf::Back::Whole);
    emit finished();
    emit ended();
}

void DrillMode::keepProgress() {
    QString problem;
    if (!progress_.save(&problem)) emit progressProblem(problem);
}

}  // namespace hasami
