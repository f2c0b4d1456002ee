// SPDX-License-Identifier: GPL-3.0-or-later
// The book's work in the window: Game > Opening Book > Learn This Game hands the game on the
// board to the book (session/book_keeper.h), Import into My Book… adds a book file to it and
// Export the Book… writes the book in use in Edax's form or the text form
// (session/book_transfer.h), and Earlier Versions of My Book restores one of its backups; while
// the book works, the status bar shows how far it has come,
// the time left and the work waiting, with a button to stop it (what was searched is kept).
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
    // The actions that learn the game of `game`, import a book file and export the book.
    struct Actions {
        QAction* learn;
        QAction* importBook;
        QAction* exportBook;
        QAction* versions;
    };
    BookWork(BookKeeper& book, const GameSession& game, Actions actions, QWidget* parent = nullptr);

    // What the actions do once a file is chosen: a file of any form imported; the book
    // exported in Edax's form for a name ending in .dat, else in the text form.
    void importFrom(const QString& path);
    void exportTo(const QString& path);

    // Earlier Versions of My Book: the backups of one's own book, each with the time it was
    // written and its positions; the one chosen is restored (Undo brings the book back).
    void chooseVersion();

    // What the progress says: "Learning: 12 of 61 positions, about 30 s left".
    static QString describe(const BookWorkProgress& progress);

signals:
    // What was done, or why not, for the status bar.
    void done(const QString& message);

private:
    void showProgress(const BookWorkProgress& progress);
    void showStop(const QString& what);

    BookKeeper& book_;
    QLabel* label_;
    QProgressBar* bar_;
    QToolButton* stop_;
};

}  // namespace hasami
