// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/session.h"

#include <optional>

#include <QStandardPaths>

#include "session/analysis_scheduler.h"
#include "session/autosave.h"
#include "session/book_keeper.h"
#include "session/database_cache.h"
#include "session/database_library.h"
#include "session/engine_queue.h"
#include "session/engine_settings.h"
#include "session/game_clocks.h"
#include "session/game_navigator.h"
#include "session/game_session.h"
#include "session/hints.h"
#include "session/kept_settings.h"
#include "session/modes/game_shelf.h"
#include "session/modes/marked_lines.h"
#include "session/modes/play_mode.h"
#include "session/modes/play_state.h"
#include "session/my_games.h"
#include "session/seats.h"
#include "session/view_changes.h"

namespace hasami {

Session::Session(const Options& options, QObject* parent)
    : QObject(parent),
      kept_(std::make_unique<KeptSettings>(startProblems_)),
      changes_(std::make_unique<ViewChanges>()),
      engine_(std::make_unique<EngineQueue>(nullptr, options.moves, options.analyses)),
      book_(std::make_unique<BookKeeper>(
          *engine_, options.books ? options.books : BuiltInBooks::read(), options.ownBook)),
      game_(std::make_unique<GameSession>()),
      navigator_(std::make_unique<GameNavigator>(*game_)),
      seats_(std::make_unique<Seats>(*engine_)),
      clocks_(std::make_unique<GameClocks>()),
      playState_(std::make_unique<PlayState>(*game_, *seats_, *clocks_)),
      play_(std::make_unique<PlayMode>(*game_, *navigator_, *seats_, *clocks_, *playState_,
                                       *changes_)),
      hints_(std::make_unique<Hints>(*game_, *playState_, *engine_)),
      analysis_(std::make_unique<AnalysisScheduler>(*game_, *seats_, *play_, *engine_)),
      autosave_(std::make_unique<Autosave>(
          *game_, *seats_, *clocks_, *play_, *analysis_,
          options.autosavePath.isEmpty() ? Autosave::defaultPath() : options.autosavePath)),
      database_(std::make_unique<DatabaseLibrary>(
          options.databaseCache.isEmpty() ? databaseCacheFolder() : options.databaseCache,
          options.myGames.isEmpty() ? myGamesFolder() : options.myGames)),
      myGames_(std::make_unique<MyGames>(*game_, *seats_, *clocks_, *play_, *analysis_,
                                         database_->myGamesFolder())),
      shelf_(std::make_unique<GameShelf>(*game_, *seats_, *play_, *clocks_, *autosave_)),
      marked_(std::make_unique<MarkedLines>()),
      modes_(std::make_unique<ModeSwitcher>(*play_, *analysis_, *changes_)),
      entry_(std::make_unique<SessionEntry>(SessionEntry::Parts{
          *changes_, *modes_, *game_, *play_, *playState_, *seats_, *clocks_, *analysis_})) {
    const ModeParts parts{*game_,
                          *seats_,
                          *play_,
                          *clocks_,
                          *analysis_,
                          *shelf_,
                          *marked_,
                          *entry_,
                          options.modeFolder.isEmpty()
                              ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
                              : options.modeFolder};
    for (const ModeMaker& make : options.modes) modes_->add(make(parts));
    connectParts();
    setUp();
}

void Session::connectParts() {
    // When a step is over: first the parts that follow the game, then the window.
    connect(changes_.get(), &ViewChanges::gameChanged, hints_.get(), &Hints::clear);
    connect(changes_.get(), &ViewChanges::changed, analysis_.get(), &AnalysisScheduler::refresh);
    connect(changes_.get(), &ViewChanges::changed, this, &Session::changed);
    connect(game_.get(), &GameSession::changed, changes_.get(), &ViewChanges::noteGame);
    // Saved or changed since: the autosave writes it once the step is over.
    connect(game_.get(), &GameSession::savedStateChanged, changes_.get(), &ViewChanges::note);
    connect(changes_.get(), &ViewChanges::changed, hints_.get(), &Hints::followPlay);
    connect(playState_.get(), &PlayState::changed, changes_.get(), &ViewChanges::note);
    connect(seats_.get(), &Seats::computerChanged, changes_.get(), &ViewChanges::note);
    connect(modes_.get(), &ModeSwitcher::refused, this, &Session::refused);
    connect(modes_.get(), &ModeSwitcher::modeChanged, this, &Session::modeChanged);
    // A book published (an edit, or a work of the book's thread done) is a step of its own,
    // drawn before the book says the work is over.
    connect(book_.get(), &BookKeeper::booksChanged, this,
            [this] { entry_->act([this] { changes_->note(); }); });
    connect(play_.get(), &PlayMode::gameEnded, this, [this] {
        if (settings().learnGames) book_->learn(game_->game());
        // Reviewed on its own, in the background, when the person played it.
        const bool byAPerson =
            !seats_->isComputer(Color::Black) || !seats_->isComputer(Color::White);
        if (settings().reviewFinishedGames && byAPerson && game_->game().isOver()) {
            analysis_->startReview();
        }
    });
    connect(myGames_.get(), &MyGames::kept, database_.get(), &DatabaseLibrary::reloadMyGames);
}

bool Session::isBlind() const {
    const bool againstTheComputer =
        seats_->isComputer(Color::Black) != seats_->isComputer(Color::White);
    return settings().blindPlay && againstTheComputer && !game_->game().isOver() &&
           &modes_->active() == play_.get();
}

void Session::setUp() {
    const Settings& settings = kept_->settings();
    if (const auto problem = book_->apply(settings)) startProblems_ << *problem;
    applyEngineSettings();
    play_->newGame(settings.boardSize);
    seats_->setComputer(Color::Black, settings.blackIsAi);
    seats_->setComputer(Color::White, settings.whiteIsAi);
    autosave_->restore(startProblems_);
    // Who plays is a setting too: the next start and the new-game dialog begin from it.
    connect(seats_.get(), &Seats::computerChanged, this, [this](Color color, bool computer) {
        if (!shelf_->holdsGame()) kept_->keepComputer(color, computer);  // not a mode's players
    });
    autosave_->keepFromNowOn();
    connect(changes_.get(), &ViewChanges::changed, autosave_.get(), &Autosave::store);
    // Said at once, not after the first move: closing the window would lose the game.
    if (autosave_->isFailing()) {
        startProblems_ << tr("The game is not kept for the next start (%1); save it before "
                             "closing the window.")
                              .arg(autosave_->failure());
    }
    database_->setPaths(settings.databasePaths);
    myGames_->setKeeping(settings.keepMyGames);
}

Session::~Session() {
    autosave_->store();  // the clocks as they stand when the session ends
    // The parts' last signals must not reach listeners that are going (everything is saved).
    for (QObject* part : std::initializer_list<QObject*>{
             changes_.get(), game_.get(), seats_.get(), clocks_.get(), play_.get(),
             playState_.get(), hints_.get(), analysis_.get(), engine_.get(), database_.get(),
             myGames_.get(), book_.get(), marked_.get(), kept_.get()}) {
        part->blockSignals(true);
    }
    modes_->blockSignals(true);
    modes_->blockModeSignals();
}

void Session::applyEngineSettings() {
    applyToEngine(settings(), {*seats_, *hints_, *engine_, *play_, *analysis_});
    if (const auto problem = book_->apply(settings())) emit refused(*problem);
}

void Session::applySettings(const Settings& wanted) {
    const ViewChanges::Step step(*changes_);
    // Another board size replaces the game: the mode ends first, its game set aside back.
    if (wanted.boardSize != game_->game().start().size()) endMode();
    const bool newBoard = wanted.boardSize != game_->game().start().size();
    kept_->set(wanted);
    applyEngineSettings();
    seat(wanted);
    if (newBoard) play_->newGame(wanted.boardSize);
    adopt(wanted);
}

void Session::seat(const Settings& wanted) {
    // While a mode has the person's game aside, who plays is the set-aside game's.
    if (shelf_->holdsGame()) return shelf_->seat(wanted.blackIsAi, wanted.whiteIsAi);
    seats_->setComputer(Color::Black, wanted.blackIsAi);
    seats_->setComputer(Color::White, wanted.whiteIsAi);
}

void Session::adopt(const Settings& wanted) {
    database_->setPaths(wanted.databasePaths);
    myGames_->setKeeping(wanted.keepMyGames);
    kept_->adopt(wanted);
}

void Session::startNewGame(const Settings& wanted) {
    const ViewChanges::Step step(*changes_);
    endMode();
    kept_->set(wanted);
    applyEngineSettings();
    // The seats are taken before the game starts, so that the computer moves first only where
    // it plays Black.
    seats_->setComputer(Color::Black, false);
    seats_->setComputer(Color::White, false);
    play_->newGame(wanted.boardSize, wanted.timeControl());
    seat(wanted);
    adopt(wanted);
    // The record's details: who plays (the person's name, the computer's level) and today.
    game_->setDetails(seats_->newGameDetails(wanted.playerName));
    game_->setModified(false);  // a new game's details are no change of it
}

void Session::keepSettings(const Settings& wanted) {
    kept_->keep(wanted);
}

}  // namespace hasami
