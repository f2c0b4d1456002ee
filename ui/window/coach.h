// SPDX-License-Identifier: GPL-3.0-or-later
// What the window knows of a mode's coach: the bar beside the board where it speaks, shown
// while its mode is, the panel's title meanwhile, its entries in the Game menu, and what it has
// to say in the status bar. Each coach is made with its mode from the mode's registration
// (ui/window/mode_list.*), so that the window builds each the same way.
#pragma once

#include <QObject>
#include <QString>

class QMenu;
class QWidget;

namespace hasami {

class BookKeeper;
class DatabaseLibrary;
class GameSession;
class KeptSettings;
class ModeSwitch;
class SessionEntry;
class TipBar;

// What a coach may be handed besides its mode: a coach takes what it uses of them.
struct CoachParts {
    ModeSwitch& modes;    // begins and ends the modes
    SessionEntry& entry;  // the session's door: each button's work enters as one step
    const GameSession& game;
    const DatabaseLibrary& database;
    const BookKeeper& book;
    const KeptSettings& settings;  // the person's settings (their name, say)
    QWidget* window;               // owns the coach and its menu actions, parents its questions
};

class Coach : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    virtual TipBar* bar() const = 0;
    virtual QString title() const = 0;
    // Adds the entries that begin the mode (with their shortcuts) to the Game menu.
    virtual void addToMenu(QMenu* game) const = 0;

signals:
    // A short note for the status bar.
    void done(const QString& message);
};

}  // namespace hasami
