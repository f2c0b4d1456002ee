// SPDX-License-Identifier: GPL-3.0-or-later
// The modes of the board and the one entry of what a person does at it: Play and the modes
// registered beside it (Guess the Moves, Puzzles, Train Openings), which of them is active, the
// switch from one to another, and each intent handed to the active mode as one step of the
// session. Session makes it and registers the modes; the window's coaches are handed it as
// their ModeSwitch.
#pragma once

#include <functional>
#include <memory>
#include <vector>

#include <QObject>

#include "session/modes/mode.h"
#include "session/modes/mode_switch.h"

namespace hasami {

class AnalysisScheduler;
class PlayMode;
class ViewChanges;

class ModeSwitcher : public QObject, public ModeSwitch {
    Q_OBJECT

public:
    ModeSwitcher(PlayMode& play, AnalysisScheduler& analysis, ViewChanges& changes,
                 QObject* parent = nullptr);
    ~ModeSwitcher() override;

    // Adds a mode besides Play; the first of its kind is the one mode<M>() finds.
    void add(std::unique_ptr<Mode> mode);
    // The registered mode of type M (GuessMode, PuzzleMode, ...).
    template <typename M>
    M& mode() const {
        for (const std::unique_ptr<Mode>& each : modes_) {
            if (auto* found = qobject_cast<M*>(each.get())) return *found;
        }
        qFatal("a mode that is not registered");
    }
    // The mode the board's intents go to now, and whether it is of type M.
    const Mode& active() const { return *active_; }
    template <typename M>
    bool isActive() const {
        return qobject_cast<const M*>(active_) != nullptr;
    }

    // The one entry for what a person does at the board, as one step: the active mode handles
    // `intent`, or ends and leaves it to Play.
    void send(const Intent& intent);
    bool beginMode(Mode& mode, const std::function<bool()>& start) override;
    // Back to Play as one step: the active mode ends, and what it set aside comes back.
    void endMode() override;
    // Keeps every mode's last signals from listeners that are going.
    void blockModeSignals();

signals:
    // Another mode is active.
    void modeChanged();
    // A person's intent was refused by a mode, and why.
    void refused(const QString& reason);

private:
    void enter(Mode& mode);
    void onModeEnded();

    PlayMode& play_;
    AnalysisScheduler& analysis_;
    ViewChanges& changes_;
    std::vector<std::unique_ptr<Mode>> modes_;  // every mode but Play
    Mode* active_;
};

}  // namespace hasami
