// SPDX-License-Identifier: GPL-3.0-or-later
// The game in the window, whole: its parts made and wired together, and set up as the
// settings say. The window shows it and sends it what the person does; tests drive it
// without a window.
//
//   GameSession        the tree of moves and the node shown
//   Seats              who plays each colour: a person, Hasami's engine, another program's
//   GameClocks         the two clocks
//   Referee            whose turn it is and what may happen next
//   Hints              the engine's choice for the person to move
//   AnalysisScheduler  what to analyse, and what was found
//   EngineQueue        the requests to the engine thread
//   Autosave           the game on disk after each change
//   MyGames            the person's finished games kept for the database
//   GuessTheMove       a game replayed, the person guessing one colour's moves
//   DatabaseLibrary    the game database beside the board, and those games
#pragma once

#include <memory>

#include <QObject>
#include <QStringList>

#include "session/engine_worker.h"
#include "session/settings.h"

namespace hasami {

class AnalysisScheduler;
class Autosave;
class DatabaseLibrary;
class EngineQueue;
class GameClocks;
class GameSession;
class GuessTheMove;
class Hints;
class MyGames;
class Referee;
class Seats;
class Position;

class Session : public QObject {
    Q_OBJECT

public:
    // Stand-ins for Hasami's engine (see EngineWorker), and where the autosave lives (empty:
    // Autosave::defaultPath()).
    struct Options {
        MoveSource moves;
        AnalysisSource analyses;
        QString autosavePath;
        QString databaseCache;  // where the database's index is kept; empty: the user's cache
        QString myGames;        // where the person's games are kept; empty: myGamesFolder()
    };

    // Reads the settings, restores the saved game if there is one, and keeps the game on disk
    // from then on.
    explicit Session(QObject* parent = nullptr);
    Session(const Options& options, QObject* parent = nullptr);
    ~Session() override;

    GameSession& game() { return *game_; }
    Seats& seats() { return *seats_; }
    GameClocks& clocks() { return *clocks_; }
    Referee& referee() { return *referee_; }
    Hints& hints() { return *hints_; }
    AnalysisScheduler& analysis() { return *analysis_; }
    EngineQueue& engine() { return *engine_; }
    Autosave& autosave() { return *autosave_; }
    DatabaseLibrary& database() { return *database_; }
    MyGames& myGames() { return *myGames_; }
    GuessTheMove& guess() { return *guess_; }
    const Settings& settings() const { return settings_; }
    // What went wrong on the way in: damaged settings, a saved game that could not be restored.
    const QStringList& startProblems() const { return startProblems_; }

    // Applies and keeps settings as the settings dialog gives them; a board of another size
    // starts a new game there.
    void applySettings(const Settings& wanted);
    // Starts a new game with the new-game dialog's answers, and keeps them.
    void startNewGame(const Settings& wanted);
    // Turns the whole game by a symmetry of the board (engine/game/transform.h): the tree, its
    // comments, clock times and details, the node shown, and what the analyses know; the
    // clocks go on as they were. False if the symmetry would change a standard start.
    bool transformGame(int symmetry);
    // Keeps settings that only the window uses (sounds, evaluations shown, the tip seen).
    void keepSettings(const Settings& wanted);

signals:
    void settingsChanged();
    // The settings could not be written.
    void settingsNotKept(const QString& reason);

private:
    void applyEngineSettings();
    void seat(const Settings& wanted);   // who plays each colour, as `wanted` says
    void adopt(const Settings& wanted);  // the settings in force from now on, kept
    void storeSettings();

    Settings settings_;
    QStringList startProblems_;
    std::unique_ptr<EngineQueue> engine_;
    std::unique_ptr<GameSession> game_;
    std::unique_ptr<Seats> seats_;
    std::unique_ptr<GameClocks> clocks_;
    std::unique_ptr<Referee> referee_;
    std::unique_ptr<Hints> hints_;
    std::unique_ptr<AnalysisScheduler> analysis_;
    std::unique_ptr<Autosave> autosave_;
    std::unique_ptr<DatabaseLibrary> database_;
    std::unique_ptr<MyGames> myGames_;
    std::unique_ptr<GuessTheMove> guess_;
};

}  // namespace hasami
