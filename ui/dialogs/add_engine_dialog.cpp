// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/add_engine_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEventLoop>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QStandardPaths>
#include <QThread>

#include <atomic>

#include "engine/formats/notation.h"
#include "protocols/client/external_player.h"

namespace hasami {

namespace {

constexpr int kWidthInCharacters = 60;  // wide enough for a command with its options
constexpr std::chrono::seconds kTestMoveTime{3};

}  // namespace

AddEngineDialog::AddEngineDialog(QWidget* parent)
    : QDialog(parent),
      name_(new QLineEdit),
      command_(new QLineEdit),
      protocol_(new QComboBox),
      test_(new QPushButton(tr("&Test"))),
      result_(new QLabel) {
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

QString AddEngineDialog::testEngine(const QString& spec) {
    const Parsed<PlayerSpec> parsed = parsePlayerSpec(spec.toStdString());
    if (!parsed || parsed->kind != PlayerKind::External) {
        return parsed ? tr("'%1' is not an engine's command.").arg(spec)
                      : QString::fromStdString(parsed.error());
    }
    ExternalPlayer engine(parsed->protocol, parsed->command);
    engine.setMoveTime(kTestMoveTime);
    const Position start = Position::initial();
    engine.followGame(Game(start));
    const SearchInfo answer = engine.chooseMove(start);
    if (!start.isLegal(answer.bestMove)) {
        return tr("The engine failed: %1").arg(QString::fromStdString(engine.problem()));
    }
    return tr("%1 works: it answered %2 to the first move of a game.")
        .arg(QString::fromStdString(engine.name()),
             QString::fromStdString(squareName(answer.bestMove)));
}

void AddEngineDialog::test() {
    if (const QString problem = commandProblem(command_->text()); !problem.isEmpty()) {
        result_->setText(problem);
        return;
    }
    test_->setEnabled(false);
    result_->setText(tr("Testing\u2026"));
    // The engine is asked on a thread of its own, so that the dialog stays alive meanwhile.
    QString result;
    QThread* worker = QThread::create([&result, spec = spec()] { result = testEngine(spec); });
    QEventLoop waiting;
    connect(worker, &QThread::finished, &waiting, &QEventLoop::quit);
    worker->start();
    waiting.exec(QEventLoop::ExcludeUserInputEvents);
    worker->wait();
    delete worker;
    result_->setText(result);
    test_->setEnabled(true);
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
