// SPDX-License-Identifier: GPL-3.0-or-later
// A way of using the board. The board, the keyboard, the move list and the graph send what the
// person wants (an Intent) to Session, which hands it to the active mode: Play (people and the
// computer at a game) or one of the modes registered with the session (Guess the Moves,
// Puzzles), each made from the session's parts (ModeParts). A mode that uses the board sets the
// person's game aside while it lasts (GameShelf). The window asks the active mode what it
// offers, never which mode it is. A mode other than Play handles what it knows
// and leaves the rest to Play: either staying on (Puzzles lets the person play on from an
// answered puzzle) or ending first, cleanly (any browsing ends Guess the Moves). A mode ends
// itself too (its game is over, another game took its place): it says so with `ended`.
#pragma once

#include <QObject>

#include "engine/board/position.h"
#include "engine/game/game.h"

namespace hasami {

// What a person asks of the board.
struct Intent {
    enum class Kind {
        PlaySquare,          // a square clicked or typed
        Undo,                // back to the person's previous turn
        Redo,                // forward again
        GoToPly,             // the position after `ply` moves of the current line
        GoToNode,            // another node of the tree
        RemoveLine,          // `node` and every move after it
        RemoveMovesAfter,    // every move after `node`
        ChooseContinuation,  // the current line goes on with `node`
        PromoteVariation,    // `node`'s variation one step nearer the main line
        PromoteToMainLine,   // `node`'s line becomes the main line
    };
    Kind kind = Kind::PlaySquare;
    Square square = kNoSquare;
    int ply = 0;
    NodeId node = kNoNode;

    static Intent playSquare(Square square) { return {Kind::PlaySquare, square, 0, kNoNode}; }
    static Intent undo() { return {Kind::Undo, kNoSquare, 0, kNoNode}; }
    static Intent redo() { return {Kind::Redo, kNoSquare, 0, kNoNode}; }
    static Intent goToPly(int ply) { return {Kind::GoToPly, kNoSquare, ply, kNoNode}; }
    static Intent onNode(Kind kind, NodeId node) { return {kind, kNoSquare, 0, node}; }
};

// What the board's analysis does while a mode is active.
enum class BoardAnalysis {
    AsSettingsSay,    // the evaluations shown or not, as the person chose
    HiddenEveryMove,  // every move of the position shown valued, none shown: they would tell
    ShownEveryMove,   // every move valued and shown, whatever the settings: the answer told
};

class Mode : public QObject {
    Q_OBJECT

public:
    // What became of an intent.
    enum class Handling {
        Done,      // the mode has handled it
        ToPlay,    // Play carries it out; the mode goes on
        EndsMode,  // the session ends the mode, then Play carries it out
    };

    using QObject::QObject;

    virtual Handling handle(const Intent& intent) = 0;
    // The session ends this mode for another one: what it set aside comes back.
    virtual void end() {}
    virtual BoardAnalysis boardAnalysis() const { return BoardAnalysis::AsSettingsSay; }
    // What the window offers and shows while this mode is active, asked of the mode (never of
    // its kind), so that a new mode says it in one place: whether the person may ask for a
    // hint, see the database's next moves and results, and the book's moves. A mode that
    // asks the person to find a move hides what would tell it.
    virtual bool allowsHints() const { return false; }
    virtual bool showsDatabaseAnswers() const { return true; }
    virtual bool showsBookMoves() const { return false; }

signals:
    // boardAnalysis() has changed.
    void boardAnalysisChanged();
    // The mode has ended by itself (Play never does).
    void ended();
    // The person's intent was refused, and why.
    void refused(const QString& reason);
};

}  // namespace hasami
