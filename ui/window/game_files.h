// SPDX-License-Identifier: GPL-3.0-or-later
// The commands that move games and positions in and out: files and the clipboard. Text that
// is not a game or a position is refused with a message, and the game on the board stays.
#pragma once

#include <functional>

#include <QObject>
#include <QStringList>

class QWidget;

namespace hasami {

class Game;
class GameActions;
class Session;
struct ClockRecord;

class GameFiles : public QObject {
    Q_OBJECT

public:
    // Dialogs open over `window`; games are read into and written from the session's, with
    // the analyses of their positions.
    GameFiles(Session& session, QWidget* window);

    // How the person is told that something failed (a message box; replaceable for tests).
    void setWarning(std::function<void(const QString&)> warn) { warn_ = std::move(warn); }
    // How the person picks one of the games of a GGF file, or one of the positions of a list,
    // that holds many: the index in `labels`, or -1 to open none (a list dialog; replaceable
    // for tests).
    void setGameChooser(std::function<int(const QStringList& labels)> choose) {
        choose_ = std::move(choose);
    }
    // What a file dialog asks and what the person chose: the path (empty: none) and the type
    // of file chosen among the filters.
    struct FileQuestion {
        QString title;
        QString folder;  // where the dialog starts; for a save, with the name it suggests
        QStringList filters;
        bool save = false;
    };
    struct ChosenFile {
        QString path;
        QString filter;
    };
    // How the person chooses a file (a file dialog; replaceable for tests).
    void setFileAsker(std::function<ChosenFile(const FileQuestion&)> ask) { ask_ = std::move(ask); }
    // `path` with the extension of `filter`'s first pattern ("Games (*.txt)": .txt) when it has
    // none: an extension the person typed wins.
    static QString withExtensionOf(const QString& path, const QString& filter);
    // Where file dialogs start: the last folder a file was opened or saved in (remembered
    // across runs), else the documents folder.
    static QString startFolder();

    // What the person wants done with a game's unsaved changes before another game takes
    // its place.
    enum class Changes { Save, Discard, Cancel };
    // How the person is asked that (Save, Discard, Cancel; replaceable for tests).
    void setChangesQuestion(std::function<Changes(const QString& question)> ask) {
        askChanges_ = std::move(ask);
    }
    // Whether the game on the board may give way to another: it has no unsaved changes (see
    // GameSession::isModified), or the person saved it or chose to discard them. A guessing
    // under way ends first, so that the game asked about is whole.
    bool mayReplaceGame();
    // Puts `game` on the board once mayReplaceGame() allows; false if the person kept the
    // game there.
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
    // Puts the game on the board and says so, once mayReplaceGame() allows; false if not.
    bool open(const Game& game, const ClockRecord& clock, const Source& source);
    // The name Save As suggests: the game's file's, else "Black-White-date.txt".
    QString suggestedName() const;
    // Asks for a file and remembers its folder.
    QString askForFile(const FileQuestion& question);
    // The game as GGF: its players, its result when it is over, and the review's value of
    // every move that analysis valued.
    std::string gameAsGgf() const;
    bool writeText(const QString& path, const QString& text, const QString& doneMessage);

    Session& session_;
    QWidget* window_;
    std::function<void(const QString&)> warn_;
    std::function<int(const QStringList&)> choose_;
    std::function<ChosenFile(const FileQuestion&)> ask_;
    std::function<Changes(const QString&)> askChanges_;
};

}  // namespace hasami
