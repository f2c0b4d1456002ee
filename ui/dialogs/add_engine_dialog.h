// SPDX-License-Identifier: GPL-3.0-or-later
// Adds another program's engine: its name, its command (typed, or found with Browse…) and the
// protocol it speaks. Test starts it and asks it for a first move, and says what happened; a
// command whose program does not exist is refused before it is saved.
#pragma once

#include <QDialog>
#include <QString>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace hasami {

class AddEngineDialog : public QDialog {
    Q_OBJECT

public:
    explicit AddEngineDialog(QWidget* parent = nullptr);

    QString name() const;
    // The engine's player spec: gtp:COMMAND or nboard:COMMAND.
    QString spec() const;

    // Why `command` cannot start an engine: empty, or its program (its first word) is not an
    // executable file, by its path or on the PATH. Empty when it can.
    static QString commandProblem(const QString& command);

    // Starts the engine and asks it for the first move of a game, within a few seconds: what
    // it answered, or why it failed.
    static QString testEngine(const QString& spec);

public slots:
    void accept() override;  // refuses a command that cannot start, saying why
    void test();

private:
    void browse();

    QLineEdit* name_;
    QLineEdit* command_;
    QComboBox* protocol_;
    QPushButton* test_;
    QLabel* result_;
};

}  // namespace hasami
