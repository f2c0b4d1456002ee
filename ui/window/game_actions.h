// SPDX-License-Identifier: GPL-3.0-or-later
// Everything a person can ask of the window, as actions with their names, shortcuts and
// places in the menus and on the tool bar. What each one does is wired by MainWindow.
#pragma once

#include <utility>
#include <vector>

#include <QObject>

#include "ui/analysis/book_work.h"

class QAction;
class QMainWindow;
class QMenu;

namespace hasami {

class Coach;

class GameActions : public QObject {
    Q_OBJECT

public:
    // The actions belong to `window` (findChild finds them by their object names).
    explicit GameActions(QMainWindow* window);

    // Fills the window's menu bar (Game with each coach's entries, Edit, View with
    // `extraViewActions`, Help) and adds the tool bar.
    void addMenusAndToolBar(QMainWindow* window, const QList<QAction*>& extraViewActions,
                            const QList<Coach*>& coaches);

    QAction* newGame;
    QAction* open;
    QMenu* recent;  // Open Recent, filled by RecentFiles (ui/window/recent_files.h)
    QAction* save;
    QAction* saveGame;  // Save Game As…
    QAction* savePosition;
    QAction* copyGame;
    QAction* copyGameAsGgf;
    QAction* copyPosition;
    QAction* paste;
    QAction* setUpPosition;
    QAction* promoteOneStep;    // the variation shown one place up
    QAction* promoteVariation;  // the line shown made the main line
    QAction* deleteVariation;
    QAction* deleteMovesAfter;
    QAction* copyLine;  // the moves up to the one shown
    QAction* comment;
    QAction* gameInfo;
    // Edit > Transform: each action with the symmetry it turns the game by
    // (engine/board/symmetry.h), and the turn that makes the first move f5.
    std::vector<std::pair<QAction*, int>> transforms;
    QAction* normaliseToF5;
    QAction* undo;
    QAction* redo;
    QAction* hint;
    QAction* analyzeGame;
    QAction* gameReport;  // the review's report of the game shown
    QAction* progress;    // the person's accuracy over their reviewed games
    // Game > Opening Book: Learn This Game, a book file imported into one's own, the book in
    // use exported, an earlier version of one's own restored (ui/analysis/book_work.h).
    QAction* learnGame;
    QAction* importBook;
    QAction* exportBook;
    QAction* bookVersions;
    BookWork::Actions bookActions() const {
        return {learnGame, importBook, exportBook, bookVersions};
    }
    QAction* showEvaluations;
    QAction* flipBoard;  // the board seen from White's side
    // Edit > Board Picture (ui/window/board_pictures.h).
    QAction* copyBoardPicture;
    QAction* saveBoardPicture;
    QAction* pictureValues;  // the pictures show the values shown on the board
    QAction* sound;
    QAction* moveNow;
    QAction* pause;
    QAction* blackAi;
    QAction* whiteAi;
    QAction* settings;
    QAction* quit;
    QAction* rules;
    QAction* about;

private:
    // The board's turns and mirrors, Flip Board and the board pictures' actions.
    void createBoardActions(QMainWindow* window);
};

}  // namespace hasami
