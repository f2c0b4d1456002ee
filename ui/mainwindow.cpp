#include "mainwindow.h"

#include <QApplication>
#include <QClipboard>
#include <QDockWidget>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QToolBar>
#include <QVBoxLayout>

#include <QFileInfo>

#include "boardwidget.h"
#include "gamecontroller.h"
#include "notation.h"
#include "settingsdialog.h"

namespace hasami {

namespace {

constexpr int kStatusMilliseconds = 6000;
constexpr qint64 kMaxGameFileBytes = 1 << 20;

QString colorText(Color color) {
    return color == Color::Black ? MainWindow::tr("Black") : MainWindow::tr("White");
}

QString moveText(Square move) {
    return move == kPass ? MainWindow::tr("pass") : QString::fromStdString(squareName(move));
}

SearchLimits limitsFrom(const Settings& settings) {
    SearchLimits limits;
    limits.depth = settings.depth;
    limits.time = std::chrono::seconds(settings.moveSeconds);
    return limits;
}

}  // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), controller_(new GameController(this)), board_(new BoardWidget) {
    QSettings store;
    QStringList problems;
    settings_ = Settings::load(store, &problems);
    confirm_ = [this](const QString& question) {
        return QMessageBox::question(this, tr("Hasami"), question) == QMessageBox::Yes;
    };
    warn_ = [this](const QString& message) { QMessageBox::warning(this, tr("Hasami"), message); };

    createActions();
    createLayout();
    connectController();

    controller_->setSearchLimits(limitsFrom(settings_));
    controller_->setAiDelay(settings_.aiDelayMs);
    board_->setShowLegalMoves(settings_.showLegalMoves);
    board_->setAnimated(settings_.animate);
    controller_->newGame(settings_.boardSize);
    controller_->setAi(Color::Black, settings_.blackIsAi);
    controller_->setAi(Color::White, settings_.whiteIsAi);
    restoreGame(problems);
    blackAiAction_->setChecked(controller_->isAi(Color::Black));
    whiteAiAction_->setChecked(controller_->isAi(Color::White));
    // From here on every change of the game is kept on disk at once.
    connect(controller_, &GameController::positionChanged, this, &MainWindow::storeGame);
    connect(controller_, &GameController::aiChanged, this, &MainWindow::storeGame);
    storeGame();
    // Problems found on the way are shown without stopping the start with a dialog.
    if (!problems.isEmpty()) {
        statusBar()->showMessage(problems.join(QLatin1Char(' ')), 4 * kStatusMilliseconds);
    }
    board_->setFocus();
    resize(820, 720);
}

MainWindow::~MainWindow() {
    // The controller, a child, stops its search when it is destroyed after this window: its
    // last signals must not reach a window that is no longer there (everything is saved).
    controller_->blockSignals(true);
}

