// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/help_dialogs.h"

#include <QCoreApplication>
#include <QMessageBox>

namespace hasami {

void showAbout(QWidget* parent) {
    QMessageBox::about(parent, QCoreApplication::translate("HelpDialogs", "About Hasami"),
                       QCoreApplication::translate(
                           "HelpDialogs",
                           "<h3>Hasami %1</h3><p>Reversi (Othello) for the desktop, with a "
                           "strong engine: alpha-beta search with an exact endgame "
                           "solver.</p><p>Games are saved as you play and restored when "
                           "Hasami starts again.</p><p>Hasami is free software: you may "
                           "share and change it under the GNU General Public License, "
                           "version 3 or any later version. It comes with no "
                           "warranty.</p>")
                           .arg(QCoreApplication::applicationVersion()));
}

}  // namespace hasami
