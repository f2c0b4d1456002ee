// SPDX-License-Identifier: GPL-3.0-or-later
// The settings dialog: the computer's level (or a custom depth and time a move), which sides
// it plays and the pace of its moves, the threads and memory it searches with; the board size,
// legal-move dots, animation, the board's theme and colours, and the language; the analysis's
// own search; other programs' engines (GTP or NBoard) and which colour each plays; the game
// database.
#pragma once

#include <QDialog>

#include "session/settings.h"

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLineEdit;
class QListWidget;
class QSpinBox;

namespace hasami {

class AnalysisSettingsPage;
class BookSettingsPage;
class DatabaseSettingsPage;

class EngineQueue;

class SettingsDialog : public QDialog {
    Q_OBJECT

public:
    explicit SettingsDialog(const Settings& settings, QWidget* parent = nullptr);

    Settings settings() const;  // as the dialog's controls show them now

    // Adds an external engine to the list (what Add… does once the person has described it);
    // false, with `error` set, if `spec` is not a gtp:COMMAND or nboard:COMMAND spec.
    bool addEngine(const QString& name, const QString& spec, QString* error = nullptr);
    // Where Add an Engine's Test asks the engine (none: no test).
    void setEngineQueue(EngineQueue* engine) { engine_ = engine; }

private:
    QGroupBox* createComputerGroup(const Settings& settings);
    void createResourceControls(const Settings& settings);  // the threads and table memory
    QGroupBox* createBoardGroup(const Settings& settings);
    QGroupBox* createLookGroup(const Settings& settings);
    QGroupBox* createEnginesGroup(const Settings& settings);
    void askForEngine();
    void removeEngine();
    void fillEngineChoices(int black, int white, int analysis);
    void updateEnabled();

    Settings given_;  // what the dialog does not show is kept as it was
    QComboBox* level_;
    QSpinBox* depth_;
    QSpinBox* moveSeconds_;
    QComboBox* boardSize_;
    QCheckBox* blackIsAi_;
    QCheckBox* whiteIsAi_;
    QCheckBox* showLegalMoves_;
    QComboBox* flipSpeed_;
    QCheckBox* markFlipped_;
    QLineEdit* playerName_;
    QSpinBox* aiDelay_;
    AnalysisSettingsPage* analysis_;
    DatabaseSettingsPage* database_;
    BookSettingsPage* book_;
    QSpinBox* threads_;
    QComboBox* hashMegabytes_;
    QComboBox* theme_;
    QCheckBox* colourSafe_;
    QComboBox* language_;
    QListWidget* engines_;
    QComboBox* blackEngine_;
    QComboBox* whiteEngine_;
    QComboBox* analysisEngine_;
    QStringList engineNames_;
    QStringList engineSpecs_;
    EngineQueue* engine_ = nullptr;
};

}  // namespace hasami