void MainWindow::createActions() {
    auto make = [this](const QString& text, const QString& name, QKeySequence shortcut = {}) {
        auto* action = new QAction(text, this);
        action->setObjectName(name);
        action->setShortcut(shortcut);
        return action;
    };
    newAction_ = make(tr("&New Game"), QStringLiteral("newAction"), QKeySequence::New);
    openAction_ = make(tr("&Open\u2026"), QStringLiteral("openAction"), QKeySequence::Open);
    saveAction_ = make(tr("&Save Game As\u2026"), QStringLiteral("saveAction"), QKeySequence::Save);
    savePositionAction_ = make(tr("Save &Position As\u2026"), QStringLiteral("savePositionAction"));
    copyTranscriptAction_ =
        make(tr("&Copy Game"), QStringLiteral("copyTranscriptAction"), QKeySequence::Copy);
    copyPositionAction_ = make(tr("Copy P&osition"), QStringLiteral("copyPositionAction"),
                               QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    pasteAction_ =
        make(tr("&Paste Game or Position"), QStringLiteral("pasteAction"), QKeySequence::Paste);
    undoAction_ = make(tr("&Undo"), QStringLiteral("undoAction"), QKeySequence::Undo);
    redoAction_ = make(tr("&Redo"), QStringLiteral("redoAction"),
                       QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
    hintAction_ = make(tr("&Hint"), QStringLiteral("hintAction"), QKeySequence(Qt::Key_H));
    moveNowAction_ =
        make(tr("&Move Now"), QStringLiteral("moveNowAction"), QKeySequence(Qt::CTRL | Qt::Key_M));
    pauseAction_ = make(tr("&Pause"), QStringLiteral("pauseAction"), QKeySequence(Qt::Key_P));
    pauseAction_->setCheckable(true);
    blackAiAction_ =
        make(tr("&Black: AI"), QStringLiteral("blackAiAction"), QKeySequence(Qt::CTRL | Qt::Key_B));
    blackAiAction_->setCheckable(true);
    blackAiAction_->setToolTip(tr("The computer plays Black"));
    whiteAiAction_ =
        make(tr("&White: AI"), QStringLiteral("whiteAiAction"), QKeySequence(Qt::CTRL | Qt::Key_W));
    whiteAiAction_->setCheckable(true);
    whiteAiAction_->setToolTip(tr("The computer plays White"));
    settingsAction_ = make(tr("&Settings\u2026"), QStringLiteral("settingsAction"),
                           QKeySequence(Qt::CTRL | Qt::Key_Comma));

    connect(newAction_, &QAction::triggered, this,
            [this] { controller_->newGame(settings_.boardSize); });
    connect(undoAction_, &QAction::triggered, controller_, &GameController::undo);
    connect(redoAction_, &QAction::triggered, controller_, &GameController::redo);
    connect(hintAction_, &QAction::triggered, controller_, &GameController::requestHint);
    connect(moveNowAction_, &QAction::triggered, controller_, &GameController::moveNow);
    connect(pauseAction_, &QAction::toggled, controller_, &GameController::setPaused);
    connect(blackAiAction_, &QAction::toggled, this,
            [this](bool ai) { controller_->setAi(Color::Black, ai); });
    connect(whiteAiAction_, &QAction::toggled, this,
            [this](bool ai) { controller_->setAi(Color::White, ai); });
    connect(settingsAction_, &QAction::triggered, this, &MainWindow::showSettings);
    connect(openAction_, &QAction::triggered, this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Open Game or Position"), QString(),
                                         tr("Games and positions (*.txt *.obf);;All files (*)"));
        if (!path.isEmpty()) openFile(path);
    });
    connect(saveAction_, &QAction::triggered, this, [this] {
        const QString path =
            QFileDialog::getSaveFileName(this, tr("Save Game"), QString(), tr("Games (*.txt)"));
        if (!path.isEmpty()) saveGame(path);
    });
    connect(savePositionAction_, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save Position"), QString(),
                                                          tr("Positions (*.obf)"));
        if (!path.isEmpty()) savePosition(path);
    });
    connect(copyTranscriptAction_, &QAction::triggered, this, &MainWindow::copyTranscript);
    connect(copyPositionAction_, &QAction::triggered, this, &MainWindow::copyPosition);
    connect(pasteAction_, &QAction::triggered, this, &MainWindow::paste);

    QMenu* game = menuBar()->addMenu(tr("&Game"));
    game->addActions({newAction_, openAction_, saveAction_, savePositionAction_});
    game->addSeparator();
    game->addActions({undoAction_, redoAction_});
    game->addSeparator();
    game->addActions({hintAction_, moveNowAction_, pauseAction_});
    game->addSeparator();
    game->addActions({blackAiAction_, whiteAiAction_});
    game->addSeparator();
    game->addAction(settingsAction_);
    game->addSeparator();
    QAction* quit = game->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addActions({copyTranscriptAction_, copyPositionAction_, pasteAction_});

    QToolBar* tools = addToolBar(tr("Game"));
    tools->setObjectName(QStringLiteral("gameToolBar"));
    tools->setToolButtonStyle(Qt::ToolButtonTextOnly);
    tools->addActions(
        {newAction_, undoAction_, redoAction_, hintAction_, moveNowAction_, pauseAction_});
    tools->addSeparator();
    tools->addActions({blackAiAction_, whiteAiAction_});
}

