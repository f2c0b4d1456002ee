#include "helpdialogs.h"

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
                           "Hasami starts again.</p>")
                           .arg(QCoreApplication::applicationVersion()));
}

}  // namespace hasami
