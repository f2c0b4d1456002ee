// SPDX-License-Identifier: GPL-3.0-or-later
// The new-game dialog: who plays (Black or White against the computer, two people, or the
// computer against itself), the computer's level, the board size and an optional clock. It
// opens with the last answers, so that Enter starts the same kind of game again.
#pragma once

#include <QDialog>

#include "session/settings.h"

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLayout;
class QKeyEvent;
class QSpinBox;

namespace hasami {

class NewGameDialog : public QDialog {
    Q_OBJECT

public:
    // Who sits at the board.
    enum class Seats { PlayBlack, PlayWhite, TwoPeople, ComputerAlone };

    explicit NewGameDialog(const Settings& settings, QWidget* parent = nullptr);

    // `settings` as given, with the dialog's answers in place of its own.
    Settings settings() const;

    static Seats seatsOf(const Settings& settings);

protected:
    // Enter starts the game from wherever the keyboard is, unless a button has the focus.
    void keyPressEvent(QKeyEvent* event) override;

private:
    QWidget* createSeats(Seats seats);
    QLayout* createClock(const Settings& settings);  // the time for each side, and its increment
    void updateEnabled();

    Settings settings_;
    QButtonGroup* seats_;
    QComboBox* level_;
    QComboBox* boardSize_;
    QComboBox* clock_;
    QSpinBox* increment_;
    QCheckBox* blind_;  // blind play: the engine's opinion hidden until the game's end
};

}  // namespace hasami
