// SPDX-License-Identifier: GPL-3.0-or-later
// The Database panel: for the position on the board, how many games of the database reached
// it (transpositions counted, and with the setting on, its symmetric images), each next move
// played there with its games and how Black fared, and the games themselves, sortable by any
// column. It looks in the database chosen, in the person's own games (session/my_games.h) or in
// both. Filters by a player, a tournament and a range of years apply at once. Activating a move
// plays it on the board; activating a game opens it at the position shown; one of the person's
// games can be deleted. The figures can be shown on the board's squares too, beside the
// engine's values.
#pragma once

#include <functional>
#include <vector>

#include <QWidget>

#include "engine/database/game_database.h"
#include "session/database_library.h"
#include "ui/board/board_scene.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTimer;

namespace hasami {

class DatabaseReading;
class GameSession;

// The panel's choices that the settings keep: which games it looks in (LibraryGames), whether
// symmetric images count, whether its figures show on the board.
struct DatabaseChoices {
    int games = 0;
    bool symmetric = false;
    bool onBoard = true;
    bool operator==(const DatabaseChoices&) const = default;
};

class DatabasePanel : public QWidget {
    Q_OBJECT

public:
    // The most games the list shows; the counts take in every game.
    static constexpr int kListedGames = 1000;

    // The games it shows and the game whose position it looks up.
    DatabasePanel(DatabaseLibrary& library, const GameSession& game, QWidget* parent = nullptr);
    // What opening a game of the list does: the window asks whether the game on the board may
    // go (false: it stays) and opens it.
    void setOpener(std::function<bool(const Game&)> open) { opener_ = std::move(open); }
    // The choices as the settings have them (changed elsewhere: the controls follow).
    void showChoices(const DatabaseChoices& choices);
    DatabaseChoices choices() const;
    // While the person guesses a game's moves, the next moves would give them away.
    void setAnswersHidden(bool hidden);

    QTableWidget* movesTable() const { return moves_; }
    QTableWidget* gamesTable() const { return games_; }
    const QLabel* status() const { return status_; }
    // The counts shown: of the position on the board under the filters, as last looked up.
    const PositionCount& shown() const { return shown_; }

    DatabaseFilter filter() const;  // the filters as the controls set them
    LibraryGames looksIn() const;   // which games the panel looks in
    // The game listed on `row` of the games table; null for none.
    const LibraryReach* listedAt(int row) const;

signals:
    void done(const QString& message);
    // A next move of the table was chosen: played on the board (Session::playSquare).
    void moveChosen(hasami::Square square);
    // The person changed a choice that the settings keep.
    void choicesChanged(const hasami::DatabaseChoices& choices);
    // The figures to show on the board's squares: the next moves' games and the side to move's
    // score, while "Show on the board" is on; none otherwise.
    void boardMarksChanged(const std::vector<hasami::DatabaseMark>& marks);

private:
    void nameControls();
    void layOut();
    void connectControls();
    void scheduleRefresh();
    void refresh();
    void fillGames(const std::vector<LibraryReach>& reached);
    void playMove(int row);
    void openGame(int row);
    void deleteChosenGame();

    DatabaseLibrary& library_;
    const GameSession& game_;
    bool answersHidden_ = false;
    QLabel* status_;
    DatabaseReading* progress_;  // while the games are read and indexed
    QComboBox* source_;
    QLineEdit* player_;
    QLineEdit* tournament_;
    QSpinBox* from_;
    QSpinBox* to_;
    QCheckBox* symmetric_;
    QCheckBox* onBoard_;
    QTableWidget* moves_;
    QTableWidget* games_;
    QPushButton* delete_;
    QTimer* refreshTimer_;
    PositionCount shown_;
    std::vector<LibraryReach> listed_;  // the games of the list, by the row they were put in
    std::function<bool(const Game&)> opener_;
};

}  // namespace hasami