void MainWindow::createLayout() {
    blackScore_ = new QLabel;
    whiteScore_ = new QLabel;
    turn_ = new QLabel;
    blackScore_->setObjectName(QStringLiteral("blackScore"));
    whiteScore_->setObjectName(QStringLiteral("whiteScore"));
    turn_->setObjectName(QStringLiteral("turn"));
    turn_->setAlignment(Qt::AlignCenter);
    turn_->setWordWrap(true);
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    for (QLabel* label : {blackScore_, whiteScore_}) label->setFont(big);
    whiteScore_->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    QFont turnFont = font();
    turnFont.setPointSizeF(turnFont.pointSizeF() * 1.15);
    turn_->setFont(turnFont);

    auto* scores = new QHBoxLayout;
    scores->addWidget(blackScore_);
    scores->addWidget(turn_, 1);
    scores->addWidget(whiteScore_);
    auto* central = new QWidget;
    auto* layout = new QVBoxLayout(central);
    layout->addLayout(scores);
    layout->addWidget(board_, 1);
    setCentralWidget(central);

    moveList_ = new QListWidget;
    moveList_->setObjectName(QStringLiteral("moveList"));
    moveList_->setAccessibleName(tr("Moves"));
    auto* dock = new QDockWidget(tr("Moves"), this);
    dock->setObjectName(QStringLiteral("moveDock"));
    dock->setWidget(moveList_);
    addDockWidget(Qt::RightDockWidgetArea, dock);
    resizeDocks({dock}, {fontMetrics().horizontalAdvance(QStringLiteral("000. \u25cf pass")) * 2},
                Qt::Horizontal);
    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(dock->toggleViewAction());
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Rules of Reversi"), this, &MainWindow::showRules);
    help->addAction(tr("&About Hasami"), this, &MainWindow::showAbout);
    connect(moveList_, &QListWidget::itemActivated, this,
            [this](QListWidgetItem* item) { controller_->goToPly(moveList_->row(item)); });
    connect(moveList_, &QListWidget::itemClicked, this,
            [this](QListWidgetItem* item) { controller_->goToPly(moveList_->row(item)); });

    engineStatus_ = new QLabel;
    engineStatus_->setObjectName(QStringLiteral("engineStatus"));
    statusBar()->addPermanentWidget(engineStatus_);
}

void MainWindow::connectController() {
    connect(board_, &BoardWidget::squareActivated, controller_, &GameController::playSquare);
    connect(controller_, &GameController::positionChanged, this, &MainWindow::updateView);
    connect(controller_, &GameController::movePlayed, board_,
            [this](Square move, const Position& before) { board_->animateMove(before, move); });
    for (auto signal : {&GameController::moveRejected, &GameController::engineFailed}) {
        connect(controller_, signal, this, [this](const QString& reason) {
            statusBar()->showMessage(reason, kStatusMilliseconds);
        });
    }
    connect(controller_, &GameController::passed, this, [this](Color color) {
        statusBar()->showMessage(tr("%1 has no legal move and passes.").arg(colorText(color)),
                                 kStatusMilliseconds);
    });
    connect(controller_, &GameController::gameOver, this, [this](int blackScore) {
        statusBar()->showMessage(resultText(blackScore), kStatusMilliseconds);
    });
    connect(controller_, &GameController::aiChanged, this, [this](Color color, bool ai) {
        QAction* action = color == Color::Black ? blackAiAction_ : whiteAiAction_;
        const QSignalBlocker blocker(action);
        action->setChecked(ai);
        (color == Color::Black ? settings_.blackIsAi : settings_.whiteIsAi) = ai;
        storeSettings();
        updateView();
    });
    connect(controller_, &GameController::pausedChanged, this, [this](bool paused) {
        const QSignalBlocker blocker(pauseAction_);
        pauseAction_->setChecked(paused);
        updateView();
    });
    connect(controller_, &GameController::thinkingChanged, this, [this](bool thinking) {
        engineStatus_->setText(thinking ? tr("Thinking\u2026") : QString());
        updateView();
    });
    connect(controller_, &GameController::engineProgress, this, &MainWindow::showProgress);
    connect(controller_, &GameController::hintChanged, this, [this](Square square) {
        board_->setHint(square);
        if (square != kNoSquare) {
            statusBar()->showMessage(tr("Hint: %1").arg(moveText(square)), kStatusMilliseconds);
        }
    });
}

