// SPDX-License-Identifier: GPL-3.0-or-later
// The game in the window, whole: the composition root, where its parts are made, wired together
// and set up as the settings say. The window shows it and sends it what the person does through
// one door (SessionEntry: send and its short forms, a game replaced, a dialog's result), which
// hands each intent to the active mode (ModeSwitcher) as one step; tests drive it without a
// window. Each step is announced once (`changed`). Settings applied (applySettings,
// startNewGame) are steps too, and a new board size or a new game ends the active mode first.
//
//   GameSession, GameNavigator  the tree of moves and the node shown; moving along, editing
//   Seats, GameClocks           who plays each colour (a person, Hasami, another program); clocks
//   PlayMode, PlayState         the mode of play: what may happen next; where play stands
//   GameShelf                   the person's game set aside while another mode uses the board
//   the other modes             made as Options::modes say (ui/window/mode_list.cpp)
//   ModeSwitcher, SessionEntry  the active mode and the switch; the one door into the session
//   Hints, AnalysisScheduler    the engine's choice for the person; what to analyse, and found
//   EngineQueue, BookKeeper     the requests to the engine thread; the opening book it reads
//   Autosave, MyGames           the game on disk after each change; the finished games kept
//   DatabaseLibrary             the game database beside the board, and those games
//   MarkedLines                 the person's marked lines: the trainer's and the Book panel's
//   KeptSettings                the settings in force, read at the start and kept
#pragma once

#include <functional>
#include <memory>
#include <utility>
#include <vector>

#include <QObject>
#include <QStringList>

#include "session/engine_worker.h"
#include "session/kept_settings.h"
#include "session/modes/mode.h"
#include "session/modes/mode_parts.h"
#include "session/modes/mode_switcher.h"
#include "session/session_entry.h"
#include "session/settings.h"

namespace hasami {

class AnalysisScheduler;
class Autosave;
class BookKeeper;
class DatabaseLibrary;
class EngineQueue;
class GameClocks;
class GameNavigator;
class GameSession;
class GameShelf;
class Hints;
class MarkedLines;
class MyGames;
class PlayMode;
class PlayState;
class Seats;
class ViewChanges;
struct ClockRecord;

class Session : public QObject {
    Q_OBJECT

public:
    // Stand-ins for Hasami's engine (see EngineWorker), and where the parts keep their files.
    struct Options {
        MoveSource moves;
        AnalysisSource analyses;
        QString autosavePath;   // where the game is kept; empty: Autosave::defaultPath()
        QString databaseCache;  // where the database's index is kept; empty: the user's cache
        QString myGames;        // where the person's games are kept; empty: myGamesFolder()
        QString modeFolder;     // where the modes keep their progress; empty: the data folder
        QString ownBook;        // the person's own opening book; empty: the data folder's
        // The built-in books, read once by whoever starts the program; null: read here.
        std::shared_ptr<const BuiltInBooks> books = nullptr;
        // The modes besides Play, each made from the session's parts (ModeParts).
        std::vector<ModeMaker> modes = {};
    };

    // Reads the settings, restores the saved game if there is one, and keeps the game on disk
    // from then on.
    explicit Session(const Options& options, QObject* parent = nullptr);
    ~Session() override;

    GameSession& game() { return *game_; }
    Seats& seats() { return *seats_; }
    GameClocks& clocks() { return *clocks_; }
    PlayMode& play() { return *play_; }
    const PlayState& playState() const { return *playState_; }  // whose turn, thinking, paused
    const GameShelf& shelf() const { return *shelf_; }          // the game a mode has set aside
    // The modes, which is active, and the entry of intents (ModeSwitcher).
    ModeSwitcher& modes() { return *modes_; }
    // The registered mode of type M (GuessMode, PuzzleMode, ...).
    template <typename M>
    M& mode() const {
        return modes_->mode<M>();
    }
    // The mode the board's intents go to now, and whether it is of type M.
    const Mode& activeMode() const { return modes_->active(); }
    // Blind play now: the setting on, a person playing the computer in a game not over, in
    // Play: whatever shows the engine's opinion shows nothing until the game ends.
    bool isBlind() const;
    template <typename M>
    bool isActive() const {
        return modes_->isActive<M>();
    }
    Hints& hints() { return *hints_; }
    AnalysisScheduler& analysis() { return *analysis_; }
    EngineQueue& engine() { return *engine_; }
    BookKeeper& book() { return *book_; }
    Autosave& autosave() { return *autosave_; }
    DatabaseLibrary& database() { return *database_; }
    MyGames& myGames() { return *myGames_; }
    MarkedLines& markedLines() { return *marked_; }  // the trainer's and the Book panel's
    const Settings& settings() const { return kept_->settings(); }
    KeptSettings& keptSettings() { return *kept_; }  // read and kept; `changed` when applied
    // What went wrong on the way in: damaged settings, a saved game that could not be restored.
    const QStringList& startProblems() const { return startProblems_; }

