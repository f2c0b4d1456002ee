// SPDX-License-Identifier: GPL-3.0-or-later
// The question before the window closes on a game that would be lost: when the game in
// progress cannot be kept for the next start (the autosave cannot be written: an unwritable
// home, a full disk) and is not saved in its own file, the person may save it first, let it
// go, or keep the window open.
#pragma once

#include <QObject>

namespace hasami {

class GameFiles;
class Autosave;
class GameSession;

class CloseGuard : public QObject {
    Q_OBJECT

public:
    // Watches `window`'s closing; asks through `files` (its changes question, its Save).
    // Guards `window`'s closing while `autosave` cannot keep the game of `game`; `files` saves.
    CloseGuard(const Autosave& autosave, const GameSession& game, GameFiles& files,
               QWidget* window);

    // Whether the window may close: the game is kept for the next start, or saved in its file,
    // or the person saved it now or chose to let it go.
    bool mayClose();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    const Autosave& autosave_;
    const GameSession& game_;
    GameFiles& files_;
    QWidget* window_;
};

}  // namespace hasami
