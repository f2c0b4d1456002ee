// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/main_window.h"

#include <QAction>
#include <QCloseEvent>
#include <QDockWidget>
#include <QMessageBox>
#include <QShortcut>
#include <QStatusBar>
#include <QVBoxLayout>

#include "session/analysis_scheduler.h"
#include "session/game_session.h"
#include "session/hints.h"
#include "session/kept_settings.h"
#include "session/modes/play_mode.h"
#include "session/modes/play_state.h"
#include "session/seats.h"
#include "session/session.h"
#include "ui/analysis/book_dock.h"
#include "ui/analysis/book_panel.h"
#include "ui/analysis/book_work.h"
#include "ui/analysis/evaluation_graph.h"
#include "ui/analysis/line_editor.h"
#include "ui/analysis/moves_panel.h"
#include "ui/analysis/principal_line.h"
#include "ui/analysis/review_progress.h"
#include "ui/analysis/search_progress.h"
#include "ui/board/board_widget.h"
#include "ui/database/database_dock.h"
#include "ui/database/database_panel.h"
#include "ui/dialogs/help_dialogs.h"
#include "ui/sound/sounds.h"
#include "ui/window/board_pictures.h"
#include "ui/window/close_guard.h"
#include "ui/window/coach.h"
#include "ui/window/coach_dock.h"
#include "ui/window/engine_status.h"
#include "ui/window/game_actions.h"
#include "ui/window/game_files.h"
#include "ui/window/game_over.h"
#include "ui/window/mode_list.h"
#include "ui/window/recent_files.h"
#include "ui/window/scoreboard.h"
#include "ui/window/status_messages.h"
#include "ui/window/tip_bar.h"
#include "ui/window/window_dialogs.h"
#include "ui/window/window_place.h"
#include "ui/window/window_view.h"

