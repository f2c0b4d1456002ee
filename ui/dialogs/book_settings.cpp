// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/book_settings.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>

#include "ui/dialogs/named_control.h"

namespace hasami {

BookSettingsPage::BookSettingsPage(const Settings& settings, const QString& ownFile,
                                   QWidget* parent)
    : QWidget(parent), choice_(new QButtonGroup(this)) {
    auto* builtIn = named(new QRadioButton(tr("The &built-in book")), QStringLiteral("builtInBook"),
                          tr("The built-in book"));
    builtIn->setToolTip(tr("The book that comes with Hasami. It does not change."));
    auto* mine =
        named(new QRadioButton(tr("&My own book")), QStringLiteral("myBook"), tr("My own book"));
    mine->setToolTip(tr("Starts as the built-in book and grows with the games you learn. It is "
                        "kept in %1.")
                         .arg(QDir::toNativeSeparators(ownFile)));
    auto* other = named(new QRadioButton(tr("&Another file:")), QStringLiteral("otherBook"),
                        tr("Another book file"));
    other->setToolTip(
        tr("A book of Hasami's, or Edax's book (.dat) or its text form, which "
           "are read but not changed."));
    choice_->addButton(builtIn, int(BookChoice::BuiltIn));
    choice_->addButton(mine, int(BookChoice::Mine));
    choice_->addButton(other, int(BookChoice::File));
    choice_->button(int(settings.book))->setChecked(true);
    file_ = named(new QLineEdit(QDir::toNativeSeparators(settings.bookFile)),
                  QStringLiteral("bookFile"), tr("The book file"));
    browse_ = named(new QPushButton(tr("C&hoose\u2026")), QStringLiteral("chooseBookFile"),
                    tr("Choose the book file"));
    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(other);
    fileRow->addWidget(file_, 1);
    fileRow->addWidget(browse_);

    learnGames_ = named(new QCheckBox(tr("&Learn every finished game")),
                        QStringLiteral("learnGames"), tr("Learn every finished game"));
    learnGames_->setChecked(settings.learnGames);
    learnGames_->setToolTip(
        tr("When a game ends, its moves are added to your book and the "
           "positions where it left the book are searched, in the "
           "background."));
    depth_ = named(new QSpinBox, QStringLiteral("bookDepth"), tr("Depth of the book's searches"));
    depth_->setRange(Settings::kMinBookDepth, Settings::kMaxBookDepth);
    depth_->setSuffix(tr(" plies"));
    depth_->setValue(settings.bookDepth);
    depth_->setToolTip(
        tr("How deep each position learnt is searched. At 18 plies a game takes "
           "about a minute; positions of 20 empties or fewer are solved."));
    auto* note =
        new QLabel(tr("Game > Learn This Game adds the game on the board. The Book "
                      "panel shows the book's moves from the position shown."));
    note->setWordWrap(true);

    auto* form = new QFormLayout(this);
    form->addRow(builtIn);
    form->addRow(mine);
    form->addRow(fileRow);
    form->addRow(learnGames_);
    form->addRow(tr("Search &depth:"), depth_);
    form->addRow(note);
    connect(browse_, &QPushButton::clicked, this, &BookSettingsPage::askForFile);
    connect(choice_, &QButtonGroup::idToggled, this, &BookSettingsPage::updateEnabled);
    updateEnabled();
}

void BookSettingsPage::apply(Settings& settings) const {
    const QString file = QDir::fromNativeSeparators(file_->text().trimmed());
    settings.book = BookChoice(choice_->checkedId());
    // Another file without a name is no choice: the book stays as it was.
    if (settings.book == BookChoice::File && file.isEmpty()) settings.book = BookChoice::BuiltIn;
    settings.bookFile = file;
    settings.learnGames = learnGames_->isChecked();
    settings.bookDepth = depth_->value();
}

void BookSettingsPage::chooseFile(const QString& path) {
    file_->setText(QDir::toNativeSeparators(path));
    choice_->button(int(BookChoice::File))->setChecked(true);
}

void BookSettingsPage::askForFile() {
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Choose a Book"), QDir::fromNativeSeparators(file_->text()),
        tr("Opening books (*.bin *.dat *.txt);;All files (*)"));
    if (!path.isEmpty()) chooseFile(path);
}

void BookSettingsPage::updateEnabled() {
    const bool other = choice_->checkedId() == int(BookChoice::File);
    file_->setEnabled(other);
    browse_->setEnabled(other);
    // Only a book of one's own grows.
    learnGames_->setEnabled(choice_->checkedId() != int(BookChoice::BuiltIn));
}

}  // namespace hasami
