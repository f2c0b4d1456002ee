// The Help menu's windows: the rules of Reversi, and what Hasami is.
#pragma once

class QWidget;

namespace hasami {

void showRules(QWidget* parent);
void showAbout(QWidget* parent);

}  // namespace hasami
