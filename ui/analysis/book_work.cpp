// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/analysis/book_work.h"

#include <algorithm>

#include <QAction>
#include <QDateTime>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QToolButton>
#include <QVBoxLayout>

#include "engine/book/book_file.h"
#include "session/book_keeper.h"
#include "session/book_transfer.h"
#include "session/game_session.h"

namespace hasami {

BookWork::BookWork(BookKeeper& book, const GameSession& game, Actions actions, QWidget* parent)
    : QWidget(parent),
      book_(book),
      label_(new QLabel),
      bar_(new QProgressBar),
      stop_(new QToolButton) {
    label_->setObjectName(QStringLiteral("bookWorkLabel"));
    bar_->setObjectName(QStringLiteral("bookWorkProgress"));
    bar_->setAccessibleName(tr("The book's learning"));
    bar_->setTextVisible(false);
    bar_->setMaximumWidth(fontMetrics().horizontalAdvance(QLatin1Char('0')) * 12);
    stop_->setObjectName(QStringLiteral("stopBookWork"));
    showStop(tr("Learning"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(label_);
    layout->addWidget(bar_);
    layout->addWidget(stop_);
    hide();
    connect(stop_, &QToolButton::clicked, &book, &BookKeeper::stop);
    connect(&book, &BookKeeper::workProgress, this, &BookWork::showProgress);
    const auto ended = [this](const QString& message) {
        if (!book_.isWorking()) hide();
        emit done(message);
    };
    connect(&book, &BookKeeper::workFinished, this, ended);
    connect(&book, &BookKeeper::workFailed, this, ended);
    // A failure, or a result with a note, is told in a box of its own as well.
    connect(&book, &BookKeeper::workNeedsAttention, this, [this](const QString& message) {
        auto* box = new QMessageBox(QMessageBox::Warning, tr("Opening Book"), message,
                                    QMessageBox::Ok, window());
        box->setObjectName(QStringLiteral("bookWorkMessage"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    });
    connect(actions.learn, &QAction::triggered, this, [this, &game] {
        const QString refused = book_.learn(game.game());
        emit done(refused.isEmpty() ? tr("The book learns the game in the background.") : refused);
    });
    connect(actions.versions, &QAction::triggered, this, &BookWork::chooseVersion);
    connect(actions.importBook, &QAction::triggered, this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(window(), tr("Import into My Book"), QString(),
                                         tr("Opening books (*.bin *.dat *.txt);;All files (*)"));
        if (!path.isEmpty()) importFrom(path);
    });
    connect(actions.exportBook, &QAction::triggered, this, [this] {
        const QString edax = tr("Edax's book (*.dat)");
        QString chosen = edax;
        QString path = QFileDialog::getSaveFileName(
            window(), tr("Export the Book"), QString(),
            edax + QStringLiteral(";;") + tr("Text, a position a line (*.txt)"), &chosen);
        if (path.isEmpty()) return;
        const QString ending = chosen == edax ? QStringLiteral(".dat") : QStringLiteral(".txt");
        if (QFileInfo(path).suffix().isEmpty()) path += ending;
        exportTo(path);
    });
}

void BookWork::chooseVersion() {
    const std::vector<BookBackup> backups = book_.backups();
    if (backups.empty()) {
        emit done(book_.whyFixed().isEmpty()
                      ? tr("Your book has no earlier versions yet: one is kept at each change.")
                      : book_.whyFixed());
        return;
    }
    QDialog dialog(window());
    dialog.setWindowTitle(tr("Earlier Versions of My Book"));
    auto* list = new QListWidget;
    list->setObjectName(QStringLiteral("bookVersions"));
    list->setAccessibleName(tr("Earlier versions of your book"));
    for (const BookBackup& backup : backups) {
        const QString when =
            QLocale().toString(QDateTime::fromSecsSinceEpoch(backup.written), QLocale::LongFormat);
        const Parsed<OpeningBook> read = readBookFile(backup.file);
        const QString what =
            read ? tr("%n positions", nullptr, int(read->size()))
                 : tr("cannot be read: %1").arg(QString::fromStdString(read.error()));
        auto* item = new QListWidgetItem(tr("%1 \u2014 %2").arg(when, what), list);
        item->setData(Qt::UserRole, QString::fromStdString(backup.file));
        if (!read) item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
    }
    list->setCurrentRow(0);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    QPushButton* restore = buttons->addButton(tr("&Restore"), QDialogButtonBox::AcceptRole);
    restore->setObjectName(QStringLiteral("restoreBookVersion"));
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    connect(list, &QListWidget::itemActivated, &dialog, &QDialog::accept);
    auto* note =
        new QLabel(tr("The book is kept as it is now as the newest version, and Undo "
                      "in the Book panel brings it back."));
    note->setWordWrap(true);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(list);
    layout->addWidget(note);
    layout->addWidget(buttons);
    // Wide enough for the longest version's line and the title, whatever the font.
    const int wide = std::max(list->sizeHintForColumn(0) + 2 * list->frameWidth() +
                                  list->verticalScrollBar()->sizeHint().width(),
                              dialog.fontMetrics().horizontalAdvance(dialog.windowTitle()) * 2);
    list->setMinimumWidth(wide);
    if (dialog.exec() != QDialog::Accepted || !list->currentItem() ||
        !(list->currentItem()->flags() & Qt::ItemIsEnabled)) {
        return;
    }
    emit done(book_.restore(list->currentItem()->data(Qt::UserRole).toString()));
}

void BookWork::importFrom(const QString& path) {
    const QString refused = BookTransfer::import(book_, path);
    emit done(refused.isEmpty() ? tr("The book file is imported in the background.") : refused);
}

void BookWork::exportTo(const QString& path) {
    const bool edax =
        QFileInfo(path).suffix().compare(QStringLiteral("dat"), Qt::CaseInsensitive) == 0;
    const QString refused =
        BookTransfer::exportTo(book_, path, edax ? BookForm::Edax : BookForm::Text);
    emit done(refused.isEmpty() ? tr("The book is exported in the background.") : refused);
}

QString BookWork::describe(const BookWorkProgress& progress) {
    const QString what = progress.what.isEmpty() ? tr("Learning") : progress.what;
    QString text =
        progress.total > 0
            ? tr("%1: %2 of %3 positions").arg(what).arg(progress.done).arg(progress.total)
        : progress.done > 0 ? tr("%1: %2 positions").arg(what).arg(progress.done)
                            : tr("%1\u2026").arg(what);
    if (progress.secondsLeft >= 0) {
        text += progress.secondsLeft < 60
                    ? tr(", about %n s left", nullptr, progress.secondsLeft)
                    : tr(", about %n min left", nullptr, (progress.secondsLeft + 30) / 60);
    }
    if (progress.queued > 0) text += tr(" (%n more waiting)", nullptr, int(progress.queued));
    return text;
}

void BookWork::showProgress(const BookWorkProgress& progress) {
    // Work of no known end (deviating) keeps the bar busy.
    bar_->setRange(0, int(progress.total));
    bar_->setValue(int(progress.done));
    showStop(progress.what.isEmpty() ? tr("Learning") : progress.what);
    label_->setText(describe(progress));
    bar_->setAccessibleDescription(label_->text());
    show();
}

void BookWork::showStop(const QString& what) {
    // The button names the work it stops.
    stop_->setText(tr("Stop %1").arg(what));
    stop_->setAccessibleName(tr("Stop %1; what is done is kept").arg(what));
}

}  // namespace hasami
