// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/database_settings.h"

#include <QCheckBox>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include "session/my_games.h"

namespace hasami {

DatabaseSettingsPage::DatabaseSettingsPage(const QStringList& paths, bool symmetric,
                                           bool keepMyGames, QWidget* parent)
    : QWidget(parent),
      paths_(new QListWidget),
      symmetric_(new QCheckBox),
      keepMyGames_(new QCheckBox) {
    auto* about = new QLabel(
        tr("Games to study openings by: the WTHOR files of the French Othello Federation "
           "(download them from its site and unzip them into a folder, with WTHOR.JOU and "
           "WTHOR.TRN, or WTH.JOU and WTH.TRN), GGF files, or Hasami's game files. The Database "
           "panel (View menu) then "
           "shows the games that reached the position on the board."));
    about->setWordWrap(true);
    paths_->setObjectName(QStringLiteral("databasePaths"));
    paths_->setAccessibleName(tr("Database folders and files"));
    paths_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    for (const QString& path : paths) addPath(path);

    auto* addFolder = new QPushButton(tr("Add &Folder…"));
    addFolder->setObjectName(QStringLiteral("addDatabaseFolder"));
    auto* addFiles = new QPushButton(tr("Add F&iles…"));
    addFiles->setObjectName(QStringLiteral("addDatabaseFiles"));
    auto* remove = new QPushButton(tr("Re&move"));
    remove->setObjectName(QStringLiteral("removeDatabasePath"));
    connect(addFolder, &QPushButton::clicked, this, &DatabaseSettingsPage::chooseFolder);
    connect(addFiles, &QPushButton::clicked, this, &DatabaseSettingsPage::chooseFiles);
    connect(remove, &QPushButton::clicked, this, &DatabaseSettingsPage::removeChosen);

    symmetric_->setText(tr("Count games that reached a &symmetric image of the position"));
    symmetric_->setObjectName(QStringLiteral("databaseSymmetric"));
    symmetric_->setToolTip(
        tr("A game opened d3 then meets the games opened f5, their moves turned onto the board "
           "shown."));
    symmetric_->setChecked(symmetric);
    keepMyGames_->setText(tr("&Keep my finished games for the Database panel"));
    keepMyGames_->setObjectName(QStringLiteral("keepMyGames"));
    keepMyGames_->setToolTip(
        tr("Every 8 \u00d7 8 game you play to its end is kept, with its review, in %1; the "
           "Database panel shows them under My games.")
            .arg(QDir::toNativeSeparators(myGamesFolder())));
    keepMyGames_->setChecked(keepMyGames);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(addFolder);
    buttons->addWidget(addFiles);
    buttons->addWidget(remove);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(about);
    layout->addWidget(paths_, 1);
    layout->addLayout(buttons);
    layout->addWidget(symmetric_);
    layout->addWidget(keepMyGames_);
}

QStringList DatabaseSettingsPage::paths() const {
    QStringList paths;
    for (int row = 0; row < paths_->count(); ++row) paths << paths_->item(row)->text();
    return paths;
}

bool DatabaseSettingsPage::symmetric() const {
    return symmetric_->isChecked();
}

bool DatabaseSettingsPage::keepMyGames() const {
    return keepMyGames_->isChecked();
}

void DatabaseSettingsPage::addPath(const QString& path) {
    const QString clean = QDir::cleanPath(path);
    if (clean.isEmpty() || paths().contains(clean)) return;
    paths_->addItem(clean);
}

void DatabaseSettingsPage::chooseFolder() {
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Add a Database Folder"));
    if (!folder.isEmpty()) addPath(folder);
}

void DatabaseSettingsPage::chooseFiles() {
    const QStringList files = QFileDialog::getOpenFileNames(
        this, tr("Add Database Files"), QString(),
        tr("Game databases (*.wtb *.WTB *.ggf *.GGF *.txt);;All files (*)"));
    for (const QString& file : files) addPath(file);
}

void DatabaseSettingsPage::removeChosen() {
    qDeleteAll(paths_->selectedItems());
}

}  // namespace hasami
