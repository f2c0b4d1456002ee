// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/main_window.h"

#include <QTimer>

#include <QAction>
#include <QDockWidget>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QStatusBar>
#include <QToolButton>
#include <QVBoxLayout>

#include "engine/book/openings.h"
#include "ui/analysis/evaluation_graph.h"
#include "ui/analysis/evaluations.h"
#include "ui/analysis/move_list_view.h"
#include "ui/board/board_widget.h"
#include "ui/dialogs/help_dialogs.h"
#include "ui/dialogs/how_to_play.h"
#include "ui/dialogs/new_game_dialog.h"
#include "ui/dialogs/settings_dialog.h"
#include "ui/dialogs/setup_dialog.h"
#include "ui/session_old/game_controller.h"
#include "ui/sound/sounds.h"
#include "ui/text/game_text.h"
#include "ui/window/engine_status.h"
#include "ui/window/game_actions.h"
#include "ui/window/game_files.h"
#include "ui/window/scoreboard.h"

namespace hasami {

namespace {

constexpr int kStatusMilliseconds = 6000;
constexpr QSize kStartSize(820, 720);
constexpr int kClockDisplayMs = 50;  // a running clock's display: tenths show every change
// A running clock is saved this often, so that a crash loses at most this much of its time.
constexpr int kClockSaveMs = 5000;

SearchLimits limitsFrom(const Settings& settings) {
    SearchLimits limits;
    limits.depth = settings.depth;
    limits.time = std::chrono::seconds(settings.moveSeconds);
    return limits;
}

}  // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent),
      controller_(new GameController(this)),
      board_(new BoardWidget),
      scoreboard_(new Scoreboard),
      moveList_(new MoveListView),
      evaluations_(new Evaluations(controller_, this)),
      graph_(new EvaluationGraph),
      lossTotals_(new QLabel),
      openingName_(new QLabel),
      reviewProgress_(new QProgressBar),
      cancelReview_(new QToolButton),
      engineStatus_(new EngineStatus),
      actions_(new GameActions(this)),
      files_(new GameFiles(controller_, &evaluations_->store(), this)),
      clockDisplay_(new QTimer(this)),
      clockSave_(new QTimer(this)),
      sounds_(new GameSounds(controller_, std::make_unique<EffectPlayer>(), this)) {
    QSettings store;
    QStringList problems;
    settings_ = Settings::load(store, &problems);
    confirm_ = [this](const QString& question) {
        return QMessageBox::question(this, tr("Hasami"), question) == QMessageBox::Yes;
    };

    createLayout();
    connectActions();
    connectController();
    connectEvaluations();

    applyEngineSettings();
    board_->setShowLegalMoves(settings_.showLegalMoves);
    board_->setAnimated(settings_.animate);
    board_->setStyle(BoardStyle::of(settings_.theme, settings_.colourSafe));
    actions_->showEvaluations->setChecked(settings_.showEvaluations);
    actions_->sound->setChecked(settings_.sound);
    sounds_->setMuted(!settings_.sound);
    controller_->newGame(settings_.boardSize);
    controller_->setAi(Color::Black, settings_.blackIsAi);
    controller_->setAi(Color::White, settings_.whiteIsAi);
    restoreGame(problems);
    actions_->blackAi->setChecked(controller_->isAi(Color::Black));
    actions_->whiteAi->setChecked(controller_->isAi(Color::White));
    // From here on every change of the game is kept on disk at once.
    connect(controller_, &GameController::positionChanged, this, &MainWindow::storeGame);
    connect(controller_, &GameController::aiChanged, this, &MainWindow::storeGame);
    connect(evaluations_, &Evaluations::reviewFinished, this, &MainWindow::storeGame);
    storeGame();
    // Problems found on the way are shown without stopping the start with a dialog.
    if (!problems.isEmpty()) {
        statusBar()->showMessage(problems.join(QLatin1Char(' ')), 4 * kStatusMilliseconds);
    }
    // A first start shows the tip once; it is not shown again.
    if (!settings_.howToPlayTipShown) {
        tip_->show();
        settings_.howToPlayTipShown = true;
        storeSettings();
    }
    board_->setFocus();
    resize(kStartSize);
}

MainWindow::~MainWindow() {
    storeGame();  // the clocks as they stand when the window closes
    // The controller, a child, stops its search when it is destroyed after this window: its
    // last signals must not reach a window that is no longer there (everything is saved).
    controller_->blockSignals(true);
}

QLabel* MainWindow::blackScoreLabel() const {
    return scoreboard_->blackCountLabel();
}
QLabel* MainWindow::whiteScoreLabel() const {
    return scoreboard_->whiteCountLabel();
}
QLabel* MainWindow::turnLabel() const {
    return scoreboard_->turnLabel();
}
QListWidget* MainWindow::moveList() const {
    return moveList_;
}

void MainWindow::setWarning(std::function<void(const QString&)> warn) {
    files_->setWarning(std::move(warn));
}
bool MainWindow::openFile(const QString& path) {
    return files_->openFile(path);
}
bool MainWindow::saveGame(const QString& path) {
    return files_->saveGame(path);
}
bool MainWindow::savePosition(const QString& path) {
    return files_->savePosition(path);
}
void MainWindow::copyTranscript() {
    files_->copyGame();
}
void MainWindow::copyPosition() {
    files_->copyPosition();
}
bool MainWindow::paste() {
    return files_->paste();
}

void MainWindow::createLayout() {
    auto* central = new QWidget;
    auto* layout = new QVBoxLayout(central);
    tip_ = createTip();
    layout->addWidget(tip_);
    layout->addWidget(scoreboard_);
    layout->addWidget(board_, 1);
    setCentralWidget(central);

    auto* dock = new QDockWidget(tr("Moves"), this);
    dock->setObjectName(QStringLiteral("moveDock"));
    auto* moves = new QWidget;
    auto* movesLayout = new QVBoxLayout(moves);
    movesLayout->setContentsMargins(0, 0, 0, 0);
    openingName_->setObjectName(QStringLiteral("openingName"));
    openingName_->setWordWrap(true);
    openingName_->setTextInteractionFlags(Qt::TextSelectableByKeyboard | Qt::TextSelectableByMouse);
    openingName_->hide();
    movesLayout->addWidget(openingName_);
    movesLayout->addWidget(moveList_, 1);
    lossTotals_->setObjectName(QStringLiteral("lossTotals"));
    lossTotals_->setWordWrap(true);
    lossTotals_->setTextInteractionFlags(Qt::TextSelectableByKeyboard | Qt::TextSelectableByMouse);
    lossTotals_->hide();
    movesLayout->addWidget(lossTotals_);
    dock->setWidget(moves);
    addDockWidget(Qt::RightDockWidgetArea, dock);
    resizeDocks({dock},
                {fontMetrics().horizontalAdvance(
                     QStringLiteral("000. \u25cf pass   \u221244  (\u221212)")) *
                 3 / 2},
                Qt::Horizontal);
    auto* graphDock = new QDockWidget(tr("Evaluation"), this);
    graphDock->setObjectName(QStringLiteral("graphDock"));
    graphDock->setWidget(graph_);
    addDockWidget(Qt::RightDockWidgetArea, graphDock);
    splitDockWidget(dock, graphDock, Qt::Vertical);
    actions_->addMenusAndToolBar(this, {dock->toggleViewAction(), graphDock->toggleViewAction()});
    reviewProgress_->setObjectName(QStringLiteral("reviewProgress"));
    reviewProgress_->setAccessibleName(tr("Game review progress"));
    reviewProgress_->setMaximumWidth(fontMetrics().horizontalAdvance(QLatin1Char('0')) * 20);
    reviewProgress_->hide();
    cancelReview_->setObjectName(QStringLiteral("cancelReview"));
    cancelReview_->setText(tr("Cancel Review"));
    cancelReview_->setAccessibleName(tr("Cancel the game review"));
    cancelReview_->hide();
    statusBar()->addPermanentWidget(reviewProgress_);
    statusBar()->addPermanentWidget(cancelReview_);
    statusBar()->addPermanentWidget(engineStatus_);
}

QWidget* MainWindow::createTip() const {
    auto* tip = new QFrame;
    tip->setObjectName(QStringLiteral("howToPlayTip"));
    tip->setFrameStyle(QFrame::StyledPanel | QFrame::Raised);
    tip->setAutoFillBackground(true);
    tip->setBackgroundRole(QPalette::ToolTipBase);
    tip->setForegroundRole(QPalette::ToolTipText);
    auto* text =
        new QLabel(tr("New to Reversi? <b>How to Play</b> (F1, in the Help menu) "
                      "explains the rules in a minute, with pictures."));
    text->setWordWrap(true);
    text->setForegroundRole(QPalette::ToolTipText);
    auto* open = new QPushButton(tr("How to Play"));
    open->setObjectName(QStringLiteral("tipHowToPlay"));
    auto* close = new QToolButton;
    close->setObjectName(QStringLiteral("tipClose"));
    close->setText(QStringLiteral("\u2715"));
    close->setAccessibleName(tr("Close the tip"));
    close->setAutoRaise(true);
    auto* row = new QHBoxLayout(tip);
    row->addWidget(text, 1);
    row->addWidget(open);
    row->addWidget(close);
    connect(open, &QPushButton::clicked, this, &MainWindow::showHowToPlay);
    connect(close, &QToolButton::clicked, tip, &QWidget::hide);
    tip->hide();
    return tip;
}

void MainWindow::showHowToPlay() {
    tip_->hide();
    auto* dialog = findChild<HowToPlayDialog*>();
    if (!dialog) {
        dialog = new HowToPlayDialog(BoardStyle::of(settings_.theme, settings_.colourSafe), this);
    }
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
}

void MainWindow::connectActions() {
    const GameActions& a = *actions_;
    GameController* c = controller_;
    connect(a.newGame, &QAction::triggered, this, &MainWindow::showNewGame);
    connect(a.undo, &QAction::triggered, c, &GameController::undo);
    connect(a.redo, &QAction::triggered, c, &GameController::redo);
    connect(a.hint, &QAction::triggered, c, &GameController::requestHint);
    connect(a.moveNow, &QAction::triggered, c, &GameController::moveNow);
    connect(a.pause, &QAction::toggled, c, &GameController::setPaused);
    connect(a.blackAi, &QAction::toggled, c, [c](bool ai) { c->setAi(Color::Black, ai); });
    connect(a.whiteAi, &QAction::toggled, c, [c](bool ai) { c->setAi(Color::White, ai); });
    connect(a.settings, &QAction::triggered, this, &MainWindow::showSettings);
    connect(a.quit, &QAction::triggered, this, &QWidget::close);
    connect(a.open, &QAction::triggered, files_, &GameFiles::chooseAndOpen);
    connect(a.saveGame, &QAction::triggered, files_, &GameFiles::chooseAndSaveGame);
    connect(a.savePosition, &QAction::triggered, files_, &GameFiles::chooseAndSavePosition);
    connect(a.copyGame, &QAction::triggered, files_, &GameFiles::copyGame);
    connect(a.copyGameAsGgf, &QAction::triggered, files_, &GameFiles::copyGameAsGgf);
    connect(a.copyPosition, &QAction::triggered, files_, &GameFiles::copyPosition);
    connect(a.paste, &QAction::triggered, files_, &GameFiles::paste);
    connect(a.setUpPosition, &QAction::triggered, this, [this] {
        SetupDialog dialog(controller_->position(), this);
        if (dialog.exec() == QDialog::Accepted) startFrom(dialog.position());
    });
    connect(a.rules, &QAction::triggered, this, &MainWindow::showHowToPlay);
    connect(a.about, &QAction::triggered, this, [this] { showAbout(this); });
    connect(files_, &GameFiles::done, this, &MainWindow::showStatus);
    connect(moveList_, &MoveListView::plyChosen, c, &GameController::goToPly);
    connect(graph_, &EvaluationGraph::plyChosen, c, &GameController::goToPly);
}

void MainWindow::connectController() {
    GameController* c = controller_;
    connect(board_, &BoardWidget::squareActivated, c, &GameController::playSquare);
    connect(c, &GameController::positionChanged, this, &MainWindow::updateView);
    connect(c, &GameController::movePlayed, board_,
            [this](Square move, const Position& before) { board_->animateMove(before, move); });
    connect(c, &GameController::moveRejected, this, &MainWindow::showStatus);
    connect(c, &GameController::engineFailed, this, &MainWindow::showStatus);
    connect(c, &GameController::passed, this, [this](Color color) {
        showStatus(tr("%1 has no legal move and passes.").arg(GameText::colorName(color)));
    });
    connect(c, &GameController::gameOver, this, [this](int blackScore) {
        showStatus(GameText::result(controller_->position(), blackScore));
    });
    connect(c, &GameController::lostOnTime, this,
            [this](Color loser) { showStatus(GameText::lostOnTime(loser)); });
    clockDisplay_->setInterval(kClockDisplayMs);
    connect(clockDisplay_, &QTimer::timeout, this,
            [this] { scoreboard_->showClocks(*controller_); });
    clockSave_->setInterval(kClockSaveMs);
    connect(clockSave_, &QTimer::timeout, this, &MainWindow::storeGame);
    connect(c, &GameController::clockChanged, this, [this] {
        scoreboard_->showClocks(*controller_);
        const bool running = controller_->clockRunning().has_value();
        for (QTimer* timer : {clockDisplay_, clockSave_}) {
            if (running && !timer->isActive()) timer->start();
            if (!running) timer->stop();
        }
    });
    connect(c, &GameController::aiChanged, this, [this](Color color, bool ai) {
        QAction* action = color == Color::Black ? actions_->blackAi : actions_->whiteAi;
        const QSignalBlocker blocker(action);
        action->setChecked(ai);
        (color == Color::Black ? settings_.blackIsAi : settings_.whiteIsAi) = ai;
        storeSettings();
        updateView();
    });
    connect(c, &GameController::pausedChanged, this, [this](bool paused) {
        const QSignalBlocker blocker(actions_->pause);
        actions_->pause->setChecked(paused);
        updateView();
    });
    connect(c, &GameController::thinkingChanged, this, [this](bool thinking) {
        engineStatus_->setThinking(thinking);
        updateView();
    });
    connect(c, &GameController::engineProgress, engineStatus_, &EngineStatus::showProgress);
    connect(c, &GameController::hintChanged, this, [this](Square square) {
        board_->setHint(square);
        if (square != kNoSquare) showStatus(tr("Hint: %1").arg(GameText::moveName(square)));
    });
}

void MainWindow::showStatus(const QString& message) {
    statusBar()->showMessage(message, kStatusMilliseconds);
}

void MainWindow::updateView() {
    const Game& game = controller_->game();
    const Position& position = game.position();
    const Bitboard playable = controller_->isHumanTurn() ? position.legalMoves() : 0;
    board_->setPosition(position, game.lastMove(), playable);
    scoreboard_->showGame(*controller_);
    setWindowTitle(tr("Hasami \u2014 %1").arg(scoreboard_->stateText()));
    actions_->undo->setEnabled(game.canUndo());
    actions_->redo->setEnabled(game.canRedo());
    actions_->hint->setEnabled(controller_->isHumanTurn());
    actions_->moveNow->setEnabled(controller_->isThinking());
    showOpening();
    showAnalysis();
}

void MainWindow::showAnalysis() {
    const Game& game = controller_->game();
    board_->setMoveValues(evaluations_->boardValues());
    const auto reviews = evaluations_->moveReviews();
    moveList_->showGame(game, reviews);
    graph_->showGame(game, evaluations_->store());
    const QString totals = MoveListView::lossTotals(game, reviews);
    lossTotals_->setText(totals);
    lossTotals_->setVisible(!totals.isEmpty());
    actions_->analyzeGame->setEnabled(game.length() > 0 && !evaluations_->isReviewing());
}

void MainWindow::showOpening() {
    const Game& game = controller_->game();
    const std::string_view name = game.start() == Position::initial(8)
                                      ? OpeningNames::builtIn().nameOf(game.playedMoves())
                                      : std::string_view();
    openingName_->setText(
        tr("Opening: %1").arg(QString::fromUtf8(name.data(), qsizetype(name.size()))));
    openingName_->setVisible(!name.empty());
}

void MainWindow::connectEvaluations() {
    Evaluations* e = evaluations_;
    connect(actions_->showEvaluations, &QAction::toggled, this, [this](bool shown) {
        evaluations_->setShown(shown);
        settings_.showEvaluations = shown;
        storeSettings();
    });
    connect(actions_->sound, &QAction::toggled, this, [this](bool on) {
        sounds_->setMuted(!on);
        settings_.sound = on;
        storeSettings();
    });
    connect(actions_->analyzeGame, &QAction::triggered, e, &Evaluations::startReview);
    connect(cancelReview_, &QToolButton::clicked, e, &Evaluations::cancelReview);
    connect(e, &Evaluations::changed, this, &MainWindow::showAnalysis);
    connect(e, &Evaluations::reviewProgress, this, [this](int done, int total) {
        reviewProgress_->setRange(0, total);
        reviewProgress_->setValue(done);
        reviewProgress_->setFormat(tr("Review %v/%m"));
        reviewProgress_->show();
        cancelReview_->show();
        actions_->analyzeGame->setEnabled(false);
    });
    connect(e, &Evaluations::reviewFinished, this, [this](bool complete) {
        reviewProgress_->hide();
        cancelReview_->hide();
        showStatus(complete ? tr("The game is reviewed.") : tr("The review was stopped."));
        showAnalysis();
    });
}

void MainWindow::startFrom(const Position& start) {
    controller_->setGame(Game(start));
    // A finished position's result, shown by the game's end, says more than this.
    if (!start.isGameOver()) showStatus(tr("A new game starts from the position set up."));
}

void MainWindow::showSettings() {
    SettingsDialog dialog(settings_, this);
    if (dialog.exec() == QDialog::Accepted) applySettings(dialog.settings());
}

void MainWindow::applySettings(const Settings& wanted) {
    Settings settings = wanted;
    const Game& game = controller_->game();
    const bool sizeChanged = settings.boardSize != game.start().size();
    bool startNew = sizeChanged;
    if (sizeChanged && game.ply() > 0 && !game.isOver()) {
        startNew = confirm_(tr("Start a new game on the %1 \u00d7 %1 board? The game in "
                               "progress will end.")
                                .arg(settings.boardSize));
        if (!startNew) settings.boardSize = game.start().size();
    }
    settings_ = settings;
    applyEngineSettings();
    board_->setShowLegalMoves(settings.showLegalMoves);
    board_->setAnimated(settings.animate);
    board_->setStyle(BoardStyle::of(settings.theme, settings.colourSafe));
    delete findChild<HowToPlayDialog*>();  // its pictures are drawn again in the new style
    controller_->setAi(Color::Black, settings.blackIsAi);
    controller_->setAi(Color::White, settings.whiteIsAi);
    if (startNew) controller_->newGame(settings.boardSize);
    storeSettings();
    updateView();
}

void MainWindow::applyEngineSettings() {
    controller_->setSearchLimits(limitsFrom(settings_));
    controller_->setLevel(settings_.level);
    controller_->setEngineResources(
        {settings_.searchThreads(), std::size_t(settings_.searchHashMegabytes())});
    controller_->setAiDelay(settings_.aiDelayMs);
    controller_->setExternalEngine(Color::Black, settings_.engineSpecFor(true).toStdString(),
                                   settings_.engineNameFor(true));
    controller_->setExternalEngine(Color::White, settings_.engineSpecFor(false).toStdString(),
                                   settings_.engineNameFor(false));
    controller_->setAnalysisEngine(settings_.analysisEngineSpec().toStdString(),
                                   settings_.analysisEngineName());
}

void MainWindow::showNewGame() {
    NewGameDialog dialog(settings_, this);
    if (dialog.exec() == QDialog::Accepted) startNewGame(dialog.settings());
}

void MainWindow::startNewGame(const Settings& wanted) {
    settings_ = wanted;
    applyEngineSettings();
    // The seats are taken before the game starts, so that the computer moves first only where
    // it plays Black.
    controller_->setAi(Color::Black, false);
    controller_->setAi(Color::White, false);
    controller_->newGame(settings_.boardSize, settings_.timeControl());
    controller_->setAi(Color::Black, wanted.blackIsAi);
    controller_->setAi(Color::White, wanted.whiteIsAi);
    settings_ = wanted;
    storeSettings();
    updateView();
}

void MainWindow::storeSettings() {
    QSettings store;
    QString error;
    if (!settings_.save(store, &error)) showStatus(error);
}

void MainWindow::storeGame() {
    QString error;
    const SavedGame saved{
        controller_->game(),  controller_->isAi(Color::Black), controller_->isAi(Color::White),
        controller_->clock(), evaluations_->store(),           {}};
    if (!autosave_.store(saved, &error)) {
        showStatus(tr("The game could not be saved: %1").arg(error));
    }
}

void MainWindow::restoreGame(QStringList& problems) {
    QString problem;
    std::optional<SavedGame> saved = autosave_.restore(&problem);
    if (!problem.isEmpty()) problems << problem;
    if (!saved) return;
    controller_->setAi(Color::Black, saved->blackIsAi);
    controller_->setAi(Color::White, saved->whiteIsAi);
    evaluations_->store() = saved->analyses;
    if (!saved->analysisProblem.empty()) {
        problems << tr("The saved game's analysis was damaged and is left out: %1")
                        .arg(QString::fromStdString(saved->analysisProblem));
    }
    controller_->setGame(saved->game, saved->clock);
}

}  // namespace hasami
