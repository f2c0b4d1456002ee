// SPDX-License-Identifier: GPL-3.0-or-later
// The book's work in the window: Game > Learn This Game hands the game on the board to the book
// (session/book_keeper.h), and while the book learns, the status bar shows how far it has come,
// the time left and the games waiting, with a button to stop it (what was searched is kept).
// The board stays in play meanwhile.
#pragma once

#include <QWidget>

class QAction;
class QLabel;
class QProgressBar;
class QToolButton;

namespace hasami {

class BookKeeper;
class GameSession;
struct BookWorkProgress;

class BookWork : public QWidget {
    Q_OBJECT

public:
    // `learn` is the action that learns the game of `game`.
    BookWork(BookKeeper& book, const GameSession& game, QAction* learn, QWidget* parent = nullptr);

    // What the progress says: "Learning: 12 of 61 positions, about 30 s left".
    static QString describe(const BookWorkProgress& progress);

signals:
    // What was done, or why not, for the status bar.
    void done(const QString& message);

private:
    void showProgress(const BookWorkProgress& progress);

    BookKeeper& book_;
    QLabel* label_;
    QProgressBar* bar_;
    QToolButton* stop_;
};

}  // namespace hasami
