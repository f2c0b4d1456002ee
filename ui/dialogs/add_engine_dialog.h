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

class EngineQueue;
struct EngineReport;

class AddEngineDialog : public QDialog {
    Q_OBJECT

public:
    // Test asks the engine through `engine` (the session's queue, on the engine thread); without
    // one there is no test.
    explicit AddEngineDialog(EngineQueue* engine, QWidget* parent = nullptr);
    ~AddEngineDialog() override;

    QString name() const;
    // The engine's player spec: gtp:COMMAND or nboard:COMMAND.
    QString spec() const;

    // Why `command` cannot start an engine: empty, or its program (its first word) is not an
    // executable file, by its path or on the PATH. Empty when it can.
    static QString commandProblem(const QString& command);

public slots:
    void accept() override;  // refuses a command that cannot start, saying why
    // Starts the engine and asks it for the first move of a game, within a few seconds; the
    // result label says what it answered, or why it failed.
    void test();

private:
    void browse();
    void showTest(const EngineReport& report);

    QLineEdit* name_;
    QLineEdit* command_;
    QComboBox* protocol_;
    QPushButton* test_;
    QLabel* result_;
    EngineQueue* engine_;
    quint64 testId_ = 0;  // the test under way; 0: none
};

}  // namespace hasami
