// SPDX-License-Identifier: GPL-3.0-or-later
// Settings > Database: the folders and files of the game database (WTHOR files as the French
// Othello Federation publishes them, unzipped, with WTHOR.JOU and WTHOR.TRN beside them; GGF files;
// Hasami's game files), whether a position's symmetric images count with it, and whether the
// person's finished games are kept for it (session/my_games.h).
#pragma once

#include <QWidget>

class QCheckBox;
class QListWidget;

namespace hasami {

class DatabaseSettingsPage : public QWidget {
    Q_OBJECT

public:
    DatabaseSettingsPage(const QStringList& paths, bool symmetric, bool keepMyGames,
                         QWidget* parent = nullptr);

    QStringList paths() const;
    bool symmetric() const;
    bool keepMyGames() const;
    // Adds a folder or file to the list (what Add Folder… and Add Files… do once chosen).
    void addPath(const QString& path);

private:
    void chooseFolder();
    void chooseFiles();
    void removeChosen();

    QListWidget* paths_;
    QCheckBox* symmetric_;
    QCheckBox* keepMyGames_;
};

}  // namespace hasami
