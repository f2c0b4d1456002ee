// SPDX-License-Identifier: GPL-3.0-or-later
// The best line of the position shown, as the analysis on the board found it: its value,
// where the value comes from (the book, a search's depth, a probable or an exact solve) and
// the moves of best play, updated as the analysis deepens. Plain text, selectable, read by
// screen readers; hidden while there is nothing to say.
#pragma once

#include <vector>

#include <QLabel>

#include "engine/search/types.h"

namespace hasami {

class PrincipalLine : public QLabel {
    Q_OBJECT

public:
    explicit PrincipalLine(QWidget* parent = nullptr);

    // `values`: the position's moves, best first (none: nothing known, or evaluations hidden).
    void showValues(const std::vector<MoveValue>& values);
};

}  // namespace hasami
