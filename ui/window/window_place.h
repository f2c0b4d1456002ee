// SPDX-License-Identifier: GPL-3.0-or-later
// Where the window was, its size and its panels, kept in the settings when it closes and
// restored at the next start; a first start, or a damaged record, fits it inside the screen.
#pragma once

class QMainWindow;
class QRect;
class QSize;

namespace hasami {

// A first start (or a damaged record) opens the window centred on the screen, most of its
// height and up to half as wide again, never smaller than `firstSize` unless the screen is
// too small for it, with the side panels about a third of its width.
void restoreWindowPlace(QMainWindow& window, const QSize& firstSize);
// The place of a first start in a screen whose room is `available`.
void placeFirstWindow(QMainWindow& window, const QRect& available, const QSize& firstSize);
// The size of a first window on a screen whose room is `available`.
QSize firstWindowSize(const QSize& available, const QSize& smallest);
void keepWindowPlace(const QMainWindow& window);

}  // namespace hasami
