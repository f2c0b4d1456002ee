// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/book_transfer.h"

#include <memory>

#include <QDir>

#include "engine/book/book_file.h"
#include "session/book_keeper.h"

namespace hasami {

QString BookTransfer::import(BookKeeper& book, const QString& path) {
    if (QString fixed = book.whyFixed(); !fixed.isEmpty()) return fixed;
    auto failure = std::make_shared<QString>();
    auto note = std::make_shared<QString>();
    const std::string name = path.toStdString();
    // The messages are translated here: the worker's thread only fills them in.
    const QString unread = tr("The book could not be imported: %1");
    const QString leftOut = tr("Part of the file was left out: %1.");
    const QString otherBoard =
        tr("The book could not be imported: it is of the %1x%1 board, yours of the %2x%2 board.");
    BookKeeper::Work work{
        [name, failure, note, unread, otherBoard, leftOut](
            OpeningBook& into, Searcher&, const LearnOptions&, const LearnProgress& progress,
            const std::atomic<bool>*) {
            progress(0, 0);
            LearnReport report;
            std::string missing;
            const Parsed<OpeningBook> added = readBookFile(name, &missing);
            if (!missing.empty()) *note = leftOut.arg(QString::fromStdString(missing));
            if (!added) {
                *failure = unread.arg(QString::fromStdString(added.error()));
            } else if (added->boardSize() != into.boardSize()) {
                *failure = otherBoard.arg(added->boardSize()).arg(into.boardSize());
            } else {
                const std::size_t before = into.size();
                into.merge(*added);
                report.positions = added->size();
                report.added = into.size() - before;
            }
            return report;
        },
        tr("%1 is imported into your book (%2).").arg(QDir::toNativeSeparators(path), "%1"),
        tr("%1 is imported into your book (%2).").arg(QDir::toNativeSeparators(path), "%1"),
        tr("Importing"),
        true,
        failure,
        note};
    book.queue(std::move(work));
    return {};
}

QString BookTransfer::exportTo(BookKeeper& book, const QString& path, BookForm form) {
    std::shared_ptr<const OpeningBook> source = book.books().chosen();
    if (!source) {
        const OpeningBook* builtIn =
            book.books().builtIn() ? book.books().builtIn()->forBoard(8) : nullptr;
        if (!builtIn) return tr("There is no book to export.");
        source = std::make_shared<const OpeningBook>(*builtIn);
    }
    auto failure = std::make_shared<QString>();
    const std::string name = path.toStdString();
    const QString shown = QDir::toNativeSeparators(path);
    const QString unwritten = tr("The book could not be exported: %1");
    BookKeeper::Work work{
        [source, name, form, failure, unwritten](OpeningBook&, Searcher&, const LearnOptions&,
                                                 const LearnProgress& progress,
                                                 const std::atomic<bool>*) {
            progress(0, 0);
            const Parsed<std::vector<char>> bytes = bookBytes(*source, form);
            const std::optional<std::string> problem =
                bytes ? writeWholeFile(name, *bytes, false) : std::optional(bytes.error());
            if (problem) *failure = unwritten.arg(QString::fromStdString(*problem));
            return LearnReport{};
        },
        tr("The book is written to %1: %2 positions.").arg(shown).arg(source->size()),
        tr("The book is written to %1: %2 positions.").arg(shown).arg(source->size()),
        tr("Exporting"),
        false,
        failure};
    book.queue(std::move(work));
    return {};
}

}  // namespace hasami