    // Applies and keeps settings as the settings dialog gives them; a board of another size
    // starts a new game there.
    void applySettings(const Settings& wanted);
    // Starts a new game with the new-game dialog's answers, and keeps them.
    void startNewGame(const Settings& wanted);
    // Keeps settings that only the window uses (sounds, evaluations shown, the tip seen).
    void keepSettings(const Settings& wanted);

    // The door (SessionEntry), and its forms: every intent, a line of moves, a seat taken, a
    // game opened, set up, turned or replaced, a dialog's result, each one step.
    SessionEntry& entry() { return *entry_; }
    void send(const Intent& intent) { entry_->send(intent); }
    void playSquare(Square square) { entry_->playSquare(square); }
    void undo() { entry_->undo(); }
    void redo() { entry_->redo(); }
    void goToPly(int ply) { entry_->goToPly(ply); }
    void goToNode(NodeId node) { entry_->goToNode(node); }
    void playLine(const std::vector<Square>& line) { entry_->playLine(line); }
    void setComputer(Color color, bool computer) { entry_->setComputer(color, computer); }
    void act(const std::function<void()>& what) { entry_->act(what); }
    void endMode() { entry_->endMode(); }
    void openGame(const Game& game, const ClockRecord& clock, const QString& file = {}) {
        entry_->openGame(game, clock, file);
    }
    void startFrom(const Position& start) { entry_->startFrom(start); }
    bool transformGame(int symmetry) { return entry_->transformGame(symmetry); }
    bool replaceGame(const std::function<bool()>& mayReplace,
                     const std::function<void()>& replace) {
        return entry_->replaceGame(mayReplace, replace);
    }
    // The registered mode M in place of the active one, begun by `start(M&)` (ModeSwitch).
    template <typename M, typename Start>
    bool begin(Start&& start) {
        return hasami::beginMode(*modes_, mode<M>(), std::forward<Start>(start));
    }

signals:
    // What the window shows has changed: once a step (a move with its passes and the
    // computer's turn beginning, a seat taken, a mode begun).
    void changed();
    // Another mode is active.
    void modeChanged();
    // A person's intent was refused, and why.
    void refused(const QString& reason);

private:
    void connectParts();  // each part to what follows it
    void setUp();         // the parts as the settings say, the saved game back
    void applyEngineSettings();
    void seat(const Settings& wanted);   // who plays each colour, as `wanted` says
    void adopt(const Settings& wanted);  // the settings in force from now on, kept

    QStringList startProblems_;
    std::unique_ptr<KeptSettings> kept_;
    std::unique_ptr<ViewChanges> changes_;
    std::unique_ptr<EngineQueue> engine_;
    std::unique_ptr<BookKeeper> book_;
    std::unique_ptr<GameSession> game_;
    std::unique_ptr<GameNavigator> navigator_;
    std::unique_ptr<Seats> seats_;
    std::unique_ptr<GameClocks> clocks_;
    std::unique_ptr<PlayState> playState_;
    std::unique_ptr<PlayMode> play_;
    std::unique_ptr<Hints> hints_;
    std::unique_ptr<AnalysisScheduler> analysis_;
    std::unique_ptr<Autosave> autosave_;
    std::unique_ptr<DatabaseLibrary> database_;
    std::unique_ptr<MyGames> myGames_;
    std::unique_ptr<GameShelf> shelf_;
    std::unique_ptr<MarkedLines> marked_;
    std::unique_ptr<ModeSwitcher> modes_;
    std::unique_ptr<SessionEntry> entry_;
};

}  // namespace hasami
