// SPDX-License-Identifier: GPL-3.0-or-later
// The Help menu's About window: what Hasami is (How to Play is in howtoplay.h).
#pragma once

class QWidget;

namespace hasami {

void showAbout(QWidget* parent);

}  // namespace hasami
