// SPDX-License-Identifier: GPL-3.0-or-later
// Game Info: the players' names, the event, place, date, round, result and a note of the game
// shown, as its record keeps them. The result of a finished game comes from the board; an
// unfinished one's is typed, as Black's and White's discs ("36-28") or Black's margin ("+8").
// A date must be written YYYY-MM-DD (or left empty).
#pragma once

#include <QDialog>

#include "engine/game/game.h"

class QDialogButtonBox;
class QLineEdit;

namespace hasami {

class GameInfoDialog : public QDialog {
    Q_OBJECT

public:
    // `boardResult`: the finished game's result, which the result field shows and keeps; empty
    // while the game goes on. The game is played on a board of `squares` squares.
    GameInfoDialog(const GameDetails& details, const QString& boardResult, int squares = 64,
                   QWidget* parent = nullptr);

    GameDetails details() const;
    // A finished game's result as tournament records write it, Black's discs first, the empty
    // squares counted for the winner (split in a draw): "36-28". Empty while it goes on.
    static QString boardResult(const Game& game);
    // Whether the details can be kept: the date empty or a date written YYYY-MM-DD, the result
    // empty or a result.
    bool isAcceptable() const;

private:
    QLineEdit* field(const char* name, const QString& spoken, const std::string& value);

    QLineEdit* black_;
    QLineEdit* white_;
    QLineEdit* event_;
    QLineEdit* place_;
    QLineEdit* date_;
    QLineEdit* round_;
    QLineEdit* result_;
    QLineEdit* note_;
    QDialogButtonBox* buttons_;
    int squares_;
};

}  // namespace hasami