namespace hasami {

namespace {

constexpr QSize kStartSize(820, 720);

}  // namespace

MainWindow::MainWindow(Session& session, QWidget* parent)
    : QMainWindow(parent),
      session_(session),
      board_(new BoardWidget),
      scoreboard_(new Scoreboard),
      moves_(new MovesPanel),
      graph_(new EvaluationGraph),
      principalLine_(new PrincipalLine),
      engineStatus_(new EngineStatus),
      actions_(new GameActions(this)),
      files_(new GameFiles(session, this)),
      sounds_(new GameSounds(session.game(), session.play(), session.modes(),
                             std::make_unique<EffectPlayer>(), this)),
      tip_(new TipBar(QStringLiteral("howToPlayTip"))),
      longMessages_(new TipBar(QStringLiteral("messageBar"))) {
    confirm_ = [this](const QString& question) {
        return QMessageBox::question(this, tr("Hasami"), question) == QMessageBox::Yes;
    };
    dialogs_ = new WindowDialogs(session, *files_, tip_, this);
    createLayout();
    new WindowView(session, {this, board_, scoreboard_, moves_, graph_, principalLine_, actions_},
                   this);
    connectActions();
    connectViewActions();
    new GameOverNotice(session_.game(), session_.play(), actions_->newGame, actions_->analyzeGame,
                       actions_->gameReport, this);
    new CloseGuard(session_.autosave(), session_.game(), *files_, this);
    applyLook();
    const Settings& settings = session.settings();
    actions_->showEvaluations->setChecked(settings.showEvaluations);
    actions_->sound->setChecked(settings.sound);
    sounds_->setMuted(!settings.sound);
    actions_->blackAi->setChecked(session.seats().isComputer(Color::Black));
    actions_->whiteAi->setChecked(session.seats().isComputer(Color::White));
    actions_->pause->setChecked(session.playState().isPaused());
    // A first start shows the tip once; it is not shown again.
    if (!settings.howToPlayTipShown) {
        tip_->show();
        Settings seen = settings;
        seen.howToPlayTipShown = true;
        session.keepSettings(seen);
    }
    board_->setFocus();
    restoreWindowPlace(*this, kStartSize);
}

MainWindow::~MainWindow() = default;

void MainWindow::closeEvent(QCloseEvent* event) {
    keepWindowPlace(*this);
    QMainWindow::closeEvent(event);
}

void MainWindow::createLayout() {
    auto* central = new QWidget;
    auto* layout = new QVBoxLayout(central);
    layout->addWidget(tip_);
    layout->addWidget(longMessages_);
    // The messages first: a part made next may have one at once (a damaged file read).
    messages_ = new StatusMessages(
        {session_.play(), session_.game(), session_.hints(), session_.analysis(),
         session_.autosave(), session_.myGames(), session_.keptSettings()},
        session_.startProblems(), statusBar(), longMessages_, longMessages_->text(), this);
    connect(&session_, &Session::refused, messages_, &StatusMessages::show);
    // The modes' bars beside the board, above the moves: the board keeps its size.
    QList<CoachBar> bars;
    const QList<Coach*> coaches = makeCoaches(
        session_.modes(), {session_.modes(), session_.entry(), session_.game(), session_.database(),
                           session_.book(), session_.keptSettings(), this});
    for (Coach* coach : coaches) {
        bars.append({coach->bar(), coach->title()});
        connect(coach, &Coach::done, messages_, &StatusMessages::show);
    }
    makeCoachDock(this, bars);
    layout->addWidget(scoreboard_);
    layout->addWidget(board_, 1);
    setCentralWidget(central);

    auto* dock = new QDockWidget(tr("Moves"), this);
    dock->setObjectName(QStringLiteral("moveDock"));
    dock->setWidget(moves_);
    addDockWidget(Qt::RightDockWidgetArea, dock);
    resizeDocks({dock},
                {fontMetrics().horizontalAdvance(QStringLiteral("00 f4? \u221244 (\u221212)")) * 2},
                Qt::Horizontal);
    auto* graphDock = new QDockWidget(tr("Evaluation"), this);
    graphDock->setObjectName(QStringLiteral("graphDock"));
    graphDock->setWidget(evaluationPanel(principalLine_, session_.analysis(), graph_));
    addDockWidget(Qt::RightDockWidgetArea, graphDock);
    splitDockWidget(dock, graphDock, Qt::Vertical);
    const auto [databaseDock, panel] = makeDatabaseDock(session_, this);
    database_ = panel;
    addDockWidget(Qt::RightDockWidgetArea, databaseDock);
    tabifyDockWidget(graphDock, databaseDock);
    const auto [bookDock, bookPanel] = makeBookDock(session_, this);
    connect(bookPanel, &BookPanel::done, messages_, &StatusMessages::show);
    addDockWidget(Qt::RightDockWidgetArea, bookDock);
    tabifyDockWidget(databaseDock, bookDock);
    graphDock->raise();
    actions_->addMenusAndToolBar(this,
                                 {dock->toggleViewAction(), graphDock->toggleViewAction(),
                                  databaseDock->toggleViewAction(), bookDock->toggleViewAction()},
                                 coaches);
    statusBar()->addPermanentWidget(new ReviewProgress(session_.analysis()));
    auto* bookWork = new BookWork(session_.book(), session_.game(), actions_->bookActions());
    statusBar()->addPermanentWidget(bookWork);
    connect(bookWork, &BookWork::done, messages_, &StatusMessages::show);
    statusBar()->addPermanentWidget(engineStatus_);
}

void MainWindow::connectActions() {
    const GameActions& a = *actions_;
    PlayMode* play = &session_.play();
    connect(board_, &BoardWidget::squareActivated, &session_, &Session::playSquare);
    connect(a.undo, &QAction::triggered, &session_, &Session::undo);
    connect(a.redo, &QAction::triggered, &session_, &Session::redo);
    connect(a.hint, &QAction::triggered, &session_.hints(), &Hints::requestOrStop);
    auto* escape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    connect(escape, &QShortcut::activated, &session_.hints(), &Hints::cancel);
    connect(escape, &QShortcut::activated, &session_.analysis(),
            &AnalysisScheduler::stopBoardSearch);
    connect(a.moveNow, &QAction::triggered, play, &PlayMode::moveNow);
    connect(a.pause, &QAction::toggled, play, &PlayMode::setPaused);
    connect(a.blackAi, &QAction::toggled, &session_,
            [this](bool computer) { session_.setComputer(Color::Black, computer); });
    connect(a.whiteAi, &QAction::toggled, &session_,
            [this](bool computer) { session_.setComputer(Color::White, computer); });
    connect(a.quit, &QAction::triggered, this, &QWidget::close);
    files_->connectActions(a);
    connect(new RecentFiles(*files_, a.recent, this), &RecentFiles::done, messages_,
            &StatusMessages::show);
    new FileDrops(*files_, this);
    connect(new BoardPictures(session_.keptSettings(), *board_, a, this), &BoardPictures::done,
            messages_, &StatusMessages::show);
    database_->setOpener([this](const Game& game) { return files_->openGame(game); });
    dialogs_->connectActions(a);
    connect(dialogs_, &WindowDialogs::done, messages_, &StatusMessages::show);
    connect(a.about, &QAction::triggered, this, [this] { showAbout(this); });
    connect(a.analyzeGame, &QAction::triggered, &session_.analysis(),
            &AnalysisScheduler::startReview);
    connect(files_, &GameFiles::done, messages_, &StatusMessages::show);
    connect(database_, &DatabasePanel::done, messages_, &StatusMessages::show);
    connect(database_, &DatabasePanel::boardMarksChanged, board_, &BoardWidget::setDatabaseMarks);
    // The confirmation asked at the time: a test may answer it otherwise (setConfirmation).
    connect(new LineEditor(
                session_.entry(), session_.game(), moves_->moveList(), a,
                [this](const QString& question) { return confirm_(question); }, this),
            &LineEditor::done, messages_, &StatusMessages::show);
    connect(graph_, &EvaluationGraph::plyChosen, &session_, &Session::goToPly);
    engineStatus_->follow(*play);
    engineStatus_->follow(session_.analysis());
    engineStatus_->setBlind([this] { return session_.isBlind(); });
}

void MainWindow::connectViewActions() {
    // The checked actions follow the session when it changes by itself.
    connect(&session_.seats(), &Seats::computerChanged, this, [this](Color color, bool computer) {
        QAction* action = color == Color::Black ? actions_->blackAi : actions_->whiteAi;
        const QSignalBlocker blocker(action);
        action->setChecked(computer);
    });
    connect(&session_.playState(), &PlayState::pausedChanged, this, [this](bool paused) {
        const QSignalBlocker blocker(actions_->pause);
        actions_->pause->setChecked(paused);
    });
    connect(actions_->showEvaluations, &QAction::toggled, this, [this](bool shown) {
        session_.analysis().setShown(shown);
        Settings settings = session_.settings();
        settings.showEvaluations = shown;
        session_.keepSettings(settings);
    });
    connect(actions_->sound, &QAction::toggled, this, [this](bool on) {
        sounds_->setMuted(!on);
        Settings settings = session_.settings();
        settings.sound = on;
        session_.keepSettings(settings);
    });
    connect(&session_.keptSettings(), &KeptSettings::changed, this, &MainWindow::applyLook);
}

void MainWindow::applyLook() {
    showAsSettingsSay(*board_, session_.settings());
}

void MainWindow::applySettings(const Settings& wanted) {
    dialogs_->applySettings(wanted);
}

void MainWindow::showNewGame() {
    dialogs_->showNewGame();
}

}  // namespace hasami