QString MainWindow::resultText(int blackScore) const {
    const Position& position = controller_->position();
    const int black = position.discCount(Color::Black);
    const int white = position.discCount(Color::White);
    if (blackScore == 0) return tr("Draw, %1\u2013%2.").arg(black).arg(white);
    const Color winner = blackScore > 0 ? Color::Black : Color::White;
    return tr("%1 wins by %2 (%3\u2013%4).")
        .arg(colorText(winner))
        .arg(std::abs(blackScore))
        .arg(std::max(black, white))
        .arg(std::min(black, white));
}

void MainWindow::updateView() {
    const Game& game = controller_->game();
    const Position& position = game.position();
    const Bitboard playable = controller_->isHumanTurn() ? position.legalMoves() : 0;
    board_->setPosition(position, game.lastMove(), playable);

    blackScore_->setText(tr("\u25cf Black %1").arg(position.discCount(Color::Black)));
    whiteScore_->setText(tr("White %1 \u25cb").arg(position.discCount(Color::White)));
    QString state;
    if (position.isGameOver()) {
        state = resultText(game.scoreFor(Color::Black));
    } else {
        const Color side = position.sideToMove();
        state = tr("%1 to move").arg(colorText(side));
        if (game.lastMove() == kPass) {
            state = tr("%1 had to pass. %2").arg(colorText(opposite(side)), state);
        }
        if (controller_->isThinking()) {
            state += tr(" (computer thinking)");
        } else if (controller_->isPaused() && controller_->isAi(side)) {
            state += tr(" (paused)");
        }
    }
    turn_->setText(state);
    setWindowTitle(tr("Hasami \u2014 %1").arg(state));

    undoAction_->setEnabled(game.canUndo());
    redoAction_->setEnabled(game.canRedo());
    hintAction_->setEnabled(controller_->isHumanTurn());
    moveNowAction_->setEnabled(controller_->isThinking());
    updateMoveList();
}

void MainWindow::updateMoveList() {
    const Game& game = controller_->game();
    const QSignalBlocker blocker(moveList_);
    moveList_->clear();
    moveList_->addItem(tr("Start"));
    Position position = game.start();
    for (int i = 0; i < game.length(); ++i) {
        const Square move = game.moves()[i];
        moveList_->addItem(tr("%1. %2 %3")
                               .arg(i + 1)
                               .arg(position.sideToMove() == Color::Black
                                        ? QStringLiteral("\u25cf")
                                        : QStringLiteral("\u25cb"))
                               .arg(moveText(move)));
        position = game.positionAt(i + 1);
    }
    moveList_->setCurrentRow(game.ply());
}

void MainWindow::showProgress(const SearchInfo& info) {
    QStringList line;
    for (std::size_t i = 0; i < info.principalVariation.size() && i < 8; ++i) {
        line << moveText(info.principalVariation[i]);
    }
    const QString depth = info.exact ? tr("exact") : tr("depth %1").arg(info.depth);
    engineStatus_->setText(tr("Thinking\u2026 %1, score %2, %3")
                               .arg(depth)
                               .arg(info.score > 0 ? QStringLiteral("+%1").arg(info.score)
                                                   : QString::number(info.score))
                               .arg(line.join(QLatin1Char(' '))));
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
    controller_->setSearchLimits(limitsFrom(settings));
    controller_->setAiDelay(settings.aiDelayMs);
    board_->setShowLegalMoves(settings.showLegalMoves);
    board_->setAnimated(settings.animate);
    controller_->setAi(Color::Black, settings.blackIsAi);
    controller_->setAi(Color::White, settings.whiteIsAi);
    if (startNew) controller_->newGame(settings.boardSize);
    storeSettings();
    updateView();
}

void MainWindow::storeSettings() {
    QSettings store;
    QString error;
    if (!settings_.save(store, &error)) statusBar()->showMessage(error, kStatusMilliseconds);
}

