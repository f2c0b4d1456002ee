// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/game_actions.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QToolBar>

#include "ui/window/coach.h"
#include "ui/window/menu_action.h"

namespace hasami {

GameActions::GameActions(QMainWindow* window)
    : QObject(window),
      newGame(makeAction(window, tr("&New Game"), "newAction", QKeySequence::New)),
      open(makeAction(window, tr("&Open\u2026"), "openAction", QKeySequence::Open)),
      recent(new QMenu(tr("Open &Recent"), window)),
      save(makeAction(window, tr("&Save"), "saveAction", QKeySequence::Save)),
      saveGame(
          makeAction(window, tr("Save Game &As\u2026"), "saveAsAction", control(Qt::Key_S, true))),
      savePosition(makeAction(window, tr("Save &Position As\u2026"), "savePositionAction")),
      copyGame(makeAction(window, tr("&Copy Game"), "copyTranscriptAction", QKeySequence::Copy)),
      copyGameAsGgf(makeAction(window, tr("Copy Game as &GGF"), "copyGgfAction")),
      copyPosition(
          makeAction(window, tr("Copy P&osition"), "copyPositionAction", control(Qt::Key_C, true))),
      paste(makeAction(window, tr("&Paste Game or Position"), "pasteAction", QKeySequence::Paste)),
      setUpPosition(makeAction(window, tr("Set &Up Position\u2026"), "setUpPositionAction",
                               control(Qt::Key_E, true))),
      promoteOneStep(makeAction(window, tr("Mo&ve Variation Up"), "promoteOneStepAction",
                                control(Qt::Key_Up, true))),
      promoteVariation(makeAction(window, tr("Pro&mote Variation to Main Line"),
                                  "promoteVariationAction", control(Qt::Key_P, true))),
      deleteVariation(makeAction(window, tr("&Delete Variation\u2026"), "deleteVariationAction",
                                 control(Qt::Key_Delete))),
      deleteMovesAfter(makeAction(window, tr("Delete Moves &After This One\u2026"),
                                  "deleteMovesAfterAction",
                                  QKeySequence(Qt::SHIFT | Qt::Key_Delete))),
      copyLine(makeAction(window, tr("Copy &Line up to This Move"), "copyLineAction",
                          control(Qt::Key_L, true))),
      comment(makeAction(window, tr("Comme&nt\u2026"), "commentAction", control(Qt::Key_K))),
      gameInfo(makeAction(window, tr("Game &Info\u2026"), "gameInfoAction", control(Qt::Key_I))),
      undo(makeAction(window, tr("&Undo"), "undoAction", QKeySequence::Undo)),
      redo(makeAction(window, tr("&Redo"), "redoAction", control(Qt::Key_Z, true))),
      hint(makeAction(window, tr("&Hint"), "hintAction", QKeySequence(Qt::Key_H))),
      analyzeGame(
          makeAction(window, tr("&Analyze Game"), "analyzeGameAction", control(Qt::Key_A, true))),
      gameReport(makeAction(window, tr("Game &Report\u2026"), "gameReportAction",
                            control(Qt::Key_G, true))),
      progress(makeAction(window, tr("My &Progress\u2026"), "progressAction")),
      learnGame(makeAction(window, tr("&Learn This Game"), "learnGameAction")),
      importBook(makeAction(window, tr("&Import into My Book\u2026"), "importBookAction")),
      exportBook(makeAction(window, tr("&Export the Book\u2026"), "exportBookAction")),
      bookVersions(
          makeAction(window, tr("Earlier &Versions of My Book\u2026"), "bookVersionsAction")),
      showEvaluations(makeAction(window, tr("Show &Evaluations"), "showEvaluationsAction",
                                 control(Qt::Key_E), true)),
      sound(makeAction(window, tr("&Sound"), "soundAction", {}, true)),
      moveNow(makeAction(window, tr("&Move Now"), "moveNowAction", control(Qt::Key_M))),
      pause(makeAction(window, tr("&Pause"), "pauseAction", QKeySequence(Qt::Key_P), true)),
      blackAi(makeAction(window, tr("&Black: AI"), "blackAiAction", control(Qt::Key_B), true)),
      whiteAi(makeAction(window, tr("&White: AI"), "whiteAiAction", control(Qt::Key_W), true)),
      settings(makeAction(window, tr("&Settings\u2026"), "settingsAction", control(Qt::Key_Comma))),
      quit(makeAction(window, tr("&Quit"), "quitAction", control(Qt::Key_Q))),
      rules(makeAction(window, tr("&How to Play"), "rulesAction", QKeySequence::HelpContents)),
      about(makeAction(window, tr("&About Hasami"), "aboutAction")) {
    createBoardActions(window);
    blackAi->setToolTip(tr("The computer plays Black"));
    whiteAi->setToolTip(tr("The computer plays White"));
}

void GameActions::createBoardActions(QMainWindow* window) {
    const std::pair<QString, const char*> turns[] = {
        {tr("Rotate &Right"), "rotateRightAction"},
        {tr("Rotate &Half Turn"), "rotateHalfAction"},
        {tr("Rotate &Left"), "rotateLeftAction"},
        {tr("Mirror Left to R&ight"), "mirrorColumnsAction"},
        {tr("Mirror &Top to Bottom"), "mirrorRowsAction"},
        {tr("Mirror on the a1\u2013h8 &Diagonal"), "mirrorDiagonalAction"},
        {tr("Mirror on the a8\u2013h1 Di&agonal"), "mirrorAntiDiagonalAction"},
    };
    for (int symmetry = 1; symmetry <= int(std::size(turns)); ++symmetry) {
        const auto& [text, name] = turns[symmetry - 1];
        transforms.emplace_back(makeAction(window, text, name), symmetry);
    }
    normaliseToF5 = makeAction(window, tr("&Normalise to f5"), "normaliseToF5Action");
    flipBoard =
        makeAction(window, tr("&Flip Board"), "flipBoardAction", control(Qt::Key_F, true), true);
    flipBoard->setToolTip(tr("Shows the board from White's side"));
    copyBoardPicture = makeAction(window, tr("&Copy Picture"), "copyBoardPictureAction",
                                  QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_C));
    saveBoardPicture = makeAction(window, tr("&Save Picture As\u2026"), "saveBoardPictureAction");
    pictureValues = makeAction(window, tr("With the &Values"), "pictureValuesAction", {}, true);
}

