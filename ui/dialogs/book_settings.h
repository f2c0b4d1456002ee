// SPDX-License-Identifier: GPL-3.0-or-later
// Settings > Book: the opening book the computer and the Book panel read (the built-in one, the
// person's own, which starts as the built-in one and grows with what they learn, or another
// file: Hasami's, Edax's `.dat` or the text form), whether every finished game is learnt into
// it, and how deep the searches that grow it go.
#pragma once

#include <QWidget>

#include "session/settings.h"

class QButtonGroup;
class QCheckBox;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace hasami {

class BookSettingsPage : public QWidget {
    Q_OBJECT

public:
    // `ownFile`: where the person's own book is kept, as the page tells it.
    BookSettingsPage(const Settings& settings, const QString& ownFile, QWidget* parent = nullptr);

    // Writes the page's choices into `settings`.
    void apply(Settings& settings) const;
    // Another file chosen (what Choose… does once a file is picked).
    void chooseFile(const QString& path);

private:
    void askForFile();
    void updateEnabled();

    QButtonGroup* choice_;
    QLineEdit* file_;
    QPushButton* browse_;
    QCheckBox* learnGames_;
    QSpinBox* depth_;
};

}  // namespace hasami
