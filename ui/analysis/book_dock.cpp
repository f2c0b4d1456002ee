// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/analysis/book_dock.h"

#include <functional>
#include <optional>
#include <span>
#include <vector>

#include <QAbstractButton>
#include <QDockWidget>
#include <QMainWindow>

#include "session/book_keeper.h"
#include "session/game_session.h"
#include "session/modes/marked_lines.h"
#include "session/modes/my_lines.h"
#include "session/modes/play_state.h"
#include "session/session.h"
#include "ui/analysis/book_growth.h"
#include "ui/analysis/book_panel.h"

namespace hasami {

namespace {

// Makes the edit the panel asks of the session's book, and says what it did.
void editBook(Session& session, BookPanel& panel, BookPanel::Edit edit, const Position& position,
              Square move, int value) {
    const BookChild child = bookChild(position, move);
    BookKeeper& book = session.book();
    QString said;
    switch (edit) {
        case BookPanel::Edit::SetValue:
            said = book.setValue(child.position, child.sameSide ? value : -value);
            break;
        case BookPanel::Edit::SearchAgain:
            said = book.searchAgain(child.position);
            if (said.isEmpty()) said = BookPanel::tr("The book searches the move again.");
            break;
        case BookPanel::Edit::Remove:
            said = book.removeBelow(child.position);
            break;
    }
    emit panel.done(said);
}

// The line to the position shown, when the game is played from the 8x8 start.
std::optional<std::vector<Square>> lineShown(Session& session) {
    const Game& game = session.game().game();
    if (!(game.start() == Position::initial(8))) return std::nullopt;
    const std::span<const Square> played = game.playedMoves();
    return std::vector<Square>(played.begin(), played.end());
}

// Mark as My Line: enabled for a line from the start that is not yet one of them.
void followMarks(Session& session, const MyLines& mine, QAbstractButton* mark) {
    const std::optional<std::vector<Square>> shown = lineShown(session);
    const bool markable = shown && !withoutPasses(*shown).empty();
    const bool marked = markable && mine.contains(*shown);
    mark->setEnabled(markable && !marked);
    mark->setToolTip(!markable ? BookPanel::tr("Only a line played from the start of the 8x8 "
                                               "board can be marked")
                     : marked  ? BookPanel::tr("The line to this position is one of your lines")
                               : BookPanel::tr("Marks the moves to the position shown as one of "
                                                "your lines, for the opening trainer"));
}

// Marks or removes what the panel asks, and says so.
void connectMarks(Session& session, BookPanel* panel, const std::function<void()>& follow) {
    MyLines& mine = session.markedLines().lines();
    panel->setMyLines(&mine);
    QObject::connect(
        panel, &BookPanel::markAsked, &session,
        [&session, &mine, panel, follow](const std::vector<Square>& more) {
            std::vector<Square> line = lineShown(session).value_or(more);
            if (lineShown(session)) line.insert(line.end(), more.begin(), more.end());
            QString problem;
            const bool marked = mine.mark(line, &problem);
            // The button turns off: the keyboard goes back to the window (its board), not on
            // to the next field, where a square typed would land.
            const bool focused = panel->markButton()->hasFocus();
            follow();
            if (focused) panel->window()->setFocus();
            emit panel->done(marked ? BookPanel::tr("Marked as one of your lines.") : problem);
        });
    QObject::connect(
        panel, &BookPanel::unmarkAsked, &session,
        [&mine, panel, follow](const Position& position, Square move) {
            QString problem;
            const bool removed = mine.unmark(position, move, &problem);
            follow();
            emit panel->done(removed ? BookPanel::tr("Removed from your lines.") : problem);
        });
}

}  // namespace

BookDock makeBookDock(Session& session, QMainWindow* window) {
    auto* dock = new QDockWidget(BookPanel::tr("Book"), window);
    dock->setObjectName(QStringLiteral("bookDock"));
    auto* panel = new BookPanel;
    // Guess the Moves and Puzzles ask what the book would answer.
    const std::function<void()> follow = [panel, &session] {
        panel->showPosition(session.game().position(), session.book().books(),
                            !session.activeMode().showsBookMoves() || session.isBlind());
        // Only a book of one's own grows: the button says why not.
        const QString fixed = session.book().whyFixed();
        panel->addLineButton()->setEnabled(fixed.isEmpty());
        panel->growButton()->setEnabled(fixed.isEmpty());
        panel->growButton()->setToolTip(fixed);
        panel->addLineButton()->setToolTip(
            fixed.isEmpty() ? BookPanel::tr("Learns the moves to the position shown into your book")
                            : fixed);
        followMarks(session, session.markedLines().lines(), panel->markButton());
        panel->setLastChange(session.book().lastChange());
    };
    connectMarks(session, panel, follow);
    QObject::connect(&session, &Session::changed, panel, follow);
    QObject::connect(&session, &Session::modeChanged, panel, follow);
    follow();
    // The line is played while it is a person's turn, as one step; the computer answers where
    // it plays.
    QObject::connect(panel, &BookPanel::lineChosen, &session, &Session::playLine);
    QObject::connect(
        panel, &BookPanel::editAsked, &session,
        [&session, panel](BookPanel::Edit edit, const Position& position, Square move, int value) {
            session.act([&] { editBook(session, *panel, edit, position, move, value); });
        });
    QObject::connect(panel, &BookPanel::addLineAsked, &session, [&session, panel] {
        const QString refused =
            session.book().learn(session.game().game(), session.game().game().current());
        emit panel->done(refused.isEmpty()
                             ? BookPanel::tr("The book learns the line in the background.")
                             : refused);
    });
    QObject::connect(panel, &BookPanel::undoAsked, &session, [&session, panel] {
        session.act([&] { emit panel->done(session.book().undo()); });
    });
    QObject::connect(panel, &BookPanel::growAsked, &session, [&session, panel] {
        BookGrowthDialog dialog(panel);
        if (dialog.exec() != QDialog::Accepted) return;
        const QString refused = session.book().grow(dialog.enhance(), dialog.options());
        emit panel->done(refused.isEmpty() ? BookPanel::tr("The book grows in the background.")
                                           : refused);
    });
    dock->setWidget(panel);
    return {dock, panel};
}

}  // namespace hasami
