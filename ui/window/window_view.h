// SPDX-License-Identifier: GPL-3.0-or-later
// The window showing the session as it changes: the board (the position, the squares a person
// may play, the last move, a hint, the moves' values and the book's lines), the scoreboard with
// its clocks, the Moves panel and the evaluation graph, the title, and which actions can be
// used now.
#pragma once

#include <map>
#include <memory>

#include <QObject>
#include <QTimer>

#include "engine/book/book.h"
#include "engine/game/game.h"

class QMainWindow;

namespace hasami {

class BoardWidget;
class BookLineCounter;
class EvaluationGraph;
class GameActions;
class MovesPanel;
class PrincipalLine;
class Scoreboard;
class Session;

// The widgets a WindowView keeps up to date.
struct WindowWidgets {
    QMainWindow* window;
    BoardWidget* board;
    Scoreboard* scoreboard;
    MovesPanel* moves;
    EvaluationGraph* graph;
    PrincipalLine* principalLine;
    GameActions* actions;
};

class WindowView : public QObject {
    Q_OBJECT

public:
    // A running clock's display: tenths show every change.
    static constexpr int kClockDisplayMs = 50;
    // The engines' reports are drawn at most this often: a deepening search reports many
    // times a second, and each drawing fills the move list and the graph again.
    static constexpr int kAnalysisDisplayMs = 100;

    WindowView(Session& session, const WindowWidgets& widgets, QObject* parent = nullptr);
    ~WindowView() override;

public slots:
    void update();          // everything that shows the game and its state
    void updateAnalysis();  // what the analyses found: on the board, in the lists, the graph

public:
    // The window's title: the game's players and event, when known, and its state.
    static QString title(const GameDetails& details, const QString& state);
    // The title with the game's file after it, marked while the game has unsaved changes.
    void showTitle();

private:
    void updateActions();
    void followClocks();
    // The book's lines under the moves of the position shown, while `valued` (the moves'
    // values are on the board).
    void updateBookLines(bool valued);

    Session& session_;
    WindowWidgets widgets_;
    QTimer clockDisplay_;     // refreshes the clocks while one runs
    QTimer analysisDisplay_;  // the analyses' reports since the last drawing, drawn together
    std::map<int, std::unique_ptr<BookLineCounter>> bookLines_;  // by board size, as counted
    Books countedBooks_;  // the books bookLines_ counted (held while they are)
};

}  // namespace hasami