void GameActions::addMenusAndToolBar(QMainWindow* window, const QList<QAction*>& extraViewActions,
                                     const QList<Coach*>& coaches) {
    QMenu* game = window->menuBar()->addMenu(tr("&Game"));
    game->addActions({newGame, open});
    recent->setObjectName(QStringLiteral("recentMenu"));
    game->addMenu(recent);
    game->addActions({save, saveGame, savePosition, gameInfo});
    game->addSeparator();
    game->addActions({undo, redo});
    game->addSeparator();
    game->addActions({hint, moveNow, pause});
    game->addSeparator();
    game->addActions({analyzeGame, gameReport, progress});
    QMenu* bookMenu = game->addMenu(tr("Opening &Book"));
    bookMenu->setObjectName(QStringLiteral("bookMenu"));
    bookMenu->addActions({learnGame, importBook, exportBook, bookVersions});
    for (const Coach* coach : coaches) coach->addToMenu(game);
    game->addSeparator();
    game->addActions({blackAi, whiteAi});
    game->addSeparator();
    game->addAction(settings);
    game->addSeparator();
    game->addAction(quit);

    QMenu* edit = window->menuBar()->addMenu(tr("&Edit"));
    edit->addActions({copyGame, copyGameAsGgf, copyPosition, paste});
    edit->addSeparator();
    edit->addActions({comment, copyLine});
    edit->addSeparator();
    edit->addActions({promoteOneStep, promoteVariation, deleteVariation, deleteMovesAfter});
    QMenu* transform = edit->addMenu(tr("&Transform"));
    for (const auto& [action, symmetry] : transforms) transform->addAction(action);
    transform->addSeparator();
    transform->addAction(normaliseToF5);
    QMenu* picture = edit->addMenu(tr("&Board Picture"));
    picture->setObjectName(QStringLiteral("boardPictureMenu"));
    picture->addActions({copyBoardPicture, saveBoardPicture});
    picture->addSeparator();
    picture->addAction(pictureValues);
    edit->addSeparator();
    edit->addAction(setUpPosition);

    QMenu* view = window->menuBar()->addMenu(tr("&View"));
    view->addAction(showEvaluations);
    view->addAction(flipBoard);
    view->addAction(sound);
    view->addSeparator();
    view->addActions(extraViewActions);

    QMenu* help = window->menuBar()->addMenu(tr("&Help"));
    help->addActions({rules, about});

    QToolBar* tools = window->addToolBar(tr("Game"));
    tools->setObjectName(QStringLiteral("gameToolBar"));
    tools->setToolButtonStyle(Qt::ToolButtonTextOnly);
    tools->addActions({newGame, undo, redo, hint, moveNow, pause});
    tools->addSeparator();
    tools->addActions({blackAi, whiteAi});
    // A tool button shows its name without the menu's mnemonic: languages that write it apart,
    // as "新規対局(&N)", would show "(N)" on the button.
    static const QRegularExpression mnemonic(QStringLiteral("\\(&.\\)$"));
    for (QAction* action : tools->actions()) {
        QString text = action->text();
        text.remove(mnemonic);
        action->setIconText(text.remove(QLatin1Char('&')));
    }
}

}  // namespace hasami
