// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/add_engine_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QStandardPaths>

#include "engine/formats/notation.h"
#include "engine/players/player.h"
#include "session/engine_queue.h"

namespace hasami {

namespace {

constexpr int kWidthInCharacters = 60;  // wide enough for a command with its options
constexpr std::chrono::seconds kTestMoveTime{3};

}  // namespace

AddEngineDialog::AddEngineDialog(EngineQueue* engine, QWidget* parent)
    : QDialog(parent),
      name_(new QLineEdit),
      command_(new QLineEdit),
      protocol_(new QComboBox),
      test_(new QPushButton(tr("&Test"))),
      result_(new QLabel),
      engine_(engine) {
    setWindowTitle(tr("Add an Engine"));
    name_->setObjectName(QStringLiteral("engineName"));
    name_->setAccessibleName(tr("Name"));
    command_->setObjectName(QStringLiteral("engineCommand"));
    command_->setAccessibleName(tr("Command"));
    command_->setPlaceholderText(QStringLiteral("/usr/games/gtp-rhino -l 3"));
    protocol_->setObjectName(QStringLiteral("engineProtocol"));
    protocol_->setAccessibleName(tr("Protocol"));
    protocol_->addItem(QStringLiteral("GTP"), QStringLiteral("gtp:"));
    protocol_->addItem(QStringLiteral("NBoard"), QStringLiteral("nboard:"));
    auto* browse = new QPushButton(tr("&Browse\u2026"));
    browse->setObjectName(QStringLiteral("browseEngine"));
    browse->setAccessibleName(tr("Choose the engine's program"));
    browse->setAutoDefault(false);
    test_->setObjectName(QStringLiteral("testEngine"));
    test_->setAccessibleName(tr("Test the engine"));
    test_->setAutoDefault(false);
    test_->setEnabled(engine_ != nullptr);
    if (engine_) {
        connect(engine_, &EngineQueue::finished, this,
                [this](quint64 id, const EngineReport& report) {
                    if (id == testId_) showTest(report);
                });
    }
    result_->setObjectName(QStringLiteral("engineTestResult"));
    result_->setWordWrap(true);
    result_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    connect(browse, &QPushButton::clicked, this, &AddEngineDialog::browse);
    connect(test_, &QPushButton::clicked, this, &AddEngineDialog::test);

    auto* commandRow = new QHBoxLayout;
    commandRow->addWidget(command_, 1);
    commandRow->addWidget(browse);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->addButton(test_, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &AddEngineDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* form = new QFormLayout(this);
    form->addRow(tr("&Name:"), name_);
    auto* commandLabel = new QLabel(tr("&Command:"));
    commandLabel->setBuddy(command_);
    form->addRow(commandLabel, commandRow);
    form->addRow(tr("&Protocol:"), protocol_);
    form->addRow(result_);
    form->addRow(buttons);
    setMinimumWidth(fontMetrics().averageCharWidth() * kWidthInCharacters);
}

QString AddEngineDialog::name() const {
    return name_->text().trimmed();
}

QString AddEngineDialog::spec() const {
    return protocol_->currentData().toString() + command_->text().trimmed();
}

QString AddEngineDialog::commandProblem(const QString& command) {
    const QStringList words = QProcess::splitCommand(command);
    if (words.isEmpty()) return tr("Type the command that starts the engine.");
    const QString& program = words.front();
    const bool isPath = program.contains(QLatin1Char('/'));
    const QString found = isPath ? program : QStandardPaths::findExecutable(program);
    const QFileInfo file(found);
    if (found.isEmpty() || !file.exists()) {
        return isPath ? tr("There is no program %1.").arg(program)
                      : tr("There is no program %1 on the PATH.").arg(program);
    }
    if (file.isDir() || !file.isExecutable()) {
        return tr("%1 is not a program that can be run.").arg(program);
    }
    return {};
}

AddEngineDialog::~AddEngineDialog() {
    if (engine_ && testId_ != 0) engine_->cancel(testId_);
}

void AddEngineDialog::test() {
    if (const QString problem = commandProblem(command_->text()); !problem.isEmpty()) {
        result_->setText(problem);
        return;
    }
    const Parsed<PlayerSpec> parsed = parsePlayerSpec(spec().toStdString());
    if (!parsed || parsed->kind != PlayerKind::External) {
        result_->setText(parsed ? tr("'%1' is not an engine's command.").arg(spec())
                                : QString::fromStdString(parsed.error()));
        return;
    }
    // The engine thread asks it for the first move of a game; the dialog stays alive meanwhile
    // and shows the answer when it comes (showTest).
    test_->setEnabled(false);
    result_->setText(tr("Testing\u2026"));
    testId_ = engine_->post(
        ExternalMoveRequest{spec().toStdString(), Game(Position::initial()), kTestMoveTime});
}

void AddEngineDialog::showTest(const EngineReport& report) {
    testId_ = 0;
    test_->setEnabled(true);
    const Square move = report.info.bestMove;
    if (!Position::initial().isLegal(move)) {
        result_->setText(tr("The engine failed: %1").arg(QString::fromStdString(report.problem)));
        return;
    }
    const QString name = name_->text().trimmed().isEmpty() ? command_->text() : name_->text();
    result_->setText(tr("%1 works: it answered %2 to the first move of a game.")
                         .arg(name.trimmed(), QString::fromStdString(squareName(move))));
}

void AddEngineDialog::accept() {
    if (const QString problem = commandProblem(command_->text()); !problem.isEmpty()) {
        result_->setText(problem);
        command_->setFocus();
        return;
    }
    QDialog::accept();
}

void AddEngineDialog::browse() {
    const QString program = QFileDialog::getOpenFileName(this, tr("Choose the Engine's Program"));
    if (program.isEmpty()) return;
    // A path with spaces is quoted, so that it stays one word of the command.
    command_->setText(program.contains(QLatin1Char(' '))
                          ? QLatin1Char('"') + program + QLatin1Char('"')
                          : program);
}

}  // namespace hasami
