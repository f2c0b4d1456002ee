// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/board_pictures.h"

#include <QAction>
#include <QClipboard>
#include <QDir>
#include <QGuiApplication>
#include <QImageWriter>

#include "session/kept_settings.h"
#include "ui/board/board_painter.h"
#include "ui/board/board_widget.h"
#include "ui/window/game_actions.h"

namespace hasami {

BoardPictures::BoardPictures(KeptSettings& settings, BoardWidget& board, const GameActions& actions,
                             QWidget* window)
    : QObject(window), FileQuestions(window), settings_(settings), board_(board) {
    const Settings& chosen = settings.settings();
    board_.setTurned(chosen.boardTurned);
    actions.flipBoard->setChecked(chosen.boardTurned);
    actions.pictureValues->setChecked(chosen.pictureValues);
    connect(actions.flipBoard, &QAction::toggled, this, [this](bool turned) {
        board_.setTurned(turned);
        Settings kept = settings_.settings();
        kept.boardTurned = turned;
        settings_.keep(kept);
    });
    connect(actions.pictureValues, &QAction::toggled, this, [this](bool shown) {
        Settings kept = settings_.settings();
        kept.pictureValues = shown;
        settings_.keep(kept);
    });
    connect(actions.copyBoardPicture, &QAction::triggered, this, &BoardPictures::copy);
    connect(actions.saveBoardPicture, &QAction::triggered, this, &BoardPictures::chooseAndSave);
}

bool BoardPictures::withValues() const {
    return settings_.settings().pictureValues;
}

QImage BoardPictures::picture(bool withValues) const {
    BoardScene scene = board_.scene();
    scene.cursor = kNoSquare;
    scene.flipping = 0;
    scene.flipProgress = 1.0;
    scene.wouldFlip = 0;
    if (!withValues) {
        // The position alone: none of the board's help (dots, a hint, the next moves) nor the
        // marks of the last move (its dot, the rings of the discs it turned).
        scene.lastMove = kNoSquare;
        scene.flipped = 0;
        scene.values.clear();
        scene.database.clear();
        scene.bookLines.clear();
        scene.showLegalMoves = false;
        scene.hint = kNoSquare;
        scene.nextMoves.clear();
    }
    return boardPicture(scene, board_.style(), kPixels, 1.0, board_.font());
}

void BoardPictures::copy() {
    QGuiApplication::clipboard()->setImage(picture(withValues()));
    emit done(withValues() ? tr("Copied a picture of the board, with its values.")
                           : tr("Copied a picture of the board."));
}

bool BoardPictures::save(const QString& path) {
    QImageWriter writer(path, "png");
    if (!writer.write(picture(withValues()))) {
        warn_(tr("Could not save the picture to %1: %2.")
                  .arg(QDir::toNativeSeparators(path), writer.errorString()));
        return false;
    }
    emit done(tr("Saved a picture of the board to %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

void BoardPictures::chooseAndSave() {
    const QString folder = QDir(startFolder()).filePath(tr("board.png"));
    const QString path =
        askForFile({tr("Save Board Picture"), folder, {tr("PNG pictures (*.png)")}, true});
    if (!path.isEmpty()) save(path);
}

}  // namespace hasami
