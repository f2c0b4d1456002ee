// SPDX-License-Identifier: GPL-3.0-or-later
// What GameFiles (ui/window/game_files.h) asks the person, each through a dialog over the window
// that tests replace: a warning, a choice among a file's games or positions, a file to open or
// save (starting in the last folder used), and what to do with unsaved changes.
#pragma once

#include <functional>

#include <QCoreApplication>
#include <QStringList>

class QWidget;

namespace hasami {

class FileQuestions {
    Q_DECLARE_TR_FUNCTIONS(FileQuestions)

public:
    explicit FileQuestions(QWidget* window);

    // How the person is told that something failed (a message box; replaceable for tests).
    void setWarning(std::function<void(const QString&)> warn) { warn_ = std::move(warn); }
    // How the person picks one of the games of a GGF file, or one of the positions of a list,
    // that holds many: the index in `labels`, or -1 to open none (a list dialog; replaceable
    // for tests).
    void setGameChooser(std::function<int(const QStringList& labels)> choose) {
        choose_ = std::move(choose);
    }
    // What a file dialog asks and what the person chose: the path (empty: none) and the type
    // of file chosen among the filters.
    struct FileQuestion {
        QString title;
        QString folder;  // where the dialog starts; for a save, with the name it suggests
        QStringList filters;
        bool save = false;
    };
    struct ChosenFile {
        QString path;
        QString filter;
    };
    // How the person chooses a file (a file dialog; replaceable for tests).
    void setFileAsker(std::function<ChosenFile(const FileQuestion&)> ask) { ask_ = std::move(ask); }
    // `path` with the extension of `filter`'s first pattern ("Games (*.txt)": .txt) when it has
    // none: an extension the person typed wins.
    static QString withExtensionOf(const QString& path, const QString& filter);
    // Where file dialogs start: the last folder a file was opened or saved in (remembered
    // across runs), else the documents folder, else (none yet) the home folder.
    static QString startFolder();

    // What the person wants done with a game's unsaved changes before another game takes
    // its place.
    enum class Changes { Save, Discard, Cancel };
    // How the person is asked that (Save, Discard, Cancel; replaceable for tests).
    void setChangesQuestion(std::function<Changes(const QString& question)> ask) {
        askChanges_ = std::move(ask);
    }
    Changes askAboutChanges(const QString& question) const { return askChanges_(question); }

protected:
    // Asks for a file and remembers its folder.
    QString askForFile(const FileQuestion& question);

    std::function<void(const QString&)> warn_;
    std::function<int(const QStringList&)> choose_;
    std::function<ChosenFile(const FileQuestion&)> ask_;
    std::function<Changes(const QString&)> askChanges_;
};

}  // namespace hasami
