// SPDX-License-Identifier: GPL-3.0-or-later
// Settings > Analysis: how the board's evaluations and hints search, apart from the computer's
// level: the moves valued on the board, the depth, the time for one position at most, and
// whether the evaluations go on deepening while the position is shown (Esc stops them).
#pragma once

#include <QWidget>

#include "session/settings.h"

class QCheckBox;
class QSpinBox;

namespace hasami {

class AnalysisSettingsPage : public QWidget {
    Q_OBJECT

public:
    explicit AnalysisSettingsPage(const Settings& settings, QWidget* parent = nullptr);

    // Writes the page's choices into `settings`.
    void apply(Settings& settings) const;

private:
    QSpinBox* valuedMoves_;
    QSpinBox* depth_;
    QSpinBox* seconds_;
    QCheckBox* deepens_;
    QCheckBox* reviewFinished_;
    QCheckBox* blind_;
};

}  // namespace hasami
