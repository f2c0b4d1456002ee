// SPDX-License-Identifier: GPL-3.0-or-later
// The coaches of the modes that have words on screen, made from one list: a new mode's coach
// is one line in coaches.cpp. Each is handed its mode, the switch that begins it, what it reads
// and the menu action that starts it.
#pragma once

#include <QList>

class QWidget;

namespace hasami {

class Coach;
class Session;
class GameActions;

// Every coach, children of `window`, in the order their bars are shown.
QList<Coach*> makeCoaches(Session& session, const GameActions& actions, QWidget* window);

}  // namespace hasami
