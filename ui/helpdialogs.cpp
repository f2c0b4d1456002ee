#include "helpdialogs.h"

#include <QCoreApplication>
#include <QMessageBox>

namespace hasami {

void showRules(QWidget* parent) {
    QMessageBox::information(
        parent, QCoreApplication::translate("HelpDialogs", "Rules of Reversi"),
        QCoreApplication::translate(
            "HelpDialogs",
            "<p>Black and White take turns placing a disc of their colour on an empty "
            "square. Black moves first.</p>"
            "<p>A move must <b>bracket</b> one or more of the opponent's discs: they lie in a "
            "straight line (across, down or diagonally) between the new disc and another disc "
            "of the mover's colour, with no empty square between. Every bracketed disc is "
            "flipped to the mover's colour.</p>"
            "<p>A player who cannot move must <b>pass</b>; Hasami passes for you. When neither "
            "player can move, the game ends and the player with more discs wins. Empty squares "
            "are counted for the winner.</p>"
            "<p>Corners can never be flipped: they are worth a lot. The squares next to an empty "
            "corner often give it away.</p>"));
}

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
