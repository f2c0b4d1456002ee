// SPDX-License-Identifier: GPL-3.0-or-later
// The board as a picture, and as seen: Edit > Board Picture copies it to the clipboard or saves
// it as a PNG file, with the values shown on it or without them (a clean diagram); View > Flip
// Board shows it from White's side. Both choices are kept in the settings.
#pragma once

#include <QImage>
#include <QObject>

#include "ui/window/file_questions.h"

namespace hasami {

class BoardWidget;
class GameActions;
class KeptSettings;

class BoardPictures : public QObject, public FileQuestions {
    Q_OBJECT

public:
    static constexpr int kPixels = 800;  // a picture's side, in pixels

    // The choices read from `settings` and kept there.
    BoardPictures(KeptSettings& settings, BoardWidget& board, const GameActions& actions,
                  QWidget* window);

    // The board as it is shown (turned or not), without the keyboard's cursor or a disc caught
    // turning over; the moves' values, the database's figures and the book's lines on it when
    // `withValues`.
    QImage picture(bool withValues) const;
    void copy();
    bool save(const QString& path);
    void chooseAndSave();

signals:
    void done(const QString& message);

private:
    bool withValues() const;

    KeptSettings& settings_;
    BoardWidget& board_;
};

}  // namespace hasami
