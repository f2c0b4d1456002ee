// SPDX-License-Identifier: GPL-3.0-or-later
// What a person does to the tree of moves from the move list and the Edit menu: choose a
// move, step along the current line and among variations, promote a variation one step or to
// the main line, delete a variation or the moves after a move (asking first: nothing else
// removes moves), copy the line up to a move, comment a move, and turn the whole game over the
// board. The actions act on the node shown; a right click on a move shows it first.
#pragma once

#include <functional>
#include <memory>
#include <optional>

#include <QObject>
#include <QString>

class QInputDialog;

namespace hasami {

class GameActions;
class MoveListView;
class GameSession;
class SessionEntry;

class LineEditor : public QObject {
    Q_OBJECT

public:
    using Confirm = std::function<bool(const QString& question)>;
    // Asks for a move's comment, given the one it has; none when the person cancels.
    using AskComment = std::function<std::optional<QString>(const QString& comment)>;

    // Edits the tree of `game` through `entry`, the session's door.
    LineEditor(SessionEntry& entry, GameSession& game, MoveListView* list,
               const GameActions& actions, Confirm confirm, QWidget* parent);

    void setCommentAsker(AskComment ask) { askComment_ = std::move(ask); }
    // The dialog that asks for a move's comment, holding `comment`: a text of several lines,
    // accepted with OK or Ctrl+Enter.
    static std::unique_ptr<QInputDialog> commentDialog(QWidget* parent, const QString& comment);

    void step(int step);                  // see MoveListView::stepAsked
    void chooseVariation(int direction);  // see MoveListView::variationAsked
    void promoteOneStep();
    void promoteToMainLine();
    void deleteVariation();
    void deleteMovesAfter();
    void copyLine();
    void comment();

signals:
    void done(const QString& message);

private:
    SessionEntry& entry_;
    GameSession& game_;
    Confirm confirm_;
    AskComment askComment_;
};

}  // namespace hasami
