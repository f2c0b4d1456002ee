// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/analysis/line_editor.h"

#include <algorithm>

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QInputDialog>
#include <QShortcut>
#include <QWidget>

#include "engine/formats/game_file.h"
#include "engine/game/transform.h"
#include "session/game_session.h"
#include "session/session_entry.h"
#include "ui/analysis/move_list_view.h"
#include "ui/text/game_text.h"
#include "ui/window/game_actions.h"

namespace hasami {

namespace {

// The first move of the variation `node` is on: its nearest move that is not its parent's
// first child; the root on the main line.
NodeId variationStart(const Game& game, NodeId node) {
    while (node != kRootNode && game.childrenOf(game.parentOf(node)).front() == node) {
        node = game.parentOf(node);
    }
    return node;
}

QString moveText(const Game& game, NodeId node) {
    return LineEditor::tr("%1. %2")
        .arg(game.depthOf(node))
        .arg(GameText::moveName(game.moveOf(node)));
}

}  // namespace

std::unique_ptr<QInputDialog> LineEditor::commentDialog(QWidget* parent, const QString& comment) {
    auto dialog = std::make_unique<QInputDialog>(parent);
    dialog->setObjectName(QStringLiteral("commentDialog"));
    dialog->setWindowTitle(tr("Comment"));
    dialog->setLabelText(tr("A comment on this move (Ctrl+Enter to accept):"));
    dialog->setOption(QInputDialog::UsePlainTextEditForTextInput);
    dialog->setTextValue(comment);
    // Enter starts a new line in the text; Ctrl+Enter accepts, as in other editors.
    for (const auto key : {Qt::Key_Return, Qt::Key_Enter}) {
        auto* accept = new QShortcut(QKeySequence(Qt::CTRL | key), dialog.get());
        accept->setContext(Qt::WindowShortcut);
        connect(accept, &QShortcut::activated, dialog.get(), &QDialog::accept);
    }
    return dialog;
}

LineEditor::LineEditor(SessionEntry& entry, GameSession& game, MoveListView* list,
                       const GameActions& actions, Confirm confirm, QWidget* parent)
    : QObject(parent), entry_(entry), game_(game), confirm_(std::move(confirm)) {
    setObjectName(QStringLiteral("lineEditor"));
    askComment_ = [parent](const QString& comment) -> std::optional<QString> {
        const std::unique_ptr<QInputDialog> dialog = commentDialog(parent, comment);
        if (dialog->exec() != QDialog::Accepted) return std::nullopt;
        return dialog->textValue();
    };
    connect(list, &MoveListView::nodeChosen, &entry, &SessionEntry::goToNode);
    connect(list, &MoveListView::stepAsked, this, &LineEditor::step);
    connect(list, &MoveListView::variationAsked, this, &LineEditor::chooseVariation);
    connect(actions.promoteOneStep, &QAction::triggered, this, &LineEditor::promoteOneStep);
    connect(actions.promoteVariation, &QAction::triggered, this, &LineEditor::promoteToMainLine);
    connect(actions.deleteVariation, &QAction::triggered, this, &LineEditor::deleteVariation);
    connect(actions.deleteMovesAfter, &QAction::triggered, this, &LineEditor::deleteMovesAfter);
    connect(actions.copyLine, &QAction::triggered, this, &LineEditor::copyLine);
    connect(actions.comment, &QAction::triggered, this, &LineEditor::comment);
    for (const auto& [action, symmetry] : actions.transforms) {
        connect(action, &QAction::triggered, this,
                [this, symmetry = symmetry] { entry_.transformGame(symmetry); });
    }
    connect(actions.normaliseToF5, &QAction::triggered, this, [this] {
        if (const auto symmetry = symmetryToF5(game_.game())) {
            entry_.transformGame(*symmetry);
        }
    });
    list->addActions({actions.comment, actions.copyLine, actions.promoteOneStep,
                      actions.promoteVariation, actions.deleteVariation, actions.deleteMovesAfter});
}

void LineEditor::step(int step) {
    const Game& game = game_.game();
    const int ply = step == -2 ? 0 : step == 2 ? game.length() : game.ply() + step;
    entry_.goToPly(std::clamp(ply, 0, game.length()));
}

void LineEditor::chooseVariation(int direction) {
    const Game& game = game_.game();
    const NodeId shown = game.current();
    // A branch after the node shown: which move the line goes on with. Else the node shown's
    // own alternatives, if it has any.
    const bool branchAhead = game.childrenOf(shown).size() > 1;
    const NodeId chosen = branchAhead ? game.continuationAfter(shown) : shown;
    if (chosen == kRootNode) return;
    const std::span<const NodeId> choices = game.childrenOf(game.parentOf(chosen));
    const auto at = std::find(choices.begin(), choices.end(), chosen) - choices.begin();
    const auto next = at + direction;
    if (next < 0 || next >= std::ssize(choices)) return;
    if (branchAhead) {
        entry_.send(Intent::onNode(Intent::Kind::ChooseContinuation, choices[next]));
    } else {
        entry_.goToNode(choices[next]);
    }
}

void LineEditor::promoteOneStep() {
    entry_.send(Intent::onNode(Intent::Kind::PromoteVariation, game_.game().current()));
}

void LineEditor::promoteToMainLine() {
    entry_.send(Intent::onNode(Intent::Kind::PromoteToMainLine, game_.game().current()));
}

void LineEditor::deleteVariation() {
    const Game& game = game_.game();
    const NodeId start = variationStart(game, game.current());
    if (start == kRootNode) return;
    const QString question = tr("Delete the variation that starts with %1, and every move after "
                                "it? This cannot be undone.")
                                 .arg(moveText(game, start));
    if (confirm_(question)) entry_.send(Intent::onNode(Intent::Kind::RemoveLine, start));
}

void LineEditor::deleteMovesAfter() {
    const Game& game = game_.game();
    const NodeId node = game.current();
    if (game.childrenOf(node).empty()) return;
    const QString question =
        node == kRootNode
            ? tr("Delete every move of the game? This cannot be undone.")
            : tr("Delete every move after %1, variations included? This cannot be undone.")
                  .arg(moveText(game, node));
    if (confirm_(question)) entry_.send(Intent::onNode(Intent::Kind::RemoveMovesAfter, node));
}

void LineEditor::copyLine() {
    const Game& game = game_.game();
    QGuiApplication::clipboard()->setText(
        QString::fromStdString(writeGameLine(game.playedLine())).trimmed());
    emit done(tr("Copied the moves up to %1.").arg(moveText(game, game.current())));
}

void LineEditor::comment() {
    const Game& game = game_.game();
    const NodeId node = game.current();
    if (node == kRootNode) return;
    const std::optional<QString> text = askComment_(QString::fromStdString(game.commentOf(node)));
    if (text) entry_.act([&] { game_.setComment(node, text->toStdString()); });
}

}  // namespace hasami
