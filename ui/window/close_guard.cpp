// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/close_guard.h"

#include <QEvent>
#include <QWidget>

#include "session/autosave.h"
#include "session/game_session.h"
#include "ui/window/game_files.h"

namespace hasami {

CloseGuard::CloseGuard(const Autosave& autosave, const GameSession& game, GameFiles& files,
                       QWidget* window)
    : QObject(window), autosave_(autosave), game_(game), files_(files), window_(window) {
    window->installEventFilter(this);
}

bool CloseGuard::mayClose() {
    const Autosave& autosave = autosave_;
    const GameSession& game = game_;
    if (!autosave.isFailing() || autosave.isHeld()) return true;
    if (game.game().length() == 0 || (!game.isModified() && !game.file().isEmpty())) return true;
    const QString question = tr("The game on the board cannot be kept for the next start (%1). "
                                "Save it to a file before the window closes?")
                                 .arg(autosave.failure());
    switch (files_.askAboutChanges(question)) {
        case GameFiles::Changes::Save:
            return files_.save();
        case GameFiles::Changes::Discard:
            return true;
        case GameFiles::Changes::Cancel:
            break;
    }
    return false;
}

bool CloseGuard::eventFilter(QObject* watched, QEvent* event) {
    if (watched == window_ && event->type() == QEvent::Close && !mayClose()) {
        event->ignore();
        return true;
    }
    return QObject::eventFilter(watched, event);
}

}  // namespace hasami