bool MainWindow::loadGameText(const QString& text, const QString& source) {
    const Parsed<Game> game = parseGameRecord(text.toStdString());
    if (!game) {
        warn_(tr("%1 is not a game or a position Hasami can read: %2")
                  .arg(source, QString::fromStdString(game.error())));
        return false;
    }
    controller_->setGame(*game);
    statusBar()->showMessage(tr("Opened %1.").arg(source), kStatusMilliseconds);
    return true;
}

bool MainWindow::openFile(const QString& path) {
    QString error;
    const std::optional<QString> text = readTextFile(path, kMaxGameFileBytes, &error);
    if (!text) {
        warn_(error);
        return false;
    }
    return loadGameText(*text, QFileInfo(path).fileName());
}

bool MainWindow::saveGame(const QString& path) {
    QString error;
    const QString text = QString::fromStdString(formatGameRecord(controller_->game()));
    if (!writeTextFile(path, text, &error)) {
        warn_(error);
        return false;
    }
    statusBar()->showMessage(tr("Saved the game to %1.").arg(path), kStatusMilliseconds);
    return true;
}

bool MainWindow::savePosition(const QString& path) {
    QString error;
    const QString text =
        QString::fromStdString(formatPosition(controller_->position())) + QLatin1Char('\n');
    if (!writeTextFile(path, text, &error)) {
        warn_(error);
        return false;
    }
    statusBar()->showMessage(tr("Saved the position to %1.").arg(path), kStatusMilliseconds);
    return true;
}

void MainWindow::copyTranscript() {
    QGuiApplication::clipboard()->setText(
        QString::fromStdString(formatGameRecord(controller_->game())).trimmed());
    statusBar()->showMessage(tr("Copied the game."), kStatusMilliseconds);
}

void MainWindow::copyPosition() {
    QGuiApplication::clipboard()->setText(
        QString::fromStdString(formatPosition(controller_->position())));
    statusBar()->showMessage(tr("Copied the position."), kStatusMilliseconds);
}

bool MainWindow::paste() {
    return loadGameText(QGuiApplication::clipboard()->text(), tr("The clipboard"));
}

void MainWindow::storeGame() {
    QString error;
    const SavedGame saved{controller_->game(), controller_->isAi(Color::Black),
                          controller_->isAi(Color::White)};
    if (!autosave_.store(saved, &error)) {
        statusBar()->showMessage(tr("The game could not be saved: %1").arg(error),
                                 kStatusMilliseconds);
    }
}

void MainWindow::restoreGame(QStringList& problems) {
    QString problem;
    std::optional<SavedGame> saved = autosave_.restore(&problem);
    if (!problem.isEmpty()) problems << problem;
    if (!saved) return;
    controller_->setAi(Color::Black, saved->blackIsAi);
    controller_->setAi(Color::White, saved->whiteIsAi);
    controller_->setGame(saved->game);
}

void MainWindow::showRules() {
    QMessageBox::information(
        this, tr("Rules of Reversi"),
        tr("<p>Black and White take turns placing a disc of their colour on an empty "
           "square. Black moves first.</p>"
           "<p>A move must <b>bracket</b> one or more of the opponent's discs: they lie in a "
           "straight line (across, down or diagonally) between the new disc and another disc "
           "of the mover's colour, with no empty square between. Every bracketed disc is "
           "flipped to the mover's colour.</p>"
           "<p>A player who cannot move must <b>pass</b>; Hasami passes for you. When neither "
           "player can move, the game ends and the player with more discs wins. Empty squares "
           "are counted for the winner.</p>"
           "<p>Corners can never be flipped: they are worth a lot. The squares next to an empty "
           "corner often give it away.</p>"));
}

void MainWindow::showAbout() {
    QMessageBox::about(this, tr("About Hasami"),
                       tr("<h3>Hasami %1</h3><p>Reversi (Othello) for the desktop, with a "
                          "strong engine: alpha-beta search with an exact endgame "
                          "solver.</p><p>Games are saved as you play and restored when "
                          "Hasami starts again.</p>")
                           .arg(QCoreApplication::applicationVersion()));
}

}  // namespace hasami
