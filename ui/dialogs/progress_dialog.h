// SPDX-License-Identifier: GPL-3.0-or-later
// My Progress: the person's accuracy over their last reviewed games of My games
// (session/reviewed_games.h), in all and by phase, as a chart (Qt Charts), and their mistakes
// and blunders counted by phase and by kind (a corner given, an X-square, parity in the
// endgame, the others), in a table a screen reader reads cell by cell.
#pragma once

#include <vector>

#include <QDialog>

#include "session/reviewed_games.h"

class QTableWidget;

namespace hasami {

class ProgressDialog : public QDialog {
    Q_OBJECT

public:
    // At most this many of the last games are charted.
    static constexpr int kGamesCharted = 30;

    ProgressDialog(const std::vector<ReviewedGame>& games, QWidget* parent = nullptr);

    // The table's text, a row a line: what tests read.
    QString tableText() const;
    // The person's accuracy in `game` (over the moves of the colours they played), in all or
    // in one phase; none without such moves.
    static std::optional<double> accuracyIn(const ReviewedGame& game,
                                            std::optional<GamePhase> phase = std::nullopt);

private:
    QTableWidget* table_;
};

}  // namespace hasami
