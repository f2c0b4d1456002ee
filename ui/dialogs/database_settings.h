// SPDX-License-Identifier: GPL-3.0-or-later
// Settings > Database: the folders and files of the game database (WTHOR files as the French
// Othello Federation publishes them, unzipped, with WTH.JOU and WTH.TRN beside them; GGF files;
// Hasami's game files), and whether a position's symmetric images count with it.
#pragma once

#include <QWidget>

class QCheckBox;
class QListWidget;

namespace hasami {

class DatabaseSettingsPage : public QWidget {
    Q_OBJECT

public:
    DatabaseSettingsPage(const QStringList& paths, bool symmetric, QWidget* parent = nullptr);

    QStringList paths() const;
    bool symmetric() const;
    // Adds a folder or file to the list (what Add Folder… and Add Files… do once chosen).
    void addPath(const QString& path);

private:
    void chooseFolder();
    void chooseFiles();
    void removeChosen();

    QListWidget* paths_;
    QCheckBox* symmetric_;
};

}  // namespace hasami
