// The settings dialog: the computer's level (or a custom depth and time a move), which sides
// it plays and the pace of its moves, the threads and memory it searches with; the board size,
// legal-move dots, animation, the board's theme and colours, and the language.
#pragma once

#include <QDialog>

#include "settings.h"

class QCheckBox;
class QComboBox;
class QGroupBox;
class QSpinBox;

namespace hasami {

class SettingsDialog : public QDialog {
    Q_OBJECT

public:
    explicit SettingsDialog(const Settings& settings, QWidget* parent = nullptr);

    Settings settings() const;  // as the dialog's controls show them now

private:
    QGroupBox* createComputerGroup(const Settings& settings);
    void createResourceControls(const Settings& settings);  // the threads and table memory
    QGroupBox* createBoardGroup(const Settings& settings);
    QGroupBox* createLookGroup(const Settings& settings);
    void updateEnabled();

    Settings given_;  // what the dialog does not show is kept as it was
    QComboBox* level_;
    QSpinBox* depth_;
    QSpinBox* moveSeconds_;
    QComboBox* boardSize_;
    QCheckBox* blackIsAi_;
    QCheckBox* whiteIsAi_;
    QCheckBox* showLegalMoves_;
    QCheckBox* animate_;
    QSpinBox* aiDelay_;
    QSpinBox* threads_;
    QComboBox* hashMegabytes_;
    QComboBox* theme_;
    QCheckBox* colourSafe_;
    QComboBox* language_;
};

}  // namespace hasami
