// SPDX-License-Identifier: GPL-3.0-or-later
// The game report: what a review says of how each side played (engine/game/game_report.h): each
// player's accuracy, by phase too, their discs lost, the count of each class of move, the
// biggest swing, and each player's disc loss as it grew over the game, drawn as a chart (Qt
// Charts, as Egaroucid draws it). Shown when a review ends, from the Game Over box and for a game
// of My games; every figure is in a table a screen reader reads cell by cell.
#pragma once

#include <QDialog>

#include "engine/game/game_report.h"

class QTableWidget;

namespace hasami {

class GameReportDialog : public QDialog {
    Q_OBJECT

public:
    GameReportDialog(const Game& game, const GameReport& report, QWidget* parent = nullptr);

    // The table's text, a row a line ("Accuracy | 84.2% | 77.0%"): what tests and the clipboard
    // read.
    QString tableText() const;
    // The sentence that tells the biggest swing; empty without one.
    static QString swingText(const GameReport& report);

private:
    QTableWidget* table_;
};

}  // namespace hasami
