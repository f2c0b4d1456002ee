// SPDX-License-Identifier: GPL-3.0-or-later
// The board set-up editor: place and remove discs of either colour, choose the side to move
// and the board size, clear the board or restore the standard start. It says at once whether
// a game can start from the position, and why not; accepting makes the position the start of
// a new game.
#pragma once

#include <QDialog>

#include "engine/board/position.h"

class QButtonGroup;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QHBoxLayout;
class QLabel;
class QRadioButton;

namespace hasami {

class BoardWidget;

class SetupDialog : public QDialog {
    Q_OBJECT

public:
    explicit SetupDialog(const Position& start, QWidget* parent = nullptr);

    Position position() const;
    BoardWidget* board() const { return board_; }
    // Whether a game can start from the position (the OK button is enabled).
    bool isAcceptable() const;
    QString verdict() const;  // what the dialog says about the position

    // What a click on the board puts there: a black or white disc, or nothing.
    enum class Tool { Black, White, Empty };
    void setTool(Tool tool);
    void setSideToMove(Color side);
    void setBoardSize(int size);
    void clearBoard();
    void restoreStart();
    void placeAt(Square square);  // as a click on `square` does

private:
    void showDiscs(Bitboard black, Bitboard white);
    QHBoxLayout* makeToolRow();  // the tools, as radio buttons
    QFormLayout* makeForm();     // the side to move and the board size

    int size_ = 8;
    Bitboard black_ = 0;
    Bitboard white_ = 0;
    BoardWidget* board_;
    QButtonGroup* tools_;
    QComboBox* side_;
    QComboBox* sizes_;
    QLabel* verdict_;
    QDialogButtonBox* buttons_;
};

}  // namespace hasami
