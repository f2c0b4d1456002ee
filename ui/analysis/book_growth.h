// SPDX-License-Identifier: GPL-3.0-or-later
// Grow the Book (the Book panel's button): deviating, as Edax does, expands every move within a
// number of discs of the best into the book; enhancing searches the positions within it again
// at the book's depth (Settings > Book). Both stop at a number of empties and, if asked, after
// a number of positions; the work runs in the background (session/book_keeper.h).
#pragma once

#include <QDialog>

#include "engine/book/book_learning.h"

class QRadioButton;
class QSpinBox;

namespace hasami {

class BookGrowthDialog : public QDialog {
    Q_OBJECT

public:
    explicit BookGrowthDialog(QWidget* parent = nullptr);

    // Enhancing rather than deviating.
    bool enhance() const;
    // The loss, the least empties and the positions at most chosen (the searches' options are
    // the book's).
    DeviateOptions options() const;

private:
    QRadioButton* enhance_;
    QSpinBox* loss_;
    QSpinBox* empties_;
    QSpinBox* most_;
};

}  // namespace hasami
