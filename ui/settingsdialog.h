// The settings dialog: engine depth and time a move, board size, which sides the engine
// plays, legal-move dots, animation and the pace of engine moves.
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
    QGroupBox* createBoardGroup(const Settings& settings);

    QSpinBox* depth_;
    QSpinBox* moveSeconds_;
    QComboBox* boardSize_;
    QCheckBox* blackIsAi_;
    QCheckBox* whiteIsAi_;
    QCheckBox* showLegalMoves_;
    QCheckBox* animate_;
    QSpinBox* aiDelay_;
    QComboBox* language_;
};

}  // namespace hasami
