// The moves of the game, one a line after "Start", the current one selected; choosing a line
// asks to show the position after that many moves.
#pragma once

#include <QListWidget>

namespace hasami {

class Game;

class MoveListView : public QListWidget {
    Q_OBJECT

public:
    explicit MoveListView(QWidget* parent = nullptr);

    void showGame(const Game& game);

signals:
    void plyChosen(int ply);
};

}  // namespace hasami
