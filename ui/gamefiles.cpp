#include "gamefiles.h"

#include <QClipboard>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMessageBox>

#include "autosave.h"
#include "clock.h"
#include "gamecontroller.h"
#include "notation.h"
#include "review.h"

namespace hasami {

namespace {

constexpr qint64 kMaxGameFileBytes = 1 << 20;

}  // namespace

GameFiles::GameFiles(GameController* controller, AnalysisStore* analyses, QWidget* window)
    : QObject(window), controller_(controller), analyses_(analyses), window_(window) {
    warn_ = [this](const QString& message) {
        QMessageBox::warning(window_, tr("Hasami"), message);
    };
}

bool GameFiles::loadGameText(const QString& text, const QString& source) {
    const Parsed<Game> game = parseGameRecord(text.toStdString());
    if (!game) {
        warn_(tr("%1 is not a game or a position Hasami can read: %2")
                  .arg(source, QString::fromStdString(game.error())));
        return false;
    }
    const Parsed<int> analysed = parseAnalyses(text.toStdString(), *game, *analyses_);
    const Parsed<ClockRecord> clock = parseClockLine(text.toStdString());
    controller_->setGame(*game, clock ? *clock : ClockRecord());
    if (!analysed) {
        warn_(tr("%1 is opened, but its analysis is damaged and is left out: %2")
                  .arg(source, QString::fromStdString(analysed.error())));
    }
    if (!clock) {
        warn_(tr("%1 is opened, but its clock line is damaged and is left out: %2")
                  .arg(source, QString::fromStdString(clock.error())));
    }
    emit done(tr("Opened %1.").arg(source));
    return true;
}

bool GameFiles::writeText(const QString& path, const QString& text, const QString& doneMessage) {
    QString error;
    if (!writeTextFile(path, text, &error)) {
        warn_(error);
        return false;
    }
    emit done(doneMessage);
    return true;
}

bool GameFiles::openFile(const QString& path) {
    QString error;
    const std::optional<QString> text = readTextFile(path, kMaxGameFileBytes, &error);
    if (!text) {
        warn_(error);
        return false;
    }
    return loadGameText(*text, QFileInfo(path).fileName());
}

bool GameFiles::saveGame(const QString& path) {
    const Game& game = controller_->game();
    return writeText(
        path,
        QString::fromStdString(formatGameRecord(game) + formatClockLine(controller_->clock()) +
                               formatAnalyses(game, *analyses_)),
        tr("Saved the game to %1.").arg(path));
}

bool GameFiles::savePosition(const QString& path) {
    return writeText(
        path, QString::fromStdString(formatPosition(controller_->position())) + QLatin1Char('\n'),
        tr("Saved the position to %1.").arg(path));
}

void GameFiles::copyGame() {
    QGuiApplication::clipboard()->setText(
        QString::fromStdString(formatGameRecord(controller_->game())).trimmed());
    emit done(tr("Copied the game."));
}

void GameFiles::copyPosition() {
    QGuiApplication::clipboard()->setText(
        QString::fromStdString(formatPosition(controller_->position())));
    emit done(tr("Copied the position."));
}

bool GameFiles::paste() {
    return loadGameText(QGuiApplication::clipboard()->text(), tr("The clipboard"));
}

void GameFiles::chooseAndOpen() {
    const QString path =
        QFileDialog::getOpenFileName(window_, tr("Open Game or Position"), QString(),
                                     tr("Games and positions (*.txt *.obf);;All files (*)"));
    if (!path.isEmpty()) openFile(path);
}

void GameFiles::chooseAndSaveGame() {
    const QString path =
        QFileDialog::getSaveFileName(window_, tr("Save Game"), QString(), tr("Games (*.txt)"));
    if (!path.isEmpty()) saveGame(path);
}

void GameFiles::chooseAndSavePosition() {
    const QString path = QFileDialog::getSaveFileName(window_, tr("Save Position"), QString(),
                                                      tr("Positions (*.obf)"));
    if (!path.isEmpty()) savePosition(path);
}

}  // namespace hasami
