// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/window_dialogs.h"

#include <QAction>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>

#include "engine/game/game_report.h"
#include "session/analysis_scheduler.h"
#include "session/database_library.h"
#include "session/game_session.h"
#include "session/modes/game_shelf.h"
#include "session/modes/play_mode.h"
#include "session/session.h"
#include "ui/board/board_painter.h"
#include "ui/dialogs/game_info_dialog.h"
#include "ui/dialogs/game_report_dialog.h"
#include "ui/dialogs/how_to_play.h"
#include "ui/dialogs/new_game_dialog.h"
#include "ui/dialogs/progress_dialog.h"
#include "ui/dialogs/settings_dialog.h"
#include "ui/dialogs/setup_dialog.h"
#include "ui/window/game_actions.h"
#include "ui/window/game_files.h"
#include "ui/window/tip_bar.h"

namespace hasami {

WindowDialogs::WindowDialogs(Session& session, GameFiles& files, TipBar* tip, QWidget* window)
    : QObject(window), session_(session), files_(files), tip_(tip), window_(window) {
    tip_->text()->setText(
        tr("New to Reversi? <b>How to Play</b> (F1, in the Help menu) explains the rules in a "
           "minute, with pictures."));
    connect(tip_->addButton(tr("How to Play"), QStringLiteral("howToPlayTipButton")),
            &QPushButton::clicked, this, &WindowDialogs::showHowToPlay);
    // A review ended whole: its report.
    connect(&session_.analysis(), &AnalysisScheduler::reviewFinished, this, [this](bool complete) {
        if (complete && reportWanted_) showGameReport();
        reportWanted_ = false;
    });
}

void WindowDialogs::connectActions(const GameActions& actions) const {
    connect(actions.newGame, &QAction::triggered, this, &WindowDialogs::showNewGame);
    connect(actions.settings, &QAction::triggered, this, &WindowDialogs::showSettings);
    connect(actions.setUpPosition, &QAction::triggered, this, &WindowDialogs::showSetUp);
    connect(actions.gameInfo, &QAction::triggered, this, &WindowDialogs::showGameInfo);
    connect(actions.gameReport, &QAction::triggered, this, &WindowDialogs::showGameReport);
    connect(actions.analyzeGame, &QAction::triggered, this, [this] { reportWanted_ = true; });
    connect(actions.progress, &QAction::triggered, this, &WindowDialogs::showProgress);
    connect(actions.rules, &QAction::triggered, this, &WindowDialogs::showHowToPlay);
}

void WindowDialogs::showHowToPlay() {
    tip_->hide();
    auto* dialog = window_->findChild<HowToPlayDialog*>();
    if (!dialog) {
        const Settings& settings = session_.settings();
        dialog = new HowToPlayDialog(BoardStyle::of(settings.theme, settings.colourSafe), window_);
    }
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
}

void WindowDialogs::showSetUp() {
    SetupDialog dialog(session_.game().position(), window_);
    if (dialog.exec() != QDialog::Accepted) return;
    const Position start = dialog.position();
    if (!files_.replaceGame([&] { session_.startFrom(start); })) return;
    // A finished position's result, shown by the game's end, says more than this.
    if (!start.isGameOver()) emit done(tr("A new game starts from the position set up."));
}

void WindowDialogs::showGameInfo() {
    const Game& game = session_.game().game();
    const int size = game.start().size();
    GameInfoDialog dialog(game.details(), GameInfoDialog::boardResult(game), size * size, window_);
    if (dialog.exec() == QDialog::Accepted) {
        session_.act([this, details = dialog.details()] { session_.game().setDetails(details); });
    }
}

void WindowDialogs::showGameReport() {
    const Game& game = session_.game().game();
    const GameReport report = reportGame(game, session_.analysis().reviewedLine());
    delete window_->findChild<GameReportDialog*>();
    if (report.black.moves + report.white.moves == 0) {
        auto* box = new QMessageBox(
            QMessageBox::Question, tr("Game Report"),
            tr("The game shown is not reviewed yet. Review it now? Its report opens when the "
               "review ends."),
            QMessageBox::Yes | QMessageBox::No, window_);
        box->setObjectName(QStringLiteral("reportNotReviewed"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        connect(box->button(QMessageBox::Yes), &QPushButton::clicked, this, [this] {
            reportWanted_ = true;
            session_.analysis().startReview();
        });
        box->open();
        return;
    }
    auto* dialog = new GameReportDialog(game, report, window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void WindowDialogs::showProgress() {
    delete window_->findChild<ProgressDialog*>();
    auto* dialog = new ProgressDialog(
        reviewedGamesIn(session_.database().myGamesFolder(), session_.settings().playerName),
        window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void WindowDialogs::showSettings() {
    // Who plays is shown for the person's game, also while a mode has it aside.
    Settings shown = session_.settings();
    if (const GameShelf& shelf = session_.shelf(); shelf.holdsGame()) {
        shown.blackIsAi = shelf.isComputer(Color::Black);
        shown.whiteIsAi = shelf.isComputer(Color::White);
    }
    SettingsDialog dialog(shown, window_);
    dialog.setEngineQueue(&session_.engine());
    if (dialog.exec() == QDialog::Accepted) applySettings(dialog.settings());
}

void WindowDialogs::applySettings(const Settings& wanted) {
    Settings settings = wanted;
    // Another board size replaces the game, as Open and New Game do: the game whole again
    // (a mode ended), and its changes saved, discarded, or the size left as it was.
    // The person's game is the one a mode has set aside, if any: its size is the one compared,
    // and the question (Save, Discard, Cancel) is asked of it, the mode ended first.
    const GameShelf& shelf = session_.shelf();
    const int size = (shelf.holdsGame() ? shelf.game() : session_.game().game()).start().size();
    // How to Play's pictures are drawn again in the new style.
    delete window_->findChild<HowToPlayDialog*>();
    if (settings.boardSize != size &&
        files_.replaceGame([&] { session_.applySettings(settings); })) {
        return;
    }
    settings.boardSize = size;
    session_.applySettings(settings);
}

void WindowDialogs::showNewGame() {
    NewGameDialog dialog(session_.settings(), window_);
    if (dialog.exec() == QDialog::Accepted &&
        files_.replaceGame([&] { session_.startNewGame(dialog.settings()); })) {
        // The new game's board takes the keyboard (the window's focus is the board's), once the
        // dialog has handed the window its focus back.
        QTimer::singleShot(0, window_, [window = window_] { window->setFocus(); });
    }
}

}  // namespace hasami
