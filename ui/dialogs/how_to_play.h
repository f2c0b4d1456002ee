// SPDX-License-Identifier: GPL-3.0-or-later
// Help > How to Play: the rules of Reversi with small pictures of boards, drawn by the game's
// own board painter, of a move, discs flipped along several lines, a pass and a game's end.
#pragma once

#include <QDialog>
#include <QImage>
#include <QList>
#include <QString>

#include "ui/board/board_painter.h"

class QTextBrowser;

namespace hasami {

// One picture of the page: its name in the page's HTML and what it shows.
struct RulePicture {
    QString name;
    BoardScene scene;
};

// The pictures of the page, in the order the page shows them.
QList<RulePicture> rulePictures();
// The page as HTML, the pictures named as rulePictures() names them ("board:NAME").
QString howToPlayHtml();

class HowToPlayDialog : public QDialog {
    Q_OBJECT

public:
    explicit HowToPlayDialog(const BoardStyle& style, QWidget* parent = nullptr);

    QTextBrowser* page() const { return page_; }

private:
    QTextBrowser* page_;
};

}  // namespace hasami
