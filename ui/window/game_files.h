// SPDX-License-Identifier: GPL-3.0-or-later
// The commands that move games and positions in and out: files and the clipboard. Text that
// is not a game or a position is refused with a message, and the game on the board stays.
#pragma once

#include <functional>

#include <QObject>

#include "ui/window/file_questions.h"

namespace hasami {

class Game;
class GameActions;
class Session;
struct ClockRecord;

class GameFiles : public QObject, public FileQuestions {
    Q_OBJECT

public:
    // Dialogs open over `window`; games are read into and written from the session's, with
    // the analyses of their positions.
    GameFiles(Session& session, QWidget* window);

    // Whether the game on the board may give way to another: it has no unsaved changes (see
    // GameSession::isModified), or the person saved it or chose to discard them.
    bool mayReplaceGame();
    // Replaces the game through the session's one door (Session::replaceGame): the mode under
    // way ended, the person asked about unsaved changes, then `replace`, all one step. False if
    // the person kept the game.
    bool replaceGame(const std::function<void()>& replace);
    // Puts `game` on the board as replaceGame does; false if the person kept the game there.
    bool openGame(const Game& game);

    bool openFile(const QString& path);
    // A path ending in .ggf is written in GGF (the line shown: GGF has no variations), any
    // other in Hasami's own text (the whole tree).
    bool saveGame(const QString& path);
    bool savePosition(const QString& path);
    void copyGame();
    void copyGameAsGgf();
    void copyPosition();
    bool paste();

    // The same, asking for the file first. A game opened or pasted waits for the person before
    // the computer moves in it (see PlayMode::openGame).
    void chooseAndOpen();
    // Save: to the game file it was opened from or last saved to, else as Save As does. True
    // when the game is saved.
    bool save();
    // Save As: the file asked for, its name suggested from the file the game is in, else from
    // its players and the date.
    bool chooseAndSaveGame();
    void chooseAndSavePosition();
    // File > Open, Save, Save As, Save Position As, the copies and Paste do these.
    void connectActions(const GameActions& actions) const;

signals:
    // A short note of what was done, for the status bar.
    void done(const QString& message);
    // A game file was opened from `path` or saved to it (Game > Open Recent keeps it).
    void fileUsed(const QString& path);

private:
    // Where a text comes from: a file (named in messages) or the clipboard.
    struct Source {
        QString name;
        bool clipboard = false;
        QString path;  // of a game file that holds the whole game (not GGF, not a position)
    };
    bool loadGameText(const QString& text, const Source& source);
    bool loadGgf(const QString& text, const Source& source);
    // A list of two or more positions: the person chooses one, which starts a game.
    bool loadPositionList(const QString& text, const Source& source);
    // Puts the game on the board and says so, as replaceGame does, `alongWith` (what comes with
    // the game, such as its file's analyses) run first in the same step; false if not.
    bool open(const Game& game, const ClockRecord& clock, const Source& source,
              const std::function<void()>& alongWith = {});
    // The name Save As suggests: the game's file's, else "Black-White-date.txt".
    QString suggestedName() const;
    // The game as GGF: its players, its result when it is over, and the review's value of
    // every move that analysis valued.
    std::string gameAsGgf() const;
    bool writeText(const QString& path, const QString& text, const QString& doneMessage);

    Session& session_;
    QWidget* window_;
};

}  // namespace hasami
