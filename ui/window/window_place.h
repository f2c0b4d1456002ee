// SPDX-License-Identifier: GPL-3.0-or-later
// Where the window was, its size and its panels, kept in the settings when it closes and
// restored at the next start; a first start, or a damaged record, fits it inside the screen.
#pragma once

class QMainWindow;
class QSize;

namespace hasami {

void restoreWindowPlace(QMainWindow& window, const QSize& firstSize);
void keepWindowPlace(const QMainWindow& window);

}  // namespace hasami
