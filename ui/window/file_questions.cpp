// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/file_questions.h"

#include "session/settings_keys.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>

namespace hasami {

namespace {

const QString kLastFolderKey = QString::fromLatin1(settings_keys::kFilesLastFolder);

}  // namespace

FileQuestions::FileQuestions(QWidget* window) {
    warn_ = [window](const QString& message) {
        QMessageBox::warning(window, tr("Hasami"), message);
    };
    choose_ = [window](const QStringList& labels) {
        bool ok = false;
        const QString chosen = QInputDialog::getItem(
            window, tr("Open"),
            tr("The file holds %n games or positions. Open:", "", labels.size()), labels, 0, false,
            &ok);
        return ok ? int(labels.indexOf(chosen)) : -1;
    };
    ask_ = [window](const FileQuestion& question) {
        ChosenFile chosen;
        const QString filters = question.filters.join(QStringLiteral(";;"));
        chosen.path = question.save
                          ? QFileDialog::getSaveFileName(window, question.title, question.folder,
                                                         filters, &chosen.filter)
                          : QFileDialog::getOpenFileName(window, question.title, question.folder,
                                                         filters, &chosen.filter);
        return chosen;
    };
    askChanges_ = [window](const QString& question) {
        const auto answer = QMessageBox::warning(
            window, tr("Hasami"), question,
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
        return answer == QMessageBox::Save      ? Changes::Save
               : answer == QMessageBox::Discard ? Changes::Discard
                                                : Changes::Cancel;
    };
}

QString FileQuestions::withExtensionOf(const QString& path, const QString& filter) {
    if (!QFileInfo(path).suffix().isEmpty()) return path;
    static const QRegularExpression pattern(QStringLiteral("\\*\\.([A-Za-z0-9]+)"));
    const QRegularExpressionMatch match = pattern.match(filter);
    return match.hasMatch() ? path + QLatin1Char('.') + match.captured(1) : path;
}

QString FileQuestions::startFolder() {
    QString last = QSettings().value(kLastFolderKey).toString();
    if (!last.isEmpty() && QFileInfo(last).isDir()) return last;
    // A documents folder that does not exist would be taken by the dialog for a file's name.
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

QString FileQuestions::askForFile(const FileQuestion& question) {
    const ChosenFile chosen = ask_(question);
    if (chosen.path.isEmpty()) return {};
    QString path = question.save ? withExtensionOf(chosen.path, chosen.filter) : chosen.path;
    QSettings().setValue(kLastFolderKey, QFileInfo(path).absolutePath());
    return path;
}

}  // namespace hasami
