// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/analysis/book_growth.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QRadioButton>
#include <QSpinBox>

#include "ui/dialogs/named_control.h"

namespace hasami {

namespace {

// A positions' limit a person may ask for: beyond it, no limit is the answer.
constexpr int kMostPositions = 1'000'000;
constexpr int kFirstMost = 200;  // an hour or so at 18 plies

}  // namespace

BookGrowthDialog::BookGrowthDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Grow the Book"));
    auto* deviate = named(new QRadioButton(tr("&Deviate: add the moves near the best")),
                          QStringLiteral("deviateBook"), tr("Deviate"));
    deviate->setToolTip(
        tr("Every move within the loss below of the best is added to the book "
           "and searched, move after move, as far as the empties allow."));
    deviate->setChecked(true);
    enhance_ = named(new QRadioButton(tr("&Enhance: search the book's positions again")),
                     QStringLiteral("enhanceBook"), tr("Enhance"));
    enhance_->setToolTip(
        tr("Every position reached through moves within the loss below that was "
           "searched less deeply than the book's depth is searched again."));
    loss_ = named(new QSpinBox, QStringLiteral("growthLoss"), tr("Within discs of the best"));
    loss_->setRange(0, 64);
    loss_->setValue(DeviateOptions{}.maxLoss);
    loss_->setSuffix(tr(" discs"));
    empties_ = named(new QSpinBox, QStringLiteral("growthEmpties"), tr("Down to empties"));
    empties_->setRange(0, 60);
    empties_->setValue(DeviateOptions{}.leastEmpties);
    empties_->setSuffix(tr(" empties"));
    empties_->setToolTip(tr("Positions with fewer empty squares are left as they are."));
    most_ = named(new QSpinBox, QStringLiteral("growthPositions"), tr("Positions at most"));
    most_->setRange(0, kMostPositions);
    most_->setSpecialValueText(tr("No limit"));
    most_->setValue(kFirstMost);
    auto* note =
        new QLabel(tr("It runs in the background at the book's depth (Settings > Book); "
                      "Stop keeps what is done."));
    note->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* form = new QFormLayout(this);
    form->addRow(deviate);
    form->addRow(enhance_);
    form->addRow(tr("&Within:"), loss_);
    form->addRow(tr("Down &to:"), empties_);
    form->addRow(tr("&Positions at most:"), most_);
    form->addRow(note);
    form->addRow(buttons);
}

bool BookGrowthDialog::enhance() const {
    return enhance_->isChecked();
}

DeviateOptions BookGrowthDialog::options() const {
    DeviateOptions options;
    options.maxLoss = loss_->value();
    options.leastEmpties = empties_->value();
    options.most = std::size_t(most_->value());
    return options;
}

}  // namespace hasami
